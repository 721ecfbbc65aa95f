package pattern_test

import (
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

func Example() {
	pos, _ := pattern.New(15, gomoku.Renju)
	for _, q := range []board.Point{board.Pt(7, 7), board.Pt(7, 8), board.Pt(7, 9)} {
		pos.Place(q, gomoku.Black)
	}
	fmt.Println(pos.Class(board.Pt(7, 10), board.Horizontal, gomoku.Black))
	fmt.Println(pos.Count(gomoku.Black, pattern.OpenFour))
	pos.Undo()
	fmt.Println(pos.Count(gomoku.Black, pattern.OpenFour))
	// Output:
	// open-four
	// 2
	// 0
}

func ExampleNew() {
	pos, err := pattern.New(15, gomoku.Freestyle)
	fmt.Println(pos.Size(), pos.Rule(), err)
	_, err = pattern.New(40, gomoku.Freestyle)
	fmt.Println(err)
	// Output:
	// 15 freestyle <nil>
	// pattern: board size 40: size out of range (want 5..26)
}

func ExampleFrom() {
	b, _ := gomoku.ParseBoard(`.......
...X...
...X...
.XX....
.......
.......
.......`)
	pos, _ := pattern.From(b, gomoku.Renju)
	for q, f := range pos.ForbiddenPoints(gomoku.Black) {
		fmt.Println(gomoku.FormatMove(q, 7), f)
	}
	// Output:
	// d4 double-three
}

func ExampleClass() {
	for c := range pattern.Class(pattern.NumClasses) {
		fmt.Print(c, " ")
	}
	fmt.Println()
	// Output:
	// none three four open-four double-four five overline
}

func ExamplePosition() {
	b, _ := gomoku.ParseBoard(`.......
.......
.OOOO..
.......
.......
.......
.......`)
	pos, _ := pattern.From(b, gomoku.Standard)
	fmt.Println(pos.Count(gomoku.White, pattern.Five) > 0) // does White have a four?
	for _, q := range pos.AppendWins(nil, gomoku.White) {
		fmt.Println(gomoku.FormatMove(q, 7))
	}
	// Output:
	// true
	// a5
	// f5
}

func ExamplePosition_Forbidden() {
	b, _ := gomoku.ParseBoard(`.......
.......
.XX.XX.
.......
.......
.......
.......`)
	pos, _ := pattern.From(b, gomoku.Renju)
	fmt.Println(pos.Forbidden(board.Pt(2, 3), gomoku.Black), pos.Fours(board.Pt(2, 0), gomoku.Black))
	// Output:
	// none 0
}

func ExamplePosition_MayBeForbidden() {
	b, _ := gomoku.ParseBoard(`.........
.........
....X....
....X....
..XX.....
.........
.........
.........
.........`)
	pos, _ := pattern.From(b, gomoku.Renju)
	q := board.Pt(4, 4) // two threes for Black
	fmt.Println(pos.MayBeForbidden(q, gomoku.Black), pos.Forbidden(q, gomoku.Black))
	fmt.Println(pos.MayBeForbidden(q, gomoku.White), pos.MayBeForbidden(board.Pt(8, 8), gomoku.Black))
	// Output:
	// true double-three
	// false false
}

func ExamplePosition_FivesAfter() {
	pos, _ := pattern.New(15, gomoku.Freestyle)
	for c := 5; c < 8; c++ {
		pos.Place(board.Pt(7, c), gomoku.Black)
	}
	for _, q := range pos.FivesAfter(nil, board.Pt(7, 8), gomoku.Black) {
		fmt.Println(gomoku.FormatMove(q, 15))
	}
	// Output:
	// e8
	// j8
}

func ExamplePosition_Winner() {
	pos, _ := pattern.New(15, gomoku.Freestyle)
	for c := range 5 {
		pos.Place(board.Pt(0, c), gomoku.White)
	}
	fmt.Println(pos.Winner())
	// Output:
	// white horizontal 5 a15-e15 true
}

func ExamplePosition_Window() {
	pos, _ := pattern.New(15, gomoku.Freestyle)
	pos.Place(board.Pt(7, 7), gomoku.Black)
	pos.Place(board.Pt(7, 8), gomoku.Black)
	fmt.Println(pos.Window(board.Pt(7, 9), gomoku.Black))
	pos.Place(board.Pt(7, 10), gomoku.White)
	pos.Place(board.Pt(7, 5), gomoku.White)
	// White at f8 and k8 closes every window of 5 through j8 on its row.
	fmt.Println(pos.Window(board.Pt(7, 9), gomoku.Black))
	fmt.Println(pos.Window(board.Pt(7, 9), gomoku.White))
	// Output:
	// 2
	// 0
	// 1
}

func ExamplePosition_Lines() {
	pos, _ := pattern.New(15, gomoku.Freestyle)
	for _, m := range []string{"h8", "a1", "i8", "a2", "j8"} {
		q, _ := gomoku.ParseMove(m, 15)
		pos.Place(q, gomoku.Stone(1+pos.Len()%2))
	}
	q, _ := gomoku.ParseMove("k8", 15)
	for a, l := range pos.Lines(q, gomoku.Black) {
		fmt.Println(board.Axis(a), l.Class, l.Window)
	}
	// Output:
	// horizontal open-four 3
	// vertical none 0
	// diagonal none 0
	// anti-diagonal none 0
}

// ExampleLine shows a Line of a point two stones short of a three.
func ExampleLine() {
	pos, _ := pattern.New(15, gomoku.Freestyle)
	q, _ := gomoku.ParseMove("h8", 15)
	pos.Place(q, gomoku.Black)
	q, _ = gomoku.ParseMove("j8", 15)
	l := pos.Lines(q, gomoku.Black)[board.Horizontal]
	fmt.Println(l.Class, l.Window, l == pattern.Line{Class: pattern.None, Window: 1})
	// Output: none 1 true
}

func ExamplePosition_AppendWindows() {
	pos, _ := pattern.New(15, gomoku.Freestyle)
	for _, m := range []string{"h8", "j8"} {
		q, _ := gomoku.ParseMove(m, 15)
		pos.Place(q, gomoku.Black)
	}
	// The points where Black makes three in an open window of 5.
	for _, q := range pos.AppendWindows(nil, gomoku.Black, 2) {
		fmt.Print(gomoku.FormatMove(q, 15), " ")
	}
	fmt.Println()
	// Output:
	// f8 g8 i8 k8 l8
}

func ExamplePosition_Overlines() {
	pos, _ := pattern.New(15, gomoku.Renju)
	for _, m := range []string{"c8", "d8", "e8", "g8", "h8"} {
		q, _ := gomoku.ParseMove(m, 15)
		pos.Place(q, gomoku.Black)
	}
	q, _ := gomoku.ParseMove("f8", 15)
	fmt.Println(pos.Overlines(q, gomoku.Black), pos.Forbidden(q, gomoku.Black))
	// Output: 1 overline
}
