package pattern_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// randomWeights returns weights with every entry distinct, so that a
// line read with the wrong class, window or colour shows in the sum.
func randomWeights(rng *rand.Rand) *pattern.Weights {
	var w pattern.Weights
	for c := range w {
		for k := range w[c] {
			for n := range w[c][k] {
				w[c][k][n] = rng.Int32N(1 << 20)
			}
		}
	}
	return &w
}

// linesScore is Score read through Lines, the oracle.
func linesScore(pos *pattern.Position, q board.Point, w *pattern.Weights) int {
	v := 0
	if !pos.In(q) || pos.At(q) != gomoku.Empty {
		return 0
	}
	for c, s := range []gomoku.Stone{gomoku.Black, gomoku.White} {
		for _, l := range pos.Lines(q, s) {
			v += int(w[c][l.Class][l.Window])
		}
	}
	return v
}

// TestScore holds Score to the sum of the weights of the Lines of both
// colours at every point of random positions under every rule, occupied
// points (0) included.
func TestScore(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 1))
	for _, r := range gomoku.Rules() {
		for range 20 {
			w := randomWeights(rng)
			pos, _ := pattern.New(15, r)
			pos.Place(board.Pt(7, 7), gomoku.Black)
			s := gomoku.White
			for range 20 + rng.IntN(60) {
				pos.Place(near(rng, pos), s)
				s = s.Opponent()
			}
			for row := -1; row <= 15; row++ {
				for col := -1; col <= 15; col++ {
					q := board.Pt(row, col)
					if got, want := pos.Score(q, w), linesScore(pos, q, w); got != want {
						t.Fatalf("%v: Score(%v) = %d, want %d (the Lines)", r, q, got, want)
					}
				}
			}
		}
	}
}

// BenchmarkScore measures the score of the points of a renju midgame of
// 30 stones near the stones: Score (read=score) against the Lines of both
// colours (read=lines), a point an op.
func BenchmarkScore(b *testing.B) {
	ps, _, _ := midgames(1, 30)
	pos := ps[0]
	var pts []board.Point
	for q := range pos.Points() {
		pts = append(pts, q)
	}
	w := randomWeights(rand.New(rand.NewPCG(1, 2)))
	for _, read := range []struct {
		name string
		f    func(board.Point) int
	}{
		{"score", func(q board.Point) int { return pos.Score(q, w) }},
		{"lines", func(q board.Point) int { return linesScore(pos, q, w) }},
	} {
		b.Run("read="+read.name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				read.f(pts[i%len(pts)])
				i++
			}
		})
	}
}

func ExamplePosition_Score() {
	pos, _ := pattern.New(15, gomoku.Freestyle)
	for i, m := range []string{"h8", "a1", "i8"} {
		q, _ := gomoku.ParseMove(m, 15)
		pos.Place(q, []gomoku.Stone{gomoku.Black, gomoku.White}[i%2])
	}
	// Black's three-makers and fours score 10 a line, White's lines 1.
	var w pattern.Weights
	for k := pattern.Three; k <= pattern.Five; k++ {
		for n := range 5 {
			w[0][k][n], w[1][k][n] = 10, 1
		}
	}
	fmt.Println(pos.Score(board.Pt(7, 9), &w)) // j8 makes a three for Black
	fmt.Println(pos.Score(board.Pt(0, 5), &w))
	// Output:
	// 10
	// 0
}

func ExampleWeights() {
	pos, _ := pattern.New(15, gomoku.Freestyle)
	pos.Place(board.Pt(7, 7), gomoku.Black)
	// A line scores by the stones of its colour in an open window of 5:
	// 1 for one stone, for either colour.
	var w pattern.Weights
	w[0][pattern.None][1], w[1][pattern.None][1] = 1, 1
	fmt.Println(pos.Score(board.Pt(7, 8), &w)) // i8: the row of h8
	fmt.Println(pos.Score(board.Pt(6, 6), &w))
	fmt.Println(pos.Score(board.Pt(5, 8), &w)) // off h8's lines
	// Output:
	// 1
	// 1
	// 0
}

// TestLinesOn checks LinesOn and Classes against Lines, and LinesAround
// against LinesOn (the points its mask leaves out left as they were, the
// masks at random, half of them full), at every point and axis of the
// positions of random games of each rule.
func TestLinesOn(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 1))
	for i, r := range gomoku.Rules() {
		for _, size := range []int{15, 5 + 7*i} { // 26 under Omok: the longest lines
			pos, _ := pattern.New(size, r)
			for n := range 60 {
				for q := range pos.Points() {
					for a := range 4 {
						got := pos.LinesOn(q, board.Axis(a))
						want := [2]pattern.Line{pos.Lines(q, gomoku.Black)[a], pos.Lines(q, gomoku.White)[a]}
						for c, s := range []gomoku.Stone{gomoku.Black, gomoku.White} {
							if k := pos.Classes(q, s)[a]; k != want[c].Class {
								t.Fatalf("%v after %d moves: Classes(%v, %v)[%v] = %v, Lines %v\n%v", r, n, q, s, board.Axis(a), k, want[c], pos)
							}
						}
						if got != want {
							t.Fatalf("%v after %d moves: LinesOn(%v, %v) = %v, Lines %v\n%v", r, n, q, board.Axis(a), got, want, pos)
						}
						d := board.Axis(a).Forward()
						mask := uint16(rng.IntN(1 << 11))
						if rng.IntN(2) == 0 {
							mask = 1<<11 - 1
						}
						var around [11][2]pattern.Line
						for k := range around {
							around[k] = [2]pattern.Line{{Class: pattern.Overline, Window: 9}} // kept off the mask
						}
						pos.LinesAround(&around, q, board.Axis(a), mask)
						for k, got := range around {
							p := q.Add(d.Delta().Mul(k - 5))
							want := pos.LinesOn(p, board.Axis(a))
							if mask>>k&1 == 0 {
								want = [2]pattern.Line{{Class: pattern.Overline, Window: 9}}
							}
							if got != want {
								t.Fatalf("%v after %d moves: LinesAround(%v, %v)[%d] = %v, LinesOn(%v) %v\n%v", r, n, q, board.Axis(a), k, got, p, want, pos)
							}
						}
					}
				}
				q := board.Pt(rng.IntN(size), rng.IntN(size))
				if pos.At(q) == gomoku.Empty {
					pos.Place(q, gomoku.Stone(1+n%2))
				}
			}
			if got := pos.LinesOn(board.Pt(-1, 0), board.Horizontal); got != ([2]pattern.Line{}) {
				t.Errorf("LinesOn off the board = %v, want zero Lines", got)
			}
			if got := pos.LinesOn(board.Pt(0, 0), board.Axis(4)); got != ([2]pattern.Line{}) {
				t.Errorf("LinesOn on axis 4 = %v, want zero Lines", got)
			}
			got := [11][2]pattern.Line{{{Class: pattern.Five}}, {{Window: 3}}}
			if pos.LinesAround(&got, board.Pt(0, size), board.Horizontal, 1<<11-1); got != ([11][2]pattern.Line{}) {
				t.Errorf("LinesAround off the board = %v, want zero Lines", got)
			}
		}
	}
}
