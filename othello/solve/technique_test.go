package solve

import (
	"context"
	"testing"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
)

// BenchmarkTechniques solves FFO #40 on one goroutine with each technique
// turned off in turn, to measure what it saves.
func BenchmarkTechniques(b *testing.B) {
	p, err := othello.ParsePosition("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X")
	if err != nil {
		b.Fatal(err)
	}
	bb, _ := bitboard.FromPosition(p)
	for _, c := range []struct {
		name string
		off  func() func()
	}{
		{"all", func() func() { return func() {} }},
		{"no-stability", func() func() { useStability = false; return func() { useStability = true } }},
		{"no-etc", func() func() { etcFrom = 99; return func() { etcFrom = etcEmpties } }},
		{"no-parity", func() func() { useParity = false; return func() { useParity = true } }},
	} {
		b.Run("technique="+c.name, func(b *testing.B) {
			restore := c.off()
			defer restore()
			var nodes uint64
			for b.Loop() {
				r, err := Solve(context.Background(), bb, Options{Threads: 1, TableBits: 22})
				if err != nil || r.Score != 38 {
					b.Fatalf("%+v, %v", r, err)
				}
				nodes += r.Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}
