package tictactoe

import "strconv"

// A Mark is what a cell of a tic-tac-toe board holds. The zero Mark is
// Empty.
type Mark uint8

// The marks. X moves first.
const (
	Empty Mark = iota
	X
	O
)

// String returns "X", "O", or "." for Empty, the characters of the board
// text; or "Mark(7)" for a value that is not a mark.
func (m Mark) String() string {
	switch m {
	case Empty:
		return "."
	case X:
		return "X"
	case O:
		return "O"
	}
	return "Mark(" + strconv.Itoa(int(m)) + ")"
}

// Opponent returns the other player's mark: O for X, X for O, and Empty
// for Empty.
func (m Mark) Opponent() Mark {
	switch m {
	case X:
		return O
	case O:
		return X
	}
	return Empty
}
