package gomoku_test

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// Play a renju game to its end and ask who won.
func Example() {
	g, _ := gomoku.NewGame(gomoku.DefaultSize, gomoku.Renju)
	for _, m := range []string{"h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "g8"} {
		p, _ := gomoku.ParseRenju(m, g.Size())
		if err := g.Play(p); err != nil {
			fmt.Println(err)
		}
	}
	r := g.Result()
	fmt.Println(r.Winner, "wins from", gomoku.FormatRenju(r.Five.Start, g.Size()), r.Five.Axis)
	// Output:
	// black wins from g8 horizontal
}

func ExampleWinner() {
	b, _ := gomoku.ParseBoard(`
......
.O....
..O.X.
...OX.
....O.
....XO
`[1:])
	f, ok := gomoku.Winner(b, gomoku.Freestyle)
	fmt.Println(ok, f)
	// Output:
	// true white diagonal 5 (1,1)-(5,5)
}

func ExampleWinAt() {
	b, _ := gomoku.NewBoard(9)
	for c := range 5 {
		b.Set(board.Pt(4, c+2), gomoku.Black)
	}
	f, ok := gomoku.WinAt(b, board.Pt(4, 2), gomoku.Standard)
	fmt.Println(ok, gomoku.FormatRenju(f.Start, 9), gomoku.FormatRenju(f.End(), 9), f.Len)
	_, ok = gomoku.WinAt(b, board.Pt(0, 0), gomoku.Standard) // an empty point
	fmt.Println(ok)
	// Output:
	// true c5 g5 5
	// false
}

func ExampleForbidden() {
	b, _ := gomoku.ParseBoard(`
.........
.........
.........
...X.....
...X.....
.XX......
.........
.........
.........
`[1:])
	p, _ := gomoku.ParseRenju("d4", 9)
	fmt.Println(gomoku.Forbidden(b, p, gomoku.Black, gomoku.Renju))
	fmt.Println(gomoku.Forbidden(b, p, gomoku.Black, gomoku.Freestyle))
	// Output:
	// double-three
	// none
}

func ExampleForbiddenPoints() {
	b, _ := gomoku.ParseBoard(`
.........
.........
.........
.........
XXX...XXX
.........
.XX.XXX..
.........
.........
`[1:])
	for p, f := range gomoku.ForbiddenPoints(b, gomoku.Black, gomoku.Renju) {
		fmt.Println(gomoku.FormatRenju(p, 9), f)
	}
	// Output:
	// b6 double-three
	// e5 double-four
	// g4 double-three
	// d3 overline
}

func ExampleParseBoard() {
	b, err := gomoku.ParseBoard("X....\n.O...\n..X__\n.....\n.....\n")
	fmt.Println(err)
	fmt.Print(b.Format(gomoku.Stone.Rune))
	_, err = gomoku.ParseBoard("X...\n....\n....\n....\n")
	fmt.Println(err, errors.Is(err, board.ErrSize))
	// Output:
	// <nil>
	// X....
	// .O...
	// ..X..
	// .....
	// .....
	// board: line 1, column 5: size out of range: 4 points per row, want 5..26 true
}

func ExampleNewBoard() {
	b, _ := gomoku.NewBoard(gomoku.DefaultSize)
	fmt.Println(b.Rows(), b.Cols(), b.Count(gomoku.Empty))
	_, err := gomoku.NewBoard(30)
	fmt.Println(err)
	// Output:
	// 15 15 225
	// gomoku: board size 30: size out of range (want 5..26)
}

func ExampleParseStone() {
	for _, r := range "XO._x" {
		s, ok := gomoku.ParseStone(r)
		fmt.Println(string(r), s, ok)
	}
	// Output:
	// X black true
	// O white true
	// . empty true
	// _ empty true
	// x empty false
}

func ExampleStone_Opponent() {
	fmt.Println(gomoku.Black.Opponent(), gomoku.White.Opponent(), gomoku.Empty.Opponent())
	// Output:
	// white black empty
}

func ExampleParseRule() {
	r, err := gomoku.ParseRule("omok")
	fmt.Println(r, err)
	_, err = gomoku.ParseRule("pente")
	fmt.Println(errors.Is(err, gomoku.ErrRule))
	// Output:
	// omok <nil>
	// true
}

func ExampleFormatRenju() {
	fmt.Println(gomoku.FormatRenju(board.Pt(7, 7), 15))
	fmt.Println(gomoku.FormatRenju(board.Pt(14, 0), 15))
	fmt.Println(gomoku.FormatRenju(board.Pt(0, 18), 19))
	// Output:
	// h8
	// a1
	// s19
}

