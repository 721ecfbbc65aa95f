package search_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/search"
)

// othelloDiscs is the final disc difference for side, empty squares not
// counted.
func othelloDiscs(g *othello.Game, side othello.Color) int {
	return g.Count(side) - g.Count(side.Opponent())
}

// othelloScore is the final score for side as WTHOR and edax count it:
// the empty squares go to the winner.
func othelloScore(g *othello.Game, side othello.Color) int {
	black, white := g.Score()
	if side == othello.White {
		return white - black
	}
	return black - white
}

// TestOthello4x4 solves 4×4 Othello from the start through the generic
// othello.Game: White wins 11 discs to 3 with two squares empty, -8 for
// Black as a plain disc difference and -10 with the empty squares counted
// for the winner.
func TestOthello4x4(t *testing.T) {
	for _, tt := range []struct {
		name    string
		outcome func(*othello.Game, othello.Color) int
		want    int
	}{
		{"discs", othelloDiscs, -8},
		{"wthor", othelloScore, -10},
	} {
		g, err := othello.NewGame(4)
		if err != nil {
			t.Fatal(err)
		}
		ab := search.AlphaBeta[othello.Color, *othello.Game]{Outcome: tt.outcome, Table: search.NewTable(1 << 20)}
		r, err := ab.Search(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		outcome, _, ok := search.Proven(r.Score)
		if !ok || !r.Exact || outcome != tt.want {
			t.Errorf("%s: %v: outcome %d (proven %v, exact %v), want %d", tt.name, r, outcome, ok, r.Exact, tt.want)
		}
	}
}

// TestAgreementOthello holds alpha-beta with and without its table to the
// plain minimax on random Othello positions, forced passes included.
func TestAgreementOthello(t *testing.T) {
	for _, tt := range []struct{ size, games, depth int }{{4, 12, 6}, {6, 4, 4}, {8, 2, 3}} {
		t.Run(fmt.Sprintf("size=%d/depth=%d", tt.size, tt.depth), func(t *testing.T) {
			newGame := func() *othello.Game {
				g, err := othello.NewGame(tt.size)
				if err != nil {
					t.Fatal(err)
				}
				return g
			}
			CheckAgreement(t, newGame, tt.games, tt.depth, hashEval[othello.Color, *othello.Game], othelloScore, uint64(tt.size))
		})
	}
}

// TestAgreementGomoku holds alpha-beta with and without its table to the
// plain minimax on random gomoku positions under every rule set, renju's
// refused forbidden moves included.
func TestAgreementGomoku(t *testing.T) {
	for _, r := range gomoku.Rules() {
		t.Run("rule="+r.String(), func(t *testing.T) {
			newGame := func() *gomoku.Game {
				g, err := gomoku.NewGame(6, r)
				if err != nil {
					t.Fatal(err)
				}
				return g
			}
			CheckAgreement(t, newGame, 2, 2, hashEval[gomoku.Stone, *gomoku.Game], nil, uint64(r))
		})
	}
}
