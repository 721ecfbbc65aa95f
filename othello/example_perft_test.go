package othello_test

import (
	"fmt"

	"github.com/seed131617c4/board/othello"
)

func ExamplePerft() {
	b, _ := othello.StartBitboard(8)
	for d := range 7 {
		fmt.Print(othello.Perft(b, d), " ")
	}
	fmt.Println()
	// Output:
	// 1 4 12 56 244 1396 8200
}

func ExamplePerftPosition() {
	p, _ := othello.NewPosition(4)
	for d := range 7 {
		fmt.Print(othello.PerftPosition(p, d), " ")
	}
	fmt.Println()
	// Output:
	// 1 4 12 44 128 424 1256
}
