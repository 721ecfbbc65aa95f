package nboard_test

import (
	"context"
	"flag"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/nboard"
	"github.com/seed131617c4/board/search"
)

var (
	realEngine = flag.String("engine", "", "an NBoard engine `command` to play a game against, like \"edax -nboard\" (run in -engine-dir)")
	realDir    = flag.String("engine-dir", "", "the `folder` the -engine command runs in")
)

// startReal starts the engine of -engine in -engine-dir, skipping the
// test without one, and returns a client of it at depth, closed when the
// test ends.
func startReal(t *testing.T, depth int) *nboard.Client {
	t.Helper()
	if *realEngine == "" {
		t.Skip("no -engine")
	}
	if *realDir != "" {
		t.Chdir(*realDir) // the engine's folder, where it finds its data
	}
	args := strings.Fields(*realEngine)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	e, err := nboard.Start(ctx, args[0], args[1:]...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	e.Depth = depth
	return e
}

// TestRealEngine plays a whole game between the engine of -engine (not in
// CI: go test -run RealEngine -engine "lEdax -nboard -n 1 -l 2" -engine-dir
// ~/edax) and our engine at level 1, each move within a second, and
// logs the moves and the engine's analysis.
func TestRealEngine(t *testing.T) {
	t.Parallel()
	e := startReal(t, 4)
	g := new(othello.Game)
	ours := &engine.Engine{Level: 1}
	for !g.Over() {
		var p search.Player[*othello.Game] = ours
		if g.Turn() == othello.Black {
			p = e
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		c, err := p.Choose(ctx, g)
		cancel()
		if err != nil {
			t.Fatalf("after %s: %v", g.Transcript(), err)
		}
		if p == e {
			t.Logf("%s: %v %s in %v", e.Name(), c, othello.FormatMove(c.Move), c.Elapsed.Round(time.Millisecond))
		}
		if err := g.Play(c.Move); err != nil {
			t.Fatal(err)
		}
	}
	b, w := g.Score()
	t.Logf("%s (black) %d, level 1 (white) %d: %s", e.Name(), b, w, g.Transcript())
}

// TestRealEngineHint asks the engine of -engine for hints on the
// position of the example session of NBoard's protocol document.
func TestRealEngineHint(t *testing.T) {
	t.Parallel()
	e := startReal(t, 6)
	g, err := othello.ParseTranscript(8, "f5f6d3c5e6f7e7f4")
	if err != nil {
		t.Fatal(err)
	}
	hctx, hcancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer hcancel()
	hints, err := e.Hint(hctx, g, 3)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hints {
		t.Logf("%s: %v pv %d", e.Name(), h, len(h.PV))
	}
	if len(hints) == 0 {
		t.Errorf("no hints")
	}
	// The engine is in step after the ping that stopped it.
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if _, err := e.Choose(ctx, g); err != nil {
		t.Errorf("Choose after Hint: %v", err)
	}
}
