package othello

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/seed131617c4/board"
)

// String returns the board of p drawn for people: a header of column
// letters, then one line per row starting with its number (from 1 at the
// top), each square written as 'X' (Black), 'O' (White) or '-' (empty) and
// separated by spaces. Row numbers are right-aligned. The side to move is
// not shown; [Position.Text] includes it. On 4×4 at the start:
//
//	  a b c d
//	1 - - - -
//	2 - O X -
//	3 - X O -
//	4 - - - -
func (p *Position) String() string {
	n := p.Size()
	w := len(strconv.Itoa(n))
	var sb strings.Builder
	sb.Grow((w + 2*n + 1) * (n + 1))
	sb.WriteString(strings.Repeat(" ", w))
	for c := range n {
		sb.WriteByte(' ')
		sb.WriteByte(byte('a' + c))
	}
	sb.WriteByte('\n')
	row := 0
	for pt, c := range p.b.All() {
		if pt.Col == 0 {
			row++
			label := strconv.Itoa(row)
			sb.WriteString(strings.Repeat(" ", w-len(label)))
			sb.WriteString(label)
		}
		sb.WriteByte(' ')
		sb.WriteRune(c.Rune())
		if pt.Col == n-1 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// Text returns p in the one-line form that Othello engines and test suites
// use: the N×N squares row by row from the top-left (a1, b1, ...), 'X' for
// Black, 'O' for White and '-' for empty, then a space and the side to
// move, 'X' or 'O'. [ParsePosition] reads it back. The start position on
// 4×4 is "-----OX--XO----- X".
func (p *Position) Text() string {
	n := p.Size()
	buf := make([]byte, 0, n*n+2)
	for _, c := range p.b.All() {
		buf = append(buf, byte(c.Rune()))
	}
	buf = append(buf, ' ', byte(p.turn.Rune()))
	return string(buf)
}

// ParsePosition reads a position in the one-line form [Position.Text]
// writes: N×N squares for an even N in [MinSize]..[MaxSize], white space,
// and the side to move. On input a square may also be 'x' or '*' for
// Black, 'o' for White and '.' for empty, and the side to move 'x', '*' or
// 'o'; surrounding white space is ignored. Bad text returns a
// [*board.ParseError] of the format "othello position", matching
// [board.ErrSyntax], whose Line is 1 and whose Col is the 1-based index of
// the offending rune in s (one past the end when something is missing); a
// number of squares that is not the square of a valid size matches
// [board.ErrSize] as well.
func ParsePosition(s string) (*Position, error) {
	// The fields of s, with the rune column of their first rune.
	var f [3]string
	var at [3]int
	nf, col, end := 0, 0, 0
	for i, r := range s {
		col++
		if unicode.IsSpace(r) {
			continue
		}
		if i == 0 || isSpaceBefore(s, i) {
			if nf == len(f) {
				break
			}
			f[nf], at[nf] = s[i:], col
			nf++
		}
		end = col
	}
	for k := range nf {
		if j := strings.IndexFunc(f[k], unicode.IsSpace); j >= 0 {
			f[k] = f[k][:j]
		}
	}
	bad := func(col int, err error) error {
		return &board.ParseError{Format: "othello position", Line: 1, Col: col, Err: err}
	}
	if nf == 0 {
		return nil, bad(col+1, errors.New("no squares: want the squares, a space and the side to move"))
	}
	for k, r := range []rune(f[0]) {
		if _, ok := colorOf(r); !ok {
			return nil, bad(at[0]+k, fmt.Errorf("square %d: %w %q: want X, O or - (or x, *, o, .)", k+1, board.ErrRune, r))
		}
	}
	switch nf {
	case 1:
		return nil, bad(end+1, errors.New("no side to move: want the squares, a space and X or O"))
	case 3:
		return nil, bad(at[2], fmt.Errorf("text %q after the side to move", clip(f[2])))
	}
	sq, side := f[0], f[1]
	// Every square is now one ASCII byte.
	n := 0
	for n*n < len(sq) {
		n++
	}
	if n*n != len(sq) || !validSize(n) {
		return nil, bad(at[0], fmt.Errorf("%w: %d squares, want N×N for an even N in %d..%d", board.ErrSize, len(sq), MinSize, MaxSize))
	}
	p, err := NewPosition(n)
	if err != nil {
		return nil, err
	}
	p.b.Fill(Empty)
	p.black, p.white = 0, 0
	for i := range len(sq) {
		c, _ := colorOf(rune(sq[i]))
		p.set(board.Pt(i/n, i%n), c)
	}
	for k, r := range []rune(side) {
		c, ok := colorOf(r)
		if k > 0 || !ok || c == Empty {
			return nil, bad(at[1]+k, fmt.Errorf("side to move %q: want X or O", clip(side)))
		}
		p.turn = c
	}
	return p, nil
}

// isSpaceBefore reports whether the rune of s before byte i is white space.
func isSpaceBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsSpace(r)
}

// clip shortens s for an error message.
func clip(s string) string {
	const n = 40
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
