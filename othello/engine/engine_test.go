package engine

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/internal/enginetest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/search"
)

func newOthello8() *othello.Game {
	g, err := othello.NewGame(8)
	if err != nil {
		panic(err)
	}
	return g
}

func othelloPlayer(level int) func(int) search.Player[*othello.Game] {
	return func(int) search.Player[*othello.Game] { return &Engine{Level: level} }
}

func TestOthelloBeatsRandom(t *testing.T) {
	games := 2
	if enginetest.Full() {
		games = 100
	}
	for _, side := range []othello.Color{othello.Black, othello.White} {
		res := enginetest.Match(t, newOthello8, othelloPlayer(0), enginetest.Random[othello.Color, *othello.Game](uint64(side)), games, 0, 1, side)
		t.Logf("othello default level as %v against random: %v", side, res)
		if res.Wins*100 < 95*games {
			t.Errorf("othello default level as %v against random: %v, want 95%% wins", side, res)
		}
	}
}

func TestMaxLevel(t *testing.T) {
	games := 2
	top := 3
	if enginetest.Full() {
		games, top = 50, MaxLevel
	}
	for l := 2; l <= top; l++ {
		res := enginetest.Match(t, newOthello8, othelloPlayer(l), othelloPlayer(l-1), games, 4, uint64(l), othello.Empty)
		t.Logf("othello level %d against level %d: %v", l, l-1, res)
		if enginetest.Full() && res.Wins <= res.Losses {
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
	if enginetest.Full() {
		openings, levels = 50, []int{2, 3, 4, 5}
	}
	for _, level := range levels {
		learned := func(int) search.Player[*othello.Game] { return &Engine{Level: level} }
		hand := func(int) search.Player[*othello.Game] { return withSearchers(&Engine{Level: level}, true, false) }
		var res enginetest.Tally
		for k := range openings {
			for _, side := range []othello.Color{othello.Black, othello.White} {
				r := enginetest.Match(t, newOthello8, learned, hand, 1, 8, uint64(k), side)
				res = res.Add(r)
			}
		}
		score := res.Score()
		t.Logf("othello level %d, learned against hand-written evaluation: %v (%.0f%%)", level, res, 100*score)
		if enginetest.Full() && score <= 0.6 {
			t.Errorf("learned against hand-written evaluation at level %d: %v, want more than 60%%", level, res)
		}
	}
}

// TestEvalSwitch holds the engine to the evaluation it is given: at level
// 1 (one ply) the score is the best of the negated evaluations of the
// children, with the learned evaluation by default and the hand-written
// one when the matches ask for it, on the 8×8 board and on 10×10.
func TestEvalSwitch(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{8, 10} {
		for _, hand := range []bool{false, true} {
			g, _ := othello.NewGame(n)
			for range boardtest.RandomMoves(g, rand.New(rand.NewPCG(uint64(n), 3)), 20) {
			}
			e := withSearchers(&Engine{Level: 1}, hand, false)
			want := math.MinInt
			me := g.Turn()
			for m := range g.Moves() {
				g.Play(m)
				v := e.s.eval(g)
				if g.Turn() != me { // no pass: the opponent's view
					v = -v
				}
				want = max(want, v)
				g.Undo()
			}
			c, err := e.Choose(ctx, g)
			if err != nil || c.Score != want {
				t.Errorf("%d×%d, hand-written %v: score %d, %v; want %d", n, n, hand, c.Score, err, want)
			}
		}
	}
}

// TestNotation checks that a choice names its moves in Othello's
// notation when printed, on every path of Choose: the 8×8 search on the
// bitboard, the generic search of other sizes, and the solver.
func TestNotation(t *testing.T) {
	ctx := context.Background()
	end := newOthello8()
	weak := Engine{Level: 1}
	for end.Count(othello.Empty) > 8 && !end.Over() {
		c, err := weak.Choose(ctx, end)
		if err != nil {
			t.Fatal(err)
		}
		end.Play(c.Move)
	}
	g6, err := othello.NewGame(6)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		g     *othello.Game
		e     *Engine
		exact bool
	}{
		{"bitboard", newOthello8(), &Engine{Level: 3, NoBook: true}, false},
		{"generic", g6, &Engine{Level: 2}, false},
		{"solver", end, &Engine{Level: 3}, true},
	} {
		c, err := tt.e.Choose(ctx, tt.g)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		s := fmt.Sprint(c)
		if want := "move " + othello.FormatMove(c.Move) + " score "; !strings.HasPrefix(s, want) || c.Exact != tt.exact || len(c.PV) == 0 {
			t.Errorf("%s: %q (exact %v, pv %v), want it to start %q (exact %v)", tt.name, s, c.Exact, c.PV, want, tt.exact)
		}
		if tt.name == "bitboard" && !strings.HasPrefix(s, "move d3 score 112 depth 3 ") {
			t.Errorf("%s: %q, want d3 from the start", tt.name, s)
		}
		c.Notation = nil
		if want := "move " + c.Move.String() + " "; !strings.HasPrefix(fmt.Sprint(c), want) {
			t.Errorf("%s without a notation: %q, want it to start %q", tt.name, c, want)
		}
	}
}
