package ggf_test

import (
	"context"
	"testing"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/ggf"
	"github.com/seed131617c4/board/search"
)

// TestFromGame writes random games of three sizes and reads them back:
// the same game, and a PA for each pass, so that colours alternate.
func TestFromGame(t *testing.T) {
	passes := 0
	for seed := range uint64(60) {
		g, _ := othello.NewGame(4 + 2*int(seed%3))
		r := search.NewRandom[othello.Color, *othello.Game](seed)
		if _, err := search.Play(context.Background(), g, map[othello.Color]search.Player[*othello.Game]{othello.Black: r, othello.White: r}); err != nil {
			t.Fatal(err)
		}
		text, err := ggf.Format(ggf.FromGame(g))
		if err != nil {
			t.Fatal(err)
		}
		gg, err := ggf.Parse(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		back, err := gg.Replay()
		if err != nil || back.Transcript() != g.Transcript() || back.Position().Text() != g.Position().Text() {
			t.Fatalf("%s replays as %v, %v; want %s", text, back, err, g.Transcript())
		}
		turn := othello.Black
		for _, m := range gg.Moves {
			if m.Color != turn {
				t.Fatalf("%s: the colours do not alternate", text)
			}
			turn = turn.Opponent()
			if m.Pass {
				passes++
			}
		}
	}
	if passes == 0 {
		t.Error("no game had a pass")
	}
}
