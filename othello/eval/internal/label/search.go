package main

import (
	"context"
	"math"
	"math/bits"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/othello/eval/internal/corpus"
	"github.com/seed131617c4/board/othello/eval/internal/dataset"
)

// A bootstrap labels positions past the range the solver affords by a
// search whose leaves are at stages already fitted.
type bootstrap struct {
	w     *eval.Weights
	depth int // the least depth of the search, in plies
	leaf  int // the most empty squares of a leaf
}

// labelSearch returns the records of the positions of game with lo to hi
// empty squares, labelled by b.value, or nil if ctx is done first.
func (b bootstrap) labelSearch(ctx context.Context, game []corpus.Position, lo, hi int) []dataset.Record {
	out := []dataset.Record{}
	for _, g := range game {
		if g.Empties < lo || g.Empties > hi {
			continue
		}
		if ctx.Err() != nil {
			return nil
		}
		v := b.value(bitboard.Bitboard{Mover: g.Player, Opponent: g.Opponent})
		out = append(out, dataset.Record{Player: g.Player, Opponent: g.Opponent, Game: uint32(g.Game), Score: int8(v), Kind: dataset.Search})
	}
	return out
}

// value returns the value of p in discs, rounded, within -64..64: that of
// a negamax search of at least b.depth plies that stops at positions with
// b.leaf empty squares or fewer, which the weights evaluate, and at the
// end of the game, which it scores exactly.
func (b bootstrap) value(p bitboard.Bitboard) int {
	e := bits.OnesCount64(p.Empties())
	depth := max(b.depth, e-b.leaf)
	v := b.search(p, depth, -100*65, 100*65, false)
	return max(-64, min(64, int(math.Round(float64(v)/100))))
}

// search returns the negamax value of p, in hundredths of a disc, within
// the window alpha, beta, depth plies deep (and further while the leaf
// would have more than b.leaf empty squares).
func (b bootstrap) search(p bitboard.Bitboard, depth, alpha, beta int, passed bool) int {
	e := bits.OnesCount64(p.Empties())
	moves := p.Legal()
	if moves == 0 {
		if passed {
			m, o := p.Discs()
			switch {
			case m > o:
				return 100 * (m - o + e)
			case m < o:
				return 100 * (m - o - e)
			}
			return 0
		}
		return -b.search(p.Pass(), depth, -beta, -alpha, true)
	}
	if depth <= 0 && e <= b.leaf {
		return b.w.Score(p.Mover, p.Opponent)
	}
	best := -100 * 65
	for ; moves != 0; moves &= moves - 1 {
		next, _ := p.Play(bitboard.Square(bits.TrailingZeros64(moves)))
		v := -b.search(next, depth-1, -beta, -max(alpha, best), false)
		if v > best {
			best = v
			if v >= beta {
				break
			}
		}
	}
	return best
}
