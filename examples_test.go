package board_test

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

// glyph and cell map a tiny stone type to text and back: 0 empty, 1 X, 2 O.
func glyph(v int) rune { return rune(".XO"[v]) }

func cell(r rune) (int, bool) {
	switch r {
	case '.':
		return 0, true
	case 'X':
		return 1, true
	case 'O':
		return 2, true
	}
	return 0, false
}

// mustParse is the examples' shorthand for Parse with the X/O mapping.
func mustParse(s string) *board.Board[int] {
	b, err := board.Parse(s, cell)
	if err != nil {
		panic(err)
	}
	return b
}

// Example builds a board, prints it, and asks the walker the questions that
// five-in-a-row and Othello ask.
func Example() {
	b, err := board.New[int](5, 5)
	if err != nil {
		panic(err)
	}
	for _, p := range []board.Point{board.Pt(0, 0), board.Pt(1, 1), board.Pt(3, 3)} {
		b.Set(p, 1) // X
	}
	b.Set(board.Pt(4, 4), 2) // O
	fmt.Print(b.Format(glyph))

	p := board.Pt(2, 2)
	fmt.Println("X at", p, "makes a line of", b.Span(p, board.Diagonal, 1))
	fmt.Println("O at", p, "captures", b.Bracket(p, board.SouthEast, 1, 2), "toward SE and",
		b.Bracket(p, board.NorthWest, 1, 2), "toward NW")
	// Output:
	// X....
	// .X...
	// .....
	// ...X.
	// ....O
	// X at (2,2) makes a line of 4
	// O at (2,2) captures 1 toward SE and 0 toward NW
}

func ExamplePt() {
	p := board.Pt(2, 5)
	fmt.Println(p.Row, p.Col)
	// Output: 2 5
}

func ExamplePoint() {
	var corner board.Point // the zero Point is the top-left cell
	fmt.Println(corner, corner == board.Pt(0, 0))
	// Output: (0,0) true
}

func ExamplePoint_Add() {
	fmt.Println(board.Pt(3, 3).Add(board.SouthWest.Delta()))
	// Output: (4,2)
}

func ExamplePoint_Sub() {
	fmt.Println(board.Pt(4, 7).Sub(board.Pt(1, 2)))
	// Output: (3,5)
}

func ExamplePoint_Mul() {
	fmt.Println(board.East.Delta().Mul(3))
	// Output: (0,3)
}

func ExamplePoint_String() {
	fmt.Println(board.Pt(-1, 12).String())
	// Output: (-1,12)
}

func ExampleDirection() {
	for _, d := range board.Directions() {
		fmt.Printf("%v%v ", d, d.Delta())
	}
	fmt.Println()
	// Output: N(-1,0) NE(-1,1) E(0,1) SE(1,1) S(1,0) SW(1,-1) W(0,-1) NW(-1,-1)
}

func ExampleDirections() {
	ds := board.Directions()
	ds[0] = board.South // the array is the caller's own
	fmt.Println(ds[0], board.Directions()[0], len(ds))
	// Output: S N 8
}

func ExampleDirection_String() {
	fmt.Println(board.NorthWest.String(), board.Direction(9).String())
	// Output: NW Direction(9)
}

func ExampleDirection_Delta() {
	fmt.Println(board.North.Delta(), board.SouthEast.Delta())
	// Output: (-1,0) (1,1)
}

func ExampleDirection_Opposite() {
	fmt.Println(board.North.Opposite(), board.SouthWest.Opposite())
	// Output: S NE
}

func ExampleDirection_Axis() {
	fmt.Println(board.West.Axis(), board.NorthWest.Axis(), board.SouthWest.Axis())
	// Output: horizontal diagonal anti-diagonal
}

func ExampleAxis() {
	for _, a := range board.Axes() {
		fmt.Println(a, a.Forward(), a.Backward())
	}
	// Output:
	// horizontal E W
	// vertical S N
	// diagonal SE NW
	// anti-diagonal NE SW
}

func ExampleAxes() {
	for _, a := range board.Axes() {
		fmt.Print(a, " ")
	}
	fmt.Println()
	// Output: horizontal vertical diagonal anti-diagonal
}

