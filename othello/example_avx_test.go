package othello_test

import (
	"fmt"

	"github.com/seed131617c4/board/othello"
)

func ExampleFlipAVX2() {
	b, _ := othello.StartBitboard(8)
	// Black plays d3, which flips d4, on any processor: without AVX2 the
	// kindergarten algorithm answers.
	d3 := othello.Square(2*8 + 3)
	f := othello.FlipAVX2(b.Mover, b.Opponent, d3)
	fmt.Println(f == othello.FlipKindergarten(b.Mover, b.Opponent, d3))
	for s := range othello.Squares(f) {
		fmt.Println(s)
	}
	// Output:
	// true
	// d4
}

func ExampleFlipAVX512() {
	// White's c1 closes runs toward h1 and toward the corner a3.
	mover := uint64(1<<7 | 1<<16)   // h1 and a3
	opponent := uint64(0x7c | 1<<9) // c1..g1 and b2
	c1 := othello.Square(2)
	f := othello.FlipAVX512(mover, opponent, c1)
	fmt.Println(f == othello.FlipWalker(mover, opponent, c1))
	for s := range othello.Squares(f) {
		fmt.Print(s, " ")
	}
	fmt.Println()
	// Output:
	// true
	// d1 e1 f1 g1 b2
}
