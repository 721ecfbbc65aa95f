package othello

import (
	"fmt"

	"github.com/seed131617c4/board"
)

// Spec returns the [board.Spec] of Othello on a size×size board (an even size
// from 4 to 26; 8 is the game's): positions in the text of
// [Position.Text], like "---...XO-... X"; moves in the notation of
// [FormatMove], like "f5"; sides black and white.
func Spec(size int) board.Spec[Color, *Game] {
	return board.Spec[Color, *Game]{
		Name:      "othello",
		Size:      size,
		Sides:     [2]Color{Black, White},
		SideNames: [2]string{"black", "white"},
		NewGame:   NewGame,
		ParsePosition: func(s string) (*Game, error) {
			p, err := ParsePosition(s)
			if err != nil {
				return nil, err
			}
			return NewGameFrom(p)
		},
		FormatPosition: func(g *Game) string { return g.Position().Text() },
		ParseMove: func(s string, size int) (board.Point, error) {
			p, err := ParseMove(s)
			if err == nil && (p.Row >= size || p.Col >= size) {
				err = &board.NotationError{Game: "othello", Text: s, Err: fmt.Errorf("%w: off a %dx%d board", board.ErrSyntax, size, size)}
			}
			return p, err
		},
		FormatMove: func(p board.Point, _ int) string { return FormatMove(p) },
	}
}
