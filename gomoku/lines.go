package gomoku

import (
	"fmt"
	"math/bits"

	"github.com/seed131617c4/board"
	"golang.org/x/exp/constraints"
)

// maxLines is the number of lines on the longest axis of the largest
// board: its diagonals.
const maxLines = 2*MaxSize - 1

// Lines is a size×size position kept as bit rows: for each colour and
// each of the 4 axes, one word per line of the board with one bit per
// point of the line. [Lines.Set] keeps all of them up to date in O(1), and
// the scans find fives, overlines, fours and threes with shifts and masks
// on whole lines at once instead of stepping from point to point.
//
// The word type W needs at least size bits: uint16 fits boards up to
// 16×16 (so the 15×15 board), uint32 fits every board size of the package
// (19×19 and 26×26 included). Bit i of a line word is the point of the line
// i steps from the canonical end of a full-length line: on a row the column
// is the bit, on a column the row; on both diagonal families the column.
// Bits grow in the direction of [board.Axis.Forward], so the lowest bit of
// a run is its first stone.
//
// A Lines is a value of fixed size (2×4×51 words, about 1.6 KB with
// uint32) that holds no pointers: copying it copies the position. The zero
// Lines has no points; use [NewLines] or [LinesOf]. It is not safe for
// concurrent writes; its queries only read it.
type Lines[W constraints.Unsigned] struct {
	size int
	rows [2][4][maxLines]W // [colour-1][axis][line]
}

// wordBits returns the number of bits of W.
func wordBits[W constraints.Unsigned]() int {
	return bits.Len64(uint64(^W(0)))
}

// NewLines returns an empty size×size position in bit rows of type W.
// It returns an error matching [board.ErrSize] unless size is in
// [MinSize]..[MaxSize] and W has at least size bits.
func NewLines[W constraints.Unsigned](size int) (*Lines[W], error) {
	if size < MinSize || size > MaxSize {
		return nil, fmt.Errorf("gomoku: board size %d: %w (want %d..%d)", size, board.ErrSize, MinSize, MaxSize)
	}
	if w := wordBits[W](); size > w {
		return nil, fmt.Errorf("gomoku: board size %d: %w for %d-bit rows", size, board.ErrSize, w)
	}
	return &Lines[W]{size: size}, nil
}

// LinesOf returns the position of b in bit rows of type W. It returns an
// error matching [board.ErrSize] unless b is square with a side that
// [NewLines] accepts. Points holding a value other than Black or White are
// read as Empty. It costs O(size²) and allocates the Lines.
func LinesOf[W constraints.Unsigned](b *board.Board[Stone]) (*Lines[W], error) {
	if b.Rows() != b.Cols() {
		return nil, fmt.Errorf("gomoku: %dx%d board: %w (want a square board)", b.Rows(), b.Cols(), board.ErrSize)
	}
	l, err := NewLines[W](b.Rows())
	if err != nil {
		return nil, err
	}
	for p, s := range b.All() {
		if s == Black || s == White {
			l.Set(p, s)
		}
	}
	return l, nil
}

// Size returns the number of points on a side of l.
func (l *Lines[W]) Size() int { return l.size }

// In reports whether p is a point of l.
func (l *Lines[W]) In(p board.Point) bool {
	return uint(p.Row) < uint(l.size) && uint(p.Col) < uint(l.size)
}

// At returns the stone at p, or Empty if p is not on l.
func (l *Lines[W]) At(p board.Point) Stone {
	if !l.In(p) {
		return Empty
	}
	bit := W(1) << p.Col
	switch {
	case l.rows[0][board.Horizontal][p.Row]&bit != 0:
		return Black
	case l.rows[1][board.Horizontal][p.Row]&bit != 0:
		return White
	}
	return Empty
}

// Set puts s at p, updating the 4 lines through p; any s other than Black
// or White empties p. It does nothing if p is not on l. It costs O(1).
func (l *Lines[W]) Set(p board.Point, s Stone) {
	if !l.In(p) {
		return
	}
	n := l.size
	h, v := W(1)<<p.Col, W(1)<<p.Row
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

// Board returns the position of l as a new board. It costs O(size²) and
// allocates the board; it returns nil for the zero Lines.
func (l *Lines[W]) Board() *board.Board[Stone] {
	b, err := board.New[Stone](l.size, l.size)
	if err != nil {
		return nil // the zero Lines
	}
	for r := range l.size {
		for c := range l.size {
			b.Set(board.Pt(r, c), l.At(board.Pt(r, c)))
		}
	}
	return b
}

// Equal reports whether l and m hold the same stones on boards of the
// same size.
func (l *Lines[W]) Equal(m *Lines[W]) bool {
	return l.size == m.size && l.rows == m.rows
}

// index returns the line through p on axis a and the bit of p in it.
func (l *Lines[W]) index(p board.Point, a board.Axis) (line, bit int) {
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
func (l *Lines[W]) point(a board.Axis, line, bit int) board.Point {
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
func (l *Lines[W]) valid(a board.Axis, line int) uint64 {
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
