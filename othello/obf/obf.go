// Package obf reads and writes lines of OBF, the one-line position format
// of the edax engine and of the FFO endgame test suites: the squares of
// the board row by row from a1 ('X' or '*' Black, 'O' White, '-' or '.'
// empty), white space, the side to move, then optionally ';' and the
// moves with their exact scores, like "A2:+38;", "PS" or "pass" for a
// pass; '%' starts a comment to the end of the line. The entry "--:-127"
// (no move, the least score), which edax writes at the end of the lines
// of its problem files (hard-20.obf and the others) to end the list, is
// skipped, as edax skips it.
//
//	l, err := obf.Parse("-----OX--XO----- X; b1:-10; % the 4x4 start")
//	// l.Position is the position, l.Scores [{b1 -10}]
//	b, _ := bitboard.FromPosition(l.Position) // for othello/solve
//
// The squares and the side to move are read by [othello.ParsePosition],
// so any even board size from 4×4 to 26×26 is read; the suites and edax
// use 8×8. Text that is not well formed returns a *[board.ParseError] of
// the format "obf", with the column of the trouble.
package obf

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

// A Line is one line of OBF: a position and the moves listed with their
// exact scores.
type Line struct {
	// Position is the board and the side to move.
	Position *othello.Position
	// Scores lists moves with the exact score of each, in the order read.
	Scores []Score
}

// A Score is a move and its exact score for the side to move: the final
// disc difference with best play after it, the empty squares given to the
// winner, in -64..64 on 8×8 and at most the number of squares in size on
// any board.
type Score struct {
	// Move is the square played; it means nothing for a pass.
	Move board.Point
	// Pass reports a pass, written "PS" or "pass".
	Pass bool
	// Value is the score.
	Value int
}

// String returns the move and its score as OBF writes them, like "A2:+38"
// or "PS:-4".
func (s Score) String() string {
	m := "PS"
	if !s.Pass {
		m = strings.ToUpper(othello.FormatMove(s.Move))
	}
	return fmt.Sprintf("%s:%+d", m, s.Value)
}

// Parse reads one OBF line, skipping edax's end entry "--:-127" (see the
// package documentation). Bad text returns a *[board.ParseError] of the
// format "obf" whose Line is 1 and whose Col is the byte column (from 1)
// where the trouble starts; it matches [board.ErrSyntax], and
// [board.ErrSize] as well for a number of squares that is no board.
func Parse(line string) (Line, error) {
	bad := func(col int, err error) error {
		return &board.ParseError{Format: "obf", Line: 1, Col: col, Err: err}
	}
	if i := strings.IndexByte(line, '%'); i >= 0 {
		line = line[:i]
	}
	pos, entries, scored := strings.Cut(line, ";")
	p, err := othello.ParsePosition(pos)
	if pe, ok := errors.AsType[*board.ParseError](err); ok {
		return Line{}, bad(pe.Col, pe.Err)
	}
	if err != nil {
		return Line{}, bad(1, err)
	}
	l := Line{Position: p}
	if !scored {
		return l, nil
	}
	n := p.Size()
	col := len(pos) + 2 // the column after the first ';'
	for f := range strings.SplitSeq(entries, ";") {
		if entry := strings.TrimSpace(f); entry != "" && !isEnd(entry) {
			s, err := parseScore(entry, n)
			if err != nil {
				return Line{}, bad(col+strings.Index(f, entry), err)
			}
			l.Scores = append(l.Scores, s)
		}
		col += len(f) + 1
	}
	return l, nil
}

// isEnd reports whether entry is edax's end entry "--:-127", white space
// around its move and score allowed.
func isEnd(entry string) bool {
	mv, sc, _ := strings.Cut(entry, ":")
	return strings.TrimSpace(mv) == "--" && strings.TrimSpace(sc) == "-127"
}

// parseScore reads an entry like "A2:+38" on an n×n board.
func parseScore(s string, n int) (Score, error) {
	mv, sc, ok := strings.Cut(s, ":")
	if !ok {
		return Score{}, fmt.Errorf("%w: entry %q: want move:score, like A2:+38", board.ErrSyntax, s)
	}
	var m Score
	switch mv = strings.TrimSpace(mv); strings.ToLower(mv) {
	case "ps", "pass":
		m.Pass = true
	default:
		pt, err := othello.ParseMove(mv)
		if err != nil || pt.Row >= n || pt.Col >= n {
			return Score{}, fmt.Errorf("%w: entry %q: want a square of the %dx%d board or PS", board.ErrSyntax, s, n, n)
		}
		m.Move = pt
	}
	v, err := strconv.Atoi(strings.TrimSpace(sc))
	if err != nil || v < -n*n || v > n*n {
		return Score{}, fmt.Errorf("%w: entry %q: want a score from %d to %+d", board.ErrSyntax, s, -n*n, n*n)
	}
	m.Value = v
	return m, nil
}

// String returns l as an OBF line: the squares, a space, the side to
// move, then "; A2:+38;" entries if there are scores, like
// "-----OX--XO----- X" for the 4×4 start.
func (l Line) String() string {
	var sb strings.Builder
	sb.WriteString(l.Position.Text())
	if len(l.Scores) > 0 {
		sb.WriteByte(';')
		for _, s := range l.Scores {
			sb.WriteString(" " + s.String() + ";")
		}
	}
	return sb.String()
}
