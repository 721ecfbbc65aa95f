package tictactoe

import (
	"iter"

	"github.com/seed131617c4/board"
)

// A Line is one of the 8 lines of three cells: its first cell (the
// canonical end of its axis, see [board.Axis]) and its axis.
type Line struct {
	Start board.Point
	Axis  board.Axis
}

// Points returns the 3 cells of l in order from its start.
func (l Line) Points() [Size]board.Point {
	step := l.Axis.Forward().Delta()
	return [Size]board.Point{l.Start, l.Start.Add(step), l.Start.Add(step.Mul(2))}
}

// lines holds the 8 lines, found with the walker: every line of the 3×3
// board on every axis that reaches 3 cells.
var lines = func() []Line {
	var out []Line
	g := NewBoard().cells
	for _, a := range board.Axes {
		for s := range g.LineStarts(a) {
			if g.Reach(s, a.Forward()) == Size-1 {
				out = append(out, Line{s, a})
			}
		}
	}
	return out
}()

// A ray is a line as the walker scans it: from its start, forward.
type ray struct {
	start board.Point
	fwd   board.Direction
}

// through lists, for each cell in row-major order, the lines through it.
var through = func() (t [Size * Size][]ray) {
	for _, l := range lines {
		for _, p := range l.Points() {
			t[p.Row*Size+p.Col] = append(t[p.Row*Size+p.Col], ray{l.Start, l.Axis.Forward()})
		}
	}
	return t
}()

// Lines returns an iterator over the 8 lines: 3 rows, 3 columns and the
// 2 diagonals.
func Lines() iter.Seq[Line] {
	return func(yield func(Line) bool) {
		for _, l := range lines {
			if !yield(l) {
				return
			}
		}
	}
}

// Wins reports whether m fills at least one line of b. It reports false
// for Empty.
func (b *Board) Wins(m Mark) bool {
	x, o := b.winners()
	return m == X && x || m == O && o
}

// Winner returns the mark that fills a line of b, or Empty if none does.
// On an illegal board where both marks fill lines it returns X; use
// [Board.State] to classify such boards.
func (b *Board) Winner() Mark {
	x, o := b.winners()
	switch {
	case x:
		return X
	case o:
		return O
	}
	return Empty
}

// winners reports which marks fill a line, in one pass over the 8 lines.
func (b *Board) winners() (x, o bool) {
	for _, l := range lines {
		m := b.cells.At(l.Start)
		if m != Empty && b.cells.Run(l.Start, l.Axis.Forward(), m) == Size-1 {
			x = x || m == X
			o = o || m == O
		}
	}
	return x, o
}

// completes reports whether m fills one of the lines through p, which must
// be on the board.
func (b *Board) completes(p board.Point, m Mark) bool {
	for _, l := range through[p.Row*Size+p.Col] {
		if b.cells.At(l.start) == m && b.cells.Run(l.start, l.fwd, m) == Size-1 {
			return true
		}
	}
	return false
}
