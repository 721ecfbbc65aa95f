package engine

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seed131617c4/board"
)

// matches turns on the full matches: 100 games against a random player
// with each colour, and 50 games between each level and the next.
var matches = flag.Bool("engine.matches", false, "play the full engine matches (slow)")

// A tally is the result of a match for its first player.
type tally struct{ wins, draws, losses int }

func (t tally) String() string {
	return fmt.Sprintf("+%d =%d -%d", t.wins, t.draws, t.losses)
}

// match plays games games between a and b from newGame, a taking the
// first side in even games and the second in odd ones (or always the
// side given by only, when only is not the zero C). Each game opens with
// opening random moves from a generator seeded by seed and the game's
// number, so that deterministic players meet different positions; the
// players are made afresh for each game from its number.
func match[C comparable, G board.Game[C, G]](t testing.TB, newGame func() G, a, b func(game int) Player[G], games, opening int, seed uint64, only C) tally {
	t.Helper()
	var zero C
	var res tally
	for i := range games {
		g := newGame()
		rng := rand.New(rand.NewPCG(seed, uint64(i)))
		for range opening {
			ms := slices.Collect(g.Moves())
			if len(ms) == 0 {
				break
			}
			g.Play(ms[rng.IntN(len(ms))])
		}
		if g.Over() {
			continue
		}
		first := g.Turn()
		var second C
		for _, m := range slices.Collect(g.Moves()) { // find the other side
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
		w, err := Play(context.Background(), g, map[C]Player[G]{side: a(i), other: b(i)})
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		switch w {
		case side:
			res.wins++
		case zero:
			res.draws++
		default:
			res.losses++
		}
	}
	return res
}
