package pvs_test

import (
	"context"
	"testing"

	"github.com/seed131617c4/board/othello/engine/internal/pvs"
	"github.com/seed131617c4/board/othello/eval"
)

// TestOff checks Searcher.Off: to depth 6 on 30 positions, fresh tables,
// each technique off leaves the fixed-depth score as it is (the table,
// the cutoffs, the windows and the ordering only save nodes) and changes
// the nodes searched, and Multi-ProbCut off searches as ProbCut 0 does,
// node for node.
func TestOff(t *testing.T) {
	ctx := context.Background()
	ps := positions(t, 60)[:30]
	search := func(off pvs.Technique, probCut float64) (scores []int, nodes int64) {
		for _, b := range ps {
			s := pvs.New(eval.ScoreMoves, 14)
			s.Limits.Depth, s.Off, s.ProbCut = 6, off, probCut
			r, err := s.Search(ctx, b)
			if err != nil {
				t.Fatal(err)
			}
			scores = append(scores, r.Score)
			nodes += r.Nodes
		}
		return scores, nodes
	}
	want, all := search(0, 0)
	for _, off := range []pvs.Technique{pvs.Table, pvs.ETC, pvs.Windows, pvs.Ordering, pvs.Potential} {
		got, nodes := search(off, 0)
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("off %b, position %d: score %d, want %d", off, i, got[i], want[i])
			}
		}
		t.Logf("off %b: %d nodes, %d with all", off, nodes, all)
		if nodes == all {
			t.Errorf("off %b: %d nodes, as many as with all", off, nodes)
		}
	}
	got, nodes := search(pvs.MultiProbCut, 1.5)
	for i := range got {
		if got[i] != want[i] || nodes != all {
			t.Errorf("Multi-ProbCut off, position %d: score %d (%d nodes in all), want %d (%d)", i, got[i], nodes, want[i], all)
		}
	}
}
