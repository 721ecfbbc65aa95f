// Package protocol holds what the engine protocols of this module share:
// [Spec], the description of a game that a protocol needs (how to start
// one, how to read and write its positions and moves, and the names of its
// two sides), with the specs of the three games; and [Conn], a line
// connection to an engine (a started process or a reader and writer pair)
// that never blocks past its deadline, with the faults of an engine as
// errors that [errors.Is] matches.
//
// The protocols themselves are formats with packages of their own: ugi
// (the Universal Game Interface, for every game) and gtp (the Go Text
// Protocol, as Othello engines speak it). Both are written once over
// [board.Game] and take a Spec:
//
//	srv := &ugi.Server[othello.Color, *othello.Game]{Spec: protocol.Othello(8), Player: &engine.Engine{}}
//	err := srv.Serve(ctx, os.Stdin, os.Stdout)
//
// This package links the rules of the three games (not their engines): a
// Spec of one game costs the code of the others' rules, a few hundred
// kilobytes.
package protocol

import (
	"fmt"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/tictactoe"
)

// A Spec describes a game of the contract [board.Game] to a protocol: how
// a protocol starts a game, reads and writes a position and a move, and
// names the two sides. The specs of this module's games are [Othello],
// [Gomoku] and [TicTacToe]; a game of your own fills the fields itself.
// All the fields are required; a Spec is a value, safe to share.
type Spec[C comparable, G board.Game[C, G]] struct {
	// Name is the game's name, like "othello".
	Name string
	// Size is the board size of a new game, the default of [Spec.New].
	Size int
	// Sides are the two sides: Sides[0] moves first at the start (the
	// protocols' player 1, black in GTP), Sides[1] second.
	Sides [2]C
	// SideNames are the names of the two sides, in lower case, like
	// "black" and "white".
	SideNames [2]string
	// NewGame returns a game at the start position of a size×size board,
	// or an error for a size the game does not have.
	NewGame func(size int) (G, error)
	// ParsePosition reads a position in the one-line text of
	// FormatPosition, and returns it as a game with no history.
	ParsePosition func(s string) (G, error)
	// FormatPosition returns g's position in one line (it may contain
	// spaces, never a newline), with the side to move where the game's
	// text has it.
	FormatPosition func(g G) string
	// ParseMove reads a move in the game's notation on a size×size board.
	ParseMove func(s string, size int) (board.Point, error)
	// FormatMove writes a move in the game's notation on a size×size
	// board.
	FormatMove func(p board.Point, size int) string
}

// New returns a game at the start position of s.Size.
func (s Spec[C, G]) New() (G, error) { return s.NewGame(s.Size) }

// Side returns the index of side c in s.Sides, 0 or 1, or -1 for
// neither (the zero C).
func (s Spec[C, G]) Side(c C) int {
	var zero C
	switch {
	case c == zero:
		return -1
	case c == s.Sides[0]:
		return 0
	case c == s.Sides[1]:
		return 1
	}
	return -1
}

// Skipped reports whether the side to move of g moved last too, so that
// the other side passed: a pass that games like Othello make
// automatically (see [board.Game]). It is false at the start of a game and
// once it is over. It costs a Clone and an Undo.
func (s Spec[C, G]) Skipped(g G) bool {
	if g.Over() {
		return false
	}
	h := g.Clone()
	if !h.Undo() {
		return false
	}
	return h.Turn() == g.Turn()
}

