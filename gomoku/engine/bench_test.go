package engine

import (
	"context"
	"fmt"
	"testing"

	"github.com/seed131617c4/board/gomoku"
)

// BenchmarkChoose measures one move at each level from a renju opening of
// 4 stones.
func BenchmarkChoose(b *testing.B) {
	ctx := context.Background()
	for level := 1; level <= MaxLevel; level++ {
		b.Run(fmt.Sprintf("level=%d", level), func(b *testing.B) {
			g, _ := gomoku.NewGame(15, gomoku.Renju)
			for _, m := range []string{"h8", "i9", "g9", "h10"} {
				p, _ := gomoku.ParseMove(m, 15)
				g.Play(p)
			}
			b.ReportAllocs()
			for b.Loop() {
				e := Engine{Level: level}
				e.Choose(ctx, g)
			}
		})
	}
}

// BenchmarkEval measures the static evaluation of a freestyle position.
func BenchmarkEval(b *testing.B) {
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	for _, m := range []string{"h8", "i9", "g9", "h10", "g8", "g10"} {
		p, _ := gomoku.ParseMove(m, 15)
		g.Play(p)
	}
	x := newGomokuNode(g, 0)
	b.ReportAllocs()
	for b.Loop() {
		x.plies = x.plies[:0] // no cached features
		x.eval()
	}
}
