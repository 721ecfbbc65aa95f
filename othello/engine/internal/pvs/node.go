package pvs

import (
	"math/bits"
	"time"

	"github.com/seed131617c4/board/othello/internal/kernel"
	"github.com/seed131617c4/board/search"
)

// An item is a legal move of a node: its square, the discs it flips, the
// legal moves of the other side after it, and its ordering key.
type item struct {
	flip, next uint64
	key        int32
	sq         uint8
}

// try plays m from the position (p, o) at ply and returns its score for
// the side to move before it, searched with PVS: a null window first
// unless pv.
func (s *Searcher) try(p, o uint64, m *item, ply, depth, alpha, beta int, pv bool) int {
	if pv || beta-alpha == 1 {
		return s.child(p, o, m, ply+1, depth-1, alpha, beta)
	}
	v := s.child(p, o, m, ply+1, depth-1, alpha, alpha+1)
	if v > alpha && v < beta && !s.stopped {
		v = s.child(p, o, m, ply+1, depth-1, alpha, beta)
	}
	return v
}

// child returns the score, for the side that played m from (p, o), of the
// position after it at ply, searched depth plies deep: the outcome if the
// game is over, the same side's search if the other must pass.
func (s *Searcher) child(p, o uint64, m *item, ply, depth, alpha, beta int) int {
	bit := uint64(1) << m.sq
	mine, theirs := p^m.flip|bit, o^m.flip
	if m.next != 0 {
		if depth <= 0 {
			s.nodes++
			s.horizon++
			s.pvLen[ply] = 0
			return -s.Eval(theirs, mine, m.next, kernel.Moves(mine, theirs))
		}
		return -s.node(theirs, mine, m.next, ply, depth, -beta, -alpha)
	}
	again := kernel.Moves(mine, theirs)
	if again == 0 {
		s.nodes++
		s.pvLen[ply] = 0
		return decisive(outcome(mine, theirs), ply)
	}
	if depth <= 0 {
		s.nodes++
		s.horizon++
		s.pvLen[ply] = 0
		return s.Eval(mine, theirs, again, 0)
	}
	return s.node(mine, theirs, again, ply, depth, alpha, beta)
}

// node returns the score of the position (p, o) at ply, whose side to
// move has the legal moves moves, searched depth plies deep (depth >= 1)
// in the window (alpha, beta), by the code of its depth: frontier one ply
// from the horizon, two two plies from it, negamax further.
func (s *Searcher) node(p, o, moves uint64, ply, depth, alpha, beta int) int {
	switch depth {
	case 1:
		return s.frontier(p, o, moves, ply, alpha, beta)
	case 2:
		return s.two(p, o, moves, ply, alpha, beta)
	}
	return s.negamax(p, o, moves, ply, depth, alpha, beta)
}

// The squares of the board in the order frontier tries them: the
// corners, the other squares but the X and C squares, the C squares, the
// X squares.
var frontierOrder = [4]uint64{
	corners,
	^(corners | xSquares | cSquares),
	cSquares,
	xSquares,
}

// The X squares, diagonal to the corners, and the C squares beside them.
const (
	xSquares uint64 = 0x0042000000004200
	cSquares uint64 = 0x4281000000008142
)

// frontier is negamax one ply from the horizon: each move's position is
// evaluated as it comes, without the table, the moves tried corners
// first and the squares next to them last.
func (s *Searcher) frontier(p, o, moves uint64, ply, alpha, beta int) int {
	s.nodes++
	s.pvLen[ply] = 0
	if s.stop() {
		return 0
	}
	best := -search.Infinity
	for _, set := range frontierOrder {
		for x := moves & set; x != 0; x &= x - 1 {
			sq := bits.TrailingZeros64(x)
			f, next, again := kernel.Play(p, o, sq)
			mine, theirs := p^f|1<<sq, o^f
			s.nodes++
			var v int
			if next != 0 {
				s.horizon++
				v = -s.Eval(theirs, mine, next, again)
			} else if again != 0 {
				s.horizon++
				v = s.Eval(mine, theirs, again, 0)
			} else {
				v = decisive(outcome(mine, theirs), ply+1)
			}
			if v > best {
				best = v
				if v > alpha {
					alpha = v
					s.pvLen[ply+1] = 0
					s.setPV(ply, uint8(sq))
				}
				if alpha >= beta {
					return best
				}
			}
		}
	}
	return best
}

// two is negamax two plies from the horizon: no table, the moves tried
// in the order of frontier, each flipped as it comes.
func (s *Searcher) two(p, o, moves uint64, ply, alpha, beta int) int {
	s.nodes++
	s.pvLen[ply] = 0
	if s.stop() {
		return 0
	}
	best, first := -search.Infinity, true
	for _, set := range frontierOrder {
		for x := moves & set; x != 0; x &= x - 1 {
			sq := bits.TrailingZeros64(x)
			f := kernel.Flip(p, o, sq)
			m := item{flip: f, next: kernel.Moves(o^f, p^f|1<<sq), sq: uint8(sq)}
			v := s.try(p, o, &m, ply, 2, alpha, beta, first)
			first = false
			if s.stopped {
				return 0
			}
			if v > best {
				best = v
				if v > alpha {
					alpha = v
					s.setPV(ply, m.sq)
				}
				if alpha >= beta {
					return best
				}
			}
		}
	}
	return best
}

