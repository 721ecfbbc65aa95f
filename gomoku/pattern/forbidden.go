package pattern

import (
	"iter"
	"math/bits"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

func bitsTrailing(x uint32) int { return bits.TrailingZeros32(x) }

// straightFourMoves returns the offsets (bit o+5) of the moves on axis a
// that make the line through the empty point i, with colour c+1 there, a
// straight four without making a five on another line at the same time:
// the moves of the three of RIF §3. A move on axis a makes no five on
// another line through the point i, so the position as it stands tells.
func (p *Position) straightFourMoves(i, a int, c gomoku.Stone) uint32 {
	row, col := i/p.size, i%p.size
	m := p.tab[c].mask[p.keyAt(row, col, a, c+1)].threes()
	line, k := lineOf(a, row, col, p.size)
	for x := m; x != 0; x &= x - 1 {
		o := bitsTrailing(x) - window
		j := i + o*p.steps[a]
		// The fives of j on the other axes: all of them but a's.
		onA := p.st.entry[p.slots[a][line][k+o+pad]>>(4*c)&15].wide()
		if field(p.sumOf(j, c+1), fFive) > field(onA, fFive) {
			m &^= x & -x // RIF §3: a straight four made with a five is no three
		}
	}
	return m
}

// Forbidden returns the foul that s playing at q would be under the rule
// set of p, or [gomoku.NoFoul], with the rules and results of
// [gomoku.Forbidden]: [gomoku.Overline], [gomoku.DoubleFour] or
// [gomoku.DoubleThree], in that order; never a foul for a move that makes
// exactly five, an occupied point, a point off the board or a colour
// without forbidden moves.
//
// It reads the sums of q's 4 lines, and only a point that they make a
// candidate (an overline, two fours or two threes, and no five) costs
// more: the check of package gomoku, on the bit rows that p keeps beside
// its tables, which under renju asks the same of the moves that make each
// three a straight four, recursively, on a copy of the rows. p itself is
// only read, so any number of goroutines may ask at once of a position
// that no one changes.
func (p *Position) Forbidden(q board.Point, s gomoku.Stone) gomoku.Foul {
	if !p.restricted[s&3] {
		return gomoku.NoFoul // inlined: no call for a colour without fouls
	}
	return p.forbidden(q, s)
}

// forbidden is Forbidden for a colour s that has forbidden points.
func (p *Position) forbidden(q board.Point, s gomoku.Stone) gomoku.Foul {
	if !p.In(q) || s != gomoku.Black && s != gomoku.White {
		return gomoku.NoFoul
	}
	if i := q.Row*p.size + q.Col; !candidate(p.sumOf(i, s), p.foulMask()) || p.cells[i] != gomoku.Empty {
		return gomoku.NoFoul
	}
	return gomoku.Foul(p.rows.Forbidden(q, int(s), p.rule == gomoku.Renju))
}

// MayBeForbidden reports whether s may not play at q under the rule set
// of p, or could not once the other colour has played: whether s has
// forbidden points under the rule and the sums of the lines through the
// empty point q hold what a foul needs (an overline, two fours or two
// lines with threes under renju, two lines with threes under omok) and
// no five, the test that [Position.Forbidden] makes before any other. A
// point for which it is false is not forbidden, and no stone of the
// other colour makes it so: such a stone takes lines from s and gives
// none. It costs one read.
func (p *Position) MayBeForbidden(q board.Point, s gomoku.Stone) bool {
	return p.restricted[s&3] && p.mayBeForbidden(q, s) // inlined: no call for a colour without fouls
}

// mayBeForbidden is MayBeForbidden for a colour s that has forbidden
// points.
func (p *Position) mayBeForbidden(q board.Point, s gomoku.Stone) bool {
	i, ok := p.emptyAt(q, s)
	return ok && candidate(p.sumOf(i, s), p.foulMask())
}

// foulMask returns the fields of a sum that make an empty point a
// candidate for a foul under the rule set of p: overlines, fours and
// threes under renju, threes under omok (a field of 1 is no foul, so the
// mask leaves out its lowest bit).
func (p *Position) foulMask() uint32 {
	if p.rule == gomoku.Omok {
		return 14 << fThrees
	}
	return 15<<fOver | 14<<fFours | 14<<fThrees
}

// candidate reports whether an empty point whose sum is sum may be a foul:
// it has a field of mask, and no five, which takes priority over every
// foul.
func candidate(sum, mask uint32) bool {
	return sum&mask != 0 && sum&15 == 0
}

// ForbiddenPoints returns an iterator over the empty points where s may
// not play under the rule set of p, with the reason, in reading order (by
// row from the top, then by column). Each point that is not a candidate
// (no overline, two fours or two threes) costs one read, and each
// candidate what [Position.Forbidden] costs. p must not change while the
// iterator runs.
func (p *Position) ForbiddenPoints(s gomoku.Stone) iter.Seq2[board.Point, gomoku.Foul] {
	return func(yield func(board.Point, gomoku.Foul) bool) {
		if !p.rule.Restricted(s) {
			return
		}
		mask, renju := p.foulMask(), p.rule == gomoku.Renju
		for i := range p.size * p.size {
			if !candidate(p.sumOf(i, s), mask) || p.cells[i] != gomoku.Empty {
				continue
			}
			q := p.point(i)
			if f := gomoku.Foul(p.rows.Forbidden(q, int(s), renju)); f != gomoku.NoFoul && !yield(q, f) {
				return
			}
		}
	}
}

// AppendForbidden appends the forbidden points of s to dst, as
// [Position.ForbiddenPoints] yields them, and returns the extended slice.
func (p *Position) AppendForbidden(dst []board.Point, s gomoku.Stone) []board.Point {
	for q := range p.ForbiddenPoints(s) {
		dst = append(dst, q)
	}
	return dst
}
