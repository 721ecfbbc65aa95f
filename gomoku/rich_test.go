package gomoku_test

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/internal/gomokutest"
)

// deep turns on the deep tier of the agreement tests: many more boards,
// for CI rather than for every go test.
var deep = flag.Bool("gomoku.deep", false, "run the deep tier of the gomoku agreement tests (hundreds of thousands of boards, minutes)")

// judged counts a renju point that the oracle judged f, and the rule
// paths that its trace tr went through.
func (s *agreeStats) judged(f gomoku.Foul, tr oracleTrace) {
	s.n[nPoints]++
	s.answers[f]++
	if tr.twoFours {
		s.n[nTwoFours]++
	}
	if tr.fiveClause {
		s.n[nFiveClause]++
	}
	if tr.forbidden {
		s.n[nForbidden]++
	}
	for d := 1; d <= min(tr.depth, 3); d++ {
		s.depth[d]++
	}
	if tr.fiveDecisive {
		s.n[nFiveDecisive]++
	}
}

// paths returns the counts of the rule paths as text.
func (s *agreeStats) paths() string {
	return fmt.Sprintf("%d renju points (fouls %v): two fours on one line %d, fake three by the five clause %d, by forbidden straight-four points %d, real-three depth >=1 %d, >=2 %d, >=3 %d; %d answers depend on the five clause",
		s.n[nPoints], s.answers, s.n[nTwoFours], s.n[nFiveClause], s.n[nForbidden], s.depth[1], s.depth[2], s.depth[3], s.n[nFiveDecisive])
}

// checkPaths fails t unless every rule path was taken.
func (s *agreeStats) checkPaths(t *testing.T) {
	t.Helper()
	if s.n[nTwoFours] == 0 || s.n[nFiveClause] == 0 || s.n[nForbidden] == 0 || s.depth[2] == 0 || s.depth[3] == 0 || s.n[nFiveDecisive] == 0 ||
		s.answers[gomoku.Overline] == 0 || s.answers[gomoku.DoubleFour] == 0 || s.answers[gomoku.DoubleThree] == 0 {
		t.Errorf("the corpus missed a rule path: %s", s.paths())
	}
}

// richGen builds boards full of the shapes the recursive rules are about:
// "stars" of threes through one empty point, with further stars hung on
// the points that make those threes straight fours, and on those points
// fours that a stone there turns into a five (the five clause), plain
// fours (a double-four there), near-overlines and white stones at the
// ends; plus lines that hold two fours, and noise.
type richGen struct {
	rng *rand.Rand
	b   *board.Board[gomoku.Stone]
	n   int
}

// richBoard returns an n×n board from the generator and its centre, the
// empty point of the first star.
func richBoard(rng *rand.Rand, n int) (*board.Board[gomoku.Stone], board.Point) {
	b, _ := gomoku.NewBoard(n)
	g := &richGen{rng: rng, b: b, n: n}
	density := []float64{0, 0.03, 0.08, 0.15}[rng.IntN(4)]
	for p := range b.All() {
		if x := rng.Float64(); x < density/2 {
			b.Set(p, gomoku.Black)
		} else if x < density {
			b.Set(p, gomoku.White)
		}
	}
	for range rng.IntN(3) {
		g.twoFourLine()
	}
	m := min(2, n/2-1)
	c := board.Pt(m+rng.IntN(n-2*m), m+rng.IntN(n-2*m))
	g.star(c, 0, 4) // 4: no axis to skip
	return b, c
}

// set puts s at p if p is on the board.
func (g *richGen) set(p board.Point, s gomoku.Stone) {
	if g.b.In(p) {
		g.b.Set(p, s)
	}
}

