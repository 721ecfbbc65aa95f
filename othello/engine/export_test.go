package engine

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
