// Package pvs is the midgame search of the 8×8 Othello engine: principal
// variation search on the two bitboards of a position, with a
// transposition table, move ordering, iterative deepening and aspiration
// windows.
//
// It scores positions as [search.AlphaBeta] does, with the same rules for
// passes and the end of the game (a pass is not a ply; a finished game
// scores its disc difference as a decisive score of package search), so
// that at a fixed depth, with the same evaluation and fresh tables, its
// score is the generic search's: its tests hold it to that on hundreds of
// positions. It may search on several goroutines that share its table
// (Searcher.Threads).
package pvs

import (
	"context"
	"fmt"
	"math/bits"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/internal/kernel"
	"github.com/seed131617c4/board/search"
)

// maxPly bounds a line: 60 moves fill the board.
const maxPly = 64

// maxMoves bounds the legal moves of a position (33 at most are known).
const maxMoves = 40

// DefaultAspiration is the half-width of the first aspiration window
// when [Searcher.Aspiration] is 0, in hundredths of a disc: 2.56 discs,
// four times the generic search's, as the scores of Othello swing from
// odd depths to even ones (to depth 12 on the positions of the engine's
// BenchmarkSearch, 33.3 M nodes against 35.7 M with 64 and 33.7 M with a
// full window).
const DefaultAspiration = 256

// DefaultTableBits is the size of the table of [New] when its bits are 0:
// 2^18 entries of 16 bytes, 4 MiB.
const DefaultTableBits = 18

// A Searcher searches 8×8 Othello positions. Make it with [New]. It keeps
// its table from search to search, which helps a game that goes on. It is
// not safe for concurrent use; each Searcher owns its table, so any
// number of them may search at once.
type Searcher struct {
	// Eval returns the static evaluation of the position with the discs
	// mover of the side to move and opponent of the other side, whose
	// legal moves are moverMoves and opponentMoves (the search finds them
	// to test for passes, and hands them on), for the side to move,
	// within ±[search.MaxEval]: package eval's ScoreMoves, say.
	Eval func(mover, opponent, moverMoves, opponentMoves uint64) int
	// Limits bound each search, as those of [search.AlphaBeta] do.
	Limits search.Limits
	// Threads is the number of goroutines that search, sharing the
	// table; 0 or 1 means one. With more, the nodes from splitDepth plies
	// from the horizon whose first move has been searched share their
	// other moves among the goroutines that have nothing to search (Young
	// Brothers Wait), so that to a fixed depth without Multi-ProbCut the
	// score is that of one goroutine; the move may be another of the same
	// score, and the nodes depend on the timing of the goroutines.
	Threads int
	// Aspiration is the half-width of the first aspiration window; 0 means
	// DefaultAspiration and a negative value searches with a full window.
	Aspiration int
	// ProbCut turns Multi-ProbCut on when positive (Buro 1997): a node of
	// a null window at least 3 plies from the horizon first searches a
	// quarter as deep, and cuts if that score, mapped by a linear fit of
	// the deep score on it per stage and depth, falls outside the window
	// by more than ProbCut times the fit's standard deviation. The
	// search is then faster and no longer the fixed-depth tree's: its
	// score may differ from that of 0 (off), and it is exact only when
	// no cut was made on the way.
	ProbCut float64
	// Off turns techniques of the search off, for the tests that measure
	// what each is worth; 0 searches with all of them.
	Off Technique

	t        *table
	helpers  []*Searcher // the other goroutines' searchers
	pool     *pool       // the pool of a parallel search, nil for one goroutine
	spare    *pool       // the pool of the next parallel search, made once
	sp       *split      // the split in one of whose moves s searches, nil for none
	splits   *[maxPly]split
	reported int64 // the nodes added to the pool's count
	nodes    int64
	probes   int64  // the children that the ordering and ETC looked at (Probes)
	checks   uint32 // the calls of stop, which reads the clock every 256
	horizon  int64  // how many times a search met its horizon
	stopped  bool
	first    bool // in the first iteration, which no limit stops
	deadline time.Time
	done     <-chan struct{}
	pv       [maxPly + 1][maxPly]uint8
	pvLen    [maxPly + 1]int
}

// A Technique is a set of techniques of the search, which
// [Searcher.Off] turns off.
type Technique uint8

// The techniques of the search.
const (
	// Table is the transposition table in the nodes below the root: with
	// it off they neither probe nor store, and there are no enhanced
	// transposition cutoffs.
	Table Technique = 1 << iota
	// ETC is the enhanced transposition cutoffs.
	ETC
	// Windows is the aspiration windows: with it off each iteration
	// searches a full window, as a negative Aspiration does.
	Windows
	// Ordering is the ordering of the moves by the replies and the
	// potential mobility, and from sortDepth plies from the horizon by the
	// evaluation after each: with it off the table's move comes first, then
	// the others in the order of their squares (the nodes one ply from
	// the horizon keep their order by square classes).
	Ordering
	// MultiProbCut is Multi-ProbCut, whatever ProbCut says.
	MultiProbCut
	// Potential is the potential-mobility terms of the ordering: with it
	// off the moves are ordered by the replies alone at every depth.
	Potential
)

