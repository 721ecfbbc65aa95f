package othello

import (
	"fmt"

	"github.com/seed131617c4/board"
)

// FormatMove returns the notation of the square pt: its column letter then
// its row number counted from 1 at the top, like "f5" for board.Pt(4, 5).
// Columns run from 'a' to 'z'. A point outside the 26×26 squares that
// letters can name is written as [board.Point.String] does, like "(-1,3)".
func FormatMove(pt board.Point) string {
	if uint(pt.Row) >= MaxSize || uint(pt.Col) >= MaxSize {
		return pt.String()
	}
	b := []byte{byte('a' + pt.Col)}
	if pt.Row >= 9 {
		b = append(b, byte('0'+(pt.Row+1)/10))
	}
	b = append(b, byte('0'+(pt.Row+1)%10))
	return string(b)
}

// ParseMove reads the notation of a square, like "f5" or "F5": a column
// letter a..z in either case, then a row number 1..26 without leading
// zeros. It does not know the board size; a move off a smaller board is
// caught when it is played. Other text returns a [*board.NotationError],
// matching [board.ErrSyntax], like
// `othello: move "f0": invalid syntax: row must be a number 1..26`.
func ParseMove(s string) (board.Point, error) {
	pt, err := parseMove(s)
	if err != nil {
		return pt, &board.NotationError{Game: "othello", Text: s, Err: err}
	}
	return pt, nil
}

// parseMove is [ParseMove] with an error that names neither the package
// nor the text, for the messages of ParseMove and [TranscriptError].
func parseMove(s string) (board.Point, error) {
	if len(s) < 2 || len(s) > 3 {
		return board.Point{}, fmt.Errorf("%w: want a column letter and a row number, like f5", board.ErrSyntax)
	}
	c := s[0] | 0x20 // lower case
	if c < 'a' || c > 'z' {
		return board.Point{}, fmt.Errorf("%w: column must be a letter a..z", board.ErrSyntax)
	}
	row := 0
	for i := 1; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' || (i == 1 && s[i] == '0') {
			return board.Point{}, fmt.Errorf("%w: row must be a number 1..%d", board.ErrSyntax, MaxSize)
		}
		row = row*10 + int(s[i]-'0')
	}
	if row > MaxSize {
		return board.Point{}, fmt.Errorf("%w: row must be a number 1..%d", board.ErrSyntax, MaxSize)
	}
	return board.Pt(row-1, int(c-'a')), nil
}
