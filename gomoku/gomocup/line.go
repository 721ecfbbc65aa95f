package gomocup

import (
	"strconv"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// A command is one input line cut into its word, upper-cased, and the
// rest, trimmed.
type command struct {
	word string
	arg  string
}

// parseLine splits a line into its command word and argument. Managers
// send commands in upper case; the brain accepts any case.
func parseLine(s string) command {
	s = strings.TrimSpace(s)
	word, arg, _ := strings.Cut(s, " ")
	return command{word: strings.ToUpper(word), arg: strings.TrimSpace(arg)}
}

// parsePoint reads "x,y", x the column and y the row from 0 at the
// top-left, on a size×size board, as [gomoku.ParseGomocup] does, and
// reports whether s is such a point on the board.
func parsePoint(s string, size int) (board.Point, bool) {
	p, err := gomoku.ParseGomocup(s, size)
	return p, err == nil
}

// parseField reads a line of the BOARD block, "x,y,field", into the
// point and the field number.
func parseField(s string, size int) (board.Point, int, bool) {
	i := strings.LastIndexByte(s, ',')
	if i < 0 {
		return board.Point{}, 0, false
	}
	p, ok := parsePoint(s[:i], size)
	f, okf := number(s[i+1:])
	return p, f, ok && okf
}

// number reads a small non-negative decimal number, spaces around it
// allowed.
func number(s string) (int, bool) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 6 || strings.TrimLeft(s, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// parseInt reads the value of an INFO key: a decimal integer, maybe
// negative. Values beyond int64 saturate; ok is false for anything that
// is not a number.
func parseInt(s string) (n int64, ok bool) {
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil {
		if ne, isNum := err.(*strconv.NumError); isNum && ne.Err == strconv.ErrRange {
			return n, true // ParseInt returns the saturated value
		}
		return 0, false
	}
	return n, true
}
