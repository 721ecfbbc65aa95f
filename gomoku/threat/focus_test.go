package threat

import (
	"flag"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/internal/gomokutest"
)

// TestFocusedThreat holds the focused threat test of VCT to the plain
// VCF: on the shared positions where the attacker has no VCF and the
// defender no four, every legal move that is not a four is a threat of
// at most 2 fours for one exactly when it is for the other, and it has a
// four through it or takes one of the defender's away. The default
// tier reads the first 16 positions, -threat.deep all of them.
func TestFocusedThreat(t *testing.T) {
	cases := gomokutest.ThreatCases(t)
	if f := flag.Lookup("threat.deep"); (f == nil || f.Value.String() != "true") && len(cases) > 16 {
		cases = cases[:16]
	}
	for _, c := range cases {
		a := c.Attacker
		pos, _ := pattern.From(c.Board, gomoku.Renju)
		bud := &budget{}
		plain, focused := newVCFSolver(pos, bud), newVCFSolver(pos, bud)
		if plain.has(a, 6) || len(pos.AppendWins(nil, a.Opponent())) > 0 {
			continue
		}
		for q := range pos.Points() {
			if !legal(pos, q, a) || pos.Fours(q, a) > 0 {
				continue
			}
			pos.Place(q, a)
			x := plain.has(a, 2)
			line := Line(append([]board.Point(nil), plain.line...))
			focused.setFocus(q)
			y := focused.has(a, 2)
			near := fourNear(pos, q, a)
			pos.Undo()
			if x && !near && !fourNear(pos, q, a.Opponent()) {
				t.Errorf("%s, %s: a threat (%s) with no four through it, and no defender four it takes", c.ID, gomoku.FormatMove(q, 15), line.Format(15))
			}
			if x != y {
				t.Errorf("%s, %s: a threat for the plain VCF %v (%s), for the focused one %v", c.ID, gomoku.FormatMove(q, 15), x, line.Format(15), y)
			}
		}
	}
}

// fourNear reports whether s has a point that makes a four on one of the
// 4 lines through m, within 4 points of it.
func fourNear(pos *pattern.Position, m board.Point, s gomoku.Stone) bool {
	for _, a := range board.Axes() {
		d := a.Forward().Delta()
		for k := -4; k <= 4; k++ {
			if k != 0 && pos.Fours(m.Add(d.Mul(k)), s) > 0 {
				return true
			}
		}
	}
	return false
}
