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
// way). At the root, null-window searches bisect the score from a
// shallow estimate (a principal-variation search near a wipe-out); with
// a limit, from 24 empties on, a first one well below the estimate
// proves a lower bound early. The move of the table is searched first,
// before the others are generated and sorted; the others go fastest
// first: the opponent's mobility after the move (corners counted twice),
// parity (squares in quadrants with an odd number of empties first) and,
// from 12 empties on, a shallow search of the child (depth 0 to 2) with
// the pattern evaluation of package eval on 8×8 boards; on the smaller
// boards, from 10 empties on, the opponent's potential mobility and a
// shallow search with a mobility evaluation. While the moves are sorted,
// the table entries of the children are prefetched (on Linux the table
// asks for huge pages). Stability cutoffs (on any board size) and
// enhanced transposition cutoffs prune; the last 4 empties are played
// square by square without move generation, and the last one by
// count-the-last-flip tables. Options.Threads goroutines (one when it is
// 0; every core is runtime.GOMAXPROCS(0), asked for explicitly) share the
// table and the work of nodes far from the end (young brothers wait: once
// the first move of a node is searched, idle goroutines take its other
// moves).
//
// # Limits and bounds
//
// A time, node or context limit ends the search with ErrStopped and a
// Result whose Solved is false, which still tells what the search
// proved: Lower and Upper bound the score, from the stable discs before
// any search and then by each null-window search of the root that ended
// (a test that fails high raises Lower, one that fails low lowers
// Upper), and Best is the best move so far, the move that proved Lower.
// With a limit (Options.Time or Options.Nodes, or a context that can be
// done), a search of 24 empties or more first proves a lower bound well
// below its estimate, which is quick, so that a search stopped early has
// a bound and a move to tell; when it runs to the end, that costs it a
// few percent more nodes. Options.Progress receives the bounds and the
// best move while the search runs:
//
//	r, err := solve.Solve(ctx, b, solve.Options{Time: 5 * time.Second})
//	if errors.Is(err, solve.ErrStopped) {
//		// r.Lower <= score <= r.Upper; r.Best reaches r.Lower
//	}
//
// The limits and Threads follow the module's convention
// (docs/search.md): 0 means no limit, or one goroutine; a negative one is
// refused with an error matching [search.ErrLimits]. A position that no
// game can reach (discs of both sides on a square, a disc off the board,
// an empty central square: [bitboard.Bitboard.Check]) is refused with an
// error matching [board.ErrPosition].
//
// # Many positions
//
// [Solve] allocates its table on every call (Options.TableBits sets its
// size), which for a small position costs more than the search; a
// [Solver] keeps its table from call to call and empties it by a
// generation number, for a caller who solves many positions (a book, a
// training set, an analysis): 1,000 positions of 12 empties from WTHOR
// games allocate 1.1 GB with Solve and under 1 MB with a Solver
// (BenchmarkSolveMany, docs/solver.md). The search itself allocates
// nothing.
package solve

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/bits"
	"time"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/internal/kernel"
	"github.com/seed131617c4/board/search"
)

// ErrStopped is the error of a search that a time, node or context limit
// ended before it solved the position.
var ErrStopped = errors.New("search stopped by a limit before the position was solved")

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

