// Package engine plays tic-tac-toe: an [Engine] with levels for children,
// from random play to perfect play, a [search.Player] of [tictactoe.Game].
//
//	g := tictactoe.NewGame()
//	var e engine.Engine // perfect play
//	for !g.Over() {
//		c, _ := e.Choose(ctx, g) // c.Move, c.Score (-100, 0 or +100), c.Exact
//		g.Play(c.Move)
//	}
package engine

import (
	"context"
	"fmt"
	"github.com/seed131617c4/board/internal/enginelevel"
	"math/rand/v2"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
)

// MaxLevel is the highest level of [Engine]: perfect play.
const MaxLevel = 3

// DefaultLevel is the level of an [Engine] whose Level is 0: perfect play.
const DefaultLevel = MaxLevel

// An Engine is a tic-tac-toe engine with levels for children:
//
//   - level 1 plays at random;
//   - level 2 completes its own line when it can, else blocks the
//     opponent's, else plays at random;
//   - level 3 plays perfectly: it never loses, and among the moves that
//     keep the value of the position it prefers the one that leaves the
//     opponent the most losing replies, so that it wins against a player
//     who errs.
//
// The random choices come from a generator seeded by Seed, made on the
// first Choose. The zero Engine plays perfectly. Set the fields before
// the first Choose. An Engine is not safe for concurrent use.
type Engine struct {
	// Level is the level of play, 1 to MaxLevel; 0 means DefaultLevel,
	// and a level out of range is clamped.
	Level int
	// Seed seeds the choice among equal moves.
	Seed uint64

	rng *rand.Rand
}

// Choose returns the move of e for the side to move of g, or an error
// matching [board.ErrGameOver] if g is over. The score is the value of
// the position for the side to move under perfect play, -100, 0 or +100,
// and is exact at level 3; the choice names its move in the notation of
// [tictactoe.FormatMove], like "c1". It leaves g as it was.
func (e *Engine) Choose(_ context.Context, g *tictactoe.Game) (search.Choice, error) {
	start := time.Now()
	if g.Over() {
		return search.Choice{}, fmt.Errorf("tictactoe/engine: %w", board.ErrGameOver)
	}
	if e.rng == nil {
		e.rng = rand.New(rand.NewPCG(e.Seed, 0x5851f42d4c957f2d))
	}
	b := g.Board()
	v, err := b.Value()
	if err != nil {
		return search.Choice{}, err
	}
	level := enginelevel.Of(e.Level, MaxLevel, DefaultLevel, false)
	var moves []board.Point
	switch level {
	case 1:
		moves = tttAll(b)
	case 2:
		moves = tttLines(b)
	default:
		moves, err = tttBest(b)
		if err != nil {
			return search.Choice{}, err
		}
	}
	c := search.Choice{Move: moves[e.rng.IntN(len(moves))], Score: 100 * int(v), Exact: level >= 3,
		Elapsed: time.Since(start), Notation: tictactoe.FormatMove}
	if c.Exact {
		c.Depth = b.Count(tictactoe.Empty)
	}
	return c, nil
}

// tttAll returns the empty squares of b.
func tttAll(b *tictactoe.Board) []board.Point {
	var ms []board.Point
	for p := range b.Empties() {
		ms = append(ms, p)
	}
	return ms
}

// tttLines returns the moves that complete a line of the side to move,
// else those that stop one of the opponent, else every empty square.
func tttLines(b *tictactoe.Board) []board.Point {
	me := b.Turn()
	for _, s := range []tictactoe.Mark{me, me.Opponent()} {
		var ms []board.Point
		for p := range b.Empties() {
			c := b.Clone()
			c.Set(p, s)
			if c.Wins(s) {
				ms = append(ms, p)
			}
		}
		if len(ms) > 0 {
			return ms
		}
	}
	return tttAll(b)
}

// tttBest returns the moves that win at once, if any, else the perfect
// moves of b that leave the opponent the most replies that lose.
func tttBest(b *tictactoe.Board) ([]board.Point, error) {
	if ms := tttLines(b); len(ms) < b.Count(tictactoe.Empty) {
		c := b.Clone()
		c.Set(ms[0], b.Turn())
		if c.Wins(b.Turn()) {
			return ms, nil
		}
	}
	best, err := b.BestMoves()
	if err != nil {
		return nil, err
	}
	var out []board.Point
	most := -1
	for _, p := range best {
		c := b.Clone()
		c.Set(p, b.Turn())
		traps := 0
		for q := range c.Empties() {
			d := c.Clone()
			d.Set(q, c.Turn())
			if v, err := d.Value(); err == nil && v == tictactoe.Win {
				traps++
			}
		}
		switch {
		case traps > most:
			most, out = traps, append(out[:0], p)
		case traps == most:
			out = append(out, p)
		}
	}
	return out, nil
}
