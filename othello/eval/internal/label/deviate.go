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
		if b, ok := playDown(b, 1+r.IntN(2), hi, r); ok {
			p := s
			p.Player, p.Opponent, p.Empties = b.Mover, b.Opponent, hi
			out = append(out, p)
		}
	}
	return out
}

// selfPlay returns k positions with hi empty squares of games that start
// with 8 to 30 random moves from the start of the game and go on by the
// moves the embedded evaluation prefers one ply ahead: the self-play of
// the evaluation from random openings of varied length. The moves are
// drawn from a generator seeded by seed and game, which numbers the games
// (it gives them the number of a game of the archive, which they do not
// otherwise follow). A game that ends first is left out.
func selfPlay(game, hi, k int, seed uint64) []corpus.Position {
	r := rand.New(rand.NewPCG(seed, uint64(game)^0x73656c66)) // "self"
	start, _ := bitboard.Start(8)
	var out []corpus.Position
	for range k {
		if b, ok := playDown(start, 8+r.IntN(23), hi, r); ok {
			out = append(out, corpus.Position{Player: b.Mover, Opponent: b.Opponent, Empties: hi, Game: game})
		}
	}
	return out
}

// playDown plays from b random moves drawn by r, then the moves that
// greedy chooses, down to hi empty squares, and returns the position with
// its side to move able to play, or false if the game ends first.
func playDown(b bitboard.Bitboard, random, hi int, r *rand.Rand) (bitboard.Bitboard, bool) {
	for bits.OnesCount64(b.Empties()) > hi {
		moves := b.Legal()
		if moves == 0 {
			b = b.Pass()
			if moves = b.Legal(); moves == 0 {
				return b, false
			}
		}
		var m int
		if random > 0 {
			m, random = pick(r, moves), random-1
		} else {
			m = greedy(b, moves)
		}
		b, _ = b.Play(bitboard.Square(m))
	}
	if b.Legal() == 0 {
		b = b.Pass()
	}
	return b, b.Legal() != 0
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
