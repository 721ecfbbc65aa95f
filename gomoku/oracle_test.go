package gomoku_test

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// This file is a third reading of the fouls, for tests only: straight from
// the definitions, slow and simple. It copies each line through the point
// into a slice (with the walker's Line) and tries every window of it, where
// the two scans of the package reason about runs.

// oracleLine is the line through a point on one axis, copied out.
type oracleLine struct {
	cells []gomoku.Stone
	pts   []board.Point
	k     int // the index of the point
}

func oracleLineOf(b *board.Board[gomoku.Stone], p board.Point, a board.Axis) oracleLine {
	var l oracleLine
	for q, v := range b.Line(p, a) {
		if q == p {
			l.k = len(l.cells)
		}
		l.cells = append(l.cells, v)
		l.pts = append(l.pts, q)
	}
	return l
}

// is reports whether index i is on the line and holds s.
func (l oracleLine) is(i int, s gomoku.Stone) bool {
	return i >= 0 && i < len(l.cells) && l.cells[i] == s
}

// all reports whether indices i..j are on the line and all hold s.
func (l oracleLine) all(i, j int, s gomoku.Stone) bool {
	for x := i; x <= j; x++ {
		if !l.is(x, s) {
			return false
		}
	}
	return true
}

// fiveWindow reports whether i..i+4 is exactly five of s: five stones of
// s with no s just outside.
func (l oracleLine) fiveWindow(i int, s gomoku.Stone) bool {
	return l.all(i, i+4, s) && !l.is(i-1, s) && !l.is(i+5, s)
}

// oracleFoul is gomoku.Forbidden from the definitions:
//   - exactly five through p: never forbidden;
//   - overline: six of s in a row through p;
//   - a four: a set of 4 stones of s, p among them, in a window of 5
//     points whose fifth point is empty and completes exactly five; fours
//     are counted as distinct sets of stones;
//   - a three: a set of 3 stones of s, p among them, that one more stone
//     of s at an empty point q turns into a straight four: 4 in a row with
//     empty points at both ends, each completing exactly five; threes are
//     counted as distinct sets of stones, and under renju a three counts
//     only if one of its points q is not forbidden with p played.
func oracleFoul(b *board.Board[gomoku.Stone], p board.Point, s gomoku.Stone, r gomoku.Rule) gomoku.Foul {
	restricted := r == gomoku.Renju && s == gomoku.Black || r == gomoku.Omok && s != gomoku.Empty
	if !restricted || !b.In(p) || b.At(p) != gomoku.Empty {
		return gomoku.NoFoul
	}
	b.Set(p, s)
	defer b.Set(p, gomoku.Empty)
	var lines [4]oracleLine
	over := false
	for i, a := range board.Axes {
		l := oracleLineOf(b, p, a)
		lines[i] = l
		for w := l.k - 5; w <= l.k; w++ {
			if l.fiveWindow(w+1, s) {
				return gomoku.NoFoul
			}
			if l.all(w, w+5, s) {
				over = true
			}
		}
	}
	if r == gomoku.Renju {
		if over {
			return gomoku.Overline
		}
		fours := 0
		for _, l := range lines {
			sets := map[uint64]bool{}
			for w := l.k - 4; w <= l.k; w++ {
				for q := w; q <= w+4; q++ {
					if !l.is(q, gomoku.Empty) {
						continue
					}
					l.cells[q] = s
					if l.fiveWindow(w, s) {
						sets[window(w, w+4)&^(1<<q)] = true
					}
					l.cells[q] = gomoku.Empty
				}
			}
			fours += len(sets)
		}
		if fours >= 2 {
			return gomoku.DoubleFour
		}
	}
	threes := 0
	for _, l := range lines {
		for _, qs := range l.threes(s) {
			if r != gomoku.Renju {
				threes++
				continue
			}
			for _, q := range qs {
				if oracleFoul(b, q, s, r) == gomoku.NoFoul {
					threes++
					break
				}
			}
		}
	}
	if threes >= 2 {
		return gomoku.DoubleThree
	}
	return gomoku.NoFoul
}

// threes returns the threes of s through the point of l, with s there: for
// each set of 3 stones (as bits of the line), the points q that make it a
// straight four.
func (l oracleLine) threes(s gomoku.Stone) map[uint64][]board.Point {
	sets := map[uint64][]board.Point{}
	for q := range l.cells {
		if l.cells[q] != gomoku.Empty {
			continue
		}
		l.cells[q] = s
		for w := l.k - 3; w <= l.k; w++ {
			if w <= q && q <= w+3 && l.all(w, w+3, s) &&
				l.is(w-1, gomoku.Empty) && l.is(w+4, gomoku.Empty) &&
				!l.is(w-2, s) && !l.is(w+5, s) {
				set := window(w, w+3) &^ (1 << q)
				sets[set] = append(sets[set], l.pts[q])
			}
		}
		l.cells[q] = gomoku.Empty
	}
	return sets
}

// window returns the bits i..j.
func window(i, j int) uint64 {
	return (uint64(2)<<j - 1) &^ (uint64(1)<<i - 1)
}
