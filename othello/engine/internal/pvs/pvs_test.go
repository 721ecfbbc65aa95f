package pvs_test

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/enginetest"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/engine/internal/pvs"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/search"
)

// generic returns the oracle: the generic search of package search on a
// bitboard.Game, with the evaluation of package eval and the disc
// difference as the outcome.
func generic() *search.AlphaBeta[othello.Color, *bitboard.Game] {
	return &search.AlphaBeta[othello.Color, *bitboard.Game]{
		Eval: func(g *bitboard.Game) int {
			b := g.Bitboard()
			return eval.Score(b.Mover, b.Opponent)
		},
		Outcome: func(g *bitboard.Game, side othello.Color) int {
			bl, wh := g.Score()
			if side == othello.White {
				return wh - bl
			}
			return bl - wh
		},
		Table: search.NewTable(1 << 20),
	}
}

// positions returns the positions of the tests: with the side to move
// having a move, one of every third WTHOR sample game at 10 to 57 discs,
// and those of random games; n of them at most.
func positions(t *testing.T, n int) []bitboard.Bitboard {
	var out []bitboard.Bitboard
	rng := rand.New(rand.NewPCG(39, 1))
	for i, g := range othellotest.WTHORSample(t) {
		if i%3 != 0 || len(out) >= n/2 {
			continue
		}
		bs, err := othellotest.Replay(g)
		if err != nil || len(bs) < 8 {
			continue
		}
		b := bs[6+rng.IntN(min(len(bs), 54)-6)]
		if b.Legal() != 0 {
			out = append(out, b)
		}
	}
	t.Logf("%d WTHOR positions", len(out))
	for len(out) < n {
		b, _ := bitboard.Start(8)
		for range 2 + rng.IntN(56) {
			moves := b.Legal()
			if moves == 0 {
				if b = b.Pass(); b.Legal() == 0 {
					break
				}
				continue
			}
			sqs := []bitboard.Square{}
			for s := range bitboard.Squares(moves) {
				sqs = append(sqs, s)
			}
			b, _ = b.Play(sqs[rng.IntN(len(sqs))])
		}
		if b.Legal() != 0 {
			out = append(out, b)
		}
	}
	return out
}

// TestOracle holds the search to the generic one at fixed depths: on
// hundreds of positions of WTHOR and random games, both with fresh
// tables, the same score. Within one search a position is always met at
// the same distance from the horizon (its discs count the moves from the
// root, passes apart), and the iterations before are shallower, so with
// fresh tables every cutoff by the table is at the depth searched: both
// scores are the plain value of the fixed-depth tree. The generic search
// is a plain alpha-beta search with its own rules for passes and finished
// games: a difference in either, in the ordering's effect on the score,
// in the table's bounds or in the aspiration windows shows here.
func TestOracle(t *testing.T) {
	ctx := context.Background()
	n, depths := 300, []int{1, 2, 3, 4, 6}
	if testing.Short() {
		n = 60
	}
	ps := positions(t, n)
	for _, depth := range depths {
		for i, b := range ps {
			if depth == 4 && i%2 == 1 || depth == 6 && i%10 != 0 {
				continue
			}
			want := genericScore(t, ctx, b, depth)
			s := pvs.New(eval.ScoreMoves, 12)
			s.Limits.Depth = depth
			got, err := s.Search(ctx, b)
			if err != nil {
				t.Fatal(err)
			}
			if got.Score != want.Score || got.Depth != want.Depth || got.Exact != want.Exact {
				t.Errorf("depth %d, position %d %x %x: score %d depth %d exact %v, want %d %d %v",
					depth, i, b.Mover, b.Opponent, got.Score, got.Depth, got.Exact, want.Score, want.Depth, want.Exact)
			}
		}
	}
}

