package main

import (
	"math/bits"
	"math/rand/v2"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval/internal/corpus"
)

// siblings returns the positions that k random moves in place of the
// game's move lead to, for each position of game with lo to hi empty
// squares, and the game's own positions too unless only: other positions
// of the same stages, which the games of the archive do not reach. A
// sibling whose side to move must pass is given to the other side; one
// that ends the game, or that is the game's own position, is left out.
// The moves are drawn from a generator seeded by seed and the game's
// number, so that the positions do not depend on the order in which the
// games are labelled.
func siblings(game []corpus.Position, lo, hi, k int, only bool, seed uint64) []corpus.Position {
	var out []corpus.Position
	if !only {
		out = append(out, game...)
	}
	r := rand.New(rand.NewPCG(seed, uint64(game[0].Game)))
	for i := 1; i < len(game); i++ {
		prev, g := game[i-1], game[i]
		if g.Empties < lo || g.Empties > hi || prev.Empties != g.Empties+1 {
			continue
		}
		b := bitboard.Bitboard{Mover: prev.Player, Opponent: prev.Opponent}
		moves := b.Legal()
		for range k {
			m := pick(r, moves)
			next, _ := b.Play(bitboard.Square(m))
			if next.Legal() == 0 {
				next = next.Pass()
			}
			if next.Legal() == 0 || next.Mover == g.Player && next.Opponent == g.Opponent {
				continue
			}
			s := g
			s.Player, s.Opponent = next.Mover, next.Opponent
			out = append(out, s)
		}
	}
	return out
}

// pick returns the index of a bit of moves drawn at random by r; moves is
// not 0.
func pick(r *rand.Rand, moves uint64) int {
	for range r.IntN(bits.OnesCount64(moves)) {
		moves &= moves - 1
	}
	return bits.TrailingZeros64(moves)
}
