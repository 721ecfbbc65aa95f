package search_test

import (
	"context"
	"testing"

	"github.com/seed131617c4/board/search"
)

// TestAllocs holds the hot paths to no allocation per node: on passGame,
// whose Moves allocates nothing, an alpha-beta search allocates only its
// result's PV, and MCTS searches of 200 and 2,000 playouts allocate the
// same few objects (the merge of the root), so nothing per playout.
func TestAllocs(t *testing.T) {
	ctx := context.Background()
	ab := search.AlphaBeta[side, *passGame]{Outcome: passOutcome, Table: search.NewTable(1 << 16)}
	g := newPassGame()
	ab.Search(ctx, g)
	var nodes int64
	allocs := testing.AllocsPerRun(20, func() {
		ab.Table.Clear()
		r, _ := ab.Search(ctx, g)
		nodes = r.Nodes
	})
	if allocs > 1 {
		t.Errorf("alpha-beta: %v allocations per search of %d nodes, want 1", allocs, nodes)
	}
	count := func(playouts int) float64 {
		mc := search.MCTS[side, *passGame]{Outcome: passOutcome, Playouts: playouts, Seed: 1}
		mc.Search(ctx, g)
		return testing.AllocsPerRun(10, func() { mc.Search(ctx, g) })
	}
	if few, many := count(200), count(2000); few != many || many > 4 {
		t.Errorf("MCTS: %v allocations per search of 200 playouts, %v of 2000, want the same few", few, many)
	}
}
