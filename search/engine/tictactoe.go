package engine

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/tictactoe"
)

// TicTacToeLevels is the highest level of [TicTacToe]: perfect play.
const TicTacToeLevels = 3

// DefaultTicTacToeLevel is the level of a [TicTacToe] whose Level is 0:
// perfect play.
const DefaultTicTacToeLevel = TicTacToeLevels

// A TicTacToe is a tic-tac-toe engine with levels for children:
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
// first Choose. The zero TicTacToe plays perfectly. Set the fields before
// the first Choose.
type TicTacToe struct {
	// Level is the level of play, 1 to TicTacToeLevels; 0 means
	// DefaultTicTacToeLevel, and a level out of range is clamped.
	Level int
	// Seed seeds the choice among equal moves.
	Seed uint64

	rng *rand.Rand
}

// Choose returns the move of e for the side to move of g, or an error
// matching [board.ErrGameOver] if g is over. The score is the value of
// the position for the side to move under perfect play, -100, 0 or +100,
// and is exact at level 3. It leaves g as it was.
func (e *TicTacToe) Choose(_ context.Context, g *tictactoe.Game) (Choice, error) {
	start := time.Now()
	if g.Over() {
		return Choice{}, errGameOver
	}
	if e.rng == nil {
		e.rng = rand.New(rand.NewPCG(e.Seed, 0x5851f42d4c957f2d))
	}
	b := g.Board()
	v, err := b.Value()
	if err != nil {
		return Choice{}, err
	}
	level := e.Level
	if level == 0 {
		level = DefaultTicTacToeLevel
	}
	var moves []board.Point
	switch min(max(level, 1), TicTacToeLevels) {
	case 1:
		moves = tttAll(b)
	case 2:
		moves = tttLines(b)
	default:
		moves, err = tttBest(b)
		if err != nil {
			return Choice{}, err
		}
	}
	c := Choice{Move: moves[e.rng.IntN(len(moves))], Score: 100 * int(v), Exact: level >= 3, Elapsed: time.Since(start)}
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
