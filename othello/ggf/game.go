package ggf

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

// ErrTurn reports a move recorded for the colour that is not to move: a B
// move where White is to move, a W move where Black is, or a pass by the
// side that has a move. [Game.Replay] returns it in a [*othello.MoveError].
var ErrTurn = errors.New("not this colour's turn")

// ErrNoStart reports a game of a random-start type (a TY with r, like
// "s8r20") that has no BO property: the start of such a game is known
// only from BO, so it cannot be replayed from the standard start.
// [Reader.Next] and [Parse] return it in a [*board.ParseError] at the TY
// property; [Game.StartPosition], [Game.Replay] and [Format] return it
// for a Game made in code with Type.Random set and a nil Start.
var ErrNoStart = errors.New("random start without BO")

// A Game is one GGF game record of Othello: the header properties, the
// start position and the moves. The header strings are kept as written,
// escapes removed; an empty string is a property the record does not have.
// Parse and Read check the form of every property but not that the moves
// are legal, which [Game.Replay] does; they always set Start, and
// Type.Size to its size.
//
// The zero Game is a record with no header, no moves and the standard 8×8
// start; [Format] writes it as "(;GM[Othello]TY[8]RE[?]BO[8 ... *];)".
type Game struct {
	Place       string // PC, the server or place, like "GGS/os"
	Date        string // DT, as written, like "2003.12.15_12:33:18.MST" or Unix seconds
	Black       string // PB, the black player's name
	White       string // PW, the white player's name
	BlackRating string // RB, as written, like "2196.37"
	WhiteRating string // RW, as written
	// Time is TI, the clock of both players when they are equal, like
	// "05:00//02:00" (time/increment/extension, as GGS writes its
	// clocks); BlackTime and WhiteTime are TB and TW, the clocks of each.
	Time, BlackTime, WhiteTime string
	Comment                    string // CO

	// Type is TY, the game type. Its Size 0 stands for the board's size.
	Type Type
	// Result is RE, the result for Black.
	Result Result
	// Komi holds KB, KW and KM of a komi game; nil when the record has
	// none.
	Komi *Komi
	// Start is BO, the position the game starts from with its side to
	// move; nil stands for the standard start on a board of Type.Size (8
	// when that is 0), except in a game of a random-start type, which
	// needs a Start (see [ErrNoStart]).
	Start *othello.Position
	// Moves are the B and W properties in the order written, passes
	// included.
	Moves []Move
	// Extra are the other properties, in the order written; Format writes
	// them after the header, before the moves.
	Extra []Property
}

// A Type is the game type of GGS Othello, the TY property: like "8" (8×8),
// "s8r20" (a synchro match from a random start with 20 discs), "8k" (a
// komi game), "10a" (anti Othello on 10×10) or "8b" (the asking player
// wants Black). The zero Type has Size 0, which stands for the board's
// size.
type Type struct {
	Size    int  // the board size N
	Synchro bool // s: one of two simultaneous games with the same start, colours swapped
	Komi    bool // k: a komi game; the players bid for the colours (see [Komi])
	// Random is r: a random start. RandomDiscs is its number of discs, 0
	// when TY gives none ("8r").
	Random      bool
	RandomDiscs int
	Anti        bool          // a: anti Othello, fewer discs wins
	Color       othello.Color // b or w: the colour the asking player wants; Empty for none
}

// An Ending is how a game ended, the flag of its RE property.
type Ending uint8

// The endings. The zero Ending is Unfinished.
const (
	Unfinished Ending = iota // RE[?]: no result, or no RE at all
	Finished                 // a score without a flag: the game was played out
	Resigned                 // :r, a player resigned
	Timeout                  // :t, a player ran out of time
	Agreed                   // :s, the players agreed on the score
)

var endingNames = [...]string{"unfinished", "finished", "resigned", "timeout", "agreed"}

// String returns the name of e in lower case, like "resigned", or
// "Ending(9)" for a value that is not an Ending.
func (e Ending) String() string {
	if int(e) < len(endingNames) {
		return endingNames[e]
	}
	return "Ending(" + itoa(int(e)) + ")"
}

// A Result is the RE property: the score in view of Black, the first
// colour of Othello (Black's discs minus White's, with komi in komi games),
// and how the game ended. Score is 0 when Ending is Unfinished. The zero
// Result is Unfinished.
type Result struct {
	Ending Ending
	Score  float64
}

// A Move is a B or W property: the colour that moved, the square or a
// pass, and the optional evaluation and time the mover sent with it, as
// in "B[f5/1.23/0.01]" (f5, evaluation 1.23, 0.01 seconds), "W[d6//2.5]"
// (no evaluation) or "B[PA]" (a pass).
type Move struct {
	Color othello.Color // Black for B, White for W
	Pass  bool          // the move is a pass; Point is then the zero Point
	Point board.Point
	// Eval is the evaluation the mover gave, in discs for the mover, when
	// HasEval is set.
	Eval    float64
	HasEval bool
	// Time is the time the move took, in seconds, when HasTime is set.
	Time    float64
	HasTime bool
}

