package solve

import (
	"math/bits"

	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/othello/internal/kernel"
)

// A move is a candidate move of a node with its child position and its
// ordering key, lower first.
type move struct {
	p, o uint64 // the child: p to move
	h    uint64 // the hash of the child, if it has a table entry
	x    int8
	key  int32
}

// maxMoves is more than the most legal moves of any Othello position.
const maxMoves = 34

// The weights of the ordering key, lower first: the opponent's mobility
// (corners counted twice), its potential mobility (the empty squares next
// to the mover's discs), a move into an even quadrant, and the score of a
// shallow search of the child with the mobility evaluation, for the
// opponent.
var (
	wMobility    int32 = 1 << 6
	wPotential   int32 = 1 << 3
	wEven        int32 = 1 << 5
	wEval        int32 = 1 << 4
	depthStep          = 4
	maxSortDepth       = 2
	// usePattern orders 8×8 nodes by the pattern evaluation of package
	// eval, wPattern per disc, instead of the mobility evaluation.
	usePattern       = true
	wPattern   int32 = 64
)

const (
	firstKey   = -1 << 30 // the table's move
	wipeMargin = 16       // see sortDepth
)

// order fills ms with the moves of p to move in e, n empties, sorted
// best first by their key: the table's move first, then the opponent's
// mobility and potential mobility, the parity and, far from the end, a
// shallow search of the child. It returns how many.
//
// The shallow search has the given depth, or none if it is negative.
func (s *searcher) order(ms *[maxMoves]move, p, o, e, moves uint64, ttMove, n, depth int) int {
	odd := s.parity(e)
	if !useTTMove {
		ttMove = -1
	}
	k := 0
	for set := moves; set != 0; set &= set - 1 {
		x := bits.TrailingZeros64(set)
		f := kernel.Flip(p, o, x)
		b := uint64(1) << x
		cp, co, ce := o&^f, p|f|b, e&^b
		mob, pot := s.mobility(cp, co, ce)
		key := int32(mob) * wMobility
		if odd&b == 0 {
			key += wEven
		}
		if n >= s.sh.potFrom {
			key += int32(pot) * wPotential
		}
		if depth >= 0 {
			v := int32(s.evalSearch(cp, co, ce, depth, -evalInfinity, evalInfinity, false))
			if s.sh.pattern {
				key += v * wPattern / 100
			} else {
				key += v * wEval
			}
		}
		if x == ttMove {
			key = firstKey
		}
		m := move{p: cp, o: co, x: int8(x), key: key}
		if n-1 > shallowEmpties {
			// The child's table entry, probed soon: load it meanwhile.
			m.h = kernel.Hash(cp, co)
			s.sh.tt.prefetch(m.h)
		}
		i := k
		for ; i > 0 && ms[i-1].key > key; i-- {
			ms[i] = ms[i-1]
		}
		ms[i] = m
		k++
	}
	return k
}

// sortDepth returns the depth of the shallow search that orders the moves
// of a node with n empties searched at alpha, or -1 for none: none either
// when alpha is so high that only lines near a wipe-out pass it, where
// the fewest replies lead fastest to the proof, and the evaluation is
// blind to it.
func (s *searcher) sortDepth(n, alpha int) int {
	if n < s.sh.sortFrom || alpha >= s.sh.squares-wipeMargin || alpha < wipeMargin-s.sh.squares {
		return -1
	}
	return min((n-s.sh.sortFrom)/depthStep, maxSortDepth)
}

// neighbourOf holds the squares next to each square.
var neighbourOf = func() (t [64]uint64) {
	for x := range t {
		t[x] = kernel.Neighbours(1 << x)
	}
	return t
}()

// evalSearch is a depth-limited alpha-beta search of p to move in e for
// ordering, with the pattern evaluation of package eval at its leaves
// (in hundredths of a disc) when the shared state says so, else the
// mobility evaluation (in 1/16 of a disc, about).
func (s *searcher) evalSearch(p, o, e uint64, depth, alpha, beta int, passed bool) int {
	s.count()
	if depth == 0 && s.sh.pattern {
		return eval.Score(p, o)
	}
	if depth == 0 {
		return s.evaluate(p, o, e)
	}
	moves := kernel.Moves(p, o) & e
	if moves == 0 {
		if passed || kernel.Moves(o, p)&e == 0 {
			return s.sh.evalUnit * final(p, o, bits.OnesCount64(e))
		}
		return -s.evalSearch(o, p, e, depth, -beta, -alpha, true)
	}
	best := -evalInfinity
	for set := moves; set != 0; set &= set - 1 {
		x := bits.TrailingZeros64(set)
		f := kernel.Flip(p, o, x)
		b := uint64(1) << x
		v := -s.evalSearch(o&^f, p|f|b, e&^b, depth-1, -beta, -alpha, false)
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}

// evalInfinity is more than any score of evalSearch.
const evalInfinity = 1 << 20

// mobility returns the terms of the fastest-first order for p to move
// against o in e: its mobility (its legal moves, corners counted twice)
// and its potential mobility (the empty squares next to o's discs).
func (s *searcher) mobility(p, o, e uint64) (mob, pot int) {
	m := kernel.Moves(p, o) & e
	return bits.OnesCount64(m) + bits.OnesCount64(m&s.sh.corners), bits.OnesCount64(kernel.Neighbours(o) & e)
}

// evaluate is the leaf value of the ordering searches on the boards the
// pattern evaluation does not cover (4×4 and 6×6): the fastest-first
// terms of the order for both sides, mobility weighing 4, and the corners
// held, weighing 8. It is part of the move ordering, not an evaluation of
// the game: the solver's scores are exact.
func (s *searcher) evaluate(p, o, e uint64) int {
	mp, pp := s.mobility(p, o, e)
	mo, po := s.mobility(o, p, e)
	c := s.sh.corners
	return 4*(mp-mo) + pp - po + 8*(bits.OnesCount64(p&c)-bits.OnesCount64(o&c))
}
