package board

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Errors wrapped by a [ParseError].
var (
	// ErrRune reports a rune that names no cell value.
	ErrRune = errors.New("unknown cell rune")
	// ErrRagged reports a row whose length differs from the first row's.
	ErrRagged = errors.New("row length differs from the first row")
)

// A ParseError reports where a parser found bad text and why: the format
// it was reading, the line and the column, both counted from 1 (Col
// counts runes), and the reason. Err is [ErrRune], [ErrRagged] or
// [ErrSize] for board text, possibly wrapped with details; the parsers of
// the games and of the record formats put their own reasons there. Every
// ParseError matches [ErrSyntax].
//
// Every parser of this module reports a syntax error as a ParseError, so
// that a caller finds the position of any of them the same way.
type ParseError struct {
	// Format names the format that was read, like "board", "ggf" or
	// "psq"; it begins the message. Empty reads as "board".
	Format string
	// Line and Col are the position of the trouble, from 1.
	Line, Col int
	// Err is the reason.
	Err error
}

// Error returns the format, the position and the problem, like
// "board: line 2, column 3: unknown cell rune 'Q'" or
// "ggf: line 3, column 7: unknown property".
func (e *ParseError) Error() string {
	f := e.Format
	if f == "" {
		f = "board"
	}
	return fmt.Sprintf("%s: line %d, column %d: %v", f, e.Line, e.Col, e.Err)
}

// Unwrap returns e.Err.
func (e *ParseError) Unwrap() error { return e.Err }

// Is reports whether target is [ErrSyntax], which every ParseError
// matches besides its Err.
func (e *ParseError) Is(target error) bool { return target == ErrSyntax }

// A NotationError reports text that names no move in a game's notation,
// in the manner of strconv.NumError: the game, the text as given and
// why. Every game's ParseMove returns one. Err matches [ErrSyntax]; its
// text says what the notation wants, so that a caller that names the
// move itself prints Err alone.
type NotationError struct {
	// Game names the game whose notation was read, like "othello"; it
	// begins the message.
	Game string
	// Text is the text that was read.
	Text string
	// Err is the reason, matching ErrSyntax.
	Err error
}

// Error returns the game, the text and the problem, like
// `othello: move "f0": invalid syntax: row must be a number 1..26`. A long
// text is cut short.
func (e *NotationError) Error() string {
	return e.Game + ": move " + strconv.Quote(clip(e.Text)) + ": " + fmt.Sprint(e.Err)
}

// Unwrap returns e.Err.
func (e *NotationError) Unwrap() error { return e.Err }

// Is reports whether target is [ErrSyntax], which every NotationError
// matches.
func (e *NotationError) Is(target error) bool { return target == ErrSyntax }

// clip shortens s for an error message.
func clip(s string) string {
	const n = 40
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// Format returns b as text, one line per row ending in a newline, with
// each cell written as the rune glyph returns for its value. [Parse] reads
// the text back given the inverse mapping.
func (b *Board[T]) Format(glyph func(T) rune) string {
	var sb strings.Builder
	sb.Grow(len(b.cells) + b.rows)
	for i, v := range b.cells {
		sb.WriteRune(glyph(v))
		if i%b.cols == b.cols-1 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// Parse reads a board in the form [Board.Format] writes: one line per row,
// one rune per cell, every row as long as the first. Lines end in "\n" or
// "\r\n"; empty lines at the end of s are ignored. cell maps each rune to
// its value and reports whether the rune names one.
//
// Bad text returns a *[ParseError] giving the line and column: an unknown
// rune wraps [ErrRune], a row of another length wraps [ErrRagged], and no
// rows or more than [MaxSize] rows or columns wrap [ErrSize].
func Parse[T comparable](s string, cell func(rune) (T, bool)) (*Board[T], error) {
	s = strings.TrimRight(s, "\r\n")
	if s == "" {
		return nil, &ParseError{"board", 1, 1, fmt.Errorf("%w: no rows", ErrSize)}
	}
	var cells []T
	rows, cols := 0, 0
	for line := range strings.Lines(s) {
		line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
		rows++
		if rows > MaxSize {
			return nil, &ParseError{"board", rows, 1, fmt.Errorf("%w: more than %d rows", ErrSize, MaxSize)}
		}
		n := 0
		for _, r := range line {
			n++
			if rows > 1 && n > cols {
				return nil, &ParseError{"board", rows, n, fmt.Errorf("%w: want %d cells", ErrRagged, cols)}
			}
			if n > MaxSize {
				return nil, &ParseError{"board", rows, n, fmt.Errorf("%w: more than %d columns", ErrSize, MaxSize)}
			}
			v, ok := cell(r)
			if !ok {
				return nil, &ParseError{"board", rows, n, fmt.Errorf("%w %q", ErrRune, r)}
			}
			cells = append(cells, v)
		}
		if rows == 1 {
			if n == 0 {
				return nil, &ParseError{"board", 1, 1, fmt.Errorf("%w: empty first row", ErrSize)}
			}
			cols = n
		} else if n < cols {
			return nil, &ParseError{"board", rows, n + 1, fmt.Errorf("%w: want %d cells, have %d", ErrRagged, cols, n)}
		}
	}
	return &Board[T]{rows: rows, cols: cols, cells: cells}, nil
}
