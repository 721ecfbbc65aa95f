package bitboard_test

import (
	"fmt"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
)

func ExampleSquares() {
	b, _ := bitboard.Start(8)
	for s := range bitboard.Squares(b.Legal()) {
		fmt.Print(s, " ")
	}
	fmt.Println()
	// Output:
	// d3 c4 f5 e6
}

func ExampleSquareAt() {
	s, _ := bitboard.SquareAt(4, 5) // row 4, column 5
	fmt.Println(s, uint8(s), s.Point())
	// Output:
	// f5 37 (4,5)
}

func ExampleStart() {
	// The 6×6 board in the top-left corner of the 64 bits.
	b, _ := bitboard.Start(6)
	fmt.Println(b.Size(), b.Text(othello.Black))
	fmt.Printf("%#x\n", b.Mask())
	// Output:
	// 6 --------------OX----XO-------------- X
	// 0x3f3f3f3f3f3f
}

func ExampleNew() {
	// othello.Black, to move, on c1; othello.White on a1 and b1: othello.Black has no move.
	b, err := bitboard.New(4, 1<<2, 1<<0|1<<1)
	fmt.Println(b.Legal(), b.GameOver(), err)
	for s := range bitboard.Squares(b.Pass().Legal()) {
		fmt.Println("after Black passes, White can play", s)
	}
	_, err = bitboard.New(4, 1<<4, 0) // e1 is off the 4×4 board
	fmt.Println(err)
	// Output:
	// 0 false <nil>
	// after Black passes, White can play d1
	// bitboard: square e1 of the 4x4 board: point off the board
}

func Example() {
	b, _ := bitboard.Start(8)
	d3 := bitboard.Square(2*8 + 3)
	f := b.Flip(d3)
	b = b.Make(d3, f) // the unchecked make-move of a search
	fmt.Println(b.Text(othello.White))
	m, o := b.Discs()
	fmt.Println(m, o)
	// Output:
	// -------------------X-------XX------XO--------------------------- O
	// 1 4
}

func ExamplePerft() {
	b, _ := bitboard.Start(8)
	for d := range 7 {
		fmt.Print(bitboard.Perft(b, d), " ")
	}
	fmt.Println()
	// Output:
	// 1 4 12 56 244 1396 8200
}

func ExamplePerftParallel() {
	b, _ := bitboard.Start(8)
	fmt.Println(bitboard.PerftParallel(b, 9, 0))
	// Output:
	// 3005288
}

func ExampleBitboard_Position() {
	b, _ := bitboard.Start(4)
	b, _ = b.Play(bitboard.Square(1)) // b1
	p, _ := b.Position(othello.White)
	fmt.Print(p)
	// Output:
	//   a b c d
	// 1 - X - -
	// 2 - X X -
	// 3 - X O -
	// 4 - - - -
}
