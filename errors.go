package board

import "errors"

// Errors that every game of this module shares. A game wraps them in its
// own typed errors, which add the game's name and the details, so that
// errors.Is(err, board.ErrOccupied) works for a refused move of any game.
// The texts are bare; the typed error that wraps one adds the prefix.
var (
	// ErrIllegalMove reports a move the rules do not allow. Every refused
	// move of every game matches it; the error's Err field tells why.
	ErrIllegalMove = errors.New("illegal move")
	// ErrOffBoard reports a point that is not on the board.
	ErrOffBoard = errors.New("point off the board")
	// ErrOccupied reports a point that already holds a piece.
	ErrOccupied = errors.New("point occupied")
	// ErrGameOver reports a move after the end of the game.
	ErrGameOver = errors.New("game over")
	// ErrSyntax reports text that is not well formed: a move in a game's
	// notation, a transcript, a board. Every [*ParseError] matches it.
	ErrSyntax = errors.New("invalid syntax")
	// ErrPosition reports a position that legal play cannot reach, such
	// as a board with too many pieces of one side, given as the start of
	// a game.
	ErrPosition = errors.New("unreachable position")
)
