package gomoku_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// forbiddenList returns the forbidden points of b for s under r as lines
// "h8 double-three", from the walker scan, after checking that the
// bit-parallel scan and the oracle give the same.
func forbiddenList(t *testing.T, b *board.Board[gomoku.Stone], s gomoku.Stone, r gomoku.Rule) []string {
	t.Helper()
	var walker, bits, oracle []string
	for p, f := range gomoku.WalkForbiddenPoints(b, s, r) {
		walker = append(walker, fmt.Sprintf("%s %v", gomoku.FormatMove(p, b.Rows()), f))
	}
	for p, f := range mustBits(t, b).ForbiddenPoints(s, r) {
		bits = append(bits, fmt.Sprintf("%s %v", gomoku.FormatMove(p, b.Rows()), f))
	}
	for p, v := range b.All() {
		if v != gomoku.Empty {
			continue
		}
		if f := oracleFoul(b, p, s, r); f != gomoku.NoFoul {
			oracle = append(oracle, fmt.Sprintf("%s %v", gomoku.FormatMove(p, b.Rows()), f))
		}
	}
	if diff := cmp.Diff(walker, bits); diff != "" {
		t.Errorf("bits disagree with walker (-walker +bits):\n%s", diff)
	}
	if diff := cmp.Diff(walker, oracle); diff != "" {
		t.Errorf("oracle disagrees with walker (-walker +oracle):\n%s", diff)
	}
	return walker
}

// mustBits returns b in bit rows, or fails the test.
func mustBits(t *testing.T, b *board.Board[gomoku.Stone]) *gomoku.Bits {
	t.Helper()
	l, err := gomoku.BitsOf(b)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// renjuStones returns an n×n board with black and white stones at the
// points named in renju notation, separated by spaces.
func renjuStones(t *testing.T, n int, black, white string) *board.Board[gomoku.Stone] {
	t.Helper()
	b, _ := gomoku.NewBoard(n)
	for s, list := range map[gomoku.Stone]string{gomoku.Black: black, gomoku.White: white} {
		for name := range strings.FieldsSeq(list) {
			b.Set(mustMove(t, name, n), s)
		}
	}
	return b
}

// TestFouls checks shapes named in the rules, on 9×9 boards (columns a
// to i, rows 1 to 9), by the whole list of forbidden points so that no
// other point turns up.
func TestFouls(t *testing.T) {
	tests := []struct {
		name         string
		rule         gomoku.Rule
		s            gomoku.Stone
		black, white string // the stones, in renju notation
		want         []string
	}{
		{"two fours on one line: XXX.X.XXX", gomoku.Renju, gomoku.Black, "a5 b5 c5 g5 h5 i5", "", []string{"e5 double-four"}},
		{"two fours on one line: XX.XX.XX", gomoku.Renju, gomoku.Black, "a5 b5 e5 g5 h5", "", []string{"d5 double-four"}},
		{"overline made by joining", gomoku.Renju, gomoku.Black, "a5 b5 d5 e5 f5", "", []string{"c5 overline"}},
		{"a four blocked at one end still counts", gomoku.Renju, gomoku.Black, "e7 e6 e5 b4 c4 d4", "a4", []string{"e4 double-four"}},
		{"four stones blocked at both ends are no four", gomoku.Renju, gomoku.Black, "e7 e6 e5 b4 c4 d4", "a4 f4", nil},
		{"exactly five takes priority over an overline", gomoku.Renju, gomoku.Black, "e7 e6 e5 a4 b4 c4 d4 e2 e1", "", nil},
		{"double-three", gomoku.Renju, gomoku.Black, "d6 d5 b4 c4", "", []string{"d4 double-three"}},
		{"double-three under omok", gomoku.Omok, gomoku.Black, "d6 d5 b4 c4", "", []string{"d4 double-three"}},
		{"a three against the edge cannot become a straight four", gomoku.Renju, gomoku.Black, "c6 c5 a4 b4", "", nil},
		// d4 gives X.XXX: a4 is black, so b4 would make six and only e4
		// is left, which makes a plain four: no three on the row.
		{"a three whose straight four would make six is no three", gomoku.Renju, gomoku.Black, "d6 d5 a4 c4 d4", "", nil},
		{"four and three is allowed", gomoku.Renju, gomoku.Black, "d7 d6 d5 b4 c4", "", nil},
		{"omok allows a double-four", gomoku.Omok, gomoku.Black, "a5 b5 c5 g5 h5 i5", "", nil},
		{"omok forbids white's double-three too", gomoku.Omok, gomoku.White, "", "d6 d5 b4 c4", []string{"d4 double-three"}},
		{"renju forbids nothing to white", gomoku.Renju, gomoku.White, "", "d6 d5 b4 c4 a3 b3 d3 e3 f3", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := renjuStones(t, 9, tt.black, tt.white)
			got := forbiddenList(t, b, tt.s, tt.rule)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("forbidden points (-want +got):\n%s", diff)
			}
		})
	}
}

