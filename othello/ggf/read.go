package ggf

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"iter"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/seq"
	"github.com/seed131617c4/board/othello"
)

// Limits on what a Reader holds in memory for one game.
const (
	maxValue = 64 << 10 // bytes of one property value
	maxGame  = 1 << 20  // bytes of one game
)

// A Reader reads GGF games one after another from a stream: a file of
// records like "(;GM[Othello]...;)", separated by any white space, several
// on a line as GGS writes the two games of a synchro match. A number
// before a game, as in the lines "1 (;...;)" and "2 (;...;)(;...;)" of
// the GGS archives (the number of games of the match), is skipped. The
// zero Reader has no input; use [NewReader].
type Reader struct {
	r         *bufio.Reader
	line, col int // the position of the next byte: line and rune column, from 1
	games     int // games read so far
	start     int // the line where the last game read starts
	err       error
}

// NewReader returns a reader of the GGF games of r.
func NewReader(r io.Reader) *Reader {
	return &Reader{r: bufio.NewReader(r), line: 1, col: 1}
}

// Parse reads the one GGF game of s; white space around it is allowed,
// anything else is an error.
func Parse(s string) (*Game, error) {
	r := NewReader(strings.NewReader(s))
	g, err := r.Next()
	if err == io.EOF {
		return nil, &board.ParseError{Format: "ggf", Line: r.line, Col: r.col, Err: errors.New("no game: want (;")}
	}
	if err != nil {
		return nil, err
	}
	r.skipSpace()
	if _, err := r.peek(); err == nil {
		return nil, &board.ParseError{Format: "ggf", Line: r.line, Col: r.col, Err: errors.New("text after the game")}
	}
	return g, nil
}

// Next returns the next game. At the end of the input, when only white
// space remains, it returns io.EOF. Text that is not a well-formed game
// returns a [*board.ParseError], matching [board.ErrSyntax], with the
// line and the column (in runes, from 1) where the problem is: a property
// value that cannot be read points at the property's name. A bad size
// matches [board.ErrSize] as well. A read error of the underlying reader
// is returned as it is. After an error the Reader returns it again.
//
// Next checks the form of each property (see [Game]), that TY and BO
// agree on the size, and that a game of a random-start type has a BO (or
// returns an error matching [ErrNoStart] at its TY), but not that the
// moves are legal: [Game.Replay] does.
// A game may hold at most 1 MiB of text and a property value 64 KiB.
func (r *Reader) Next() (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	g, err := r.next()
	if err != nil {
		r.err = err
		return nil, err
	}
	r.games++
	return g, nil
}

// Line returns the line, counted from 1, where the game that
// [Reader.Next] returned last starts, or 0 before the first.
func (r *Reader) Line() int { return r.start }

// Games returns an iterator over the games that remain, read as by
// [Reader.Next]. It stops at the end of the input, or after yielding the
// first error with a nil Game. It is single-use.
func (r *Reader) Games() iter.Seq2[*Game, error] { return seq.Records(r.Next) }

// peek returns the next byte without reading it.
func (r *Reader) peek() (byte, error) {
	b, err := r.r.Peek(1)
	if err != nil {
		return 0, err
	}
	return b[0], nil
}

// read returns the next byte and moves past it.
func (r *Reader) read() (byte, error) {
	c, err := r.r.ReadByte()
	if err != nil {
		return 0, err
	}
	switch {
	case c == '\n':
		r.line++
		r.col = 1
	case c&0xc0 != 0x80: // not a UTF-8 continuation byte
		r.col++
	}
	return c, nil
}