func ExampleAxis_String() {
	fmt.Println(board.AntiDiagonal.String(), board.Axis(7).String())
	// Output: anti-diagonal Axis(7)
}

func ExampleAxis_Forward() {
	fmt.Println(board.AntiDiagonal.Forward())
	// Output: NE
}

func ExampleAxis_Backward() {
	fmt.Println(board.Vertical.Backward())
	// Output: N
}

func ExampleNew() {
	b, err := board.New[rune](2, 3)
	fmt.Println(b.Rows(), b.Cols(), err)
	_, err = board.New[rune](0, 65)
	fmt.Println(errors.Is(err, board.ErrSize), err)
	// Output:
	// 2 3 <nil>
	// true board: 0x65: size out of range (want 1..64 each)
}

func ExampleBoard() {
	type piece struct {
		kind  byte
		owner int
	}
	b, _ := board.New[piece](2, 2) // any comparable type can fill the cells
	b.Set(board.Pt(1, 0), piece{'K', 1})
	fmt.Println(b.At(board.Pt(1, 0)), b.Count(piece{}))
	// Output: {75 1} 3
}

func ExampleBoard_Rows() {
	b, _ := board.New[int](15, 19)
	fmt.Println(b.Rows())
	// Output: 15
}

func ExampleBoard_Cols() {
	b, _ := board.New[int](15, 19)
	fmt.Println(b.Cols())
	// Output: 19
}

func ExampleBoard_In() {
	b, _ := board.New[int](3, 3)
	fmt.Println(b.In(board.Pt(2, 2)), b.In(board.Pt(3, 0)), b.In(board.Pt(0, -1)))
	// Output: true false false
}

func ExampleBoard_At() {
	b := mustParse("XO\n.X\n")
	fmt.Println(b.At(board.Pt(0, 1)), b.At(board.Pt(5, 5)))
	// Output: 2 0
}

func ExampleBoard_Set() {
	b, _ := board.New[int](2, 2)
	b.Set(board.Pt(0, 1), 1)
	b.Set(board.Pt(9, 9), 1) // off the board: ignored
	fmt.Print(b.Format(glyph))
	// Output:
	// .X
	// ..
}

func ExampleBoard_Fill() {
	b, _ := board.New[int](2, 3)
	b.Fill(2)
	fmt.Print(b.Format(glyph))
	// Output:
	// OOO
	// OOO
}

func ExampleBoard_Count() {
	b := mustParse("XXO\n.X.\n")
	fmt.Println(b.Count(1), b.Count(2), b.Count(0))
	// Output: 3 1 2
}

func ExampleBoard_All() {
	b := mustParse("X.\n.O\n")
	for p, v := range b.All() {
		if v != 0 {
			fmt.Println(p, string(glyph(v)))
		}
	}
	// Output:
	// (0,0) X
	// (1,1) O
}

func ExampleBoard_Clone() {
	b := mustParse("X.\n")
	c := b.Clone()
	c.Set(board.Pt(0, 1), 2)
	fmt.Print(b.Format(glyph), c.Format(glyph))
	// Output:
	// X.
	// XO
}

func ExampleBoard_CopyFrom() {
	var scratch board.Board[int] // the zero Board can receive a copy
	scratch.CopyFrom(mustParse("XO\n.X\n"))
	scratch.Set(board.Pt(1, 0), 2)
	fmt.Print(scratch.Format(glyph))
	// Output:
	// XO
	// OX
}

func ExampleBoard_Equal() {
	b := mustParse("X.\n")
	fmt.Println(b.Equal(mustParse("X.\n")), b.Equal(mustParse("X\n.\n")))
	// Output: true false
}

func ExampleBoard_String() {
	b := mustParse("X.O\n")
	fmt.Print(b.String())
	// Output: 1 0 2
}

func ExampleBoard_Format() {
	b, _ := board.New[bool](2, 4)
	b.Set(board.Pt(1, 2), true)
	fmt.Print(b.Format(func(v bool) rune {
		if v {
			return '#'
		}
		return '-'
	}))
	// Output:
	// ----
	// --#-
}

