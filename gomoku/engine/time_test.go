package engine

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/internal/enginetest"
	"github.com/seed131617c4/board/search"
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
// may return: a millisecond or two of work, with room for a loaded
// machine, whose scheduler alone can hold a process back for tens of
// milliseconds; a Choose that overruns is tried twice more, and the test
// fails only if the third overruns in CPU time too (the process's,
// enginetest.CPUTime), so that only an overrun of the engine's own fails
// it: under nice on a busy machine a process can wait hundreds of
// milliseconds for the CPU. The race detector slows the synchronous work
// before the search by raceSlow.
const slack = 50 * time.Millisecond * raceSlow

// TestGomokuTimeLimit holds every level to a 100 ms Time, to a context
// that ends after 100 ms, to a context already done and to a 10 ms Time
// (which stops most searches before their depth), on 15×15 and
// 20×20 midgame positions under freestyle and renju: Choose must return
// a legal move promptly, with the score of the search that chose it
// (checkStopped).
func TestGomokuTimeLimit(t *testing.T) {
	const limit = 100 * time.Millisecond
	for _, size := range []int{15, 20} {
		for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju} {
			for level := 1; level <= MaxLevel; level++ {
				for _, by := range []string{"time", "ctx", "done", "time10ms"} {
					name := fmt.Sprintf("size=%d/rule=%v/level=%d/by=%s", size, r, level, by)
					t.Run(name, func(t *testing.T) {
						g := midgame(t, size, r, 8+4*level, uint64(size*10+level))
						e := &Engine{Level: level}
						want := limit
						var took, cpu time.Duration
						cpuOK := false
						for range 3 {
							ctx, cancel := context.WithCancel(context.Background())
							switch by {
							case "time":
								e.Time = limit
							case "ctx":
								ctx, cancel = context.WithTimeout(context.Background(), limit)
							case "done":
								cancel()
								want = 0
							case "time10ms": // a limit that cuts the search short
								want = 10 * time.Millisecond
								e.Time = want
							}
							start := time.Now()
							cpu0, _ := enginetest.CPUTime()
							c, err := e.Choose(ctx, g)
							took = time.Since(start)
							cpu1, ok := enginetest.CPUTime()
							cpu, cpuOK = cpu1-cpu0, ok
							cancel()
							if err != nil {
								t.Fatal(err)
							}
							if err := g.Clone().Play(c.Move); err != nil {
								t.Fatalf("move %v: %v", c.Move, err)
							}
							checkStopped(t, g, c, levels[level].depth, by == "done")
							if took <= want+slack {
								t.Logf("%v in %v", c, took)
								return
							}
						}
						if cpuOK && cpu <= want+slack {
							t.Logf("Choose took %v, limit %v, but %v of CPU: held back by a busy machine", took, want, cpu)
							return
						}
						t.Errorf("Choose took %v (CPU %v), limit %v", took, cpu, want)
					})
				}
			}
		}
	}
}

// checkStopped checks that c, the choice of a level searching depth plies
// in g, is stopped when it is shallower than the level and not proven,
// or when done (its context was done before it started); and that a move
// chosen before any search finished (Depth 0) carries the static
// evaluation of the position it makes, not a placeholder.
func checkStopped(t *testing.T, g *gomoku.Game, c search.Choice, depth int, done bool) {
	t.Helper()
	if (c.Depth < depth || done) && !c.Exact && !c.Stopped {
		t.Errorf("%v: shallower than the level's %d plies, or ctx done, and not stopped", c, depth)
	}
	if c.Depth > 0 || c.Exact {
		return
	}
	x := newGame(g)
	if err := x.Play(c.Move); err != nil {
		t.Fatal(err)
	}
	if want := -(&chooser{}).eval(x); c.Score != want {
		t.Errorf("%v: chosen by no search, its score is not the static evaluation %d", c, want)
	}
}

// TestGomokuSpendsTime checks that MaxLevel spends a time limit: on a
// quiet position (two stones) with 300 ms, it searches deeper than the
// level's depth, or proves the outcome, and says it was stopped when it
// is not exact, after searching until its search's end (100-guardShare
// percent of the limit: a wall-clock floor, which a loaded machine can
// only lengthen); the lower levels keep their depth. A search no deeper
// than the level is run again, twice at most, as a loaded machine can
// leave it too little of the CPU in its 300 ms.
func TestGomokuSpendsTime(t *testing.T) {
	if raceSlow > 1 {
		t.Skip("the race detector slows the search tenfold: the depths mean nothing")
	}
	for _, moves := range []int{2} {
		g := midgame(t, 15, gomoku.Freestyle, moves, uint64(moves))
		var c search.Choice
		for try := 1; try <= 3; try++ {
			var err error
			c, err = (&Engine{Level: MaxLevel, Time: 300 * time.Millisecond}).Choose(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d stones, 300 ms, try %d: %v in %v", moves, try, c, c.Elapsed)
			if c.Exact || c.Depth > levels[MaxLevel].depth {
				break
			}
		}
		if !c.Exact && (c.Depth <= levels[MaxLevel].depth || !c.Stopped) {
			t.Errorf("%d stones: %v: no deeper than the level's %d plies, or not stopped", moves, c, levels[MaxLevel].depth)
		}
		if floor := 300 * time.Millisecond * (100 - guardShare) / 100; !c.Exact && c.Elapsed < floor {
			t.Errorf("%d stones: %v in %v, under the search's %v", moves, c, c.Elapsed, floor)
		}
		c, _ = (&Engine{Level: MaxLevel - 1, Time: 300 * time.Millisecond}).Choose(context.Background(), g)
		if c.Depth > levels[MaxLevel-1].depth {
			t.Errorf("%d stones, level %d: %v, deeper than its depth", moves, MaxLevel-1, c)
		}
	}
}

// TestChooseCancels holds Choose to cancelling every context it derives
// from the caller's, with a time limit and without: none is left
// registered with the caller's context after the moves.
func TestChooseCancels(t *testing.T) {
	ctx := enginetest.NewCountingContext()
	g := midgame(t, 15, gomoku.Renju, 12, 3)
	for _, d := range []time.Duration{0, time.Second} {
		e := &Engine{Level: 1, Time: d}
		for range 5 {
			if _, err := e.Choose(ctx, g); err != nil {
				t.Fatal(err)
			}
		}
		e.wait()
		if n := ctx.Live(); n > 0 {
			t.Errorf("time %v: %d contexts of 5 moves still registered with the caller's", d, n)
		}
	}
}

// TestLevelOfTime holds an Engine of Level 0 to playing MaxLevel when it
// has a time limit, DefaultLevel without one, and a negative Time to an
// error matching search.ErrLimits.
func TestLevelOfTime(t *testing.T) {
	for _, c := range []struct {
		e    Engine
		want int
	}{
		{Engine{}, DefaultLevel},
		{Engine{Time: time.Second}, MaxLevel},
		{Engine{Level: 1, Time: time.Second}, 1},
		{Engine{Level: 9}, MaxLevel},
	} {
		if got := c.e.level(); got != c.want {
			t.Errorf("Level %d, Time %v: level %d, want %d", c.e.Level, c.e.Time, got, c.want)
		}
	}
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	if _, err := (&Engine{Time: -1}).Choose(t.Context(), g); !errors.Is(err, search.ErrLimits) {
		t.Errorf("Time -1: error %v, want search.ErrLimits", err)
	}
}
