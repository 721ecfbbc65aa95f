package gomocup

import (
	"context"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/engine"
)

// startPondering has the player search the position for the opponent,
// who is to move, while the brain waits for the manager's next line,
// when pondering is on, the game goes on and the player is idle. An
// *engine.Engine is given the time of the brain's next move as its Time,
// so that a search that is not stopped ends by itself; its tables keep
// what it found for the brain's next search. The answer is dropped.
func (s *session) startPondering(ctx context.Context) {
	g := s.pos.g
	if !s.ponder || g == nil || g.Over() || !s.main.idle() {
		return
	}
	if e, ok := s.main.player.(*engine.Engine); ok {
		e.Time = s.clock.budget(s.pos.b.Count(gomoku.Empty)).soft
	}
	pctx, cancel := context.WithCancel(ctx)
	s.main.start(pctx, g.Clone())
	s.unponder = cancel
}

// stopPondering ends the search of the opponent's turn, if one runs: the
// player returns soon after, and the brain's next search waits for it.
func (s *session) stopPondering() {
	if s.unponder != nil {
		s.unponder()
		s.unponder = nil
	}
}
