package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestJudgeBOJ15671(t *testing.T) {
	// Black e3 and White e2 capture nothing but are placed; White c2 flips
	// d2; Black c1 flips c2 and c3 down the column and d2 on the diagonal.
	in := "5\n3 5\n2 5\n2 4\n2 3\n1 3\n"
	want := "..B...\n..BBW.\n..BBB.\n..BW..\n......\n......\nBlack\n"
	out, stderr, code := runBoard(t, in, "judge", "boj15671")
	if diff := cmp.Diff(want, out); diff != "" || code != 0 {
		t.Errorf("exit %d, stderr %q, output (-want +got):\n%s", code, stderr, diff)
	}
	out, _, code = runBoard(t, "0\n", "judge", "boj15671")
	if want := "......\n......\n..WB..\n..BW..\n......\n......\nDraw\n"; out != want || code != 0 {
		t.Errorf("no moves: exit %d, output %q, want %q", code, out, want)
	}
	// Black f6 captures nothing; White e3 flips d3 and wins 4 to 2.
	out, _, code = runBoard(t, "2\r\n6 6\r\n3 5\r\n", "judge", "boj15671")
	if want := "......\n......\n..WWW.\n..BW..\n......\n.....B\nWhite\n"; out != want || code != 0 {
		t.Errorf("white wins: exit %d, output %q, want %q", code, out, want)
	}
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"", []string{"line 1", "end of input"}},
		{"x\n", []string{"line 1", "not a number"}},
		{"-1\n", []string{"line 1", "N = -1"}},
		{"2\n3 5\n", []string{"line 3", "end of input"}},
		{"1\n3 5\n4 1\n", []string{"line 3", "after the end"}},
		{"1\n3\n", []string{"line 2", "r c"}},
		{"1\n3 a\n", []string{"line 2", "not a number"}},
		{"1\n7 1\n", []string{"line 2", "off the board"}},
		{"1\n0 3\n", []string{"line 2", "off the board"}},
		{"2\n2 4\n3 3\n", []string{"line 3", "occupied"}},
	} {
		othelloCheckError(t, []string{"judge", "boj15671"}, tc.in, tc.want...)
	}
}

// TestJudgeBOJ15671Reference compares the command with the reference on
// random placements into empty squares, legal or not.
func TestJudgeBOJ15671Reference(t *testing.T) {
	rng := rand.New(rand.NewPCG(15671, 1))
	for range 300 {
		g := newOthelloRef(6)
		var in strings.Builder
		n := rng.IntN(33)
		fmt.Fprintf(&in, "%d\n", n)
		c := 1
		for range n {
			var r, col int
			for {
				r, col = rng.IntN(6), rng.IntN(6)
				if g.cell[r][col] == 0 {
					break
				}
			}
			if rng.IntN(4) > 0 { // mostly legal moves, when there are some
				if ms := g.moves(c); len(ms) > 0 {
					mv := ms[rng.IntN(len(ms))]
					r, col = mv[0], mv[1]
				}
			}
			g.place(r, col, c, false)
			fmt.Fprintf(&in, "%d %d\n", r+1, col+1)
			c = 3 - c
		}
		var want strings.Builder
		for _, row := range g.cell {
			for _, v := range row {
				want.WriteByte(".BW"[v])
			}
			want.WriteByte('\n')
		}
		switch b, w := g.count(1), g.count(2); {
		case b > w:
			want.WriteString("Black\n")
		case w > b:
			want.WriteString("White\n")
		default:
			want.WriteString("Draw\n")
		}
		out, stderr, code := runBoard(t, in.String(), "judge", "boj15671")
		if diff := cmp.Diff(want.String(), out); diff != "" || code != 0 {
			t.Fatalf("input %q: exit %d, stderr %q, output (-want +got):\n%s", in.String(), code, stderr, diff)
		}
	}
}

// FuzzJudgeBOJ15671 feeds arbitrary input to judge boj15671: it must exit 0
// with 7 lines, or 2 with one line on standard error.
func FuzzJudgeBOJ15671(f *testing.F) {
	f.Add("5\n3 5\n2 5\n2 4\n2 3\n1 3\n")
	f.Add("1\n7 1\n")
	f.Add("2\n2 4\n3 3\n")
	f.Fuzz(func(t *testing.T, in string) {
		out, stderr, code := runBoard(t, in, "judge", "boj15671")
		switch code {
		case 0:
			if strings.Count(out, "\n") != 7 || stderr != "" {
				t.Fatalf("exit 0 with output %q, stderr %q", out, stderr)
			}
		case 2:
			if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "board judge boj15671: ") {
				t.Fatalf("exit 2 with stderr %q", stderr)
			}
		default:
			t.Fatalf("exit %d, stderr %q", code, stderr)
		}
	})
}