// negamax returns the score of the position (p, o) at ply, whose side to
// move has the legal moves moves, for that side, searched depth plies
// deep (depth >= 3, with the table) in the window (alpha, beta): exact
// inside it, a bound outside it (fail-soft).
func (s *Searcher) negamax(p, o, moves uint64, ply, depth, alpha, beta int) int {
	s.nodes++
	s.pvLen[ply] = 0
	if s.stop() {
		return 0
	}
	k := kernel.Hash(p, o)
	hash := uint8(noMove)
	if d, ok := s.t.probe(k); ok && s.Off&Table == 0 {
		e := unpack(d)
		if e.move < noMove && moves>>e.move&1 != 0 {
			hash = e.move
		}
		if int(e.depth) >= depth {
			v := search.FromTable(int(e.score), ply)
			if e.bound == exact || e.bound == lower && v >= beta || e.bound == upper && v <= alpha {
				if e.depth != resolved {
					s.horizon++
				}
				return v
			}
		}
	}
	if s.ProbCut > 0 && s.Off&MultiProbCut == 0 && depth >= probCutMin && beta-alpha == 1 && abs(alpha) < search.MaxEval {
		if v, ok := s.probCut(p, o, moves, ply, depth, alpha); ok || s.stopped {
			return v
		}
	}
	var list [maxMoves]item
	n := s.moves(&list, p, o, moves, hash)
	if depth >= sortDepth && s.Off&Ordering == 0 {
		s.sortShallow(list[:n], p, o, ply, hash)
	}
	if depth >= etcDepth && s.Off&(Table|ETC) == 0 {
		if v, ok := s.etc(p, o, list[:n], ply, depth, beta); ok {
			return v
		}
	}
	horizon, alpha0 := s.horizon, alpha
	best, bm := -search.Infinity, uint8(noMove)
	for i := range n {
		if s.canSplit(i, depth) {
			for j := i; j < n-1; j++ {
				pick(list[:n], j)
			}
			best, bm = s.split(p, o, list[i:n], ply, depth, alpha, beta, best, bm)
			if s.stopped {
				return 0
			}
			break
		}
		pick(list[:n], i)
		m := &list[i]
		v := s.try(p, o, m, ply, depth, alpha, beta, i == 0)
		if s.stopped {
			return 0
		}
		if v > best {
			best, bm = v, m.sq
			if v > alpha {
				alpha = v
				s.setPV(ply, m.sq)
			}
		}
		if alpha >= beta {
			break
		}
	}
	d := depth
	if s.horizon == horizon {
		d = resolved
	}
	if s.Off&Table == 0 {
		s.t.store(k, search.ToTable(best, ply), d, bound(best, alpha0, beta), bm)
	}
	return best
}

// moves fills list with the moves of (p, o), the legal moves moves, with
// their ordering keys, hash the table's move first, and returns their
// number. (Two plies from the horizon, where two orders the moves by
// their squares, the replies alone ordered them better than the
// potential mobility did, and three plies from it they order them worse:
// to depth 10, 6.97 M nodes for 6.60 M.)
func (s *Searcher) moves(list *[maxMoves]item, p, o, moves uint64, hash uint8) int {
	n := 0
	for x := moves; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		f := kernel.Flip(p, o, sq)
		mine, theirs := p^f|1<<sq, o^f
		next := kernel.Moves(theirs, mine)
		m := &list[n]
		m.sq, m.flip, m.next = uint8(sq), f, next
		if uint8(sq) != hash {
			s.probes++
		}
		switch {
		case uint8(sq) == hash:
			m.key = 1 << 30
		case s.Off&Ordering != 0:
			m.key = 0
		case s.Off&Potential != 0:
			m.key = -16 * int32(bits.OnesCount64(next)+bits.OnesCount64(next&corners))
		default:
			m.key = mobilityKey(next, mine, theirs)
		}
		n++
	}
	return n
}

// sortDepth is the least depth of a node whose moves are ordered by a
// shallow search of each (sortShallow): from 5, to depth 16 with
// Multi-ProbCut, 0.82 times the nodes without it (docs/search.md). The
// measurement of package pvs's tests (-pvs.sort) sets it, and sortPlies
// and sortWeight; a search never does.
var sortDepth = 5

// sortPlies is the plies of the shallow searches of sortShallow, the
// move included: 1, the evaluation of the position after the move (a
// search of one ply more made more nodes).
var sortPlies = 1

// sortWeight weighs the shallow search's score against the mobility key.
var sortWeight int32 = 1

