package pattern

import (
	"iter"
	"math/bits"
	"sync"

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
	m := p.tab[c].mask[p.pts[i].key[c][a]].threes()
	step := axisDelta[a][0]*p.size + axisDelta[a][1]
	for x := m; x != 0; x &= x - 1 {
		j := i + (bitsTrailing(x)-window)*step
		for b := range 4 {
			if b != a && field(p.pts[j].pat[c][b].wide(), fFive) > 0 {
				m &^= x & -x // RIF §3: a straight four made with a five is no three
				break
			}
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
// It reads the sums of q's 4 lines; only a point with two threes or more
// under renju costs more: the real-three test plays q on a copy of p and
// asks the same of the moves that make each three a straight four,
// recursively. p itself is only read, so any number of goroutines may ask
// at once of a position that no one changes.
func (p *Position) Forbidden(q board.Point, s gomoku.Stone) gomoku.Foul {
	if !restricted(p.rule, s) || !p.In(q) || p.cells[q.Row*p.size+q.Col] != gomoku.Empty {
		return gomoku.NoFoul
	}
	var w *Position
	f := p.foul(q.Row*p.size+q.Col, s, &w)
	if w != nil {
		scratchPool.Put(w)
	}
	return f
}

// ForbiddenPoints returns an iterator over the empty points where s may
// not play under the rule set of p, with the reason, in reading order (by
// row from the top, then by column). Each point that is not a candidate
// (no overline, two fours or two threes) costs one read. p must not
// change while the iterator runs.
func (p *Position) ForbiddenPoints(s gomoku.Stone) iter.Seq2[board.Point, gomoku.Foul] {
	return func(yield func(board.Point, gomoku.Foul) bool) {
		if !restricted(p.rule, s) {
			return
		}
		// A candidate has no five and an overline, two fours or two threes.
		cand := uint32(15<<fOver | 14<<fThrees)
		if p.rule == gomoku.Omok {
			cand = 14 << fThrees
		} else {
			cand |= 14 << fFours
		}
		var w *Position // one scratch copy for every real-three test
		defer func() {
			if w != nil {
				scratchPool.Put(w)
			}
		}()
		sums := &p.sum[s-1]
		for i := range p.size * p.size {
			if sum := sums[i]; sum&cand == 0 || sum&15 != 0 || p.cells[i] != gomoku.Empty {
				continue
			}
			if f := p.foul(i, s, &w); f != gomoku.NoFoul && !yield(p.point(i), f) {
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

// scratchPool holds the positions that the real-three test of foul plays
// on.
var scratchPool = sync.Pool{New: func() any { return new(Position) }}

// copyFrom makes w a scratch copy of p: the tables of p's points, not of
// the whole arrays, and p's history, read only.
func (w *Position) copyFrom(p *Position) {
	k := p.size * p.size
	w.size, w.rule, w.tab, w.count, w.hash = p.size, p.rule, p.tab, p.count, p.hash
	w.hist, w.win, w.five, w.scratch = p.hist, p.win, p.five, true
	copy(w.cells[:k], p.cells[:k])
	copy(w.pts[:k], p.pts[:k])
	copy(w.sum[0][:k], p.sum[0][:k])
	copy(w.sum[1][:k], p.sum[1][:k])
}

// foul is Forbidden for the empty point i and a restricted colour s. It
// reads p, and plays on a scratch copy of it where the rules need a move
// played: *w, which it makes from the pool when it is nil and leaves as p
// is, so that the caller may use it for another point of p and must put
// it back in the pool. On a scratch copy itself it plays in place.
func (p *Position) foul(i int, s gomoku.Stone, w **Position) gomoku.Foul {
	sum := p.sum[s-1][i]
	if field(sum, fFive) > 0 {
		return gomoku.NoFoul // five takes priority over every foul
	}
	renju := p.rule == gomoku.Renju
	if renju {
		if field(sum, fOver) > 0 {
			return gomoku.Overline
		}
		if field(sum, fFours) >= 2 {
			return gomoku.DoubleFour
		}
	}
	if field(sum, fThrees) < 2 {
		return gomoku.NoFoul
	}
	var moves [4]uint32
	lines := 0
	for a := range 4 {
		if moves[a] = p.straightFourMoves(i, a, s-1); moves[a] != 0 {
			lines++
		}
	}
	switch {
	case lines < 2:
		return gomoku.NoFoul
	case !renju:
		return gomoku.DoubleThree // omok: every three counts
	}
	// Renju: a three is real if one of the moves that make it a straight
	// four is not itself forbidden, with i played: on a scratch copy of p,
	// so that p is only read.
	if !p.scratch {
		if *w == nil {
			*w = scratchPool.Get().(*Position)
			(*w).copyFrom(p)
		}
		return (*w).foul(i, s, nil)
	}
	row, col := i/p.size, i%p.size
	p.place(row, col, s)
	f := gomoku.NoFoul
	real, left := 0, lines
	for a := range 4 {
		if moves[a] == 0 {
			continue
		}
		left--
		step := axisDelta[a][0]*p.size + axisDelta[a][1]
		for x := moves[a]; x != 0; x &= x - 1 {
			if p.foul(i+(bitsTrailing(x)-window)*step, s, nil) == gomoku.NoFoul {
				real++
				break
			}
		}
		if real >= 2 {
			f = gomoku.DoubleThree
			break
		}
		if real+left < 2 {
			break
		}
	}
	p.remove(i, s)
	return f
}
