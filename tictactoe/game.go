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
// board is full. It satisfies [board.Game] and its fast path
// ([board.MoveAppender]).
//
// A Game is a small value (about 60 bytes) that holds no pointers: a copy
// is an independent game, and [Game.Clone] is a copy. The zero Game is a
// new game, ready for X's first move. Its read methods change nothing, so
// any number of goroutines may read a Game that no one is changing.
type Game struct {
	x, o   uint16 // the cells of each mark, bit 3r+c for row r and column c
	x0, o0 uint16 // the start
	hash   uint64
	hash0  uint64
	end    State // XWon, OWon or Drawn once the game is over; Illegal (zero) while it goes on
	end0   State
	moves  [Size * Size]uint8 // the cells played, oldest first
	n      uint8              // the number of moves played
}

var (
	_ board.Game[Mark, *Game] = (*Game)(nil)
	_ board.MoveAppender      = (*Game)(nil)
)

// keys are the Zobrist keys of the marks: keys[2*i+m-1] for mark m on cell
// i (row-major).
var keys = zobrist.Keys(0x7469637461637421, 2*Size*Size)

// masksHash returns the Zobrist hash of the marks x and o.
func masksHash(x, o uint16) uint64 {
	var h uint64
	for i := range Size * Size {
		switch {
		case x>>i&1 != 0:
			h ^= keys[2*i]
		case o>>i&1 != 0:
			h ^= keys[2*i+1]
		}
	}
	return h
}

// NewGame returns a new game. The zero Game is one too.
func NewGame() *Game { return new(Game) }

// NewGameFrom returns a game that starts at b, with the mark that
// [Board.Turn] names to move and no moves played; b itself is not kept. It
// returns an error matching [board.ErrPosition] if b is illegal
// ([Board.State]); a final b gives a game that is already over.
func NewGameFrom(b *Board) (*Game, error) {
	st := b.State()
	if !st.Legal() {
		return nil, fmt.Errorf("tictactoe: %s: %w", b, board.ErrPosition)
	}
	g := new(Game)
	g.x0, g.o0 = b.masks()
	g.hash0 = masksHash(g.x0, g.o0)
	if st != Ongoing {
		g.end0 = st
	}
	g.Reset()
	return g, nil
}

// Reset takes the game back to its start: the empty board, or the board
// it was made from by [NewGameFrom].
func (g *Game) Reset() {
	g.x, g.o, g.hash, g.end, g.n = g.x0, g.o0, g.hash0, g.end0, 0
}

// Board returns the current board.
func (g *Game) Board() *Board {
	b := NewBoard()
	for i := range Size * Size {
		b.cells.Set(board.Pt(i/Size, i%Size), g.mark(i))
	}
	return b
}

// mark returns the mark on cell i.
func (g *Game) mark(i int) Mark {
	switch {
	case g.x>>i&1 != 0:
		return X
	case g.o>>i&1 != 0:
		return O
	}
	return Empty
}

// Size returns the number of rows, and of columns, of the board: 3.
func (g *Game) Size() int { return Size }

// At returns the mark at p, or Empty if p is off the board.
func (g *Game) At(p board.Point) Mark {
	if uint(p.Row) >= Size || uint(p.Col) >= Size {
		return Empty
	}
	return g.mark(p.Row*Size + p.Col)
}

// Turn returns the mark to move, or Empty once the game is over.
func (g *Game) Turn() Mark {
	if g.end != Illegal {
		return Empty
	}
	return g.turn()
}

// turn returns the mark whose turn it is by the counts of marks.
func (g *Game) turn() Mark {
	if bits.OnesCount16(g.x) == bits.OnesCount16(g.o) {
		return X
	}
	return O
}

// Over reports whether the game has ended: a line is filled or the board
// is full.
func (g *Game) Over() bool { return g.end != Illegal }

// Winner returns the mark that filled a line, or Empty while the game
// goes on and when it is drawn.
func (g *Game) Winner() Mark { return g.end.Winner() }

// Len returns the number of moves played since the start.
func (g *Game) Len() int { return int(g.n) }

// History returns an iterator over the moves played since the start,
// oldest first.
func (g *Game) History() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for _, i := range g.moves[:g.n] {
			if !yield(board.Pt(int(i)/Size, int(i)%Size)) {
				return
			}
		}
	}
}

// free returns the empty cells while the game goes on, and none after it
// ended.
func (g *Game) free() uint16 {
	if g.end != Illegal {
		return 0
	}
	return (1<<(Size*Size) - 1) &^ (g.x | g.o)
}

// Moves returns an iterator over the legal moves, row by row: the empty
// cells while the game goes on, none after it ended.
func (g *Game) Moves() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for free := g.free(); free != 0; free &= free - 1 {
			i := bits.TrailingZeros16(free)
			if !yield(board.Pt(i/Size, i%Size)) {
				return
			}
		}
	}
}

// AppendMoves appends the legal moves to dst, as Moves yields them, and
// returns the extended slice. It allocates only when dst lacks the
// capacity.
func (g *Game) AppendMoves(dst []board.Point) []board.Point {
	for free := g.free(); free != 0; free &= free - 1 {
		i := bits.TrailingZeros16(free)
		dst = append(dst, board.Pt(i/Size, i%Size))
	}
	return dst
}

// Play puts the mark of the side to move at p. It returns a [*MoveError]
// wrapping [board.ErrOffBoard], [board.ErrOccupied] or
// [board.ErrGameOver] and changes nothing if the move is not legal.
func (g *Game) Play(p board.Point) error {
	switch {
	case g.end != Illegal:
		return &MoveError{p, Empty, board.ErrGameOver}
	case uint(p.Row) >= Size || uint(p.Col) >= Size:
		return &MoveError{p, g.turn(), board.ErrOffBoard}
	}
	i := p.Row*Size + p.Col
	m := g.turn()
	if (g.x|g.o)>>i&1 != 0 {
		return &MoveError{p, m, board.ErrOccupied}
	}
	mine := &g.x
	if m == O {
		mine = &g.o
	}
	*mine |= 1 << i
	g.hash ^= keys[2*i+int(m)-1]
	g.moves[g.n] = uint8(i)
	g.n++
	switch {
	case fillsThrough(*mine, i):
		g.end = XWon
		if m == O {
			g.end = OWon
		}
	case g.x|g.o == 1<<(Size*Size)-1:
		g.end = Drawn
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
	i := int(g.moves[g.n])
	m := g.mark(i)
	g.x &^= 1 << i
	g.o &^= 1 << i
	g.hash ^= keys[2*i+int(m)-1]
	g.end = Illegal // the game went on after the previous move
	return true
}

// Clone returns an independent copy of g with the same history: a copy
// of the value.
func (g *Game) Clone() *Game {
	c := *g
	return &c
}

// Hash returns the Zobrist hash of the position. The side to move follows
// from the marks on the board, so equal boards have equal hashes.
func (g *Game) Hash() uint64 { return g.hash }

// String returns the board as [Board.Grid] draws it, then a line saying
// how the game stands: "X to move", "O wins" or "draw".
func (g *Game) String() string {
	s := g.Board().Grid()
	switch g.end {
	case Drawn:
		return s + "draw\n"
	case XWon, OWon:
		return s + g.end.Winner().String() + " wins\n"
	}
	return s + g.turn().String() + " to move\n"
}
