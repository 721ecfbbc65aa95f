package pattern

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// Weights are what each line through an empty point adds to the point's
// [Position.Score]: by colour (0 Black, 1 White), by the [Class] of the
// line for that colour and by its Window (the most stones of the colour
// in an open window of 5 on it, 0 to 4, as [Line] holds them).
type Weights [2][NumClasses][5]int32

// Score returns the sum over the 4 lines through the empty point q and
// both colours of w[colour][class][window], the colour's [Line] on that
// line: what a move ordering reads of a point, both colours at once. It
// returns 0 for an occupied point or a point off the board. It costs 4
// reads and 4 table lookups, half of one call of [Position.Lines]: the
// state of a point on a line holds both colours, and so does the table
// of windows.
func (p *Position) Score(q board.Point, w *Weights) int {
	if _, ok := p.emptyAt(q, gomoku.Black); !ok {
		return 0
	}
	row, col := q.Row&31, q.Col&31
	d, e := p.diagonals(row, col)
	st := p.st
	v := st.score(p.codes[0][row]>>(2*col), p.slots[0][row][col+pad], w) +
		st.score(p.codes[1][col]>>(2*row), p.slots[1][col][row+pad], w) +
		st.score(p.codes[2][d]>>(2*col), p.slots[2][d][col+pad], w) +
		st.score(p.codes[3][e]>>(2*col), p.slots[3][e][col+pad], w)
	return int(v)
}

// score returns the weights of both colours' lines of an empty point
// whose code is the low bits of c and whose combined state is slot.
func (st *stateTables) score(c uint64, slot uint8, w *Weights) int32 {
	m := st.most[windowKey(c)]
	kb, kw := st.class[slot&15], st.class[slot>>4]
	return w[0][min(kb, NumClasses-1)][min(m&15, 4)] + w[1][min(kw, NumClasses-1)][min(m>>4, 4)]
}
