package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/othello"
)

// limitPositions returns positions of random games with empties empty
// squares, on boards of size n, the side to move having a move.
func limitPositions(t *testing.T, rng *rand.Rand, n int, empties []int) []*othello.Game {
	t.Helper()
	var out []*othello.Game
	for _, k := range empties {
		for tries := 0; ; tries++ {
			if tries == 1000 {
				t.Fatalf("no random %d×%d game reached %d empty squares", n, n, k)
			}
			g, err := othello.NewGame(n)
			if err != nil {
				t.Fatal(err)
			}
			for range boardtest.RandomMoves(g, rng, n*n-4-k) {
			}
			if g.Count(othello.Empty) == k && !g.Over() {
				out = append(out, g)
				break
			}
		}
	}
	return out
}

// TestTimeLimit holds the engine to its rule under a time limit: the
// move is the exact best move with its exact score, or the move and score
// of an evaluated search that finished (the search of its Depth without a
// limit finds them again), never a move of a search stopped half-way with
// a placeholder score; and where the level searches exactly, a choice
// that is not exact says it was stopped. The limits go from a busy
// machine's (a nanosecond) to more than the search needs.
func TestTimeLimit(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	games := limitPositions(t, rng, 8, []int{10, 12, 14, 16, 18, 20})
	games = append(games, limitPositions(t, rng, 10, []int{10})...)
	limits := []time.Duration{time.Nanosecond, time.Microsecond, time.Millisecond, 10 * time.Millisecond, time.Second}
	if testing.Short() {
		limits = limits[:3]
	}
	ctx := context.Background()
	const level = MaxLevel
	for _, g := range games {
		n, empties := g.Size(), g.Count(othello.Empty)
		exact := empties <= othelloLevels[level].exact
		var truth int // the exact score, where the level searches exactly
		if exact {
			c, err := (&Engine{Level: level}).Choose(ctx, g)
			if err != nil || !c.Exact {
				t.Fatalf("%d×%d, %d empty: without a limit %v, %v", n, n, empties, c, err)
			}
			truth = c.Score
		}
		for _, limit := range limits {
			name := fmt.Sprintf("%d×%d, %d empty, limit %v", n, n, empties, limit)
			c, err := (&Engine{Level: level, Time: limit}).Choose(ctx, g)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if c.Exact {
				if c.Score != truth {
					t.Errorf("%s: %v exact, want score %d", name, c, truth)
				}
				// The move keeps the score: the child, searched exactly,
				// is worth as much for the side that moved.
				me := g.Turn()
				if err := g.Play(c.Move); err != nil {
					t.Fatalf("%s: %v: %v", name, c, err)
				}
				got := 100 * outcome(g, me)
				if !g.Over() {
					child, err := (&Engine{Level: level}).Choose(ctx, g)
					if err != nil || !child.Exact {
						t.Fatalf("%s: after %v: %v, %v", name, c, child, err)
					}
					got = child.Score
					if g.Turn() != me {
						got = -got
					}
				}
				if got != truth {
					t.Errorf("%s: %v exact, but the move is worth %d", name, c, got)
				}
				g.Undo()
				continue
			}
			if exact && !c.Stopped {
				t.Errorf("%s: %v: not exact, and not stopped", name, c)
			}
			if c.Depth < 1 {
				t.Fatalf("%s: %v: no search finished", name, c)
			}
			e := &Engine{Level: level}
			e.setup()
			want, err := e.search(ctx, g, othelloLevel{depth: c.Depth}, false, 0)
			if err != nil || want.Move != c.Move || want.Score != c.Score {
				t.Errorf("%s: %v, but the search of depth %d finds %v", name, c, c.Depth, want)
			}
		}
	}
}
