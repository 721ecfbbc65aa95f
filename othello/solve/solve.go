// Package solve solves Othello endgames exactly: the final disc
// difference for the side to move with perfect play by both sides, or
// only whether it wins, draws or loses, with a best move, the principal
// variation and the number of positions searched.
//
// # Quick start
//
//	b, _ := bitboard.Start(4)
//	r, err := solve.Solve(context.Background(), b, solve.Options{})
//	// r.Score == -10, r.Best is a best move, r.PV the line of best play
//
// Scores count the empty squares of a finished game for the winner, as
// edax and the FFO test suite count them. Solve works on any position of
// a bitboard.Bitboard: 8×8, and 4×4 and 6×6 in the embedded layout of
// package bitboard.
//
// # Search
//
// The search is a null-window (PVS) alpha-beta search over the remaining
// empty squares with a lockless transposition table of two-entry buckets
// (bounds, best move and empties; the entry with fewer empties gives
// way). At the root, null-window searches bisect the score from a shallow
// estimate (a principal-variation search near a wipe-out). The move of
// the table is searched first, before the others are generated and
// sorted; the others go fastest first: the opponent's mobility after the
// move (corners counted twice), parity (squares in quadrants with an odd
// number of empties first) and, from 12 empties on, a shallow search of
// the child (depth 0 to 2) with the pattern evaluation of package eval
// on 8×8 boards; on the smaller boards, from 10 empties on, the
// opponent's potential mobility and a shallow search with a mobility
// evaluation. While the moves are sorted, the table entries of the
// children are prefetched (on Linux the table asks for huge pages). Stability cutoffs (on any board size) and
// enhanced transposition cutoffs prune; the last 4 empties are played
// square by square without move generation, and the last one by
// count-the-last-flip tables. Options.Threads goroutines share the table
// and the work of nodes far from the end (young brothers wait: once the
// first move of a node is searched, idle goroutines take its other
// moves). A time, node or context limit ends the search with ErrStopped
// and a Result whose Solved is false.
//
// It allocates the table once per Solve (Options.TableBits sets its
// size); the search itself allocates nothing.
package solve

import (
	"cmp"
	"context"
	"errors"
	"math/bits"
	"runtime"
	"time"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/internal/kernel"
)

// ErrStopped is the error of a search that a time, node or context limit
// ended before it solved the position.
var ErrStopped = errors.New("solve: search stopped by a limit before the position was solved")

// A Move is a square of the board, Pass, or None.
type Move uint8

const (
	// Pass is the move of a side to move that has no legal move while
	// the game goes on.
	Pass Move = 64
	// None is the best move of a finished game: there is no move to make.
	None Move = 65
)

// String returns the move in lower-case Othello notation, like "a2",
// or "pass" for Pass and "-" for None.
func (m Move) String() string {
	switch {
	case m == Pass:
		return "pass"
	case m < Pass:
		return bitboard.Square(m).String()
	}
	return "-"
}

// Options are the settings of a search. The zero Options solve exactly
// on one goroutine with no limit.
type Options struct {
	// WLD asks only whether the side to move wins, draws or loses:
	// Result.Score is then +1, 0 or -1.
	WLD bool
	// Threads is the number of goroutines; below 1, runtime.GOMAXPROCS.
	// 1 searches on the calling goroutine.
	Threads int
	// Time, if positive, limits the time of the search.
	Time time.Duration
	// Nodes, if positive, limits the number of nodes (about; the limit
	// is checked every few thousand nodes).
	Nodes uint64
	// Progress, if not nil, is called every ProgressEvery while the
	// search runs, on a goroutine of its own, and never after Solve
	// returns.
	Progress func(Progress)
	// ProgressEvery is the interval of the Progress calls; 0 means one
	// second.
	ProgressEvery time.Duration
	// TableBits is the base-2 logarithm of the number of entries of the
	// transposition table (16 bytes each); 0 means by the number of
	// empty squares: 16 (1 MiB) below 14 empties, 20 (16 MiB) below 22,
	// 22 (64 MiB) below 28, and 24 (256 MiB) from 28 on.
	TableBits int
}

// A Result is the outcome of a search.
type Result struct {
	// Solved reports whether the search finished: when false, a limit
	// stopped it and Score, Best and PV mean nothing.
	Solved bool
	// Score is the final disc difference for the side to move with best
	// play, the empty squares given to the winner; with Options.WLD it is
	// +1 for a win, 0 for a draw and -1 for a loss.
	Score int
	// Best is a best move: a square, Pass when the side to move must
	// pass, or None when the game is over.
	Best Move
	// PV is the principal variation, from Best on, with Pass for passes,
	// to the end of the game. With Options.WLD it is a line that keeps
	// the result.
	PV []Move
	// Nodes is the number of positions searched.
	Nodes uint64
	// Time is the time the search took.
	Time time.Duration
}

