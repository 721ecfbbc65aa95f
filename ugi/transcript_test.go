package ugi_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/tictactoe"
	"github.com/seed131617c4/board/ugi"
)

// TestClientTranscript drives the scripted engine of testdata/client.txt
// with the client's calls.
func TestClientTranscript(t *testing.T) {
	t.Parallel()
	c := prototest.ScriptClient(t, "testdata/client.txt", ugi.Dial[tictactoe.Mark, *tictactoe.Game], tictactoe.Spec())
	ctx := context.Background()
	if c.Name != "EngineName" || c.Author != "EngineAuthor" || len(c.Options) != 1 {
		t.Errorf("id: name %q author %q options %q", c.Name, c.Author, c.Options)
	}
	steps := []func() error{
		func() error { return c.SetOption("hash", "512") },
		func() error { return c.IsReady(ctx) },
		func() error { return c.NewGame(ctx) },
		func() error {
			if a, err := c.Query(ctx, tictactoe.NewGame(), "p1turn"); err != nil || a != "true" {
				return fmt.Errorf("query p1turn: %q, %v", a, err)
			}
			return nil
		},
		func() error {
			c.Limits = ugi.Limits{Depth: 4}
			ch, err := c.Choose(ctx, tictactoe.NewGame())
			want := []board.Point{board.Pt(0, 0), board.Pt(0, 1), board.Pt(1, 2), board.Pt(1, 0)}
			if err != nil || ch.Move != board.Pt(0, 0) || ch.Depth != 4 || ch.Score != 200 || ch.Nodes != 473 || fmt.Sprint(ch.PV) != fmt.Sprint(want) {
				return fmt.Errorf("Choose: %+v, %v", ch, err)
			}
			return nil
		},
		func() error {
			g := tictactoe.NewGame()
			g.Play(board.Pt(0, 0))
			if a, err := c.Query(ctx, g, "p1turn"); err != nil || a != "false" {
				return fmt.Errorf("query p1turn: %q, %v", a, err)
			}
			if a, err := c.Query(ctx, g, "result"); err != nil || a != "none" {
				return fmt.Errorf("query result: %q, %v", a, err)
			}
			return nil
		},
		c.Close,
	}
	for i, step := range steps {
		if err := step(); err != nil {
			t.Fatalf("step %d: %v", i+1, err)
		}
	}
}
