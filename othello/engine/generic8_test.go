package engine

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/search"
)

// The generic search on the bitboards, the engine's 8×8 path before
// package pvs: the comparison of BenchmarkSearch (impl=generic).

// generic8 returns the generic search of the 8×8 board on a
// bitboard.Game, with the learned evaluation and the static square
// values as its ordering.
func generic8() *search.AlphaBeta[othello.Color, *bitboard.Game] {
	return &search.AlphaBeta[othello.Color, *bitboard.Game]{
		Eval:     learnedEval8,
		Outcome:  outcome[*bitboard.Game],
		Order:    order8,
		Notation: othello.FormatMove,
		Table:    search.NewTable(1 << 22),
	}
}

// learnedEval8 is the evaluation of the 8×8 g for its side to move: the
// learned one of package eval.
func learnedEval8(g *bitboard.Game) int {
	b := g.Bitboard()
	return eval.Score(b.Mover, b.Opponent)
}

// order8 is order on the bitboard.
func order8(g *bitboard.Game, m board.Point) int {
	b := g.Bitboard()
	return squareValue8(b.Mover|b.Opponent, m.Row*8+m.Col)
}

// The static square values of [squareValue] on the 8×8 board: with the
// nearest corner empty and held, and that corner's bit.
var squareEmpty8, squareHeld8, nearCorner8 = squareTables8()

// A uniform board holds the same colour everywhere.
type uniform othello.Color

func (uniform) Size() int                      { return 8 }
func (u uniform) At(board.Point) othello.Color { return othello.Color(u) }

func squareTables8() (empty, held [64]int, corner [64]uint64) {
	for s := range 64 {
		p := board.Pt(s/8, s%8)
		empty[s] = squareValue(uniform(othello.Empty), p)
		held[s] = squareValue(uniform(othello.Black), p)
		c := nearestCorner(p, 8)
		corner[s] = 1 << (c.Row*8 + c.Col)
	}
	return empty, held, corner
}

// squareValue8 returns squareValue of square s of the 8×8 position
// whose occupied squares are occupied.
func squareValue8(occupied uint64, s int) int {
	if occupied&nearCorner8[s] != 0 {
		return squareHeld8[s]
	}
	return squareEmpty8[s]
}
