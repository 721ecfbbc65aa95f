package pvs_test

import (
	"context"
	"math/bits"
	"testing"

	"github.com/seed131617c4/board/othello/engine/internal/pvs"
	"github.com/seed131617c4/board/othello/eval"
)

// TestProbes checks Searcher.Probes: a search to depth 1 with an empty
// table keys the root's moves and looks at nothing else, a search to
// depth 5 looks at more, and each search counts afresh: the same search
// again, the table cleared, counts as many.
func TestProbes(t *testing.T) {
	ctx := context.Background()
	for i, b := range positions(t, 60)[:20] {
		s := pvs.New(eval.ScoreMoves, 14)
		s.Limits.Depth = 1
		if _, err := s.Search(ctx, b); err != nil {
			t.Fatal(err)
		}
		root := int64(bits.OnesCount64(b.Legal()))
		if got := s.Probes(); got != root {
			t.Errorf("position %d, depth 1: %d probes, want the %d root moves", i, got, root)
		}
		s.Limits.Depth = 5
		var probes [2]int64
		for j := range probes {
			s.Clear()
			if _, err := s.Search(ctx, b); err != nil {
				t.Fatal(err)
			}
			probes[j] = s.Probes()
		}
		if probes[0] <= root || probes[1] != probes[0] {
			t.Errorf("position %d, depth 5: %d probes, then %d again; want more than the %d root moves, twice the same", i, probes[0], probes[1], root)
		}
	}
}
