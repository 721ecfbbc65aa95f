package match_test

import (
	"context"
	"fmt"

	"github.com/seed131617c4/board/match"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
)

func ExampleMatch_Run() {
	perfect := match.Engine[*tictactoe.Game]{Name: "perfect", New: func(context.Context) (search.Player[*tictactoe.Game], error) {
		return &tengine.Engine{}, nil
	}}
	random := match.Engine[*tictactoe.Game]{Name: "random", New: func(context.Context) (search.Player[*tictactoe.Game], error) {
		return search.NewRandom[tictactoe.Mark, *tictactoe.Game](1), nil
	}}
	m := &match.Match[tictactoe.Mark, *tictactoe.Game]{
		Engines: []match.Engine[*tictactoe.Game]{perfect, random},
		Sides:   [2]tictactoe.Mark{tictactoe.X, tictactoe.O},
		New:     func() (*tictactoe.Game, error) { return tictactoe.NewGame(), nil },
		Games:   10,
	}
	res, err := m.Run(context.Background())
	fmt.Println(res.Played, res.Total(0).Losses, err)
	// Output:
	// 10 0 <nil>
}

func ExampleScore_Elo() {
	s := match.Score{Wins: 60, Draws: 20, Losses: 20}
	d, margin := s.Elo()
	fmt.Printf("%v: score %.2f, elo %+.1f ± %.1f\n", s, s.Score(), d, margin)
	// Output:
	// +60 =20 -20: score 0.70, elo +147.2 ± 66.0
}

func ExampleScoreFromElo() {
	fmt.Printf("%.3f %.3f %.3f\n", match.ScoreFromElo(0), match.ScoreFromElo(100), match.ScoreFromElo(-200))
	// Output:
	// 0.500 0.640 0.240
}

func ExampleEloFromScore() {
	fmt.Printf("%.1f %.1f\n", match.EloFromScore(0.75), match.EloFromScore(0.5))
	// Output:
	// 190.8 0.0
}

func ExampleSPRT() {
	t := match.SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	lo, hi := t.Bounds()
	llr := t.PairsLLR(match.Pairs{20, 150, 400, 200, 30})
	fmt.Printf("bounds [%.2f, %.2f], llr %.2f: %v\n", lo, hi, llr, t.Verdict(llr))
	// Output:
	// bounds [-2.94, 2.94], llr 3.98: H1 accepted
}
