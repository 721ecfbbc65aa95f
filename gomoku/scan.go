package gomoku

import (
	"iter"
	"math/bits"

	"github.com/seed131617c4/board"
)

// This file is the bit-parallel scan: the rules of the package on the bit
// rows of a lines. The walker scan of the tests (walker_test.go) reads the
// same rules with the shared ray walker, step by step.

// winner returns the winning line of l under rule r and reports whether
// there is one, choosing among several lines as [Winner] does.
//
// It tests whole lines at once: x & x>>1 & x>>2 & x>>3 & x>>4 marks the
// starts of runs of five or more set bits, x<<1 and x>>5 trim those that
// are not runs of exactly five. It costs O(size) word operations per axis
// and colour and allocates nothing.
func (l *lines) winner(r Rule) (Five, bool) {
	var best Five
	n := l.size
	if n < MinSize {
		return best, false // the zero Lines
	}
	exact := [2]bool{r.exact(Black), r.exact(White)}
	for _, a := range board.Axes() {
		lo, hi := 0, n-1
		if a == board.Diagonal || a == board.AntiDiagonal {
			lo, hi = 4, 2*n-6 // the diagonals with 5 points or more
		}
		blacks, whites := l.rows[0][a][:hi+1], l.rows[1][a][:hi+1]
		for line := lo; line <= hi; line++ {
			x, y := uint64(blacks[line]), uint64(whites[line])
			fx, fy := x&(x>>1), y&(y>>1)
			fx, fy = fx&(fx>>2), fy&(fy>>2)
			fx, fy = fx&(x>>4), fy&(y>>4)
			if fx|fy == 0 {
				continue
			}
			for i, f := range [2]uint64{fx, fy} {
				x := [2]uint64{x, y}[i]
				starts := f &^ (x << 1)
				if exact[i] {
					starts &^= x >> 5
				}
				if starts == 0 {
					continue
				}
				// The first stone in reading order: the lowest bit, but on
				// a "/" line the highest, whose row is the smallest.
				bit := bits.TrailingZeros64(starts)
				if a == board.AntiDiagonal {
					bit = 63 - bits.LeadingZeros64(starts)
				}
				five := Five{Stone: Stone(i + 1), Start: l.point(a, line, bit), Axis: a, Len: bits.TrailingZeros64(^(x >> bit)), Size: l.size}
				if best.Len == 0 || five.before(best) {
					best = five
				}
			}
		}
	}
	return best, best.Len > 0
}

// winAt reports whether the stone at p wins under rule r, as [WinAt] does
// on a board. It measures the run through p on each of the 4 lines with
// two bit counts: O(1), allocation-free.
func (l *lines) winAt(p board.Point, r Rule) (Five, bool) {
	if !l.in(p) {
		return Five{}, false
	}
	i := 0
	if l.rows[0][board.Horizontal][p.Row]>>p.Col&1 == 0 {
		if l.rows[1][board.Horizontal][p.Row]>>p.Col&1 == 0 {
			return Five{}, false
		}
		i = 1
	}
	s := Stone(i + 1)
	lines := [4]int{p.Row, p.Col, p.Col - p.Row + l.size - 1, p.Row + p.Col}
	ks := [4]int{p.Col, p.Row, p.Col, p.Col}
	for a := range 4 {
		x := uint64(l.rows[i][a][lines[a]])
		if (x<<1)>>ks[a]&5 == 0 {
			continue // no stone on either side: a run of 1
		}
		lo, hi := runBounds(x, ks[a])
		if n := hi - lo + 1; r.wins(s, n) {
			return Five{Stone: s, Start: l.point(board.Axis(a), lines[a], lo), Axis: board.Axis(a), Len: n, Size: l.size}, true
		}
	}
	return Five{}, false
}

// forbidden returns the foul that playing s at p would be under rule r, or
// NoFoul, with the rules and results of [Forbidden].
//
// It costs a few dozen word operations per line through p and allocates
// nothing. Under Renju, when p makes two or more threes, it checks the
// moves that would make them straight fours, recursively, on a copy of l
// with p played; l itself is only read.
func (l *lines) forbidden(p board.Point, s Stone, r Rule) Foul {
	if !r.restricted(s) || !l.in(p) || l.at(p) != Empty {
		return NoFoul
	}
	f, t := l.shape(p, s, r)
	if t.lines < 2 {
		return f
	}
	c := *l
	return c.realThrees(p, s, &t)
}

// forbiddenPoints returns an iterator over the empty points of l where s
// may not play under rule r, with the reason, in reading order (by row
// from the top, then by column). Each point costs what [lines.forbidden]
// costs. l must not change while the iterator runs.
func (l *lines) forbiddenPoints(s Stone, r Rule) iter.Seq2[board.Point, Foul] {
	return func(yield func(board.Point, Foul) bool) {
		if !r.restricted(s) {
			return
		}
		for row := range l.size {
			for col := range l.size {
				p := board.Pt(row, col)
				if f := l.forbidden(p, s, r); f != NoFoul && !yield(p, f) {
					return
				}
			}
		}
	}
}

// threeMoves is what shape leaves to the real-three test: for each axis
// the bits, on the line through the point, of the moves that make a
// straight four.
type threeMoves struct {
	moves [4]uint64
	line  [4]int
	lines int // the number of axes with moves
}