// wins returns the want map of TestWinRules for a winning line under
// the given rules and none under the others.
func wins(line string, rules ...gomoku.Rule) map[gomoku.Rule]string {
	m := make(map[gomoku.Rule]string)
	for _, r := range rules {
		m[r] = line
	}
	return m
}

// TestWinRules plays the last stone of a line and asks each rule set who
// won, through WinAt and Winner on both scans.
func TestWinRules(t *testing.T) {
	every := gomoku.Rules()
	tests := []struct {
		name         string
		black, white string                 // the stones on 6×6, in renju notation
		at           string                 // the last stone
		want         map[gomoku.Rule]string // the winning line, or "" for none
	}{
		{"black five", "a6 b6 c6 d6 e6", "", "e6", wins("black horizontal 5 a6-e6", every[:]...)},
		{"black six", "a6 a5 a4 a3 a2 a1", "", "a4", wins("black vertical 6 a6-a1", gomoku.Freestyle)},
		{"white six", "", "f6 e5 d4 c3 b2 a1", "c3", wins("white anti-diagonal 6 a1-f6", gomoku.Freestyle, gomoku.Renju)},
		{"white five on a diagonal against the corner", "", "b5 c4 d3 e2 f1", "f1", wins("white diagonal 5 b5-f1", every[:]...)},
		{"five and six from one corner", "a6 b6 c6 d6 e6 a5 a4 a3 a2 a1", "", "a6", wins("black horizontal 5 a6-e6", every[:]...)},
		{"four is no win", "f6", "a6 b6 c6 d6", "d6", map[gomoku.Rule]string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := renjuStones(t, 6, tt.black, tt.white)
			at, l := mustMove(t, tt.at, 6), mustBits(t, b)
			for _, r := range gomoku.Rules() {
				want := tt.want[r]
				for algo, got := range map[string][2]string{
					"walker": {winString(gomoku.WalkWinAt(b, at, r)), winString(gomoku.WalkWinner(b, r))},
					"bits":   {winString(l.WinAt(at, r)), winString(l.Winner(r))},
				} {
					if got[0] != want || got[1] != want {
						t.Errorf("%v: %s: WinAt %q, Winner %q, want %q", r, algo, got[0], got[1], want)
					}
				}
			}
		})
	}
}

// winString returns the text of the winning line f, or "" when ok is
// false.
func winString(f gomoku.Five, ok bool) string {
	if !ok {
		return ""
	}
	return f.String()
}

// gameOf returns a renju game that reaches the stones of b with Black to
// move, playing black and white stones in turn in a random order (White
// first fills far from every stone of b when it has fewer stones), or
// fails t if no order tried keeps the game going.
func gameOf(t *testing.T, b *board.Board[gomoku.Stone]) *gomoku.Game {
	t.Helper()
	n := b.Rows()
	var blacks, whites []board.Point
	for p, s := range b.All() {
		switch s {
		case gomoku.Black:
			blacks = append(blacks, p)
		case gomoku.White:
			whites = append(whites, p)
		}
	}
	for p := range b.All() {
		if len(whites) >= len(blacks) {
			break
		}
		far := true
		for q, s := range b.All() {
			if dr, dc := q.Row-p.Row, q.Col-p.Col; s != gomoku.Empty && max(dr, -dr, dc, -dc) < 5 {
				far = false
				break
			}
		}
		if far && (p.Row+p.Col)%2 == 0 {
			whites = append(whites, p)
		}
	}
	if len(whites) != len(blacks) {
		t.Fatalf("%d black and %d white stones: no room for a game", len(blacks), len(whites))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		rng.Shuffle(len(blacks), func(i, j int) { blacks[i], blacks[j] = blacks[j], blacks[i] })
		g, err := gomoku.NewGame(n, gomoku.Renju)
		if err != nil {
			t.Fatal(err)
		}
		for i := range blacks {
			if g.Play(blacks[i]) != nil || g.Over() || g.Play(whites[i]) != nil || g.Over() {
				break
			}
		}
		if !g.Over() && g.Len() == 2*len(blacks) {
			return g
		}
	}
	t.Fatal("no order of the moves keeps the game going")
	return nil
}

