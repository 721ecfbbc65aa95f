// Package eval is a pattern evaluation of 8×8 Othello positions learned
// from the WTHOR archive of tournament games, in the style of Logistello
// and edax: Score predicts the final disc difference of a position for the
// side to move, in hundredths of a disc, in well under a microsecond and
// without allocating. It is meant for the evaluation and the move
// ordering of game-tree searches; package othello/solve finds exact
// scores.
//
// # Quick start
//
//	b, _ := bitboard.Start(8)
//	v := eval.Score(b.Mover, b.Opponent) // within a disc of 0: the start is even
//
// Positions are two bitboards as package bitboard lays them out: bit
// 8r+c is the square of row r and column c, a1 being bit 0 and h8 bit 63.
//
// # Features
//
// Score adds up one weight per feature of the position: the 46 places of
// 11 patterns of squares (each edge with its two X squares, the 3×3 and
// 2×5 blocks of each corner, the rows and columns 2 to 4 from each edge,
// the diagonals of 4 to 8 squares), each place's weight indexed by the
// contents of its squares; the number of moves of each side; and the
// number of empty squares. The weights differ by stage, every 4 empty
// squares. Symmetric places share their weights, so the 8 symmetries of
// the board give a position the same score. Score(p, o) and -Score(o, p)
// are not the same: the first has p to move.
//
// # Fitting
//
// Fit fits weights to samples by least squares. The Default weights,
// embedded in the package, were fitted by the generator in internal/gen
// (run by go generate) to the theoretical scores of the archive's records
// and, past the depth where those are exact, to a blend of them and the
// games' results, leaving every tenth game out to measure them.
package eval

import (
	_ "embed"
	"slices"
	"sync"
)

//go:generate go run ./internal/gen -out weights.bin

// weightsBin is the output of the generator: the Default weights.
//
//go:embed weights.bin
var weightsBin []byte

// Default returns a copy of the weights embedded in the package, fitted
// to the WTHOR archive by the generator of internal/gen: the caller's own,
// which it may change (with [Weights.UnmarshalBinary], say) without
// changing [Score]. Each call copies the 5 MB of the tables; [Score]
// evaluates by the embedded weights without a copy.
func Default() *Weights {
	w := defaultWeights()
	return &Weights{w: slices.Clone(w.w)}
}

// defaultWeights are the embedded weights, decoded at the first call (a
// DEFLATE stream of a few megabytes) and never changed: Score reads them.
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
func Score(player, opponent uint64) int { return defaultWeights().Score(player, opponent) }
