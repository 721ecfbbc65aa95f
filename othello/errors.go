package othello

import (
	"errors"

	"github.com/seed131617c4/board"
)

// Errors of the Othello rules, besides the errors every game of this
// module shares ([board.ErrIllegalMove], [board.ErrOffBoard],
// [board.ErrOccupied], [board.ErrGameOver], [board.ErrSize],
// [board.ErrSyntax], [board.ErrPosition]). They are wrapped with details;
// match them with [errors.Is].
var (
	// ErrNoCapture reports a move that captures no disc, which the rules
	// forbid.
	ErrNoCapture = errors.New("captures nothing")
	// ErrColor reports a colour that is not Black or White where a disc
	// colour is needed.
	ErrColor = errors.New("not a disc colour")
	// ErrNoPass reports an explicit pass where none is forced: the side to
	// move has a legal move, or the pass was already recorded.
	ErrNoPass = errors.New("no pass is forced here")
)

// A MoveError reports a move or placement that cannot be made: the point,
// the colour that was to move there (Empty once the game is over), whether
// the move was a pass, and why: Err is [board.ErrOffBoard],
// [board.ErrOccupied], [board.ErrGameOver], [ErrNoCapture], [ErrColor] or
// [ErrNoPass]. It matches [board.ErrIllegalMove] as well as Err.
type MoveError struct {
	Point  board.Point
	Player Color
	Pass   bool // the move was a pass; Point is then meaningless
	Err    error
}

// Error returns the move, the player and the reason, like
// "othello: illegal move f5 by black: point occupied",
// "othello: illegal move pass by black: no pass is forced here" or
// "othello: illegal move f5: game over".
func (e *MoveError) Error() string {
	move := FormatMove(e.Point)
	if e.Pass {
		move = "pass"
	}
	return "othello: illegal move " + move + e.detail()
}

// detail returns the player and the reason of e, like " by black: point
// occupied", for the messages of MoveError and TranscriptError.
func (e *MoveError) detail() string {
	s := ""
	if e.Player != Empty {
		s = " by " + e.Player.String()
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Unwrap returns e.Err.
func (e *MoveError) Unwrap() error { return e.Err }

// Is reports whether target is [board.ErrIllegalMove], which every
// MoveError matches.
func (e *MoveError) Is(target error) bool { return target == board.ErrIllegalMove }

// A TranscriptError reports the move of a transcript that could not be
// read or played: its 1-based index among the moves of the transcript
// (passes included), its text, and why. Err wraps [board.ErrSyntax] for
// text that is not a move, or is a [*MoveError].
type TranscriptError struct {
	Index int
	Text  string
	Err   error
}

// Unwrap returns e.Err.
func (e *TranscriptError) Unwrap() error { return e.Err }