// New returns a Searcher with the evaluation eval and a table of 2^bits
// entries (DefaultTableBits when bits is 0 or less).
func New(eval func(mover, opponent, moverMoves, opponentMoves uint64) int, bits int) *Searcher {
	if bits <= 0 {
		bits = DefaultTableBits
	}
	return &Searcher{Eval: eval, t: newTable(bits)}
}

// Clear empties the table of s.
func (s *Searcher) Clear() { s.t.clear() }

// Search searches the 8×8 position b, whose side to move has a legal
// move, and returns the best move with its score for the side to move, as
// [search.AlphaBeta.Search] does: iterations 1 ply deep and deeper, the
// first of which no limit stops, until the score is exact or a limit
// stops it. A stopped search returns the result of the last iteration
// that completed, or, when the stopped one had searched in full a root
// move that beat that iteration's move (searched first), that move with
// its score there, the Depth staying the completed iteration's.
//
// It returns an error matching [board.ErrSize] if b is not 8×8, one
// matching [board.ErrGameOver] if the side to move has no move, and one
// matching [search.ErrLimits] for negative limits or threads. The end of
// ctx stops it like a time limit.
func (s *Searcher) Search(ctx context.Context, b bitboard.Bitboard) (search.Result, error) {
	if l := s.Limits; l.Nodes < 0 || l.Time < 0 || l.Soft < 0 || s.Threads < 0 {
		return search.Result{}, fmt.Errorf("pvs: %w: nodes %d, time %v, soft %v, threads %d", search.ErrLimits, l.Nodes, l.Time, l.Soft, s.Threads)
	}
	if b.Size() != 8 {
		return search.Result{}, fmt.Errorf("pvs: %w: %d×%d, want 8×8", board.ErrSize, b.Size(), b.Size())
	}
	start := time.Now()
	p, o := b.Mover, b.Opponent
	moves := kernel.Moves(p, o)
	if moves == 0 {
		return search.Result{}, fmt.Errorf("pvs: %w", board.ErrGameOver)
	}
	s.t.age()
	s.begin(ctx, start)
	var root rootList
	root.init(s, p, o, moves)
	var r search.Result
	if s.Threads > 1 {
		r = s.parallel(ctx, &root, p, o, start)
	} else {
		r = s.deepen(&root, p, o, start, 1)
		r.Nodes = s.nodes
	}
	r.Elapsed = time.Since(start)
	s.done = nil
	return r, nil
}

// begin readies s for a search under ctx from start.
func (s *Searcher) begin(ctx context.Context, start time.Time) {
	s.done = ctx.Done()
	s.deadline = time.Time{}
	if s.Limits.Time > 0 {
		s.deadline = start.Add(s.Limits.Time)
	}
	s.nodes, s.probes, s.horizon, s.stopped = 0, 0, 0, false
}

// deepen runs the iterations over the root moves from depth from on and
// returns the result of the last that completed, or the better move that
// the iteration a limit stopped had found (see improve).
func (s *Searcher) deepen(root *rootList, p, o uint64, start time.Time, from int) search.Result {
	maxDepth := s.Limits.Depth
	if maxDepth <= 0 || maxDepth > maxPly-1 {
		maxDepth = maxPly - 1
	}
	r := search.Result{Move: bitboard.Square(root.m[0].sq).Point(), Notation: notation, PV: make([]board.Point, 0, 16)}
	for depth := from; depth <= maxDepth; depth++ {
		s.first = depth == 1
		if !s.first && !s.deadline.IsZero() && time.Now().After(s.deadline) {
			s.stopped = true // the nodes look at the clock now and then only
		}
		score, best, exact := s.aspirate(root, p, o, depth, r.Score)
		if s.stopped {
			if depth > from && best > 0 {
				s.improve(&r, root, p, o, best, score)
			}
			r.Stopped = true
			break
		}
		root.front(best)
		r.Move, r.Score, r.Depth = bitboard.Square(root.m[0].sq).Point(), score, depth
		r.PV = s.rootPV(r.PV[:0], p, o)
		if exact {
			r.Exact = true
			break
		}
		if s.Limits.Soft > 0 && depth < maxDepth && time.Since(start) >= s.Limits.Soft {
			r.Stopped = true
			break
		}
	}
	return r
}

// improve makes r, the result of the last iteration that completed, that
// of the root move best of the iteration a limit stopped, with its score
// there: a move searched in full that beat the first, the move of r,
// searched first. r keeps its Depth, the iteration that completed.
func (s *Searcher) improve(r *search.Result, root *rootList, p, o uint64, best, score int) {
	sq := root.m[best].sq
	root.front(best)
	r.Move, r.Score = bitboard.Square(sq).Point(), score
	if s.pvLen[0] > 0 && s.pv[0][0] == sq {
		r.PV = s.rootPV(r.PV[:0], p, o)
	} else {
		r.PV = append(r.PV[:0], r.Move)
	}
}

