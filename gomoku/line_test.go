package gomoku_test

import (
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// TestEveryLine tries every line through a point: the 10 points within 5
// of p on a row, each empty, black or white (3^10 patterns), with an open
// two on the column through p, so that p makes a three there. For each, the
// walker scan, the bit-parallel scan and the oracle agree (on a seventh of
// the patterns by default, all with -gomoku.deep) on whether p is
// forbidden under renju and omok, for the colour that owns the two; and
// the row never holds more than one three through p, as the package
// documentation says.
func TestEveryLine(t *testing.T) {
	const n, mid = 11, 5
	b, _ := gomoku.NewBoard(n)
	p := board.Pt(mid, mid)
	patterns, fouls := 0, map[gomoku.Foul]int{}
	step := 13 // a thirteenth of the patterns by default, every one with -gomoku.deep
	if *deep {
		step = 1
	}
	for code := 0; code < 59049; code += step {
		x := code
		for c := range n {
			if c == mid {
				continue
			}
			b.Set(board.Pt(mid, c), gomoku.Stone(x%3))
			x /= 3
		}
		for _, s := range []gomoku.Stone{gomoku.Black, gomoku.White} {
			b.Set(board.Pt(mid-1, mid), s)
			b.Set(board.Pt(mid-2, mid), s)
			l, _ := gomoku.BitsOf(b)
			for _, r := range []gomoku.Rule{gomoku.Renju, gomoku.Omok} {
				if r == gomoku.Renju && s == gomoku.White {
					continue
				}
				want := oracleFoul(b, p, s, r)
				walker := gomoku.WalkForbidden(b, p, s, r)
				bits := l.Forbidden(p, s, r)
				if walker != want || bits != want {
					t.Fatalf("%v %v: walker %v, bits %v, oracle %v on\n%s", r, s, walker, bits, want, b.Format(gomoku.Stone.Rune))
				}
				fouls[want]++
			}
			b.Set(p, s)
			o := oracle{b: b, s: s, r: gomoku.Omok, fiveClause: true}
			if sets := o.threes(oracleLineOf(b, p, board.Horizontal)); len(sets) > 1 {
				t.Fatalf("%d threes on one line:\n%s", len(sets), b.Format(gomoku.Stone.Rune))
			}
			b.Set(p, gomoku.Empty)
		}
		patterns++
	}
	t.Logf("%d lines: fouls %v", patterns, fouls)
	for _, f := range []gomoku.Foul{gomoku.NoFoul, gomoku.Overline, gomoku.DoubleFour, gomoku.DoubleThree} {
		if fouls[f] == 0 {
			t.Errorf("no line gave %v", f)
		}
	}
}