// genericScore returns the result of the oracle on b at depth.
func genericScore(t *testing.T, ctx context.Context, b bitboard.Bitboard, depth int) search.Result {
	t.Helper()
	p, err := b.Position(othello.Black)
	if err != nil {
		t.Fatal(err)
	}
	g, err := bitboard.NewGameFrom(p)
	if err != nil {
		t.Fatal(err)
	}
	a := generic()
	a.Limits.Depth = depth
	r, err := a.Search(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestPlayable checks the move and the PV of a search: legal moves from
// the position, the move the first of the PV, and the score of the
// position after the move, searched a ply less deep by the oracle, the
// score of the search.
func TestPlayable(t *testing.T) {
	ctx := context.Background()
	for i, b := range positions(t, 40) {
		s := pvs.New(eval.ScoreMoves, 12)
		s.Limits.Depth = 3
		r, err := s.Search(ctx, b)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.PV) == 0 || r.PV[0] != r.Move {
			t.Fatalf("position %d: move %v, PV %v", i, r.Move, r.PV)
		}
		x := b
		for _, m := range r.PV {
			if x.Legal() == 0 {
				x = x.Pass()
			}
			sq, _ := bitboard.SquareAt(m.Row, m.Col)
			next, ok := x.Play(sq)
			if !ok {
				t.Fatalf("position %d: PV %v: %v illegal", i, r.PV, m)
			}
			x = next
		}
		sq, _ := bitboard.SquareAt(r.Move.Row, r.Move.Col)
		after, _ := b.Play(sq)
		if after.Legal() == 0 || after.Pass().Legal() == 0 {
			continue // a pass or the end: the score is checked by TestOracle
		}
		if want := -genericScore(t, ctx, after, 2).Score; r.Score != want {
			t.Errorf("position %d: %v scores %d, the oracle %d after it", i, r.Move, r.Score, want)
		}
	}
}

// TestGameOver checks the errors: of a position whose side to move has
// no move, of a board other than 8×8, and of negative limits.
func TestGameOver(t *testing.T) {
	s := pvs.New(eval.ScoreMoves, 10)
	if _, err := s.Search(context.Background(), bitboard.Bitboard{Mover: 1 << 27}); err == nil {
		t.Errorf("no move: no error, want board.ErrGameOver")
	} else if !errors.Is(err, board.ErrGameOver) {
		t.Errorf("no move: %v, want board.ErrGameOver", err)
	}
	b6, _ := bitboard.Start(6)
	if _, err := s.Search(context.Background(), b6); !errors.Is(err, board.ErrSize) {
		t.Errorf("6×6: %v, want board.ErrSize", err)
	}
	b, _ := bitboard.Start(8)
	for _, l := range []search.Limits{{Nodes: -1}, {Time: -1}, {Soft: -1}} {
		s.Limits = l
		if _, err := s.Search(context.Background(), b); !errors.Is(err, search.ErrLimits) {
			t.Errorf("limits %+v: %v, want search.ErrLimits", l, err)
		}
	}
	s.Limits, s.Threads = search.Limits{}, -1
	if _, err := s.Search(context.Background(), b); !errors.Is(err, search.ErrLimits) {
		t.Errorf("threads -1: %v, want search.ErrLimits", err)
	}
}

// TestAllocs checks that the nodes of a search allocate nothing: a search
// of thousands of nodes allocates only its result's PV.
func TestAllocs(t *testing.T) {
	ctx := context.Background()
	b := positions(t, 40)[0]
	s := pvs.New(eval.ScoreMoves, 12)
	s.Limits.Depth = 5
	var nodes int64
	allocs := testing.AllocsPerRun(5, func() {
		s.Clear()
		r, _ := s.Search(ctx, b)
		nodes = r.Nodes
	})
	if allocs > 1 || nodes < 1000 {
		t.Errorf("%v allocations for a search of %d nodes, want at most 1 (the PV) and 1,000 nodes", allocs, nodes)
	}
	// On two goroutines: the PV, and the helper's goroutine, whatever the
	// nodes and the splits.
	s.Threads, s.Limits.Depth = 2, 8
	allocs = testing.AllocsPerRun(5, func() {
		s.Clear()
		r, _ := s.Search(ctx, b)
		nodes = r.Nodes
	})
	if allocs > 4 || nodes < 10000 {
		t.Errorf("%v allocations for a search of %d nodes on 2 goroutines, want at most 4 and 10,000 nodes", allocs, nodes)
	}
}

// TestThreads checks the parallel search: on 2 and 3 goroutines, to a
// fixed depth without Multi-ProbCut, the score of one goroutine and a
// legal move of that score, to a depth whose nodes split (the splits of
// several goroutines nested); with it, a legal move; under a time limit,
// an answer on time. With -race it checks that they share the table and
// the splits safely.
func TestThreads(t *testing.T) {
	ctx := context.Background()
	depth := 7
	if testing.Short() {
		depth = 6
	}
	one := pvs.New(eval.ScoreMoves, 14)
	for i, b := range positions(t, 24) {
		one.Clear()
		one.Limits.Depth, one.ProbCut = depth, 0
		r1, err := one.Search(ctx, b)
		if err != nil {
			t.Fatal(err)
		}
		for _, threads := range []int{2, 3} {
			for _, cut := range []float64{0, 1} {
				many := pvs.New(eval.ScoreMoves, 14)
				many.Limits.Depth, many.Threads, many.ProbCut = depth, threads, cut
				r, err := many.Search(ctx, b)
				if err != nil {
					t.Fatal(err)
				}
				sq, _ := bitboard.SquareAt(r.Move.Row, r.Move.Col)
				if _, ok := b.Play(sq); !ok || r.Depth != depth || cut == 0 && r.Score != r1.Score {
					t.Errorf("position %d, %d goroutines, Multi-ProbCut %g: %v score %d depth %d; one goroutine %v score %d", i, threads, cut, r.Move, r.Score, r.Depth, r1.Move, r1.Score)
				}
				if cut == 0 && abs(r.Score) <= search.MaxEval {
					if v := moveValue(t, b, r.Move, depth-1); v != r.Score {
						t.Errorf("position %d, %d goroutines: %v scores %d, its position %d", i, threads, r.Move, r.Score, v)
					}
				}
			}
		}
		two := pvs.New(eval.ScoreMoves, 14)
		two.Threads = 2
		two.Limits = search.Limits{Time: 5 * time.Millisecond}
		if r, d, cpu, err := timedSearch(ctx, two, b); err != nil || !r.Stopped && !r.Exact || d > 100*time.Millisecond && cpu > 100*time.Millisecond {
			t.Errorf("position %d on 2 goroutines, 5 ms: %v, %v, %v (CPU %v)", i, r, err, d, cpu)
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// timedSearch searches b with s and returns the result, the wall time
// and the process's CPU time of the search (the wall time where that is
// not measured). A search over 100 ms of wall time is tried twice more,
// as a loaded machine can hold the process back: the CPU time, of the
// last, tells that from the search's own overrun.
func timedSearch(ctx context.Context, s *pvs.Searcher, b bitboard.Bitboard) (r search.Result, wall, cpu time.Duration, err error) {
	for range 3 {
		start := time.Now()
		cpu0, _ := enginetest.CPUTime()
		r, err = s.Search(ctx, b)
		wall = time.Since(start)
		cpu1, ok := enginetest.CPUTime()
		cpu = wall
		if ok {
			cpu = cpu1 - cpu0
		}
		if wall <= 100*time.Millisecond {
			break
		}
	}
	return r, wall, cpu, err
}

// TestProbCutExact checks that Multi-ProbCut leaves a search to the end
// of the game exact: on positions of 8 to 13 empty squares, searched
// with no depth limit, an exact result with the score of the search
// without it.
func TestProbCutExact(t *testing.T) {
	ctx := context.Background()
	n := 0
	for i, b := range positions(t, 300) {
		if e := bits.OnesCount64(b.Empties()); e < 8 || e > 13 {
			continue
		}
		n++
		off := pvs.New(eval.ScoreMoves, 16)
		on := pvs.New(eval.ScoreMoves, 16)
		on.ProbCut = 1.5
		want, err1 := off.Search(ctx, b)
		got, err2 := on.Search(ctx, b)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if !got.Exact || got.Score != want.Score || got.Depth != want.Depth {
			t.Errorf("position %d %x %x: score %d depth %d exact %v with ProbCut, want %d %d %v",
				i, b.Mover, b.Opponent, got.Score, got.Depth, got.Exact, want.Score, want.Depth, want.Exact)
		}
	}
	if n < 10 {
		t.Errorf("%d positions of 8 to 13 empty squares, want 10", n)
	}
}

// TestProbCut checks Multi-ProbCut in the midgame: to depth 7 on the
// WTHOR positions of 20 to 50 empty squares, legal moves, no exact
// score, fewer nodes in all than without it, and the same move in most
// positions.
func TestProbCut(t *testing.T) {
	ctx := context.Background()
	var nodesOff, nodesOn int64
	same, n := 0, 0
	for _, b := range positions(t, 80)[:40] {
		if e := bits.OnesCount64(b.Empties()); e < 20 || e > 50 {
			continue
		}
		off := pvs.New(eval.ScoreMoves, 16)
		on := pvs.New(eval.ScoreMoves, 16)
		off.Limits.Depth, on.Limits.Depth, on.ProbCut = 7, 7, 1.5
		want, err1 := off.Search(ctx, b)
		got, err2 := on.Search(ctx, b)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		sq, _ := bitboard.SquareAt(got.Move.Row, got.Move.Col)
		if _, ok := b.Play(sq); !ok || got.Depth != 7 || got.Exact && !want.Exact {
			t.Errorf("%x %x: %v depth %d exact %v", b.Mover, b.Opponent, got.Move, got.Depth, got.Exact)
		}
		nodesOff += want.Nodes
		nodesOn += got.Nodes
		n++
		if got.Move == want.Move {
			same++
		}
	}
	t.Logf("%d positions: %d nodes without ProbCut, %d with; the same move in %d", n, nodesOff, nodesOn, same)
	if n < 10 || nodesOn >= nodesOff || 3*same < 2*n {
		t.Errorf("%d positions: %d nodes without ProbCut, %d with; the same move in %d", n, nodesOff, nodesOn, same)
	}
}
