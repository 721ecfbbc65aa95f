package ggf

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

// The values of the typed properties, read and written. The readers
// return errors without position, which the Reader wraps in a
// *board.ParseError at the property.

func itoa(n int) string { return strconv.Itoa(n) }

// parseDecimal reads a plain decimal number, like "-2.39", "+8" or ".5":
// a sign, digits and at most one point, with no exponent. GGS writes
// numbers so.
func parseDecimal(s string) (float64, error) {
	digits, point := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !point:
			point = true
		case (c == '+' || c == '-') && i == 0:
		default:
			return 0, fmt.Errorf("%w: %q is not a decimal number", board.ErrSyntax, clip(s))
		}
	}
	if digits == 0 {
		return 0, fmt.Errorf("%w: %q is not a decimal number", board.ErrSyntax, clip(s))
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, fmt.Errorf("%w: number %q out of range", board.ErrSyntax, clip(s))
	}
	return v, nil
}

// formatDecimal writes v with prec decimals, or with as many as it takes
// to read back the same value; sign adds a "+" to non-negative values.
func formatDecimal(v float64, prec int, sign bool) string {
	s := strconv.FormatFloat(v, 'f', prec, 64)
	if w, err := strconv.ParseFloat(s, 64); err != nil || w != v {
		s = strconv.FormatFloat(v, 'f', -1, 64)
	}
	if sign && s[0] != '-' {
		s = "+" + s
	}
	return s
}

