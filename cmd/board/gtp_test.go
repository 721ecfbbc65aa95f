package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/search"
)

// TestGTP runs a short session of board othello gtp and board gomoku gtp:
// ids, a genmove, an illegal move refused without an exit, undo, and the
// score.
func TestGTP(t *testing.T) {
	tests := []struct {
		args      []string
		in, wants []string
	}{
		{
			[]string{"othello", "gtp", "-level", "1"},
			[]string{"1 protocol_version", "2 boardsize 8", "play black f5", "3 genmove white", "play black a1", "4 final_score", "undo", "undo", "5 final_score", "6 boardsize 9", "7 quit"},
			[]string{"=1 2", "=2", "=", "=3 ", "? illegal move", "=4 0", "=5 0", "?6 unacceptable size", "=7"},
		},
		{
			[]string{"gomoku", "gtp", "-level", "1", "-size", "9"},
			[]string{"1 list_commands", "2 play black e5", "3 genmove white", "4 play black e5", "5 final_score", "6 boardsize 15", "7 quit"},
			[]string{"=1 protocol_version", "=2", "=3 ", "?4 illegal move", "?5 cannot score", "=6", "=7"},
		},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args[:2], " "), func(t *testing.T) {
			out := serveSession(t, strings.Join(tt.in, "\n")+"\n", tt.args...)
			responses := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
			if len(responses) != len(tt.in) {
				t.Fatalf("%d responses to %d commands:\n%s", len(responses), len(tt.in), out)
			}
			for i, want := range tt.wants {
				found := false
				for _, r := range responses {
					if strings.HasPrefix(r, want) {
						found = true
					}
				}
				if !found {
					t.Errorf("no response %d starting %q in:\n%s", i, want, out)
				}
			}
		})
	}
}

// TestGTPProcess plays a whole Othello game against "board othello gtp"
// run as a process of its own (the test binary, through TestMain),
// driven by the gtp client, as a controller drives edax -gtp.
func TestGTPProcess(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	spec := othello.Spec(8)
	c := startBoard(t, gtp.Start[othello.Color, *othello.Game], spec, "othello", "gtp", "-level", "1")
	c.MoveTime = 2 * time.Second
	g, _ := othello.NewGame(8)
	players := map[othello.Color]search.Player[*othello.Game]{othello.Black: &oengine.Engine{Level: 1, Seed: 9}, othello.White: c}
	if _, err := search.Play(ctx, g, players); err != nil {
		t.Fatalf("Play: %v\n%v", err, g)
	}
	if score, err := c.Command(ctx, "final_score"); err != nil || score == "" {
		t.Errorf("final_score: %q, %v", score, err)
	}
}
