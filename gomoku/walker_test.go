package gomoku

import (
	"iter"

	"github.com/seed131617c4/board"
)

// This file is the walker scan: the rules written on a board.Board[Stone]
// with the shared ray walker of package board and nothing else, the
// straightforward reading of the rules. It is a test oracle: the package
// checks the rules on bit rows (scan.go, and the fouls in package
// internal/rows, which gomoku/pattern calls too), and the tests hold the
// two, and the definitions of oracle_test.go, to the same answers. The
// walker scan works on a board of any size.

// walkWinner is [Winner] with the walker: the winning line on b under
// rule r, and whether there is one. When several lines win, as on a board made up rather than
// played, it returns the one whose first stone comes first in reading
// order (by row from the top, then by column), then the first in the
// order of [board.Axes]; both colours compete in that order.
//
// It walks every line of b once, from each of [board.Board.LineStarts]
// along [board.Board.Ray]: it costs O(rows×cols) and allocates nothing.
func walkWinner(b *board.Board[Stone], r Rule) (Five, bool) {
	var best Five
	consider := func(s Stone, from board.Point, a board.Axis, n int) {
		if s != Black && s != White || !r.wins(s, n) {
			return
		}
		f := Five{Stone: s, Start: from, Axis: a, Len: n, Size: b.Rows()}
		if best.Len == 0 || f.before(best) {
			best = f
		}
	}
	for _, a := range board.Axes() {
		fwd := a.Forward()
		for start := range b.LineStarts(a) {
			s, from, n := b.At(start), start, 1
			for q, v := range b.Ray(start, fwd) {
				if v == s {
					n++
					continue
				}
				if n >= 5 {
					consider(s, from, a, n)
				}
				s, from, n = v, q, 1
			}
			if n >= 5 {
				consider(s, from, a, n)
			}
		}
	}
	return best, best.Len > 0
}

// walkForbidden is [Forbidden] with the walker: the foul that playing s at
// p would be under rule r:
// [Overline], [DoubleFour] or [DoubleThree], looked for in that order, or
// [NoFoul] for a move that is not forbidden. Only Black has forbidden moves under Renju, both
// colours under Omok, and nobody under Freestyle and Standard. A move that
// makes exactly five is never forbidden. An occupied point or one off the
// board is not a move at all and returns NoFoul. The package documentation
// defines fours and threes.
//
// It works on a copy of b, so b is only read. Under Renju a double-three
// candidate costs a recursive look at the moves that would make each three
// a straight four.
func walkForbidden(b *board.Board[Stone], p board.Point, s Stone, r Rule) Foul {
	if !r.Restricted(s) || !b.In(p) || b.At(p) != Empty {
		return NoFoul
	}
	return walkFoul(b.Clone(), p, s, r)
}

// walkForbiddenPoints is [ForbiddenPoints] with the walker: an iterator
// over the empty points of b where s may not play under rule r, with the
// reason, in reading order.
func walkForbiddenPoints(b *board.Board[Stone], s Stone, r Rule) iter.Seq2[board.Point, Foul] {
	return func(yield func(board.Point, Foul) bool) {
		if !r.Restricted(s) {
			return
		}
		walkFouls(b.Clone(), s, r, yield)
	}
}

// walkFouls yields the fouls of s at the empty points of b, which it
// changes while it looks and restores, until yield returns false.
func walkFouls(b *board.Board[Stone], s Stone, r Rule, yield func(board.Point, Foul) bool) {
	for row := range b.Rows() {
		for col := range b.Cols() {
			p := board.Pt(row, col)
			if b.At(p) != Empty {
				continue
			}
			if f := walkFoul(b, p, s, r); f != NoFoul && !yield(p, f) {
				return
			}
		}
	}
}

// walkFoul is Forbidden for an empty point p of b, with s restricted under
// r. It places stones on b while it looks and takes them off again.
func walkFoul(b *board.Board[Stone], p board.Point, s Stone, r Rule) Foul {
	b.Set(p, s)
	f := walkShape(b, p, s, r)
	b.Set(p, Empty)
	return f
}

