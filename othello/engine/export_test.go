package engine

import "github.com/seed131617c4/board/othello/engine/internal/pvs"

// withSearchers gives e, before its first call, the searchers that the
// tests compare with the engine's own: with hand, the hand-written
// evaluation on 8×8 too, by the generic search; with generic, no 8×8
// search of package pvs (the 8×8 games are searched as the other sizes).
// It returns e.
func withSearchers(e *Engine, hand, generic bool) *Engine {
	e.searchers()
	s := e.s
	if hand {
		s.eval = s.hand.eval
	}
	if hand || generic {
		s.mid8 = nil
	}
	s.setup(e.Seed)
	return e
}

// switchOff turns the techniques off of e's 8×8 midgame search
// (pvs.Searcher.Off), before its first call, and returns e.
func switchOff(e *Engine, off pvs.Technique) *Engine {
	e.searchers().mid8.Off = off
	return e
}
