package othello_test

import (
	"fmt"

	"github.com/seed131617c4/board/othello"
)

func ExamplePerft() {
	p, _ := othello.NewPosition(4)
	for d := range 7 {
		fmt.Print(othello.Perft(p, d), " ")
	}
	fmt.Println()
	// Output:
	// 1 4 12 44 128 424 1256
}
