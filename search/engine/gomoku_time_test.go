package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// midgame returns a size×size game of rule r after moves stones played
// near the centre at random (a sprawl of stones with threats on both
// sides), from a generator seeded by seed; it stops before a move that
// would end the game.
func midgame(t testing.TB, size int, r gomoku.Rule, moves int, seed uint64) *gomoku.Game {
	t.Helper()
	g, err := gomoku.NewGame(size, r)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	c := size / 2
	for g.Len() < moves {
		p := board.Pt(c+rng.IntN(9)-4, c+rng.IntN(9)-4)
		if g.At(p) != gomoku.Empty || g.Forbidden(p) != gomoku.NoFoul {
			continue
		}
		if err := g.Play(p); err != nil {
			t.Fatal(err)
		}
		if g.Over() {
			g.Undo()
			break
		}
	}
	return g
}

// slack is how long past its time limit or its context's end a Choose
// may return: a few milliseconds of work, with room for a loaded machine.
const slack = 40 * time.Millisecond

// TestGomokuTimeLimit holds every level to a 100 ms Time, and to a
// context that ends after 100 ms, on 15×15 and 20×20 midgame positions
// under freestyle and renju: Choose must return a legal move promptly.
func TestGomokuTimeLimit(t *testing.T) {
	const limit = 100 * time.Millisecond
	for _, size := range []int{15, 20} {
		for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju} {
			for level := 1; level <= GomokuLevels; level++ {
				for _, byCtx := range []bool{false, true} {
					name := fmt.Sprintf("size=%d/rule=%v/level=%d/ctx=%v", size, r, level, byCtx)
					t.Run(name, func(t *testing.T) {
						g := midgame(t, size, r, 24, uint64(size*10+level))
						e := &Gomoku{Level: level}
						ctx := context.Background()
						if byCtx {
							var cancel context.CancelFunc
							ctx, cancel = context.WithTimeout(ctx, limit)
							defer cancel()
						} else {
							e.Time = limit
						}
						start := time.Now()
						c, err := e.Choose(ctx, g)
						took := time.Since(start)
						if err != nil {
							t.Fatal(err)
						}
						if took > limit+slack {
							t.Errorf("Choose took %v, limit %v", took, limit)
						}
						if err := g.Clone().Play(c.Move); err != nil {
							t.Errorf("move %v: %v", c.Move, err)
						}
						t.Logf("%v in %v", c, took)
					})
				}
			}
		}
	}
}
