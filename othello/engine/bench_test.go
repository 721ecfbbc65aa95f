package engine

import (
	"math/rand/v2"

	"context"
	"fmt"
	"github.com/seed131617c4/board/boardtest"
	"testing"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/search"
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
// position, and reports the nodes per second and the time per node.
func BenchmarkSearch(b *testing.B) {
	ctx := context.Background()
	games := benchPositions()
	for _, depth := range []int{4, 6} {
		b.Run(fmt.Sprintf("depth=%d", depth), func(b *testing.B) {
			b.ReportAllocs()
			var nodes int64
			e := &Engine{Level: MaxLevel}
			e.searchers()
			for _, g := range games { // the evaluation's tables decoded
				e.search(ctx, g, search.Limits{Depth: 1}, false)
			}
			for b.Loop() {
				for _, g := range games {
					b.StopTimer()
					e.s.mid8.Table.Clear()
					b.StartTimer()
					c, err := e.search(ctx, g, search.Limits{Depth: depth}, false)
					if err != nil {
						b.Fatal(err)
					}
					nodes += c.Nodes
				}
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
		})
	}
}
