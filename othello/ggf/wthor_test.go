package ggf_test

import (
	"testing"

	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/ggf"
)

// TestWTHORGames writes real tournament games of the shared WTHOR archive
// as GGF records, every 20th of the sample of the default tests (every
// 200th of the whole archive with -othello.deep), the passes found by
// othello.Game written out, reads them back and replays them: each must
// reach the position the WTHOR replay reaches, and a game played out must
// end with the score the archive records.
func TestWTHORGames(t *testing.T) {
	games, every := othellotest.WTHORSample(t), 20
	if othellotest.Deep() {
		games, every = othellotest.WTHORGames(t), 200
	}
	checked, scored := 0, 0
	for i := 0; i < len(games); i += every {
		rec := games[i]
		want, err := rec.Replay()
		if err != nil {
			continue // the archive's few bad records are wthor's business
		}
		g := &ggf.Game{Place: "WTHOR", Black: "b", White: "w", Type: ggf.Type{Size: 8},
			Result: ggf.Result{Ending: ggf.Finished, Score: float64(2*rec.BlackScore - 64)}}
		game, _ := othello.NewGame(8)
		next := othello.Black
		for _, pt := range rec.Moves {
			if turn := game.Turn(); turn != next {
				g.Moves = append(g.Moves, ggf.Move{Color: next, Pass: true})
				next = turn
			}
			g.Moves = append(g.Moves, ggf.Move{Color: next, Point: pt})
			game.Play(pt)
			next = next.Opponent()
		}
		text, err := ggf.Format(g)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ggf.Parse(text)
		if err != nil {
			t.Fatalf("game %d: %v\n%s", i, err, text)
		}
		got, err := back.Replay()
		if err != nil {
			t.Fatalf("game %d: %v\n%s", i, err, text)
		}
		if !got.Position().Equal(want.Position()) {
			t.Fatalf("game %d: replayed to\n%v\nWTHOR replays to\n%v", i, got, want)
		}
		checked++
		if got.Over() {
			black, white := got.Score()
			if float64(black-white) == back.Result.Score {
				scored++
			}
		}
	}
	if checked < len(games)/200*99/100 || scored < checked*9/10 {
		t.Errorf("%d games checked of %d, %d with the recorded score", checked, len(games)/200, scored)
	}
	t.Logf("%d WTHOR games through GGF, %d with the recorded score", checked, scored)
}
