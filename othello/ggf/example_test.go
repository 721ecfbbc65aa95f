package ggf_test

import (
	"errors"
	"fmt"
	"strings"

	"bytes"
	"io"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/ggf"
)

// ExampleParse reads a game of the GGS archives, looks at its header and
// replays it.
func ExampleParse() {
	g, err := ggf.Parse(ggsDraw)
	if err != nil {
		panic(err)
	}
	fmt.Println(g.Black, g.BlackRating, "vs", g.White, g.WhiteRating, "on", g.Place, g.Date)
	fmt.Println("type", g.Type, "result", g.Result.Score, g.Result.Ending, "moves", len(g.Moves))
	game, err := g.Replay()
	if err != nil {
		panic(err)
	}
	black, white := game.Score()
	fmt.Println("replayed:", black, white, game.Winner())
	// Output:
	// Saio1200 2197.01 vs Saio3000 2199.72 on GGS/os 2003.12.15_13:24:03.MST
	// type 8 result 0 finished moves 61
	// replayed: 32 32 empty
}

// ExampleNewReader reads several games of a stream, as the GGS archives
// store them: a synchro match of two games on one line after its count.
func ExampleNewReader() {
	in := "2 (;PB[ann]PW[bob]TY[s4]RE[?]BO[4 ---- -O*- -*O- ---- *]B[b1]W[c1];)" +
		"(;PB[bob]PW[ann]TY[s4]RE[?]BO[4 ---- -O*- -*O- ---- *]B[d3/1.50/0.20];)\n"
	for g, err := range ggf.NewReader(strings.NewReader(in)).Games() {
		if err != nil {
			panic(err)
		}
		game, err := g.Replay()
		if err != nil {
			panic(err)
		}
		fmt.Println(g.Black, g.White, g.Type.Synchro, game.Transcript(), g.Moves[len(g.Moves)-1].Eval)
	}
	// Output:
	// ann bob true b1c1 0
	// bob ann true d3 1.5
}

// ExampleGame_Replay shows the error of an illegal move: its number
// among the moves, passes counted, and the reason.
func ExampleGame_Replay() {
	g, err := ggf.Parse("(;TY[4]BO[4 ---- -O*- -*O- ---- *]B[b1]W[c1]B[d3]W[a1]B[PA]W[b1];)")
	if err != nil {
		panic(err)
	}
	_, err = g.Replay()
	fmt.Println(err)
	// Output:
	// othello: move 6 "b1" by white: point occupied
}

// ExampleType shows the game types of GGS. A game from a random start
// (r) needs its position in BO; without one it is an error.
func ExampleType() {
	const random20 = "BO[8 -------- -------- --OOO*-- -O*OO*-- --O*OO-- --O***-- --O**--- -------- O]"
	for _, props := range []string{"TY[8]", "TY[s8r20]" + random20, "TY[10ka]", "TY[6B]"} {
		g, err := ggf.Parse("(;" + props + ";)")
		if err != nil {
			panic(err)
		}
		t := g.Type
		fmt.Printf("%s: %d×%d synchro %v komi %v random %v/%d anti %v colour %v\n",
			t, t.Size, t.Size, t.Synchro, t.Komi, t.Random, t.RandomDiscs, t.Anti, t.Color)
	}
	_, err := ggf.Parse("(;TY[88];)")
	fmt.Println(err)
	_, err = ggf.Parse("(;TY[s8r20];)")
	fmt.Println(err, errors.Is(err, ggf.ErrNoStart))
	// Output:
	// 8: 8×8 synchro false komi false random false/0 anti false colour empty
	// s8r20: 8×8 synchro true komi false random true/20 anti false colour empty
	// 10ka: 10×10 synchro false komi true random false/0 anti true colour empty
	// 6b: 6×6 synchro false komi false random false/0 anti false colour black
	// ggf: line 1, column 3: TY: type "88": board size out of range: 88, want an even number from 4 to 26 (the octagon board 88 is not supported)
	// ggf: line 1, column 3: TY: type "s8r20": random start without BO: want a BO with the start position true
}

// ExampleResult shows the results RE records.
func ExampleResult() {
	for _, re := range []string{"+12.000", "-4:r", "+0.5:t", "+2:s", "?"} {
		g, err := ggf.Parse("(;RE[" + re + "];)")
		if err != nil {
			panic(err)
		}
		fmt.Println(re, g.Result.Score, g.Result.Ending)
	}
	// Output:
	// +12.000 12 finished
	// -4:r -4 resigned
	// +0.5:t 0.5 timeout
	// +2:s 2 agreed
	// ? 0 unfinished
}

// Example writes a game on 6×6, the colours from an othello.Game, and
// reads it back.
func Example() {
	game, _ := othello.NewGame(6)
	g := &ggf.Game{Black: "me", White: "you", Type: ggf.Type{Size: 6}}
	for _, sq := range []string{"c2", "b2", "a2"} {
		pt, _ := othello.ParseMove(sq)
		g.Moves = append(g.Moves, ggf.Move{Color: game.Turn(), Point: pt})
		if err := game.Play(pt); err != nil {
			panic(err)
		}
	}
	text, _ := ggf.Format(g)
	fmt.Println(text)
	back, _ := ggf.Parse(text)
	replayed, _ := back.Replay()
	fmt.Print(replayed)
	// Output:
	// (;GM[Othello]PB[me]PW[you]TY[6]RE[?]BO[6 ------ ------ --O*-- --*O-- ------ ------ *]B[c2]W[b2]B[a2];)
	//   a b c d e f
	// 1 - - - - - -
	// 2 X X X - - -
	// 3 - - O X - -
	// 4 - - X O - -
	// 5 - - - - - -
	// 6 - - - - - -
	// white to move
}

