package engine

import (
	"math/bits"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// The lines of the points near the stones, kept by the game move by move:
// what the fitted evaluation and the ranking of the moves read of a
// point. A stone changes a point's lines only on its own 4 lines, within
// 5 points of it (the reach of a [pattern.Line]), so a move reads again
// the lines of those of the 40 points that are near the stones (4 reads
// of [pattern.Position.LinesAround]), and the 4 lines of the points that
// it brings near them; an Undo puts back the keys the move replaced. The
// evaluation and the ranking read the cells (the evaluation the sum over
// them) instead of the 4 lines of every point near the stones at every
// node, and the search's nodes that read neither (those its table cuts,
// say) read no lines at all (sync).

// A cell is what the game keeps of a point near the stones: the key of
// each line through it (lineKey), and their sums (keyValues): the fitted
// model's, as [pattern.Position.Score] sums them with the model's weights
// by colour to move, and the ranking's by colour. An occupied point's
// keys are occupiedKey and its sums 0. The cell of a point not near the
// stones is not kept up to date.
type cell struct {
	key  [4]uint16
	fit  [2]int32 // by colour to move less one
	rank [2]int32 // by colour less one: what a stone of the colour makes (classValue and windowValue)
}

// A lineChange is a line of a cell as it was before a move changed it:
// the point's index in bits 14 and up, the axis in bits 12-13, the key
// in the low 12.
type lineChange uint32

// An undoMark is where the line changes of a move begin, the fitted sums
// before it, and whether it waits for sync (it has changed nothing yet).
type undoMark struct {
	changes int
	total   [2]int
	waits   bool
}

// sync brings the near counts, the cells and the fitted sums up to date
// with the last move, which Play leaves to the first reader that needs
// them (candidates, the evaluation, the ranking): a search undoes many
// moves (the nodes that its table cuts, say) before any reads them. Play
// syncs the move before its own, so that only the last waits and its
// lines are read in the position just after it.
func (x *game) sync() {
	n := len(x.marks)
	if n == 0 || !x.marks[n-1].waits {
		return
	}
	x.marks[n-1].waits = false
	p, _, _ := x.pos.Last()
	x.relines(p)
	x.neighbours(p, 1)
	x.setOpen(p.Row*x.n+p.Col, false)
}

// numKeys is the number of line keys.
const numKeys = 1 << 12

// occupiedKey is the key of the lines of an occupied point: one that no
// pair of lines has (a class of 7), whose values are 0.
const occupiedKey = 7

// lineKey returns the key of a point's lines l on one axis, Black's and
// White's: their classes and windows in 3 bits each, bounded as Score
// bounds them.
func lineKey(l [2]pattern.Line) uint16 {
	kb, kw := min(l[0].Class, pattern.NumClasses-1), min(l[1].Class, pattern.NumClasses-1)
	nb, nw := min(l[0].Window, 4), min(l[1].Window, 4)
	return uint16(kb) | uint16(kw)<<3 | uint16(nb)<<6 | uint16(nw)<<9
}

// keyValues returns what the lines of each key add to the sums of a cell
// under the model of the lines' weights w (fitModel.lines): the fitted
// model's by colour to move, then the ranking's by colour.
func keyValues(w *[2]pattern.Weights) *[numKeys][4]int32 {
	v := new([numKeys][4]int32)
	for k := range v {
		kb, kw, nb, nw := k&7, k>>3&7, k>>6&7, k>>9&7
		if kb >= pattern.NumClasses || kw >= pattern.NumClasses || nb > 4 || nw > 4 {
			continue // no lines have this key; occupiedKey among them
		}
		for mc := range 2 {
			v[k][mc] = w[mc][0][kb][nb] + w[mc][1][kw][nw]
		}
		v[k][2] = int32(classValue[kb] + windowValue[nb])
		v[k][3] = int32(classValue[kw] + windowValue[nw])
	}
	return v
}

// axisSteps are the forward steps (row, column) of the axes, in the
// order of [board.Axes].
var axisSteps = [4][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}}

// fresh makes the cell of the point q of index i from the position.
func (x *game) fresh(q board.Point, i int) {
	c := &x.cells[i]
	*c = cell{key: [4]uint16{occupiedKey, occupiedKey, occupiedKey, occupiedKey}}
	if x.pos.At(q) != gomoku.Empty {
		return
	}
	for a := range 4 {
		k := lineKey(x.pos.LinesOn(q, board.Axis(a)))
		c.key[a] = k
		v := &x.fit.keys[k]
		c.fit[0] += v[0]
		c.fit[1] += v[1]
		c.rank[0] += v[2]
		c.rank[1] += v[3]
	}
}

// setKey makes k the key of the line on axis a of the cell c of index j,
// and brings its sums up to date, the fitted sums of the points near the
// stones left to the caller; with save, it records the key it replaces
// for the Undo of the move under way.
func (x *game) setKey(c *cell, j, a int, k uint16, save bool) {
	old := c.key[a]
	if save {
		x.changes = append(x.changes, lineChange(j<<14|a<<12|int(old)))
	}
	ov, nv := &x.fit.keys[old], &x.fit.keys[k]
	c.key[a] = k
	c.fit[0] += nv[0] - ov[0]
	c.fit[1] += nv[1] - ov[1]
	c.rank[0] += nv[2] - ov[2]
	c.rank[1] += nv[3] - ov[3]
}

