package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// TestFitModelFeatures checks that a model's evaluation, from the sums
// the game keeps, is its weights times the features read line by line,
// on the positions of random games of each rule with random weights.
func TestFitModelFeatures(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 1))
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju, gomoku.Standard} {
		var w [numFeatures]int32
		for i := range w {
			w[i] = int32(rng.IntN(8001) - 4000)
		}
		m := newFitModel(&w)
		for k := range 20 {
			g, err := gomoku.NewGame(15, r)
			if err != nil {
				t.Fatal(err)
			}
			for !g.Over() && g.Len() < 80 {
				x := newGameModel(g, m)
				me := g.Turn()
				my, their := sideOf(x, me), sideOf(x, me.Opponent())
				f := features(x, me, my, their)
				want := 0
				for i, v := range f {
					want += int(w[i]) * v
				}
				if got := x.fitted(me, my, their); got != want {
					t.Fatalf("%v game %d after %d moves: eval %d, features × weights %d\n%v", r, k, g.Len(), got, want, g)
				}
				var moves []board.Point // the legal moves of the centre, 9×9
				for p := range g.Moves() {
					if p.Row >= 3 && p.Row <= 11 && p.Col >= 3 && p.Col <= 11 {
						moves = append(moves, p)
					}
				}
				if len(moves) == 0 {
					break
				}
				if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// features returns the features of x for me, to move, whose sides are my
// and their, as fitModel.eval weighs them; it reads the lines with
// [pattern.Position.Lines], not Score.
func features(x *game, me gomoku.Stone, my, their side) [numFeatures]int {
	var f [numFeatures]int
	mc := int(me-1) & 1
	f[fBias+mc] = 1
	for i, n := range counts(my, their) {
		f[fCounts+i] = n
	}
	for i, k := range x.near {
		q := board.Pt(i/x.n, i%x.n)
		if k == 0 || x.pos.At(q) != gomoku.Empty {
			continue
		}
		for r, s := range [2]gomoku.Stone{me, me.Opponent()} {
			var bits int32
			for _, l := range x.pos.Lines(q, s) {
				k, n := min(l.Class, pattern.NumClasses-1), min(l.Window, 4)
				f[fLines+(r*pattern.NumClasses+int(k))*5+n]++
				bits += threatBits(k, 0)
			}
			for j, n := range doubleKinds(int(bits&15), int(bits>>4&15)) {
				f[fDoubles+(mc*2+r)*3+j] += n
			}
		}
	}
	return f
}
