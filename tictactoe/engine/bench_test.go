package engine

import (
	"context"
	"fmt"
	"testing"

	"github.com/seed131617c4/board/tictactoe"
)

// BenchmarkChoose measures one move at each level from the empty board.
func BenchmarkChoose(b *testing.B) {
	ctx := context.Background()
	for level := 1; level <= MaxLevel; level++ {
		b.Run(fmt.Sprintf("level=%d", level), func(b *testing.B) {
			g := tictactoe.NewGame()
			e := Engine{Level: level}
			b.ReportAllocs()
			for b.Loop() {
				e.Choose(ctx, g)
			}
		})
	}
}
