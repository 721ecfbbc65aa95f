package enginetest

import (
	"context"
	"fmt"
	"time"

	"github.com/seed131617c4/board/search"
)

// A Moves adds up a player's moves in a match: their number and time,
// and the depth, nodes and time of those that an evaluated search chose
// (neither exact nor from a book).
type Moves struct {
	Moves, Searched, Depth int
	Nodes                  int64
	Took, SearchTook       time.Duration
}

// Tallied returns p as a Player that adds its choices to m.
func Tallied[G any](p search.Player[G], m *Moves) search.Player[G] {
	return tallied[G]{p, m}
}

// tallied is the Player of Tallied.
type tallied[G any] struct {
	p search.Player[G]
	m *Moves
}

func (p tallied[G]) Choose(ctx context.Context, g G) (search.Choice, error) {
	start := time.Now()
	c, err := p.p.Choose(ctx, g)
	took := time.Since(start)
	m := p.m
	m.Took += took
	m.Moves++
	if !c.Exact && !c.Book {
		m.Searched++
		m.Depth += c.Depth
		m.Nodes += c.Nodes
		m.SearchTook += took
	}
	return c, err
}

// String returns the time a move, and the depth and speed of the moves a
// search chose, like "62ms a move, depth 12.3, 571 k nodes/s".
func (m Moves) String() string {
	speed := float64(m.Nodes) / max(m.SearchTook.Seconds(), 1e-9)
	unit := "k"
	if speed >= 1e7 {
		speed, unit = speed/1e3, "M"
	}
	return fmt.Sprintf("%v a move, depth %.1f, %.0f %s nodes/s",
		(m.Took / time.Duration(max(m.Moves, 1))).Round(time.Millisecond),
		float64(m.Depth)/float64(max(m.Searched, 1)), speed/1e3, unit)
}
