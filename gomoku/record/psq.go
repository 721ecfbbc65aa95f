package record

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// psqHeader is the word that starts a PSQ file.
const psqHeader = "Piskvorky"

// maxPSQTime is the largest move time ParsePSQ reads, in milliseconds:
// Piskvork writes a C int.
const maxPSQTime = 1<<31 - 1

// ParsePSQ reads a game in the PSQ format of Piskvork, the Gomocup
// tournament manager, in which the Gomocup result archives keep every
// game:
//
//	Piskvorky 15x15, 11:11, 0
//	8,8,0
//	9,7,1520
//	...
//	pbrain-first.zip
//	pbrain-second.zip
//	-1
//	0,Freestyle15_1
//
// The header gives the board, width x height, the levels of Piskvork's
// two players and whether the second player began (0 or 1; see
// [PSQInfo]). Each move line is x,y,time: the column x and the row y,
// both from 1 at the top-left, and the milliseconds the player thought;
// the time may be left out. The moves end at the first other line. What
// follows is optional: the names of Piskvork's two players, one a line
// ("homo-1" for a human), then the number Piskvork writes at the end,
// then any lines, which are kept in [PSQInfo.Extra]; a Gomocup division
// name there, like "0,Freestyle15_1", sets [Record.Rule] (see the
// package doc's "Rules"). Blank lines are skipped, lines may end in "\n", "\r\n"
// or "\r", and white space around a line or a number is ignored.
//
// Bad text returns a *[board.ParseError] naming the line: a header that
// is not "Piskvorky WxH, A:B, C", a move off the board, a lone player
// line. A board that is not square, or not [gomoku.MinSize] to
// [gomoku.MaxSize] points a side, wraps [ErrUnsupported]. ParsePSQ does
// not check that the moves can be played: [Record.Replay] does.
func ParsePSQ(s string) (*Record, error) {
	lines := splitLines(s)
	i := 0
	for i < len(lines) && lines[i].text == "" {
		i++
	}
	if i == len(lines) {
		return nil, &board.ParseError{Format: "psq", Line: 1, Col: 1, Err: fmt.Errorf("empty input: want a %q header", psqHeader)}
	}
	r := &Record{}
	if err := parsePSQHeader(lines[i], r); err != nil {
		return nil, err
	}
	i++
	var trailer []line
	for ; i < len(lines); i++ {
		l := lines[i]
		if l.text == "" {
			continue
		}
		m, ok, err := parsePSQMove(l, r.Size)
		if err != nil {
			return nil, err
		}
		if !ok {
			for _, l := range lines[i:] {
				if l.text != "" {
					trailer = append(trailer, l)
				}
			}
			break
		}
		r.Moves = append(r.Moves, m)
	}
	if err := parsePSQTrailer(trailer, r); err != nil {
		return nil, err
	}
	return r, nil
}

// A line is one input line without its end, trimmed, and its number.
type line struct {
	text string
	num  int
}

// splitLines cuts s into trimmed lines numbered from 1. A line ends in
// "\n", "\r\n" or a lone "\r".
func splitLines(s string) []line {
	var ls []line
	for n := 1; s != ""; n++ {
		i := strings.IndexAny(s, "\r\n")
		if i < 0 {
			i = len(s)
		}
		ls = append(ls, line{strings.TrimSpace(s[:i]), n})
		s = s[i:]
		if strings.HasPrefix(s, "\r\n") {
			s = s[2:]
		} else if s != "" {
			s = s[1:]
		}
	}
	return ls
}

