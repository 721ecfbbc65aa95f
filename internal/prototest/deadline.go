package prototest

import (
	"context"
	"iter"
	"sync"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/search"
)

// A DeadlinePlayer is a player for a server under test that records the
// time the context of each Choose leaves it (0 for no deadline), and
// plays the first legal move: what a server hands its player of the
// clocks a GUI gives. It is safe for concurrent use.
type DeadlinePlayer[G interface{ Moves() iter.Seq[board.Point] }] struct {
	mu    sync.Mutex
	times []time.Duration
}

// Choose records the time ctx leaves and returns the first legal move.
func (p *DeadlinePlayer[G]) Choose(ctx context.Context, g G) (search.Choice, error) {
	var d time.Duration
	if dl, ok := ctx.Deadline(); ok {
		d = time.Until(dl)
	}
	p.mu.Lock()
	p.times = append(p.times, d)
	p.mu.Unlock()
	return search.Choice{Move: board.AppendMoves(nil, g)[0]}, nil
}

// Times returns the times recorded, one a Choose.
func (p *DeadlinePlayer[G]) Times() []time.Duration {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]time.Duration(nil), p.times...)
}
