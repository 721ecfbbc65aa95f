package engine

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/seed131617c4/board/othello"
)

// TestConcurrentUse shares one Engine, and the games it is asked about,
// among goroutines that call Choose, Hint and Review at once (run it with
// -race): every answer is a legal move, and the games are as they were.
// Before the Engine was safe for concurrent use, its search state was
// played by two searches at once, and the search blamed the game.
func TestConcurrentUse(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(41, 3))
	games := append(limitPositions(t, rng, 8, []int{30, 16}), limitPositions(t, rng, 6, []int{14})...)
	texts := make([]string, len(games))
	for i, g := range games {
		texts[i] = g.Position().Text()
	}
	e := &Engine{Level: 3, Seed: 5}
	var wg sync.WaitGroup
	for k := range 6 {
		wg.Go(func() {
			for i, g := range games {
				switch (i + k) % 3 {
				case 0:
					c, err := e.Choose(ctx, g)
					if err != nil || !legal(g, c.Move.Row, c.Move.Col) {
						t.Errorf("goroutine %d, game %d: Choose = %v, %v", k, i, c, err)
					}
				case 1:
					hints, err := e.Hint(ctx, g, 2)
					if err != nil || len(hints) == 0 || !legal(g, hints[0].Move.Row, hints[0].Move.Col) {
						t.Errorf("goroutine %d, game %d: Hint = %v, %v", k, i, hints, err)
					}
				default:
					if _, err := e.Review(ctx, g); err != nil {
						t.Errorf("goroutine %d, game %d: Review: %v", k, i, err)
					}
				}
			}
		})
	}
	wg.Wait()
	for i, g := range games {
		if got := g.Position().Text(); got != texts[i] {
			t.Errorf("game %d changed:\n%s\nwant\n%s", i, got, texts[i])
		}
	}
}

// legal reports whether the move at row r, column c is legal in g.
func legal(g *othello.Game, r, c int) bool {
	for m := range g.Moves() {
		if m.Row == r && m.Col == c {
			return true
		}
	}
	return false
}

// TestThreads plays an engine on two goroutines from midgame positions
// and one of the exact phase: at a fixed level the same depth and score
// as on one and a legal move (the midgame search splits its nodes, its
// score that of one goroutine); the solver's move exact with the same
// score.
func TestThreads(t *testing.T) {
	ctx := context.Background()
	for _, plies := range []int{12, 24, 36, 50} {
		g := randomGame(rand.New(rand.NewPCG(uint64(plies), 39)), plies)
		if g.Over() {
			continue
		}
		one, err1 := (&Engine{Level: 4, NoBook: true}).Choose(ctx, g)
		two, err2 := (&Engine{Level: 4, NoBook: true, Threads: 2}).Choose(ctx, g)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		legal := slices.Contains(g.AppendMoves(nil), two.Move)
		if !legal || two.Depth != one.Depth || two.Exact != one.Exact || two.Score != one.Score {
			t.Errorf("%d plies on 2 goroutines: %v; on one %v", plies, two, one)
		}
	}
}