// ExampleReader reads games with Next up to io.EOF.
func ExampleReader() {
	r := ggf.NewReader(strings.NewReader("(;PB[a];)\n(;PB[b];)\n"))
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			panic(err)
		}
		fmt.Println(g.Black, g.Type.Size, "on line", r.Line())
	}
	// Output:
	// a 8 on line 1
	// b 8 on line 2
}

// ExampleWrite writes two games, one a line.
func ExampleWrite() {
	var buf bytes.Buffer
	err := ggf.Write(&buf, &ggf.Game{Black: "x", Type: ggf.Type{Size: 4}},
		&ggf.Game{Black: "y]z", Type: ggf.Type{Size: 4, Anti: true}, Result: ggf.Result{Ending: ggf.Resigned, Score: -16}})
	fmt.Print(buf.String(), err, "\n")
	// Output:
	// (;GM[Othello]PB[x]TY[4]RE[?]BO[4 ---- -O*- -*O- ---- *];)
	// (;GM[Othello]PB[y\]z]TY[4a]RE[-16.000:r]BO[4 ---- -O*- -*O- ---- *];)
	// <nil>
}

// ExampleEnding lists the endings and their RE flags.
func ExampleEnding() {
	for e := ggf.Unfinished; e <= ggf.Agreed; e++ {
		text, _ := ggf.Format(&ggf.Game{Result: ggf.Result{Ending: e, Score: 2}})
		i := strings.Index(text, "RE[")
		fmt.Println(e, text[i:i+strings.IndexByte(text[i:], ']')+1])
	}
	// Output:
	// unfinished RE[?]
	// finished RE[+2.000]
	// resigned RE[+2.000:r]
	// timeout RE[+2.000:t]
	// agreed RE[+2.000:s]
}

// ExampleGame shows the fields of a game read, and the start position of
// a random game with White to move.
func ExampleGame() {
	g, err := ggf.Parse(ggsRandom)
	if err != nil {
		panic(err)
	}
	fmt.Println(g.Type, g.Time, g.Start.Turn(), g.Start.Count(othello.Black)+g.Start.Count(othello.White))
	fmt.Print(g.Start)
	// Output:
	// s8r19 10:00//02:00 white 19
	//   a b c d e f g h
	// 1 - - - - - - - -
	// 2 - - - - - - - -
	// 3 - - O O O X - -
	// 4 - O X O O X - -
	// 5 - - O X O O - -
	// 6 - - O X X X - -
	// 7 - - O X - - - -
	// 8 - - - - - - - -
}

// ExampleMove shows moves with and without evaluations and times.
func ExampleMove() {
	g, err := ggf.Parse("(;BO[4 ---- -O*- -*O- ---- *]B[b1/1.25/3]W[C1//0.5]B[d3/-2];)")
	if err != nil {
		panic(err)
	}
	for _, m := range g.Moves {
		fmt.Println(m.Color, othello.FormatMove(m.Point), m.HasEval, m.Eval, m.HasTime, m.Time)
	}
	// Output:
	// black b1 true 1.25 true 3
	// white c1 false 0 true 0.5
	// black d3 true -2 false 0
}

// ExampleKomi reads the bids of a komi game: the komi KM is the mean of
// the evaluations of KB and KW, in view of Black.
func ExampleKomi() {
	g, err := ggf.Parse(ggsKomi)
	if err != nil {
		panic(err)
	}
	k := g.Komi
	fmt.Println(othello.FormatMove(k.Black.Point), k.Black.HasEval, othello.FormatMove(k.White.Point), k.White.Eval, k.Value, g.Result.Score)
	// Output:
	// e6 false f5 -1 -0.5 8.5
}

// ExampleProperty keeps a property that Game has no field for.
func ExampleProperty() {
	g, err := ggf.Parse("(;TY[4]XX[extra \\] value];)")
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q\n", g.Extra)
	text, _ := ggf.Format(g)
	fmt.Println(text)
	// Output:
	// [{"XX" "extra ] value"}]
	// (;GM[Othello]TY[4]RE[?]BO[4 ---- -O*- -*O- ---- *]XX[extra \] value];)
}

// FromGame writes a game with its passes, here White's on a 4×4 board.
func ExampleFromGame() {
	g, _ := othello.ParseTranscript(4, "c4d4d3b4a4a2a3c1d1d2a1b1")
	gg := ggf.FromGame(g)
	gg.Black, gg.White = "me", "you"
	text, _ := ggf.Format(gg)
	fmt.Println(text)
	// Output:
	// (;GM[Othello]PB[me]PW[you]TY[4]RE[?]BO[4 ---- -O*- -*O- ---- *]B[c4]W[d4]B[d3]W[b4]B[a4]W[a2]B[a3]W[c1]B[d1]W[d2]B[a1]W[PA]B[b1];)
}