// Solve solves the position b for its side to move within the limits of
// opts. A limit reached, or ctx done, returns a Result with Solved false
// and an error matching ErrStopped (and the context's error).
func Solve(ctx context.Context, b bitboard.Bitboard, opts Options) (Result, error) {
	start := time.Now()
	bitsLog := opts.TableBits
	if bitsLog <= 0 {
		switch n := bits.OnesCount64(b.Empties()); {
		case n >= 28:
			bitsLog = 24
		case n >= 22:
			bitsLog = 22
		case n >= 14:
			bitsLog = 20
		default:
			bitsLog = 16
		}
	}
	sh := &shared{tt: newTable(min(bitsLog, 30)), full: b.Size() == 8, off: ^b.Mask()}
	sh.squares = b.Size() * b.Size()
	sh.pattern, sh.evalUnit = usePattern && sh.full, 16
	sh.potFrom, sh.sortFrom = potEmpties, sortMobilityEmpties
	if sh.pattern {
		sh.evalUnit = 100
		sh.potFrom, sh.sortFrom = noEmpties, sortEmpties
	}
	if !useSort {
		sh.sortFrom = noEmpties
	}
	sh.quadrants, sh.corners = quadrants(b.Size())
	var deadline time.Time
	if opts.Time > 0 {
		deadline = start.Add(opts.Time)
	}
	sh.limit = func(n uint64) bool {
		if opts.Nodes > 0 && n >= opts.Nodes {
			return true
		}
		if !deadline.IsZero() && time.Now().After(deadline) {
			return true
		}
		return ctx.Err() != nil
	}
	if ctx.Err() != nil {
		sh.stop.Store(true)
	}
	threads := opts.Threads
	if threads < 1 {
		threads = runtime.GOMAXPROCS(0)
	}
	alpha, beta := -64, 64
	if opts.WLD {
		alpha, beta = -1, 1
	}
	r := Result{}
	s := &searcher{sh: sh, sps: make([]splitPoint, 65)}
	if threads > 1 {
		sh.pool = newPool(sh, threads-1)
	}
	p, o, e := b.Mover, b.Opponent, b.Empties()
	n := bits.OnesCount64(e)
	sh.root.set(alpha, beta)
	if opts.Progress != nil {
		negate := kernel.Moves(p, o)&e == 0
		stop := reporter(sh, opts, start, negate)
		defer stop()
	}
	switch {
	case kernel.Moves(p, o)&e != 0:
		r.Score, r.Best = root(s, p, o, e, alpha, beta, n)
	case kernel.Moves(o, p)&e != 0:
		r.Score, r.Best = root(s, o, p, e, -beta, -alpha, n)
		r.Score, r.Best = -r.Score, Pass
	default:
		r.Score, r.Best = final(p, o, n), None
		s.count()
	}
	if sh.pool != nil {
		sh.pool.close()
		sh.pool = nil
	}
	if !sh.stop.Load() {
		r.PV = s.pv(p, o, e, r.Score, opts.WLD, int(r.Best))
	}
	r.Nodes = sh.nodes.Load() + s.pending
	r.Time = time.Since(start)
	if sh.stop.Load() {
		err := ErrStopped
		if ctx.Err() != nil {
			err = errors.Join(ErrStopped, ctx.Err())
		}
		return Result{Nodes: r.Nodes, Time: r.Time}, err
	}
	r.Solved = true
	if opts.WLD {
		r.Score = cmp.Compare(r.Score, 0)
	}
	return r, nil
}

// quadrants returns the four quadrants of the N×N board and its corners.
func quadrants(size int) (q [4]uint64, corners uint64) {
	h := size / 2
	for r := range size {
		for c := range size {
			i := 0
			if r >= h {
				i += 2
			}
			if c >= h {
				i++
			}
			q[i] |= 1 << (8*r + c)
		}
	}
	n := size - 1
	corners = 1 | 1<<n | 1<<(8*n) | 1<<(8*n+n)
	return q, corners
}

// root searches the root moves of p to move in (alpha, beta) and returns
// the score and the best move.
func root(s *searcher, p, o, e uint64, alpha, beta, n int) (int, Move) {
	if useBisection {
		return rootBisect(s, p, o, e, alpha, beta, n)
	}
	return rootPVS(s, p, o, e, alpha, beta, n)
}

// rootPVS is root by a principal-variation search.
func rootPVS(s *searcher, p, o, e uint64, alpha, beta, n int) (int, Move) {
	s.count()
	var ms [maxMoves]move
	_, _, ttMove, _ := s.sh.tt.probe(hash(p, o))
	k := s.order(&ms, p, o, e, kernel.Moves(p, o)&e, ttMove, n, s.sortDepth(n, alpha))
	best, x := s.pvsMoves(&ms, k, e, alpha, beta, n)
	return best, Move(x)
}

// probeFrom is the shallow estimate from which rootBisect first tests
// whether the score is near a wipe-out.
const probeFrom = 24

