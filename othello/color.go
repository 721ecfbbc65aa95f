package othello

import "github.com/seed131617c4/board/internal/enum"

// A Color is the colour of a disc, or [Empty] for a square without one.
// The zero Color is Empty.
type Color uint8

// The colours. Black moves first.
const (
	Empty Color = iota
	Black
	White
)

var colorNames = [3]string{"empty", "black", "white"}

// String returns the name of c in lower case, "black", "white" or
// "empty", or "Color(7)" for a value that is not one of the 3 colours.
func (c Color) String() string {
	return enum.Name(c, Empty, "Color", colorNames[:]...)
}

// Opponent returns the other disc colour: White for Black and Black for
// White. It returns Empty for Empty and for invalid values.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// valid reports whether c is a disc colour, Black or White.
func (c Color) valid() bool { return c == Black || c == White }

// Rune returns the glyph of c in board text: 'X' for Black, 'O' for White
// and '-' for Empty (and for invalid values). [ParsePosition] also reads
// 'x' and '*' for Black, 'o' for White and '.' for Empty.
func (c Color) Rune() rune {
	switch c {
	case Black:
		return 'X'
	case White:
		return 'O'
	}
	return '-'
}

// colorOf returns the colour a rune of board text names: 'X', 'x' and '*'
// for Black, 'O' and 'o' for White, '-' and '.' for Empty.
func colorOf(r rune) (Color, bool) {
	switch r {
	case 'X', 'x', '*':
		return Black, true
	case 'O', 'o':
		return White, true
	case '-', '.':
		return Empty, true
	}
	return Empty, false
}
