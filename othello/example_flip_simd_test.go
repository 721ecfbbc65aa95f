//go:build goexperiment.simd && amd64

package othello_test

import (
	"fmt"
	"slices"

	"github.com/seed131617c4/board/othello"
)

// ExampleFlipSIMD checks the vector algorithm against the scalar one it
// vectorises on every empty square of a position. On a processor without
// AVX-512 FlipSIMD calls FlipKindergarten, with the same results.
func ExampleFlipSIMD() {
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4f4f6f3e6e7")
	b, _ := othello.BitboardOf(g.Position())
	for s := range othello.Squares(b.Empties()) {
		if f := othello.FlipSIMD(b.Mover, b.Opponent, s); f != othello.FlipCarry(b.Mover, b.Opponent, s) {
			fmt.Println(s, "differs")
		}
	}
	for _, s := range []othello.Square{13, 42} { // f2, c6
		fmt.Println(g.Turn(), s, slices.Collect(othello.Squares(othello.FlipSIMD(b.Mover, b.Opponent, s))))
	}
	// Output:
	// black f2 [f3 f4]
	// black c6 [d6 e6]
}
