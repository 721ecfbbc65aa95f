// Package othelloplay plays random Othello games on the bitboard from fixed
// seeds: the positions that the flip benchmark of "board bench" and the
// tests and benchmarks of the othello packages share.
package othelloplay

import (
	"math/bits"
	"math/rand/v2"

	"github.com/seed131617c4/board/othello/bitboard"
)

// A Case is a legal move of a position: the arguments of a flip function.
type Case struct {
	Mover, Opponent uint64
	Square          int
}

// Cases returns the legal moves of the positions of 40 games of random
// play from a fixed seed, ply by ply: 20,100 moves of 2,279 positions from
// the opening to the end, the mix a search meets. BenchmarkFlip and the
// command "board bench" time the flips of this set.
func Cases() []Case {
	r := rand.New(rand.NewPCG(8, 64))
	var cases []Case
	for range 40 {
		for _, b := range Game(r, 8) {
			for s := range bitboard.Squares(b.Legal()) {
				cases = append(cases, Case{b.Mover, b.Opponent, int(s)})
			}
		}
	}
	return cases
}

// Game returns the positions of one game of random play on the size×size
// board (4, 6 or 8), from the start to the end, passes included.
func Game(r *rand.Rand, size int) []bitboard.Bitboard {
	b, err := bitboard.Start(size)
	if err != nil {
		panic(err)
	}
	var game []bitboard.Bitboard
	for {
		game = append(game, b)
		m := b.Legal()
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
		b, _ = b.Play(bitboard.Square(bits.TrailingZeros64(m)))
	}
}

// Discs returns a random 8×8 position whose squares hold a mover disc, an
// opponent disc or nothing with random odds drawn per position, so that a
// set of them covers sparse, crowded and lopsided boards.
func Discs(r *rand.Rand) (p, o uint64) {
	pp, po := r.Uint64()%100, r.Uint64()%100
	for s := range 64 {
		x := r.Uint64() % 100
		switch {
		case x < pp:
			p |= 1 << s
		case x < pp+po:
			o |= 1 << s
		}
	}
	return p, o
}
