// Package tictactoe is tic-tac-toe on a [board.Board]: the board and its
// 9-character text form, the classification of any board as legal, final
// and won, a [Game] that enforces the rules, and perfect play.
//
// Cells are addressed by [board.Point], row 0 at the top. The text form
// lists the 9 cells row by row from the top-left: "X", "O", or "." for an
// empty cell, like "XXXOO.XXX".
package tictactoe

import (
	"errors"
	"fmt"
	"iter"
	"strings"

	"github.com/seed131617c4/board"
)

// Size is the number of rows and of columns.
const Size = 3

// Errors wrapped by a [*ParseError].
var (
	// ErrLength reports board text that is not 9 characters long.
	ErrLength = errors.New("want 9 characters")
	// ErrChar reports a character other than 'X', 'O' and '.'.
	ErrChar = errors.New("want 'X', 'O' or '.'")
)

// A ParseError reports board text that [Parse] rejects: the text, the
// 1-based position of the bad character (0 for a bad length) and the
// reason, [ErrLength] or [ErrChar].
type ParseError struct {
	Text string
	Pos  int
	Err  error
}

// Error returns the reason and where, like
// `tictactoe: "XXQ......": character 3: want 'X', 'O' or '.'`.
func (e *ParseError) Error() string {
	text := e.Text
	if len(text) > 20 {
		text = text[:20] + "..."
	}
	if e.Pos > 0 {
		return fmt.Sprintf("tictactoe: %q: character %d: %v", text, e.Pos, e.Err)
	}
	return fmt.Sprintf("tictactoe: %q: %v, have %d", text, e.Err, len(e.Text))
}

// Unwrap returns e.Err.
func (e *ParseError) Unwrap() error { return e.Err }

// A Board is a tic-tac-toe position: 3×3 marks on a [board.Board]. It
// does not record whose turn it is; that follows from the counts of marks
// (see [Board.Turn]). The zero Board is not usable: use [NewBoard] or
// [Parse].
type Board struct {
	cells *board.Board[Mark]
}

// NewBoard returns an empty board.
func NewBoard() *Board {
	cells, err := board.New[Mark](Size, Size)
	if err != nil {
		panic(err) // unreachable: 3×3 is a valid size
	}
	return &Board{cells}
}

// Parse reads the 9-character text form of a board, like "XX.OO....".
// Bad text returns a [*ParseError] wrapping [ErrLength] or [ErrChar].
func Parse(s string) (*Board, error) {
	if len(s) != Size*Size {
		return nil, &ParseError{Text: s, Err: ErrLength}
	}
	b := NewBoard()
	for i := range len(s) {
		var m Mark
		switch s[i] {
		case 'X':
			m = X
		case 'O':
			m = O
		case '.':
			m = Empty
		default:
			return nil, &ParseError{Text: s, Pos: i + 1, Err: ErrChar}
		}
		b.cells.Set(board.Pt(i/Size, i%Size), m)
	}
	return b, nil
}

// String returns the 9-character text form of b, like "XX.OO....".
func (b *Board) String() string {
	var sb strings.Builder
	sb.Grow(Size * Size)
	for _, m := range b.cells.All() {
		sb.WriteString(m.String())
	}
	return sb.String()
}

// Grid returns b drawn as 3 lines of 3 characters, each line ending in a
// newline.
func (b *Board) Grid() string {
	return b.cells.Format(func(m Mark) rune { return rune(m.String()[0]) })
}

// At returns the mark at p, or Empty if p is off the board.
func (b *Board) At(p board.Point) Mark { return b.cells.At(p) }

// Set puts m at p. It does nothing if p is off the board. Set does not
// check the rules; a [Game] does.
func (b *Board) Set(p board.Point, m Mark) { b.cells.Set(p, m) }

// Clone returns a copy of b that shares no storage with it.
func (b *Board) Clone() *Board { return &Board{b.cells.Clone()} }

// Equal reports whether b and c hold the same marks.
func (b *Board) Equal(c *Board) bool { return b.cells.Equal(c.cells) }

// Count returns the number of cells holding m.
func (b *Board) Count(m Mark) int { return b.cells.Count(m) }

// All returns an iterator over the 9 cells and their marks, row by row.
func (b *Board) All() iter.Seq2[board.Point, Mark] { return b.cells.All() }

// Empties returns an iterator over the empty cells, row by row.
func (b *Board) Empties() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for p, m := range b.cells.All() {
			if m == Empty && !yield(p) {
				return
			}
		}
	}
}