// skipSpace reads past white space.
func (r *Reader) skipSpace() {
	for {
		c, err := r.peek()
		if err != nil || !isSpace(c) {
			return
		}
		r.read()
	}
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// errorf returns a syntax error at line, col.
func errorf(line, col int, format string, args ...any) error {
	return &board.ParseError{Format: "ggf", Line: line, Col: col, Err: fmt.Errorf(format, args...)}
}

// eof turns the end of the input in the middle of a game into a syntax
// error at the current position; other read errors pass as they are.
func (r *Reader) eof(err error, want string) error {
	if err == io.EOF {
		return errorf(r.line, r.col, "%w: unexpected end of input in game %d: want %s", io.ErrUnexpectedEOF, r.games+1, want)
	}
	return err
}

// next reads one game.
func (r *Reader) next() (*Game, error) {
	r.skipSpace()
	c, err := r.peek()
	if err != nil {
		return nil, err // io.EOF at the end
	}
	start := r.line
	if c >= '0' && c <= '9' {
		if err := r.skipCount(); err != nil {
			return nil, err
		}
	}
	line, col, err := r.open()
	if err != nil {
		return nil, err
	}
	b := builder{g: &Game{}, seen: map[string]bool{}, line: line, col: col}
	size := 2
	for {
		r.skipSpace()
		line, col := r.line, r.col
		c, err := r.read()
		if err != nil {
			return nil, r.eof(err, "a property or ;)")
		}
		if c == ';' {
			if err := r.close(line, col); err != nil {
				return nil, err
			}
			if err := b.finish(); err != nil {
				return nil, err
			}
			r.start = start
			return b.g, nil
		}
		name, err := r.propertyName(c, line, col)
		if err != nil {
			return nil, err
		}
		value, err := r.value(&size)
		if err != nil {
			return nil, err
		}
		if err := b.add(name, value, line, col); err != nil {
			return nil, err
		}
	}
}

// skipCount skips the count of games that starts a line of a GGS
// archive, at most 3 digits, and the space after it.
func (r *Reader) skipCount() error {
	line, col := r.line, r.col
	for k := 0; ; k++ {
		c, err := r.peek()
		if err != nil || c < '0' || c > '9' {
			break
		}
		if k == 3 {
			return errorf(line, col, "want (; to start a game, not a number")
		}
		r.read()
	}
	r.skipSpace()
	return nil
}

// open reads the "(;" that starts a game, and returns where it starts.
func (r *Reader) open() (line, col int, err error) {
	line, col = r.line, r.col
	if c, err := r.read(); err != nil {
		return 0, 0, r.eof(err, "(;")
	} else if c != '(' {
		return 0, 0, errorf(line, col, "unexpected %q: want (; to start a game", rune(c))
	}
	if c, err := r.read(); err != nil {
		return 0, 0, r.eof(err, "(;")
	} else if c != ';' {
		return 0, 0, errorf(line, col, "want (; to start a game")
	}
	return line, col, nil
}

// close reads the ")" after the ";" at line and col that ends a game.
func (r *Reader) close(line, col int) error {
	c, err := r.read()
	if err != nil {
		return r.eof(err, ")")
	}
	if c != ')' {
		return errorf(line, col, "want ;) to end the game")
	}
	return nil
}

// propertyName reads the name of a property, which starts with c at line
// and col, and the '[' after it; it returns the name in upper case.
func (r *Reader) propertyName(c byte, line, col int) (string, error) {
	var name []byte
	for isLetter(c) {
		if len(name) == 8 {
			return "", errorf(line, col, "property name longer than 8 letters")
		}
		name = append(name, c&^0x20) // upper case
		var err error
		if c, err = r.read(); err != nil {
			return "", r.eof(err, "[")
		}
	}
	if len(name) == 0 {
		return "", errorf(line, col, "unexpected %q: want a property like PB[name] or ;) to end the game", rune(c))
	}
	if c != '[' {
		return "", errorf(r.line, r.col-1, "unexpected %q after %s: want [", rune(c), name)
	}
	return string(name), nil
}

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// value reads a property value after its '[' up to the ']' that ends it;
// a backslash escapes the byte after it. size counts the bytes of the
// game.
func (r *Reader) value(size *int) (string, error) {
	line, col := r.line, r.col
	var sb strings.Builder
	for {
		c, err := r.read()
		if err != nil {
			return "", r.eof(err, "]")
		}
		if c == ']' {
			return sb.String(), nil
		}
		if c == '\\' {
			if c, err = r.read(); err != nil {
				return "", r.eof(err, "]")
			}
		}
		if sb.Len() == maxValue {
			return "", errorf(line, col, "property value longer than %d bytes", maxValue)
		}
		if *size++; *size > maxGame {
			return "", errorf(line, col, "game longer than %d bytes", maxGame)
		}
		sb.WriteByte(c)
	}
}

// A builder fills a Game property by property.
type builder struct {
	g         *Game
	seen      map[string]bool
	line, col int // where the game starts
	boAt      [2]int
	tyAt      [2]int
	komi      [3]bool // KB, KW, KM seen
	km        Komi
}

// add interprets one property of the game.
func (b *builder) add(name, value string, line, col int) error {
	at := func(err error) error {
		return &board.ParseError{Format: "ggf", Line: line, Col: col, Err: fmt.Errorf("%s: %w", name, err)}
	}
	if name != "B" && name != "W" && known(name) {
		if b.seen[name] {
			return errorf(line, col, "property %s twice", name)
		}
		b.seen[name] = true
	}
	g := b.g
	if f := textField(g, name); f != nil {
		*f = value
		return nil
	}
	switch name {
	case "GM":
		if !strings.EqualFold(strings.TrimSpace(value), "othello") {
			return at(fmt.Errorf("game %q is not Othello", clip(value)))
		}
	case "TY":
		t, err := parseType(value)
		if err != nil {
			return at(err)
		}
		g.Type, b.tyAt = t, [2]int{line, col}
	case "RE":
		res, err := parseResult(value)
		if err != nil {
			return at(err)
		}
		g.Result = res
	case "BO":
		p, err := parseBoard(value)
		if err != nil {
			return at(err)
		}
		g.Start, b.boAt = p, [2]int{line, col}
	case "B", "W":
		if len(g.Moves) == 4*othello.MaxSize*othello.MaxSize {
			return errorf(line, col, "more than %d moves", len(g.Moves))
		}
		c := othello.Black
		if name == "W" {
			c = othello.White
		}
		m, err := parseMove(value, c)
		if err != nil {
			return at(err)
		}
		g.Moves = append(g.Moves, m)
	case "KB", "KW":
		c := othello.Black
		if name == "KW" {
			c = othello.White
		}
		m, err := parseMove(value, c)
		if err != nil {
			return at(err)
		}
		if c == othello.Black {
			b.km.Black, b.komi[0] = m, true
		} else {
			b.km.White, b.komi[1] = m, true
		}
	case "KM":
		v, err := parseDecimal(strings.TrimSpace(value))
		if err != nil {
			return at(err)
		}
		b.km.Value, b.komi[2] = v, true
	default:
		g.Extra = append(g.Extra, Property{Name: name, Value: value})
	}
	return nil
}

// textProps are the properties that Game holds as strings, in the order
// Format writes them.
var textProps = [...]string{"PC", "DT", "PB", "PW", "RB", "RW", "TI", "TB", "TW", "CO"}

// textField returns the field of g that holds the string property name,
// or nil if it is not one.
func textField(g *Game, name string) *string {
	switch name {
	case "PC":
		return &g.Place
	case "DT":
		return &g.Date
	case "PB":
		return &g.Black
	case "PW":
		return &g.White
	case "RB":
		return &g.BlackRating
	case "RW":
		return &g.WhiteRating
	case "TI":
		return &g.Time
	case "TB":
		return &g.BlackTime
	case "TW":
		return &g.WhiteTime
	case "CO":
		return &g.Comment
	}
	return nil
}

// known reports whether name is a property that Game holds in a field.
func known(name string) bool {
	switch name {
	case "GM", "TY", "RE", "BO", "B", "W", "KB", "KW", "KM":
		return true
	}
	return textField(&Game{}, name) != nil
}

// finish checks what a game needs as a whole.
func (b *builder) finish() error {
	g := b.g
	if g.Start != nil && g.Type.Size != 0 && g.Start.Size() != g.Type.Size {
		return errorf(b.boAt[0], b.boAt[1], "%w: BO: board size %d, but TY says %d", board.ErrSize, g.Start.Size(), g.Type.Size)
	}
	if g.Start == nil && g.Type.Random {
		return errorf(b.tyAt[0], b.tyAt[1], "TY: type %q: %w: want a BO with the start position", g.Type.String(), ErrNoStart)
	}
	if g.Start == nil {
		p, err := g.StartPosition()
		if err != nil {
			return err
		}
		g.Start = p
	}
	g.Type.Size = g.Start.Size()
	switch b.komi {
	case [3]bool{}:
	case [3]bool{true, true, true}:
		g.Komi = &b.km
	default:
		return errorf(b.line, b.col, "a komi game needs KB, KW and KM: have only some")
	}
	return nil
}
