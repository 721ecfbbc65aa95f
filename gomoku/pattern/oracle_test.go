package pattern

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// The fouls read from the pattern tables alone: the test oracle of
// Position.Forbidden, which checks them on bit rows with package gomoku's
// code. This reading was the package's own until the two were made one;
// the tests hold Forbidden and ForbiddenPoints to it on random sequences.

// OracleForbidden returns the foul that s playing at q would be under the
// rule set of p, as Position.Forbidden does, from the pattern tables: the
// sums of q's lines for fives, overlines and fours, the three masks with
// the five clause (straightFourMoves) for threes, and a scratch copy of p,
// played on, for the real-three test under renju.
func (p *Position) OracleForbidden(q board.Point, s gomoku.Stone) gomoku.Foul {
	if !p.rule.Restricted(s) || !p.In(q) || p.cells[q.Row*p.size+q.Col] != gomoku.Empty {
		return gomoku.NoFoul
	}
	var w *Position
	return p.oracleFoul(q.Row*p.size+q.Col, s, &w)
}

// oracleFoul is OracleForbidden for the empty point i and a restricted
// colour s. It reads p, and plays on a scratch copy of it where the rules
// need a move played: *w, which it makes when it is nil. On the scratch
// copy itself (w == nil) it plays in place.
func (p *Position) oracleFoul(i int, s gomoku.Stone, w **Position) gomoku.Foul {
	sum := p.sumOf(i, s)
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
	if w != nil {
		if *w == nil {
			c := *p
			*w = &c
		}
		return (*w).oracleFoul(i, s, nil)
	}
	p.place(i/p.size, i%p.size, i, s)
	f := gomoku.NoFoul
	real, left := 0, lines
	for a := range 4 {
		if moves[a] == 0 {
			continue
		}
		left--
		step := axisDelta[a][0]*p.size + axisDelta[a][1]
		for x := moves[a]; x != 0; x &= x - 1 {
			if p.oracleFoul(i+(bitsTrailing(x)-window)*step, s, nil) == gomoku.NoFoul {
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
	p.Undo()
	return f
}
