package tictactoe

import "github.com/seed131617c4/board/internal/enum"

// A State classifies a board. A board is legal when alternate play from
// the empty board, X first, reaches it without a move after a line was
// filled; it is final when it is legal and the game is over (a line filled,
// or the board full). The zero State is Illegal.
type State uint8

// The states.
const (
	Illegal State = iota // unreachable by legal play
	Ongoing              // legal; the side to move has a move
	XWon                 // legal and final: X filled a line
	OWon                 // legal and final: O filled a line
	Drawn                // legal and final: the board is full with no line
)

var stateNames = [...]string{"illegal", "ongoing", "X won", "O won", "drawn"}

// String returns the name of s, like "illegal" or "X won", or "State(9)"
// for a value that is not a state.
func (s State) String() string {
	return enum.Name(s, 0, "State", stateNames[:]...)
}

// Legal reports whether s is a legal state.
func (s State) Legal() bool { return s >= Ongoing && s <= Drawn }

// Final reports whether s is a legal state in which the game is over. Final
// boards are exactly the ones Baekjoon 7682 calls valid.
func (s State) Final() bool { return s >= XWon && s <= Drawn }

// Winner returns X or O for a won state, and Empty otherwise.
func (s State) Winner() Mark {
	switch s {
	case XWon:
		return X
	case OWon:
		return O
	}
	return Empty
}

// State classifies b. It costs two counts of the 9 cells and a check of
// the 8 lines.
//
// The rules it checks: X has as many marks as O or one more; X and O do
// not both fill lines; if X filled a line, X made the last move (one more
// mark than O); if O did, O made it (equal counts). Two lines of the same
// mark are legal: one move can fill both.
func (b *Board) State() State {
	nx, no := b.cells.Count(X), b.cells.Count(O)
	if nx != no && nx != no+1 {
		return Illegal
	}
	xw, ow := b.winners()
	switch {
	case xw && ow:
		return Illegal
	case xw:
		if nx != no+1 {
			return Illegal
		}
		return XWon
	case ow:
		if nx != no {
			return Illegal
		}
		return OWon
	case nx+no == Size*Size:
		return Drawn
	}
	return Ongoing
}

// Turn returns the mark to move next on b: X when the counts of X and O
// are equal, O otherwise. It does not check that b is legal or ongoing.
func (b *Board) Turn() Mark {
	if b.Count(X) == b.Count(O) {
		return X
	}
	return O
}
