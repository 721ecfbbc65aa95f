package record_test

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/record"
)

// A short freestyle game from a Gomocup-style PSQ file: Black makes five
// down the h file.
const gomocupPSQ = `Piskvorky 15x15, 11:11, 0
8,8,0
9,8,0
8,9,1520
9,9,830
8,10,60
9,10,71
8,11,12
9,11,5
8,12,3
RAPFI.zip
EMBRYO.zip
-1
0,Freestyle15_1
`

func Example() {
	r, format, err := record.Parse(gomocupPSQ)
	if err != nil {
		panic(err)
	}
	g, err := r.Replay()
	fmt.Println(format, r.Size, r.Rule, r.Black, "vs", r.White, err)
	fmt.Println(g.Result())
	sgf, _ := record.FormatSGF(r)
	fmt.Print(sgf)
	// Output:
	// PSQ 15 freestyle RAPFI.zip vs EMBRYO.zip <nil>
	// black wins with black vertical 5 h8-h4
	// (;FF[4]GM[4]SZ[15]RU[freestyle]PB[RAPFI.zip]PW[EMBRYO.zip]
	// ;B[hh]
	// ;W[ih]
	// ;B[hi]
	// ;W[ii]
	// ;B[hj]
	// ;W[ij]
	// ;B[hk]
	// ;W[ik]
	// ;B[hl])
}

func ExampleParsePSQ() {
	r, err := record.ParsePSQ(gomocupPSQ)
	if err != nil {
		panic(err)
	}
	m := r.Moves[2]
	fmt.Println(len(r.Moves), gomoku.FormatMove(m.Point, r.Size), m.Time, "line", m.Line)
	fmt.Printf("%+v\n", r.PSQ)
	_, err = record.ParsePSQ("Piskvorky 15x15, 0:0, 0\n8,8,0\n16,8,0\n")
	fmt.Println(errors.Is(err, board.ErrSyntax), err)
	// Output:
	// 9 h7 1.52s line 4
	// {Levels:[11 11] Swapped:false Code:-1 Extra:[0,Freestyle15_1]}
	// true psq: line 3, column 1: move "16,8,0" off a 15x15 board (x and y count from 1)
}

func ExampleFormatPSQ() {
	r := &record.Record{Size: 15, Black: "me", White: "you"}
	for _, m := range []string{"h8", "i9", "h9"} {
		p, _ := gomoku.ParseMove(m, 15)
		r.Moves = append(r.Moves, record.Move{Point: p, Time: 250 * time.Millisecond})
	}
	s, err := record.FormatPSQ(r)
	fmt.Print(s, err, "\n")
	// Output:
	// Piskvorky 15x15, 0:0, 0
	// 8,8,250
	// 9,7,250
	// 8,7,250
	// me
	// you
	// 0
	// <nil>
}

func ExampleParseSGF() {
	// The renju opening Kagetsu (4D), then a white five that the record
	// says Black resigned to; a variation at move 3 is dropped.
	r, err := record.ParseSGF(`(;FF[4]GM[4]SZ[15]RU[RIF]PB[Taro]PW[Hanako]RE[W+R]C[a \] in a comment]
;B[hh];W[hg](;B[ig]C[Kagetsu];W[gi])(;B[ii]))`)
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Rule, r.RuleText, r.Black, r.White, r.Result, r.Comment)
	for _, m := range r.Moves {
		fmt.Printf("%s %q\n", gomoku.FormatMove(m.Point, r.Size), m.Comment)
	}
	_, err = record.ParseSGF("(;GM[4]SZ[15];B[hh];B[ii])")
	fmt.Println(err)
	// Output:
	// renju RIF Taro Hanako white wins by R a ] in a comment
	// h8 ""
	// h9 ""
	// i9 "Kagetsu"
	// g7 ""
	// sgf: line 1, column 21: move 2 is B[ii]: want W to move (the colours alternate, Black first)
}

func ExampleParseSGFCollection() {
	rs, err := record.ParseSGFCollection("(;GM[4]SZ[15];B[hh])\n(;GM[4]SZ[19]PB[Yixin];B[jj];W[ki])\n")
	for _, r := range rs {
		fmt.Println(r.Size, r.Black, len(r.Moves))
	}
	fmt.Println(err)
	// Output:
	// 15  1
	// 19 Yixin 2
	// <nil>
}

func ExampleFormatSGF() {
	r := &record.Record{Size: 15, Rule: gomoku.Renju, RuleText: "Yamaguchi", Black: `A\B`, Result: record.Result{Draw: true}}
	r.Moves = []record.Move{{Point: board.Pt(7, 7)}, {Point: board.Pt(6, 8), Comment: "indirect"}}
	s, err := record.FormatSGF(r)
	fmt.Print(s, err, "\n")
	// Output:
	// (;FF[4]GM[4]SZ[15]RU[Yamaguchi]PB[A\\B]RE[0]
	// ;B[hh]
	// ;W[ig]C[indirect])
	// <nil>
}

func ExampleParse() {
	for _, s := range []string{"(;GM[4]SZ[15];B[hh])", "Piskvorky 20x20, 0:0, 1\n10,10,0\n", "h8 i9"} {
		r, f, err := record.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(f, r.Size, len(r.Moves))
	}
	// Output:
	// SGF 15 1
	// PSQ 20 1
	// record: line 1, column 1: neither SGF nor PSQ: want '(' or "Piskvorky" first
}

