package gomoku_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// Play a renju game to its end and ask who won.
func Example() {
	g, _ := gomoku.NewGame(gomoku.DefaultSize, gomoku.Renju)
	for _, m := range []string{"h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "g8"} {
		p, _ := gomoku.ParseMove(m, g.Size())
		if err := g.Play(p); err != nil {
			fmt.Println(err)
		}
	}
	r := g.Result()
	fmt.Println(r.Winner, "wins from", gomoku.FormatMove(r.Five.Start, g.Size()), r.Five.Axis)
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
	// true white diagonal 5 b5-f1
}

func ExampleWinAt() {
	b, _ := gomoku.NewBoard(9)
	for c := range 5 {
		b.Set(board.Pt(4, c+2), gomoku.Black)
	}
	f, ok := gomoku.WinAt(b, board.Pt(4, 2), gomoku.Standard)
	fmt.Println(ok, gomoku.FormatMove(f.Start, 9), gomoku.FormatMove(f.End(), 9), f.Len)
	_, ok = gomoku.WinAt(b, board.Pt(0, 0), gomoku.Standard) // an empty point
	fmt.Println(ok)
	// Output:
	// true c5 g5 5
	// false
}

// doubleThree is a 9×9 board on which Black at d4 makes two threes.
const doubleThree = `
.........
.........
.........
...X.....
...X.....
.XX......
.........
.........
.........
`

func ExampleForbidden() {
	b, _ := gomoku.ParseBoard(doubleThree[1:])
	p, _ := gomoku.ParseMove("d4", 9)
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
		fmt.Println(gomoku.FormatMove(p, 9), f)
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
	// gomoku board: line 1, column 5: size out of range: a row of 4 points, want 5 to 26 true
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

func ExampleFormatMove() {
	fmt.Println(gomoku.FormatMove(board.Pt(7, 7), 15))
	fmt.Println(gomoku.FormatMove(board.Pt(14, 0), 15))
	fmt.Println(gomoku.FormatMove(board.Pt(0, 18), 19))
	// Output:
	// h8
	// a1
	// s19
}

func ExampleParseMove() {
	p, err := gomoku.ParseMove("h8", 15)
	fmt.Println(p, err)
	_, err = gomoku.ParseMove("p1", 15)
	fmt.Println(err)
	// Output:
	// (7,7) <nil>
	// gomoku: move "p1": invalid syntax: column p off a 15x15 board
}

func ExampleFormatGomocup() {
	fmt.Println(gomoku.FormatGomocup(board.Pt(10, 3)))
	// Output:
	// 3,10
}

func ExampleParseGomocup() {
	p, err := gomoku.ParseGomocup("3,10", 15)
	fmt.Println(p, err, gomoku.FormatMove(p, 15))
	// Output:
	// (10,3) <nil> d5
}

func ExampleFive_Stones() {
	f := gomoku.Five{Stone: gomoku.White, Start: board.Pt(6, 2), Axis: board.AntiDiagonal, Len: 5}
	for p := range f.Stones() {
		fmt.Print(gomoku.FormatMove(p, 15), " ")
	}
	fmt.Println()
	// Output:
	// c9 d10 e11 f12 g13
}

func ExampleWinAt_overline() {
	b, _ := gomoku.NewBoard(15)
	for r := 3; r <= 8; r++ { // six in a column
		b.Set(board.Pt(r, 5), gomoku.White)
	}
	for _, r := range gomoku.Rules() {
		f, ok := gomoku.WinAt(b, board.Pt(8, 5), r)
		fmt.Println(r, ok, f.Len)
	}
	// Output:
	// freestyle true 6
	// standard false 0
	// renju true 6
	// omok false 0
}

func ExampleForbidden_doubleFour() {
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
	p, _ := gomoku.ParseMove("d5", 9)
	fmt.Println(gomoku.Forbidden(b, p, gomoku.Black, gomoku.Renju))
	fmt.Println(gomoku.Forbidden(b, p, gomoku.Black, gomoku.Omok))
	// Output:
	// double-four
	// none
}

func ExampleForbiddenPoints_omok() {
	// The shape of doubleThree in White's stones.
	b, _ := gomoku.ParseBoard(strings.ReplaceAll(doubleThree[1:], "X", "O"))
	for p, f := range gomoku.ForbiddenPoints(b, gomoku.White, gomoku.Omok) {
		fmt.Println(gomoku.FormatMove(p, 9), f)
	}
	// Output:
	// d4 double-three
}

func ExampleGame_Play() {
	g, _ := gomoku.NewGame(9, gomoku.Standard)
	fmt.Println(g.Play(board.Pt(4, 4)))
	err := g.Play(board.Pt(4, 4))
	fmt.Println(err, errors.Is(err, board.ErrOccupied))
	err = g.Play(board.Pt(9, 9))
	me, ok := errors.AsType[*gomoku.MoveError](err)
	fmt.Println(ok, me.Player, errors.Is(err, board.ErrOffBoard), errors.Is(err, board.ErrIllegalMove))
	// Output:
	// <nil>
	// gomoku: illegal move e5 by white: point occupied true
	// true white true true
}

func ExampleGame_Undo() {
	var g gomoku.Game // a freestyle game on 15×15
	g.Play(board.Pt(7, 7))
	g.Play(board.Pt(7, 8))
	fmt.Println(g.Undo(), g.Turn(), g.Len())
	g.Reset()
	fmt.Println(g.Undo(), g.Turn(), g.Len())
	// Output:
	// true white 1
	// false black 0
}