func ExampleParse() {
	b, err := board.Parse("X.O\n.XO\n", cell)
	fmt.Println(b.Rows(), b.Cols(), b.Count(2), err)

	_, err = board.Parse("X.O\n.QO\n", cell)
	fmt.Println(err)
	// Output:
	// 2 3 2 <nil>
	// board: line 2, column 2: unknown cell rune 'Q'
}

func ExampleParseError() {
	_, err := board.Parse("XX\nX\n", cell)
	if pe, ok := errors.AsType[*board.ParseError](err); ok {
		fmt.Println(pe.Line, pe.Col, errors.Is(err, board.ErrRagged))
	}
	// Output: 2 2 true
}

func ExampleParseError_Error() {
	err := &board.ParseError{Line: 3, Col: 7, Err: board.ErrRune}
	fmt.Println(err.Error())
	err.Format = "ggf"
	fmt.Println(err.Error())
	// Output:
	// board: line 3, column 7: unknown cell rune
	// ggf: line 3, column 7: unknown cell rune
}

func ExampleParseError_Unwrap() {
	err := &board.ParseError{Line: 1, Col: 1, Err: board.ErrSize}
	fmt.Println(err.Unwrap() == board.ErrSize)
	// Output: true
}

func ExampleNotationError() {
	_, err := othello.ParseMove("f0")
	if ne, ok := errors.AsType[*board.NotationError](err); ok {
		fmt.Printf("%s %q: %v\n", ne.Game, ne.Text, ne.Err)
	}
	fmt.Println(errors.Is(err, board.ErrSyntax))
	// Output:
	// othello "f0": invalid syntax: row must be a number 1..26
	// true
}

func ExampleNotationError_Error() {
	err := &board.NotationError{Game: "tictactoe", Text: "d4", Err: board.ErrSyntax}
	fmt.Println(err.Error())
	// Output: tictactoe: move "d4": invalid syntax
}

func ExampleNotationError_Unwrap() {
	err := &board.NotationError{Game: "tictactoe", Text: "d4", Err: board.ErrSyntax}
	fmt.Println(err.Unwrap() == board.ErrSyntax)
	// Output: true
}

func ExampleBoard_Ray() {
	b := mustParse("" +
		"X...\n" +
		".O..\n" +
		"..X.\n" +
		"....\n")
	for p, v := range b.Ray(board.Pt(0, 0), board.SouthEast) {
		fmt.Print(p, string(glyph(v)), " ")
	}
	fmt.Println()
	// Output: (1,1)O (2,2)X (3,3).
}

func ExampleBoard_Reach() {
	b, _ := board.New[int](8, 8)
	p := board.Pt(2, 5)
	fmt.Println(b.Reach(p, board.North), b.Reach(p, board.East), b.Reach(p, board.SouthWest))
	// Output: 2 2 5
}

func ExampleBoard_Run() {
	b := mustParse("OXXX.X\n")
	fmt.Println(b.Run(board.Pt(0, 0), board.East, 1), b.Run(board.Pt(0, 4), board.West, 1))
	// Output: 3 3
}

func ExampleBoard_Span() {
	b := mustParse("XX.XX.\n")
	// The empty cell between the pairs would make a line of five.
	fmt.Println(b.Span(board.Pt(0, 2), board.Horizontal, 1))
	// Output: 5
}

func ExampleBoard_Bracket() {
	b := mustParse(".OOX\n.OO.\n")
	fmt.Println(b.Bracket(board.Pt(0, 0), board.East, 2, 1)) // O O closed by X
	fmt.Println(b.Bracket(board.Pt(1, 0), board.East, 2, 1)) // O O then empty
	// Output:
	// 2
	// 0
}

func ExampleBoard_Line() {
	b := mustParse("" +
		"...X\n" +
		"..O.\n" +
		".X..\n" +
		"O...\n")
	for _, v := range b.Line(board.Pt(1, 2), board.AntiDiagonal) {
		fmt.Print(string(glyph(v)))
	}
	fmt.Println()
	// Output: OXOX
}

func ExampleBoard_LineStarts() {
	b, _ := board.New[int](2, 3)
	for s := range b.LineStarts(board.Diagonal) {
		fmt.Print(s, " ")
	}
	fmt.Println()
	// Output: (0,0) (0,1) (0,2) (1,0)
}
