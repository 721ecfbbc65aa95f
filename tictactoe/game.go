package tictactoe

import (
	"errors"
	"fmt"
	"iter"
	"math/bits"

	"github.com/seed131617c4/board"
)

// Errors wrapped by a [*MoveError].
var (
	// ErrOffBoard reports a move to a point off the 3×3 board.
	ErrOffBoard = errors.New("point off the board")
	// ErrOccupied reports a move to a cell that already holds a mark.
	ErrOccupied = errors.New("cell occupied")
	// ErrGameOver reports a move after a line was filled or the board filled up.
	ErrGameOver = errors.New("game over")
)

// A MoveError reports a move that [Game.Play] refused: the point and why,
// one of [ErrOffBoard], [ErrOccupied] and [ErrGameOver].
type MoveError struct {
	Point board.Point
	Err   error
}

// Error returns the move and the reason, like
// "tictactoe: move (1,1): cell occupied".
func (e *MoveError) Error() string {
	return fmt.Sprintf("tictactoe: move %v: %v", e.Point, e.Err)
}

// Unwrap returns e.Err.
func (e *MoveError) Unwrap() error { return e.Err }

// A Game is a game of tic-tac-toe under the rules: X moves first, the
// players alternate, and the game ends when a player fills a line or the
// board is full. The zero Game is a new game, ready for X's first move.
type Game struct {
	b     *Board
	moves [Size * Size]board.Point
	n     int    // the number of moves played
	free  uint16 // bit i set: cell i (row-major) is empty, for Moves
	state State
}

const allFree = 1<<(Size*Size) - 1

// NewGame returns a new game.
func NewGame() *Game {
	return &Game{b: NewBoard(), free: allFree, state: Ongoing}
}

// init makes the zero Game a new game.
func (g *Game) init() {
	if g.b == nil {
		g.b = NewBoard()
		g.free = allFree
		g.state = Ongoing
	}
}

// Board returns a copy of the current board.
func (g *Game) Board() *Board {
	g.init()
	return g.b.Clone()
}

// Turn returns the mark to move: X after an even number of moves, O after
// an odd one.
func (g *Game) Turn() Mark {
	if g.n%2 == 0 {
		return X
	}
	return O
}

// State returns the state of the game: Ongoing, XWon, OWon or Drawn.
func (g *Game) State() State {
	g.init()
	return g.state
}

// History returns the moves played so far, in order.
func (g *Game) History() []board.Point {
	return append([]board.Point(nil), g.moves[:g.n]...)
}

// Moves returns an iterator over the legal moves, row by row: the empty
// cells while the game is ongoing, none after it ended.
func (g *Game) Moves() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		if g.State() != Ongoing {
			return
		}
		for free := g.free; free != 0; free &= free - 1 {
			i := bits.TrailingZeros16(free)
			if !yield(board.Pt(i/Size, i%Size)) {
				return
			}
		}
	}
}

// Play puts the mark of the side to move at p. It returns a [*MoveError]
// wrapping [ErrOffBoard], [ErrOccupied] or [ErrGameOver] and changes
// nothing if the move is not legal.
func (g *Game) Play(p board.Point) error {
	g.init()
	switch {
	case g.state != Ongoing:
		return &MoveError{p, ErrGameOver}
	case !g.b.cells.In(p):
		return &MoveError{p, ErrOffBoard}
	}
	bit := uint16(1) << (p.Row*Size + p.Col)
	if g.free&bit == 0 {
		return &MoveError{p, ErrOccupied}
	}
	m := g.Turn()
	g.b.cells.Set(p, m)
	g.moves[g.n] = p
	g.n++
	g.free &^= bit
	switch {
	case g.n >= 2*Size-1 && g.b.completes(p, m):
		g.state = XWon
		if m == O {
			g.state = OWon
		}
	case g.n == Size*Size:
		g.state = Drawn
	}
	return nil
}

// Undo takes back the last move. It reports false, changing nothing, if no
// move was played.
func (g *Game) Undo() bool {
	if g.n == 0 {
		return false
	}
	g.n--
	p := g.moves[g.n]
	g.b.cells.Set(p, Empty)
	g.free |= 1 << (p.Row*Size + p.Col)
	g.state = Ongoing // the game went on after the previous move
	return true
}
