package tictactoe

import (
	"fmt"

	"github.com/seed131617c4/board"
)

// Spec returns the [board.Spec] of tic-tac-toe (3×3 only): positions in the
// 9-character text of [Parse], like "X...O....", the side to
// move following from the counts of marks; moves in the notation of
// [FormatMove], like "b2"; sides x and o.
func Spec() board.Spec[Mark, *Game] {
	return board.Spec[Mark, *Game]{
		Name:      "tictactoe",
		Size:      Size,
		Sides:     [2]Mark{X, O},
		SideNames: [2]string{"x", "o"},
		NewGame: func(n int) (*Game, error) {
			if n != Size {
				return nil, fmt.Errorf("tictactoe: board size %d: %w (want 3)", n, board.ErrSize)
			}
			return NewGame(), nil
		},
		ParsePosition: func(s string) (*Game, error) {
			b, err := Parse(s)
			if err != nil {
				return nil, err
			}
			return NewGameFrom(b)
		},
		FormatPosition: func(g *Game) string { return g.Board().String() },
		ParseMove:      func(s string, _ int) (board.Point, error) { return ParseMove(s) },
		FormatMove:     func(p board.Point, _ int) string { return FormatMove(p) },
	}
}
