package engine

import (
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/search"
)

// withSearchers gives e, before its first call, the searchers that the
// tests compare with the engine's own: with hand, the hand-written
// evaluation on 8×8 too; with generic, no 8×8 fast path (the 8×8 games
// are searched as the other sizes). It returns e.
func withSearchers(e *Engine, hand, generic bool) *Engine {
	s := &searchers{}
	if !generic {
		s.mid8 = &search.AlphaBeta[othello.Color, *bitboard.Game]{}
	}
	s.eval, s.eval8 = s.learnedEval, learnedEval8
	if hand {
		s.eval = s.hand.eval
		// The hand-written evaluation reads any board through its view.
		s.eval8 = func(g *bitboard.Game) int { return s.hand.evalBoard(g, g.Turn()) }
	}
	s.setup(e.Seed)
	e.s = s
	return e
}
