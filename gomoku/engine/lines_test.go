package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// TestGameCells checks the cells, the open points, the counts of threes
// (threeLines) and the fitted sums that a game keeps move by move against
// those of a game made from the same position (and the open points
// against their definition), and the ranks and the fitted evaluation read
// from them against those read from the pattern tables (Score, the
// features times the weights: the fitted evaluation is linear in the
// features), in every position of random games of each rule with random
// weights, played forward by Play and taken back by Undo part of the way
// now and then, half of the moves read (synced) before the next.
func TestGameCells(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 2))
	for _, r := range gomoku.Rules() {
		var w [numFeatures]int32
		for i := range w {
			w[i] = int32(rng.IntN(8001) - 4000)
		}
		m := newFitModel(&w)
		for k := range 8 {
			g, _ := gomoku.NewGame(15, r)
			x := newGameModel(g, m)
			for !x.Over() && x.pos.Len() < 90 {
				if rng.IntN(2) == 0 { // else the move waits for the next
					checkCells(t, x, m, &w)
				}
				var moves []board.Point
				for p := range x.Moves() {
					if p.Row >= 3 && p.Row <= 11 && p.Col >= 2 && p.Col <= 12 {
						moves = append(moves, p)
					}
				}
				if len(moves) == 0 {
					break
				}
				if err := x.Play(moves[rng.IntN(len(moves))]); err != nil {
					t.Fatal(err)
				}
				if x.pos.Len() > 4 && rng.IntN(8) == 0 {
					for range 1 + rng.IntN(4) {
						if rng.IntN(2) == 0 { // read before it is taken back
							checkCells(t, x, m, &w)
						}
						x.Undo()
					}
				}
			}
			checkCells(t, x, m, &w)
			for x.Undo() {
			}
			checkCells(t, x, m, &w)
			if k == 0 && x.total != [2]int{} {
				t.Errorf("%v: the empty board's fitted sums %v, want 0", r, x.total)
			}
		}
	}
}

// checkCells checks what x keeps against a game made from its position
// with the model m of the weights w, and its ranks and fitted evaluation
// against Score and the features.
func checkCells(t *testing.T, x *game, m *fitModel, w *[numFeatures]int32) {
	t.Helper()
	x.sync()
	g, err := gomoku.NewGameFrom(x.pos.Board(), x.pos.Rule())
	if err != nil {
		t.Fatal(err)
	}
	fresh := newGameModel(g, m)
	for i, c := range x.cells {
		if x.near[i] != fresh.near[i] {
			t.Fatalf("%v, %d moves, point %v: %d stones near, made from the position %d", x.pos.Rule(), x.pos.Len(), board.Pt(i/x.n, i%x.n), x.near[i], fresh.near[i])
		}
		q := board.Pt(i/x.n, i%x.n)
		if open := x.near[i] != 0 && x.pos.At(q) == gomoku.Empty; x.isOpen(i) != open || fresh.isOpen(i) != open {
			t.Fatalf("%v, %d moves, point %v: open %v, made from the position %v, want %v", x.pos.Rule(), x.pos.Len(), q, x.isOpen(i), fresh.isOpen(i), open)
		}
		if x.near[i] != 0 && c != fresh.cells[i] {
			t.Fatalf("%v, %d moves, point %v: cell %+v, made from the position %+v\n%v", x.pos.Rule(), x.pos.Len(), board.Pt(i/x.n, i%x.n), c, fresh.cells[i], x.pos)
		}
	}
	if x.total != fresh.total {
		t.Fatalf("%v, %d moves: fitted sums %v, made from the position %v", x.pos.Rule(), x.pos.Len(), x.total, fresh.total)
	}
	for _, s := range []gomoku.Stone{gomoku.Black, gomoku.White} {
		for q := range x.pos.Points() {
			if got, want := x.rankOf(q, s), x.pos.Score(q, &rankWeights[s-1]); got != want {
				t.Fatalf("%v, %d moves: rank of %v for %v %d, Score %d", x.pos.Rule(), x.pos.Len(), q, s, got, want)
			}
		}
		for k := range 4 {
			fouls, traps := k&1 != 0, k&2 != 0
			want := countThreeLines(fresh, s, fouls, traps && x.pos.Rule().Restricted(s.Opponent()))
			if got := threeLines(x, s, fouls, traps); got != want {
				t.Fatalf("%v, %d moves: %d three lines of %v (fouls %v, traps %v) kept, %d read from the position\n%v", x.pos.Rule(), x.pos.Len(), got, s, fouls, traps, want, x.pos)
			}
		}
		my, their := sideOf(x, s, true, true), sideOf(x, s.Opponent(), true, true)
		want := 0
		for i, v := range features(x, s, my, their) {
			want += int(w[i]) * v
		}
		if got := x.fitted(s, my, their); got != want {
			t.Fatalf("%v, %d moves: fitted evaluation for %v %d, features × weights %d", x.pos.Rule(), x.pos.Len(), s, got, want)
		}
	}
}
