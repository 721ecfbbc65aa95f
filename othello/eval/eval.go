// Package eval is a pattern evaluation of 8×8 Othello positions, learned
// from the WTHOR archive of tournament games: Score predicts the final
// disc difference of a position for the side to move.
package eval

import (
	_ "embed"
	"sync"
)

//go:generate go run ./internal/gen -out weights.bin

// weightsBin is the output of the generator: the Default weights.
//
//go:embed weights.bin
var weightsBin []byte

// Default returns the weights embedded in the package, fitted to the WTHOR
// archive by the generator of internal/gen. They are decoded at the first
// call (in a few milliseconds); the Weights returned is shared and must
// not be changed.
func Default() *Weights { return defaultWeights() }

var defaultWeights = sync.OnceValue(func() *Weights {
	var w Weights
	if err := w.UnmarshalBinary(weightsBin); err != nil {
		panic("eval: the embedded weights: " + err.Error())
	}
	return &w
})

// Score returns the evaluation of the 8×8 position with the discs player
// of the side to move and opponent of the other side by the Default
// weights, in hundredths of a disc: see [Weights.Score].
func Score(player, opponent uint64) int { return Default().Score(player, opponent) }