func ExampleParseRenju() {
	p, err := gomoku.ParseRenju("h8", 15)
	fmt.Println(p, err)
	_, err = gomoku.ParseRenju("p1", 15)
	fmt.Println(err)
	// Output:
	// (7,7) <nil>
	// gomoku: renju coordinate "p1": bad coordinate: column p off a 15x15 board
}

func ExampleFormatGomocup() {
	fmt.Println(gomoku.FormatGomocup(board.Pt(10, 3)))
	// Output:
	// 3,10
}

func ExampleParseGomocup() {
	p, err := gomoku.ParseGomocup("3,10", 15)
	fmt.Println(p, err, gomoku.FormatRenju(p, 15))
	// Output:
	// (10,3) <nil> d5
}

func ExampleFive_Stones() {
	f := gomoku.Five{Stone: gomoku.White, Start: board.Pt(6, 2), Axis: board.AntiDiagonal, Len: 5}
	for p := range f.Stones() {
		fmt.Print(gomoku.FormatRenju(p, 15), " ")
	}
	fmt.Println()
	// Output:
	// c9 d10 e11 f12 g13
}

func ExampleLines() {
	l, _ := gomoku.NewLines[uint16](15)
	for _, m := range []string{"d4", "e5", "f6", "g7", "h8"} {
		p, _ := gomoku.ParseRenju(m, 15)
		l.Set(p, gomoku.Black)
	}
	f, ok := l.Winner(gomoku.Renju)
	fmt.Println(ok, gomoku.FormatRenju(f.Start, 15), f.Axis)
	_, err := gomoku.NewLines[uint16](19) // 19 points need 19 bits
	fmt.Println(err)
	// Output:
	// true d4 anti-diagonal
	// gomoku: board size 19: size out of range for 16-bit rows
}

func ExampleLinesOf() {
	b, _ := gomoku.ParseBoard(".....\n.XXXX\n.....\n.....\n.....\n")
	l, _ := gomoku.LinesOf[uint8](b)
	p := board.Pt(1, 0)
	_, before := l.WinAt(p, gomoku.Freestyle)
	l.Set(p, gomoku.Black)
	f, after := l.WinAt(p, gomoku.Freestyle)
	fmt.Println(before, after, f)
	fmt.Println(l.Board().Equal(b))
	// Output:
	// false true black horizontal 5 (1,0)-(1,4)
	// false
}

func ExampleLines_Forbidden() {
	b, _ := gomoku.ParseBoard(`
.........
.........
.........
.........
XX..X.XX.
.........
.........
.........
.........
`[1:])
	l, _ := gomoku.LinesOf[uint32](b)
	p, _ := gomoku.ParseRenju("d5", 9)
	fmt.Println(l.Forbidden(p, gomoku.Black, gomoku.Renju))
	fmt.Println(l.Forbidden(p, gomoku.Black, gomoku.Omok))
	// Output:
	// double-four
	// none
}

func ExampleLines_ForbiddenPoints() {
	b, _ := gomoku.ParseBoard(`
.........
.........
.........
...O.....
...O.....
.OO......
.........
.........
.........
`[1:])
	l, _ := gomoku.LinesOf[uint32](b)
	for p, f := range l.ForbiddenPoints(gomoku.White, gomoku.Omok) {
		fmt.Println(gomoku.FormatRenju(p, 9), f)
	}
	// Output:
	// d4 double-three
}

func ExampleGame_Play() {
	g, _ := gomoku.NewGame(9, gomoku.Standard)
	fmt.Println(g.Play(board.Pt(4, 4)))
	err := g.Play(board.Pt(4, 4))
	fmt.Println(err, errors.Is(err, gomoku.ErrOccupied))
	err = g.Play(board.Pt(9, 9))
	var me *gomoku.MoveError
	fmt.Println(errors.As(err, &me), me.Stone, errors.Is(err, gomoku.ErrOffBoard))
	// Output:
	// <nil>
	// gomoku: white at (4,4): point occupied true
	// true white true
}

func ExampleGame_Undo() {
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	g.Play(board.Pt(7, 7))
	g.Play(board.Pt(7, 8))
	p, ok := g.Undo()
	fmt.Println(p, ok, g.Turn(), len(g.Moves()))
	// Output:
	// (7,8) true white 1
}
