package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/tictactoe"
)

// maxRecord is the most input that a command reads whole (a game record,
// a transcript, a board); more is an input error.
const maxRecord = 4 << 20

// readAll returns the whole input of s, which what names in errors, like
// "a record".
func readAll(s *stdio, what string) (string, error) {
	data, err := io.ReadAll(io.LimitReader(s.in, maxRecord+1))
	if err != nil {
		return "", err
	}
	text := string(data)
	if len(data) > maxRecord {
		return "", &inputError{strings.Count(text, "\n") + 1, fmt.Errorf("%s longer than %d bytes", what, maxRecord)}
	}
	return text, nil
}

// moveFields splits a list of moves at white space and commas.
func moveFields(text string) []string {
	return strings.FieldsFunc(text, func(c rune) bool { return c == ',' || unicode.IsSpace(c) })
}

// maxLine is the longest input line the commands read; a longer one is an
// input error rather than unbounded memory.
const maxLine = 1 << 20

// A lineReader reads input one line at a time, numbering the lines from 1.
// It trims surrounding white space (and so a "\r" before the "\n").
type lineReader struct {
	sc   *bufio.Scanner
	line int // the number of the line last read
	done bool
}

func newLineReader(r io.Reader) *lineReader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), maxLine)
	return &lineReader{sc: sc}
}

// next returns the next line. At the end of the input, or on a read error,
// it returns false; err then tells which.
func (lr *lineReader) next() (string, bool) {
	if lr.done {
		return "", false
	}
	if !lr.sc.Scan() {
		lr.done = true
		return "", false
	}
	lr.line++
	return strings.TrimSpace(lr.sc.Text()), true
}

// nextData is next without the lines that hold only white space.
func (lr *lineReader) nextData() (string, bool) {
	for {
		s, ok := lr.next()
		if !ok || s != "" {
			return s, ok
		}
	}
}

// err returns the read error that ended the input, if any, as an input
// error at the line where it happened.
func (lr *lineReader) err() error {
	err := lr.sc.Err()
	if errors.Is(err, bufio.ErrTooLong) {
		return &inputError{lr.line + 1, fmt.Errorf("line longer than %d bytes", maxLine)}
	}
	return err
}

// errorf returns an input error at the line last read.
func (lr *lineReader) errorf(format string, args ...any) error {
	return &inputError{lr.line, fmt.Errorf(format, args...)}
}

// eof returns the error for input that ended where more was wanted: the
// read error if there was one, or an input error saying what was missing.
func (lr *lineReader) eof(want string) error {
	if err := lr.err(); err != nil {
		return err
	}
	return &inputError{lr.line + 1, fmt.Errorf("unexpected end of input: want %s", want)}
}

// ints reads the next data line as exactly n integers, naming what they are
// in errors, like "N M".
func (lr *lineReader) ints(n int, what string) ([]int, error) {
	s, ok := lr.nextData()
	if !ok {
		return nil, lr.eof(what)
	}
	f := strings.Fields(s)
	if len(f) != n {
		return nil, lr.errorf("want %q (%d numbers), have %d fields: %q", what, n, len(f), clip(s))
	}
	out := make([]int, n)
	for i, t := range f {
		v, err := strconv.Atoi(t)
		if err != nil {
			return nil, lr.errorf("%q is not a number (want %q)", clip(t), what)
		}
		out[i] = v
	}
	return out, nil
}

// count reads the next data line as one number, named name in errors,
// that counts what follows, as what says, like "the number of moves"; a
// negative count is an error.
func (lr *lineReader) count(name, what string) (int, error) {
	v, err := lr.ints(1, name)
	if err != nil {
		return 0, err
	}
	if v[0] < 0 {
		return 0, lr.errorf("%s = %d: want %s, 0 or more", name, v[0], what)
	}
	return v[0], nil
}

// rest reports an error if any data remains after what the format holds.
func (lr *lineReader) rest() error {
	if s, ok := lr.nextData(); ok {
		return lr.errorf("unexpected input after the end: %q", clip(s))
	}
	return lr.err()
}

// clip shortens s for an error message.
func clip(s string) string {
	const n = 40
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// textReason returns why a one-line text such as a tic-tac-toe or Othello
// board was refused, for a message that names the input line itself: the
// character and the reason of a *board.ParseError, like
// "character 5: 'A': want 'X', 'O' or '.'", or err's text for any other
// error.
func textReason(err error) string {
	if pe, ok := errors.AsType[*board.ParseError](err); ok {
		if pe.Line > 1 {
			return fmt.Sprintf("row %d, character %d: %v", pe.Line, pe.Col, pe.Err)
		}
		return fmt.Sprintf("character %d: %v", pe.Col, pe.Err)
	}
	return err.Error()
}

// parseInputError returns the input error for err, an error from parsing
// the whole input as one text: at the line of a *board.ParseError, naming
// its column, like "line 3: column 5: ...", or err itself at no line.
func parseInputError(err error) error {
	if pe, ok := errors.AsType[*board.ParseError](err); ok {
		return &inputError{pe.Line, fmt.Errorf("column %d: %v", pe.Col, pe.Err)}
	}
	return &inputError{0, err}
}

// moveReason returns why a move was refused, for a message that names the
// move itself: the reason of a *board.NotationError, or of a game's
// *MoveError (with gomoku's foul), or err's text for any other error.
func moveReason(err error) string {
	if ne, ok := errors.AsType[*board.NotationError](err); ok {
		return ne.Err.Error()
	}
	if me, ok := errors.AsType[*gomoku.MoveError](err); ok && me.Err != nil {
		if me.Foul != gomoku.NoFoul {
			return fmt.Sprintf("%v: %v", me.Err, me.Foul)
		}
		return me.Err.Error()
	}
	if me, ok := errors.AsType[*tictactoe.MoveError](err); ok && me.Err != nil {
		return me.Err.Error()
	}
	if me, ok := errors.AsType[*othello.MoveError](err); ok && me.Err != nil {
		return me.Err.Error()
	}
	return err.Error()
}