func ExampleWrite() {
	r := &record.Record{Size: 7, Moves: []record.Move{{Point: board.Pt(3, 3)}}}
	for _, f := range []record.Format{record.SGF, record.PSQ} {
		var s strings.Builder
		record.Write(&s, r, f)
		fmt.Printf("%v: %q\n", f, s.String())
	}
	// Output:
	// SGF: "(;FF[4]GM[4]SZ[7]RU[freestyle]\n;B[dd])\n"
	// PSQ: "Piskvorky 7x7, 0:0, 0\n4,4,0\n0\n"
}

func ExampleRecord_Replay() {
	// Under renju, Black's 9th move j8 would make two threes, h8-j8 and
	// j8-j10: a forbidden double-three.
	r, _ := record.ParseSGF("(;GM[4]SZ[15]RU[renju];B[hh];W[aa];B[ih];W[ab];B[jg];W[ac];B[jf])")
	_, err := r.Replay()
	fmt.Println(err == nil)
	r.Moves = append(r.Moves, record.Move{Point: board.Pt(0, 2)})
	r.Moves = append(r.Moves, record.Move{Point: board.Pt(7, 9)})
	_, err = r.Replay()
	var re *record.ReplayError
	fmt.Println(errors.As(err, &re), re.Move, errors.Is(err, gomoku.ErrForbidden))
	fmt.Println(err)
	// Output:
	// true
	// true 9 true
	// record: move 9: gomoku: illegal move j8 by black: forbidden move: double-three
}

func ExampleReplayError() {
	r := &record.Record{Size: 15, Moves: []record.Move{{Point: board.Pt(7, 7)}, {Point: board.Pt(7, 7), Line: 3}}}
	_, err := r.Replay()
	re, _ := errors.AsType[*record.ReplayError](err)
	fmt.Println(re.Move, re.Line, errors.Is(err, board.ErrOccupied))
	// Output:
	// 2 3 true
}

func ExampleResult() {
	for _, re := range []string{"B+R", "W+", "0", "Void"} {
		r, _ := record.ParseSGF("(;GM[4]RE[" + re + "])")
		fmt.Printf("%s: %v, known %v\n", re, r.Result, r.Result.Known())
	}
	// Output:
	// B+R: black wins by R, known true
	// W+: white wins, known true
	// 0: draw, known true
	// Void: unknown, known false
}

func ExampleMove() {
	r, _ := record.ParsePSQ("Piskvorky 15x15, 0:0, 0\n\n8,8,1500\n9,9\n")
	for _, m := range r.Moves {
		fmt.Println(m.Point, gomoku.FormatGomocup(m.Point), m.Time, m.Line)
	}
	// Output:
	// (7,7) 7,7 1.5s 3
	// (8,8) 8,8 0s 4
}

func ExampleProperty() {
	r, _ := record.ParseSGF("(;GM[4]SZ[15]GN[Final]DT[2024-08-01]EV[World Championship];B[hh])")
	for _, p := range r.Props {
		fmt.Println(p.ID, p.Values)
	}
	// Output:
	// GN [Final]
	// DT [2024-08-01]
	// EV [World Championship]
}

func ExamplePSQInfo() {
	// Piskvork's second player (a human, level 0) began: Black is the
	// second player line.
	r, _ := record.ParsePSQ("Piskvorky 15x15, 3:0, 1\n8,8,0\npbrain-bot.exe\nhomo-2\n0\n")
	fmt.Printf("%+v black=%s white=%s\n", r.PSQ, r.Black, r.White)
	// Output:
	// {Levels:[3 0] Swapped:true Code:0 Extra:[]} black=homo-2 white=pbrain-bot.exe
}

func ExampleFormat() {
	fmt.Println(record.PSQ, record.SGF, record.Format(2))
	err := record.Write(io.Discard, &record.Record{Size: 15}, record.Format(2))
	fmt.Println(errors.Is(err, record.ErrFormat))
	// Output:
	// PSQ SGF Format(2)
	// true
}

// ExampleErrUnsupported shows what the parsers refuse though well formed.
func ExampleErrUnsupported() {
	for _, s := range []string{"(;GM[1]SZ[19];B[dd])", "(;GM[4]AB[hh][ii])", "(;GM[4];B[hh];W[])", "Piskvorky 20x15, 0:0, 0\n"} {
		_, _, err := record.Parse(s)
		fmt.Println(errors.Is(err, record.ErrUnsupported), err)
	}
	// Output:
	// true sgf: line 1, column 3: not supported: GM[1] is not gomoku (want GM[4])
	// true sgf: line 1, column 8: not supported: setup stones AB[hh]
	// true sgf: line 1, column 15: not supported: move 2 is a pass, W[]
	// true psq: line 1, column 1: not supported: a 20x15 board (want a square board of 5 to 26 points a side)
}

func ExampleRecord() {
	// Write a record as SGF and read it back: the same record, but for
	// the input lines that the parser notes.
	r := &record.Record{Size: 15, Rule: gomoku.Renju, Black: "Black", White: "White",
		Result: record.Result{Winner: gomoku.White, Reason: "T"}}
	for _, m := range []string{"h8", "h9", "h10"} { // Kansei, 1D
		p, _ := gomoku.ParseMove(m, 15)
		r.Moves = append(r.Moves, record.Move{Point: p})
	}
	s, _ := record.FormatSGF(r)
	back, _ := record.ParseSGF(s)
	fmt.Print(s)
	fmt.Println(back.Result, back.Rule, back.Moves[2].Line, len(back.Points()))
	// Output:
	// (;FF[4]GM[4]SZ[15]RU[renju]PB[Black]PW[White]RE[W+T]
	// ;B[hh]
	// ;W[hg]
	// ;B[hf])
	// white wins by T renju 4 3
}
