package solve

import (
	"math/bits"
	"sync/atomic"

	"github.com/seed131617c4/board/othello/internal/kernel"
)

// The number of empty squares at which the search changes method: at
// most lastEmpties empties it plays the squares one by one without move
// generation, at most shallowEmpties it orders by parity only and keeps
// no table, from etcEmpties on it tries enhanced transposition cutoffs,
// from potEmpties on it adds the potential mobility to the mobility
// ordering of the smaller boards, a shallow search with an evaluation
// orders the moves from sortEmpties on (8×8, the pattern evaluation) or
// sortMobilityEmpties on (4×4 and 6×6, the mobility evaluation), and
// from splitEmpties on it shares the moves of a node with idle
// goroutines.
const (
	lastEmpties         = 4
	shallowEmpties      = 6
	etcEmpties          = 10
	potEmpties          = 10
	sortEmpties         = 12
	sortMobilityEmpties = 10
	splitEmpties        = 16
	noEmpties           = 99 // a threshold that no node reaches
	infinity            = 127
	checkEvery          = 1 << 12
)

// The switches of the techniques that a benchmark turns off to measure
// them.
var (
	useStability = true
	etcFrom      = etcEmpties
	useParity    = true
	useSort      = true
	useLastFlip  = true
	useTTMove    = true
	useBisection = true
	useLadder    = true
)

// stabilityThreshold holds, by number of empties, the lowest alpha at
// which a null-window search tries the stability cutoff on the 8×8
// board (edax's table); smaller boards lower it by the squares they lack.
var stabilityThreshold = [65]int8{
	99, 99, 99, 99, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30,
	32, 34, 36, 38, 40, 42, 44, 46, 48, 48, 50, 50, 52, 52, 54, 54,
	56, 56, 58, 58, 60, 60, 62, 62, 64, 64, 64, 64, 64, 64, 64, 64,
	64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64,
}

// shared is what the searchers of one Solve share.
type shared struct {
	tt        *table
	quadrants [4]uint64
	corners   uint64
	off       uint64 // the squares outside the board
	squares   int    // the squares of the board
	full      bool   // the board is 8×8
	pattern   bool   // order by the pattern evaluation (8×8 only)
	evalUnit  int    // a disc in the units of evalSearch
	potFrom   int    // the empties from which the ordering counts potential mobility
	sortFrom  int    // the empties from which a shallow search orders the moves
	stop      atomic.Bool
	nodes     atomic.Uint64
	limit     func(nodes uint64) bool // reports whether to stop
	pool      *pool                   // the idle goroutines, or nil
	root      rootBounds              // the root score bounds and best move known so far
	ladder    bool                    // a limit may stop the search: prove a lower bound first
}

// A searcher is one goroutine's search state.
type searcher struct {
	sh      *shared
	pending uint64       // nodes not yet added to sh.nodes
	sp      *splitPoint  // the innermost split point of the node searched
	sps     []splitPoint // this goroutine's split points, by empties
}

// count counts a node and, every checkEvery nodes, checks the limits.
func (s *searcher) count() {
	s.pending++
	if s.pending >= checkEvery {
		n := s.sh.nodes.Add(s.pending)
		s.pending = 0
		if s.sh.limit != nil && s.sh.limit(n) {
			s.sh.stop.Store(true)
		}
	}
}

// aborted reports whether the search must stop: a limit is reached, or a
// split point above the node has been cut off.
func (s *searcher) aborted() bool {
	if s.sh.stop.Load() {
		return true
	}
	for sp := s.sp; sp != nil; sp = sp.parent {
		if sp.cut.Load() {
			return true
		}
	}
	return false
}

// final returns the score of a finished game with p to move and n
// empty squares, the empties given to the winner.
func final(p, o uint64, n int) int {
	d := bits.OnesCount64(p) - bits.OnesCount64(o)
	switch {
	case d > 0:
		d += n
	case d < 0:
		d -= n
	}
	return d
}

// parity returns the empty squares of e in the quadrants holding an odd
// number of empties.
func (s *searcher) parity(e uint64) uint64 {
	if !useParity {
		return 0
	}
	switch s.sh.squares {
	case 64:
		return parity8(e)
	case 36:
		return parity6(e)
	}
	var odd uint64
	for _, q := range s.sh.quadrants {
		if bits.OnesCount64(e&q)&1 == 1 {
			odd |= e & q
		}
	}
	return odd
}