// star makes c empty and lays 2 to 4 threes through it, on axes other
// than skip, then decorates the points that would make them straight
// fours, recursing up to depth 3.
func (g *richGen) star(c board.Point, depth int, skip board.Axis) {
	rng := g.rng
	g.b.Set(c, gomoku.Empty)
	axes := rng.Perm(4)
	k := 2 + rng.IntN(3)
	if depth > 0 {
		k = 2 + rng.IntN(2) // two more threes besides the parent's four
	}
	for _, ai := range axes {
		a := board.Axis(ai)
		if a == skip {
			continue
		}
		if k == 0 {
			break
		}
		k--
		d := a.Forward().Delta()
		at := func(i int) board.Point { return c.Add(d.Mul(i)) }
		// A window of 4 points holding c, with c at index -o: 2 more stones
		// and one empty point q, the ends empty.
		o := -rng.IntN(4)
		j := rng.IntN(3)
		var q board.Point
		for i, x := o, 0; i < o+4; i++ {
			if i == 0 {
				continue
			}
			if x == j {
				q = at(i)
				g.set(q, gomoku.Empty)
			} else {
				g.set(at(i), gomoku.Black)
			}
			x++
		}
		g.set(at(o-1), gomoku.Empty)
		g.set(at(o+4), gomoku.Empty)
		for _, i := range []int{o - 2, o + 5} {
			switch rng.IntN(8) {
			case 0:
				g.set(at(i), gomoku.Black) // no straight four that way: six
			case 1, 2:
				g.set(at(i), gomoku.White)
			case 3, 4:
				g.set(at(i), gomoku.Empty)
			}
		}
		// The point q, and for a three of 3 stones in a row the end at
		// its other side, make a straight four.
		qs := []board.Point{q}
		switch j {
		case 0:
			qs = append(qs, at(o+4))
		case 2:
			qs = append(qs, at(o-1))
		}
		if o == 0 && j == 0 || o == -3 && j == 2 {
			qs = qs[:1] // c is the end stone: the window's other end is a stone
		}
		for _, p := range qs {
			if g.b.In(p) && g.b.At(p) == gomoku.Empty && p != c {
				g.decorate(p, a, depth)
			}
		}
	}
}

// decorate gives the empty point q, which may make a three on axis a a
// straight four, something on another axis.
func (g *richGen) decorate(q board.Point, a board.Axis, depth int) {
	rng := g.rng
	b := board.Axis((int(a) + 1 + rng.IntN(3)) % 4)
	d := b.Forward().Delta()
	at := func(i int) board.Point { return q.Add(d.Mul(i)) }
	o := -rng.IntN(5) // a window of 5 holding q at index -o
	switch x := rng.IntN(20); {
	case x < 5: // q makes a five: 4 stones, nothing black just outside
		for i := o; i < o+5; i++ {
			if i != 0 {
				g.set(at(i), gomoku.Black)
			}
		}
		for _, i := range []int{o - 1, o + 5} {
			if rng.IntN(2) == 0 {
				g.set(at(i), gomoku.White)
			} else {
				g.set(at(i), gomoku.Empty)
			}
		}
	case x < 8: // q makes a four: a double-four with its straight four
		gap := o + rng.IntN(5)
		for i := o; i < o+5; i++ {
			if i != 0 && i != gap {
				g.set(at(i), gomoku.Black)
			}
		}
		if gap != 0 {
			g.set(at(gap), gomoku.Empty)
		}
	case x < 9: // q makes six, or a five blocked by a stone just beyond
		for i := o; i < o+6; i++ {
			if i != 0 {
				g.set(at(i), gomoku.Black)
			}
		}
	case depth < 3:
		g.star(q, depth+1, a)
	}
}

// twoFourLine draws one of the lines that hold two fours through their
// middle stone, X.XXX.X, XX.XX.XX or XXX.X.XXX, somewhere on the board,
// with the middle point sometimes left empty.
func (g *richGen) twoFourLine() {
	rng := g.rng
	pat := []string{"X.XXX.X", "XX.XX.XX", "XXX.X.XXX", "X.XX.X", "XX.X.XX"}[rng.IntN(5)]
	d := board.Directions()[rng.IntN(8)].Delta()
	p := board.Pt(rng.IntN(g.n), rng.IntN(g.n))
	hole := rng.IntN(len(pat))
	for i, c := range pat {
		s := gomoku.Empty
		if c == 'X' && i != hole {
			s = gomoku.Black
		}
		g.set(p.Add(d.Mul(i)), s)
	}
}

// richPoints returns the points of b to judge: every empty point within 3
// of c (where the star is), or every empty point on boards up to 9×9.
func richPoints(b *board.Board[gomoku.Stone], c board.Point) []board.Point {
	var ps []board.Point
	for p, s := range b.All() {
		if s != gomoku.Empty {
			continue
		}
		dr, dc := p.Row-c.Row, p.Col-c.Col
		if max(dr, -dr, dc, -dc) <= 3 || b.Rows() <= 9 {
			ps = append(ps, p)
		}
	}
	return ps
}