// TestFiveClause checks positions where a three is no three because the
// move that would make it a straight four also makes a five (RIF §3), at
// the point itself and one level down, each next to the same position
// with one stone changed (which turns the answer, except without h4, where
// the recursion finds the same): through Forbidden and ForbiddenPoints of
// both scans, the oracle, and Game.
func TestFiveClause(t *testing.T) {
	tests := []struct {
		name         string
		black, white string
		at           string
		want         gomoku.Foul
		clause       bool     // the old reading, without the clause, differs at the point
		all          []string // every forbidden point
	}{
		{
			// The example of issue 8: column l (l3 . l5 l6) becomes a
			// straight four only at l4, which also makes the five h4-l4.
			name:  "issue example",
			black: "h4 i4 j4 k4 k5 l5 l3", at: "l6", want: gomoku.NoFoul, clause: true,
			all: []string{"j5 double-three"},
		},
		{
			// Without h4, l4 makes no five but a four on row 4 next to
			// the straight four on column l: a double-four, so column l is
			// a fake three all the same, by the recursion.
			name:  "issue example without h4",
			black: "i4 j4 k4 k5 l5 l3", at: "l6", want: gomoku.NoFoul,
			all: []string{"j5 double-three"},
		},
		{
			// The row h8-j8 becomes a straight four at g8, a five on
			// column g, and not at k8, since l8 is white: no three.
			name:  "open three, one end a five, the other blocked",
			black: "h9 h10 i8 j8 g9 g10 g11 g12", white: "l8", at: "h8", want: gomoku.NoFoul, clause: true,
		},
		{
			name:  "open three, one end a five, the other open",
			black: "h9 h10 i8 j8 g9 g10 g11 g12", at: "h8", want: gomoku.DoubleThree,
			all: []string{"h8 double-three"},
		},
		{
			// One level down: h8's column three becomes a straight four
			// only at h11 (h6 is white), where the row h11-j11 is no three
			// (g11 makes the five g11-g15, l11 blocks k11): h11 is legal,
			// so the column is a three and h8 a double-three.
			name:  "depth 2, blocked",
			black: "i8 j8 h9 h10 i11 j11 g12 g13 g14 g15 f13", white: "h6 l11", at: "h8", want: gomoku.DoubleThree, clause: true,
			all: []string{"h13 double-three", "h12 double-three", "h11 double-three", "i10 double-three", "j10 double-three", "h8 double-three"},
		},
		{
			// Without l11, k11 makes the row a three: h11 is a
			// double-three, the column of h8 is fake.
			name:  "depth 2, open",
			black: "i8 j8 h9 h10 i11 j11 g12 g13 g14 g15 f13", white: "h6", at: "h8", want: gomoku.NoFoul,
			all: []string{"h13 double-three", "h11 double-three", "i10 double-three", "j10 double-three", "i9 double-three", "g8 double-three"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := renjuStones(t, 15, tt.black, tt.white)
			p, l := mustMove(t, tt.at, 15), mustBits(t, b)
			if got := gomoku.WalkForbidden(b, p, gomoku.Black, gomoku.Renju); got != tt.want {
				t.Errorf("Forbidden(%s) = %v, want %v", tt.at, got, tt.want)
			}
			if got := l.Forbidden(p, gomoku.Black, gomoku.Renju); got != tt.want {
				t.Errorf("Lines.Forbidden(%s) = %v, want %v", tt.at, got, tt.want)
			}
			f, tr := oracleJudge(b, p, gomoku.Black, gomoku.Renju)
			if f != tt.want || tr.fiveDecisive != tt.clause {
				t.Errorf("oracle at %s: %v, depends on the five clause %v; want %v, %v", tt.at, f, tr.fiveDecisive, tt.want, tt.clause)
			}
			if diff := cmp.Diff(tt.all, forbiddenList(t, b, gomoku.Black, gomoku.Renju)); diff != "" {
				t.Errorf("ForbiddenPoints (-want +got):\n%s", diff)
			}
			g := gameOf(t, b)
			if got := g.Forbidden(p); got != tt.want {
				t.Errorf("Game.Forbidden(%s) = %v, want %v", tt.at, got, tt.want)
			}
			err := g.Play(p)
			me, refused := errors.AsType[*gomoku.MoveError](err)
			switch {
			case tt.want == gomoku.NoFoul && err != nil:
				t.Errorf("Game.Play(%s) = %v, want it played", tt.at, err)
			case tt.want != gomoku.NoFoul && (!refused || !errors.Is(err, gomoku.ErrForbidden) || me.Foul != tt.want):
				t.Errorf("Game.Play(%s) = %v, want it refused as a %v", tt.at, err, tt.want)
			}
		})
	}
}