// parity8 is parity on the 8×8 board, whose quadrants are the 4×4
// blocks: it folds the parities of the four half rows of each block into
// bits 0 and 4 of bytes 0 and 4, then spreads each odd bit over its
// block.
func parity8(e uint64) uint64 {
	x := e ^ e>>1
	x ^= x >> 2 // bits 0 and 4 of each byte: the parity of its half rows
	x ^= x >> 8
	x ^= x >> 16 // bytes 0 and 4: the parity of the blocks
	x &= 0x0000001100000011
	return e & (x * 0xf * 0x01010101)
}

// parity6 is parity on the 6×6 board, whose quadrants are the 3×3
// blocks, folded as parity8 does.
func parity6(e uint64) uint64 {
	x := e ^ e>>1 ^ e>>2 // bits 0 and 3 of each byte: its third rows
	x ^= x>>8 ^ x>>16    // bytes 0 and 3: the blocks
	x &= 0x09000009
	return e & (x * 0x7 * 0x010101)
}

// last1 returns the score of p to move with the single empty square x.
func (s *searcher) last1(p, o uint64, x int) int {
	if useLastFlip {
		return s.last1Full(p, x)
	}
	s.count()
	d := bits.OnesCount64(p) - bits.OnesCount64(o)
	if f := kernel.Flip(p, o, x); f != 0 {
		return d + 1 + 2*bits.OnesCount64(f)
	}
	if f := kernel.Flip(o, p, x); f != 0 {
		return d - 1 - 2*bits.OnesCount64(f)
	}
	switch {
	case d > 0:
		return d + 1
	case d < 0:
		return d - 1
	}
	return 0
}

// last is the null-window search (alpha, alpha+1) of p to move with the
// n empty squares e, 3 <= n <= lastEmpties: it tries each empty square
// with one flip, odd quadrants first, without move generation; last2
// does the same with 2 empty squares, unrolled.
func (s *searcher) last(p, o, e uint64, alpha, n int, passed bool) int {
	s.count()
	best := -infinity
	odd := s.parity(e)
	for _, set := range [2]uint64{odd, e &^ odd} {
		for ; set != 0; set &= set - 1 {
			x := bits.TrailingZeros64(set)
			if o&neighbourOf[x] == 0 {
				continue
			}
			f := kernel.Flip(p, o, x)
			if f == 0 {
				continue
			}
			b := uint64(1) << x
			var v int
			if r := e &^ b; n == 3 {
				v = -s.last2(o&^f, p|f|b, bits.TrailingZeros64(r), 63-bits.LeadingZeros64(r), -alpha-1, false)
			} else {
				v = -s.last(o&^f, p|f|b, r, -alpha-1, n-1, false)
			}
			if v > best {
				best = v
				if v > alpha {
					return v
				}
			}
		}
	}
	if best == -infinity {
		if passed {
			return final(o, p, n) * -1
		}
		return -s.last(o, p, e, -alpha-1, n, true)
	}
	return best
}

// last2 is last with the two empty squares x1 < x2, in that order:
// both lie in one quadrant or each in a quadrant of its own, so the
// parity puts them in one class.
func (s *searcher) last2(p, o uint64, x1, x2, alpha int, passed bool) int {
	s.count()
	best := -infinity
	if o&neighbourOf[x1] != 0 {
		if f := kernel.Flip(p, o, x1); f != 0 {
			best = -s.last1(o&^f, p|f|1<<x1, x2)
			if best > alpha {
				return best
			}
		}
	}
	if o&neighbourOf[x2] != 0 {
		if f := kernel.Flip(p, o, x2); f != 0 {
			return max(best, -s.last1(o&^f, p|f|1<<x2, x1))
		}
	}
	if best == -infinity {
		if passed {
			return -final(o, p, 2)
		}
		return -s.last2(o, p, x1, x2, -alpha-1, true)
	}
	return best
}

// shallow is the null-window search of p to move with the n empty
// squares e, lastEmpties < n <= shallowEmpties: parity ordering, no table.
func (s *searcher) shallow(p, o, e uint64, alpha, n int, passed bool) int {
	s.count()
	moves := kernel.Moves(p, o) & e
	if moves == 0 {
		if passed {
			return -final(o, p, n)
		}
		if kernel.Moves(o, p)&e == 0 {
			return final(p, o, n)
		}
		return -s.shallow(o, p, e, -alpha-1, n, true)
	}
	best := -infinity
	odd := s.parity(e)
	for _, set := range [2]uint64{moves & odd, moves &^ odd} {
		for ; set != 0; set &= set - 1 {
			x := bits.TrailingZeros64(set)
			f := kernel.Flip(p, o, x)
			b := uint64(1) << x
			var v int
			if n-1 <= lastEmpties {
				v = -s.last(o&^f, p|f|b, e&^b, -alpha-1, n-1, false)
			} else {
				v = -s.shallow(o&^f, p|f|b, e&^b, -alpha-1, n-1, false)
			}
			if v > best {
				best = v
				if v > alpha {
					return v
				}
			}
		}
	}
	return best
}

