package ggf_test

import (
	"testing"

	"github.com/seed131617c4/board/othello/ggf"
)

// BenchmarkGGF times the three steps on a 61-move game of the GGS
// archives: reading the record, writing it, and replaying its moves.
func BenchmarkGGF(b *testing.B) {
	g, err := ggf.Parse(ggsDraw)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("op=parse", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := ggf.Parse(ggsDraw); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("op=format", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := ggf.Format(g); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("op=replay", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := g.Replay(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