// validNumber reports whether v can be written as a decimal number.
func validNumber(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// parseMove reads the value of a B, W, KB or KW property: a square like
// "f5" or "F5", or a pass ("PA" or "pass" in any case), then optionally
// "/" and an evaluation (which may be empty) and "/" and a time in
// seconds.
func parseMove(s string, c othello.Color) (Move, error) {
	m := Move{Color: c}
	parts := strings.SplitN(strings.TrimSpace(s), "/", 3)
	sq := strings.TrimSpace(parts[0])
	if strings.EqualFold(sq, "pa") || strings.EqualFold(sq, "pass") {
		m.Pass = true
	} else {
		pt, err := othello.ParseMove(sq)
		if err != nil {
			return Move{}, fmt.Errorf("move %q: want a square like f5 or PA for a pass: %w", clip(sq), board.ErrSyntax)
		}
		m.Point = pt
	}
	for i, field := range []struct {
		name string
		v    *float64
		set  *bool
	}{{"evaluation", &m.Eval, &m.HasEval}, {"time", &m.Time, &m.HasTime}} {
		if len(parts) <= i+1 || strings.TrimSpace(parts[i+1]) == "" {
			continue
		}
		v, err := parseDecimal(strings.TrimSpace(parts[i+1]))
		if err != nil {
			return Move{}, fmt.Errorf("%s of %s: %w", field.name, sq, err)
		}
		*field.v, *field.set = v, true
	}
	return m, nil
}

// formatMove returns the value of a move property, like "f5/1.23/0.01",
// "d6//2.50" or "PA", or an error for a value that cannot be written.
func formatMove(m Move) (string, error) {
	s := "PA"
	if !m.Pass {
		if uint(m.Point.Row) >= othello.MaxSize || uint(m.Point.Col) >= othello.MaxSize {
			return "", fmt.Errorf("ggf: move at %v: not a square of a board of at most %d×%d", m.Point, othello.MaxSize, othello.MaxSize)
		}
		s = othello.FormatMove(m.Point)
	}
	if (m.HasEval && !validNumber(m.Eval)) || (m.HasTime && !validNumber(m.Time)) {
		return "", fmt.Errorf("ggf: move %s: evaluation or time is not a finite number", s)
	}
	if m.HasEval || m.HasTime {
		s += "/"
		if m.HasEval {
			s += formatDecimal(m.Eval, 2, false)
		}
	}
	if m.HasTime {
		s += "/" + formatDecimal(m.Time, 2, false)
	}
	return s, nil
}

// sizeError returns the error for a board size that othello does not
// support.
func sizeError(n int) error {
	msg := ""
	if n == 88 {
		msg = " (the octagon board 88 is not supported)"
	}
	return fmt.Errorf("board %w: %d, want an even number from %d to %d%s", board.ErrSize, n, othello.MinSize, othello.MaxSize, msg)
}

// parseSize reads a board size of up to 3 digits.
func parseSize(s string) (int, error) {
	if s == "" || len(s) > 3 {
		return 0, fmt.Errorf("%w: board size %q: want a number", board.ErrSyntax, clip(s))
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%w: board size %q: want a number", board.ErrSyntax, clip(s))
	}
	if n < othello.MinSize || n > othello.MaxSize || n%2 != 0 {
		return 0, sizeError(n)
	}
	return n, nil
}

// parseType reads a TY value: the board size with the letters of the
// variants in any order and either case, "s" also before the size, like
// "8", "s8r20", "8kr", "10a" or "8b".
func parseType(s string) (Type, error) {
	s = strings.TrimSpace(s)
	var t Type
	seen := map[byte]bool{}
	sized := false
	for i := 0; i < len(s); {
		c := s[i]
		if c >= '0' && c <= '9' {
			if sized {
				return Type{}, fmt.Errorf("%w: type %q: two board sizes", board.ErrSyntax, clip(s))
			}
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, err := parseSize(s[i:j])
			if err != nil {
				return Type{}, fmt.Errorf("type %q: %w", clip(s), err)
			}
			t.Size, sized = n, true
			i = j
			continue
		}
		c |= 0x20 // lower case
		if seen[c] {
			return Type{}, fmt.Errorf("%w: type %q: %q twice", board.ErrSyntax, clip(s), c)
		}
		seen[c] = true
		i++
		switch c {
		case 's':
			t.Synchro = true
		case 'k':
			t.Komi = true
		case 'a':
			t.Anti = true
		case 'b', 'w':
			if t.Color != othello.Empty {
				return Type{}, fmt.Errorf("%w: type %q: both b and w", board.ErrSyntax, clip(s))
			}
			t.Color = othello.Black
			if c == 'w' {
				t.Color = othello.White
			}
		case 'r':
			t.Random = true
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			if j > i {
				n, err := strconv.Atoi(s[i:j])
				if err != nil || n < 1 || n > othello.MaxSize*othello.MaxSize || j-i > 3 {
					return Type{}, fmt.Errorf("%w: type %q: %q random discs", board.ErrSyntax, clip(s), s[i:j])
				}
				t.RandomDiscs = n
				i = j
			}
		default:
			return Type{}, fmt.Errorf("%w: type %q: unknown letter %q (want s, k, r, a, b or w)", board.ErrSyntax, clip(s), s[i-1])
		}
	}
	if !sized {
		return Type{}, fmt.Errorf("%w: type %q: no board size", board.ErrSyntax, clip(s))
	}
	if t.RandomDiscs > t.Size*t.Size {
		return Type{}, fmt.Errorf("%w: type %q: %d random discs on %d squares", board.ErrSyntax, clip(s), t.RandomDiscs, t.Size*t.Size)
	}
	return t, nil
}

// String returns t as a TY value: "s" for Synchro, the size, then "k",
// "r" with the number of discs, "a", and "b" or "w", like "s8r20".
func (t Type) String() string {
	var sb strings.Builder
	if t.Synchro {
		sb.WriteByte('s')
	}
	sb.WriteString(itoa(t.Size))
	if t.Komi {
		sb.WriteByte('k')
	}
	if t.Random {
		sb.WriteByte('r')
		if t.RandomDiscs > 0 {
			sb.WriteString(itoa(t.RandomDiscs))
		}
	}
	if t.Anti {
		sb.WriteByte('a')
	}
	switch t.Color {
	case othello.Black:
		sb.WriteByte('b')
	case othello.White:
		sb.WriteByte('w')
	}
	return sb.String()
}

// parseResult reads an RE value: "?" for no result, or a decimal score
// for Black, like "+12.000" or "-4", optionally followed by ":r"
// (resigned), ":t" (time out) or ":s" (agreed score).
func parseResult(s string) (Result, error) {
	s = strings.TrimSpace(s)
	if s == "?" || s == "" {
		return Result{}, nil
	}
	r := Result{Ending: Finished}
	if i := strings.IndexByte(s, ':'); i >= 0 {
		switch strings.ToLower(s[i+1:]) {
		case "r":
			r.Ending = Resigned
		case "t":
			r.Ending = Timeout
		case "s":
			r.Ending = Agreed
		default:
			return Result{}, fmt.Errorf("%w: result %q: flag %q, want :r, :t or :s", board.ErrSyntax, clip(s), clip(s[i:]))
		}
		s = s[:i]
	}
	v, err := parseDecimal(s)
	if err != nil {
		return Result{}, fmt.Errorf("result: %w", err)
	}
	r.Score = v
	return r, nil
}

// formatResult returns the RE value of r, like "+12.000", "-4.000:r" or
// "?".
func formatResult(r Result) (string, error) {
	flag := ""
	switch r.Ending {
	case Unfinished:
		return "?", nil
	case Finished:
	case Resigned:
		flag = ":r"
	case Timeout:
		flag = ":t"
	case Agreed:
		flag = ":s"
	default:
		return "", fmt.Errorf("ggf: result with %v", r.Ending)
	}
	if !validNumber(r.Score) {
		return "", errors.New("ggf: result score is not a finite number")
	}
	return formatDecimal(r.Score, 3, true) + flag, nil
}

// parseBoard reads a BO value: the size, the N×N squares row by row from
// a1 ('*', 'X' or 'x' Black, 'O' or 'o' White, '-' or '.' empty) with any
// white space between, and the side to move ('*' or 'O', or 'X').
func parseBoard(s string) (*othello.Position, error) {
	s = strings.TrimSpace(s)
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	n, err := parseSize(s[:i])
	if err != nil {
		return nil, err
	}
	text := make([]byte, 0, n*n+2)
	for _, r := range s[i:] {
		switch r {
		case ' ', '\t', '\n', '\r':
			continue
		case '*', 'X', 'x':
			text = append(text, 'X')
		case 'O', 'o':
			text = append(text, 'O')
		case '-', '.':
			text = append(text, '-')
		default:
			return nil, fmt.Errorf("%w: board: square %d: %w %q: want *, O or -", board.ErrSyntax, len(text)+1, board.ErrRune, r)
		}
	}
	if len(text) != n*n+1 {
		return nil, fmt.Errorf("%w: board: %d squares and a side to move, want %d squares for %d×%d and the side", board.ErrSyntax, len(text), n*n, n, n)
	}
	side := text[n*n]
	if side == '-' {
		return nil, fmt.Errorf("%w: board: side to move '-', want * or O", board.ErrSyntax)
	}
	text = append(text[:n*n], ' ', side)
	return othello.ParsePosition(string(text))
}

// formatBoard returns the BO value of p: the size, the rows separated by
// spaces, and the side to move, like "4 ---- -O*- -*O- ---- *".
func formatBoard(p *othello.Position) string {
	n := p.Size()
	var sb strings.Builder
	sb.Grow((n+1)*(n+1) + 4)
	sb.WriteString(itoa(n))
	for pt, c := range p.All() {
		if pt.Col == 0 {
			sb.WriteByte(' ')
		}
		sb.WriteByte(glyph(c))
	}
	sb.WriteByte(' ')
	sb.WriteByte(glyph(p.Turn()))
	return sb.String()
}

// glyph returns the GGF rune of a square or a side to move.
func glyph(c othello.Color) byte {
	switch c {
	case othello.Black:
		return '*'
	case othello.White:
		return 'O'
	}
	return '-'
}

// clip shortens s for an error message.
func clip(s string) string {
	const n = 40
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
