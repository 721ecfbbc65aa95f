package gomoku_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// mustBoard parses rows of board text or fails the test.
func mustBoard(t *testing.T, rows ...string) *board.Board[gomoku.Stone] {
	t.Helper()
	b, err := gomoku.ParseBoard(strings.Join(rows, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// forbiddenList returns the forbidden points of b for s under r as lines
// "h8 double-three", from the walker scan, after checking that the
// bit-parallel scan and the oracle give the same.
func forbiddenList(t *testing.T, b *board.Board[gomoku.Stone], s gomoku.Stone, r gomoku.Rule) []string {
	t.Helper()
	var walker, bits, oracle []string
	for p, f := range gomoku.WalkForbiddenPoints(b, s, r) {
		walker = append(walker, fmt.Sprintf("%s %v", gomoku.FormatMove(p, b.Rows()), f))
	}
	l, err := gomoku.BitsOf(b)
	if err != nil {
		t.Fatal(err)
	}
	for p, f := range l.ForbiddenPoints(s, r) {
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

// nineRows returns the rows of a 9×9 board: rows from the row at index
// top down (index 0 is row 9, the top row), and empty rows elsewhere.
func nineRows(top int, rows ...string) []string {
	all := slices.Repeat([]string{"........."}, 9)
	copy(all[top:], rows)
	return all
}

// TestFouls checks shapes named in the rules, on 9×9 boards (rows 9 at the
// top to 1 at the bottom, columns a to i), by the whole list of forbidden
// points so that no other point turns up.
func TestFouls(t *testing.T) {
	tests := []struct {
		name string
		rule gomoku.Rule
		s    gomoku.Stone
		rows []string
		want []string
	}{
		{
			name: "two fours on one line: XXX.X.XXX",
			rule: gomoku.Renju, s: gomoku.Black,
			rows: nineRows(4, "XXX...XXX"),
			want: []string{"e5 double-four"},
		},
		{
			name: "two fours on one line: XX.XX.XX",
			rule: gomoku.Renju, s: gomoku.Black,
			rows: nineRows(4, "XX..X.XX."),
			want: []string{"d5 double-four"},
		},
		{
			name: "overline made by joining",
			rule: gomoku.Renju, s: gomoku.Black,
			rows: nineRows(4, "XX.XXX..."),
			want: []string{"c5 overline"},
		},
		{
			name: "a four blocked at one end still counts",
			rule: gomoku.Renju, s: gomoku.Black,
			rows: nineRows(2,
				"....X....",
				"....X....",
				"....X....",
				"OXXX.....",
			),
			want: []string{"e4 double-four"},
		},
		{
			name: "four stones blocked at both ends are no four",
			rule: gomoku.Renju, s: gomoku.Black,
			rows: nineRows(2,
				"....X....",
				"....X....",
				"....X....",
				"OXXX.O...",
			),
			want: nil,
		},
		{
			name: "exactly five takes priority over an overline",
			rule: gomoku.Renju, s: gomoku.Black,
			rows: nineRows(2,
				"....X....",
				"....X....",
				"....X....",
				"XXXX.....",
				".........",
				"....X....",
				"....X....",
			),
			want: nil,
		},
		{
			name: "double-three",
			rule: gomoku.Renju, s: gomoku.Black,
			rows: nineRows(3,
				"...X.....",
				"...X.....",
				".XX......",
			),
			want: []string{"d4 double-three"},
		},
		{
			name: "double-three under omok",
			rule: gomoku.Omok, s: gomoku.Black,
			rows: nineRows(3,
				"...X.....",
				"...X.....",
				".XX......",
			),
			want: []string{"d4 double-three"},
		},
		{
			name: "a three against the edge cannot become a straight four",
			rule: gomoku.Renju, s: gomoku.Black,
			rows: nineRows(3,
				"..X......",
				"..X......",
				"XX.......",
			),
			want: nil,
		},
		{
			name: "a three whose straight four would make six is no three",
			rule: gomoku.Renju, s: gomoku.Black,
			rows: nineRows(3,
				"...X.....",
				"...X.....",
				"X.XX.....",
			),
			// d4 gives X.XXX: a4 is black, so b4 would make six and only e4
			// is left, which makes a plain four: no three on the row.
			want: nil,
		},
		{
			name: "four and three is allowed",
			rule: gomoku.Renju, s: gomoku.Black,
			rows: nineRows(2,
				"...X.....",
				"...X.....",
				"...X.....",
				".XX......",
			),
			want: nil,
		},
		{
			name: "omok allows a double-four",
			rule: gomoku.Omok, s: gomoku.Black,
			rows: nineRows(4, "XXX...XXX"),
			want: nil,
		},
		{
			name: "omok forbids white's double-three too",
			rule: gomoku.Omok, s: gomoku.White,
			rows: nineRows(3,
				"...O.....",
				"...O.....",
				".OO......",
			),
			want: []string{"d4 double-three"},
		},
		{
			name: "renju forbids nothing to white",
			rule: gomoku.Renju, s: gomoku.White,
			rows: nineRows(3,
				"...O.....",
				"...O.....",
				".OO......",
				"OO.OOO...",
			),
			want: nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := mustBoard(t, tt.rows...)
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
		name string
		rows []string
		at   board.Point
		want map[gomoku.Rule]string // the winning line, or "" for none
	}{
		{
			name: "black five",
			rows: []string{"XXXXX.", "......", "......", "......", "......", "......"},
			at:   board.Pt(0, 4),
			want: wins("black horizontal 5 a6-e6", every[:]...),
		},
		{
			name: "black six",
			rows: []string{"X.....", "X.....", "X.....", "X.....", "X.....", "X....."},
			at:   board.Pt(2, 0),
			want: wins("black vertical 6 a6-a1", gomoku.Freestyle),
		},
		{
			name: "white six",
			rows: []string{".....O", "....O.", "...O..", "..O...", ".O....", "O....."},
			at:   board.Pt(3, 2),
			want: wins("white anti-diagonal 6 a1-f6", gomoku.Freestyle, gomoku.Renju),
		},
		{
			name: "white five on a diagonal against the corner",
			rows: []string{"......", ".O....", "..O...", "...O..", "....O.", ".....O"},
			at:   board.Pt(5, 5),
			want: wins("white diagonal 5 b5-f1", every[:]...),
		},
		{
			name: "five and six from one corner",
			rows: []string{"XXXXX.", "X.....", "X.....", "X.....", "X.....", "X....."},
			at:   board.Pt(0, 0),
			want: wins("black horizontal 5 a6-e6", every[:]...),
		},
		{
			name: "four is no win",
			rows: []string{"OOOO.X", "......", "......", "......", "......", "......"},
			at:   board.Pt(0, 3),
			want: map[gomoku.Rule]string{},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := mustBoard(t, tt.rows...)
			l, err := gomoku.BitsOf(b)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range gomoku.Rules() {
				want := tt.want[r]
				for algo, got := range map[string][2]string{
					"walker": {winString(gomoku.WalkWinAt(b, tt.at, r)), winString(gomoku.WalkWinner(b, r))},
					"bits":   {winString(l.WinAt(tt.at, r)), winString(l.Winner(r))},
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
