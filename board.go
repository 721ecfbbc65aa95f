package board

import (
	"errors"
	"fmt"
	"iter"
	"slices"
	"strings"
)

// MaxSize is the largest number of rows, and of columns, that a [Board] can have.
const MaxSize = 64

// ErrSize reports a board size outside 1..[MaxSize] rows or columns.
var ErrSize = errors.New("size out of range")

// A Board is a grid of cells holding values of type T, with rows×cols
// cells addressed by [Point]. T is typically a small enum of a game such as
// a colour or a mark; its zero value is the empty cell.
//
// Points outside the board are never an error: [Board.At] returns the zero
// T for them and [Board.Set] ignores them. Use [Board.In] to tell them apart.
//
// The zero Board has no cells; use [New] to make one. A Board is not safe
// for concurrent writes.
type Board[T comparable] struct {
	rows, cols int
	cells      []T // row-major
}

// New returns a board with rows×cols cells, each holding the zero T.
// It returns an error matching [ErrSize] unless both rows and cols are in
// 1..[MaxSize].
func New[T comparable](rows, cols int) (*Board[T], error) {
	if rows < 1 || rows > MaxSize || cols < 1 || cols > MaxSize {
		return nil, fmt.Errorf("board: %dx%d: %w (want 1..%d each)", rows, cols, ErrSize, MaxSize)
	}
	return &Board[T]{rows: rows, cols: cols, cells: make([]T, rows*cols)}, nil
}

// Rows returns the number of rows of b.
func (b *Board[T]) Rows() int { return b.rows }

// Cols returns the number of columns of b.
func (b *Board[T]) Cols() int { return b.cols }

// In reports whether p is a cell of b.
func (b *Board[T]) In(p Point) bool {
	return uint(p.Row) < uint(b.rows) && uint(p.Col) < uint(b.cols)
}

// At returns the value at p, or the zero T if p is not on b.
func (b *Board[T]) At(p Point) T {
	if !b.In(p) {
		var zero T
		return zero
	}
	return b.cells[p.Row*b.cols+p.Col]
}

// Set stores v at p. It does nothing if p is not on b.
func (b *Board[T]) Set(p Point, v T) {
	if b.In(p) {
		b.cells[p.Row*b.cols+p.Col] = v
	}
}

// Fill stores v in every cell of b.
func (b *Board[T]) Fill(v T) {
	for i := range b.cells {
		b.cells[i] = v
	}
}

// Count returns the number of cells of b that hold v.
func (b *Board[T]) Count(v T) int {
	n := 0
	for _, c := range b.cells {
		if c == v {
			n++
		}
	}
	return n
}

// All returns an iterator over the cells of b and their values, row by row
// from the top-left cell.
func (b *Board[T]) All() iter.Seq2[Point, T] {
	return func(yield func(Point, T) bool) {
		var p Point
		for _, v := range b.cells {
			if !yield(p, v) {
				return
			}
			if p.Col++; p.Col == b.cols {
				p.Col, p.Row = 0, p.Row+1
			}
		}
	}
}

// Clone returns a copy of b that shares no storage with it.
func (b *Board[T]) Clone() *Board[T] {
	return &Board[T]{rows: b.rows, cols: b.cols, cells: slices.Clone(b.cells)}
}

// CopyFrom makes b a copy of src: the same size and the same values. It
// reuses b's storage when that is large enough, and then does not allocate.
func (b *Board[T]) CopyFrom(src *Board[T]) {
	b.rows, b.cols = src.rows, src.cols
	if cap(b.cells) < len(src.cells) {
		b.cells = make([]T, len(src.cells))
	}
	b.cells = b.cells[:len(src.cells)]
	copy(b.cells, src.cells)
}

// Equal reports whether b and c have the same size and the same value in
// every cell.
func (b *Board[T]) Equal(c *Board[T]) bool {
	return b.rows == c.rows && b.cols == c.cols && slices.Equal(b.cells, c.cells)
}

// String returns b one row per line, each cell formatted as by fmt's %v and
// separated by single spaces. For a compact form that [Parse] reads back,
// use [Board.Format].
func (b *Board[T]) String() string {
	var sb strings.Builder
	for i, v := range b.cells {
		if i%b.cols != 0 {
			sb.WriteByte(' ')
		}
		fmt.Fprint(&sb, v)
		if i%b.cols == b.cols-1 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}
