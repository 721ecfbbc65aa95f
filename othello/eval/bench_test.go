package eval_test

import (
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
)

// BenchmarkScore scores the positions of random games, one per op.
func BenchmarkScore(b *testing.B) {
	var pos []bitboard.Bitboard
	rng := rand.New(rand.NewPCG(1, 1))
	for len(pos) < 1024 {
		pos = append(pos, othellotest.RandomGame(rng, 8)...)
	}
	pos = pos[:1024]
	eval.Score(0, 0) // decode the weights
	b.ReportAllocs()
	i, sum := 0, 0
	for b.Loop() {
		p := pos[i&1023]
		sum += eval.Score(p.Mover, p.Opponent)
		i++
	}
	_ = sum
}
