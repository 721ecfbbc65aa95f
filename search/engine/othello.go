package engine

import (
	"context"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/search"
)

// OthelloLevels is the highest level of [Othello].
const OthelloLevels = 5

// DefaultOthelloLevel is the level of an [Othello] whose Level is 0.
const DefaultOthelloLevel = 3

// othelloLevel is what a level of Othello searches: the midgame depth in
// plies and the number of empty squares from which it searches exactly
// to the end of the game.
type othelloLevel struct {
	depth, exact int
}

var othelloLevels = [OthelloLevels + 1]othelloLevel{
	1: {1, 0},
	2: {2, 6},
	3: {3, 10},
	4: {5, 12},
	5: {7, 14},
}

// An Othello is an Othello engine for any even board size: an
// alpha-beta search of [search.AlphaBeta] over an evaluation a strong
// player would recognise (mobility and potential mobility, corners and
// the X and C squares next to them, stable discs, parity and the edges,
// weighted by the stage of the game), and an exact search of the last
// empty squares that maximises the final disc difference.
//
// Level 1 looks one move ahead and answers at once; level 5 searches 7
// plies and plays the last 14 empty squares perfectly. The zero Othello
// plays at [DefaultOthelloLevel] with no time limit. Set the fields
// before the first Choose.
type Othello struct {
	// Level is the level of play, 1 to OthelloLevels; 0 means
	// DefaultOthelloLevel, and a level out of range is clamped.
	Level int
	// Time, if positive, bounds the search of each move.
	Time time.Duration
	// Seed, if not 0, adds to the midgame evaluation a noise of at most
	// ±10 hundredths of a disc drawn from the position and the seed, so
	// that engines with different seeds vary their play; with 0 an
	// Othello plays the same move from the same position every time.
	Seed uint64

	mid, end search.AlphaBeta[othello.Color, *othello.Game]
	ev       othelloEval
	init     bool
}

func (e *Othello) setup() {
	if e.init {
		return
	}
	e.init = true
	e.mid.Eval = e.ev.eval
	if e.Seed != 0 {
		e.mid.Eval = func(g *othello.Game) int {
			h := (g.Hash() ^ e.Seed) * 0x9e3779b97f4a7c15
			return e.ev.eval(g) + int((h>>32)%21) - 10
		}
	}
	e.mid.Outcome = othelloOutcome
	e.mid.Order = othelloOrder
	e.end.Outcome = othelloOutcome
	e.end.Order = othelloEndOrder
	e.end.Aspiration = -1
	t := search.NewTable(1 << 22)
	e.mid.Table, e.end.Table = t, t
}

// level returns the parameters of e's level.
func (e *Othello) level() othelloLevel {
	l := e.Level
	if l == 0 {
		l = DefaultOthelloLevel
	}
	return othelloLevels[min(max(l, 1), OthelloLevels)]
}

// Choose returns the move of e for the side to move of g, or an error
// matching [board.ErrGameOver] if g is over. The score is in hundredths
// of a disc; an exact score is the final disc difference (the empty
// squares counted for the winner) times 100. It leaves g as it was.
//
// This is where an 8×8 game would go to the bitboard fast path: the
// evaluation reads the board through At alone, and the two searches are
// generic in the game type.
func (e *Othello) Choose(ctx context.Context, g *othello.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, errGameOver
	}
	e.setup()
	lv := e.level()
	a := &e.mid
	a.Limits = search.Limits{Depth: lv.depth, Time: e.Time}
	if g.Count(othello.Empty) <= lv.exact {
		a = &e.end
		a.Limits = search.Limits{Time: e.Time}
	}
	r, err := a.Search(ctx, g)
	if err != nil {
		return Choice{}, err
	}
	return choiceOf(r, 100), nil
}

// choiceOf returns the choice of a search result, a proven outcome
// scaled by unit.
func choiceOf(r search.Result, unit int) Choice {
	c := Choice{Move: r.Move, Score: r.Score, Exact: r.Exact, Depth: r.Depth, Nodes: r.Nodes, Elapsed: r.Elapsed, PV: r.PV}
	if o, _, ok := search.Proven(r.Score); ok {
		c.Score = o * unit
	}
	return c
}

// othelloOutcome is the final disc difference for side, the empty
// squares counted for the winner.
func othelloOutcome(g *othello.Game, side othello.Color) int {
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
