// Package tictactoe is tic-tac-toe on a [board.Board]: the board and its
// 9-character text form, the classification of any board as legal, final
// and won, a [Game] that enforces the rules, and perfect play.
//
//	g := tictactoe.NewGame()
//	p, _ := tictactoe.ParseMove("b2") // the centre
//	err := g.Play(p)
//	b, _ := tictactoe.Parse("X...O...X") // a board, its 9 cells row by row
//	v, _ := b.Value()                     // draw: the value for O, to move, under perfect play
//	best, _ := b.BestMoves()              // b1 a2 c2 b3: the moves that keep it
//
// Cells are addressed by [board.Point], row 0 at the top, and named in
// the notation of [FormatMove]: a column letter a..c from the left, then a
// row number 1..3 from the top, so a1 is the top-left cell and b2 the
// centre. The text form lists the 9 cells row by row from the top-left:
// "X", "O", or "." for an empty cell, like "XXXOO.XXX".
//
// [Game] follows the vocabulary of the module's game contract,
// [board.Game]: Turn, Moves, Play, Undo, Over, Winner, Clone, Hash.
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

// Errors wrapped by the [*board.ParseError] of [Parse].
var (
	// ErrLength reports board text that is not 9 characters long.
	ErrLength = errors.New("want 9 characters")
	// ErrChar reports a character other than 'X', 'O' and '.'.
	ErrChar = errors.New("want 'X', 'O' or '.'")
)

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
// Bad text returns a [*board.ParseError], which matches [board.ErrSyntax],
// on line 1: at the first bad character for one that is not 'X', 'O' or
// '.' (wrapping [ErrChar]), or just after the ninth character or the end
// of a shorter text (wrapping [ErrLength]).
func Parse(s string) (*Board, error) {
	if len(s) != Size*Size {
		return nil, &board.ParseError{Format: "tictactoe board", Line: 1, Col: min(len(s), Size*Size) + 1,
			Err: fmt.Errorf("%w, have %d", ErrLength, len(s))}
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
			return nil, &board.ParseError{Format: "tictactoe board", Line: 1, Col: i + 1, Err: fmt.Errorf("%q: %w", s[i], ErrChar)}
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
		sb.WriteRune(m.Rune())
	}
	return sb.String()
}

// Grid returns b drawn as 3 lines of 3 characters, each line ending in a
// newline.
func (b *Board) Grid() string {
	return b.cells.Format(Mark.Rune)
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

// Size returns the number of rows, and of columns, of b: 3. With At it
// makes b a [board.View].
func (b *Board) Size() int { return Size }