// Options are the settings of a search. The zero Options solve exactly,
// on the calling goroutine, with no limit. A negative Threads, Time or
// Nodes is refused with an error matching [search.ErrLimits].
type Options struct {
	// WLD asks only whether the side to move wins, draws or loses:
	// Result.Score is then +1, 0 or -1.
	WLD bool
	// Threads is the number of goroutines; 0 or 1 searches on the
	// calling goroutine alone. Every core is runtime.GOMAXPROCS(0).
	Threads int
	// Time, if positive, limits the time of the search; 0 means no
	// limit.
	Time time.Duration
	// Nodes, if positive, limits the number of nodes (about; the limit
	// is checked every few thousand nodes); 0 means no limit.
	Nodes int64
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
//
// A search that a limit stopped still tells what it proved: the bounds
// of the score and a best move so far.
type Result struct {
	// Solved reports whether the search finished: when false, a limit
	// stopped it, Score is 0, and Lower and Upper bound the score.
	Solved bool
	// Score is the final disc difference for the side to move with best
	// play, the empty squares given to the winner; with Options.WLD it is
	// +1 for a win, 0 for a draw and -1 for a loss.
	Score int
	// Lower and Upper are the bounds of the score that the search
	// proved, Lower <= Upper: both Score when Solved; when a limit
	// stopped it, what the stable discs and the null-window searches of
	// the root that ended proved, within -N..N on an N-square board
	// (-1..1 with Options.WLD).
	Lower, Upper int
	// Best is a best move: a square, Pass when the side to move must
	// pass, or None when the game is over. When a limit stopped the
	// search, it is the best move so far: the move that proved Lower if
	// a search of the root did, else the move that the search tried
	// first (the best of a shallow search); either way it reaches at
	// least Lower.
	Best Move
	// PV is the principal variation, from Best on, with Pass for passes,
	// to the end of the game. With Options.WLD it is a line that keeps
	// the result. A limit reached while it is found, after the score,
	// cuts it short. When a limit stopped the search, it is Best then the
	// moves that the transposition table holds after it, the line the
	// search expects, proven or not, and maybe short of the end.
	PV []Move
	// Nodes is the number of positions searched.
	Nodes int64
	// Time is the time the search took.
	Time time.Duration
}

// Solve solves the position b for its side to move within the limits of
// opts, with a table of its own: it is [Solver.Solve] with a new
// [Solver]. ctx must not be nil.
func Solve(ctx context.Context, b bitboard.Bitboard, opts Options) (Result, error) {
	var s Solver
	return s.Solve(ctx, b, opts)
}

// A Solver solves position after position with one transposition table,
// kept from call to call: a call empties it at once by a generation
// number, which the table's keys and replacement heed, instead of
// allocating and clearing a new one as [Solve] does. It keeps the largest
// table its calls asked for.
//
// The zero Solver is ready to use. It is not safe for concurrent use.
type Solver struct {
	tt  *table
	gen uint64
	sps []splitPoint // the split points of the calling goroutine's searcher
}

// Solve solves the position b for its side to move within the limits of
// opts, as [Solve] does, with s's table. A limit reached, or ctx done,
// returns a Result with Solved false, the bounds proven and the best move
// so far, and an error matching [ErrStopped] (and the context's error).
// A position no game can reach is refused with an error matching
// [board.ErrPosition], and a negative limit or Threads with one matching
// [search.ErrLimits]. ctx must not be nil.
func (sv *Solver) Solve(ctx context.Context, b bitboard.Bitboard, opts Options) (Result, error) {
	if opts.Threads < 0 || opts.Time < 0 || opts.Nodes < 0 {
		return Result{}, fmt.Errorf("solve: %w: threads %d, time %v, nodes %d", search.ErrLimits, opts.Threads, opts.Time, opts.Nodes)
	}
	if err := b.Check(); err != nil {
		return Result{}, fmt.Errorf("solve: %w", err)
	}
	start := time.Now()
	sh := newShared(b, sv.table(tableBits(b, opts)))
	sh.setLimits(ctx, opts, start)
	alpha, beta, lim := -64, 64, sh.squares // lim: the greatest score
	if opts.WLD {
		alpha, beta, lim = -1, 1, 1
	}
	r := Result{}
	if sv.sps == nil {
		sv.sps = make([]splitPoint, 65)
	}
	s := &searcher{sh: sh, sps: sv.sps}
	if opts.Threads > 1 {
		sh.pool = newPool(sh, opts.Threads-1)
	}
	p, o, e := b.Mover, b.Opponent, b.Empties()
	n := bits.OnesCount64(e)
	negate := kernel.Moves(p, o)&e == 0 // the side to move passes
	rp, ro := p, o                      // the side to move of the searched root, and the other
	if negate {
		rp, ro = o, p
	}
	// The stable discs bound the score before any search.
	lo := min(max(-lim, 2*stable(rp, ro, sh.off)-sh.squares), lim)
	up := max(min(lim, sh.squares-2*stable(ro, rp, sh.off)), -lim)
	sh.root.set(lo, up, None)
	if opts.Progress != nil {
		stop := reporter(sh, opts, start, negate)
		defer stop()
	}
	over := false
	switch {
	case !negate:
		r.Score, r.Best = root(s, p, o, e, alpha, beta, n)
	case kernel.Moves(o, p)&e != 0:
		r.Score, r.Best = root(s, o, p, e, -beta, -alpha, n)
		r.Score, r.Best = -r.Score, Pass
	default:
		r.Score, r.Best, over = final(p, o, n), None, true
		s.count()
	}
	if sh.pool != nil {
		sh.pool.close()
		sh.pool = nil
	}
	if sh.stop.Load() && !over { // a finished game needs no search
		return s.stopped(ctx, b, negate, lim, start)
	}
	r.PV = s.pv(p, o, e, r.Score, opts.WLD, int(r.Best))
	r.Nodes = int64(sh.nodes.Load() + s.pending)
	r.Time = time.Since(start)
	r.Solved = true
	if opts.WLD {
		r.Score = cmp.Compare(r.Score, 0)
	}
	r.Lower, r.Upper = r.Score, r.Score
	return r, nil
}

// table returns s's table emptied for a new search, of 2^logSize entries
// at least: the table it has if it is large enough, else a new one.
func (sv *Solver) table(logSize int) *table {
	if sv.tt == nil || len(sv.tt.buckets) < 1<<(max(logSize, 1)-1) {
		sv.tt = newTable(logSize)
	}
	sv.gen++
	sv.tt.setGeneration(sv.gen)
	return sv.tt
}

// tableBits returns the base-2 logarithm of the entries of the table of a
// search of b under opts: opts.TableBits, or by the empty squares.
func tableBits(b bitboard.Bitboard, opts Options) int {
	if opts.TableBits > 0 {
		return min(opts.TableBits, 30)
	}
	switch n := bits.OnesCount64(b.Empties()); {
	case n >= 28:
		return 24
	case n >= 22:
		return 22
	case n >= 14:
		return 20
	}
	return 16
}

// newShared returns the shared state of a search of b with the table tt.
func newShared(b bitboard.Bitboard, tt *table) *shared {
	sh := &shared{tt: tt, full: b.Size() == 8, off: ^b.Mask()}
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
	return sh
}

// setLimits sets the node, time and context limits of a search under
// opts and ctx that began at start.
func (sh *shared) setLimits(ctx context.Context, opts Options, start time.Time) {
	var deadline time.Time
	if opts.Time > 0 {
		deadline = start.Add(opts.Time)
	}
	sh.limit = func(n uint64) bool {
		if opts.Nodes > 0 && n >= uint64(opts.Nodes) {
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
	sh.ladder = useLadder && (opts.Time > 0 || opts.Nodes > 0 || ctx.Done() != nil)
}

// stopped returns the Result and the error of a search of b that a limit
// stopped, which began at start: the bounds and the best move known (the
// root searched negated when the side to move passes, scores within
// ±lim) and the line the table holds from that move.
func (s *searcher) stopped(ctx context.Context, b bitboard.Bitboard, negate bool, lim int, start time.Time) (Result, error) {
	p, o, e := b.Mover, b.Opponent, b.Empties()
	r := Result{Nodes: int64(s.sh.nodes.Load() + s.pending)}
	r.Lower, r.Upper, r.Best = s.sh.root.known(negate, lim)
	switch {
	case r.Best == Pass:
		_, _, x := s.sh.root.get()
		r.PV = append([]Move{Pass}, s.tableLine(o, p, e, x)...)
	case r.Best != None:
		r.PV = s.tableLine(p, o, e, r.Best)
	}
	r.Time = time.Since(start)
	if ctx.Err() != nil {
		return r, fmt.Errorf("solve: %w: %w", ErrStopped, ctx.Err())
	}
	return r, fmt.Errorf("solve: %w", ErrStopped)
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
// the score and the best move. It records in s.sh.root the bounds and
// the best move known as the searches of the root end.
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
	_, _, ttMove, _ := s.sh.tt.probe(kernel.Hash(p, o))
	k := s.order(&ms, p, o, e, kernel.Moves(p, o)&e, ttMove, n, s.sortDepth(n, alpha))
	s.sh.root.guess(Move(ms[0].x))
	best, x := s.pvsMoves(&ms, k, e, alpha, beta, n, &s.sh.root)
	return best, Move(x)
}

// probeFrom is the shallow estimate from which rootBisect first tests
// whether the score is near a wipe-out.
const probeFrom = 24

// When a limit may stop the search, from ladderEmpties empties on,
// rootBisect first tests the score at ladderStep below the estimate: that
// test fails high and proves a lower bound and a move that reaches it
// long before the tests near the score end (FFO #50: after 2.8 M nodes,
// of 2.5 G), so that a search stopped early has something to tell. Its
// work is hardly of use to the tests after it: on FFO #45-#49 it costs
// 1.5% more nodes, on #56 8% and on #58 6%; a search with no limit goes
// without it.
const (
	ladderEmpties = 24
	ladderStep    = 32
)

// rootBisect finds the score of p to move in [alpha, beta] by null-window
// searches of the root: the first at the shallow estimate of the best
// move, then halving the interval where the score lies, where an exact
// search of a move that is not the best can cost more than the whole
// solve. A test well below the score fails high cheaply (one move that
// reaches it is enough); one above it must refute every move, and even
// far above the score can cost hundreds of millions of nodes (FFO #50:
// more than 300 M at +34, the score being +10).
func rootBisect(s *searcher, p, o, e uint64, alpha, beta, n int) (int, Move) {
	var ms [maxMoves]move
	k := s.order(&ms, p, o, e, kernel.Moves(p, o)&e, -1, n, s.sortDepth(n, alpha))
	bestMove := Move(ms[0].x)
	s.sh.root.guess(bestMove)
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
		s.sh.root.testing(w + 1)
		v, x := rootNWS(s, p, o, e, w, n, &ms, k)
		s.sh.root.test.Store(0)
		if s.aborted() {
			return 0, bestMove
		}
		if v > w {
			s.sh.root.atLeast(v, x)
			return rootPVS(s, p, o, e, max(alpha, w), beta, n)
		}
		up = max(min(up, v), lo)
		s.sh.root.atMost(up)
	}
	// test searches the root at the null window (u-1, u), narrows
	// [lo, up] by the result, and reports whether it failed high and
	// whether it ended.
	test := func(u int) (high, ok bool) {
		s.sh.root.testing(u)
		v, x := rootNWS(s, p, o, e, u-1, n, &ms, k)
		s.sh.root.test.Store(0)
		if s.aborted() {
			return false, false
		}
		if v >= u {
			lo, bestMove = min(v, up), x
			s.sh.root.atLeast(lo, x)
			return true, true
		}
		up = max(v, lo)
		s.sh.root.atMost(up)
		return false, true
	}
	if u := t - ladderStep; s.sh.ladder && n >= ladderEmpties && u > lo+1 && u < up {
		if _, ok := test(u); !ok {
			return 0, bestMove
		}
	}
	for lo < up {
		t = min(max(t, lo+1), up)
		high, ok := test(t)
		switch {
		case !ok:
			return 0, bestMove
		case high:
			t = lo + 2
		default:
			t = up - 1
		}
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
	_, _, ttMove, _ := s.sh.tt.probe(kernel.Hash(p, o))
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
	var h = kernel.Hash(p, o)
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
		_, _, ttMove, _ := s.sh.tt.probe(kernel.Hash(p, o))
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
			if s.aborted() {
				return line
			}
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

// tableLine returns the line from first, a move of p to move, on: first,
// then at each position the move that the transposition table holds,
// Pass when the side to move must pass, until the end of the game or a
// position the table does not hold. It searches nothing.
func (s *searcher) tableLine(p, o, e uint64, first Move) []Move {
	line := []Move{first}
	for x := int(first); ; {
		b := uint64(1) << x
		f := kernel.Flip(p, o, x)
		p, o, e = o&^f, p|f|b, e&^b
		moves := kernel.Moves(p, o) & e
		if moves == 0 {
			if kernel.Moves(o, p)&e == 0 {
				return line
			}
			line = append(line, Pass)
			p, o = o, p
			moves = kernel.Moves(p, o) & e
		}
		_, _, x, _ = s.sh.tt.probe(kernel.Hash(p, o))
		if x < 0 || x >= 64 || moves&(1<<x) == 0 {
			if line[len(line)-1] == Pass {
				line = line[:len(line)-1]
			}
			return line
		}
		line = append(line, Move(x))
	}
}