// stabilityCut returns an upper bound of the score of p to move from the
// discs of o that can never flip, and whether it is at most alpha.
func (s *searcher) stabilityCut(p, o uint64, alpha, n int) (int, bool) {
	if !useStability || alpha < int(stabilityThreshold[n])-(64-s.sh.squares) {
		return 0, false
	}
	up := s.sh.squares - 2*stable(o, p, s.sh.off)
	return up, up <= alpha
}

// nws is the null-window search (alpha, alpha+1) of p to move with the n
// empty squares e, n > shallowEmpties, with the transposition table,
// ordered moves, stability and enhanced transposition cutoffs, and the
// moves after the first shared with idle goroutines. It returns a
// fail-soft score.
func (s *searcher) nws(p, o, e uint64, alpha, n int, passed bool) int {
	if s.aborted() {
		return 0
	}
	s.count()
	if up, ok := s.stabilityCut(p, o, alpha, n); ok {
		return up
	}
	h := kernel.Hash(p, o)
	lo, up, ttMove, ok := s.sh.tt.probe(h)
	if ok {
		if lo > alpha {
			return lo
		}
		if up <= alpha {
			return up
		}
	}
	moves := kernel.Moves(p, o) & e
	if moves == 0 {
		if passed {
			return -final(o, p, n)
		}
		if kernel.Moves(o, p)&e == 0 {
			return final(p, o, n)
		}
		return -s.nws(o, p, e, -alpha-1, n, true)
	}
	best, bestMove := -infinity, -1
	if !useTTMove {
		ttMove = -1
	}
	if ttMove >= 0 && moves&(1<<ttMove) != 0 {
		// The table's move first, before the others are ordered: it
		// often fails high alone.
		b := uint64(1) << ttMove
		f := kernel.Flip(p, o, ttMove)
		m := move{p: o &^ f, o: p | f | b, x: int8(ttMove)}
		v := -s.child(&m, e, alpha, n)
		if s.aborted() {
			return 0
		}
		if v > alpha {
			s.sh.tt.store(h, v, infinity, ttMove, n)
			return v
		}
		best, bestMove = v, ttMove
		moves &^= b
		if moves == 0 {
			s.sh.tt.store(h, -infinity, best, bestMove, n)
			return best
		}
	}
	var ms [maxMoves]move
	k := s.order(&ms, p, o, e, moves, -1, n, s.sortDepth(n, alpha))
	if n >= etcFrom { // etcFrom > shallowEmpties+1: order hashed the children
		if v, ok := s.etc(ms[:k], h, alpha, n); ok {
			return v
		}
	}
	best, bestMove, ok = s.searchMoves(p, o, e, alpha, n, ms[:k], best, bestMove)
	if !ok {
		return 0
	}
	if best > alpha {
		s.sh.tt.store(h, best, infinity, bestMove, n)
	} else {
		s.sh.tt.store(h, -infinity, best, bestMove, n)
	}
	return best
}

// etc is the enhanced transposition cutoff of the node h searched at
// alpha with n empties, whose ordered moves ms order hashed: a child that
// the table proves at most -alpha-1 for its side to move makes the node
// fail high with its bound, which it returns, and true.
func (s *searcher) etc(ms []move, h uint64, alpha, n int) (int, bool) {
	for i := range ms {
		if _, cup, _, ok := s.sh.tt.probe(ms[i].h); ok && -cup > alpha {
			s.sh.tt.store(h, -cup, infinity, int(ms[i].x), n)
			return -cup, true
		}
	}
	return 0, false
}

// searchMoves searches the moves ms of the node p, o, e at alpha with n
// empties, in order, after a first move (the table's) that scored best
// with bestMove, or none (best -infinity), until one fails high; past the
// first move, from splitEmpties on, it shares the moves left with idle
// goroutines. It returns the best score and move, and false if the search
// was aborted.
func (s *searcher) searchMoves(p, o, e uint64, alpha, n int, ms []move, best, bestMove int) (int, int, bool) {
	first := best == -infinity
	for i := range ms {
		if (i > 0 || !first) && n >= splitEmpties && len(ms)-i >= 2 && s.sh.pool.idle() {
			v, x := s.split(p, o, e, alpha, n, ms[i:])
			if s.aborted() {
				return 0, 0, false
			}
			if v > best {
				best, bestMove = v, x
			}
			break
		}
		m := &ms[i]
		v := -s.child(m, e, alpha, n)
		if s.aborted() {
			return 0, 0, false
		}
		if v > best {
			best, bestMove = v, int(m.x)
			if v > alpha {
				break
			}
		}
	}
	return best, bestMove, true
}

