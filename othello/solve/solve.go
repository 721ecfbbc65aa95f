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
// empty squares with a lockless transposition table, fastest-first
// ordering (the opponent's mobility after the move, corners counted
// twice) and parity ordering (squares in quadrants with an odd number of
// empties first), stability cutoffs and enhanced transposition cutoffs
// on 8×8 boards, and special code for the last 4 empties that tries each
// square with a single flip and no move generation. Options.Threads
// goroutines share the table and split the root moves. A time, node or
// context limit ends the search with ErrStopped and a Result whose
// Solved is false.
//
// It allocates the table once per Solve (Options.TableBits sets its
// size); the search itself allocates nothing.
package solve

import (
	"context"
	"errors"
	"math/bits"
	"runtime"
	"sync"
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
	// TableBits is the base-2 logarithm of the number of entries of the
	// transposition table (16 bytes each); 0 means 20, about 16 MiB.
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
		bitsLog = 20
	}
	sh := &shared{tt: newTable(min(bitsLog, 30)), stability: b.Size() == 8}
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
	s := &searcher{sh: sh}
	p, o, e := b.Mover, b.Opponent, b.Empties()
	n := bits.OnesCount64(e)
	switch {
	case kernel.Moves(p, o)&e != 0:
		r.Score, r.Best = root(s, p, o, e, alpha, beta, n, threads)
	case kernel.Moves(o, p)&e != 0:
		r.Score, r.Best = root(s, o, p, e, -beta, -alpha, n, threads)
		r.Score, r.Best = -r.Score, Pass
	default:
		r.Score, r.Best = final(p, o, n), None
		s.count()
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
		r.Score = sign(r.Score)
	}
	return r, nil
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
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

// root searches the root moves of p to move in (alpha, beta): the first
// move on the calling goroutine, then the others split among threads
// goroutines, each trying a null window on the best score so far and
// searching again in the full window on a fail high.
func root(s *searcher, p, o, e uint64, alpha, beta, n, threads int) (int, Move) {
	s.count()
	var ms [maxMoves]move
	k := s.order(&ms, p, o, e, kernel.Moves(p, o)&e, -1)
	b0 := uint64(1) << ms[0].x
	best := -s.pvs(ms[0].p, ms[0].o, e&^b0, -beta, -alpha, n-1, false)
	bestMove := Move(ms[0].x)
	if best >= beta || k == 1 {
		return best, bestMove
	}
	var mu sync.Mutex
	next := 1
	work := func(w *searcher) {
		for {
			mu.Lock()
			i, a := next, max(best, alpha)
			next++
			mu.Unlock()
			if i >= k || a >= beta || w.sh.stop.Load() {
				return
			}
			m := &ms[i]
			b := uint64(1) << m.x
			v := -w.search(m.p, m.o, e&^b, -a-1, n-1)
			if v > a && v < beta && !w.sh.stop.Load() {
				v = -w.pvs(m.p, m.o, e&^b, -beta, -a, n-1, false)
			}
			if w.sh.stop.Load() {
				return
			}
			mu.Lock()
			if v > best && v > a {
				best, bestMove = v, Move(m.x)
			}
			mu.Unlock()
		}
	}
	if threads <= 1 {
		work(s)
		return best, bestMove
	}
	var wg sync.WaitGroup
	ws := make([]*searcher, threads)
	for i := range ws {
		ws[i] = &searcher{sh: s.sh}
		wg.Go(func() { work(ws[i]) })
	}
	wg.Wait()
	for _, w := range ws {
		s.sh.nodes.Add(w.pending)
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
			t = sign(v)
			if t < 0 {
				t = -64
			}
		}
		_, _, ttMove, _ := s.sh.tt.probe(hash(p, o))
		if first >= 0 {
			ttMove, first = first, -1
		}
		var ms [maxMoves]move
		k := s.order(&ms, p, o, e, moves, ttMove)
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
					v = -sign(v)
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
