package tictactoe

import (
	"fmt"
	"iter"
	"math/bits"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/zobrist"
)

// A MoveError reports a move that [Game.Play] refused: the point, the mark
// that was to move (Empty once the game is over) and why, one of
// [board.ErrOffBoard], [board.ErrOccupied] and [board.ErrGameOver]. Every
// MoveError matches [board.ErrIllegalMove].
type MoveError struct {
	Point  board.Point
	Player Mark
	Err    error
}

// Error returns the move, the mark and the reason, like
// "tictactoe: illegal move b2 by X: point occupied".
func (e *MoveError) Error() string {
	by := ""
	if e.Player == X || e.Player == O {
		by = " by " + e.Player.String()
	}
	return fmt.Sprintf("tictactoe: illegal move %s%s: %v", FormatMove(e.Point), by, e.Err)
}

// Unwrap returns e.Err.
func (e *MoveError) Unwrap() error { return e.Err }

// Is reports whether target is [board.ErrIllegalMove], which every
// MoveError matches besides its Err.
func (e *MoveError) Is(target error) bool { return target == board.ErrIllegalMove }

// A Game is a game of tic-tac-toe under the rules: X moves first, the
// players alternate, and the game ends when a player fills a line or the
// board is full. It satisfies [board.Game]. The zero Game is a new game,
// ready for X's first move. A Game is not safe for concurrent use, even by
// readers: the first use of a zero Game sets it up, and the first call of
// Moves stores the iterator it returns. Use [Game.Clone] to give each
// goroutine its own.
type Game struct {
	b     *Board
	start *Board // the position the game started from; nil for the empty board
	moves [Size * Size]board.Point
	n     int    // the number of moves played
	free  uint16 // bit i set: cell i (row-major) is empty, for Moves
	hash  uint64
	state State
	// seq is legal bound to self, made once so that Moves allocates
	// nothing even when called through a type parameter.
	seq  iter.Seq[board.Point]
	self *Game
}

var _ board.Game[Mark, *Game] = (*Game)(nil)

// keys are the Zobrist keys of the marks: keys[2*i+m-1] for mark m on cell
// i (row-major).
var keys = zobrist.Keys(0x7469637461637421, 2*Size*Size)

// key returns the Zobrist key of mark m on p.
func key(p board.Point, m Mark) uint64 { return keys[2*(p.Row*Size+p.Col)+int(m)-1] }

// NewGame returns a new game.
func NewGame() *Game {
	g := new(Game)
	g.init()
	return g
}

// NewGameFrom returns a game that starts at a copy of b, with the mark
// that [Board.Turn] names to move and no moves played. It returns an
// error matching [board.ErrPosition] if b is illegal ([Board.State]); a
// final b gives a game that is already over.
func NewGameFrom(b *Board) (*Game, error) {
	if !b.State().Legal() {
		return nil, fmt.Errorf("tictactoe: %s: %w", b, board.ErrPosition)
	}
	g := &Game{start: b.Clone()}
	g.Reset()
	return g, nil
}

// init makes the zero Game a new game.
func (g *Game) init() {
	if g.b == nil {
		g.Reset()
	}
}

// Reset takes the game back to its start: the empty board, or the board
// it was made from by [NewGameFrom].
func (g *Game) Reset() {
	if g.b == nil {
		g.b = NewBoard()
	}
	g.n, g.free, g.hash = 0, 0, 0
	if g.start == nil {
		g.b.cells.Fill(Empty)
	} else {
		g.b.cells.CopyFrom(g.start.cells)
	}
	for p, m := range g.b.All() {
		if m == Empty {
			g.free |= 1 << (p.Row*Size + p.Col)
		} else {
			g.hash ^= key(p, m)
		}
	}
	g.state = g.b.State()
}

// Board returns a copy of the current board.
func (g *Game) Board() *Board {
	g.init()
	return g.b.Clone()
}

// At returns the mark at p, or Empty if p is off the board.
func (g *Game) At(p board.Point) Mark {
	g.init()
	return g.b.At(p)
}

