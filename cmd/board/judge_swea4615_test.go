package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestJudgeSWEA4615(t *testing.T) {
	// Case 1: black at x 2, y 1 flips the white disc at x 2, y 2.
	// Case 2: two discs that capture nothing, then white at x 4, y 2 flips
	// the black disc below it.
	// Case 3: no discs.
	in := "3\n4 1\n2 1 1\n6 3\n1 1 1\n6 6 2\n4 2 2\n8 0\n"
	want := "#1 4 1\n#2 2 5\n#3 2 2\n"
	out, stderr, code := runBoard(t, in, "judge", "swea4615")
	if diff := cmp.Diff(want, out); diff != "" || code != 0 {
		t.Errorf("exit %d, stderr %q, output (-want +got):\n%s", code, stderr, diff)
	}
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"", []string{"line 1", "end of input"}},
		{"1\n5 1\n1 1 1\n", []string{"line 2", "N = 5"}},
		{"1\n10 0\n", []string{"line 2", "N = 10"}},
		{"1\n4 -1\n", []string{"line 2", "M = -1"}},
		{"1\n4 2\n2 1 1\n", []string{"line 4", "end of input"}},
		{"1\n4 1\n2 1 1\n1 1 1\n", []string{"line 4", "after the end"}},
		{"2\n4 1\n2 1 1\n", []string{"line 4", "end of input"}},
		{"1\n4 1\n2 1 3\n", []string{"line 3", "colour 3"}},
		{"1\n4 1\n2 1\n", []string{"line 3", "x y colour"}},
		{"1\n4 1\n2 b 1\n", []string{"line 3", "not a number"}},
		{"1\n4 1\n5 1 1\n", []string{"line 3", "off the board"}},
		{"1\n4 1\n2 2 1\n", []string{"line 3", "occupied"}},
		{"1\n6 2\n1 1 1\n1 1 2\n", []string{"line 4", "occupied"}},
	} {
		othelloCheckError(t, []string{"judge", "swea4615"}, tc.in, tc.want...)
	}
}

// TestJudgeSWEA4615Reference compares the command with the reference on
// random cases of every allowed size, with random colours in random empty
// squares.
func TestJudgeSWEA4615Reference(t *testing.T) {
	rng := rand.New(rand.NewPCG(4615, 1))
	var in, want strings.Builder
	const cases = 200
	fmt.Fprintf(&in, "%d\n", cases)
	for k := 1; k <= cases; k++ {
		n := []int{4, 6, 8}[rng.IntN(3)]
		g := newOthelloRef(n)
		m := rng.IntN(n*n - 3)
		fmt.Fprintf(&in, "%d %d\n", n, m)
		for range m {
			c := 1 + rng.IntN(2)
			var x, y int
			if ms := g.moves(c); len(ms) > 0 && rng.IntN(4) > 0 {
				mv := ms[rng.IntN(len(ms))]
				y, x = mv[0], mv[1]
			} else {
				for {
					y, x = rng.IntN(n), rng.IntN(n)
					if g.cell[y][x] == 0 {
						break
					}
				}
			}
			g.place(y, x, c, false)
			fmt.Fprintf(&in, "%d %d %d\n", x+1, y+1, c)
		}
		fmt.Fprintf(&want, "#%d %d %d\n", k, g.count(1), g.count(2))
	}
	out, stderr, code := runBoard(t, in.String(), "judge", "swea4615")
	if diff := cmp.Diff(want.String(), out); diff != "" || code != 0 {
		t.Fatalf("exit %d, stderr %q, output (-want +got):\n%s", code, stderr, diff)
	}
}

// FuzzJudgeSWEA4615 feeds arbitrary input to judge swea4615: it must exit
// 0 with one line per case, or 2 with one line on standard error.
func FuzzJudgeSWEA4615(f *testing.F) {
	f.Add("3\n4 1\n2 1 1\n6 3\n1 1 1\n6 6 2\n4 2 2\n8 0\n")
	f.Add("1\n4 1\n2 1 3\n")
	f.Add("1\n6 2\n1 1 1\n1 1 2\n")
	f.Fuzz(func(t *testing.T, in string) {
		out, stderr, code := runBoard(t, in, "judge", "swea4615")
		switch code {
		case 0:
			if stderr != "" || (out != "" && !strings.HasPrefix(out, "#1 ")) {
				t.Fatalf("exit 0 with output %q, stderr %q", out, stderr)
			}
		case 2:
			if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "board judge swea4615: ") {
				t.Fatalf("exit 2 with stderr %q", stderr)
			}
		default:
			t.Fatalf("exit %d, stderr %q", code, stderr)
		}
	})
}