// agreePoints holds the walker scan, the bit-parallel scans and the
// oracle to the same answer at each of ps, for Black under renju (with the
// oracle's trace counted in st) and for both colours under omok.
func agreePoints(t *testing.T, b *board.Board[gomoku.Stone], ps []board.Point, st *agreeStats) {
	t.Helper()
	n := b.Rows()
	ls := []interface {
		Forbidden(board.Point, gomoku.Stone, gomoku.Rule) gomoku.Foul
	}{queries{b}}
	if l, err := gomoku.BitsOf(b); err == nil {
		ls = append(ls, l)
	}
	for _, c := range []struct {
		s gomoku.Stone
		r gomoku.Rule
	}{{gomoku.Black, gomoku.Renju}, {gomoku.Black, gomoku.Omok}, {gomoku.White, gomoku.Omok}} {
		for _, p := range ps {
			var want gomoku.Foul
			if c.r == gomoku.Renju {
				var tr oracleTrace
				want, tr = oracleJudge(b, p, c.s, c.r)
				st.judged(want, tr)
			} else {
				want = oracleFoul(b, p, c.s, c.r)
			}
			got := gomoku.WalkForbidden(b, p, c.s, c.r)
			for _, l := range ls {
				if g := l.Forbidden(p, c.s, c.r); g != got {
					t.Fatalf("%v %v at %s: %T %v, walker %v on %dx%d\n%s", c.r, c.s, gomoku.FormatMove(p, n), l, g, got, n, n, b.Format(gomoku.Stone.Rune))
				}
			}
			if g := gomoku.Forbidden(b, p, c.s, c.r); g != got {
				t.Fatalf("%v %v at %s: Forbidden %v, walker %v on %dx%d\n%s", c.r, c.s, gomoku.FormatMove(p, n), g, got, n, n, b.Format(gomoku.Stone.Rune))
			}
			if got != want {
				t.Fatalf("%v %v at %s: walker %v, oracle %v on %dx%d\n%s", c.r, c.s, gomoku.FormatMove(p, n), got, want, n, n, b.Format(gomoku.Stone.Rune))
			}
		}
	}
}

// richSizes are the board sizes of TestScansAgreeRich, 15×15 most often.
var richSizes = []int{15, 15, 15, 13, 11, 9, 19, 7, 15, 16, 12, 10, 8, 14, 17, 21, 5, 6, 26, 15}

// TestScansAgreeRich holds the walker scan, the bit-parallel scans and the
// oracle to the same answers on boards built by richGen, around their
// stars, and checks that the corpus took every path of the renju rules.
// The default tier is 400 boards; -gomoku.deep runs 60,000.
func TestScansAgreeRich(t *testing.T) {
	boards := 400
	if *deep {
		boards = 60_000
	} else if testing.Short() {
		boards = 300
	}
	st := inParallel(t, boards, 2, func(t *testing.T, rng *rand.Rand, i int, st *agreeStats) {
		b, c := richBoard(rng, richSizes[i%len(richSizes)])
		agreePoints(t, b, richPoints(b, c), st)
	})
	t.Logf("%d boards: %s", boards, st.paths())
	if !testing.Short() {
		st.checkPaths(t)
	}
}

// TestScansAgreeThreats holds the scans and the oracle to the same
// answers at every empty point of the 82 renju positions of the shared
// threat-space suite, and of each with its first few hundred variations:
// one stone added or taken away near the stones.
func TestScansAgreeThreats(t *testing.T) {
	cases := gomokutest.ThreatCases(t)
	if len(cases) != 82 {
		t.Fatalf("read %d positions, want 82", len(cases))
	}
	var st agreeStats
	rng := rand.New(rand.NewPCG(82, 15))
	variations := 2
	if *deep {
		variations = 100
	}
	for _, c := range cases {
		b := c.Board
		var all []board.Point
		for p, s := range b.All() {
			if s == gomoku.Empty && nextToStone(b, p) {
				all = append(all, p)
			}
		}
		agreePoints(t, b, all, &st)
		for range variations {
			v := b.Clone()
			p := board.Pt(rng.IntN(15), rng.IntN(15))
			v.Set(p, gomoku.Stone(rng.IntN(3)))
			var near []board.Point
			for q, s := range v.All() {
				if dr, dc := q.Row-p.Row, q.Col-p.Col; s == gomoku.Empty && max(dr, -dr, dc, -dc) <= 4 {
					near = append(near, q)
				}
			}
			agreePoints(t, v, near, &st)
		}
	}
	t.Logf("%d positions, %d variations each: %s", len(cases), variations, st.paths())
}
