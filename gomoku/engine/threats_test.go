package engine

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/search"
)

// TestGuard holds the VCT guard to its word: White threatens a double
// three at h8 (f8 g8 and h6 h7), a VCT, so that Black's quiet m13 loses
// and the guard plays another root move after which White has no VCT;
// that move stands when the search chose it, and so does a proven score.
func TestGuard(t *testing.T) {
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju} {
		x := gameOf(t, r, []string{"l12", "m12", "c3", "n2"}, []string{"f8", "g8", "h6", "h7"})
		e := &Engine{Level: MaxLevel}
		e.setup()
		e.choose = chooser{width: levels[MaxLevel].width, defend: true}
		e.own.begin(x, &e.choose, nil, 0)
		b := threatBudgets[MaxLevel]
		ctx := context.Background()
		deadline := time.Now().Add(time.Minute)
		bad := mustParse(t, "m13")

		got, _ := e.guard(ctx, x, search.Result{Move: bad, Score: 10}, b, deadline)
		if got.Move == bad {
			t.Fatalf("%v: the guard kept m13, after which White has a VCT", r)
		}
		if lost, _ := e.loses(ctx, x, got.Move, b, time.Time{}); lost {
			t.Errorf("%v: the guard played %s, after which White has a VCT", r, gomoku.FormatMove(got.Move, 15))
		}
		x.Play(got.Move)
		if _, res, _ := threat.VCT(ctx, x.pos, gomoku.White, threat.Limits{Nodes: 1000000}); res.Status == threat.Win {
			t.Errorf("%v: White wins by a VCT after the guard's %s", r, gomoku.FormatMove(got.Move, 15))
		}
		x.Undo()
		good := got.Move
		if got, _ := e.guard(ctx, x, search.Result{Move: good, Score: 10}, b, deadline); got.Move != good {
			t.Errorf("%v: the guard replaced %s by %s", r, gomoku.FormatMove(good, 15), gomoku.FormatMove(got.Move, 15))
		}
		if got, _ := e.guard(ctx, x, search.Result{Move: bad, Score: -Win, Exact: true}, b, deadline); got.Move != bad {
			t.Errorf("%v: the guard replaced a proven loss's m13 by %s", r, gomoku.FormatMove(got.Move, 15))
		}
	}
}

// mustParse returns the point of 15×15 named n in renju notation.
func mustParse(t *testing.T, n string) board.Point {
	t.Helper()
	p, err := gomoku.ParseMove(n, 15)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestGuardAlternatives holds the guard's order: the free points of the
// opponent's VCT (its moves first, then the answers), then the root moves,
// each once, the refuted move and the moves that make a four left out;
// with guardLine off, the root moves.
func TestGuardAlternatives(t *testing.T) {
	x := gameOf(t, gomoku.Freestyle, []string{"l12", "m12", "n12", "c3", "n2"}, []string{"f8", "g8", "h6", "h7", "a1"})
	e := &Engine{Level: MaxLevel}
	e.setup()
	pts := func(names ...string) []board.Point {
		var out []board.Point
		for _, n := range names {
			out = append(out, mustParse(t, n))
		}
		return out
	}
	e.own.root = pts("m13", "h8", "k12", "e8", "k11")
	line := threat.Line(pts("h8", "h9", "f8", "i8", "e8", "o12"))
	want := pts("h8", "e8", "h9", "i8", "k11") // f8 is White's; k12 and o12 make fours
	if got := e.alternatives(x, mustParse(t, "m13"), line); !slices.Equal(got, want) {
		t.Errorf("alternatives %v, want %v", got, want)
	}
	switchOff(e, guardLine)
	if got := e.alternatives(x, mustParse(t, "m13"), line); !slices.Equal(got, pts("h8", "k12", "e8", "k11")) {
		t.Errorf("alternatives with guardLine off %v, want the root moves h8 k12 e8 k11", got)
	}
}
