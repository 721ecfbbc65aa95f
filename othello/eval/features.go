package eval

import (
	"math/bits"

	"github.com/seed131617c4/board/othello/bitboard"
)

// A place is a pattern read at its top-left squares on an image of the
// board: symmetric(x)[sym] of the discs x of each side.
type place struct{ pattern, sym uint8 }

// places are the places of the patterns in the order of the features
// (which Fit keeps, so that its sums come out the same): the edges and
// rows of the board (the rows of the mirror top to bottom are those from
// the bottom), then of its transposition; the 2×5 corners on all 8
// images; the 3×3 corners; the long diagonals; the shorter ones on the
// board, its two mirrors and its transposition. Score reads the same
// places in the same way, with gathers of bits in place of the loop over
// squares.
var places = [nInstances]place{
	{0, 0}, {0, 1}, {3, 0}, {3, 1}, {4, 0}, {4, 1}, {5, 0}, {5, 1},
	{0, 4}, {0, 5}, {3, 4}, {3, 5}, {4, 4}, {4, 5}, {5, 4}, {5, 5},
	{2, 0}, {2, 1}, {2, 2}, {2, 3}, {2, 4}, {2, 5}, {2, 6}, {2, 7},
	{1, 0}, {1, 1}, {1, 2}, {1, 3},
	{6, 0}, {6, 2},
	{7, 0}, {8, 0}, {9, 0}, {10, 0},
	{7, 1}, {8, 1}, {9, 1}, {10, 1},
	{7, 2}, {8, 2}, {9, 2}, {10, 2},
	{7, 4}, {8, 4}, {9, 4}, {10, 4},
}

// features writes to f the indices, in the weights of the stage, of the
// nFeatures weights that the position p, o adds up: those of places, then
// the two mobilities and the empty squares. It reads the places square by
// square, for Fit; Score does not call it.
func features(f *[nFeatures]int32, p, o uint64) {
	ps, os := symmetric(p), symmetric(o)
	for i, pl := range places {
		x, y := ps[pl.sym], os[pl.sym]
		idx := 0
		for d, sq := range patterns[pl.pattern].squares {
			idx += pow3[d] * int(x>>sq&1+2*(y>>sq&1))
		}
		f[i] = int32(patternOffset[pl.pattern] + idx)
	}
	b := bitboard.Bitboard{Mover: p, Opponent: o}
	f[nInstances] = int32(offMobility + min(bits.OnesCount64(b.Legal()), mobilityCap))
	f[nInstances+1] = int32(offOther + min(bits.OnesCount64(b.Pass().Legal()), mobilityCap))
	f[nInstances+2] = int32(offEmpties + min(64-bits.OnesCount64(p|o), 59)%stageWidth)
}
