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
