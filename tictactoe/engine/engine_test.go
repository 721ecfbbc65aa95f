package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/seed131617c4/board/internal/enginetest"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
)

func tttPlayer(level int, seed uint64) func(int) search.Player[*tictactoe.Game] {
	return func(i int) search.Player[*tictactoe.Game] { return &Engine{Level: level, Seed: seed<<32 | uint64(i)} }
}

func TestTicTacToeBeatsRandom(t *testing.T) {
	games := 20
	if enginetest.Full() {
		games = 100
	}
	for _, side := range []tictactoe.Mark{tictactoe.X, tictactoe.O} {
		res := enginetest.Match(t, tictactoe.NewGame, tttPlayer(0, 1), enginetest.Random[tictactoe.Mark, *tictactoe.Game](uint64(side)), games, 0, 1, side)
		t.Logf("tic-tac-toe perfect play as %v against random: %v", side, res)
		if res.Losses > 0 {
			t.Errorf("tic-tac-toe perfect play as %v lost to random: %v", side, res)
		}
	}
}

func TestMaxLevel(t *testing.T) {
	games := 20
	if enginetest.Full() {
		games = 50
	}
	for l := 2; l <= MaxLevel; l++ {
		res := enginetest.Match(t, tictactoe.NewGame, tttPlayer(l, uint64(l)), tttPlayer(l-1, uint64(l+10)), games, 0, 1, tictactoe.Empty)
		t.Logf("tic-tac-toe level %d against level %d: %v", l, l-1, res)
		if res.Wins <= res.Losses {
			t.Errorf("tic-tac-toe level %d against level %d: %v, want more wins than losses", l, l-1, res)
		}
	}
}

// TestNotation checks that the choices of every level name their move in
// tic-tac-toe's notation when printed.
func TestNotation(t *testing.T) {
	b, err := tictactoe.Parse("XX..O..O.")
	if err != nil {
		t.Fatal(err)
	}
	for level := 1; level <= MaxLevel; level++ {
		g, err := tictactoe.NewGameFrom(b)
		if err != nil {
			t.Fatal(err)
		}
		e := Engine{Level: level, Seed: 1}
		c, err := e.Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		want := "move " + tictactoe.FormatMove(c.Move) + " score "
		if s := fmt.Sprint(c); !strings.HasPrefix(s, want) {
			t.Errorf("level %d: %q, want it to start %q", level, s, want)
		}
		if level == MaxLevel && fmt.Sprint(c) != "move c1 score 100 depth 5 nodes 0 exact" {
			t.Errorf("level %d: %q, want the win at c1", level, c)
		}
	}
}