// parsePSQHeader reads "Piskvorky WxH, A:B, C" into r.
func parsePSQHeader(l line, r *Record) error {
	bad := func(why string) error {
		return &board.ParseError{Format: "psq", Line: l.num, Col: 1, Err: fmt.Errorf("header %q: %s", clip(l.text), why)}
	}
	rest, ok := strings.CutPrefix(l.text, psqHeader)
	if !ok {
		return bad("want \"Piskvorky WxH, A:B, C\", like \"Piskvorky 15x15, 11:11, 0\"")
	}
	// Five numbers with the separators x , : , between them.
	var n [5]int
	for k, sep := range []string{"x", ",", ":", ",", ""} {
		rest = strings.TrimLeft(rest, " \t")
		j := 0
		if j < len(rest) && rest[j] == '-' {
			j++
		}
		for j < len(rest) && '0' <= rest[j] && rest[j] <= '9' {
			j++
		}
		v, err := strconv.Atoi(rest[:j])
		if err != nil {
			return bad("want \"Piskvorky WxH, A:B, C\", like \"Piskvorky 15x15, 11:11, 0\"")
		}
		n[k] = v
		rest = strings.TrimLeft(rest[j:], " \t")
		if sep == "" {
			break
		}
		if rest, ok = strings.CutPrefix(rest, sep); !ok {
			return bad(fmt.Sprintf("want %q after the number %d", sep, v))
		}
	}
	if rest != "" {
		return bad("unexpected text after the header")
	}
	if n[0] != n[1] || n[0] < gomoku.MinSize || n[0] > gomoku.MaxSize {
		return &board.ParseError{Format: "psq", Line: l.num, Col: 1, Err: fmt.Errorf("%w: a %dx%d board (want a square board of %d to %d points a side)", ErrUnsupported, n[0], n[1], gomoku.MinSize, gomoku.MaxSize)}
	}
	if n[4] != 0 && n[4] != 1 {
		return bad(fmt.Sprintf("the last number is %d, want 0 or 1", n[4]))
	}
	r.Size = n[0]
	r.PSQ.Levels = [2]int{n[2], n[3]}
	r.PSQ.Swapped = n[4] == 1
	return nil
}

// parsePSQMove reads l as a move line "x,y,time" or "x,y" on a size×size
// board. It reports false, with no error, for a line of another form:
// the end of the moves. Two or three numbers that name no point, or a
// negative time, are an error.
func parsePSQMove(l line, size int) (Move, bool, error) {
	f := strings.Split(l.text, ",")
	if len(f) < 2 || len(f) > 3 {
		return Move{}, false, nil
	}
	var v [3]int
	for k, t := range f {
		n, err := strconv.Atoi(strings.TrimSpace(t))
		if err != nil {
			return Move{}, false, nil
		}
		v[k] = n
	}
	x, y, t := v[0], v[1], v[2]
	if x < 1 || x > size || y < 1 || y > size {
		return Move{}, false, &board.ParseError{Format: "psq", Line: l.num, Col: 1, Err: fmt.Errorf("move %q off a %dx%d board (x and y count from 1)", clip(l.text), size, size)}
	}
	if t < 0 || t > maxPSQTime {
		return Move{}, false, &board.ParseError{Format: "psq", Line: l.num, Col: 1, Err: fmt.Errorf("move %q: time %d out of 0..%d ms", clip(l.text), t, maxPSQTime)}
	}
	return Move{Point: board.Pt(y-1, x-1), Time: time.Duration(t) * time.Millisecond, Line: l.num}, true, nil
}

// parsePSQTrailer reads the lines after the moves into r: two player
// lines, the end code, extra lines; each part may be missing, but the
// players come in twos.
func parsePSQTrailer(ls []line, r *Record) error {
	if len(ls) > 0 && !isInt(ls[0].text) {
		if len(ls) < 2 || isInt(ls[1].text) {
			return &board.ParseError{Format: "psq", Line: ls[0].num, Col: 1, Err: fmt.Errorf("player line %q alone: want two player lines after the moves", clip(ls[0].text))}
		}
		names := [2]string{ls[0].text, ls[1].text}
		if r.PSQ.Swapped {
			names[0], names[1] = names[1], names[0]
		}
		r.Black, r.White = names[0], names[1]
		ls = ls[2:]
	}
	if len(ls) > 0 && isInt(ls[0].text) {
		r.PSQ.Code, _ = strconv.Atoi(ls[0].text)
		ls = ls[1:]
	}
	for _, l := range ls {
		r.PSQ.Extra = append(r.PSQ.Extra, l.text)
	}
	r.Rule = psqRule(r.PSQ.Extra)
	return nil
}

// psqRule returns the rule set named by a Gomocup division line
// "N,Division" among extra, or Freestyle.
func psqRule(extra []string) gomoku.Rule {
	for _, e := range extra {
		if _, div, ok := strings.Cut(e, ","); ok {
			if rule, ok := ruleOf(div); ok {
				return rule
			}
		}
	}
	return gomoku.Freestyle
}

