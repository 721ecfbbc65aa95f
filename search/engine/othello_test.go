package engine

import (
	"testing"

	"github.com/seed131617c4/board/othello"
)

func newOthello8() *othello.Game {
	g, err := othello.NewGame(8)
	if err != nil {
		panic(err)
	}
	return g
}

func othelloPlayer(level int) func(int) Player[*othello.Game] {
	return func(int) Player[*othello.Game] { return &Othello{Level: level} }
}

func randomOthello(seed uint64) func(int) Player[*othello.Game] {
	return func(i int) Player[*othello.Game] {
		return NewRandom[othello.Color, *othello.Game](seed<<32 | uint64(i))
	}
}

func TestOthelloBeatsRandom(t *testing.T) {
	games := 2
	if *matches {
		games = 100
	}
	for _, side := range []othello.Color{othello.Black, othello.White} {
		res := match(t, newOthello8, othelloPlayer(0), randomOthello(uint64(side)), games, 0, 1, side)
		t.Logf("othello default level as %v against random: %v", side, res)
		if res.wins*100 < 95*games {
			t.Errorf("othello default level as %v against random: %v, want 95%% wins", side, res)
		}
	}
}

func TestOthelloLevels(t *testing.T) {
	games := 2
	top := 3
	if *matches {
		games, top = 50, OthelloLevels
	}
	for l := 2; l <= top; l++ {
		res := match(t, newOthello8, othelloPlayer(l), othelloPlayer(l-1), games, 4, uint64(l), othello.Empty)
		t.Logf("othello level %d against level %d: %v", l, l-1, res)
		if *matches && res.wins <= res.losses {
			t.Errorf("othello level %d against level %d: %v, want more wins than losses", l, l-1, res)
		}
	}
}

// TestOthelloLearnedEval plays the engine with the learned evaluation of
// package eval against the same engine with the hand-written one, at the
// same level, from openings of 8 random plies, each opening played with
// both colours. With -engine.matches it plays 100 games at each level
// from 2 to 5 and wants the learned evaluation to score more than 60%.
func TestOthelloLearnedEval(t *testing.T) {
	openings, levels := 1, []int{2}
	if *matches {
		openings, levels = 50, []int{2, 3, 4, 5}
	}
	for _, level := range levels {
		learned := func(int) Player[*othello.Game] { return &Othello{Level: level} }
		hand := func(int) Player[*othello.Game] { return &Othello{Level: level, handEval: true} }
		var res tally
		for k := range openings {
			for _, side := range []othello.Color{othello.Black, othello.White} {
				r := match(t, newOthello8, learned, hand, 1, 8, uint64(k), side)
				res.wins, res.draws, res.losses = res.wins+r.wins, res.draws+r.draws, res.losses+r.losses
			}
		}
		score := float64(2*res.wins+res.draws) / float64(2*(res.wins+res.draws+res.losses))
		t.Logf("othello level %d, learned against hand-written evaluation: %v (%.0f%%)", level, res, 100*score)
		if *matches && score <= 0.6 {
			t.Errorf("learned against hand-written evaluation at level %d: %v, want more than 60%%", level, res)
		}
	}
}
