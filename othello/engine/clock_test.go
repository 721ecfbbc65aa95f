package engine

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello"
)

// TestClockBudget holds the share of a game clock to its bounds: the
// middle game gets more than the opening and the endgame, a move never
// more than a third of what is left after the margin, always at least a
// millisecond, and the increment adds to it.
func TestClockBudget(t *testing.T) {
	for _, c := range []struct {
		left, inc time.Duration
		empties   int
		lo, hi    time.Duration
	}{
		// 5 minutes at the start: 30 moves, 8 of the opening at a half:
		// 299 s × 0.5 / 16.59.
		{5 * time.Minute, 0, 60, 8500 * time.Millisecond, 9500 * time.Millisecond},
		// The middle game, 4 minutes: 6 moves at 1, 3 at 0.15, 7 at 0.02:
		// 239 s / 6.59.
		{4 * time.Minute, 0, 32, 35 * time.Second, 37500 * time.Millisecond},
		// 26 empty squares: 3 moves at 1, 3 at 0.15, 7 at 0.02: 59 s /
		// 3.59.
		{time.Minute, 0, 26, 16 * time.Second, 17 * time.Second},
		// The endgame: its moves are few, and a move at most a third.
		{time.Minute, 0, 16, 19 * time.Second, 20 * time.Second},
		{time.Minute, 0, 10, 6 * time.Second, 19 * time.Second},
		// The last move: a third of what is left after the margin.
		{time.Minute, 0, 1, 19 * time.Second, 20 * time.Second},
		// The increment: three quarters of it more.
		{time.Minute, 2 * time.Second, 32, 10 * time.Second, 11 * time.Second},
		// A short clock: 10 s a game.
		{10 * time.Second, 0, 60, 200 * time.Millisecond, 400 * time.Millisecond},
		// Nothing or less than the margin left: a millisecond.
		{0, 0, 30, time.Millisecond, time.Millisecond},
		{15 * time.Millisecond, 0, 30, time.Millisecond, time.Millisecond},
		{-time.Second, 0, 30, time.Millisecond, time.Millisecond},
	} {
		got := clockBudget(c.left, c.inc, c.empties)
		if got < c.lo || got > c.hi {
			t.Errorf("clockBudget(%v, %v, %d) = %v, want %v to %v", c.left, c.inc, c.empties, got, c.lo, c.hi)
		}
	}
	// A game of 5 minutes whose moves each take their budget: the
	// clock lasts, and the middle game gets the most.
	left, spent := 5*time.Minute, map[int]time.Duration{}
	for n := 60; n > 0; n -= 2 {
		d := clockBudget(left, 0, n)
		spent[n] = d
		if left -= d; left < 0 {
			t.Fatalf("spending each budget: the clock runs out at %d empty squares", n)
		}
	}
	if !(spent[36] > spent[56] && spent[36] > spent[18] && spent[18] > spent[8]) {
		t.Errorf("spending each budget of 5 minutes: %v at 56 empty squares, %v at 36, %v at 18, %v at 8; want the most at 36 and less after",
			spent[56], spent[36], spent[18], spent[8])
	}
}

// TestGameClock plays games of the engine against itself under a game
// clock, each side's clock counted down by the time of its moves, as
// package match counts it: no move comes after its side's clock runs
// out, and each side uses some of its clock (the share is logged). The
// clock is 1.5 s a game, 10 s in the deep tier (-othello.deep). A game
// lost on time is played again once, as a loaded machine can hold a
// move back past a small clock near the end.
func TestGameClock(t *testing.T) {
	game := 1500 * time.Millisecond
	if othellotest.Deep() {
		game = 10 * time.Second
	}
	var left [2]time.Duration
	var overrun string
	for try := 1; try <= 2; try++ {
		if left, overrun = clockGame(t, game); overrun == "" {
			break
		}
		t.Logf("lost on time, played again (a busy machine?): %s", overrun)
	}
	if overrun != "" {
		t.Fatal(overrun)
	}
	for side, l := range left {
		used := float64(game-l) / float64(game)
		t.Logf("side %d: %.0f%% of %v used", side, 100*used, game)
		if used <= 0.05 {
			t.Errorf("side %d used %.0f%% of its %v clock, want more", side, 100*used, game)
		}
	}
}

// clockGame plays the game of TestGameClock, game a side, and returns
// the time each side has left, or the move that came after its side's
// clock ran out.
func clockGame(t *testing.T, game time.Duration) (left [2]time.Duration, overrun string) {
	g, err := othello.NewGame(8)
	if err != nil {
		t.Fatal(err)
	}
	engines := [2]*Engine{{}, {Seed: 1}}
	left = [2]time.Duration{game, game}
	for ply := 0; !g.Over(); ply++ {
		side := 0
		if g.Turn() == othello.White {
			side = 1
		}
		e := engines[side]
		e.SetClock(left[side], 0)
		ctx, cancel := context.WithTimeout(context.Background(), left[side])
		start := time.Now()
		c, err := e.Choose(ctx, g)
		elapsed := time.Since(start)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if left[side] -= elapsed; left[side] < 0 {
			return left, fmt.Sprintf("move %d (%v, %d empty squares): %v, past the clock by %v", ply+1, g.Turn(), g.Count(othello.Empty), elapsed, -left[side])
		}
		if err := g.Play(c.Move); err != nil {
			t.Fatal(err)
		}
	}
	return left, ""
}