// relines brings the cells of the points near the stones up to date with
// a stone placed at p, recording the keys it replaces: p's own, occupied
// now, and those of the points within 5 of p on its lines whose line
// through p it changed.
func (x *game) relines(p board.Point) {
	i := p.Row*x.n + p.Col
	if x.near[i] != 0 {
		c := &x.cells[i]
		x.addCell(c, -1)
		for a := range 4 {
			x.setKey(c, i, a, occupiedKey, true)
		}
	} else {
		x.cells[i] = cell{key: [4]uint16{occupiedKey, occupiedKey, occupiedKey, occupiedKey}}
	}
	var lines [11][2]pattern.Line // the lines of the open points of an axis, by k
	// The points before p on each axis and after it, to the edges.
	n1 := x.n - 1
	back := [4]int{p.Col, p.Row, min(p.Row, p.Col), min(n1-p.Row, p.Col)}
	fwd := [4]int{n1 - p.Col, n1 - p.Row, min(n1-p.Row, n1-p.Col), min(p.Row, n1-p.Col)}
	for a, d := range axisSteps {
		step := d[0]*x.n + d[1]
		var mask uint16 // the open points of the line, by k
		lo, hi := max(0, 5-back[a]), min(10, 5+fwd[a])
		if a == 0 { // a row: its bits follow one another in open
			j := uint(i + lo - 5)
			v := x.open[j/64] >> (j % 64)
			if j%64 > 64-11 && j/64+1 < uint(len(x.open)) {
				v |= x.open[j/64+1] << (64 - j%64)
			}
			mask = uint16(v&(1<<(hi-lo+1)-1)) << lo
		} else {
			for k, j := lo, i+(lo-5)*step; k <= hi; k, j = k+1, j+step {
				mask |= uint16(b2i(x.isOpen(j))) << k
			}
		}
		mask &^= 1 << 5 // p, still open until sync ends
		if mask == 0 {
			continue
		}
		x.pos.LinesAround(&lines, p, board.Axis(a), mask)
		for ; mask != 0; mask &= mask - 1 {
			k := bits.TrailingZeros16(mask)
			if j, key := i+(k-5)*step, lineKey(lines[k]); key != x.cells[j].key[a] {
				x.reline(j, a, key)
			}
		}
	}
}

// reline makes k, not its key now, the key of the line on axis a
// through the empty point of index j, near the stones, and brings its
// cell and the fitted sums up to date, recording the key it replaces.
func (x *game) reline(j, a int, k uint16) {
	c := &x.cells[j]
	f := c.fit
	x.setKey(c, j, a, k, true)
	for mc := range 2 {
		// A point's lines' sum is their weights' (in the high bits)
		// and the threat bits (in the low 16, which do not carry).
		if (f[mc]^c.fit[mc])&0xffff == 0 {
			x.total[mc] += int(c.fit[mc]>>16) - int(f[mc]>>16)
		} else {
			x.total[mc] += x.fit.point(mc, c.fit[mc]) - x.fit.point(mc, f[mc])
		}
	}
}

// addCell adds d times what the cell c adds to the fitted sums of the
// points near the stones.
func (x *game) addCell(c *cell, d int) {
	x.total[0] += d * x.fit.point(0, c.fit[0])
	x.total[1] += d * x.fit.point(1, c.fit[1])
}

// restore takes back the line changes of the last move and the fitted
// sums before it, if sync made them.
func (x *game) restore() {
	m := x.marks[len(x.marks)-1]
	x.marks = x.marks[:len(x.marks)-1]
	for k := len(x.changes) - 1; k >= m.changes; k-- {
		ch := x.changes[k]
		j := int(ch >> 14)
		x.setKey(&x.cells[j], j, int(ch>>12&3), uint16(ch&(1<<12-1)), false)
	}
	x.changes = x.changes[:m.changes]
	x.total = m.total
}

// rankOf returns the rank of the empty point q for s, to move: how
// promising a move there is, what it makes for s on the lines through q
// and what it takes from the opponent, a little less (rankWeights'
// [pattern.Position.Score]), from q's cell when q is near the stones. x
// must be synced.
func (x *game) rankOf(q board.Point, s gomoku.Stone) int {
	i := q.Row*x.n + q.Col
	if x.near[i] == 0 {
		return x.pos.Score(q, &rankWeights[(s-1)&1])
	}
	return x.cellRank(i, s)
}

// cellRank returns the rank for s of the point of index i from its cell,
// which must be kept (near the stones).
func (x *game) cellRank(i int, s gomoku.Stone) int {
	c := &x.cells[i]
	me := int(s-1) & 1
	return int(8*c.rank[me] + 7*c.rank[1-me])
}
