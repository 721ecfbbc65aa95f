package pattern

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// OldPosition is the position before the per-line core (old_test.go), for
// the benchmarks that compare the two.
type OldPosition = oldPosition

// OldFrom returns the old position of b under rule r, its stones placed
// with Place.
func OldFrom(b *board.Board[gomoku.Stone], r gomoku.Rule) *OldPosition {
	p := newOld(b.Rows(), r)
	for q, s := range b.All() {
		if s != gomoku.Empty {
			p.Place(q, s)
		}
	}
	return p
}
