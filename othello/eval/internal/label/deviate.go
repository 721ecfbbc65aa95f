package main

import (
	"math/bits"
	"math/rand/v2"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/othello/eval/internal/corpus"
)

// deviations returns k positions with hi empty squares that games like
// game reach but the archive does not: each leaves the game at one of its
// positions with hi+2 to hi+12 empty squares (drawn at random) by one or
// two random moves, then goes on by the moves the embedded evaluation
// prefers one ply ahead, down to hi empty squares. Labelled by their
// exact scores, with the positions of the solve's principal variation,
// they add positions of play that is sound after a random start, as
// self-play from random openings does. A deviation whose game ends first
// is left out. The moves are drawn from a generator seeded by seed and
// the game's number.
func deviations(game []corpus.Position, hi, k int, seed uint64) []corpus.Position {
	r := rand.New(rand.NewPCG(seed, uint64(game[0].Game)^0x646576)) // "dev"
	var starts []corpus.Position
	for _, g := range game {
		if g.Empties >= hi+2 && g.Empties <= hi+12 {
			starts = append(starts, g)
		}
	}
	if len(starts) == 0 {
		return nil
	}
	var out []corpus.Position
	for range k {
		s := starts[r.IntN(len(starts))]
		b := bitboard.Bitboard{Mover: s.Player, Opponent: s.Opponent}
		random := 1 + r.IntN(2)
		for e := s.Empties; e > hi; e-- {
			moves := b.Legal()
			if moves == 0 {
				b = b.Pass()
				if moves = b.Legal(); moves == 0 {
					break
				}
			}
			m := greedy(b, moves)
			if random > 0 {
				m, random = pick(r, moves), random-1
			}
			b, _ = b.Play(bitboard.Square(m))
		}
		if b.Legal() == 0 {
			b = b.Pass()
		}
		if bits.OnesCount64(b.Empties()) != hi || b.Legal() == 0 {
			continue
		}
		p := s
		p.Player, p.Opponent, p.Empties = b.Mover, b.Opponent, hi
		out = append(out, p)
	}
	return out
}

// greedy returns the move of moves (not 0) after which the embedded
// evaluation gives the side to move of b the best score.
func greedy(b bitboard.Bitboard, moves uint64) int {
	best, bestScore := -1, 0
	for m := moves; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		next, _ := b.Play(bitboard.Square(sq))
		v := -eval.Score(next.Mover, next.Opponent)
		if best < 0 || v > bestScore {
			best, bestScore = sq, v
		}
	}
	return best
}
