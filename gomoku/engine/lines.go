package engine

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// The lines of each point, kept by the game move by move: what the
// fitted evaluation and the ranking of the moves read of a point, which a
// stone changes only on its own 4 lines, within 5 points of it (the
// reach of a point's Line). A move reads those lines again (44 reads at
// most, a Play and an Undo alike), where the evaluation and the ranking
// read the 4 lines of every point near the stones at every node.

// A cell is what the game keeps of a point: the key of each line through
// it, and their sums: the fitted model's (as [pattern.Position.Score] with
// the model's weights sums them, by colour to move) and the ranking's (by
// colour, what a stone of the colour makes: classValue and windowValue).
// An occupied point's lines are occupiedKey and its sums 0.
type cell struct {
	key  [4]uint16
	fit  [2]int32 // by colour to move less one
	rank [2]int32 // by colour less one
}

// occupiedKey is the key of the lines of an occupied point, which add
// nothing to the sums.
const occupiedKey = 0xffff

// lineKey returns the key of a point's lines l on one axis, Black's and
// White's: their classes and windows in 3 bits each, bounded as Score
// bounds them.
func lineKey(l [2]pattern.Line) uint16 {
	kb, kw := min(l[0].Class, pattern.NumClasses-1), min(l[1].Class, pattern.NumClasses-1)
	nb, nw := min(l[0].Window, 4), min(l[1].Window, 4)
	return uint16(kb) | uint16(kw)<<3 | uint16(nb)<<6 | uint16(nw)<<9
}

// keyValues returns what the lines of key k add to the sums of a cell
// under the model m: the fitted model's by colour to move and the
// ranking's by colour.
func keyValues(m *fitModel, k uint16) (fit, rank [2]int32) {
	if k == occupiedKey {
		return
	}
	kb, kw, nb, nw := k&7, k>>3&7, k>>6&7, k>>9&7
	for mc := range 2 {
		fit[mc] = m.lines[mc][0][kb][nb] + m.lines[mc][1][kw][nw]
	}
	rank[0] = int32(classValue[kb] + windowValue[nb])
	rank[1] = int32(classValue[kw] + windowValue[nw])
	return fit, rank
}

// axisSteps are the forward steps (row, column) of the axes, in the
// order of [board.Axes].
var axisSteps = [4][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}}

// initCells makes the cells of x from its position: no point near the
// stones yet, the totals 0.
func (x *game) initCells() {
	x.cells = make([]cell, x.n*x.n)
	for i := range x.cells {
		x.cells[i].key = [4]uint16{occupiedKey, occupiedKey, occupiedKey, occupiedKey}
	}
	for i := range x.cells {
		for a := range 4 {
			x.reline(board.Pt(i/x.n, i%x.n), i, a)
		}
	}
}

// relines reads again the lines that a stone placed at p or taken from it
// changed: those of the points within 5 of p on its 4 lines, p included.
func (x *game) relines(p board.Point) {
	for a, d := range axisSteps {
		for k := -5; k <= 5; k++ {
			q := board.Pt(p.Row+k*d[0], p.Col+k*d[1])
			if uint(q.Row) < uint(x.n) && uint(q.Col) < uint(x.n) {
				x.reline(q, q.Row*x.n+q.Col, a)
			}
		}
	}
}

// reline reads again the line on axis a through q, of index i, and
// brings its cell's sums and, when q is near the stones, the totals up to
// date.
func (x *game) reline(q board.Point, i, a int) {
	k := uint16(occupiedKey)
	if x.pos.At(q) == gomoku.Empty {
		k = lineKey(x.pos.LinesOn(q, board.Axis(a)))
	}
	c := &x.cells[i]
	old := c.key[a]
	if k == old {
		return
	}
	near := x.near[i] != 0
	if near {
		x.addCell(c, -1)
	}
	of, or := keyValues(x.fit, old)
	nf, nr := keyValues(x.fit, k)
	c.key[a] = k
	for j := range 2 {
		c.fit[j] += nf[j] - of[j]
		c.rank[j] += nr[j] - or[j]
	}
	if near {
		x.addCell(c, 1)
	}
}

// addCell adds d times what the cell c adds to the fitted sums of the
// points near the stones.
func (x *game) addCell(c *cell, d int) {
	for mc := range 2 {
		x.total[mc] += d * x.fit.point(mc, c.fit[mc])
	}
}

// rankOf returns the rank of the empty point of index i for s, to move,
// from its cell: rankWeights' sum.
func (x *game) rankOf(i int, s gomoku.Stone) int {
	c := &x.cells[i]
	me := int(s-1) & 1
	return int(8*c.rank[me] + 7*c.rank[1-me])
}
