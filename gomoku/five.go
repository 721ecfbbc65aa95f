package gomoku

import (
	"fmt"
	"iter"

	"github.com/seed131617c4/board"
)

// A Five is a winning line: Len stones of colour Stone in a row on Axis,
// from Start, the line's first stone, in the direction Axis.Forward().
// The first stone is the left-most stone of the line, or the top-most for
// a [board.Vertical] line; on a [board.AntiDiagonal] ("/") line it is the
// bottom-left end. Len is 5, or more where the rule lets an overline win
// (Freestyle, and White under Renju). Size is the number of points on a
// side of the board the line is on (its rows, for a board that is not
// square), which names the points in renju notation; every scan sets it.
//
// The zero Five is no line: Len 0.
type Five struct {
	Stone Stone
	Start board.Point
	Axis  board.Axis
	Len   int
	Size  int
}

// End returns the last stone of f, at the other end from f.Start. For the
// zero Five it returns the point before f.Start.
func (f Five) End() board.Point {
	return f.Start.Add(f.Axis.Forward().Delta().Mul(f.Len - 1))
}

// Stones returns an iterator over the points of f, from f.Start to
// [Five.End].
func (f Five) Stones() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		d := f.Axis.Forward().Delta()
		for i := range f.Len {
			if !yield(f.Start.Add(d.Mul(i))) {
				return
			}
		}
	}
}

// String returns f as its colour, axis, length and first and last
// stones in renju notation ([FormatMove] on a board of f.Size), like
// "black horizontal 5 d8-h8", or "none" for a Five with no stones. A Five
// with no Size, or a point off its board, names the points as (row,col).
func (f Five) String() string {
	if f.Len < 1 {
		return "none"
	}
	return fmt.Sprintf("%v %v %d %s-%s", f.Stone, f.Axis, f.Len, FormatMove(f.Start, f.Size), FormatMove(f.End(), f.Size))
}

// before reports whether f comes before g in the order that whole-board
// scans report fives: by the row of the first stone, then its column, then
// the axis in the order of [board.Axes].
func (f Five) before(g Five) bool {
	if f.Start.Row != g.Start.Row {
		return f.Start.Row < g.Start.Row
	}
	if f.Start.Col != g.Start.Col {
		return f.Start.Col < g.Start.Col
	}
	return f.Axis < g.Axis
}
