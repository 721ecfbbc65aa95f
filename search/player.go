package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/seed131617c4/board"
)

// A Player chooses a move for the side to move of a game of type G
// within its own limits (a level, a time): the notion of a player that
// the engines of the games (othello/engine, gomoku/engine,
// tictactoe/engine), a [Random] player and a player of your own share, so
// that [Play] and the commands that run games take any of them. Choose
// leaves g as it was and returns an error matching [board.ErrGameOver] if
// g is over; a cancelled ctx stops it early with the best move found so
// far.
type Player[G any] interface {
	Choose(ctx context.Context, g G) (Choice, error)
}

// A Choice is the move a [Player] chose, with what the engine knows of it:
// its score in the engine's own unit, which the engine's doc gives.
type Choice struct {
	// Move is the chosen move.
	Move board.Point
	// Score is the evaluation of Move for the side to move, in the
	// engine's unit (see the package doc): positive is good.
	Score int
	// Exact reports whether Score is the value of the game under perfect
	// play.
	Exact bool
	// Depth is the depth of the search in plies, 0 for a move chosen
	// without one.
	Depth int
	// Nodes is the number of positions searched.
	Nodes int64
	// Elapsed is how long the choice took.
	Elapsed time.Duration
	// PV is the line the engine expects, from Move on.
	PV []board.Point
	// Stopped reports that a limit (of time, nodes or the context)
	// stopped the engine before it finished what it set out to search:
	// the exact search to the end of the game, or the depth of its level.
	// Move and Score are then those of the deepest search that finished,
	// Depth plies deep; Depth 0 is a move taken by the engine's move
	// ordering alone, Score its static evaluation.
	Stopped bool
	// Book reports a move from an opening book: Score is the book's value
	// of the move, and no search was made (Depth 0).
	Book bool
	// Notation writes a move in the game's notation for String: the
	// engines of this module set it to their game's (othello.FormatMove,
	// gomoku.FormatMove at the board's size, tictactoe.FormatMove). Nil
	// writes a move as a [board.Point], like "(2,3)".
	Notation func(p board.Point) string
}

// String returns the choice in one line, the move in the game's
// notation, like "move f5 score 84 depth 4 nodes 1234" (or
// "move (4,5) ..." without a Notation), with " exact" at the end when the
// score is exact, " stopped" when a limit stopped the search and " book"
// for a move from an opening book.
func (c Choice) String() string {
	s := fmt.Sprintf("move %s score %d depth %d nodes %d", formatMove(c.Notation, c.Move), c.Score, c.Depth, c.Nodes)
	if c.Exact {
		s += " exact"
	}
	if c.Stopped {
		s += " stopped"
	}
	if c.Book {
		s += " book"
	}
	return s
}

// A Random is a [Player] that chooses uniformly among the legal moves,
// from its own seeded generator: the baseline of the matches. Use
// [NewRandom].
type Random[C comparable, G board.Game[C, G]] struct {
	// Notation, if not nil, is the Notation of the choices: how their
	// String names the move.
	Notation func(p board.Point) string

	rng *rand.Rand
	buf []board.Point
}

// NewRandom returns a random player seeded by seed; the same seed makes
// the same choices from the same positions.
func NewRandom[C comparable, G board.Game[C, G]](seed uint64) *Random[C, G] {
	return &Random[C, G]{rng: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))}
}

// Choose returns a legal move of g chosen at random, or an error
// matching [board.ErrGameOver] if g is over. It costs one iteration of
// g's moves.
func (r *Random[C, G]) Choose(_ context.Context, g G) (Choice, error) {
	start := time.Now()
	r.buf = board.AppendMoves(r.buf[:0], g)
	if len(r.buf) == 0 {
		return Choice{}, errGameOver
	}
	return Choice{Move: r.buf[r.rng.IntN(len(r.buf))], Elapsed: time.Since(start), Notation: r.Notation}, nil
}

// Play plays g to its end, asking players[g.Turn()] for each move, and
// returns the winner (the zero C for a draw). A player missing from
// players, an error of a player or a move that g refuses stops the game
// with that error, g left at the position reached.
func Play[C comparable, G board.Game[C, G]](ctx context.Context, g G, players map[C]Player[G]) (C, error) {
	var zero C
	for !g.Over() {
		side := g.Turn()
		p, ok := players[side]
		if !ok {
			return zero, fmt.Errorf("engine: no player for %v", side)
		}
		c, err := p.Choose(ctx, g)
		if err != nil {
			return zero, err
		}
		if err := g.Play(c.Move); err != nil {
			return zero, err
		}
	}
	return g.Winner(), nil
}

// errGameOver is the error of Choose on a finished game.
var errGameOver = fmt.Errorf("search: %w", board.ErrGameOver)

// Choice returns r as the choice of a [Player]: its move, score, depth,
// nodes, time, principal variation and notation, a proven outcome o (see
// [Proven]) scored as o*unit, in the engine's unit.
func (r Result) Choice(unit int) Choice {
	c := Choice{Move: r.Move, Score: r.Score, Exact: r.Exact, Depth: r.Depth, Nodes: r.Nodes, Elapsed: r.Elapsed, PV: r.PV,
		Stopped: r.Stopped, Notation: r.Notation}
	if o, _, ok := Proven(r.Score); ok {
		c.Score = o * unit
	}
	return c
}
