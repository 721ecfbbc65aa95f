package tictactoe

import (
	"fmt"
	"iter"
	"strings"

	"github.com/seed131617c4/board"
)

// FormatMove returns p in tic-tac-toe notation: the column as a letter
// 'a'..'c' from the left, then the row as a digit '1'..'3' from the top,
// so the top-left cell (0,0) is "a1" and the centre "b2". A point off the
// board returns p.String(), like "(3,0)".
func FormatMove(p board.Point) string {
	if uint(p.Row) >= Size || uint(p.Col) >= Size {
		return p.String()
	}
	return string([]byte{byte('a' + p.Col), byte('1' + p.Row)})
}

// FormatMoves returns the points of moves in the notation of
// [FormatMove], separated by spaces, like "b2 a1 c3": a game's History,
// or the best moves of a board as slices.Values(best).
func FormatMoves(moves iter.Seq[board.Point]) string {
	var sb strings.Builder
	for p := range moves {
		if sb.Len() > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(FormatMove(p))
	}
	return sb.String()
}

// ParseMove returns the cell that s names in the notation of
// [FormatMove]; the column letter may be upper case. Anything else
// returns a [*board.NotationError], matching [board.ErrSyntax].
func ParseMove(s string) (board.Point, error) {
	if len(s) == 2 {
		col, row := int(s[0]|0x20)-'a', int(s[1])-'1'
		if uint(col) < Size && uint(row) < Size {
			return board.Pt(row, col), nil
		}
	}
	return board.Point{}, &board.NotationError{Game: "tictactoe", Text: s,
		Err: fmt.Errorf("%w: want a column a-c and a row 1-3, like b2", board.ErrSyntax)}
}
