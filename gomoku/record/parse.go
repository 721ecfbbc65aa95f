package record

import (
	"fmt"
	"io"
	"strings"

	"github.com/seed131617c4/board"
)

// A Format is a game record format. The zero Format is PSQ.
type Format uint8

// The formats.
const (
	PSQ Format = iota // Piskvork's .psq, as in the Gomocup archives
	SGF               // Smart Game Format FF[4], GM[4]
)

// String returns "PSQ", "SGF", or "Format(7)" for another value.
func (f Format) String() string {
	switch f {
	case PSQ:
		return "PSQ"
	case SGF:
		return "SGF"
	}
	return fmt.Sprintf("Format(%d)", uint8(f))
}

// Parse reads one game in either format, telling them apart by the first
// text after any white space and byte order mark: '(' starts SGF, the
// word "Piskvorky" starts PSQ. It returns the record, the format, and the
// error of [ParseSGF] or [ParsePSQ]; text that starts like neither
// returns a *[board.ParseError] at that point.
func Parse(s string) (*Record, Format, error) {
	s = strings.TrimPrefix(s, "\ufeff")
	t := strings.TrimLeft(s, " \t\r\n")
	switch {
	case strings.HasPrefix(t, "("):
		r, err := ParseSGF(s)
		return r, SGF, err
	case strings.HasPrefix(t, psqHeader):
		r, err := ParsePSQ(s)
		return r, PSQ, err
	}
	line := strings.Count(s[:len(s)-len(t)], "\n") + 1
	return nil, 0, &board.ParseError{Format: "record", Line: line, Col: 1, Err: fmt.Errorf("neither SGF nor PSQ: want '(' or %q first", psqHeader)}
}

// Write writes r to w in format f, as [FormatPSQ] or [FormatSGF] returns
// it; another Format returns an error matching [ErrFormat], and so does a
// record the format cannot hold, before anything is written.
func Write(w io.Writer, r *Record, f Format) error {
	var s string
	var err error
	switch f {
	case PSQ:
		s, err = FormatPSQ(r)
	case SGF:
		s, err = FormatSGF(r)
	default:
		err = fmt.Errorf("record: %w: unknown format %v", ErrFormat, f)
	}
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, s)
	return err
}
