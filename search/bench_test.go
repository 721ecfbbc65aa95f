package search_test

import (
	"context"
	"testing"

	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
)

// BenchmarkSearch measures the searchers from the start of each game:
// alpha-beta solving it (nodes/s, with the table cleared each time) and
// MCTS with 1,000 playouts (playouts/s).
func BenchmarkSearch(b *testing.B) {
	ctx := context.Background()
	b.Run("game=tictactoe/algo=alphabeta", func(b *testing.B) {
		ab := search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]{Table: search.NewTable(1 << 20)}
		g := tictactoe.NewGame()
		b.ReportAllocs()
		var nodes int64
		for b.Loop() {
			ab.Table.Clear()
			r, _ := ab.Search(ctx, g)
			nodes += r.Nodes
		}
		b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	})
	b.Run("game=tictactoe/algo=mcts", func(b *testing.B) {
		mc := search.MCTS[tictactoe.Mark, *tictactoe.Game]{Playouts: 1000}
		g := tictactoe.NewGame()
		b.ReportAllocs()
		playouts := 0
		for b.Loop() {
			r, _ := mc.Search(ctx, g)
			playouts += r.Playouts
		}
		b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
	})
	b.Run("game=passgame/algo=alphabeta", func(b *testing.B) {
		ab := search.AlphaBeta[side, *passGame]{Outcome: passOutcome, Table: search.NewTable(1 << 16)}
		g := newPassGame()
		b.ReportAllocs()
		var nodes int64
		for b.Loop() {
			ab.Table.Clear()
			r, _ := ab.Search(ctx, g)
			nodes += r.Nodes
		}
		b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	})
	b.Run("game=passgame/algo=mcts", func(b *testing.B) {
		mc := search.MCTS[side, *passGame]{Outcome: passOutcome, Playouts: 1000}
		g := newPassGame()
		b.ReportAllocs()
		playouts := 0
		for b.Loop() {
			r, _ := mc.Search(ctx, g)
			playouts += r.Playouts
		}
		b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
	})
}

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