// isInt reports whether s is a decimal integer that fits an int32, with
// an optional minus sign.
func isInt(s string) bool {
	_, err := strconv.ParseInt(s, 10, 32)
	return err == nil
}

// FormatPSQ returns r in the PSQ format that [ParsePSQ] reads: the
// header, one "x,y,ms" line per move (the time truncated to whole
// milliseconds), the players' lines when Black or White is set (as
// Piskvork's player 1 then 2, so Black second when PSQ.Swapped), the code
// and the extra lines. Lines end in "\n".
//
// PSQ has no place for the result, the rule (but see [PSQInfo.Extra]),
// comments or SGF properties, and leaves them out. It returns an error
// matching [ErrFormat] for a size out of [gomoku.MinSize]..
// [gomoku.MaxSize], a move off the board or with a negative or too long
// time, a player name that is empty while the other is not, holds a line
// break or white space at its ends, or would read back as a number or a
// move, and extra lines that are blank, hold a line break or white space
// at their ends.
func FormatPSQ(r *Record) (string, error) {
	bad := formatError("PSQ")
	if why := offBoard(r); why != "" {
		return bad("%s", why)
	}
	var sb strings.Builder
	swapped := 0
	if r.PSQ.Swapped {
		swapped = 1
	}
	fmt.Fprintf(&sb, "%s %dx%d, %d:%d, %d\n", psqHeader, r.Size, r.Size, r.PSQ.Levels[0], r.PSQ.Levels[1], swapped)
	for i, m := range r.Moves {
		ms := m.Time.Milliseconds()
		if ms < 0 || ms > maxPSQTime {
			return bad("move %d: time %v out of 0..%d ms", i+1, m.Time, maxPSQTime)
		}
		fmt.Fprintf(&sb, "%d,%d,%d\n", m.Point.Col+1, m.Point.Row+1, ms)
	}
	if r.Black != "" || r.White != "" {
		names := [2]string{r.Black, r.White}
		if r.PSQ.Swapped {
			names[0], names[1] = names[1], names[0]
		}
		for k, n := range names {
			if !psqText(n) || isInt(n) || (k == 0 && moveLike(n)) {
				return bad("player name %q: want a line that is not a number or a move", n)
			}
			sb.WriteString(n + "\n")
		}
	}
	fmt.Fprintf(&sb, "%d\n", r.PSQ.Code)
	for _, e := range r.PSQ.Extra {
		if !psqText(e) {
			return bad("extra line %q: want a non-empty line without surrounding spaces", e)
		}
		sb.WriteString(e + "\n")
	}
	return sb.String(), nil
}

// formatError returns the error reporter of the writer of the named
// format (PSQ or SGF): it returns no text and an error matching
// [ErrFormat] that names the format and says why.
func formatError(name string) func(format string, args ...any) (string, error) {
	return func(format string, args ...any) (string, error) {
		return "", fmt.Errorf("record: %s: %w: %s", name, ErrFormat, fmt.Sprintf(format, args...))
	}
}

// offBoard returns why r's board or moves cannot be written, or "".
func offBoard(r *Record) string {
	if r.Size < gomoku.MinSize || r.Size > gomoku.MaxSize {
		return fmt.Sprintf("board size %d, want %d to %d", r.Size, gomoku.MinSize, gomoku.MaxSize)
	}
	for i, m := range r.Moves {
		if uint(m.Point.Row) >= uint(r.Size) || uint(m.Point.Col) >= uint(r.Size) {
			return fmt.Sprintf("move %d %v off the %dx%d board", i+1, m.Point, r.Size, r.Size)
		}
	}
	return ""
}

// moveLike reports whether s is two or three numbers separated by
// commas, which ParsePSQ reads as a move, or refuses as one off the board.
func moveLike(s string) bool {
	f := strings.Split(s, ",")
	if len(f) < 2 || len(f) > 3 {
		return false
	}
	for _, t := range f {
		if _, err := strconv.Atoi(strings.TrimSpace(t)); err != nil {
			return false
		}
	}
	return true
}

// psqText reports whether s can be a line of a PSQ file as it is: not
// empty, no line break, no white space around it.
func psqText(s string) bool {
	return s != "" && !strings.ContainsAny(s, "\r\n") && strings.TrimSpace(s) == s
}

// clip shortens s for an error message.
func clip(s string) string {
	const n = 40
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
