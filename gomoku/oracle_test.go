package gomoku_test

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// This file is a third reading of the fouls, for tests only, written from
// the definitions of §3 of the RIF rules (1996, corrected 1998) and not
// from the package's code: slow and simple. It copies each line through a
// point into a slice and tries every window and every empty point of it,
// where the two scans of the package reason about runs and their ends.
//
// The definitions, for a colour s about to play at p (s is placed at p):
//   - five: 5 stones of s in a row with no stone of s just beyond either
//     end (for Black under renju, and for both colours under omok, only
//     exactly five is a five);
//   - overline: 6 stones of s in a row;
//   - four: a set of 4 stones of s on one line, p among them, that one
//     stone of s on an empty point of the line turns into a five; fours
//     are distinct sets of stones, so a line can hold two;
//   - straight four: 4 stones of s in an unbroken row that one stone makes
//     a five in two different ways (at two different points);
//   - three: a set of 3 stones of s on one line, p among them, that one
//     stone of s at an empty point q turns into a straight four without
//     making a five at the same time (on any line through q); under renju
//     it counts only if some such q is itself not forbidden, with p on the
//     board (RIF 9.3, the "real" three);
//   - a five at p is never forbidden; otherwise, under renju, an overline,
//     two fours or two threes at p are; under omok two threes are.

// oracleLine is the line through a point on one axis, copied out.
type oracleLine struct {
	cells []gomoku.Stone
	pts   []board.Point
	k     int // the index of the point
}

func oracleLineOf(b *board.Board[gomoku.Stone], p board.Point, a board.Axis) oracleLine {
	var l oracleLine
	for q, v := range b.Line(p, a) {
		if q == p {
			l.k = len(l.cells)
		}
		l.cells = append(l.cells, v)
		l.pts = append(l.pts, q)
	}
	return l
}

// is reports whether index i is on the line and holds s.
func (l oracleLine) is(i int, s gomoku.Stone) bool {
	return i >= 0 && i < len(l.cells) && l.cells[i] == s
}

// all reports whether indices i..j are on the line and all hold s.
func (l oracleLine) all(i, j int, s gomoku.Stone) bool {
	for x := i; x <= j; x++ {
		if !l.is(x, s) {
			return false
		}
	}
	return true
}

// fiveWindow reports whether i..i+4 is a five of s: five stones of s with
// no s just outside.
func (l oracleLine) fiveWindow(i int, s gomoku.Stone) bool {
	return l.all(i, i+4, s) && !l.is(i-1, s) && !l.is(i+5, s)
}

// five reports whether the point of l is in a five of s.
func (l oracleLine) five(s gomoku.Stone) bool {
	for w := l.k - 4; w <= l.k; w++ {
		if l.fiveWindow(w, s) {
			return true
		}
	}
	return false
}

// fiveWith reports whether s at the empty index e makes a five whose
// window holds all of the indices in set (a bit set of the line).
func (l oracleLine) fiveWith(e int, set uint64, s gomoku.Stone) bool {
	l.cells[e] = s
	defer func() { l.cells[e] = gomoku.Empty }()
	for w := e - 4; w <= e; w++ {
		if l.fiveWindow(w, s) && set&^window(w, w+4) == 0 {
			return true
		}
	}
	return false
}

// fours returns the fours of s through the point of l, as bit sets of 4
// stones.
func (l oracleLine) fours(s gomoku.Stone) map[uint64]bool {
	sets := map[uint64]bool{}
	for w := max(l.k-4, 0); w <= l.k && w+4 < len(l.cells); w++ {
		for e := w; e <= w+4; e++ {
			if !l.is(e, gomoku.Empty) {
				continue
			}
			set := window(w, w+4) &^ (1 << e)
			if l.allSet(set, s) && l.fiveWith(e, set, s) {
				sets[set] = true
			}
		}
	}
	return sets
}

// allSet reports whether every index in set holds s.
func (l oracleLine) allSet(set uint64, s gomoku.Stone) bool {
	for i := range l.cells {
		if set>>i&1 != 0 && l.cells[i] != s {
			return false
		}
	}
	return set>>len(l.cells) == 0
}

// straightFour reports whether the 4 indices w..w+3, all s, are a
// straight four: two different empty points each make a five with them.
func (l oracleLine) straightFour(w int, s gomoku.Stone) bool {
	n := 0
	for e := range l.cells {
		if l.cells[e] == gomoku.Empty && l.fiveWith(e, window(w, w+3), s) {
			n++
		}
	}
	return n >= 2
}

// window returns the bits i..j.
func window(i, j int) uint64 {
	return (uint64(2)<<j - 1) &^ (uint64(1)<<i - 1)
}

// oracleTrace is what judging one point went through, for the counts of
// the agreement tests.
type oracleTrace struct {
	twoFours     bool // a line through the point held two fours
	fiveClause   bool // a three was no three only by the five clause
	forbidden    bool // a three was fake: every straight-four point forbidden
	depth        int  // nested real-three tests: 1 at the point itself
	fiveDecisive bool // without the five clause the answer would differ
}

