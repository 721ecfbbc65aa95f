package flip_test

import (
	"testing"

	"github.com/seed131617c4/board/internal/othelloplay"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/flip"
)

// BenchmarkFlip measures every flip algorithm of the registry on the same
// realistic moves (othelloplay.Cases, the set of "board bench"). An op
// flips every move of the set once; ns/flip is the time of one flip.
func BenchmarkFlip(b *testing.B) {
	cases := othelloplay.Cases()
	start, _ := bitboard.Start(8)
	for _, a := range flip.All() {
		b.Run("algo="+a.Name, func(b *testing.B) {
			b.ReportAllocs()
			f := a.Flip
			f(start.Mover, start.Opponent, 37) // fills the walker's pool
			for b.Loop() {
				for _, c := range cases {
					f(c.Mover, c.Opponent, c.Square)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(cases)), "ns/flip")
		})
	}
}

// BenchmarkPerft measures the perft 9 from the 8×8 start with every flip
// algorithm on one goroutine. Mnode/s counts the internal nodes (a move
// generation and a flip each) in millions per second.
func BenchmarkPerft(b *testing.B) {
	const depth = 9
	start, internal := othellotest.PerftStart(depth)
	for _, a := range flip.All() {
		b.Run("algo="+a.Name, func(b *testing.B) {
			b.ReportAllocs()
			a.Perft(start, 2) // fills the walker's pool
			for b.Loop() {
				a.Perft(start, depth)
			}
			b.ReportMetric(float64(internal)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnode/s")
		})
	}
}