// Othello returns the Spec of Othello on a size×size board (an even size
// from 4 to 26; 8 is the game's): positions in the text of
// [othello.Position.Text], like "---...XO-... X"; moves in the notation of
// [othello.FormatMove], like "f5"; sides black and white.
func Othello(size int) Spec[othello.Color, *othello.Game] {
	return Spec[othello.Color, *othello.Game]{
		Name:      "othello",
		Size:      size,
		Sides:     [2]othello.Color{othello.Black, othello.White},
		SideNames: [2]string{"black", "white"},
		NewGame:   othello.NewGame,
		ParsePosition: func(s string) (*othello.Game, error) {
			p, err := othello.ParsePosition(s)
			if err != nil {
				return nil, err
			}
			return othello.NewGameFrom(p)
		},
		FormatPosition: func(g *othello.Game) string { return g.Position().Text() },
		ParseMove: func(s string, size int) (board.Point, error) {
			p, err := othello.ParseMove(s)
			if err == nil && (p.Row >= size || p.Col >= size) {
				err = &board.NotationError{Game: "othello", Text: s, Err: fmt.Errorf("%w: off a %dx%d board", board.ErrSyntax, size, size)}
			}
			return p, err
		},
		FormatMove: func(p board.Point, _ int) string { return othello.FormatMove(p) },
	}
}

// Gomoku returns the Spec of gomoku under rule r on a size×size board
// (5 to 26; 15 is the usual): positions as the rows of [gomoku.ParseBoard]
// from the top, separated by '/', like "...../..X../....." on 5×5, the
// side to move following from the counts of stones; moves in renju
// notation ([gomoku.FormatMove]), like "h8"; sides black and white.
func Gomoku(size int, r gomoku.Rule) Spec[gomoku.Stone, *gomoku.Game] {
	return Spec[gomoku.Stone, *gomoku.Game]{
		Name:      "gomoku",
		Size:      size,
		Sides:     [2]gomoku.Stone{gomoku.Black, gomoku.White},
		SideNames: [2]string{"black", "white"},
		NewGame:   func(n int) (*gomoku.Game, error) { return gomoku.NewGame(n, r) },
		ParsePosition: func(s string) (*gomoku.Game, error) {
			if strings.ContainsAny(s, "\r\n") {
				return nil, &board.ParseError{Format: "gomoku position", Line: 1, Col: strings.IndexAny(s, "\r\n") + 1,
					Err: fmt.Errorf("%w: a line break; want rows separated by /", board.ErrSyntax)}
			}
			b, err := gomoku.ParseBoard(strings.ReplaceAll(s, "/", "\n"))
			if err != nil {
				return nil, err
			}
			return gomoku.NewGameFrom(b, r)
		},
		FormatPosition: func(g *gomoku.Game) string {
			return strings.ReplaceAll(strings.TrimSuffix(g.Board().Format(gomoku.Stone.Rune), "\n"), "\n", "/")
		},
		ParseMove:  gomoku.ParseMove,
		FormatMove: gomoku.FormatMove,
	}
}

// TicTacToe returns the Spec of tic-tac-toe (3×3 only): positions in the
// 9-character text of [tictactoe.Parse], like "X...O....", the side to
// move following from the counts of marks; moves in the notation of
// [tictactoe.FormatMove], like "b2"; sides x and o.
func TicTacToe() Spec[tictactoe.Mark, *tictactoe.Game] {
	return Spec[tictactoe.Mark, *tictactoe.Game]{
		Name:      "tictactoe",
		Size:      tictactoe.Size,
		Sides:     [2]tictactoe.Mark{tictactoe.X, tictactoe.O},
		SideNames: [2]string{"x", "o"},
		NewGame: func(n int) (*tictactoe.Game, error) {
			if n != tictactoe.Size {
				return nil, fmt.Errorf("tictactoe: board size %d: %w (want 3)", n, board.ErrSize)
			}
			return tictactoe.NewGame(), nil
		},
		ParsePosition: func(s string) (*tictactoe.Game, error) {
			b, err := tictactoe.Parse(s)
			if err != nil {
				return nil, err
			}
			return tictactoe.NewGameFrom(b)
		},
		FormatPosition: func(g *tictactoe.Game) string { return g.Board().String() },
		ParseMove:      func(s string, _ int) (board.Point, error) { return tictactoe.ParseMove(s) },
		FormatMove:     func(p board.Point, _ int) string { return tictactoe.FormatMove(p) },
	}
}
