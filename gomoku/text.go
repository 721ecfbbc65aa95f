package gomoku

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

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
		return nil, sizeError(size)
	}
	return board.New[Stone](size, size)
}

// sizeError returns the error of a board size out of range.
func sizeError(size int) error {
	return fmt.Errorf("gomoku: board size %d: %w (want %d..%d)", size, board.ErrSize, MinSize, MaxSize)
}

// ParseBoard reads a board written one row per line from the top, one rune
// per point: 'X' Black, 'O' White, '.' or '_' empty (see [ParseStone]).
// Lines end in "\n" or "\r\n"; white space around a row, and lines that
// hold nothing else, are ignored. The board must be square with
// [MinSize]..[MaxSize] points on a side, its size taken from the first
// row. [board.Board.Format] with the method value Stone.Rune writes the
// form back, with '.' for empty points.
//
// Bad text returns a *[board.ParseError] of the format "gomoku board"
// naming the line and the column in s (both from 1, the column counted in
// runes from the start of the line): an unknown rune wraps
// [board.ErrRune], a row of another length than the first
// [board.ErrRagged], and a first row, or a number of rows, that makes no
// square board of a size in range [board.ErrSize]; missing rows are
// reported on the line after the last one.
func ParseBoard(s string) (*board.Board[Stone], error) {
	bad := func(line, col int, err error) error {
		return &board.ParseError{Format: "gomoku board", Line: line, Col: col, Err: err}
	}
	var b *board.Board[Stone]
	n, rows, last := 0, 0, 0
	for line := range strings.Lines(s) {
		last++
		row := strings.TrimRightFunc(line, unicode.IsSpace)
		col := utf8.RuneCountInString(row) - utf8.RuneCountInString(strings.TrimLeftFunc(row, unicode.IsSpace))
		row = strings.TrimLeftFunc(row, unicode.IsSpace)
		if row == "" {
			continue
		}
		if b != nil && rows == n {
			return nil, bad(last, col+1, fmt.Errorf("%w: more rows than the %d of a square board", board.ErrSize, n))
		}
		k := 0
		for _, r := range row {
			col++
			k++
			switch {
			case b == nil && k > MaxSize:
				return nil, bad(last, col, fmt.Errorf("%w: more than %d points in a row", board.ErrSize, MaxSize))
			case b != nil && k > n:
				return nil, bad(last, col, fmt.Errorf("%w: more than the %d points of the first row", board.ErrRagged, n))
			}
			if _, ok := ParseStone(r); !ok {
				return nil, bad(last, col, fmt.Errorf("%w %q: want X, O, . or _", board.ErrRune, r))
			}
		}
		if b == nil {
			if k < MinSize {
				return nil, bad(last, col+1, fmt.Errorf("%w: a row of %d points, want %d to %d", board.ErrSize, k, MinSize, MaxSize))
			}
			n = k
			b, _ = NewBoard(n)
		} else if k < n {
			return nil, bad(last, col+1, fmt.Errorf("%w: a row of %d points, want %d", board.ErrRagged, k, n))
		}
		c := 0
		for _, r := range row {
			st, _ := ParseStone(r)
			b.Set(board.Pt(rows, c), st)
			c++
		}
		rows++
	}
	switch {
	case b == nil:
		return nil, bad(last+1, 1, fmt.Errorf("%w: no rows: want a board", board.ErrSize))
	case rows < n:
		return nil, bad(last+1, 1, fmt.Errorf("%w: %d rows, want %d for a square board", board.ErrSize, rows, n))
	}
	return b, nil
}
