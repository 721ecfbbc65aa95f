package gomoku

import "github.com/seed131617c4/board/internal/enum"

// A Stone is what a point of the board holds: nothing, a black stone or a
// white stone. The zero Stone is Empty, so a new board.Board[Stone] is an
// empty board. Black moves first. Boards are meant to hold only these
// three values; the rule queries read any other value as Empty.
type Stone uint8

// The stones.
const (
	Empty Stone = iota
	Black
	White
)

var stoneNames = [3]string{"empty", "black", "white"}

var stoneRunes = [3]rune{'.', 'X', 'O'}

// String returns the name of s: "empty", "black" or "white", or "Stone(7)"
// for a value that is not one of the three.
func (s Stone) String() string {
	return enum.Name(s, Empty, "Stone", stoneNames[:]...)
}

// Rune returns the glyph of s in board text: '.' for Empty, 'X' for Black,
// 'O' for White, and '?' for any other value. The method value Stone.Rune
// is what [board.Board.Format] takes.
func (s Stone) Rune() rune {
	if s < 3 {
		return stoneRunes[s]
	}
	return '?'
}

// Opponent returns the other colour: White for Black, Black for White, and
// Empty for any other value.
func (s Stone) Opponent() Stone {
	switch s {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// ParseStone returns the stone that r stands for in board text and
// reports whether r is one: 'X' is Black, 'O' is White, and '.' or '_' is
// Empty. Nothing else is accepted, not even lower case. The function value
// ParseStone is what [board.Parse] takes.
func ParseStone(r rune) (Stone, bool) {
	switch r {
	case 'X':
		return Black, true
	case 'O':
		return White, true
	case '.', '_':
		return Empty, true
	}
	return Empty, false
}
