package othello

import (
	"fmt"
	"iter"

	"github.com/seed131617c4/board"
)

// The board sizes a [Position] can have: even numbers from MinSize to
// MaxSize. The columns are named by the letters a..z.
const (
	MinSize = 4
	MaxSize = 26
)

// A Position is an Othello board of N×N squares, N even in
// [MinSize]..[MaxSize], together with the side to move. It keeps its disc
// counts, so [Position.Count] costs O(1).
//
// A Position applies the capture rule but not the turn order: [Position.Place]
// puts a disc of any colour anywhere empty, as judge problems do, and
// [Position.Play] plays a legal move for the side to move without passing
// for the opponent. A [Game] adds passes, the end of the game and undo.
//
// The zero Position has no board and is not usable (its methods panic);
// use [NewPosition] or [ParsePosition]. A Position is not safe for
// concurrent use.
type Position struct {
	b            *board.Board[Color]
	turn         Color
	black, white int
}

// NewPosition returns the start position on an n×n board: White on the
// top-left and bottom-right squares of the central 2×2 and Black on the
// other two (on 8×8, White on d4 and e5, Black on e4 and d5), Black to move.
// It returns an error matching [board.ErrSize] unless n is even and in
// [MinSize]..[MaxSize].
func NewPosition(n int) (*Position, error) {
	if !validSize(n) {
		return nil, sizeError(n)
	}
	b, err := board.New[Color](n, n)
	if err != nil {
		return nil, err
	}
	p := &Position{b: b}
	p.reset()
	return p, nil
}

// sizeError returns the error for an n×n board that is not a valid size.
func sizeError(n int) error {
	return fmt.Errorf("othello: board size %d: %w (want an even number in %d..%d)", n, board.ErrSize, MinSize, MaxSize)
}

// validSize reports whether n is a board size a Position can have.
func validSize(n int) bool {
	return n >= MinSize && n <= MaxSize && n%2 == 0
}

// reset sets p to the start position on its board size.
func (p *Position) reset() {
	p.b.Fill(Empty)
	h := p.b.Rows() / 2
	p.b.Set(board.Pt(h-1, h-1), White)
	p.b.Set(board.Pt(h, h), White)
	p.b.Set(board.Pt(h-1, h), Black)
	p.b.Set(board.Pt(h, h-1), Black)
	p.turn = Black
	p.black, p.white = 2, 2
}

// Size returns N, the number of rows and of columns of p.
func (p *Position) Size() int { return p.b.Rows() }

// In reports whether pt is a square of p.
func (p *Position) In(pt board.Point) bool { return p.b.In(pt) }

// At returns the colour of the disc at pt, or Empty for an empty square
// and for a point off the board.
func (p *Position) At(pt board.Point) Color { return p.b.At(pt) }

// All returns an iterator over the squares of p and their colours, row by
// row from the top-left square (a1).
func (p *Position) All() iter.Seq2[board.Point, Color] { return p.b.All() }

// Turn returns the side to move, Black or White.
func (p *Position) Turn() Color { return p.turn }

// SetTurn makes c the side to move. It panics if c is not Black or White.
func (p *Position) SetTurn(c Color) {
	if !c.valid() {
		panic("othello: SetTurn(" + c.String() + ")")
	}
	p.turn = c
}

// Count returns the number of discs of colour c on p, or the number of
// empty squares for Empty. It costs O(1).
func (p *Position) Count(c Color) int {
	switch c {
	case Black:
		return p.black
	case White:
		return p.white
	case Empty:
		return p.b.Rows()*p.b.Cols() - p.black - p.white
	}
	return 0
}

// Clone returns a copy of p that shares no storage with it.
func (p *Position) Clone() *Position {
	q := *p
	q.b = p.b.Clone()
	return &q
}

// CopyFrom makes p a copy of q, reusing p's storage when it is large
// enough; it does not allocate then.
func (p *Position) CopyFrom(q *Position) {
	if p.b == nil {
		p.b = q.b.Clone()
	} else {
		p.b.CopyFrom(q.b)
	}
	p.turn, p.black, p.white = q.turn, q.black, q.white
}

// Equal reports whether p and q have the same size, the same discs and the
// same side to move.
func (p *Position) Equal(q *Position) bool {
	return p.turn == q.turn && p.b.Equal(q.b)
}

// set stores c at pt, keeping the disc counts.
func (p *Position) set(pt board.Point, c Color) {
	p.count(p.b.At(pt), -1)
	p.count(c, +1)
	p.b.Set(pt, c)
}

// count adds k to the disc count of c.
func (p *Position) count(c Color, k int) {
	switch c {
	case Black:
		p.black += k
	case White:
		p.white += k
	}
}
