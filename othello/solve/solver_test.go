package solve_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/othelloplay"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/solve"
	"github.com/seed131617c4/board/search"
)

// randomPositions returns n positions with empties empty squares, each
// from a game of random play seeded by seed and its number: the same
// positions on every machine.
func randomPositions(n, empties int, seed uint64) []bitboard.Bitboard {
	var out []bitboard.Bitboard
	for i := uint64(0); len(out) < n; i++ {
		for _, b := range othelloplay.Game(rand.New(rand.NewPCG(seed, i)), 8) {
			if bits.OnesCount64(b.Empties()) == empties && b.Legal() != 0 {
				out = append(out, b)
				break
			}
		}
	}
	return out
}

// TestSolverAgrees holds a Solver that solves position after position to
// the answers of Solve, which starts each with a new table: the same
// score, best move, line and node count, so that nothing of a position
// solved before leaks into the next; and the same again for the bounds
// and best move of searches that a node limit stops.
func TestSolverAgrees(t *testing.T) {
	var s solve.Solver
	for i, b := range randomPositions(20, 14, 1) {
		for _, opts := range []solve.Options{{TableBits: 16}, {TableBits: 16, Nodes: 2000}, {TableBits: 16, WLD: true}} {
			want, werr := solve.Solve(t.Context(), b, opts)
			got, gerr := s.Solve(t.Context(), b, opts)
			if got.Solved != want.Solved || got.Score != want.Score || got.Best != want.Best || got.Nodes != want.Nodes ||
				got.Lower != want.Lower || got.Upper != want.Upper || !slices.Equal(got.PV, want.PV) || (gerr == nil) != (werr == nil) {
				t.Fatalf("position %d %+v: Solver %+v, %v; Solve %+v, %v", i, opts, got, gerr, want, werr)
			}
		}
	}
}

// TestSolveRefuses holds Solve and a Solver to refusing a position no
// game can reach with an error matching board.ErrPosition, and a negative
// limit or thread count with one matching search.ErrLimits, before they
// search.
func TestSolveRefuses(t *testing.T) {
	start, _ := bitboard.Start(8)
	overlap := start
	overlap.Opponent |= overlap.Mover
	var s solve.Solver
	for _, c := range []struct {
		name string
		b    bitboard.Bitboard
		opts solve.Options
		want error
	}{
		{"overlapping discs", overlap, solve.Options{}, board.ErrPosition},
		{"empty centre", bitboard.Bitboard{Mover: 1, Opponent: 2}, solve.Options{}, board.ErrPosition},
		{"threads", start, solve.Options{Threads: -1}, search.ErrLimits},
		{"nodes", start, solve.Options{Nodes: -1}, search.ErrLimits},
		{"time", start, solve.Options{Time: -1}, search.ErrLimits},
	} {
		_, err := solve.Solve(t.Context(), c.b, c.opts)
		_, err2 := s.Solve(t.Context(), c.b, c.opts)
		if !errors.Is(err, c.want) || !errors.Is(err2, c.want) {
			t.Errorf("%s: Solve %v, Solver %v; want %v", c.name, err, err2, c.want)
		}
	}
}

// FuzzSolve solves arbitrary disc masks under a node limit: a position no
// game can reach is refused with an error matching board.ErrPosition;
// any other ends solved with an even score within ±64, bounds equal to
// it, or stopped with bounds Lower <= Upper within ±64; and a Solver
// reused across the inputs answers as Solve does.
func FuzzSolve(f *testing.F) {
	start, _ := bitboard.Start(8)
	f.Add(start.Mover, start.Opponent)
	f.Add(start.Mover, start.Opponent|start.Mover)
	for _, b := range randomPositions(4, 10, 2) {
		f.Add(b.Mover, b.Opponent)
	}
	var s solve.Solver
	f.Fuzz(func(t *testing.T, mover, opponent uint64) {
		b := bitboard.Bitboard{Mover: mover, Opponent: opponent}
		opts := solve.Options{Nodes: 20_000, TableBits: 12}
		r, err := solve.Solve(context.Background(), b, opts)
		switch {
		case b.Check() != nil:
			if !errors.Is(err, board.ErrPosition) {
				t.Fatalf("%v: error %v, want board.ErrPosition", b, err)
			}
			return
		case errors.Is(err, solve.ErrStopped):
			if r.Solved || r.Lower > r.Upper || r.Lower < -64 || r.Upper > 64 {
				t.Fatalf("%v: stopped with %+v", b, r)
			}
		case err != nil:
			t.Fatalf("%v: %v", b, err)
		case !r.Solved || r.Score%2 != 0 || r.Score < -64 || r.Score > 64 || r.Lower != r.Score || r.Upper != r.Score:
			t.Fatalf("%v: %+v", b, r)
		}
		got, _ := s.Solve(context.Background(), b, opts)
		if got.Score != r.Score || got.Best != r.Best || got.Nodes != r.Nodes || got.Lower != r.Lower || got.Upper != r.Upper {
			t.Fatalf("%v: Solver %+v, Solve %+v", b, got, r)
		}
	})
}

// gamePositions returns the positions with empties empty squares of the
// first n games of the shared WTHOR sample that reach one with a move to
// play, and skips tb when the archive is absent.
func gamePositions(tb testing.TB, n, empties int) []bitboard.Bitboard {
	var out []bitboard.Bitboard
	for _, g := range othellotest.WTHORSample(tb) {
		game, err := othellotest.Replay(g)
		if err != nil {
			tb.Fatal(err)
		}
		for _, b := range game {
			if bits.OnesCount64(b.Empties()) == empties && b.Legal() != 0 {
				out = append(out, b)
				break
			}
		}
		if len(out) == n {
			break
		}
	}
	return out
}

// many is the number of games whose positions BenchmarkSolveMany solves.
var many = flag.Int("solve.many", 1000, "BenchmarkSolveMany: the games of the WTHOR archive whose positions it solves (4 with -short)")

// BenchmarkSolveMany solves the positions of 20 and of 12 empties of
// 1,000 games of the shared WTHOR archive (-solve.many; 4 with -short;
// skipped without the archive), one after another on one goroutine:
// api=Solve with a table of its own for each (by default 16 MiB at 20
// empties, 1 MiB at 12), api=Solver with one table for them all. One op
// is the whole set.
func BenchmarkSolveMany(b *testing.B) {
	n := *many
	if testing.Short() {
		n = 4
	}
	for _, empties := range []int{20, 12} {
		positions := gamePositions(b, n, empties)
		b.Run(fmt.Sprintf("empties=%d/api=Solve", empties), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range positions {
					if _, err := solve.Solve(context.Background(), p, solve.Options{}); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
		b.Run(fmt.Sprintf("empties=%d/api=Solver", empties), func(b *testing.B) {
			b.ReportAllocs()
			var s solve.Solver
			for b.Loop() {
				for _, p := range positions {
					if _, err := s.Solve(context.Background(), p, solve.Options{}); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
