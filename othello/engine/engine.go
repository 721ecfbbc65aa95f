// Package engine plays Othello: an [Engine] with levels of play from
// instant to strong on any even board size, a [search.Player] of
// [othello.Game].
//
// A complete bot is a few lines:
//
//	g, _ := othello.NewGame(8)
//	e := engine.Engine{Level: 3}
//	for !g.Over() {
//		c, _ := e.Choose(ctx, g) // c.Move, c.Score, c.Exact ...
//		g.Play(c.Move)
//	}
//
// # Levels
//
// The levels run from 1 to [MaxLevel]; level 0 is [DefaultLevel], which
// wins practically every game against a random player. Each level beats
// the level below it in most games. A time limit stops the search of
// each move early; the engine then plays the best move found so far.
//
// # Scores
//
// A [search.Choice] carries the engine's evaluation of its move for the
// side to move, in hundredths of a disc. When Exact is set the score is
// the final disc difference under perfect play, times 100.
package engine

import (
	"context"
	"fmt"
	"math/bits"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/search"
)

// MaxLevel is the highest level of [Engine].
const MaxLevel = 5

// DefaultLevel is the level of an [Engine] whose Level is 0.
const DefaultLevel = 3

// othelloLevel is what a level of Othello searches: the midgame depth in
// plies and the number of empty squares from which it searches exactly
// to the end of the game.
type othelloLevel struct {
	depth, exact int
}

var othelloLevels = [MaxLevel + 1]othelloLevel{
	1: {1, 0},
	2: {2, 6},
	3: {3, 10},
	4: {5, 12},
	5: {7, 14},
}

// An Engine is an Othello engine for any even board size: an
// alpha-beta search of [search.AlphaBeta] over an evaluation, and an exact
// search of the last empty squares that maximises the final disc
// difference. On the 8×8 board the evaluation is the pattern evaluation
// of package [eval], learned from the WTHOR archive of tournament games,
// and both searches run on a [bitboard.Game], with the same evaluation and
// move ordering computed on its two bitboards: the same moves and scores,
// several times faster. On the other sizes it is one a strong player
// would recognise (mobility and potential mobility, corners and the X and
// C squares next to them, stable discs, parity and the edges, weighted by
// the stage of the game).
//
// Level 1 looks one move ahead and answers at once; level 5 searches 7
// plies and plays the last 14 empty squares perfectly. The zero Engine
// plays at [DefaultLevel] with no time limit. Set the fields before the
// first Choose. An Engine keeps its search tables from move to move, which
// helps a game that goes on; it is not safe for concurrent use.
type Engine struct {
	// Level is the level of play, 1 to MaxLevel; 0 means DefaultLevel,
	// and a level out of range is clamped.
	Level int
	// Time, if positive, bounds the search of each move.
	Time time.Duration
	// Seed, if not 0, adds to the midgame evaluation a noise of at most
	// ±10 hundredths of a disc drawn from the position and the seed, so
	// that engines with different seeds vary their play; with 0 an
	// Engine plays the same move from the same position every time.
	Seed uint64

	mid, end   search.AlphaBeta[othello.Color, *othello.Game]
	mid8, end8 search.AlphaBeta[othello.Color, *bitboard.Game] // the 8×8 fast path
	ev         othelloEval
	init       bool
	generic    bool // the tests' switch: no fast path
	handEval   bool // the tests' switch: the hand-written evaluation on 8×8 too
}

// eval returns the midgame evaluation of g for its side to move: on the
// 8×8 board the learned one of package eval, read from g square by square
// (the fast path reads it from its bitboards), and the hand-written one
// on the other sizes.
func (e *Engine) eval(g *othello.Game) int {
	if g.Size() != 8 || e.handEval {
		return e.ev.eval(g)
	}
	me := g.Turn()
	var mover, other uint64
	for s := range 64 {
		switch g.At(board.Pt(s/8, s%8)) {
		case me:
			mover |= 1 << s
		case othello.Empty:
		default:
			other |= 1 << s
		}
	}
	return eval.Score(mover, other)
}

func (e *Engine) setup() {
	if e.init {
		return
	}
	e.init = true
	mid, mid8 := e.eval, othelloEval8
	if e.handEval {
		mid8 = othelloHandEval8
	}
	e.mid.Eval, e.mid8.Eval = mid, mid8
	if e.Seed != 0 {
		e.mid.Eval = func(g *othello.Game) int { return mid(g) + e.noise(g.Hash()) }
		e.mid8.Eval = func(g *bitboard.Game) int { return mid8(g) + e.noise(g.Hash()) }
	}
	e.mid.Outcome = othelloOutcome[*othello.Game]
	e.mid.Order = othelloOrder
	e.end.Outcome = othelloOutcome[*othello.Game]
	e.end.Order = othelloEndOrder
	e.end.Aspiration = -1
	e.mid8.Outcome = othelloOutcome[*bitboard.Game]
	e.mid8.Order = othelloOrder8
	e.end8.Outcome = othelloOutcome[*bitboard.Game]
	e.end8.Order = othelloEndOrder8
	e.end8.Aspiration = -1
	// The hashes of both game types agree, and so do their evaluations:
	// the four searches share one table.
	t := search.NewTable(1 << 22)
	e.mid.Table, e.end.Table, e.mid8.Table, e.end8.Table = t, t, t, t
}

// noise returns the noise of e's Seed for the position of hash h: at
// most ±10.
func (e *Engine) noise(h uint64) int {
	h = (h ^ e.Seed) * 0x9e3779b97f4a7c15
	return int((h>>32)%21) - 10
}