// child returns the null-window score, for the side to move in it, of
// the child m of a node with the n empties e searched at alpha.
func (s *searcher) child(m *move, e uint64, alpha, n int) int {
	ce := e &^ (uint64(1) << m.x)
	if n-1 <= shallowEmpties {
		return s.search(m.p, m.o, ce, -alpha-1, n-1)
	}
	return s.nws(m.p, m.o, ce, -alpha-1, n-1, false)
}

// search is nws or its shallower forms, chosen by n.
func (s *searcher) search(p, o, e uint64, alpha, n int) int {
	switch {
	case n == 0:
		s.count()
		return final(p, o, 0)
	case n == 1:
		return s.last1(p, o, bits.TrailingZeros64(e))
	case n == 2:
		return s.last2(p, o, bits.TrailingZeros64(e), 63-bits.LeadingZeros64(e), alpha, false)
	case n <= lastEmpties:
		return s.last(p, o, e, alpha, n, false)
	case n <= shallowEmpties:
		return s.shallow(p, o, e, alpha, n, false)
	}
	return s.nws(p, o, e, alpha, n, false)
}

// pvs is the principal-variation search of p to move in the window
// (alpha, beta): the first move in the full window, the others in a null
// window, searched again in the full window when they fail high.
func (s *searcher) pvs(p, o, e uint64, alpha, beta, n int, passed bool) int {
	if beta-alpha == 1 || n <= shallowEmpties {
		return s.searchWindow(p, o, e, alpha, beta, n)
	}
	if s.aborted() {
		return 0
	}
	s.count()
	h := kernel.Hash(p, o)
	lo, up, ttMove, ok := s.sh.tt.probe(h)
	if ok && lo == up {
		return lo
	}
	moves := kernel.Moves(p, o) & e
	if moves == 0 {
		if passed {
			return -final(o, p, n)
		}
		if kernel.Moves(o, p)&e == 0 {
			return final(p, o, n)
		}
		return -s.pvs(o, p, e, -beta, -alpha, n, true)
	}
	var ms [maxMoves]move
	k := s.order(&ms, p, o, e, moves, ttMove, n, s.sortDepth(n, alpha))
	best, bestMove := s.pvsMoves(&ms, k, e, alpha, beta, n, nil)
	if s.aborted() {
		return 0
	}
	switch {
	case best >= beta:
		s.sh.tt.store(h, best, infinity, bestMove, n)
	case best > alpha:
		s.sh.tt.store(h, best, best, bestMove, n)
	default:
		s.sh.tt.store(h, -infinity, best, bestMove, n)
	}
	return best
}

// pvsMoves searches the k moves ms of a node with the n empties e in the
// window (alpha, beta) as pvs does, and returns the best score and move.
// At the root, root (else nil) records each lower bound as it is proven.
func (s *searcher) pvsMoves(ms *[maxMoves]move, k int, e uint64, alpha, beta, n int, root *rootBounds) (int, int) {
	best, bestMove := -infinity, int(ms[0].x)
	a := alpha
	for i := range k {
		m := &ms[i]
		b := uint64(1) << m.x
		var v int
		if i == 0 {
			v = -s.pvs(m.p, m.o, e&^b, -beta, -a, n-1, false)
		} else {
			v = -s.search(m.p, m.o, e&^b, -a-1, n-1)
			if v > a && v < beta && !s.aborted() {
				v = -s.pvs(m.p, m.o, e&^b, -beta, -v, n-1, false)
			}
		}
		if s.aborted() {
			return 0, bestMove
		}
		if v > best {
			best, bestMove = v, int(m.x)
			if v > a {
				a = v
				if root != nil {
					root.atLeast(v, Move(m.x))
				}
				if v >= beta {
					break
				}
			}
		}
	}
	return best, bestMove
}

// searchWindow returns the score of p to move clamped to [alpha, beta]
// by a bisection of null-window searches: exact when it lies strictly
// inside the window, alpha for a score at most alpha, beta for one at
// least beta.
func (s *searcher) searchWindow(p, o, e uint64, alpha, beta, n int) int {
	lo, up := alpha, beta
	for lo < up {
		t := lo + (up-lo+1)/2
		v := s.search(p, o, e, t-1, n)
		if s.aborted() {
			return 0
		}
		if v >= t {
			lo = min(v, up)
		} else {
			up = max(v, lo)
		}
	}
	return lo
}
