package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/internal/enginetest"
	"github.com/seed131617c4/board/search"
)

func newGomoku(r gomoku.Rule) func() *gomoku.Game {
	return func() *gomoku.Game {
		g, err := gomoku.NewGame(15, r)
		if err != nil {
			panic(err)
		}
		return g
	}
}

func gomokuPlayer(level int) func(int) search.Player[*gomoku.Game] {
	return func(int) search.Player[*gomoku.Game] { return &Engine{Level: level} }
}

// TestGameContract holds the search's game on the pattern tables to the
// game contract, and to gomoku.Game (the same moves, turn and hash), on
// small boards where games end.
func TestGameContract(t *testing.T) {
	for _, r := range gomoku.Rules() {
		newGame7 := func() *game {
			g, err := gomoku.NewGame(7, r)
			if err != nil {
				t.Fatal(err)
			}
			return newGame(g)
		}
		rebuild := func(x *game) (*game, error) {
			g, err := gomoku.NewGameFrom(x.pos.Board(), r)
			if err != nil {
				return nil, err
			}
			return newGame(g), nil
		}
		boardtest.Run(t, newGame7, boardtest.Config[*game]{Games: 6, Seed: uint64(r), Rebuild: rebuild})
	}
}

func TestGomokuBeatsRandom(t *testing.T) {
	games := 2
	if enginetest.Full() {
		games = 100
	}
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju} {
		for _, side := range []gomoku.Stone{gomoku.Black, gomoku.White} {
			res := enginetest.Match(t, newGomoku(r), gomokuPlayer(0), enginetest.Random[gomoku.Stone, *gomoku.Game](uint64(side)), games, 0, 1, side)
			t.Logf("gomoku %v default level as %v against random: %v", r, side, res)
			if res.Wins*100 < 95*games {
				t.Errorf("gomoku %v default level as %v against random: %v, want 95%% wins", r, side, res)
			}
		}
	}
}

// TestMaxLevel plays each level against the one below it, with
// -engine.matches 200 games a rule from openings of 2 random moves, where
// it must win more games than it loses. (Level 3 wins about 56% against
// level 2: 50 games were too few, and failed on some seeds.)
func TestMaxLevel(t *testing.T) {
	games, top := 2, 2
	if enginetest.Full() {
		games, top = 200, MaxLevel
	}
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju} {
		for l := 2; l <= top; l++ {
			res := enginetest.Match(t, newGomoku(r), gomokuPlayer(l), gomokuPlayer(l-1), games, 2, uint64(l), gomoku.Empty)
			t.Logf("gomoku %v level %d against level %d: %v", r, l, l-1, res)
			if enginetest.Full() && res.Wins <= res.Losses {
				t.Errorf("gomoku %v level %d against level %d: %v, want more wins than losses", r, l, l-1, res)
			}
		}
	}
}

// TestGomokuThreats plays the engine with its threat search (the VCF at
// the root for both sides and at the horizon) against the same level
// without it, each colour in turn, from openings of 3 random stones:
// with -engine.matches 60 games at level 2 and 200 at level 3 (where the
// gain is smaller: about 58%) under freestyle and renju, where the
// threats must win more games than they lose.
func TestGomokuThreats(t *testing.T) {
	games := map[int]int{2: 2}
	if enginetest.Full() {
		games = map[int]int{2: 60, 3: 200}
	}
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju} {
		for _, l := range []int{2, 3} {
			if games[l] == 0 {
				continue
			}
			var withT, withoutT enginetest.Moves
			with := func(int) search.Player[*gomoku.Game] {
				return enginetest.Tallied[*gomoku.Game](&Engine{Level: l}, &withT)
			}
			without := func(int) search.Player[*gomoku.Game] {
				return enginetest.Tallied[*gomoku.Game](switchOff(&Engine{Level: l}, threats), &withoutT)
			}
			res := enginetest.Match(t, newGomoku(r), with, without, games[l], 3, uint64(100+l), gomoku.Empty)
			t.Logf("gomoku %v level %d with threats against without: %v; with: %v; without: %v", r, l, res, withT, withoutT)
			if enginetest.Full() && res.Wins <= res.Losses {
				t.Errorf("gomoku %v level %d with threats against without: %v, want more wins than losses", r, l, res)
			}
		}
	}
}

// TestNotation checks that a choice names its moves in renju notation at
// the size of the board when printed, from the search and from the VCF
// played at once.
func TestNotation(t *testing.T) {
	ctx := context.Background()
	g15, err := gomoku.NewGame(15, gomoku.Renju)
	if err != nil {
		t.Fatal(err)
	}
	b, err := gomoku.ParseBoard(".......\n.......\n..XXX..\n...O...\n...O...\n...O...\n.......\n")
	if err != nil {
		t.Fatal(err)
	}
	g7, err := gomoku.NewGameFrom(b, gomoku.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		g     *gomoku.Game
		start string
		exact bool
	}{
		{"search", g15, "move h8 score ", false},
		{"vcf", g7, "move ", true},
	} {
		var e Engine
		c, err := e.Choose(ctx, tt.g)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		s := fmt.Sprint(c)
		want := "move " + gomoku.FormatMove(c.Move, tt.g.Size()) + " score "
		if !strings.HasPrefix(s, want) || !strings.HasPrefix(s, tt.start) || c.Exact != tt.exact || strings.Contains(s, "(") {
			t.Errorf("%s: %q (exact %v), want it to start %q and %q (exact %v)", tt.name, s, c.Exact, want, tt.start, tt.exact)
		}
		for _, p := range c.PV {
			if n := c.Notation(p); n != gomoku.FormatMove(p, tt.g.Size()) {
				t.Errorf("%s: Notation(%v) = %q, want %q", tt.name, p, n, gomoku.FormatMove(p, tt.g.Size()))
			}
		}
	}
}
