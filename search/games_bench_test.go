package search_test

import (
	"context"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
)

// benchTranscript is the 8×8 midgame position of BenchmarkGames.
const benchTranscript = "f5d6c3d3c4f4f6f3e6e7d7c6"

// BenchmarkGames runs both searchers over every game of the module, the
// way a user's player does, and over passGame, whose moves allocate
// nothing: alpha-beta to a fixed depth (tic-tac-toe and passGame: to the
// end) with the table cleared before each search (nodes/s), and MCTS with
// 300 random playouts (playouts/s). The allocations per search must not
// grow with the nodes: a search allocates its result and nothing per
// node.
func BenchmarkGames(b *testing.B) {
	ttt := tictactoe.NewGame()
	o8, _ := othello.ParseTranscript(8, benchTranscript)
	bb, _ := bitboard.NewGameFrom(o8.Position())
	gm, _ := gomoku.NewGame(15, gomoku.Renju)
	for _, p := range []board.Point{board.Pt(7, 7), board.Pt(7, 8), board.Pt(8, 8), board.Pt(6, 6), board.Pt(8, 7), board.Pt(6, 8)} {
		gm.Play(p)
	}
	b.Run("game=tictactoe/algo=alphabeta", func(b *testing.B) { benchAlphaBeta(b, ttt, 0) })
	b.Run("game=othello/algo=alphabeta", func(b *testing.B) { benchAlphaBeta(b, o8, 4) })
	b.Run("game=bitboard/algo=alphabeta", func(b *testing.B) { benchAlphaBeta(b, bb, 6) })
	b.Run("game=gomoku/algo=alphabeta", func(b *testing.B) { benchAlphaBeta(b, gm, 2) })
	b.Run("game=passgame/algo=alphabeta", func(b *testing.B) {
		ab := search.AlphaBeta[side, *passGame]{Outcome: passOutcome, Table: search.NewTable(1 << 16)}
		benchSearch(b, &ab, newPassGame())
	})
	b.Run("game=tictactoe/algo=mcts", func(b *testing.B) { benchMCTS(b, ttt) })
	b.Run("game=othello/algo=mcts", func(b *testing.B) { benchMCTS(b, o8) })
	b.Run("game=bitboard/algo=mcts", func(b *testing.B) { benchMCTS(b, bb) })
	b.Run("game=gomoku/algo=mcts", func(b *testing.B) { benchMCTS(b, gm) })
	b.Run("game=passgame/algo=mcts", func(b *testing.B) {
		mc := search.MCTS[side, *passGame]{Outcome: passOutcome, Playouts: 300, Seed: 1}
		benchPlayouts(b, &mc, newPassGame())
	})
}

// benchAlphaBeta measures a search of g to depth (0: to the end) with the
// hash of the position as its evaluation, so that the nodes depend on the
// game alone.
func benchAlphaBeta[C comparable, G board.Game[C, G]](b *testing.B, g G, depth int) {
	benchSearch(b, &search.AlphaBeta[C, G]{Eval: hashEval[C, G], Table: search.NewTable(1 << 20), Limits: search.Limits{Depth: depth}}, g)
}

// benchSearch measures the search of g by ab, its table cleared before
// each.
func benchSearch[C comparable, G board.Game[C, G]](b *testing.B, ab *search.AlphaBeta[C, G], g G) {
	ctx := context.Background()
	b.ReportAllocs()
	var nodes int64
	for b.Loop() {
		ab.Table.Clear()
		r, err := ab.Search(ctx, g)
		if err != nil {
			b.Fatal(err)
		}
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// benchMCTS measures an MCTS search of g with 300 random playouts.
func benchMCTS[C comparable, G board.Game[C, G]](b *testing.B, g G) {
	benchPlayouts(b, &search.MCTS[C, G]{Playouts: 300, Seed: 1}, g)
}

// benchPlayouts measures the search of g by mc.
func benchPlayouts[C comparable, G board.Game[C, G]](b *testing.B, mc *search.MCTS[C, G], g G) {
	ctx := context.Background()
	b.ReportAllocs()
	playouts := 0
	for b.Loop() {
		r, err := mc.Search(ctx, g)
		if err != nil {
			b.Fatal(err)
		}
		playouts += r.Playouts
	}
	b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
}
