package gomoku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/seed131617c4/board"
)

// FormatMove returns p in renju notation on a size×size board, the
// notation of the game under every rule set: the column as a lower-case
// letter from 'a' at the left, then the row as a number counted from 1 at
// the bottom. On 15×15, h8 is the centre (7,7) and a1 the bottom-left
// corner (14,0). For a point off the board, or a size out of
// 1..[MaxSize], it returns p.String(), like "(3,40)".
func FormatMove(p board.Point, size int) string {
	if size < 1 || size > MaxSize || uint(p.Row) >= uint(size) || uint(p.Col) >= uint(size) {
		return p.String()
	}
	return string(rune('a'+p.Col)) + strconv.Itoa(size-p.Row)
}

// ParseMove returns the point that s names in renju notation on a
// size×size board (see [FormatMove]): a letter 'a'.. for the column (upper
// case is accepted too) and a row number from 1 at the bottom, written
// without sign or leading zeros. An ill-formed or off-board coordinate
// returns a [*board.NotationError], matching [board.ErrSyntax].
func ParseMove(s string, size int) (board.Point, error) {
	bad := func(why string) (board.Point, error) {
		return board.Point{}, &board.NotationError{Game: "gomoku", Text: s, Err: fmt.Errorf("%w: %s", board.ErrSyntax, why)}
	}
	if size < 1 || size > MaxSize {
		return bad(fmt.Sprintf("board size %d out of 1..%d", size, MaxSize))
	}
	if len(s) < 2 {
		return bad("want a column letter and a row number, like h8")
	}
	c := s[0]
	if 'A' <= c && c <= 'Z' {
		c += 'a' - 'A'
	}
	if c < 'a' || c > 'z' {
		return bad("want a column letter first")
	}
	col := int(c - 'a')
	if col >= size {
		return bad(fmt.Sprintf("column %c off a %dx%d board", c, size, size))
	}
	row, ok := decimal(s[1:])
	if !ok {
		return bad("want a row number without sign or leading zeros after the letter")
	}
	if row < 1 || row > size {
		return bad(fmt.Sprintf("row %d off a %dx%d board", row, size, size))
	}
	return board.Pt(size-row, col), nil
}

// FormatGomocup returns p in the form of the Gomocup protocol, "x,y" with x
// the column and y the row, both from 0 at the top-left: (7,3) is "3,7".
func FormatGomocup(p board.Point) string {
	return strconv.Itoa(p.Col) + "," + strconv.Itoa(p.Row)
}

// ParseGomocup returns the point that s names in the form of the Gomocup
// protocol on a size×size board (see [FormatGomocup]): two decimal numbers
// separated by a comma, x the column and y the row. White space around
// either number is allowed, and so are leading zeros, as brains accept
// what managers send. An ill-formed or off-board coordinate returns a
// [*board.NotationError], matching [board.ErrSyntax].
func ParseGomocup(s string, size int) (board.Point, error) {
	bad := func(why string) (board.Point, error) {
		return board.Point{}, &board.NotationError{Game: "gomoku", Text: s, Err: fmt.Errorf("%w: %s", board.ErrSyntax, why)}
	}
	xs, ys, ok := strings.Cut(s, ",")
	if !ok {
		return bad("want x,y, as the Gomocup protocol writes a point")
	}
	x, okx := digits(strings.TrimSpace(xs))
	y, oky := digits(strings.TrimSpace(ys))
	if !okx || !oky {
		return bad("want two numbers without sign, like 7,7")
	}
	if x >= size || y >= size {
		return bad(fmt.Sprintf("off a %dx%d board", size, size))
	}
	return board.Pt(y, x), nil
}

// digits parses a small non-negative number written in digits only,
// leading zeros allowed.
func digits(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	if s = strings.TrimLeft(s, "0"); s == "" {
		return 0, true
	}
	return decimal(s)
}

// decimal parses a small non-negative number written in digits only, with
// no leading zeros.
func decimal(s string) (int, bool) {
	if s == "" || len(s) > 4 || (s[0] == '0' && len(s) > 1) {
		return 0, false
	}
	n := 0
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}
