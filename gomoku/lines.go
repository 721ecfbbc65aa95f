package gomoku

import (
	"math/bits"

	"github.com/seed131617c4/board"
)

// maxLines is the number of lines on the longest axis of the largest
// board: its diagonals.
const maxLines = 2*MaxSize - 1

// A lines is a size×size position kept as bit rows, the form in which
// this package checks the rules: for each colour and each of the 4 axes,
// one word per line of the board with one bit per point of the line.
// [lines.set] keeps all of them up to date in O(1), and the scans of
// scan.go find fives, overlines, fours and threes with shifts and masks on
// whole lines at once instead of stepping from point to point.
//
// Bit i of a line word is the point of the line i steps from the canonical
// end of a full-length line: on a row the column is the bit, on a column
// the row; on both diagonal families the column. Bits grow in the
// direction of [board.Axis.Forward], so the lowest bit of a run is its
// first stone.
//
// A lines is a value of fixed size (2×4×51 words, about 1.6 KB) that holds
// no pointers: copying it copies the position. The zero lines has no
// points.
type lines struct {
	size int
	rows [2][4][maxLines]uint32 // [colour-1][axis][line]
}

// linesOf returns the position of b as lines, and reports whether b is a
// board the rules read: square, [MinSize]..[MaxSize] points a side. Points
// holding a value other than Black or White are read as Empty. It costs
// O(size²).
func linesOf(b *board.Board[Stone]) (lines, bool) {
	n := b.Rows()
	if n != b.Cols() || n < MinSize || n > MaxSize {
		return lines{}, false
	}
	l := lines{size: n}
	for p, s := range b.All() {
		if s == Black || s == White {
			l.set(p, s)
		}
	}
	return l, true
}

// in reports whether p is a point of l.
func (l *lines) in(p board.Point) bool {
	return uint(p.Row) < uint(l.size) && uint(p.Col) < uint(l.size)
}

// at returns the stone at p, or Empty if p is not on l.
func (l *lines) at(p board.Point) Stone {
	if !l.in(p) {
		return Empty
	}
	bit := uint32(1) << p.Col
	switch {
	case l.rows[0][board.Horizontal][p.Row]&bit != 0:
		return Black
	case l.rows[1][board.Horizontal][p.Row]&bit != 0:
		return White
	}
	return Empty
}

// set puts s at p, updating the 4 lines through p; any s other than Black
// or White empties p. It does nothing if p is not on l. It costs O(1).
func (l *lines) set(p board.Point, s Stone) {
	if !l.in(p) {
		return
	}
	n := l.size
	h, v := uint32(1)<<p.Col, uint32(1)<<p.Row
	d, a := p.Col-p.Row+n-1, p.Row+p.Col
	for i := range 2 {
		l.rows[i][board.Horizontal][p.Row] &^= h
		l.rows[i][board.Vertical][p.Col] &^= v
		l.rows[i][board.Diagonal][d] &^= h
		l.rows[i][board.AntiDiagonal][a] &^= h
	}
	if s == Black || s == White {
		i := s - 1
		l.rows[i][board.Horizontal][p.Row] |= h
		l.rows[i][board.Vertical][p.Col] |= v
		l.rows[i][board.Diagonal][d] |= h
		l.rows[i][board.AntiDiagonal][a] |= h
	}
}

// board returns the position of l as a new board.
func (l *lines) board() *board.Board[Stone] {
	b, _ := board.New[Stone](l.size, l.size)
	for r := range l.size {
		for c := range l.size {
			b.Set(board.Pt(r, c), l.at(board.Pt(r, c)))
		}
	}
	return b
}

// index returns the line through p on axis a and the bit of p in it.
func (l *lines) index(p board.Point, a board.Axis) (line, bit int) {
	switch a {
	case board.Horizontal:
		return p.Row, p.Col
	case board.Vertical:
		return p.Col, p.Row
	case board.Diagonal:
		return p.Col - p.Row + l.size - 1, p.Col
	}
	return p.Row + p.Col, p.Col
}

// point returns the point at bit of line on axis a: the inverse of index.
func (l *lines) point(a board.Axis, line, bit int) board.Point {
	switch a {
	case board.Horizontal:
		return board.Pt(line, bit)
	case board.Vertical:
		return board.Pt(bit, line)
	case board.Diagonal:
		return board.Pt(bit-line+l.size-1, bit)
	}
	return board.Pt(line-bit, bit)
}

// valid returns the mask of the bits of line on axis a that are points of
// the board.
func (l *lines) valid(a board.Axis, line int) uint64 {
	lo, hi := 0, l.size-1
	if a == board.Diagonal || a == board.AntiDiagonal {
		lo, hi = max(0, line-(l.size-1)), min(l.size-1, line)
	}
	return (uint64(2)<<hi - 1) &^ (uint64(1)<<lo - 1)
}

// runBounds returns the lowest and highest bits of the run of set bits of
// x through bit k, which must be set.
func runBounds(x uint64, k int) (lo, hi int) {
	up := bits.TrailingZeros64(^(x >> k))
	down := bits.LeadingZeros64(^(x << (64 - k)))
	return k - down, k + up - 1
}
