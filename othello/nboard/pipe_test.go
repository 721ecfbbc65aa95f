package nboard_test

import (
	"context"
	"errors"
	"io"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/nboard"
	"github.com/seed131617c4/board/search"
)

// serve starts s on in-process pipes and returns a Client driving it, and
// a function that closes the engine and waits for Serve, failing the test
// on an error of Serve.
func serve(t *testing.T, s *nboard.Server) (*nboard.Client, func()) {
	t.Helper()
	cr, sw := io.Pipe() // server to client
	sr, cw := io.Pipe() // client to server
	done := goServe(context.Background(), s, sr, sw, func() { sw.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	e, err := nboard.Dial(ctx, cr, cw)
	if err != nil {
		t.Fatalf("Dial: %v", err)
	}
	return e, func() {
		t.Helper()
		if err := e.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
		if err := served(t, done, "Serve did not return after quit"); err != nil {
			t.Errorf("Serve: %v", err)
		}
	}
}

// TestPipeGames plays whole games between our engine served over NBoard
// and our engine in process, both colours, with no protocol error: every
// move of the served engine is the move the same engine chooses in
// process.
func TestPipeGames(t *testing.T) {
	t.Parallel()
	e, stop := serve(t, &nboard.Server{Player: &engine.Engine{Level: 1}, Name: "level1"})
	defer stop()
	if e.Name() != "engine" {
		t.Errorf("Name before set depth = %q, want %q", e.Name(), "engine")
	}
	for game := range 4 {
		g := new(othello.Game)
		local := &engine.Engine{Level: 2, Seed: uint64(game + 1)}
		players := map[othello.Color]search.Player[*othello.Game]{othello.Black: e, othello.White: local}
		if game%2 == 1 {
			players = map[othello.Color]search.Player[*othello.Game]{othello.Black: local, othello.White: e}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		_, err := search.Play(ctx, g, players)
		cancel()
		if err != nil {
			t.Fatalf("game %d: %v after %s", game, err, g.Transcript())
		}
		if !g.Over() {
			t.Fatalf("game %d not over: %s", game, g.Transcript())
		}
	}
	if e.Name() != "level1" {
		t.Errorf("Name = %q, want %q", e.Name(), "level1")
	}
}

// TestPipeSameMoves checks that the choices that come over the protocol
// are the served engine's own: move, score and depth.
func TestPipeSameMoves(t *testing.T) {
	t.Parallel()
	e, stop := serve(t, &nboard.Server{Player: &engine.Engine{Level: 2}})
	defer stop()
	g := new(othello.Game)
	ref := &engine.Engine{Level: 2}
	for i := 0; i < 12 && !g.Over(); i++ {
		want, err := ref.Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		got, err := e.Choose(context.Background(), g)
		if err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
		if got.Move != want.Move || got.Score != want.Score {
			t.Fatalf("move %d: got %v score %d, want %v score %d", i+1, othello.FormatMove(got.Move), got.Score, othello.FormatMove(want.Move), want.Score)
		}
		if err := g.Play(got.Move); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPipeGameOver checks that Choose on a finished game matches
// board.ErrGameOver without asking the engine.
func TestPipeGameOver(t *testing.T) {
	t.Parallel()
	e, stop := serve(t, &nboard.Server{Player: &engine.Engine{Level: 1}})
	defer stop()
	g := new(othello.Game)
	r := search.NewRandom[othello.Color, *othello.Game](1)
	if _, err := search.Play(context.Background(), g, map[othello.Color]search.Player[*othello.Game]{othello.Black: r, othello.White: r}); err != nil || !g.Over() {
		t.Fatalf("a random game: %v, over %v", err, g.Over())
	}
	if _, err := e.Choose(context.Background(), g); !errors.Is(err, board.ErrGameOver) {
		t.Errorf("Choose on a finished game: %v, want ErrGameOver", err)
	}
}

// TestPipeHint asks our served engine for hints: the best moves, best
// first, the first the engine's own choice.
func TestPipeHint(t *testing.T) {
	// Not parallel: the hints must come within their time.
	e, stop := serve(t, &nboard.Server{Player: &engine.Engine{Level: 1}})
	defer stop()
	e.Margin = 2 * time.Second
	g, _ := othello.ParseTranscript(8, "f5d6c3")
	ctx, cancel := context.WithTimeout(context.Background(), hintTime)
	defer cancel()
	hints, err := e.Hint(ctx, g, 3)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := (&engine.Engine{Level: 1}).Choose(context.Background(), g)
	if len(hints) != 3 || hints[0].Move != want.Move || hints[0].Score != want.Score {
		t.Fatalf("hints %v, want 3, the first %v", hints, want)
	}
	for i := 1; i < len(hints); i++ {
		if hints[i].Score > hints[i-1].Score {
			t.Errorf("hints not best first: %v", hints)
		}
	}
	// The engine is in step for the next move.
	if _, err := e.Choose(context.Background(), g); err != nil {
		t.Errorf("Choose after Hint: %v", err)
	}
	if _, err := e.Hint(context.Background(), g, 2); err == nil {
		t.Errorf("Hint without a deadline: no error")
	}
}