// rootBisect finds the score of p to move in [alpha, beta] by null-window
// searches of the root: the first at the shallow estimate of the best
// move, then halving the interval where the score lies. A null-window
// test far above or below the score is cheap, where an exact search of
// a move that is not the best can cost more than the whole solve.
func rootBisect(s *searcher, p, o, e uint64, alpha, beta, n int) (int, Move) {
	var ms [maxMoves]move
	k := s.order(&ms, p, o, e, kernel.Moves(p, o)&e, -1, n, s.sortDepth(n, alpha))
	bestMove := Move(ms[0].x)
	d := max(s.sortDepth(n, alpha), 0)
	t := -s.evalSearch(ms[0].p, ms[0].o, e&^(1<<ms[0].x), d, -evalInfinity, evalInfinity, false) / s.sh.evalUnit
	if t >= s.sh.squares-wipeMargin || t <= wipeMargin-s.sh.squares {
		// Near a wipe-out the null windows below the score cost more
		// than the PVS proof.
		return rootPVS(s, p, o, e, alpha, beta, n)
	}
	t &^= 1 // the scores of a board of an even number of squares are even
	lo, up := alpha, beta
	if w := s.sh.squares - wipeMargin; t >= probeFrom && t < w && w < up {
		// A big win may be a wipe-out, which the evaluation cannot see
		// coming (FFO #59); there the null windows of the bisection,
		// their replies ordered by the evaluation, cost far more than a
		// proof by PVS. So first one test at the margin, whose replies
		// (searched at -w, beyond the margin of sortDepth) are ordered
		// fastest-first, which finds wipe-outs.
		v, _ := rootNWS(s, p, o, e, w, n, &ms, k)
		if s.aborted() {
			return 0, bestMove
		}
		if v > w {
			return rootPVS(s, p, o, e, max(alpha, w), beta, n)
		}
		up = max(min(up, v), lo)
		s.sh.root.set(lo, up)
	}
	for lo < up {
		t = min(max(t, lo+1), up)
		v, x := rootNWS(s, p, o, e, t-1, n, &ms, k)
		if s.aborted() {
			return 0, bestMove
		}
		if v >= t {
			lo, bestMove = min(v, up), x
			t = lo + 2
		} else {
			up = max(v, lo)
			t = up - 1
		}
		s.sh.root.set(lo, up)
		if t > lo && t < up {
			t = lo + (up-lo+1)/2
		}
	}
	return lo, bestMove
}

// rootNWS is the null-window search of the root at alpha over the moves
// ms, the table's move first; it returns the score and the move that
// failed high, if one did.
func rootNWS(s *searcher, p, o, e uint64, alpha, n int, ms *[maxMoves]move, k int) (int, Move) {
	s.count()
	_, _, ttMove, _ := s.sh.tt.probe(hash(p, o))
	best, bestMove := -infinity, Move(ms[0].x)
	for j := -1; j < k; j++ {
		i := j
		if j < 0 {
			// The table's move, then the others in order.
			for i = 0; i < k && int(ms[i].x) != ttMove; i++ {
			}
			if i == k {
				continue
			}
		} else if int(ms[j].x) == ttMove {
			continue
		}
		m := &ms[i]
		v := -s.child(m, e, alpha, n)
		if s.aborted() {
			return 0, bestMove
		}
		if v > best {
			best, bestMove = v, Move(m.x)
			if v > alpha {
				break
			}
		}
	}
	var h = hash(p, o)
	if best > alpha {
		s.sh.tt.store(h, best, infinity, int(bestMove), n)
	} else {
		s.sh.tt.store(h, -infinity, best, int(bestMove), n)
	}
	return best, bestMove
}

// pv returns the principal variation of p to move whose score is v:
// at each position a move whose child keeps the score (the table's move
// first), found with null-window searches on the warm table.
//
// The first move tried at the root is first, the root's best move.
func (s *searcher) pv(p, o, e uint64, v int, wld bool, first int) []Move {
	var line []Move
	for {
		n := bits.OnesCount64(e)
		moves := kernel.Moves(p, o) & e
		if moves == 0 {
			if kernel.Moves(o, p)&e == 0 {
				return line
			}
			line = append(line, Pass)
			p, o, v = o, p, -v
			continue
		}
		// target: a move whose score is at least t.
		t := v
		if wld {
			t = cmp.Compare(v, 0)
			if t < 0 {
				t = -64
			}
		}
		_, _, ttMove, _ := s.sh.tt.probe(hash(p, o))
		if first >= 0 {
			ttMove, first = first, -1
		}
		var ms [maxMoves]move
		k := s.order(&ms, p, o, e, moves, ttMove, n, -1)
		found := false
		for i := range k {
			m := &ms[i]
			b := uint64(1) << m.x
			// child score c = -w; c >= t iff w <= -t iff search(-t) fails low.
			w := s.search(m.p, m.o, e&^b, -t, n-1)
			if w <= -t || i == k-1 {
				line = append(line, Move(m.x))
				p, o, e = m.p, m.o, e&^b
				if wld {
					v = -cmp.Compare(v, 0)
				} else {
					v = -v
				}
				found = true
				break
			}
		}
		if !found {
			return line
		}
	}
}
