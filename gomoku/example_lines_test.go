package gomoku_test

import (
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

func ExampleNewLines() {
	l, err := gomoku.NewLines[uint32](19)
	fmt.Println(l.Size(), err)
	_, err = gomoku.NewLines[uint8](9) // 9 points need 9 bits
	fmt.Println(err)
	// Output:
	// 19 <nil>
	// gomoku: board size 9: size out of range for 8-bit rows
}

func ExampleLines_At() {
	l, _ := gomoku.NewLines[uint16](15)
	l.Set(board.Pt(7, 7), gomoku.White)
	fmt.Println(l.At(board.Pt(7, 7)), l.At(board.Pt(7, 8)), l.At(board.Pt(15, 0)))
	// Output:
	// white empty empty
}

func ExampleLines_Board() {
	l, _ := gomoku.NewLines[uint8](5)
	l.Set(board.Pt(0, 4), gomoku.Black)
	l.Set(board.Pt(4, 0), gomoku.White)
	fmt.Print(l.Board().Format(gomoku.Stone.Rune))
	// Output:
	// ....X
	// .....
	// .....
	// .....
	// O....
}

func ExampleLines_Equal() {
	a, _ := gomoku.NewLines[uint16](15)
	b, _ := gomoku.NewLines[uint16](15)
	a.Set(board.Pt(7, 7), gomoku.Black)
	fmt.Println(a.Equal(b))
	b.Set(board.Pt(7, 7), gomoku.Black)
	fmt.Println(a.Equal(b))
	// Output:
	// false
	// true
}

func ExampleLines_In() {
	l, _ := gomoku.NewLines[uint16](15)
	fmt.Println(l.In(board.Pt(14, 14)), l.In(board.Pt(15, 0)), l.In(board.Pt(0, -1)))
	// Output:
	// true false false
}

func ExampleLines_Set() {
	l, _ := gomoku.NewLines[uint16](15)
	p := board.Pt(7, 7)
	l.Set(p, gomoku.Black)
	l.Set(p, gomoku.White) // replaces the black stone
	fmt.Println(l.At(p))
	l.Set(p, gomoku.Empty)
	fmt.Println(l.At(p))
	// Output:
	// white
	// empty
}

func ExampleLines_Size() {
	l, _ := gomoku.NewLines[uint32](26)
	fmt.Println(l.Size())
	// Output:
	// 26
}

func ExampleLines_WinAt() {
	l, _ := gomoku.NewLines[uint16](15)
	for r := 3; r <= 8; r++ { // six in a column
		l.Set(board.Pt(r, 5), gomoku.White)
	}
	for _, r := range gomoku.Rules {
		f, ok := l.WinAt(board.Pt(8, 5), r)
		fmt.Println(r, ok, f.Len)
	}
	// Output:
	// freestyle true 6
	// standard false 0
	// renju true 6
	// omok false 0
}

func ExampleLines_Winner() {
	b, _ := gomoku.ParseBoard(`
.......
.X.....
..X....
...X...
....X..
.....X.
.......
`[1:])
	l, _ := gomoku.LinesOf[uint8](b)
	f, ok := l.Winner(gomoku.Renju)
	fmt.Println(ok, f)
	// Output:
	// true black diagonal 5 b6-f2
}
