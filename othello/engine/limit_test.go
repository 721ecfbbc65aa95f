package engine

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/internal/enginetest"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/search"
)

// limitPositions returns positions of random games with empties empty
// squares, on boards of size n, the side to move having a move.
func limitPositions(t *testing.T, rng *rand.Rand, n int, empties []int) []*othello.Game {
	t.Helper()
	var out []*othello.Game
	for _, k := range empties {
		for tries := 0; ; tries++ {
			if tries == 1000 {
				t.Fatalf("no random %d×%d game reached %d empty squares", n, n, k)
			}
			g, err := othello.NewGame(n)
			if err != nil {
				t.Fatal(err)
			}
			for range boardtest.RandomMoves(g, rng, n*n-4-k) {
			}
			if g.Count(othello.Empty) == k && !g.Over() {
				out = append(out, g)
				break
			}
		}
	}
	return out
}

// overrunSlack is how far past a limit and a tenth of it a move may come:
// 20 ms, and more under the race detector, which slows a search tenfold.
// A move that overruns is tried twice more, and fails the test only if
// the third overruns in the process's CPU time too: under nice on a busy
// machine a process can wait hundreds of milliseconds for the CPU.
var overrunSlack = 20 * time.Millisecond * map[bool]time.Duration{false: 1, true: 10}[othellotest.Race]

// TestTimeLimit holds the engine to its rule under a time limit: the
// move is the exact best move with its exact score, or the move and score
// of an evaluated search that finished (the search of its Depth without a
// limit finds them again), never a move of a search stopped half-way with
// a placeholder score; and a choice that is not exact says it was
// stopped (the top level under a limit searches as deep as the time
// allows), within the limit and a tenth of it (and overrunSlack). The
// limits go from a busy machine's (a nanosecond) to more than the search
// needs; every other position is searched on two goroutines (Threads),
// whose evaluated choice is held to be a legal move only (its score under
// Multi-ProbCut depends on what the shared table held at each cut).
func TestTimeLimit(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	games := limitPositions(t, rng, 8, []int{10, 12, 14, 16, 18, 20, 30, 40})
	games = append(games, limitPositions(t, rng, 10, []int{10})...)
	limits := []time.Duration{time.Nanosecond, time.Microsecond, time.Millisecond, 10 * time.Millisecond}
	if enginetest.Full() {
		limits = append(limits, 100*time.Millisecond, time.Second)
	}
	if testing.Short() {
		limits = limits[:3]
	}
	ctx := context.Background()
	const level = MaxLevel
	for i, g := range games {
		threads := 1 + i%2 // every other position on two goroutines
		n, empties := g.Size(), g.Count(othello.Empty)
		truth, solved := 0, false // the exact score, once needed
		exactScore := func() int {
			if !solved {
				truth, solved = solveExactly(t, g), true
			}
			return truth
		}
		for _, limit := range limits {
			name := fmt.Sprintf("%d×%d, %d empty, limit %v, %d goroutines", n, n, empties, limit, threads)
			var c search.Choice
			var took, cpu time.Duration
			cpuOK := false
			for range 3 { // a loaded machine can hold a process back: an overrun must repeat
				start := time.Now()
				cpu0, _ := enginetest.CPUTime()
				var err error
				if c, err = (&Engine{Level: level, Time: limit, Threads: threads}).Choose(ctx, g); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				cpu1, ok := enginetest.CPUTime()
				cpu, cpuOK = cpu1-cpu0, ok
				if took = time.Since(start); took <= limit+limit/10+overrunSlack {
					break
				}
			}
			switch bound := limit + limit/10 + overrunSlack; {
			case took <= bound:
			case cpuOK && cpu <= bound: // the engine's own work fits: the machine held it back
				t.Logf("%s: %v took %v, but %v of CPU: held back by a busy machine", name, c, took, cpu)
			default:
				t.Errorf("%s: %v took %v (CPU %v), more than the limit and a tenth and %v", name, c, took, cpu, overrunSlack)
			}
			if c.Exact {
				truth := exactScore()
				if c.Score != truth {
					t.Errorf("%s: %v exact, want score %d", name, c, truth)
				}
				// The move keeps the score: the child, searched exactly,
				// is worth as much for the side that moved.
				me := g.Turn()
				if err := g.Play(c.Move); err != nil {
					t.Fatalf("%s: %v: %v", name, c, err)
				}
				got := 100 * outcome(g, me)
				if !g.Over() {
					got = solveExactly(t, g)
					if g.Turn() != me {
						got = -got
					}
				}
				if got != truth {
					t.Errorf("%s: %v exact, but the move is worth %d", name, c, got)
				}
				g.Undo()
				continue
			}
			if !c.Stopped {
				t.Errorf("%s: %v: not exact, and not stopped", name, c)
			}
			if c.Depth < 1 {
				t.Fatalf("%s: %v: no search finished", name, c)
			}
			if threads > 1 {
				// Under Multi-ProbCut a parallel search's score depends on
				// what the shared table holds at each cut, so that no
				// search of one goroutine reproduces it (TestThreads in
				// package pvs holds the fixed-depth score without it): the
				// move must be legal.
				if err := g.Play(c.Move); err != nil {
					t.Errorf("%s: %v: %v", name, c, err)
				} else {
					g.Undo()
				}
				continue
			}
			if want, again := searchAgain(t, g, c); want.Move != c.Move || want.Score != c.Score {
				t.Errorf("%s: %v, but the search of depth %d finds %v, and stopped at its nodes %v", name, c, c.Depth, want, again)
			}
		}
	}
}

