package engine

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/enginetest"
	"github.com/seed131617c4/board/othello"
)

// TestLevelZero holds Level 0 to its rule: the strongest level within a
// time, the default level without one; a level given is kept, clamped.
func TestLevelZero(t *testing.T) {
	for _, tc := range []struct {
		level int
		time  time.Duration
		want  int
	}{
		{0, 0, DefaultLevel},
		{0, time.Second, MaxLevel},
		{0, -time.Second, DefaultLevel},
		{2, time.Second, 2},
		{MaxLevel + 3, 0, MaxLevel},
		{-1, time.Second, 1},
	} {
		e := &Engine{Level: tc.level, Time: tc.time}
		if got := e.levelNumber(); got != tc.want {
			t.Errorf("Engine{Level: %d, Time: %v} plays level %d, want %d", tc.level, tc.time, got, tc.want)
		}
		if got, want := e.level(), othelloLevels[tc.want]; got != want {
			t.Errorf("Engine{Level: %d, Time: %v} searches %+v, want %+v", tc.level, tc.time, got, want)
		}
	}
}

// ffo40 is FFO endgame position #40 (Gunnar Andersson's set), Black to
// move with 20 empty squares: a2 wins by 38 discs, the only move that
// does.
const ffo40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"

// TestTimeAlone checks that a time without a level plays the strongest
// level within it: given the time to solve FFO #40's moves, Hint ranks a2
// first with its exact score, +38, where the default level ranks it by a
// 3-ply search. It takes some seconds: with -engine.matches only.
func TestTimeAlone(t *testing.T) {
	if !enginetest.Full() {
		t.Skip("solves 10 positions of 19 empty squares: with -engine.matches")
	}
	p, err := othello.ParsePosition(ffo40)
	if err != nil {
		t.Fatal(err)
	}
	g, err := othello.NewGameFrom(p)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	hints, err := (&Engine{Time: 20 * time.Second}).Hint(context.Background(), g, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%v: %v", time.Since(start).Round(time.Millisecond), hints)
	if best := hints[0]; othello.FormatMove(best.Move) != "a2" || best.Score != 3800 || !best.Exact {
		t.Errorf("Engine{Time: 20s}.Hint of FFO #40: best %v, want a2 +38 exact", best)
	}
}

// TestProbCutSpending holds the Multi-ProbCut of the 8×8 search to the
// top level under a time limit: a level's fixed depth searches its whole
// tree, with or without a limit, and the top level spending a limit
// searches with probCut.
func TestProbCutSpending(t *testing.T) {
	g := randomGame(rand.New(rand.NewPCG(24, 9)), 24)
	for _, tc := range []struct {
		level int
		time  time.Duration
		want  float64
	}{
		{MaxLevel, 0, 0},
		{MaxLevel - 1, 20 * time.Millisecond, 0},
		{MaxLevel, 20 * time.Millisecond, probCut},
		{0, 20 * time.Millisecond, probCut},
	} {
		e := &Engine{Level: tc.level, Time: tc.time, NoBook: true}
		if _, err := e.Choose(context.Background(), g); err != nil {
			t.Fatal(err)
		}
		if got := e.s.mid8.ProbCut; got != tc.want {
			t.Errorf("Engine{Level: %d, Time: %v} searched with ProbCut %v, want %v", tc.level, tc.time, got, tc.want)
		}
	}
}