// sortShallow adds to the key of each move of list but the table's move
// hash the score of a shallow search of its position, sortPlies deep
// counting the move, in a full window, for the mover: the better the
// move looks, the sooner it is searched, the mobility key breaking ties.
// The searches count as nodes and leave the count of horizons met as it
// was.
func (s *Searcher) sortShallow(list []item, p, o uint64, ply int, hash uint8) {
	horizon := s.horizon
	for i := range list {
		m := &list[i]
		if m.sq == hash {
			continue
		}
		v := s.child(p, o, m, ply+1, sortPlies-1, -search.MaxEval, search.MaxEval)
		v = max(min(v, search.MaxEval/2), -search.MaxEval/2)
		m.key += sortWeight * int32(v)
	}
	s.horizon = horizon
}

// The corners of the board.
const corners uint64 = 0x8100000000000081

// mobilityKey orders a move to sq after which the other side has the
// moves next, the discs of the mover being mine and the other's theirs:
// fewer replies first, a corner reply counting twice, then fewer empty
// squares next to the mover's discs (the other side's potential
// mobility) and more next to the other's.
func mobilityKey(next, mine, theirs uint64) int32 {
	empty := ^(mine | theirs)
	return -16*int32(bits.OnesCount64(next)+bits.OnesCount64(next&corners)) -
		8*int32(bits.OnesCount64(empty&kernel.Neighbours(mine))) +
		4*int32(bits.OnesCount64(empty&kernel.Neighbours(theirs)))
}

// Probes returns how many positions the last search of s, on its own
// goroutine, looked at besides its nodes: the children of the moves that
// the ordering keyed but the table's, and those of the moves that the
// enhanced transposition cutoffs looked up. Edax counts both as nodes
// (docs/search.md), so that its counter would read the search's
// Result.Nodes plus Probes, the positions of the tree being the same.
func (s *Searcher) Probes() int64 { return s.probes }

// pick moves the move with the highest key among list[i:] to list[i].
func pick(list []item, i int) {
	b := i
	for j := i + 1; j < len(list); j++ {
		if list[j].key > list[b].key {
			b = j
		}
	}
	list[i], list[b] = list[b], list[i]
}

// stop reports whether a limit has stopped the search, looking at the
// clock and the context every 256 calls.
func (s *Searcher) stop() bool {
	if s.stopped || s.first {
		return s.stopped
	}
	if s.pool != nil && (s.pool.halt.Load() || s.sp.aborted()) {
		s.stopped = true
		return true
	}
	if s.Limits.Nodes > 0 && s.nodes >= s.Limits.Nodes {
		s.stopped = true
	} else if s.checks++; s.checks&255 == 0 {
		if !s.deadline.IsZero() && time.Now().After(s.deadline) || s.pool != nil && s.Limits.Nodes > 0 && s.pool.nodes.Add(s.nodes-s.reported) >= s.Limits.Nodes {
			s.stopped = true
		} else {
			select {
			case <-s.done:
				s.stopped = true
			default:
			}
		}
		s.reported = s.nodes
	}
	if s.stopped && s.pool != nil {
		s.pool.halt.Store(true) // the others stop too
	}
	return s.stopped
}

// outcome returns the final disc difference of the finished game with
// the discs p and o, for the side of p, the empty squares counted for the
// winner.
func outcome(p, o uint64) int {
	d := popcount(p) - popcount(o)
	e := 64 - popcount(p|o)
	switch {
	case d > 0:
		d += e
	case d < 0:
		d -= e
	}
	return d
}

// decisive returns the score of a game won by o discs (lost if negative)
// ply plies from the root, as package search scores it.
func decisive(o, ply int) int {
	switch {
	case o > 0:
		return search.MaxEval + o*search.MaxPly - ply
	case o < 0:
		return -(search.MaxEval - o*search.MaxPly - ply)
	}
	return 0
}

// etcDepth is the least depth of the enhanced transposition cutoffs,
// whose moves lead to positions of the table: those of negamax, three
// plies from the horizon or more. With the table at depth 2 as well, to
// depth 12 on the positions of the engine's BenchmarkSearch, they made
// 31.5 M nodes of 33.3 M, 3% less time, from depth 3 (31.8 M from depth
// 4; from 6, 18.78 plies within a node budget for 18.88 from 4). The
// measurements of package pvs's tests (-pvs.budget) set it; a search
// never does.
var etcDepth = 4

// etc looks in the table for a move of list whose position, searched
// depth-1 plies deep or more, scores at most -beta for the other side:
// an enhanced transposition cutoff. It returns the move's score and
// whether there is one.
func (s *Searcher) etc(p, o uint64, list []item, ply, depth, beta int) (int, bool) {
	for i := range list {
		m := &list[i]
		s.probes++
		if m.next == 0 {
			continue
		}
		d, ok := s.t.probe(kernel.Hash(o^m.flip, p^m.flip|1<<m.sq))
		e := unpack(d)
		if !ok || int(e.depth) < depth-1 || e.bound&upper == 0 {
			continue
		}
		if v := -search.FromTable(int(e.score), ply+1); v >= beta {
			if e.depth != resolved {
				s.horizon++
			}
			return v, true
		}
	}
	return 0, false
}
