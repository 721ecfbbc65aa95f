package pvs_test

import (
	"context"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/engine/internal/pvs"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/search"
)

// TestStoppedIteration checks what a search stopped in an iteration
// returns: stopped by node limits spread over the iteration of depth 6,
// the move and score of depth 5, or a root move that the stopped
// iteration searched in full and proved better than that move: its score
// is at most the move's value at depth 6 and above the value there of
// the move of depth 5 (the values of the fixed-depth tree, searched
// after each move). Some of the stops must play such a move; a search
// that threw the stopped iteration away would play none.
func TestStoppedIteration(t *testing.T) {
	const depth = 5
	ctx := context.Background()
	search1 := func(b bitboard.Bitboard, lim search.Limits) search.Result {
		t.Helper()
		s := pvs.New(eval.ScoreMoves, 14)
		s.Limits = lim
		r, err := s.Search(ctx, b)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	improved, stops := 0, 0
	for i, b := range positions(t, 80) {
		shallow := search1(b, search.Limits{Depth: depth})
		deep := search1(b, search.Limits{Depth: depth + 1})
		if shallow.Exact || deep.Exact {
			continue
		}
		for k := range 8 {
			n := shallow.Nodes + (deep.Nodes-shallow.Nodes)*int64(k+1)/9
			got := search1(b, search.Limits{Depth: depth + 1, Nodes: n})
			stops++
			if !got.Stopped || got.Depth != depth {
				t.Fatalf("position %d, %d nodes: %v, want depth %d stopped", i, n, got, depth)
			}
			if got.Move == shallow.Move {
				if got.Score != shallow.Score {
					t.Errorf("position %d, %d nodes: %v, want the score %d of depth %d", i, n, got, shallow.Score, depth)
				}
				continue
			}
			improved++
			v, v0 := moveValue(t, b, got.Move, depth), moveValue(t, b, shallow.Move, depth)
			if got.Score > v || v0 >= got.Score || len(got.PV) == 0 || got.PV[0] != got.Move {
				t.Errorf("position %d, %d nodes: %v, but the move is worth %d at depth %d and that of depth %d (%v) %d",
					i, n, got, v, depth+1, depth, shallow.Move, v0)
			}
		}
	}
	t.Logf("%d of %d stops played a better move of the stopped iteration", improved, stops)
	if improved == 0 {
		t.Errorf("none of %d stops played a move of the stopped iteration", stops)
	}
}

// moveValue returns the value of the move m of b in a tree depth+1 plies
// deep: that of the position after it searched depth plies deep, for the
// side that moved (a pass is not a ply). A move that ends the game fails
// the test.
func moveValue(t *testing.T, b bitboard.Bitboard, m board.Point, depth int) int {
	t.Helper()
	sq, _ := bitboard.SquareAt(m.Row, m.Col)
	c, ok := b.Play(sq)
	if !ok {
		t.Fatalf("%v is not a move of %x %x", m, b.Mover, b.Opponent)
	}
	sign := -1
	if c.Legal() == 0 {
		c, sign = c.Pass(), 1
	}
	if c.Legal() == 0 {
		t.Fatalf("%v ends the game of %x %x", m, b.Mover, b.Opponent)
	}
	s := pvs.New(eval.ScoreMoves, 14)
	s.Limits.Depth = depth
	r, err := s.Search(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	return sign * r.Score
}