// walkShape is walkFoul with s already at p.
func walkShape(b *board.Board[Stone], p board.Point, s Stone, r Rule) Foul {
	over := false
	for _, a := range board.Axes() {
		switch n := b.Span(p, a, s); {
		case n == 5:
			return NoFoul // five takes priority over every foul
		case n > 5:
			over = true
		}
	}
	if r == Renju {
		if over {
			return Overline
		}
		fours := 0
		for _, a := range board.Axes() {
			fours += walkFours(b, p, a, s)
		}
		if fours >= 2 {
			return DoubleFour
		}
	}
	var moves [4]walkMoves
	lines := 0
	for i, a := range board.Axes() {
		moves[i] = walkStraightFourMoves(b, p, a, s)
		if moves[i].n > 0 {
			lines++
		}
	}
	if lines < 2 {
		return NoFoul
	}
	if r != Renju {
		return DoubleThree // omok: every three counts
	}
	// Renju: a three is real if one of the moves that make it a straight
	// four is not itself forbidden, with p on the board.
	real := 0
	for i := range moves {
		if moves[i].n == 0 {
			continue
		}
		lines--
		for _, q := range moves[i].q[:moves[i].n] {
			if walkFoul(b, q, s, r) == NoFoul {
				real++
				break
			}
		}
		if real >= 2 {
			return DoubleThree
		}
		if real+lines < 2 {
			break
		}
	}
	return NoFoul
}

// walkFours returns the number of fours through p on axis a, with s at p:
// the sets of 4 stones, p among them, that one more stone of s on the line
// turns into exactly five. The two moves that complete a straight four make
// one four; two fours on one line, as in X.XXX.X, count two.
//
// A completing move q makes a line with p, so every point between them
// holds s: q can only be the first point past the run of s through p, on
// either side.
func walkFours(b *board.Board[Stone], p board.Point, a board.Axis, s Stone) int {
	var runs [2]int
	var ok [2]bool
	n := 0
	for side, d := range [2]board.Direction{a.Backward(), a.Forward()} {
		runs[side] = b.Run(p, d, s)
		q := p.Add(d.Delta().Mul(runs[side] + 1))
		if b.In(q) && b.At(q) == Empty && b.Span(q, a, s) == 5 {
			ok[side] = true
			n++
		}
	}
	if ok[0] && ok[1] && runs[0]+runs[1]+1 == 4 {
		n-- // the two ends of one straight four
	}
	return n
}

// walkMoves is the empty points, at most 2, that make a three a straight
// four.
type walkMoves struct {
	q [2]board.Point
	n int
}

// walkStraightFourMoves returns the empty points q on axis a such that s
// at q makes a straight four through p without making a five: exactly 4
// stones of s in a row, p among them, with an empty point at each end where
// s would make exactly five, and no line of exactly five through q on any
// axis (RIF §3: a three is made a straight four "without at the same time
// a five in a row is made"). It is empty unless the line through p holds a
// three. As for fours, q can only be the first point past the run of s
// through p on either side.
func walkStraightFourMoves(b *board.Board[Stone], p board.Point, a board.Axis, s Stone) walkMoves {
	var m walkMoves
	back, fwd := a.Backward(), a.Forward()
	for _, d := range [2]board.Direction{back, fwd} {
		q := p.Add(d.Delta().Mul(b.Run(p, d, s) + 1))
		if !b.In(q) || b.At(q) != Empty {
			continue
		}
		b.Set(q, s)
		nb, nf := b.Run(p, back, s), b.Run(p, fwd, s)
		if nb+nf+1 == 4 {
			e1 := p.Add(back.Delta().Mul(nb + 1))
			e2 := p.Add(fwd.Delta().Mul(nf + 1))
			if b.In(e1) && b.At(e1) == Empty && b.Span(e1, a, s) == 5 &&
				b.In(e2) && b.At(e2) == Empty && b.Span(e2, a, s) == 5 &&
				!walkFive(b, q, s) {
				m.q[m.n] = q
				m.n++
			}
		}
		b.Set(q, Empty)
	}
	return m
}

// walkFive reports whether the stone of s at q is in a line of exactly
// five on one of the 4 axes. Exactly five is the five of every colour that
// has forbidden moves: Black under Renju, both colours under Omok.
func walkFive(b *board.Board[Stone], q board.Point, s Stone) bool {
	for _, a := range board.Axes() {
		if b.Span(q, a, s) == 5 {
			return true
		}
	}
	return false
}
