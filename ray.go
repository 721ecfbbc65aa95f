package board

import "iter"

// This file is the shared ray walker. The generic Othello rules (captures
// with Bracket, flips with Ray), gomoku's one-point queries (WinAt with
// Run) and tic-tac-toe's table of lines (LineStarts, Reach) are written on
// it. The fast paths are separate mechanisms that their tests hold to it:
// Othello's 8×8 bitboards, and the bit rows on which gomoku scans whole
// boards for fives and fouls.
//
// A ray from p in direction d is the cells p+d, p+2d, ... up to the edge of
// the board; p itself is not part of it and need not be on the board.

// Ray returns an iterator over the cells of the ray from p in direction d
// and their values, nearest first. It yields nothing for an invalid
// direction.
func (b *Board[T]) Ray(p Point, d Direction) iter.Seq2[Point, T] {
	return func(yield func(Point, T) bool) {
		dp := d.Delta()
		if dp == (Point{}) {
			return
		}
		for q := p.Add(dp); b.In(q); q = q.Add(dp) {
			if !yield(q, b.cells[q.Row*b.cols+q.Col]) {
				return
			}
		}
	}
}

// Reach returns the number of cells on the ray from p in direction d: how
// far p is from the edge. It costs O(1).
func (b *Board[T]) Reach(p Point, d Direction) int {
	if !b.In(p) || d >= 8 {
		return 0
	}
	dp := deltas[d]
	n := MaxSize
	switch dp.Row {
	case -1:
		n = min(n, p.Row)
	case 1:
		n = min(n, b.rows-1-p.Row)
	}
	switch dp.Col {
	case -1:
		n = min(n, p.Col)
	case 1:
		n = min(n, b.cols-1-p.Col)
	}
	return n
}

// Run returns the number of cells holding v at the start of the ray from p
// in direction d: how many equal cells follow p before a different value or
// the edge.
func (b *Board[T]) Run(p Point, d Direction, v T) int {
	if d >= 8 {
		return 0
	}
	dr, dc := deltas[d].Row, deltas[d].Col
	r, c := p.Row+dr, p.Col+dc
	n := 0
	for uint(r) < uint(b.rows) && uint(c) < uint(b.cols) && b.cells[r*b.cols+c] == v {
		n++
		r += dr
		c += dc
	}
	return n
}

// Span returns the length of the unbroken line of cells holding v through
// p on axis a, counting p itself as v whatever it holds: 1 plus the runs of
// v on both sides of p. This is the length of the line that placing v at p
// makes. It returns 0 if p is not on b or a is invalid.
func (b *Board[T]) Span(p Point, a Axis, v T) int {
	if !b.In(p) || a >= 4 {
		return 0
	}
	return 1 + b.Run(p, a.Backward(), v) + b.Run(p, a.Forward(), v)
}

// Bracket returns the length of the run of cells holding run on the ray
// from p in direction d if the cell right after the run holds end, and 0
// otherwise (no run, or a run ended by the edge or by another value). In
// Othello, with run the opponent's colour and end the mover's, it is the
// number of discs a move at p flips in direction d.
func (b *Board[T]) Bracket(p Point, d Direction, run, end T) int {
	if d >= 8 {
		return 0
	}
	dr, dc := deltas[d].Row, deltas[d].Col
	r, c := p.Row+dr, p.Col+dc
	n := 0
	for uint(r) < uint(b.rows) && uint(c) < uint(b.cols) {
		switch b.cells[r*b.cols+c] {
		case run:
			n++
			r += dr
			c += dc
			continue
		case end:
			return n
		}
		return 0
	}
	return 0
}

// Line returns an iterator over the cells of the whole line through p on
// axis a and their values, from the line's canonical end (its left-most
// cell, or top-most for [Vertical]) in the direction [Axis.Forward]. It
// yields nothing if p is not on b or a is invalid.
func (b *Board[T]) Line(p Point, a Axis) iter.Seq2[Point, T] {
	return func(yield func(Point, T) bool) {
		if !b.In(p) || a >= 4 {
			return
		}
		back := a.Backward()
		start := p.Add(back.Delta().Mul(b.Reach(p, back)))
		if !yield(start, b.cells[start.Row*b.cols+start.Col]) {
			return
		}
		for q, v := range b.Ray(start, a.Forward()) {
			if !yield(q, v) {
				return
			}
		}
	}
}

// LineStarts returns an iterator over the canonical ends of all the lines
// of b on axis a, one point per line: the left column for [Horizontal],
// the top row for [Vertical], the top row then the left column for
// [Diagonal], and the left column then the bottom row for [AntiDiagonal].
// Together with [Board.Line] it walks every line of the board once.
func (b *Board[T]) LineStarts(a Axis) iter.Seq[Point] {
	return func(yield func(Point) bool) {
		var top, left, bottom bool
		switch a {
		case Horizontal:
			left = true
		case Vertical:
			top = true
		case Diagonal:
			top, left = true, true
		case AntiDiagonal:
			left, bottom = true, true
		}
		if top {
			for c := range b.cols {
				if !yield(Point{0, c}) {
					return
				}
			}
		}
		if left {
			r0 := 0
			if top {
				r0 = 1 // (0,0) was yielded with the top row
			}
			for r := r0; r < b.rows; r++ {
				if !yield(Point{r, 0}) {
					return
				}
			}
		}
		if bottom {
			for c := 1; c < b.cols; c++ {
				if !yield(Point{b.rows - 1, c}) {
					return
				}
			}
		}
	}
}
