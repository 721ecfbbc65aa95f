package gomoku

import (
	"fmt"

	"github.com/seed131617c4/board"
)

// The board sizes: every board is square, MinSize to MaxSize points on a
// side. DefaultSize is the usual 15×15 board of renju and gomoku; 19×19,
// the go board, is used by Korean omok and by Baekjoon 2615.
const (
	MinSize     = 5
	MaxSize     = 26
	DefaultSize = 15
)

// NewBoard returns an empty size×size board. It returns an error matching
// [board.ErrSize] unless size is in [MinSize]..[MaxSize].
func NewBoard(size int) (*board.Board[Stone], error) {
	if size < MinSize || size > MaxSize {
		return nil, fmt.Errorf("gomoku: board size %d: %w (want %d..%d)", size, board.ErrSize, MinSize, MaxSize)
	}
	return board.New[Stone](size, size)
}

// ParseBoard reads a board written one row per line from the top, one rune
// per point: 'X' Black, 'O' White, '.' or '_' empty (see [ParseStone]).
// Lines end in "\n" or "\r\n"; empty lines at the end are ignored. The
// board must be square with [MinSize]..[MaxSize] points on a side.
// [board.Board.Format] with the method value Stone.Rune writes the form
// back, with '.' for empty points.
//
// Bad text returns a *[board.ParseError] naming the line and column (both
// from 1): an unknown rune wraps [board.ErrRune], a row of another length
// [board.ErrRagged], and a board that is not square or has a side out of
// range [board.ErrSize]; a missing row is reported on the line after the
// last one.
func ParseBoard(s string) (*board.Board[Stone], error) {
	b, err := board.Parse(s, ParseStone)
	if err != nil {
		return nil, err
	}
	n := b.Cols()
	switch {
	case n < MinSize:
		return nil, &board.ParseError{Line: 1, Col: n + 1, Err: fmt.Errorf("%w: %d points per row, want %d..%d", board.ErrSize, n, MinSize, MaxSize)}
	case n > MaxSize:
		return nil, &board.ParseError{Line: 1, Col: MaxSize + 1, Err: fmt.Errorf("%w: %d points per row, want %d..%d", board.ErrSize, n, MinSize, MaxSize)}
	case b.Rows() > n:
		return nil, &board.ParseError{Line: n + 1, Col: 1, Err: fmt.Errorf("%w: more rows than the %d of a square board", board.ErrSize, n)}
	case b.Rows() < n:
		return nil, &board.ParseError{Line: b.Rows() + 1, Col: 1, Err: fmt.Errorf("%w: %d rows, want %d for a square board", board.ErrSize, b.Rows(), n)}
	}
	return b, nil
}