// level returns the parameters of e's level.
func (e *Engine) level() othelloLevel {
	l := e.Level
	if l == 0 {
		l = DefaultLevel
	}
	return othelloLevels[min(max(l, 1), MaxLevel)]
}

// Choose returns the move of e for the side to move of g, or an error
// matching [board.ErrGameOver] if g is over. The score is in hundredths
// of a disc; an exact score is the final disc difference (the empty
// squares counted for the winner) times 100. It leaves g as it was.
//
// An 8×8 game is searched as a [bitboard.Game] made from its position,
// which finds the same move and score as the search of g itself.
func (e *Engine) Choose(ctx context.Context, g *othello.Game) (search.Choice, error) {
	if g.Over() {
		return search.Choice{}, fmt.Errorf("othello/engine: %w", board.ErrGameOver)
	}
	e.setup()
	if g.Size() == 8 && !e.generic {
		b, err := bitboard.NewGameFrom(g.Position())
		if err != nil {
			return search.Choice{}, err
		}
		return choose(ctx, &e.mid8, &e.end8, e.level(), e.Time, b, bits.OnesCount64(b.Bitboard().Empties()))
	}
	return choose(ctx, &e.mid, &e.end, e.level(), e.Time, g, g.Count(othello.Empty))
}

// choose searches g, with empties empty squares, by mid or, once few
// enough squares are empty for lv, exactly to the end by end.
func choose[G board.Game[othello.Color, G]](ctx context.Context, mid, end *search.AlphaBeta[othello.Color, G], lv othelloLevel, limit time.Duration, g G, empties int) (search.Choice, error) {
	a := mid
	a.Limits = search.Limits{Depth: lv.depth, Time: limit}
	if empties <= lv.exact {
		a = end
		a.Limits = search.Limits{Time: limit}
	}
	r, err := a.Search(ctx, g)
	if err != nil {
		return search.Choice{}, err
	}
	return r.Choice(100), nil
}

// othelloOutcome is the final disc difference for side, the empty
// squares counted for the winner.
func othelloOutcome[G interface{ Score() (black, white int) }](g G, side othello.Color) int {
	b, w := g.Score()
	if side == othello.White {
		return w - b
	}
	return b - w
}

// othelloOrder orders the midgame moves by the static value of their
// square: corners first, the X and C squares next to an empty corner
// last.
func othelloOrder(g *othello.Game, m board.Point) int {
	return squareValue(g, g.Size(), m)
}

// othelloEndOrder orders the endgame moves fastest first: the move that
// leaves the opponent the fewest replies, corners breaking ties.
func othelloEndOrder(g *othello.Game, m board.Point) int {
	if g.Count(othello.Empty) <= 6 {
		return squareValue(g, g.Size(), m)
	}
	me := g.Turn()
	if g.Play(m) != nil {
		return 0
	}
	n := 0
	if g.Turn() != me {
		for range g.Moves() {
			n++
		}
	}
	g.Undo()
	return -16*n + squareValue(g, g.Size(), m)
}

// othelloEval8 is the evaluation of the 8×8 g for its side to move: the
// learned one of package eval.
func othelloEval8(g *bitboard.Game) int {
	b := g.Bitboard()
	return eval.Score(b.Mover, b.Opponent)
}

// othelloHandEval8 is the hand-written evaluation of the 8×8 g for its
// side to move.
func othelloHandEval8(g *bitboard.Game) int {
	b := g.Bitboard()
	return eval8(b.Mover, b.Opponent)
}

// othelloOrder8 is othelloOrder on the bitboard.
func othelloOrder8(g *bitboard.Game, m board.Point) int {
	b := g.Bitboard()
	return squareValue8(b.Mover|b.Opponent, m.Row*8+m.Col)
}

// othelloEndOrder8 is othelloEndOrder on the bitboard: the opponent's
// replies are a popcount.
func othelloEndOrder8(g *bitboard.Game, m board.Point) int {
	b := g.Bitboard()
	s := m.Row*8 + m.Col
	v := squareValue8(b.Mover|b.Opponent, s)
	if bits.OnesCount64(b.Empties()) <= 6 {
		return v
	}
	f := b.Flip(bitboard.Square(s))
	if f == 0 {
		return 0
	}
	// No reply at all is a pass back or the end: 0 replies either way.
	return -16*bits.OnesCount64(b.Make(bitboard.Square(s), f).Legal()) + v
}

// A board reader is what the evaluation needs of an Othello game or
// position: *othello.Game and *othello.Position are both one.
type boardReader interface {
	Size() int
	At(board.Point) othello.Color
}

// squareValue returns the static value of square m of an n×n board:
// high for a corner, low for an X or C square next to an empty corner,
// and a little above 0 on the edges.
func squareValue(b boardReader, n int, m board.Point) int {
	r, c := edgeDist(m.Row, n), edgeDist(m.Col, n)
	switch {
	case r == 0 && c == 0:
		return 100
	case r <= 1 && c <= 1:
		if b.At(nearestCorner(m, n)) == othello.Empty {
			if r == 1 && c == 1 {
				return -50
			}
			return -20
		}
		return 5
	case r == 0 || c == 0:
		return 10
	case r == 1 || c == 1:
		return -5
	}
	return 0
}

// edgeDist returns the distance of i from the nearer edge of 0..n-1.
func edgeDist(i, n int) int { return min(i, n-1-i) }

// nearestCorner returns the corner of the n×n board nearest to p.
func nearestCorner(p board.Point, n int) board.Point {
	r, c := 0, 0
	if p.Row >= n/2 {
		r = n - 1
	}
	if p.Col >= n/2 {
		c = n - 1
	}
	return board.Pt(r, c)
}
