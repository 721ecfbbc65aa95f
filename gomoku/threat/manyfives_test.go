package threat

import (
	"context"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// TestFourWithManyFives solves positions where one of the attacker's
// fours makes five or more five points at once (three open threes
// through one point): the search once took the five points of such a
// four into an array of 4 and panicked, in a game of the engine.
func TestFourWithManyFives(t *testing.T) {
	b, err := board.New[gomoku.Stone](15, 15)
	if err != nil {
		t.Fatal(err)
	}
	for k := 4; k < 7; k++ {
		b.Set(board.Pt(7, k), gomoku.Black) // a row through (7,7)
		b.Set(board.Pt(k, 7), gomoku.Black) // a column
		b.Set(board.Pt(k, k), gomoku.Black) // a diagonal
	}
	for _, q := range []board.Point{board.Pt(0, 0), board.Pt(0, 3), board.Pt(0, 6), board.Pt(0, 9), board.Pt(0, 12), board.Pt(14, 0), board.Pt(14, 3), board.Pt(14, 6), board.Pt(14, 9)} {
		b.Set(q, gomoku.White)
	}
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard, gomoku.Renju} {
		pos, err := pattern.From(b, r)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(pos.FivesAfter(nil, board.Pt(7, 7), gomoku.Black)); n < 5 {
			t.Fatalf("%v: %d five points after (7,7), want 5 or more", r, n)
		}
		var s Solver
		line, res, err := s.VCF(context.Background(), pos, gomoku.Black, Limits{})
		if err != nil || res.Status != Win {
			t.Fatalf("%v: VCF = %v, %v, want a win", r, res, err)
		}
		if len(line) == 0 || len(line)%2 != 1 {
			t.Errorf("%v: line %v, want an odd number of moves", r, line)
		}
		// The search finds a shorter win before it reaches (7,7) with the
		// five points read ahead, as it did in the game: search that four
		// as a node at depth 2 does, with what prefetchChildren read.
		vs := newVCFSolver(pos, &budget{})
		m := board.Pt(7, 7)
		known := vs.prefetchChildren(nil, []board.Point{m}, gomoku.Black)
		if known[0].n < 5 {
			t.Fatalf("%v: prefetchChildren read %d five points after (7,7), want 5 or more", r, known[0].n)
		}
		want := fourWins
		if r == gomoku.Renju {
			want = fourFails // a double four: forbidden to Black
		}
		if got := vs.four(pos.Hash(), m, known[0], gomoku.Black, 2, 0); got != want {
			t.Errorf("%v: four at (7,7) = %v, want %v", r, got, want)
		}
	}
}
