package tictactoe

import "github.com/seed131617c4/board/internal/enum"

// A Mark is what a cell of a tic-tac-toe board holds. The zero Mark is
// Empty.
type Mark uint8

// The marks. X moves first.
const (
	Empty Mark = iota
	X
	O
)

// String returns the name of m: "X", "O", or "empty" for Empty; or
// "Mark(7)" for a value that is not a mark.
func (m Mark) String() string {
	return enum.Name(m, Empty, "Mark", "empty", "X", "O")
}

// Rune returns the glyph of m in board text: 'X', 'O', '.' for Empty, and
// '?' for a value that is not a mark. The method value Mark.Rune is what
// [board.Board.Format] takes.
func (m Mark) Rune() rune {
	switch m {
	case Empty:
		return '.'
	case X:
		return 'X'
	case O:
		return 'O'
	}
	return '?'
}

// Opponent returns the other player's mark: O for X, X for O, and Empty
// for Empty and for a value that is not a mark.
func (m Mark) Opponent() Mark {
	switch m {
	case X:
		return O
	case O:
		return X
	}
	return Empty
}
