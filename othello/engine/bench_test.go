package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/internal/enginetest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/engine/internal/pvs"
	"github.com/seed131617c4/board/othello/eval"
)

// BenchmarkChoose measures one move at each level from the start after
// "f5d6c3d3c4": by the 8×8 fast path, with the hand-written evaluation
// with eval=hand, and by the generic path with impl=generic.
func BenchmarkChoose(b *testing.B) {
	ctx := context.Background()
	variants := []struct {
		suffix        string
		hand, generic bool
	}{{"", false, false}, {"/eval=hand", true, false}, {"/impl=generic", false, true}}
	for _, v := range variants {
		for level := 1; level <= MaxLevel; level++ {
			b.Run(fmt.Sprintf("level=%d%s", level, v.suffix), func(b *testing.B) {
				g, _ := othello.ParseTranscript(8, "f5d6c3d3c4")
				b.ReportAllocs()
				for b.Loop() {
					e := withSearchers(&Engine{Level: level}, v.hand, v.generic)
					e.Choose(ctx, g)
				}
			})
		}
	}
}

// BenchmarkEval measures the static evaluations: the hand-written one on
// the walker (impl=hand) and the learned one of package eval on the
// bitboards (impl=learned).
func BenchmarkEval(b *testing.B) {
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4f4c5b3c2e6c6b4")
	b.Run("impl=hand", func(b *testing.B) {
		var e handEval
		b.ReportAllocs()
		for b.Loop() {
			e.eval(g)
		}
	})
	b.Run("impl=learned", func(b *testing.B) {
		bg, _ := bitboard.NewGameFrom(g.Position())
		learnedEval8(bg) // decode the weights
		b.ReportAllocs()
		for b.Loop() {
			learnedEval8(bg)
		}
	})
}

// benchPositions are 8×8 midgame positions of random games, 20 to 40
// discs on the board, the side to move having a move.
func benchPositions() []*othello.Game {
	rng := rand.New(rand.NewPCG(25, 8))
	var out []*othello.Game
	for len(out) < 16 {
		g := newOthello8()
		for range boardtest.RandomMoves(g, rng, 16+len(out)) {
		}
		if !g.Over() {
			out = append(out, g)
		}
	}
	return out
}

// BenchmarkSearch searches 16 midgame positions to a fixed depth with
// the level-5 search (no exact phase), its table cleared before each
// position: the 8×8 search of package pvs (impl=pvs) and the generic
// search on a bitboard.Game (impl=generic), the engine's path before it,
// with the same evaluation, and package pvs with weights of 0 that cost
// what the real ones cost (eval=zero), as edax's speed is measured with
// an eval.dat of zeros (docs/search.md), and package pvs on two
// goroutines (threads=2), and with the Multi-ProbCut of t (probcut=t),
// which reports how many of the 16 searches choose the move of the search
// without it (same-moves). It reports the nodes per second, the time per
// node and the nodes of the 16 searches, and for package pvs the nodes
// per second as edax counts them (edax-nodes/s: the nodes and the
// positions that the ordering and the enhanced transposition cutoffs look
// at, docs/search.md).
func BenchmarkSearch(b *testing.B) {
	ctx := context.Background()
	var boards []bitboard.Bitboard
	for _, g := range benchPositions() {
		bb, _ := bitboard.FromPosition(g.Position())
		boards = append(boards, bb)
	}
	for _, depth := range []int{4, 6, 8, 10} {
		b.Run(fmt.Sprintf("depth=%d/impl=generic", depth), func(b *testing.B) {
			a := generic8()
			a.Limits.Depth = depth
			benchSearch(b, a.Table.Clear, func(i int) (int64, int64) {
				g, _ := bitboard.NewGameFrom(benchPositions8[i])
				r, err := a.Search(ctx, g)
				if err != nil {
					b.Fatal(err)
				}
				return r.Nodes, 0
			})
		})
		for _, v := range []string{"", "/eval=zero", "/threads=2", "/probcut=1.0", "/probcut=1.5", "/probcut=2.0"} {
			name := fmt.Sprintf("depth=%d/impl=pvs%s", depth, v)
			s := pvs.New(eval.ScoreMoves, midTableBits)
			switch v {
			case "/eval=zero":
				s.Eval = eval.Fit(nil, eval.Options{}).ScoreMoves
			case "/threads=2":
				s.Threads = 2
			}
			fmt.Sscanf(v, "/probcut=%g", &s.ProbCut)
			s.Limits.Depth = depth
			b.Run(name, func(b *testing.B) {
				same := 0
				if s.ProbCut > 0 {
					same = sameMoves(b, s, boards)
				}
				benchSearch(b, s.Clear, func(i int) (int64, int64) {
					r, err := s.Search(ctx, boards[i])
					if err != nil {
						b.Fatal(err)
					}
					return r.Nodes, s.Probes()
				})
				if s.ProbCut > 0 {
					b.ReportMetric(float64(same), "same-moves")
				}
			})
		}
	}
}

// sameMoves returns how many of boards s, with fresh tables, searches to
// the same move as a search of its depth without Multi-ProbCut.
func sameMoves(b *testing.B, s *pvs.Searcher, boards []bitboard.Bitboard) int {
	off := pvs.New(eval.ScoreMoves, midTableBits)
	off.Limits = s.Limits
	n := 0
	for _, bb := range boards {
		s.Clear()
		r1, err1 := off.Search(context.Background(), bb)
		r2, err2 := s.Search(context.Background(), bb)
		if err1 != nil || err2 != nil {
			b.Fatal(err1, err2)
		}
		off.Clear()
		if r1.Move == r2.Move {
			n++
		}
	}
	return n
}

// benchPositions8 are the positions of benchPositions.
var benchPositions8 = func() []*othello.Position {
	var out []*othello.Position
	for _, g := range benchPositions() {
		out = append(out, g.Position())
	}
	return out
}()

// benchSearch runs search on each of the 16 positions after clear, out
// of the time, the evaluation's tables decoded first, and reports the
// nodes per second, the time per node and the nodes of the 16 searches,
// and where the system says, the nodes per second of the process's CPU
// time (cpu-nodes/s), which a machine shared with other jobs disturbs
// less. search returns the nodes of a search and the other positions it
// looked at that edax counts as nodes (pvs.Searcher.Probes); where there
// are some, it reports the CPU-time rate of both together as edax counts
// them (edax-nodes/s).
func benchSearch(b *testing.B, clear func(), search func(i int) (nodes, probes int64)) {
	n := len(benchPositions8)
	for i := range n {
		search(i)
	}
	b.ReportAllocs()
	var nodes, probes, loops int64
	var cpu time.Duration
	for b.Loop() {
		for i := range n {
			b.StopTimer()
			clear()
			c0, _ := enginetest.CPUTime()
			b.StartTimer()
			n, p := search(i)
			c1, ok := enginetest.CPUTime()
			if ok {
				cpu += c1 - c0
			}
			nodes, probes = nodes+n, probes+p
		}
		loops++
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
	b.ReportMetric(float64(nodes)/float64(loops), "nodes")
	if cpu > 0 {
		b.ReportMetric(float64(nodes)/cpu.Seconds(), "cpu-nodes/s")
		if probes > 0 {
			b.ReportMetric(float64(nodes+probes)/cpu.Seconds(), "edax-nodes/s")
		}
	}
}
