package engine

import (
	"context"
	"fmt"
	"testing"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
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
					e := Engine{Level: level, handEval: v.hand, generic: v.generic}
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