// Komi is what a komi game (a Type with Komi) records before its moves:
// the first move and evaluation each player sent to bid for the colours
// (KB and KW), and the komi the server set from them (KM), in view of
// Black.
type Komi struct {
	Black, White Move
	Value        float64
}

// A Property is a property of a record that this package does not
// interpret: its name, like "XX", and its value with escapes removed.
type Property struct {
	Name, Value string
}

// StartPosition returns a copy of the position the game starts from:
// Start, or the standard start on a board of Type.Size (8 when it is 0).
// It returns an error matching [board.ErrSize] for a Type.Size that is
// not a board size, and one matching [ErrNoStart] when Start is nil and
// Type.Random is set: a random start is known only from Start.
func (g *Game) StartPosition() (*othello.Position, error) {
	if g.Start != nil {
		return g.Start.Clone(), nil
	}
	if g.Type.Random {
		return nil, fmt.Errorf("ggf: type %s: %w", g.Type, ErrNoStart)
	}
	n := g.Type.Size
	if n == 0 {
		n = 8
	}
	return othello.NewPosition(n)
}

// Replay plays the moves of g through an [othello.Game] from its start
// position and returns the game. Every move is checked: it must be legal,
// and its colour must be the side to move (a pass, the side that must
// pass). Passes may be left out, as [othello.Game.Play] makes them by
// itself.
//
// At the first move that cannot be played it returns an
// [*othello.TranscriptError] naming the move's 1-based number among the
// Moves (passes counted) and its text, whose Err is an
// [*othello.MoveError], matching [board.ErrIllegalMove] and its reason:
// [board.ErrOffBoard], [board.ErrOccupied], [board.ErrGameOver],
// [othello.ErrNoCapture], [othello.ErrNoPass] or [ErrTurn]. A start
// position that legal play cannot reach returns the error of
// [othello.NewGameFrom], matching [board.ErrPosition]; a game of a
// random-start type with no Start, the error of [Game.StartPosition],
// matching [ErrNoStart].
func (g *Game) Replay() (*othello.Game, error) {
	p, err := g.StartPosition()
	if err != nil {
		return nil, err
	}
	game, err := othello.NewGameFrom(p)
	if err != nil {
		return nil, err
	}
	for i, m := range g.Moves {
		if err := play(game, m); err != nil {
			return nil, &othello.TranscriptError{Index: i + 1, Text: moveText(m), Err: err}
		}
	}
	return game, nil
}

// FromGame returns the start and the moves of g as a GGF game of g's
// size, the reverse of [Game.Replay]: every pass written as GGS writes it
// (B[PA] or W[PA]), the last one too when the side to move of a game that
// is not over passed. Readers that replay a game by alternating colours,
// like edax's, need them. The other fields are left for the caller.
func FromGame(g *othello.Game) *Game {
	gg := &Game{Type: Type{Size: g.Size()}, Start: g.Start()}
	turn := g.Start().Turn()
	for p := range g.Placements() {
		if p.Color != turn {
			gg.Moves = append(gg.Moves, Move{Color: turn, Pass: true})
		}
		gg.Moves = append(gg.Moves, Move{Color: p.Color, Point: p.Point})
		turn = p.Color.Opponent()
	}
	if g.Turn() != turn && !g.Over() {
		gg.Moves = append(gg.Moves, Move{Color: turn, Pass: true})
	}
	return gg
}

// play plays m on game, checking its colour. A move costs what
// [othello.Game.Play] costs: the side to move is settled only for a pass
// or a move that Play refuses.
func play(game *othello.Game, m Move) error {
	if m.Pass {
		turn := game.Turn()
		if err := game.Pass(); err != nil {
			return err
		}
		// A pass was forced: on the opponent of the side now to move.
		if m.Color != turn.Opponent() {
			return &othello.MoveError{Pass: true, Player: m.Color, Err: ErrTurn}
		}
		return nil
	}
	if err := game.Play(m.Point); err != nil {
		if t := game.Turn(); t != othello.Empty && t != m.Color {
			return &othello.MoveError{Point: m.Point, Player: m.Color, Err: ErrTurn}
		}
		return err
	}
	if game.At(m.Point) != m.Color { // played by the other side
		game.Undo()
		return &othello.MoveError{Point: m.Point, Player: m.Color, Err: ErrTurn}
	}
	return nil
}

// moveText returns the square of m or "PA", for error messages.
func moveText(m Move) string {
	if m.Pass {
		return "PA"
	}
	return othello.FormatMove(m.Point)
}