// Turn returns the mark to move, or Empty once the game is over.
func (g *Game) Turn() Mark {
	g.init()
	if g.state != Ongoing {
		return Empty
	}
	return g.turn()
}

// turn returns the mark whose turn it is by the counts of marks.
func (g *Game) turn() Mark {
	if bits.OnesCount16(g.free)%2 == 1 {
		return X
	}
	return O
}

// Over reports whether the game has ended: a line is filled or the board
// is full.
func (g *Game) Over() bool {
	g.init()
	return g.state != Ongoing
}

// Winner returns the mark that filled a line, or Empty while the game
// goes on and when it is drawn.
func (g *Game) Winner() Mark {
	g.init()
	return g.state.Winner()
}

// Len returns the number of moves played since the start.
func (g *Game) Len() int { return g.n }

// History returns an iterator over the moves played since the start,
// oldest first.
func (g *Game) History() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for _, p := range g.moves[:g.n] {
			if !yield(p) {
				return
			}
		}
	}
}

// Moves returns an iterator over the legal moves, row by row: the empty
// cells while the game goes on, none after it ended. It allocates nothing
// after the first call.
func (g *Game) Moves() iter.Seq[board.Point] {
	if g.self != g { // first call, or g is a copy of another Game
		g.seq, g.self = g.legal, g
	}
	return g.seq
}

// legal is the iterator that Moves returns.
func (g *Game) legal(yield func(board.Point) bool) {
	if g.Over() {
		return
	}
	for free := g.free; free != 0; free &= free - 1 {
		i := bits.TrailingZeros16(free)
		if !yield(board.Pt(i/Size, i%Size)) {
			return
		}
	}
}

// Play puts the mark of the side to move at p. It returns a [*MoveError]
// wrapping [board.ErrOffBoard], [board.ErrOccupied] or
// [board.ErrGameOver] and changes nothing if the move is not legal.
func (g *Game) Play(p board.Point) error {
	g.init()
	switch {
	case g.state != Ongoing:
		return &MoveError{p, Empty, board.ErrGameOver}
	case !g.b.cells.In(p):
		return &MoveError{p, g.turn(), board.ErrOffBoard}
	}
	bit := uint16(1) << (p.Row*Size + p.Col)
	m := g.turn()
	if g.free&bit == 0 {
		return &MoveError{p, m, board.ErrOccupied}
	}
	g.b.cells.Set(p, m)
	g.moves[g.n] = p
	g.n++
	g.free &^= bit
	g.hash ^= key(p, m)
	switch {
	case Size*Size-bits.OnesCount16(g.free) >= 2*Size-1 && g.b.completes(p, m):
		g.state = XWon
		if m == O {
			g.state = OWon
		}
	case g.free == 0:
		g.state = Drawn
	}
	return nil
}

// Undo takes back the last move and reports whether there was one to take
// back; moves made before the start of a game from [NewGameFrom] cannot
// be taken back.
func (g *Game) Undo() bool {
	if g.n == 0 {
		return false
	}
	g.n--
	p := g.moves[g.n]
	m := g.b.cells.At(p)
	g.b.cells.Set(p, Empty)
	g.free |= 1 << (p.Row*Size + p.Col)
	g.hash ^= key(p, m)
	g.state = Ongoing // the game went on after the previous move
	return true
}

// Clone returns an independent copy of g with the same history.
func (g *Game) Clone() *Game {
	g.init()
	c := *g
	c.b = g.b.Clone()
	return &c
}

// Hash returns the Zobrist hash of the position. The side to move follows
// from the marks on the board, so equal boards have equal hashes.
func (g *Game) Hash() uint64 { return g.hash }

// String returns the board as [Board.Grid] draws it, then a line saying
// how the game stands: "X to move", "O wins" or "draw".
func (g *Game) String() string {
	g.init()
	s := g.b.Grid()
	switch g.state {
	case Drawn:
		return s + "draw\n"
	case XWon, OWon:
		return s + g.state.Winner().String() + " wins\n"
	}
	return s + g.turn().String() + " to move\n"
}
