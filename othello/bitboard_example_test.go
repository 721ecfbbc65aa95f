package othello_test

import (
	"fmt"

	"github.com/seed131617c4/board/othello"
)

func ExampleSquares() {
	b, _ := othello.StartBitboard(8)
	for s := range othello.Squares(b.Moves()) {
		fmt.Print(s, " ")
	}
	fmt.Println()
	// Output:
	// d3 c4 f5 e6
}

func ExampleSquareAt() {
	s, _ := othello.SquareAt(4, 5) // row 4, column 5
	fmt.Println(s, uint8(s), s.Point())
	// Output:
	// f5 37 (4,5)
}

func ExampleStartBitboard() {
	// The 6×6 board in the top-left corner of the 64 bits.
	b, _ := othello.StartBitboard(6)
	fmt.Println(b.Size(), b.Text(othello.Black))
	fmt.Printf("%#x\n", b.Mask())
	// Output:
	// 6 --------------OX----XO-------------- X
	// 0x3f3f3f3f3f3f
}

func ExampleNewBitboard() {
	// Black, to move, on c1; White on a1 and b1: Black has no move.
	b, err := othello.NewBitboard(4, 1<<2, 1<<0|1<<1)
	fmt.Println(b.Moves(), b.GameOver(), err)
	for s := range othello.Squares(b.Pass().Moves()) {
		fmt.Println("after Black passes, White can play", s)
	}
	_, err = othello.NewBitboard(4, 1<<4, 0) // e1 is off the 4×4 board
	fmt.Println(err)
	// Output:
	// 0 false <nil>
	// after Black passes, White can play d1
	// othello: bitboard: square e1 of the 4x4 board: point off the board
}

func ExampleBitboard_Make() {
	b, _ := othello.StartBitboard(8)
	d3 := othello.Square(2*8 + 3)
	f := b.Flip(d3)
	b = b.Make(d3, f) // the unchecked make-move of a search
	fmt.Println(b.Text(othello.White))
	m, o := b.Discs()
	fmt.Println(m, o)
	// Output:
	// -------------------X-------XX------XO--------------------------- O
	// 1 4
}

func ExampleFlipAlgorithm_Perft() {
	b, _ := othello.StartBitboard(8)
	a, _ := othello.FlipAlgorithmNamed("carry")
	fmt.Println(a.Name, a.Perft(b, 8))
	// Any FlipFunc works, through the function value.
	mine := othello.FlipAlgorithm{Name: "mine", Flip: othello.FlipLoop}
	fmt.Println(mine.Name, mine.PerftParallel(b, 8, 2))
	// Output:
	// carry 390216
	// mine 390216
}

func ExamplePerftParallel() {
	b, _ := othello.StartBitboard(8)
	fmt.Println(othello.PerftParallel(b, 9, 0))
	// Output:
	// 3005288
}

func ExampleBitboard_Position() {
	b, _ := othello.StartBitboard(4)
	b, _ = b.Play(othello.Square(1)) // b1
	p, _ := b.Position(othello.White)
	fmt.Print(p)
	// Output:
	//   a b c d
	// 1 - X - -
	// 2 - X X -
	// 3 - X O -
	// 4 - - - -
}
