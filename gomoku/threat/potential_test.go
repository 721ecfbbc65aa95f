package threat

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// TestPotential holds potential to the window-by-window count it
// replaced, at every empty point of random positions, for both colours
// attacking, under renju (where Black's windows next to a black stone do
// not count) and freestyle.
func TestPotential(t *testing.T) {
	r := rand.New(rand.NewPCG(40, 6))
	for _, rule := range []gomoku.Rule{gomoku.Renju, gomoku.Freestyle} {
		for game := range 8 {
			pos, err := pattern.New(15, rule)
			if err != nil {
				t.Fatal(err)
			}
			stones := 10 + game*8
			for i := range stones {
				q := board.Pt(r.IntN(15), r.IntN(15))
				if pos.At(q) == gomoku.Empty {
					pos.Place(q, gomoku.Stone(1+i%2))
				}
			}
			for _, a := range []gomoku.Stone{gomoku.Black, gomoku.White} {
				s := &vctSolver{pos: pos, a: a, d: a.Opponent()}
				for q := range pos.Points() {
					if got, want := s.potential(q), s.slowPotential(q); got != want {
						t.Fatalf("%v, %v attacking at %s:\n%v\npotential %d, want %d", rule, a, gomoku.FormatMove(q, 15), pos, got, want)
					}
				}
			}
		}
	}
}

// slowPotential is potential as it was, reading each window's points:
// the oracle of TestPotential. It returns quintet's potential of the attacker's move m, a
// measure of the threats it can take part in: on each of the 4 lines
// through m, the most stones of the attacker's (with m) in a window of 5
// points through m that holds no defender stone, when it is at least 2,
// times the number of such windows that hold that most, summed over the
// lines. Under renju a window that an attacking Black would extend to an
// overline (a black stone next to it on the line) does not count.
func (s *vctSolver) slowPotential(m board.Point) int {
	pos := s.pos
	strict := s.a == gomoku.Black && pos.Rule() == gomoku.Renju
	sum := 0
	for _, a := range board.Axes() {
		d := a.Forward().Delta()
		var ks []int // the stones of each window that counts
		for start := -4; start <= 0; start++ {
			if k, ok := s.slowWindow(m, d, start, strict); ok && k >= 2 {
				ks = append(ks, k)
			}
		}
		if len(ks) > 0 {
			most := slices.Max(ks)
			sum += most * (len(ks) - len(slices.DeleteFunc(ks, func(k int) bool { return k == most })))
		}
	}
	return sum
}

// slowWindow returns the stones of the attacker's, m counted, in the window
// of 5 points m+start·d ... m+(start+4)·d, and whether the window is on
// the board and free of defender stones (with strict, of attacker stones
// at its two ends' neighbours too).
func (s *vctSolver) slowWindow(m, d board.Point, start int, strict bool) (int, bool) {
	pos, n := s.pos, s.pos.Size()
	k := 1
	for i := start; i < start+5; i++ {
		q := m.Add(d.Mul(i))
		if !pos2In(q, n) {
			return 0, false
		}
		switch pos.At(q) {
		case s.a:
			k++
		case s.d:
			return 0, false
		}
	}
	if strict {
		for _, i := range [2]int{start - 1, start + 5} {
			if q := m.Add(d.Mul(i)); pos2In(q, n) && pos.At(q) == s.a {
				return 0, false
			}
		}
	}
	return k, true
}
