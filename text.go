package board

import (
	"errors"
	"fmt"
	"strings"
)

// Errors wrapped by a [ParseError].
var (
	// ErrRune reports a rune that names no cell value.
	ErrRune = errors.New("unknown cell rune")
	// ErrRagged reports a row whose length differs from the first row's.
	ErrRagged = errors.New("row length differs from the first row")
)

// A ParseError reports where [Parse] found bad text and why. Line and Col
// count from 1; Col counts runes. Err is [ErrRune], [ErrRagged] or
// [ErrSize], possibly wrapped with details; the games put their own
// reasons there. Every ParseError matches [ErrSyntax].
type ParseError struct {
	Line, Col int
	Err       error
}

// Error returns the position and the problem, like
// "board: line 2, column 3: unknown cell rune 'Q'".
func (e *ParseError) Error() string {
	return fmt.Sprintf("board: line %d, column %d: %v", e.Line, e.Col, e.Err)
}

// Unwrap returns e.Err.
func (e *ParseError) Unwrap() error { return e.Err }

// Is reports whether target is [ErrSyntax], which every ParseError
// matches besides its Err.
func (e *ParseError) Is(target error) bool { return target == ErrSyntax }

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
		return nil, &ParseError{1, 1, fmt.Errorf("%w: no rows", ErrSize)}
	}
	var cells []T
	rows, cols := 0, 0
	for line := range strings.Lines(s) {
		line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
		rows++
		if rows > MaxSize {
			return nil, &ParseError{rows, 1, fmt.Errorf("%w: more than %d rows", ErrSize, MaxSize)}
		}
		n := 0
		for _, r := range line {
			n++
			if rows > 1 && n > cols {
				return nil, &ParseError{rows, n, fmt.Errorf("%w: want %d cells", ErrRagged, cols)}
			}
			if n > MaxSize {
				return nil, &ParseError{rows, n, fmt.Errorf("%w: more than %d columns", ErrSize, MaxSize)}
			}
			v, ok := cell(r)
			if !ok {
				return nil, &ParseError{rows, n, fmt.Errorf("%w %q", ErrRune, r)}
			}
			cells = append(cells, v)
		}
		if rows == 1 {
			if n == 0 {
				return nil, &ParseError{1, 1, fmt.Errorf("%w: empty first row", ErrSize)}
			}
			cols = n
		} else if n < cols {
			return nil, &ParseError{rows, n + 1, fmt.Errorf("%w: want %d cells, have %d", ErrRagged, cols, n)}
		}
	}
	return &Board[T]{rows: rows, cols: cols, cells: cells}, nil
}
