package gomoku

import (
	"iter"
	"math/bits"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku/internal/rows"
)

// This file is the bit-parallel scan: the rules of the package on the bit
// rows of a lines, the wins here and the fouls in package rows. The walker
// scan of the tests (walker_test.go) reads the same rules with the shared
// ray walker, step by step.

// winner returns the winning line of l under rule r and reports whether
// there is one, choosing among several lines as [Winner] does.
//
// It tests whole lines at once: x & x>>1 & x>>2 & x>>3 & x>>4 marks the
// starts of runs of five or more set bits, x<<1 and x>>5 trim those that
// are not runs of exactly five. It costs O(size) word operations per axis
// and colour and allocates nothing.
func (l *lines) winner(r Rule) (Five, bool) {
	var best Five
	n := l.Size
	if n < MinSize {
		return best, false // the zero Lines
	}
	exact := [2]bool{r.exact(Black), r.exact(White)}
	for _, a := range board.Axes() {
		lo, hi := 0, n-1
		if a == board.Diagonal || a == board.AntiDiagonal {
			lo, hi = 4, 2*n-6 // the diagonals with 5 points or more
		}
		blacks, whites := l.Rows[0][a][:hi+1], l.Rows[1][a][:hi+1]
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
				five := Five{Stone: Stone(i + 1), Start: l.Point(a, line, bit), Axis: a, Len: bits.TrailingZeros64(^(x >> bit)), Size: l.Size}
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
	if !l.In(p) {
		return Five{}, false
	}
	i := 0
	if l.Rows[0][board.Horizontal][p.Row]>>p.Col&1 == 0 {
		if l.Rows[1][board.Horizontal][p.Row]>>p.Col&1 == 0 {
			return Five{}, false
		}
		i = 1
	}
	s := Stone(i + 1)
	lines := [4]int{p.Row, p.Col, p.Col - p.Row + l.Size - 1, p.Row + p.Col}
	ks := [4]int{p.Col, p.Row, p.Col, p.Col}
	for a := range 4 {
		x := uint64(l.Rows[i][a][lines[a]])
		if (x<<1)>>ks[a]&5 == 0 {
			continue // no stone on either side: a run of 1
		}
		lo, hi := rows.RunBounds(x, ks[a])
		if n := hi - lo + 1; r.wins(s, n) {
			return Five{Stone: s, Start: l.Point(board.Axis(a), lines[a], lo), Axis: board.Axis(a), Len: n, Size: l.Size}, true
		}
	}
	return Five{}, false
}

// forbidden returns the foul that playing s at p would be under rule r, or
// NoFoul, with the rules and results of [Forbidden]: those of
// [rows.Lines.Forbidden] for a colour that has forbidden moves.
func (l *lines) forbidden(p board.Point, s Stone, r Rule) Foul {
	if !r.Restricted(s) {
		return NoFoul
	}
	return Foul(l.Forbidden(p, int(s), r == Renju))
}

// forbiddenPoints returns an iterator over the empty points of l where s
// may not play under rule r, with the reason, in reading order (by row
// from the top, then by column). Each point costs what [lines.forbidden]
// costs. l must not change while the iterator runs.
func (l *lines) forbiddenPoints(s Stone, r Rule) iter.Seq2[board.Point, Foul] {
	return func(yield func(board.Point, Foul) bool) {
		if !r.Restricted(s) {
			return
		}
		for row := range l.Size {
			for col := range l.Size {
				p := board.Pt(row, col)
				if f := l.forbidden(p, s, r); f != NoFoul && !yield(p, f) {
					return
				}
			}
		}
	}
}
