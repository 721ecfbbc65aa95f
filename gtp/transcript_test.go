package gtp_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/othello"
)

// TestClientTranscript drives the scripted engine of testdata/client.txt
// with the client's calls: a game of four moves, two of them the
// engine's, then showboard and a final_score it does not know.
func TestClientTranscript(t *testing.T) {
	t.Parallel()
	c := prototest.ScriptClient(t, "testdata/client.txt", gtp.Dial[othello.Color, *othello.Game], othello.Spec(8))
	ctx := context.Background()
	if c.Name != "Edax" || c.Version != "4.4" {
		t.Errorf("name %q version %q", c.Name, c.Version)
	}
	c.MoveTime = time.Second
	g, _ := othello.NewGame(8)
	for _, m := range []string{"f5", "", "e6", ""} {
		if m == "" {
			ch, err := c.Choose(ctx, g)
			if err != nil {
				t.Fatalf("Choose: %v", err)
			}
			m = othello.FormatMove(ch.Move)
		}
		p, _ := othello.ParseMove(m)
		if err := g.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	if got := g.Transcript(); got != "f5f6e6f4" {
		t.Errorf("game %q, want f5f6e6f4", got)
	}
	if b, err := c.Command(ctx, "showboard"); err != nil || b != "\n  a b c d e f g h\n1 - - - - - - - -" {
		t.Errorf("showboard: %q, %v", b, err)
	}
	_, err := c.Command(ctx, "final_score")
	if ce, ok := errors.AsType[*gtp.CommandError](err); !ok || ce.Message != "unknown command" {
		t.Errorf("final_score: %v, want a CommandError", err)
	}
	c.Close()
}
