package othello

import (
	"fmt"
	"strconv"
	"strings"

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
		sb.WriteRune(c.glyph())
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
		buf = append(buf, byte(c.glyph()))
	}
	buf = append(buf, ' ', byte(p.turn.glyph()))
	return string(buf)
}

// ParsePosition reads a position in the one-line form [Position.Text]
// writes: N×N squares for an even N in [MinSize]..[MaxSize], white space,
// and the side to move. On input a square may also be 'x' or '*' for
// Black, 'o' for White and '.' for empty, and the side to move 'x', '*' or
// 'o'; surrounding white space is ignored. Bad text returns an error
// matching [ErrSyntax], or [ErrSize] for a number of squares that is not
// the square of a valid size.
func ParsePosition(s string) (*Position, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return nil, fmt.Errorf("%w: position %q: want the squares, a space and the side to move", ErrSyntax, clip(s))
	}
	sq, side := f[0], f[1]
	n := 0
	for n*n < len(sq) {
		n++
	}
	if n*n != len(sq) || !validSize(n) {
		return nil, fmt.Errorf("%w: position has %d squares, want N×N for an even N in %d..%d", ErrSize, len(sq), MinSize, MaxSize)
	}
	p, err := NewPosition(n)
	if err != nil {
		return nil, err
	}
	p.b.Fill(Empty)
	p.black, p.white = 0, 0
	for i := range len(sq) {
		c, ok := colorOf(rune(sq[i]))
		if !ok {
			return nil, fmt.Errorf("%w: position square %d: %q is not one of X, O, -, x, o, *, . (dot)", ErrSyntax, i+1, sq[i:i+1])
		}
		p.set(board.Pt(i/n, i%n), c)
	}
	if len(side) != 1 {
		return nil, fmt.Errorf("%w: side to move %q: want X or O", ErrSyntax, clip(side))
	}
	c, ok := colorOf(rune(side[0]))
	if !ok || c == Empty {
		return nil, fmt.Errorf("%w: side to move %q: want X or O", ErrSyntax, side)
	}
	p.turn = c
	return p, nil
}

// clip shortens s for an error message.
func clip(s string) string {
	const n = 40
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
