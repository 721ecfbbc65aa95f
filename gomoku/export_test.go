package gomoku

import (
	"fmt"
	"iter"

	"github.com/seed131617c4/board"
)

// What the tests of package gomoku_test reach inside the package: the
// walker scan, the test oracle of walker_test.go (WinAt, which reads the
// few points of the lines through one point, is itself the walker's
// reading), and the bit rows that the queries read a board into.
var (
	WalkWinner          = walkWinner
	WalkWinAt           = WinAt
	WalkForbidden       = walkForbidden
	WalkForbiddenPoints = walkForbiddenPoints
)

// Bits is a position in bit rows, as the queries read it.
type Bits struct{ l lines }

// BitsOf returns b in bit rows, or an error for a board the rules do not
// read.
func BitsOf(b *board.Board[Stone]) (*Bits, error) {
	l, ok := linesOf(b)
	if !ok {
		return nil, fmt.Errorf("gomoku: %dx%d board: %w", b.Rows(), b.Cols(), board.ErrSize)
	}
	return &Bits{l}, nil
}

// NewBits returns an empty size×size position in bit rows.
func NewBits(size int) (*Bits, error) {
	if size < MinSize || size > MaxSize {
		return nil, sizeError(size)
	}
	return &Bits{newLines(size)}, nil
}

func (b *Bits) Winner(r Rule) (Five, bool)                    { return b.l.winner(r) }
func (b *Bits) WinAt(p board.Point, r Rule) (Five, bool)      { return b.l.winAt(p, r) }
func (b *Bits) Forbidden(p board.Point, s Stone, r Rule) Foul { return b.l.forbidden(p, s, r) }
func (b *Bits) ForbiddenPoints(s Stone, r Rule) iter.Seq2[board.Point, Foul] {
	return b.l.forbiddenPoints(s, r)
}
func (b *Bits) Set(p board.Point, s Stone) { b.l.set(p, s) }
func (b *Bits) At(p board.Point) Stone     { return b.l.at(p) }
func (b *Bits) Board() *board.Board[Stone] { return b.l.board() }
func (b *Bits) In(p board.Point) bool      { return b.l.In(p) }
func (b *Bits) Size() int                  { return b.l.Size }
