package gomoku

import (
	"errors"
	"fmt"
	"slices"

	"github.com/seed131617c4/board"
)

// Errors wrapped by a [MoveError] from [Game.Play].
var (
	// ErrOffBoard reports a move to a point that is not on the board.
	ErrOffBoard = errors.New("point off the board")
	// ErrOccupied reports a move to a point that already holds a stone.
	ErrOccupied = errors.New("point occupied")
	// ErrGameOver reports a move after the game has ended.
	ErrGameOver = errors.New("game over")
	// ErrForbidden reports a forbidden move under omok, which refuses it.
	// (Under renju a forbidden move is played and loses.)
	ErrForbidden = errors.New("forbidden move")
)

// A MoveError reports a move that [Game.Play] refused: which stone, where,
// and why. Err is one of [ErrOffBoard], [ErrOccupied], [ErrGameOver] and
// [ErrForbidden]; Foul says which foul for ErrForbidden.
type MoveError struct {
	Stone Stone
	Move  board.Point
	Foul  Foul
	Err   error
}

// Error returns the stone, the point and the problem, like
// "gomoku: black at (7,7): point occupied" or
// "gomoku: black at (7,7): forbidden move: double-three".
func (e *MoveError) Error() string {
	if e.Foul != NoFoul {
		return fmt.Sprintf("gomoku: %v at %v: %v: %v", e.Stone, e.Move, e.Err, e.Foul)
	}
	return fmt.Sprintf("gomoku: %v at %v: %v", e.Stone, e.Move, e.Err)
}

// Unwrap returns e.Err.
func (e *MoveError) Unwrap() error { return e.Err }

// A Result is how a game stands. The zero Result is a game in play.
type Result struct {
	// Winner is the colour that won, or Empty while the game goes on and
	// when it is drawn.
	Winner Stone
	// Five is the winning line when the game was won by a five.
	Five Five
	// Foul is the foul Black committed when a forbidden move lost the game
	// under renju; Black's losing move is the last of the game.
	Foul Foul
	// Draw reports a full board that nobody won.
	Draw bool
}

// Over reports whether the game has ended.
func (r Result) Over() bool { return r.Winner != Empty || r.Draw }

// String describes r, like "in play", "draw", "black wins with black
// horizontal 5 (7,3)-(7,7)", "white wins: black played a double-three" or
// "white wins: black played an overline".
func (r Result) String() string {
	switch {
	case r.Draw:
		return "draw"
	case r.Foul == Overline:
		return fmt.Sprintf("%v wins: %v played an %v", r.Winner, r.Winner.Opponent(), r.Foul)
	case r.Foul != NoFoul:
		return fmt.Sprintf("%v wins: %v played a %v", r.Winner, r.Winner.Opponent(), r.Foul)
	case r.Winner != Empty:
		return fmt.Sprintf("%v wins with %v", r.Winner, r.Five)
	}
	return "in play"
}

// A Game is a game from the empty board under one rule set: Black moves
// first, then the colours alternate. [Game.Play] enforces the rules:
//
//   - the game ends when a move makes a winning line under the rule set
//     ([Rule]), or when the board is full (a draw);
//   - under renju a forbidden move of Black is played and loses at once:
//     the Result names the foul;
//   - under omok a forbidden move (a double-three, for either colour) is
//     refused with an error matching [ErrForbidden], and the same player
//     moves again;
//   - freestyle and standard forbid nothing.
//
// A Game keeps the position as [Lines] with 32-bit rows, so every check is
// bit-parallel; it allocates only to grow its move list. The zero Game is
// not usable; use [NewGame].
type Game struct {
	rule   Rule
	lines  Lines[uint32]
	moves  []board.Point
	result Result
}

// NewGame returns a new game on an empty size×size board under rule r. It
// returns an error matching [board.ErrSize] unless size is in
// [MinSize]..[MaxSize], and one matching [ErrRule] for an unknown rule.
func NewGame(size int, r Rule) (*Game, error) {
	if r >= Rule(len(Rules)) {
		return nil, fmt.Errorf("gomoku: %w %v", ErrRule, r)
	}
	l, err := NewLines[uint32](size)
	if err != nil {
		return nil, err
	}
	return &Game{rule: r, lines: *l}, nil
}

// Rule returns the rule set of g.
func (g *Game) Rule() Rule { return g.rule }

// Size returns the number of points on a side of the board of g.
func (g *Game) Size() int { return g.lines.size }

// At returns the stone at p, or Empty if p is not on the board.
func (g *Game) At(p board.Point) Stone { return g.lines.At(p) }

// Board returns the position of g as a new board.
func (g *Game) Board() *board.Board[Stone] { return g.lines.Board() }

// Moves returns a copy of the moves played so far, Black's first.
func (g *Game) Moves() []board.Point { return slices.Clone(g.moves) }

// Turn returns the colour to move: Black after an even number of moves,
// White after an odd one, whether or not the game is over.
func (g *Game) Turn() Stone {
	if len(g.moves)%2 == 0 {
		return Black
	}
	return White
}

// Result returns how the game stands.
func (g *Game) Result() Result { return g.result }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.result.Over() }

// Forbidden returns the foul that p would be for the colour to move, or
// NoFoul, as [Lines.Forbidden] does.
func (g *Game) Forbidden(p board.Point) Foul {
	return g.lines.Forbidden(p, g.Turn(), g.rule)
}

// Play plays a stone of the colour to move at p. It returns a *[MoveError]
// and leaves the game as it was if the game is over ([ErrGameOver]), p is
// off the board ([ErrOffBoard]) or occupied ([ErrOccupied]), or p is
// forbidden under omok ([ErrForbidden]). Under renju a forbidden move of
// Black is played and ends the game, which White wins. A move that makes a
// winning line ends the game, as does a move that fills the board.
func (g *Game) Play(p board.Point) error {
	s := g.Turn()
	refuse := func(err error, f Foul) error {
		return &MoveError{Stone: s, Move: p, Foul: f, Err: err}
	}
	switch {
	case g.result.Over():
		return refuse(ErrGameOver, NoFoul)
	case !g.lines.In(p):
		return refuse(ErrOffBoard, NoFoul)
	case g.lines.At(p) != Empty:
		return refuse(ErrOccupied, NoFoul)
	}
	f := g.lines.Forbidden(p, s, g.rule)
	if f != NoFoul && g.rule == Omok {
		return refuse(ErrForbidden, f)
	}
	g.lines.Set(p, s)
	g.moves = append(g.moves, p)
	switch five, ok := g.lines.WinAt(p, g.rule); {
	case f != NoFoul:
		g.result = Result{Winner: s.Opponent(), Foul: f}
	case ok:
		g.result = Result{Winner: s, Five: five}
	case len(g.moves) == g.lines.size*g.lines.size:
		g.result = Result{Draw: true}
	}
	return nil
}

// Undo takes back the last move, returns it and reports whether there was
// one. The game is in play again afterwards, since play stops at the
// first move that ends it.
func (g *Game) Undo() (board.Point, bool) {
	if len(g.moves) == 0 {
		return board.Point{}, false
	}
	p := g.moves[len(g.moves)-1]
	g.moves = g.moves[:len(g.moves)-1]
	g.lines.Set(p, Empty)
	g.result = Result{}
	return p, true
}