// oracle judges points of one board for one colour and rule. Without
// fiveClause it reads the three as the package did before issue 8, which
// the tests use to show that a position depends on the clause.
type oracle struct {
	b          *board.Board[gomoku.Stone]
	s          gomoku.Stone
	r          gomoku.Rule
	fiveClause bool
	trace      oracleTrace
}

// oracleFoul is gomoku.Forbidden from the definitions above. It changes b
// while it looks and restores it.
func oracleFoul(b *board.Board[gomoku.Stone], p board.Point, s gomoku.Stone, r gomoku.Rule) gomoku.Foul {
	o := oracle{b: b, s: s, r: r, fiveClause: true}
	return o.foul(p, 0)
}

// oracleJudge is oracleFoul with the trace of the judgement, the answer
// without the five clause included.
func oracleJudge(b *board.Board[gomoku.Stone], p board.Point, s gomoku.Stone, r gomoku.Rule) (gomoku.Foul, oracleTrace) {
	o := oracle{b: b, s: s, r: r, fiveClause: true}
	f := o.foul(p, 0)
	old := oracle{b: b, s: s, r: r}
	o.trace.fiveDecisive = old.foul(p, 0) != f
	return f, o.trace
}

// foul judges the empty point p at nesting depth (0 for the point asked
// about, 1 for a straight-four point of one of its threes, and so on).
func (o *oracle) foul(p board.Point, depth int) gomoku.Foul {
	b, s, r := o.b, o.s, o.r
	restricted := r == gomoku.Renju && s == gomoku.Black || r == gomoku.Omok && (s == gomoku.Black || s == gomoku.White)
	if !restricted || !b.In(p) || b.At(p) != gomoku.Empty {
		return gomoku.NoFoul
	}
	b.Set(p, s)
	defer b.Set(p, gomoku.Empty)
	var lines [4]oracleLine
	over := false
	for i, a := range board.Axes() {
		l := oracleLineOf(b, p, a)
		lines[i] = l
		if l.five(s) {
			return gomoku.NoFoul // a five is never forbidden
		}
		for w := l.k - 5; w <= l.k; w++ {
			if l.all(w, w+5, s) {
				over = true
			}
		}
	}
	if r == gomoku.Renju {
		if over {
			return gomoku.Overline
		}
		fours := 0
		for _, l := range lines {
			n := len(l.fours(s))
			if n >= 2 && depth == 0 {
				o.trace.twoFours = true
			}
			fours += n
		}
		if fours >= 2 {
			return gomoku.DoubleFour
		}
	}
	var threes [][]board.Point // for each three, its straight-four points
	for _, l := range lines {
		for _, qs := range o.threes(l) {
			threes = append(threes, qs)
		}
	}
	if len(threes) < 2 {
		return gomoku.NoFoul
	}
	if r != gomoku.Renju {
		return gomoku.DoubleThree // omok: every three counts
	}
	o.trace.depth = max(o.trace.depth, depth+1)
	real := 0
	for _, qs := range threes {
		ok := false
		for _, q := range qs {
			if o.foul(q, depth+1) == gomoku.NoFoul {
				ok = true
			}
		}
		if ok {
			real++
		} else {
			o.trace.forbidden = true
		}
	}
	if real >= 2 {
		return gomoku.DoubleThree
	}
	return gomoku.NoFoul
}

// threes returns the threes of o.s through the point of l, s there: for
// each set of 3 stones (as bits of the line), the empty points q at which a
// stone makes it a straight four without making a five. A set whose every
// such point makes a five is no three; it sets trace.fiveClause.
func (o *oracle) threes(l oracleLine) map[uint64][]board.Point {
	s := o.s
	sets := map[uint64][]board.Point{}
	clause := map[uint64]bool{}
	for q := range l.cells {
		if l.cells[q] != gomoku.Empty {
			continue
		}
		l.cells[q] = s
		for w := l.k - 3; w <= l.k; w++ {
			if w > q || q > w+3 || !l.all(w, w+3, s) || !l.straightFour(w, s) {
				continue
			}
			set := window(w, w+3) &^ (1 << q)
			if o.fiveClause && o.fiveAt(l.pts[q]) {
				clause[set] = true
				continue
			}
			sets[set] = append(sets[set], l.pts[q])
		}
		l.cells[q] = gomoku.Empty
	}
	for set := range clause {
		if sets[set] == nil {
			o.trace.fiveClause = true
		}
	}
	return sets
}

// fiveAt reports whether o.s at the empty point q makes a five on any of
// the 4 lines through q.
func (o *oracle) fiveAt(q board.Point) bool {
	o.b.Set(q, o.s)
	defer o.b.Set(q, gomoku.Empty)
	for _, a := range board.Axes() {
		if oracleLineOf(o.b, q, a).five(o.s) {
			return true
		}
	}
	return false
}
