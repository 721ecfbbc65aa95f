package solve

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
)

// An OBF is one line of edax's OBF format: a position, the colour to
// move, and optionally moves with their exact scores.
type OBF struct {
	// Board is the position, the discs of Turn as the mover's.
	Board bitboard.Bitboard
	// Turn is the colour to move: othello.Black or othello.White.
	Turn othello.Color
	// Scores lists moves with the exact score of each, in the order read.
	Scores []MoveScore
}

// A MoveScore is a move and its exact score for the side to move.
type MoveScore struct {
	Move  Move
	Score int
}

// An OBFError is an OBF line that is not well formed, with the byte
// column (from 1) where the trouble starts. It matches board.ErrSyntax.
type OBFError struct {
	Col int
	Err error
}

// Error returns the message, like "obf: column 65: want a space".
func (e *OBFError) Error() string { return fmt.Sprintf("obf: column %d: %v", e.Col, e.Err) }

// Unwrap returns the reason.
func (e *OBFError) Unwrap() error { return e.Err }

// Is reports whether target is board.ErrSyntax, which every OBFError
// matches.
func (e *OBFError) Is(target error) bool { return target == board.ErrSyntax }

// ParseOBF reads one OBF line: the squares row by row from a1, 16, 36
// or 64 of them for a 4×4, 6×6 or 8×8 board ('X' or '*' Black, 'O'
// White, '-' or '.' empty), a space, the side to move ('X' or 'O'), and
// optionally ';' then entries like "A2:+38;" (moves in either case, and
// "PS" or "pass" for a pass); a '%' starts a comment to the end of the
// line. It returns an *OBFError on malformed text.
func ParseOBF(line string) (OBF, error) {
	if i := strings.IndexByte(line, '%'); i >= 0 {
		line = line[:i]
	}
	text := strings.TrimRight(line, " \t\r\n")
	n := 0
	for n < len(text) && text[n] != ' ' && text[n] != '\t' {
		n++
	}
	size := 0
	switch n {
	case 16:
		size = 4
	case 36:
		size = 6
	case 64:
		size = 8
	default:
		return OBF{}, &OBFError{1, fmt.Errorf("%d squares: want 16, 36 or 64", n)}
	}
	var black, white uint64
	for i := range n {
		s := uint(8*(i/size) + i%size)
		switch text[i] {
		case 'X', 'x', '*':
			black |= 1 << s
		case 'O', 'o':
			white |= 1 << s
		case '-', '.':
		default:
			return OBF{}, &OBFError{i + 1, fmt.Errorf("square %q: want X, *, O, - or a dot", text[i])}
		}
	}
	rest := strings.TrimLeft(text[n:], " \t")
	col := len(text) - len(rest) + 1
	if rest == "" {
		return OBF{}, &OBFError{col, errors.New("missing side to move: want X or O")}
	}
	var o OBF
	switch rest[0] {
	case 'X', 'x', '*':
		o.Turn = othello.Black
		o.Board, _ = bitboard.New(size, black, white)
	case 'O', 'o':
		o.Turn = othello.White
		o.Board, _ = bitboard.New(size, white, black)
	default:
		return OBF{}, &OBFError{col, fmt.Errorf("side to move %q: want X or O", rest[0])}
	}
	rest = strings.TrimLeft(rest[1:], " \t")
	col = len(text) - len(rest) + 1
	if rest == "" {
		return o, nil
	}
	if rest[0] != ';' {
		return OBF{}, &OBFError{col, fmt.Errorf("%q after the side to move: want ';'", rest[0])}
	}
	for f := range strings.SplitSeq(rest[1:], ";") {
		col++
		entry := strings.TrimSpace(f)
		if entry != "" {
			ms, err := parseEntry(entry, size)
			if err != nil {
				return OBF{}, &OBFError{col, err}
			}
			o.Scores = append(o.Scores, ms)
		}
		col += len(f)
	}
	return o, nil
}

// parseEntry reads "A2:+38".
func parseEntry(s string, size int) (MoveScore, error) {
	mv, sc, ok := strings.Cut(s, ":")
	if !ok {
		return MoveScore{}, fmt.Errorf("entry %q: want move:score", s)
	}
	mv = strings.ToLower(strings.TrimSpace(mv))
	var m Move
	if mv == "ps" || mv == "pass" {
		m = Pass
	} else {
		pt, err := othello.ParseMove(mv)
		if err != nil || pt.Row >= size || pt.Col >= size {
			return MoveScore{}, fmt.Errorf("entry %q: bad move", s)
		}
		m = Move(8*pt.Row + pt.Col)
	}
	v, err := strconv.Atoi(strings.TrimSpace(sc))
	if err != nil || v < -64 || v > 64 {
		return MoveScore{}, fmt.Errorf("entry %q: bad score", s)
	}
	return MoveScore{m, v}, nil
}

// String returns o as an OBF line: the squares, a space, the side to
// move, then "; A2:+38;" entries if there are scores, like
// "-----OX--XO----- X" for the 4×4 start.
func (o OBF) String() string {
	size := o.Board.Size()
	var sb strings.Builder
	black, white := o.Board.Mover, o.Board.Opponent
	if o.Turn == othello.White {
		black, white = white, black
	}
	for r := range size {
		for c := range size {
			bit := uint64(1) << (8*r + c)
			switch {
			case black&bit != 0:
				sb.WriteByte('X')
			case white&bit != 0:
				sb.WriteByte('O')
			default:
				sb.WriteByte('-')
			}
		}
	}
	if o.Turn == othello.White {
		sb.WriteString(" O")
	} else {
		sb.WriteString(" X")
	}
	if len(o.Scores) > 0 {
		sb.WriteByte(';')
		for _, ms := range o.Scores {
			m := strings.ToUpper(ms.Move.String())
			if ms.Move == Pass {
				m = "PS"
			}
			fmt.Fprintf(&sb, " %s:%+d;", m, ms.Score)
		}
	}
	return sb.String()
}