// foul is Forbidden for an empty point of l with s restricted under r. It
// may place stones on l while it looks, and takes them off again.
func (l *lines) foul(p board.Point, s Stone, r Rule) Foul {
	f, t := l.shape(p, s, r)
	if t.lines < 2 {
		return f
	}
	return l.realThrees(p, s, &t)
}

// shape classifies the empty point p for s under r as if s were there:
// the foul, or, when the answer under Renju hangs on whether two or more
// threes are real, NoFoul and their straight-four moves (t.lines >= 2).
// A move that makes a straight four and a five at once is left out: it
// does not make the line a three (RIF §3).
func (l *lines) shape(p board.Point, s Stone, r Rule) (f Foul, t threeMoves) {
	var own, empty [4]uint64
	var lo, hi [4]int
	i := s - 1
	over := false
	for a := range 4 {
		line, k := l.index(p, board.Axis(a))
		own[a] = uint64(l.rows[i][a][line]) | 1<<k
		empty[a] = l.valid(board.Axis(a), line) &^ (own[a] | uint64(l.rows[1-i][a][line]))
		lo[a], hi[a] = runBounds(own[a], k)
		switch {
		case hi[a]-lo[a] == 4:
			return NoFoul, threeMoves{} // five takes priority over every foul
		case hi[a]-lo[a] > 4:
			over = true
		}
		t.line[a] = line
	}
	if r == Renju {
		if over {
			return Overline, threeMoves{}
		}
		fours := 0
		for a := range 4 {
			fours += bitFours(own[a], empty[a], lo[a], hi[a])
		}
		if fours >= 2 {
			return DoubleFour, threeMoves{}
		}
	}
	for a := range 4 {
		m := bitStraightFourMoves(own[a], empty[a], lo[a], hi[a])
		for q := m; q != 0; q &= q - 1 {
			if l.fiveAcross(l.point(board.Axis(a), t.line[a], bits.TrailingZeros64(q)), i, board.Axis(a)) {
				m &^= q & -q // RIF §3: a straight four made with a five is no three
			}
		}
		if t.moves[a] = m; m != 0 {
			t.lines++
		}
	}
	switch {
	case t.lines < 2:
		return NoFoul, threeMoves{}
	case r != Renju:
		return DoubleThree, threeMoves{} // omok: every three counts
	}
	return NoFoul, t
}

// realThrees finishes shape's work under Renju: p is a double-three if at
// least two of the lines in t hold a real three, one with a straight-four
// move that is not itself forbidden once p is played. It plays p on l for
// the look and takes it back.
func (l *lines) realThrees(p board.Point, s Stone, t *threeMoves) Foul {
	l.set(p, s)
	f := NoFoul
	real, left := 0, t.lines
	for a := range 4 {
		m := t.moves[a]
		if m == 0 {
			continue
		}
		left--
		for ; m != 0; m &= m - 1 {
			q := l.point(board.Axis(a), t.line[a], bits.TrailingZeros64(m))
			if l.foul(q, s, Renju) == NoFoul {
				real++
				break
			}
		}
		if real >= 2 {
			f = DoubleThree
			break
		}
		if real+left < 2 {
			break
		}
	}
	l.set(p, Empty)
	return f
}

// fiveAcross reports whether a stone of colour i+1 at the empty point q
// makes exactly five on one of the 3 axes other than a. The lines through q
// on those axes do not hold the point that shape classifies (it is on axis
// a), so l as it stands is the position with that point played.
func (l *lines) fiveAcross(q board.Point, i Stone, a board.Axis) bool {
	for b := range board.Axis(4) {
		if b == a {
			continue
		}
		line, k := l.index(q, b)
		if lo, hi := runBounds(uint64(l.rows[i][b][line])|1<<k, k); hi-lo == 4 {
			return true
		}
	}
	return false
}

// bitFours returns the number of fours in the line own (with the new stone
// in it) whose run through the new stone is bits lo..hi, given the empty
// points of the line: as in walkFours, the completing moves can only be
// lo-1 and hi+1, and both make one four if the run is a straight four.
func bitFours(own, empty uint64, lo, hi int) int {
	n := 0
	left := lo >= 1 && empty>>(lo-1)&1 != 0 && fiveAt(own, lo-1)
	right := empty>>(hi+1)&1 != 0 && fiveAt(own, hi+1)
	if left {
		n++
	}
	if right {
		n++
	}
	if left && right && hi-lo == 3 {
		n--
	}
	return n
}

// fiveAt reports whether setting bit q of own makes a run of exactly five
// through q.
func fiveAt(own uint64, q int) bool {
	lo, hi := runBounds(own|1<<q, q)
	return hi-lo == 4
}

// bitStraightFourMoves returns the bits q of the line among lo-1 and hi+1
// such that setting q makes a straight four through the run lo..hi: exactly
// 4 set bits in a row, with an empty point at each end where a stone would
// make exactly five.
func bitStraightFourMoves(own, empty uint64, lo, hi int) uint64 {
	var m uint64
	for _, q := range [2]int{lo - 1, hi + 1} {
		if q < 0 || empty>>q&1 == 0 {
			continue
		}
		x := own | 1<<q
		a, b := runBounds(x, q)
		if b-a != 3 || a == 0 || empty>>(a-1)&1 == 0 || empty>>(b+1)&1 == 0 {
			continue
		}
		if a >= 2 && x>>(a-2)&1 != 0 || x>>(b+2)&1 != 0 {
			continue // a stone there would make six, not five
		}
		m |= 1 << q
	}
	return m
}