// searchAgain returns the evaluated search of g to the Depth of c, the
// choice of a stopped search, as the top level under a limit searches
// (with fresh tables), and if that finds another move or score, the same
// search stopped by the Nodes of c: on 8×8 the stopped iteration's move
// that beat the move of the last that completed (package pvs), which
// the search stopped at the same node plays again.
func searchAgain(t *testing.T, g *othello.Game, c search.Choice) (want, again search.Choice) {
	t.Helper()
	ctx := context.Background()
	e := &Engine{Level: MaxLevel}
	e.searchers().selective(true)
	want, err := e.search(ctx, g, search.Limits{Depth: c.Depth}, false)
	if err != nil {
		t.Fatal(err)
	}
	if want.Move == c.Move && want.Score == c.Score || g.Size() != 8 {
		return want, want
	}
	e = &Engine{Level: MaxLevel}
	e.searchers().selective(true)
	again, err = e.search(ctx, g, search.Limits{Nodes: c.Nodes}, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%v: a move of the stopped iteration (the search of depth %d: %v)", c, c.Depth, want)
	return again, again
}

// solveExactly returns the exact score of g for its side to move, times
// 100.
func solveExactly(t *testing.T, g *othello.Game) int {
	t.Helper()
	e := &Engine{}
	e.searchers()
	c, ok := e.exact(context.Background(), g, 0)
	if !ok || !c.Exact {
		t.Fatalf("the exact search of\n%v: %v", g, c)
	}
	return c.Score
}

// TestHint checks the scores of every legal move: on positions of 8 and
// 13 empty squares, where level 5 searches exactly, each is exact and is
// the solver's score of the position after the move; in the midgame each
// legal move comes once, best first, and n keeps the best n.
func TestHint(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(25, 2))
	for _, g := range limitPositions(t, rng, 8, []int{8, 13}) {
		me := g.Turn()
		hints, err := (&Engine{Level: MaxLevel}).Hint(ctx, g, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(hints) != len(g.AppendMoves(nil)) {
			t.Fatalf("%d hints for %d moves", len(hints), len(g.AppendMoves(nil)))
		}
		for i, h := range hints {
			if !h.Exact || h.PV[0] != h.Move || i > 0 && h.Score > hints[i-1].Score {
				t.Errorf("hint %d: %v (not exact, PV not from the move, or out of order)", i, h)
			}
			if err := g.Play(h.Move); err != nil {
				t.Fatal(err)
			}
			want := 100 * outcome(g, me)
			if !g.Over() {
				want = solveExactly(t, g)
				if g.Turn() != me {
					want = -want
				}
			}
			g.Undo()
			if h.Score != want {
				t.Errorf("%d empty: hint %v, the solver says %d", g.Count(othello.Empty), h, want)
			}
		}
		c, _ := (&Engine{Level: MaxLevel}).Choose(ctx, g)
		if c.Score != hints[0].Score {
			t.Errorf("Choose %v, the best hint %v", c, hints[0])
		}
	}
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4f4")
	all, err := (&Engine{Level: 3}).Hint(ctx, g, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[board.Point]bool{}
	for _, h := range all {
		seen[h.Move] = true
	}
	if len(seen) != len(all) || len(all) != len(g.AppendMoves(nil)) {
		t.Errorf("hints %v, moves %v", all, g.AppendMoves(nil))
	}
	best, _ := (&Engine{Level: 3}).Hint(ctx, g, 2)
	if len(best) != 2 || best[0].Move != all[0].Move || best[1].Move != all[1].Move {
		t.Errorf("the best 2 hints %v, all %v", best, all)
	}
	over, _ := othello.ParsePosition(strings.Repeat("X", 64) + " X")
	og, _ := othello.NewGameFrom(over)
	if _, err := (&Engine{}).Hint(ctx, og, 0); !errors.Is(err, board.ErrGameOver) {
		t.Errorf("Hint of a finished game: %v", err)
	}
}

// TestReview reviews whole random games at level 2: a review per move, in
// order, the moves of the game; a best move other than the one played
// only when it scores more; and the exact scores of the last moves (level
// 2 searches the last 6 empty squares exactly) those of the solver.
func TestReview(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(25, 3))
	for range 3 {
		g := newOthello8()
		for range boardtest.RandomMoves(g, rng, 60) {
		}
		reviews, err := (&Engine{Level: 2}).Review(ctx, g)
		if err != nil {
			t.Fatal(err)
		}
		x, _ := othello.NewGameFrom(g.Start())
		if len(reviews) != g.Len() {
			t.Fatalf("%d reviews of %d moves", len(reviews), g.Len())
		}
		exact := 0
		i := 0
		for m := range g.History() {
			r := reviews[i]
			i++
			if r.Played.Move != m || r.Turn != x.Turn() || r.Loss() < 0 || (r.Best.Move != m) != (r.Loss() > 0) {
				t.Fatalf("move %d, %v by %v: %+v", i, m, x.Turn(), r)
			}
			if err := x.Play(m); err != nil {
				t.Fatal(err)
			}
			if r.Played.Exact {
				exact++
				want := 100 * outcome(x, r.Turn)
				if !x.Over() {
					want = solveExactly(t, x)
					if x.Turn() != r.Turn {
						want = -want
					}
				}
				if r.Played.Score != want {
					t.Errorf("move %d: %v exact, the solver says %d", i, r.Played, want)
				}
			}
		}
		if exact < 5 {
			t.Errorf("%d exact reviews, want the last 6 or so", exact)
		}
	}
}

// TestBook checks the opening book's part in Choose: from the start a
// book move with the book's score and no search; none with NoBook or on
// another board size; seeds that vary among the moves within a disc of
// the best; and out of the book a search.
func TestBook(t *testing.T) {
	ctx := context.Background()
	g := newOthello8()
	c, err := (&Engine{Level: 3}).Choose(ctx, g)
	if err != nil || !c.Book || c.Depth != 0 || c.Score != 110 {
		t.Errorf("from the start: %v, %v; want a book move scoring 110", c, err)
	}
	if c, _ := (&Engine{Level: 3, NoBook: true}).Choose(ctx, g); c.Book || c.Depth != 3 {
		t.Errorf("without the book: %v", c)
	}
	g6, _ := othello.NewGame(6)
	if c, _ := (&Engine{Level: 2}).Choose(ctx, g6); c.Book {
		t.Errorf("6×6: %v", c)
	}
	seen := map[board.Point]bool{}
	for seed := range uint64(20) {
		c, _ := (&Engine{Level: 1, Seed: seed + 1}).Choose(ctx, g)
		if !c.Book || c.Score < 110-100 {
			t.Errorf("seed %d: %v", seed+1, c)
		}
		seen[c.Move] = true
	}
	if len(seen) < 2 {
		t.Errorf("20 seeds play %d first moves", len(seen))
	}
	x := limitPositions(t, rand.New(rand.NewPCG(25, 7)), 8, []int{44})[0] // 16 random moves
	if c, _ := (&Engine{Level: 2}).Choose(ctx, x); c.Book || c.Depth != 2 {
		t.Errorf("16 random moves from the start: %v", c)
	}
}

// TestNegativeLimits wants Choose, Hint and Review to refuse a negative
// Time or Threads with an error matching search.ErrLimits, before any
// search.
func TestNegativeLimits(t *testing.T) {
	g, err := othello.NewGame(8)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, e := range []*Engine{{Time: -1}, {Threads: -1}, {Level: 3, Threads: -2}} {
		if _, err := e.Choose(ctx, g); !errors.Is(err, search.ErrLimits) {
			t.Errorf("%+v: Choose: %v, want search.ErrLimits", e, err)
		}
		if _, err := e.Hint(ctx, g, 0); !errors.Is(err, search.ErrLimits) {
			t.Errorf("%+v: Hint: %v, want search.ErrLimits", e, err)
		}
		if _, err := e.Review(ctx, g); !errors.Is(err, search.ErrLimits) {
			t.Errorf("%+v: Review: %v, want search.ErrLimits", e, err)
		}
	}
}

// TestSpendsLimit checks that the top level spends a time limit on 8×8:
// on midgame positions of 30 to 48 empty squares under 30 ms, the moves
// take at least 90% of the limit in all (a search that started no
// iteration after 45% of it took about half). A busy machine only makes
// them longer.
func TestSpendsLimit(t *testing.T) {
	const limit = 30 * time.Millisecond
	rng := rand.New(rand.NewPCG(39, 2))
	var spent time.Duration
	games := limitPositions(t, rng, 8, []int{30, 36, 42, 48})
	for _, g := range games {
		c, err := (&Engine{Time: limit, NoBook: true}).Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		spent += c.Elapsed
	}
	if avg := spent / time.Duration(len(games)); avg < limit*9/10 {
		t.Errorf("under %v a move took %v on average, want at least %v", limit, avg, limit*9/10)
	}
}
