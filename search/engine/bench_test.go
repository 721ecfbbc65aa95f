package engine

import (
	"context"
	"fmt"
	"testing"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/tictactoe"
)

// BenchmarkChoose measures one move of each engine at each level from a
// fixed position: the Othello start after "f5d6c3d3c4" (by the 8×8 fast
// path, with the hand-written evaluation with eval=hand, and by the
// generic path with impl=generic), a gomoku opening of 4
// stones and the empty tic-tac-toe board.
func BenchmarkChoose(b *testing.B) {
	ctx := context.Background()
	variants := []struct {
		suffix        string
		hand, generic bool
	}{{"", false, false}, {"/eval=hand", true, false}, {"/impl=generic", false, true}}
	for _, v := range variants {
		for level := 1; level <= OthelloLevels; level++ {
			b.Run(fmt.Sprintf("game=othello/level=%d%s", level, v.suffix), func(b *testing.B) {
				g, _ := othello.ParseTranscript(8, "f5d6c3d3c4")
				b.ReportAllocs()
				for b.Loop() {
					e := Othello{Level: level, handEval: v.hand, generic: v.generic}
					e.Choose(ctx, g)
				}
			})
		}
	}
	for level := 1; level <= GomokuLevels; level++ {
		b.Run(fmt.Sprintf("game=gomoku/level=%d", level), func(b *testing.B) {
			g, _ := gomoku.NewGame(15, gomoku.Renju)
			for _, m := range []string{"h8", "i9", "g9", "h10"} {
				p, _ := gomoku.ParseMove(m, 15)
				g.Play(p)
			}
			b.ReportAllocs()
			for b.Loop() {
				e := Gomoku{Level: level}
				e.Choose(ctx, g)
			}
		})
	}
	for level := 1; level <= TicTacToeLevels; level++ {
		b.Run(fmt.Sprintf("game=tictactoe/level=%d", level), func(b *testing.B) {
			g := tictactoe.NewGame()
			e := TicTacToe{Level: level}
			b.ReportAllocs()
			for b.Loop() {
				e.Choose(ctx, g)
			}
		})
	}
}

// BenchmarkEval measures the static evaluations: Othello's hand-written
// one on the generic board and on the bitboard of the 8×8 fast path, and
// the learned one of package eval that the fast path uses.
func BenchmarkEval(b *testing.B) {
	b.Run("game=othello/impl=board", func(b *testing.B) {
		g, _ := othello.ParseTranscript(8, "f5d6c3d3c4f4c5b3c2e6c6b4")
		var e othelloEval
		b.ReportAllocs()
		for b.Loop() {
			e.eval(g)
		}
	})
	b.Run("game=othello/impl=bitboard", func(b *testing.B) {
		g, _ := othello.ParseTranscript(8, "f5d6c3d3c4f4c5b3c2e6c6b4")
		bg, _ := bitboard.NewGameFrom(g.Position())
		b.ReportAllocs()
		for b.Loop() {
			othelloHandEval8(bg)
		}
	})
	b.Run("game=othello/impl=learned", func(b *testing.B) {
		g, _ := othello.ParseTranscript(8, "f5d6c3d3c4f4c5b3c2e6c6b4")
		bg, _ := bitboard.NewGameFrom(g.Position())
		othelloEval8(bg) // decode the weights
		b.ReportAllocs()
		for b.Loop() {
			othelloEval8(bg)
		}
	})
	b.Run("game=gomoku", func(b *testing.B) {
		g, _ := gomoku.NewGame(15, gomoku.Freestyle)
		for _, m := range []string{"h8", "i9", "g9", "h10", "g8", "g10"} {
			p, _ := gomoku.ParseMove(m, 15)
			g.Play(p)
		}
		x := newGomokuNode(g, 0)
		b.ReportAllocs()
		for b.Loop() {
			x.plies = x.plies[:0] // no cached features
			x.eval()
		}
	})
}