// notation is the notation of the results.
func notation(p board.Point) string {
	sq, _ := bitboard.SquareAt(p.Row, p.Col)
	return sq.String()
}

// aspirate runs the iteration depth plies deep in the aspiration window
// around last, widening it on the side the score falls out of, and
// returns the score, the index of the best root move and whether the
// last search met no horizon. If a limit stops it, best is the index of
// the root move with the highest score proven better than the first
// move's (a move searched in full above the window's low end, in this
// window or in one that failed high), with that score, or 0 or -1 if
// there is none.
func (s *Searcher) aspirate(root *rootList, p, o uint64, depth, last int) (score, best int, exact bool) {
	width := s.Aspiration
	if width == 0 {
		width = DefaultAspiration
	}
	if s.Off&Windows != 0 {
		width = -1
	}
	alpha, beta := -search.Infinity, search.Infinity
	if width > 0 && depth > 1 && abs(last) <= search.MaxEval {
		alpha, beta = max(last-width, -search.Infinity), min(last+width, search.Infinity)
	}
	found, foundScore := -1, -search.Infinity // the move of the last fail high
	for delta := width; ; delta *= 4 {
		horizon := s.horizon
		score, best = s.root(root, p, o, depth, alpha, beta)
		exact = s.horizon == horizon
		switch {
		case s.stopped:
			if best < 0 || score <= alpha || score < foundScore {
				score, best = foundScore, found
			}
			return score, best, exact
		case score <= alpha && alpha > -search.Infinity:
			alpha = max(score-delta, -search.Infinity)
			if score < -search.MaxEval {
				alpha = -search.Infinity
			}
		case score >= beta && beta < search.Infinity:
			found, foundScore = best, score
			beta = min(score+delta, search.Infinity)
			if score > search.MaxEval {
				beta = search.Infinity
			}
		default:
			return score, best, exact
		}
	}
}

// root searches the root moves in their order and returns the score and
// the index of the best one.
func (s *Searcher) root(root *rootList, p, o uint64, depth, alpha, beta int) (int, int) {
	best, bi, alpha0 := -search.Infinity, -1, alpha
	s.pvLen[0] = 0
	for i := range root.n {
		if s.canSplit(i, depth) {
			bm := root.m[bi].sq
			var sq uint8
			best, sq = s.split(p, o, root.m[i:root.n], 0, depth, alpha, beta, best, bm)
			for j := range root.n {
				if root.m[j].sq == sq {
					bi = j
				}
			}
			break
		}
		m := &root.m[i]
		v := s.try(p, o, m, 0, depth, alpha, beta, i == 0)
		if s.stopped {
			break
		}
		if v > best {
			best, bi = v, i
			if v > alpha {
				alpha = v
				s.setPV(0, m.sq)
			}
		}
		if alpha >= beta {
			break
		}
	}
	if bi >= 0 && !s.stopped {
		s.t.store(kernel.Hash(p, o), best, depth, bound(best, alpha0, beta), root.m[bi].sq)
	}
	return best, bi
}

// rootPV returns the PV of the last iteration appended to dst, extended
// by the moves of exact table entries.
func (s *Searcher) rootPV(dst []board.Point, p, o uint64) []board.Point {
	for _, sq := range s.pv[0][:s.pvLen[0]] {
		dst = append(dst, bitboard.Square(sq).Point())
		f := kernel.Flip(p, o, int(sq))
		p, o = o^f, p^f^1<<sq
		if kernel.Moves(p, o) == 0 {
			p, o = o, p
		}
	}
	for len(dst) < maxPly {
		moves := kernel.Moves(p, o)
		d, ok := s.t.probe(kernel.Hash(p, o))
		e := unpack(d)
		if moves == 0 || !ok || e.bound != exact || e.move >= noMove || moves>>e.move&1 == 0 {
			break
		}
		dst = append(dst, bitboard.Square(e.move).Point())
		f := kernel.Flip(p, o, int(e.move))
		p, o = o^f, p^f^1<<e.move
		if kernel.Moves(p, o) == 0 {
			p, o = o, p
		}
	}
	return dst
}

// setPV makes sq then the PV of ply+1 the PV of ply.
func (s *Searcher) setPV(ply int, sq uint8) {
	s.pv[ply][0] = sq
	n := copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
	s.pvLen[ply] = n + 1
}

// bound returns what best, the score of a search in the window
// (alpha, beta), is: an upper bound, a lower bound or exact.
func bound(best, alpha, beta int) uint8 {
	switch {
	case best <= alpha:
		return upper
	case best >= beta:
		return lower
	}
	return exact
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// popcount returns the number of squares of x.
func popcount(x uint64) int { return bits.OnesCount64(x) }
