package othello

import (
	"errors"

	"github.com/seed131617c4/board"
)

// Errors that the functions of this package return, wrapped with details.
// Match them with [errors.Is].
var (
	// ErrSize reports a board size that is not an even number in
	// [MinSize]..[MaxSize].
	ErrSize = errors.New("othello: board size must be even and in 4..26")
	// ErrIllegalMove reports a move or placement that cannot be made. Every
	// [*MoveError] matches it; its Err field tells why.
	ErrIllegalMove = errors.New("othello: illegal move")
	// ErrOffBoard reports a point that is not on the board.
	ErrOffBoard = errors.New("point off the board")
	// ErrOccupied reports a point that already holds a disc.
	ErrOccupied = errors.New("point occupied")
	// ErrNoCapture reports a move that captures no disc, which the rules
	// forbid.
	ErrNoCapture = errors.New("captures nothing")
	// ErrGameOver reports a move after the end of the game, when neither
	// side can move.
	ErrGameOver = errors.New("game over")
	// ErrColor reports a colour that is not Black or White where a disc
	// colour is needed.
	ErrColor = errors.New("not a disc colour")
	// ErrNoPass reports an explicit pass where none is forced: the side to
	// move has a legal move, or the pass was already recorded.
	ErrNoPass = errors.New("no pass is forced here")
	// ErrSyntax reports text that is not valid notation or board text.
	ErrSyntax = errors.New("othello: invalid syntax")
)

// A MoveError reports a move or placement that cannot be made: the point,
// the colour that was to move there, and why (Err is [ErrOffBoard],
// [ErrOccupied], [ErrNoCapture], [ErrGameOver], [ErrColor] or [ErrNoPass]).
// It matches [ErrIllegalMove] as well as Err.
type MoveError struct {
	Point board.Point
	Color Color
	Pass  bool // the move was a pass; Point is then meaningless
	Err   error
}

// Error returns the move and the reason, like
// "othello: illegal move f5 for Black: point occupied".
func (e *MoveError) Error() string {
	move := FormatMove(e.Point)
	if e.Pass {
		move = "pass"
	}
	s := "othello: illegal move " + move
	if e.Color.valid() {
		s += " for " + e.Color.String()
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Unwrap returns e.Err.
func (e *MoveError) Unwrap() error { return e.Err }

// Is reports whether target is [ErrIllegalMove], which every MoveError
// matches.
func (e *MoveError) Is(target error) bool { return target == ErrIllegalMove }

// A TranscriptError reports the move of a transcript that could not be
// read or played: its 1-based index among the moves of the transcript (passes
// included), its text, and why. Err wraps [ErrSyntax] for text that is not a
// move, or is a [*MoveError].
type TranscriptError struct {
	Index int
	Text  string
	Err   error
}

// Unwrap returns e.Err.
func (e *TranscriptError) Unwrap() error { return e.Err }
