package eval

import (
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board/internal/othelloplay"
	"github.com/seed131617c4/board/othello/bitboard"
)

// BenchmarkScore scores the positions of random games, one per op, with
// the fast features (impl=new) and with the first implementation kept as
// the tests' oracle (impl=old), and checked first by Evaluate in portable
// Go (impl=evaluate).
func BenchmarkScore(b *testing.B) {
	var pos []bitboard.Bitboard
	rng := rand.New(rand.NewPCG(1, 1))
	for len(pos) < 1024 {
		pos = append(pos, othelloplay.Game(rng, 8)...)
	}
	pos = pos[:1024]
	w := Default()
	for _, impl := range []struct {
		name  string
		score func(p, o uint64) int
	}{{"old", func(p, o uint64) int { return oldScore(w, p, o) }}, {"go", w.Score}, {"avx512", w.Score},
		{"evaluate", func(p, o uint64) int { v, _ := w.Evaluate(bitboard.Bitboard{Mover: p, Opponent: o}); return v }}} {
		if impl.name == "avx512" && !hasVector {
			continue
		}
		b.Run("impl="+impl.name, func(b *testing.B) {
			defer func(v bool) { useVector = v }(useVector)
			useVector = impl.name == "avx512"
			b.ReportAllocs()
			i, sum := 0, 0
			for b.Loop() {
				p := pos[i&1023]
				sum += impl.score(p.Mover, p.Opponent)
				i++
			}
			_ = sum
		})
	}
}

// BenchmarkDecode decodes the embedded weights: one stage (what the first
// Score of a stage costs) and all of them (UnmarshalBinary).
func BenchmarkDecode(b *testing.B) {
	blocks := embeddedStages()
	canonical()
	b.Run("what=stage", func(b *testing.B) {
		b.ReportAllocs()
		u := make([]int16, stageSize)
		for b.Loop() {
			if err := decodeStage(u, blocks[7]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("what=all", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var w Weights
			if err := w.UnmarshalBinary(weightsBin); err != nil {
				b.Fatal(err)
			}
		}
	})
}
