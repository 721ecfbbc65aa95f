package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// gomokuBoardHelp describes the board input of the gomoku commands, for
// their -h.
const gomokuBoardHelp = `< board

The board is read from standard input, one row per line from the top, one
character per point: X black, O white, . or _ empty. It is square, 5 to 26
points a side, and its size is taken from the first row. Blank lines and
white space around a row are ignored. Points are named in renju notation:
the column letter from a at the left, then the row number from 1 at the
BOTTOM (h8 is the centre of 15x15).`

// gomokuReadBoard reads a board in the text form of gomoku.ParseBoard, one
// row per line from the top, with the size taken from the first row.
// Blank lines and white space around a row are ignored. Errors name the
// input line and the column (counted in runes from the first non-blank
// character).
func gomokuReadBoard(r io.Reader) (*gomoku.Lines[uint32], error) {
	lr := newLineReader(r)
	var l *gomoku.Lines[uint32]
	n, rows := 0, 0
	for {
		line, ok := lr.nextData()
		if !ok {
			break
		}
		if l != nil && rows == n {
			return nil, lr.errorf("column 1: more rows than the %d of a square board", n)
		}
		col := 0
		for _, c := range line {
			col++
			if l == nil && col > gomoku.MaxSize {
				return nil, lr.errorf("column %d: more than %d points in a row", col, gomoku.MaxSize)
			}
			if l != nil && col > n {
				return nil, lr.errorf("column %d: more than the %d points of the first row", col, n)
			}
			s, ok := gomoku.ParseStone(c)
			if !ok {
				return nil, lr.errorf("column %d: %q is not X, O, . or _", col, c)
			}
			if l != nil {
				l.Set(board.Pt(rows, col-1), s)
			}
		}
		if l == nil {
			// The first row sets the size; read it again into the board.
			if col < gomoku.MinSize {
				return nil, lr.errorf("column %d: a row of %d points, want %d to %d", col+1, col, gomoku.MinSize, gomoku.MaxSize)
			}
			var err error
			if l, err = gomoku.NewLines[uint32](col); err != nil {
				return nil, lr.errorf("column 1: %v", err)
			}
			n = col
			c := 0
			for _, r := range line {
				s, _ := gomoku.ParseStone(r)
				l.Set(board.Pt(0, c), s)
				c++
			}
		} else if col < n {
			return nil, lr.errorf("column %d: a row of %d points, want %d", col+1, col, n)
		}
		rows++
	}
	if err := lr.err(); err != nil {
		var ie *inputError
		if errors.As(err, &ie) { // a line too long to read: too many points
			return nil, &inputError{ie.line, fmt.Errorf("column %d: %v", gomoku.MaxSize+1, ie.err)}
		}
		return nil, err
	}
	if l == nil {
		return nil, &inputError{lr.line + 1, fmt.Errorf("column 1: unexpected end of input: want a board")}
	}
	if rows < n {
		return nil, &inputError{lr.line + 1, fmt.Errorf("column 1: unexpected end of input: want %d rows for a square board, have %d", n, rows)}
	}
	return l, nil
}

// gomokuRuleFlag declares the -rule flag with its default and the rule
// sets it accepts.
func gomokuRuleFlag(fs *flag.FlagSet, def gomoku.Rule, allowed ...gomoku.Rule) func() (gomoku.Rule, error) {
	names := make([]string, len(allowed))
	for i, r := range allowed {
		names[i] = r.String()
	}
	list := strings.Join(names, ", ")
	name := fs.String("rule", def.String(), "the rule set: "+list)
	return func() (gomoku.Rule, error) {
		r, err := gomoku.ParseRule(*name)
		if err != nil || !slices.Contains(allowed, r) {
			return 0, usagef("-rule %q: want one of %s", *name, list)
		}
		return r, nil
	}
}
