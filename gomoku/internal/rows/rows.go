// Package rows keeps a gomoku position as bit rows and checks the fouls
// of renju and omok on them: the one implementation of the fouls, which
// package gomoku's rule queries and games and package pattern's positions
// both call. Colours are the values of gomoku.Stone: 1 for Black, 2 for
// White; fouls those of gomoku.Foul.
package rows

import (
	"math/bits"

	"github.com/seed131617c4/board"
)

// MaxSize is the largest board size, gomoku.MaxSize.
const MaxSize = 26

// maxLines is the number of lines on the longest axis of the largest
// board: its diagonals.
const maxLines = 2*MaxSize - 1

// A Lines is a Size×Size position kept as bit rows, the form in which the
// rules are checked: for each colour and each of the 4 axes, one word per
// line of the board with one bit per point of the line. [Lines.Set] keeps
// all of them up to date in O(1), and the scans find fives, overlines,
// fours and threes with shifts and masks on whole lines at once instead of
// stepping from point to point.
//
// Bit i of a line word is the point of the line i steps from the canonical
// end of a full-length line: on a row the column is the bit, on a column
// the row; on both diagonal families the column. Bits grow in the
// direction of [board.Axis.Forward], so the lowest bit of a run is its
// first stone.
//
// A Lines is a value of fixed size (2×4×51 words, about 1.6 KB) that holds
// no pointers: copying it copies the position. The zero Lines has no
// points.
type Lines struct {
	Size int
	Rows [2][4][maxLines]uint32 // [colour-1][axis][line]
}

// In reports whether p is a point of l.
func (l *Lines) In(p board.Point) bool {
	return uint(p.Row) < uint(l.Size) && uint(p.Col) < uint(l.Size)
}

// At returns the colour of the stone at p, or 0 for an empty point and
// one off l.
func (l *Lines) At(p board.Point) int {
	if !l.In(p) {
		return 0
	}
	bit := uint32(1) << p.Col
	switch {
	case l.Rows[0][board.Horizontal][p.Row]&bit != 0:
		return 1
	case l.Rows[1][board.Horizontal][p.Row]&bit != 0:
		return 2
	}
	return 0
}

// Set puts a stone of colour c at p, updating the 4 lines through p; a c
// other than 1 or 2 empties p. It does nothing if p is not on l. It costs
// O(1).
func (l *Lines) Set(p board.Point, c int) {
	if !l.In(p) {
		return
	}
	n := l.Size
	h, v := uint32(1)<<p.Col, uint32(1)<<p.Row
	d, a := p.Col-p.Row+n-1, p.Row+p.Col
	for i := range 2 {
		l.Rows[i][board.Horizontal][p.Row] &^= h
		l.Rows[i][board.Vertical][p.Col] &^= v
		l.Rows[i][board.Diagonal][d] &^= h
		l.Rows[i][board.AntiDiagonal][a] &^= h
	}
	if c == 1 || c == 2 {
		i := c - 1
		l.Rows[i][board.Horizontal][p.Row] |= h
		l.Rows[i][board.Vertical][p.Col] |= v
		l.Rows[i][board.Diagonal][d] |= h
		l.Rows[i][board.AntiDiagonal][a] |= h
	}
}

// Index returns the line through p on axis a and the bit of p in it.
func (l *Lines) Index(p board.Point, a board.Axis) (line, bit int) {
	switch a {
	case board.Horizontal:
		return p.Row, p.Col
	case board.Vertical:
		return p.Col, p.Row
	case board.Diagonal:
		return p.Col - p.Row + l.Size - 1, p.Col
	}
	return p.Row + p.Col, p.Col
}

// Point returns the point at bit of line on axis a: the inverse of Index.
func (l *Lines) Point(a board.Axis, line, bit int) board.Point {
	switch a {
	case board.Horizontal:
		return board.Pt(line, bit)
	case board.Vertical:
		return board.Pt(bit, line)
	case board.Diagonal:
		return board.Pt(bit-line+l.Size-1, bit)
	}
	return board.Pt(line-bit, bit)
}

// valid returns the mask of the bits of line on axis a that are points of
// the board.
func (l *Lines) valid(a board.Axis, line int) uint64 {
	lo, hi := 0, l.Size-1
	if a == board.Diagonal || a == board.AntiDiagonal {
		lo, hi = max(0, line-(l.Size-1)), min(l.Size-1, line)
	}
	return (uint64(2)<<hi - 1) &^ (uint64(1)<<lo - 1)
}

// RunBounds returns the lowest and highest bits of the run of set bits of
// x through bit k, which must be set.
func RunBounds(x uint64, k int) (lo, hi int) {
	up := bits.TrailingZeros64(^(x >> k))
	down := bits.LeadingZeros64(^(x << (64 - k)))
	return k - down, k + up - 1
}
