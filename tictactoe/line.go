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
	for _, a := range board.Axes() {
		for s := range g.LineStarts(a) {
			if g.Reach(s, a.Forward()) == Size-1 {
				out = append(out, Line{s, a})
			}
		}
	}
	return out
}()

// lineMasks holds the cells of each line as a mask, bit 3r+c for the
// cell at row r and column c; through[i] the masks of the lines through
// cell i. A line is filled by a mark when its mask is within the mark's.
var lineMasks, through = func() (masks []uint16, t [Size * Size][]uint16) {
	for _, l := range lines {
		var m uint16
		for _, p := range l.Points() {
			m |= 1 << (p.Row*Size + p.Col)
		}
		masks = append(masks, m)
		for _, p := range l.Points() {
			t[p.Row*Size+p.Col] = append(t[p.Row*Size+p.Col], m)
		}
	}
	return masks, t
}()

// fills reports whether the cells of mask fill a line.
func fills(mask uint16) bool {
	for _, l := range lineMasks {
		if mask&l == l {
			return true
		}
	}
	return false
}

// fillsThrough reports whether the cells of mask fill a line through
// cell i.
func fillsThrough(mask uint16, i int) bool {
	for _, l := range through[i] {
		if mask&l == l {
			return true
		}
	}
	return false
}

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

// winners reports which marks fill a line.
func (b *Board) winners() (x, o bool) {
	mx, mo := b.masks()
	return fills(mx), fills(mo)
}

// masks returns the cells of X and of O, bit 3r+c for the cell at row r
// and column c.
func (b *Board) masks() (x, o uint16) {
	for p, m := range b.cells.All() {
		switch m {
		case X:
			x |= 1 << (p.Row*Size + p.Col)
		case O:
			o |= 1 << (p.Row*Size + p.Col)
		}
	}
	return x, o
}
