package boardtest

import (
	"fmt"
	"iter"
	"math/rand/v2"

	"github.com/seed131617c4/board"
)

// RandomMoves returns an iterator that plays a random game on g: at each
// position it chooses a move uniformly among the legal ones with rng,
// yields it while g is still at the position before it, and plays it
// once the loop body returns. It stops after plies moves (at the end of
// the game if plies < 0), when the game is over or when the loop breaks,
// in which case the move it yielded last is not played. The tests of the
// module make their random games with it:
//
//	moves := slices.Collect(boardtest.RandomMoves(g, rng, 20)) // g is 20 moves on
//
// It panics if g refuses a move it listed as legal: [Run] reports that.
func RandomMoves[C comparable, G board.Game[C, G]](g G, rng *rand.Rand, plies int) iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		var moves []board.Point
		for ply := 0; plies < 0 || ply < plies; ply++ {
			moves = board.AppendMoves(moves[:0], g)
			if len(moves) == 0 {
				return
			}
			m := moves[rng.IntN(len(moves))]
			if !yield(m) {
				return
			}
			if err := g.Play(m); err != nil {
				panic(fmt.Sprintf("boardtest: Play(%v) of a legal move: %v", m, err))
			}
		}
	}
}
