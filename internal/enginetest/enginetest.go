// Package enginetest holds what the tests of the engines share: the flag
// of the full matches and the match between two players.
package enginetest

import (
	"context"
	"flag"
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/match"
	"github.com/seed131617c4/board/search"
)

// matches turns on the full matches: 100 games against a random player
// with each colour, and 50 games between each level and the next.
var matches = flag.Bool("engine.matches", false, "play the full engine matches (slow)")

// Full reports whether -engine.matches asks for the full matches.
func Full() bool { return *matches }

// Random returns the players of a match that choose at random, each game's
// seeded by seed and the game's number.
func Random[C comparable, G board.Game[C, G]](seed uint64) func(game int) search.Player[G] {
	return func(i int) search.Player[G] { return search.NewRandom[C, G](seed<<32 | uint64(i)) }
}

// A Tally is the result of a match for its first player: the Score of
// package match, whose methods (String, Add, Score, Elo) it has.
type Tally = match.Score

// Match plays games games between a and b from newGame, a taking the
// first side in even games and the second in odd ones (or always the
// side given by only, when only is not the zero C). Each game opens with
// opening random moves from a generator seeded by seed and the game's
// number, so that deterministic players meet different positions; the
// players are made afresh for each game from its number.
func Match[C comparable, G board.Game[C, G]](t testing.TB, newGame func() G, a, b func(game int) search.Player[G], games, opening int, seed uint64, only C) Tally {
	t.Helper()
	var zero C
	var res Tally
	for i := range games {
		g := newGame()
		for range boardtest.RandomMoves(g, rand.New(rand.NewPCG(seed, uint64(i))), opening) {
		}
		if g.Over() {
			continue
		}
		first := g.Turn()
		var second C
		for _, m := range board.AppendMoves(nil, g) { // find the other side
			c := g.Clone()
			c.Play(m)
			if s := c.Turn(); s != first && s != zero {
				second = s
				break
			}
		}
		side := first
		if i%2 == 1 {
			side = second
		}
		if only != zero {
			side = only
		}
		other := first
		if side == first {
			other = second
		}
		if other == zero {
			continue
		}
		w, err := search.Play(context.Background(), g, map[C]search.Player[G]{side: a(i), other: b(i)})
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		switch w {
		case side:
			res.Wins++
		case zero:
			res.Draws++
		default:
			res.Losses++
		}
	}
	return res
}
