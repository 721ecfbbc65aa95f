package gomoku_test

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/internal/sharedtest"
)

// renjuCase is one case of the shared renju suite: a 15×15 position and
// the steps that check or change it.
type renjuCase struct {
	name  string
	line  int // of the "== case" header
	board *board.Board[gomoku.Stone]
	steps []renjuStep
}

type renjuStep struct {
	line int
	verb string // check, play, remove, outcome
	move gomoku.Stone
	at   board.Point
	want string // forbidden, legal, CROSS_WIN, CIRCLE_WIN
}

// readRenjuSuite reads renju-forbidden.txt: the position comes from the
// "black" and "white" lists of (col,row) pairs, the board drawing being
// for people; moves are a colour, a column letter and a row from 0 at the
// top.
func readRenjuSuite(t testing.TB) []renjuCase {
	t.Helper()
	f, err := os.Open(sharedtest.Path(t, "gomoku", "renju-forbidden.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []renjuCase
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		fields := strings.Fields(line)
		if len(fields) == 0 || strings.HasPrefix(line, "#") {
			continue
		}
		if fields[0] == "==" {
			b, _ := gomoku.NewBoard(15)
			cases = append(cases, renjuCase{name: fields[len(fields)-1], line: n, board: b})
			continue
		}
		if len(cases) == 0 {
			continue
		}
		c := &cases[len(cases)-1]
		switch fields[0] {
		case "black", "white":
			s := gomoku.Black
			if fields[0] == "white" {
				s = gomoku.White
			}
			for _, pair := range fields[1:] {
				x, y, ok := strings.Cut(pair, ",")
				col, err1 := strconv.Atoi(x)
				row, err2 := strconv.Atoi(y)
				if !ok || err1 != nil || err2 != nil {
					t.Fatalf("line %d: bad stone %q", n, pair)
				}
				c.board.Set(board.Pt(row, col), s)
			}
		case "check", "play", "remove", "outcome":
			st := renjuStep{line: n, verb: fields[0]}
			mv := fields[1]
			switch mv[0] {
			case 'X':
				st.move = gomoku.Black
			case 'O':
				st.move = gomoku.White
			default:
				t.Fatalf("line %d: bad move %q", n, mv)
			}
			row, err := strconv.Atoi(mv[2:])
			if err != nil {
				t.Fatalf("line %d: bad move %q", n, mv)
			}
			st.at = board.Pt(row, int(mv[1]-'a'))
			if len(fields) > 2 {
				st.want = fields[2]
			}
			c.steps = append(c.steps, st)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// TestRenjuSuite runs the 59 expectations of the shared renju suite, and
// the outcomes through a Game-like evaluation: a
// forbidden move loses, exactly five wins.
func TestRenjuSuite(t *testing.T) {
	cases := readRenjuSuite(t)
	checks, outcomes := 0, 0
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := c.board.Clone()
			for _, st := range c.steps {
				name := fmt.Sprintf("line %d: %s %v at %s", st.line, st.verb, st.move, gomoku.FormatMove(st.at, 15))
				switch st.verb {
				case "play":
					b.Set(st.at, st.move)
					continue
				case "remove":
					b.Set(st.at, gomoku.Empty)
					continue
				case "check":
					want := st.want == "forbidden"
					if f := gomoku.Forbidden(b, st.at, st.move, gomoku.Renju); (f != gomoku.NoFoul) != want {
						t.Errorf("%s: forbidden = %v (%v), want %v", name, f != gomoku.NoFoul, f, want)
					}
				case "outcome":
					got := renjuOutcome(b, st.at, st.move)
					if got != st.want {
						t.Errorf("%s: outcome %s, want %s", name, got, st.want)
					}
					outcomes++
					continue
				}
				checks++
			}
		})
	}
	if checks != 59 || outcomes != 6 {
		t.Errorf("ran %d checks and %d outcomes, want 59 and 6", checks, outcomes)
	}
	t.Logf("%d cases: %d forbidden/legal checks and %d outcomes", len(cases), checks, outcomes)
}

// renjuOutcome returns the result of playing s at p under renju in the
// source's terms: CROSS_WIN when Black wins, CIRCLE_WIN when White wins,
// NONE otherwise.
func renjuOutcome(b *board.Board[gomoku.Stone], p board.Point, s gomoku.Stone) string {
	if s == gomoku.Black && gomoku.Forbidden(b, p, s, gomoku.Renju) != gomoku.NoFoul {
		return "CIRCLE_WIN"
	}
	b = b.Clone()
	b.Set(p, s)
	if f, ok := gomoku.WinAt(b, p, gomoku.Renju); ok {
		if f.Stone == gomoku.Black {
			return "CROSS_WIN"
		}
		return "CIRCLE_WIN"
	}
	return "NONE"
}
