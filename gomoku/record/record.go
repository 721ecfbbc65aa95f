package record

import (
	"errors"
	"fmt"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// ErrUnsupported reports a well-formed record that holds something this
// package does not read: a pass, setup stones (SGF AB, AW, AE), a board
// that is not square or out of [gomoku.MinSize]..[gomoku.MaxSize], or an
// SGF game other than gomoku. The parsers return it inside a
// *[board.ParseError] that names the line, so it matches
// [board.ErrSyntax] too.
var ErrUnsupported = errors.New("not supported")

// ErrRepeated reports an SGF node that gives a single-value property,
// such as SZ or C, twice with different values, which cannot be given a
// meaning (a repeated list property is merged, and a repeat of the same
// value read once: see [ParseSGF]). ParseSGF returns it inside a
// *[board.ParseError] that names the line, so it matches
// [board.ErrSyntax] too.
var ErrRepeated = errors.New("property repeated in a node")

// ErrFormat reports a record that a writer cannot put in its format, like
// a player name with a line break in a PSQ file, or a point off the board.
var ErrFormat = errors.New("record cannot be written")

// A Move is one stone of a game, Black's first, the colours alternating.
type Move struct {
	// Point is where the stone goes, row 0 at the top.
	Point board.Point
	// Time is how long the player thought, as PSQ files record it in
	// milliseconds; 0 when unknown, and always 0 from SGF.
	Time time.Duration
	// Comment is the SGF comment (C) of the move's node; PSQ has none.
	Comment string
	// Line is the input line the move was read from, set by the parsers
	// for error messages and ignored by the writers; 0 for a made-up move.
	Line int
}

// A Result is the outcome a record states, not one found by playing the
// moves (see [Record.Replay] for that). The zero Result is an unknown
// or unstated result.
type Result struct {
	// Winner is Black or White for a game won, Empty otherwise.
	Winner gomoku.Stone
	// Draw reports a drawn game; Winner is then Empty.
	Draw bool
	// Reason is what SGF writes after "B+" or "W+": "R" (or "Resign") for
	// a resignation, "T" (or "Time") for a loss on time, "F" for a
	// forfeit, or nothing. It is empty for a draw and an unknown result.
	Reason string
}

// Known reports whether r states an outcome: a win or a draw.
func (r Result) Known() bool { return r.Winner != gomoku.Empty || r.Draw }

// String returns r in words: "black wins", "white wins by R", "draw" or
// "unknown".
func (r Result) String() string {
	switch {
	case r.Draw:
		return "draw"
	case r.Winner == gomoku.Black || r.Winner == gomoku.White:
		s := r.Winner.String() + " wins"
		if r.Reason != "" {
			s += " by " + r.Reason
		}
		return s
	}
	return "unknown"
}

// A Property is an SGF property that this package keeps without reading
// it, like GN (game name), DT (date) or EV (event): its identifier, upper
// case letters, and its values, unescaped.
type Property struct {
	ID     string
	Values []string
}

// PSQInfo holds what a PSQ file says besides the moves and the players,
// so that a record read from one is written back the same.
type PSQInfo struct {
	// Levels are the two numbers after the size in the header, for
	// Piskvork's first and second player: 0 for a human, 1 plus the
	// engine's time level for a program.
	Levels [2]int
	// Swapped is the last number of the header, 1: Piskvork's second
	// player began, so Black is player 2. The player lines at the end of
	// the file name player 1 first; the parser puts them in Black and
	// White accordingly.
	Swapped bool
	// Code is the number Piskvork writes after the moves and the players:
	// how the game ended (-1 in the Gomocup archives); 0 when absent.
	Code int
	// Extra are the lines after Code, kept as they are, like the
	// "0,Freestyle15_1" line that the Gomocup archives add, which names
	// the tournament division.
	Extra []string
}

// A Record is one game as a file holds it: the board, the rule set, the
// players, the stated result and the moves. The zero Record is an empty
// game of size 0, which the writers refuse; set Size first.
//
// The formats hold different parts of a Record. PSQ keeps Size, Moves
// with their times, Black and White (the program names at the end of a
// tournament file) and PSQ; it has no result and no rule, and the parser
// sets Rule from the division named in the Gomocup trailer when there is
// one. SGF keeps Size, Rule and RuleText (RU), Black and White (PB, PW),
// Result (RE), Comment (the root C), Props, and Moves with their
// comments, but no times. A writer leaves out what its format cannot
// hold, so reading back what it wrote gives the same Record restricted
// to those fields; [Move.Line] is set by the parser.
type Record struct {
	// Size is the number of points on a side of the square board.
	Size int
	// Rule is the rule set of the game: Freestyle unless the record says
	// otherwise (see RuleText).
	Rule gomoku.Rule
	// RuleText is the SGF RU value when it says more than Rule's name,
	// like "RIF" or "Yamaguchi" (renju opening rules, read as Renju) or a
	// value this package does not know (read as Freestyle); it is empty
	// when RU is absent or is Rule's name, like "renju".
	RuleText string
	// Black and White are the players' names.
	Black, White string
	// Result is the outcome the record states.
	Result Result
	// Moves are the stones in the order played.
	Moves []Move
	// Comment is the SGF comment (C) of the root node.
	Comment string
	// Props are the other SGF root properties, in the order read.
	Props []Property
	// PSQ is what a PSQ file says besides the moves and the players.
	PSQ PSQInfo
}

// Points returns the points of r's moves in order, in a new slice.
func (r *Record) Points() []board.Point {
	ps := make([]board.Point, len(r.Moves))
	for i, m := range r.Moves {
		ps[i] = m.Point
	}
	return ps
}

// A ReplayError reports a move of a record that [Record.Replay] could not
// play: its number from 1, its input line (0 if unknown) and the
// *[gomoku.MoveError] that says why, which it wraps, so errors.Is(err,
// board.ErrOccupied) and errors.Is(err, gomoku.ErrForbidden) work.
type ReplayError struct {
	Move int
	Line int
	Err  error
}

// Error returns the move number and the reason, like
// "record: move 3: gomoku: illegal move h8 by black: point occupied".
func (e *ReplayError) Error() string {
	return fmt.Sprintf("record: move %d: %v", e.Move, e.Err)
}

// Unwrap returns e.Err.
func (e *ReplayError) Unwrap() error { return e.Err }

// Replay plays the moves of r under r.Rule on a new r.Size board and
// returns the game. It stops at the first move that the game refuses,
// occupied, off the board, forbidden or after the end of the game, and
// returns the game before it with a *[ReplayError]. An unknown size or
// rule returns the error of [gomoku.NewGame] and a nil game.
func (r *Record) Replay() (*gomoku.Game, error) {
	g, err := gomoku.NewGame(r.Size, r.Rule)
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if err := g.Play(m.Point); err != nil {
			return g, &ReplayError{Move: i + 1, Line: m.Line, Err: err}
		}
	}
	return g, nil
}
