package gomoku

import (
	"fmt"
	"strings"

	"github.com/seed131617c4/board"
)

// Spec returns the [board.Spec] of gomoku under rule r on a size×size board
// (5 to 26; 15 is the usual): positions as the rows of [ParseBoard]
// from the top, separated by '/', like "...../..X../....." on 5×5, the
// side to move following from the counts of stones; moves in renju
// notation ([FormatMove]), like "h8"; sides black and white.
func Spec(size int, r Rule) board.Spec[Stone, *Game] {
	return board.Spec[Stone, *Game]{
		Name:      "gomoku",
		Size:      size,
		Sides:     [2]Stone{Black, White},
		SideNames: [2]string{"black", "white"},
		NewGame:   func(n int) (*Game, error) { return NewGame(n, r) },
		ParsePosition: func(s string) (*Game, error) {
			if strings.ContainsAny(s, "\r\n") {
				return nil, &board.ParseError{Format: "gomoku position", Line: 1, Col: strings.IndexAny(s, "\r\n") + 1,
					Err: fmt.Errorf("%w: a line break; want rows separated by /", board.ErrSyntax)}
			}
			b, err := ParseBoard(strings.ReplaceAll(s, "/", "\n"))
			if err != nil {
				return nil, err
			}
			return NewGameFrom(b, r)
		},
		FormatPosition: func(g *Game) string {
			return strings.ReplaceAll(strings.TrimSuffix(g.Board().Format(Stone.Rune), "\n"), "\n", "/")
		},
		ParseMove:  ParseMove,
		FormatMove: FormatMove,
	}
}
