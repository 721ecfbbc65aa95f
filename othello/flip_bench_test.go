package othello

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// A flipCase is a legal move of a position: the arguments of a FlipFunc.
type flipCase struct {
	p, o uint64
	s    Square
}

// flipBenchCases returns the legal moves of the positions of 40 games of
// random play from a fixed seed, ply by ply: 20,100 moves of 2,279
// positions from the opening to the end, the mix a search meets. The
// command "board bench" uses the same set.
func flipBenchCases() []flipCase {
	r := rand.New(rand.NewPCG(8, 64))
	var cases []flipCase
	for range 40 {
		for _, b := range bbRandomGame(r, 8) {
			for s := range Squares(b.Moves()) {
				cases = append(cases, flipCase{b.Mover, b.Opponent, s})
			}
		}
	}
	return cases
}

// bbRandomGame returns the positions of one game of random play on the
// size×size board, from the start to the end, passes included.
func bbRandomGame(r *rand.Rand, size int) []Bitboard {
	b, err := StartBitboard(size)
	if err != nil {
		panic(err)
	}
	var game []Bitboard
	for {
		game = append(game, b)
		m := b.Moves()
		if m == 0 {
			if b.GameOver() {
				return game
			}
			b = b.Pass()
			continue
		}
		for range r.IntN(bits.OnesCount64(m)) {
			m &= m - 1
		}
		b, _ = b.Play(Square(bits.TrailingZeros64(m)))
	}
}

// BenchmarkFlip measures every flip algorithm of the registry on the same
// realistic moves (flipBenchCases). An op flips every move of the set once;
// ns/flip is the time of one flip.
func BenchmarkFlip(b *testing.B) {
	cases := flipBenchCases()
	start, _ := StartBitboard(8)
	for _, a := range FlipAlgorithms() {
		b.Run("algo="+a.Name, func(b *testing.B) {
			b.ReportAllocs()
			flip := a.Flip
			flip(start.Mover, start.Opponent, 37) // fills the walker's pool
			for b.Loop() {
				for _, c := range cases {
					flip(c.p, c.o, c.s)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(cases)), "ns/flip")
		})
	}
}

// BenchmarkMoves measures legal-move generation on the positions of
// flipBenchCases. An op generates the moves of every position of the set
// once; ns/pos is the time of one.
func BenchmarkMoves(b *testing.B) {
	cases := flipBenchCases()
	bs := make([]Bitboard, len(cases))
	for i, c := range cases {
		bs[i] = Bitboard{Mover: c.p, Opponent: c.o}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range bs {
			p.Moves()
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(bs)), "ns/pos")
}

// BenchmarkPerft measures the bitboard perft 9 from the 8×8 start with
// every flip algorithm on one goroutine, then with the fastest on 1, 2
// and 4 goroutines. Mnode/s counts the internal nodes (a move generation
// and a flip each; the leaves are counted in bulk at the last ply) in
// millions per second.
func BenchmarkPerft(b *testing.B) {
	const depth = 9
	start, _ := StartBitboard(8)
	internal := uint64(0)
	for d := range depth {
		internal += Perft(start, d)
	}
	nodes := func(b *testing.B) {
		b.ReportMetric(float64(internal)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnode/s")
	}
	for _, a := range FlipAlgorithms() {
		b.Run("algo="+a.Name, func(b *testing.B) {
			b.ReportAllocs()
			a.Perft(start, 2) // fills the walker's pool
			for b.Loop() {
				a.Perft(start, depth)
			}
			nodes(b)
		})
	}
	for _, workers := range []int{1, 2, 4} {
		b.Run(fmt.Sprintf("algo=fastest/workers=%d", workers), func(b *testing.B) {
			for b.Loop() {
				PerftParallel(start, depth, workers)
			}
			nodes(b)
		})
	}
}
