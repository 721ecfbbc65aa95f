package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestJudgeSamples runs the judges on the samples of their problems, kept
// with the shared test data of their games.
func TestJudgeSamples(t *testing.T) {
	for _, tc := range []struct{ verb, game string }{
		{"boj2615", "gomoku"},
		{"boj7682", "tictactoe"},
	} {
		in := readShared(t, tc.game, tc.verb+"-sample.in")
		want := readShared(t, tc.game, tc.verb+"-sample.out")
		out, stderr, code := runBoard(t, in, "judge", tc.verb)
		if diff := cmp.Diff(want, out); diff != "" || code != 0 || stderr != "" {
			t.Errorf("judge %s on its sample: exit %d, stderr %q, output (-want +got):\n%s", tc.verb, code, stderr, diff)
		}
	}
}

// TestJudges runs the judges on inputs worked by hand: each must exit 0
// with nothing on standard error and exactly the output given.
func TestJudges(t *testing.T) {
	tests := []struct{ verb, in, want string }{
		// Black e3 and White e2 capture nothing but are placed; White c2
		// flips d2; Black c1 flips c2 and c3 down the column and d2 on the
		// diagonal.
		{"boj15671", "5\n3 5\n2 5\n2 4\n2 3\n1 3\n", "..B...\n..BBW.\n..BBB.\n..BW..\n......\n......\nBlack\n"},
		{"boj15671", "0\n", "......\n......\n..WB..\n..BW..\n......\n......\nDraw\n"},
		// Black f6 captures nothing; White e3 flips d3 and wins 4 to 2.
		{"boj15671", "2\r\n6 6\r\n3 5\r\n", "......\n......\n..WWW.\n..BW..\n......\n.....B\nWhite\n"},
		// Case 1: black at x 2, y 1 flips the white disc at x 2, y 2.
		// Case 2: two discs that capture nothing, then white at x 4, y 2
		// flips the black disc below it.
		// Case 3: no discs.
		{"swea4615", "3\n4 1\n2 1 1\n6 3\n1 1 1\n6 6 2\n4 2 2\n8 0\n", "#1 4 1\n#2 2 5\n#3 2 2\n"},
		{"boj7682", "XXXOO.XXX\nXOXOXOXOX\nend\n", "invalid\nvalid\n"},
		{"boj7682", "XOXOXOXOX\r\n", "valid\n"},                     // no "end", CRLF
		{"boj7682", "XOXOXOXOX\nend\nthis is ignored\n", "valid\n"}, // nothing after "end" is read
		{"boj7682", "", ""},
		{"boj7682", "\n\nXOXOXOXOX\n\n", "valid\n"},
	}
	for _, tt := range tests {
		out, stderr, code := runBoard(t, tt.in, "judge", tt.verb)
		if diff := cmp.Diff(tt.want, out); diff != "" || code != 0 || stderr != "" {
			t.Errorf("judge %s on %q: exit %d, stderr %q, output (-want +got):\n%s", tt.verb, tt.in, code, stderr, diff)
		}
	}
}

// TestJudgeErrors runs the judges on bad input: each must write out, the
// answers before the mistake, and exit 2 with one line on standard error
// that starts with the command and holds each of want. Arguments are a
// usage error of every judge.
func TestJudgeErrors(t *testing.T) {
	tests := []struct {
		verb, in, out string
		want          []string
	}{
		{"boj15671", "", "", []string{"line 1", "end of input"}},
		{"boj15671", "x\n", "", []string{"line 1", "not a number"}},
		{"boj15671", "-1\n", "", []string{"line 1", "N = -1"}},
		{"boj15671", "2\n3 5\n", "", []string{"line 3", "end of input"}},
		{"boj15671", "1\n3 5\n4 1\n", "", []string{"line 3", "after the end"}},
		{"boj15671", "1\n3\n", "", []string{"line 2", "r c"}},
		{"boj15671", "1\n3 a\n", "", []string{"line 2", "not a number"}},
		{"boj15671", "1\n7 1\n", "", []string{"line 2", "off the board"}},
		{"boj15671", "1\n0 3\n", "", []string{"line 2", "off the board"}},
		{"boj15671", "2\n2 4\n3 3\n", "", []string{"line 3", "occupied"}},
		{"swea4615", "", "", []string{"line 1", "end of input"}},
		{"swea4615", "1\n5 1\n1 1 1\n", "", []string{"line 2", "N = 5"}},
		{"swea4615", "1\n10 0\n", "", []string{"line 2", "N = 10"}},
		{"swea4615", "1\n4 -1\n", "", []string{"line 2", "M = -1"}},
		{"swea4615", "1\n4 2\n2 1 1\n", "", []string{"line 4", "end of input"}},
		{"swea4615", "1\n4 1\n2 1 1\n1 1 1\n", "#1 4 1\n", []string{"line 4", "after the end"}},
		{"swea4615", "2\n4 1\n2 1 1\n", "#1 4 1\n", []string{"line 4", "end of input"}},
		{"swea4615", "1\n4 1\n2 1 3\n", "", []string{"line 3", "colour 3"}},
		{"swea4615", "1\n4 1\n2 1\n", "", []string{"line 3", "x y colour"}},
		{"swea4615", "1\n4 1\n2 b 1\n", "", []string{"line 3", "not a number"}},
		{"swea4615", "1\n4 1\n5 1 1\n", "", []string{"line 3", "off the board"}},
		{"swea4615", "1\n4 1\n2 2 1\n", "", []string{"line 3", "occupied"}},
		{"swea4615", "1\n6 2\n1 1 1\n1 1 2\n", "", []string{"line 4", "occupied"}},
		{"boj7682", "XXOO\n", "", []string{"line 1", "want 9 characters"}},
		{"boj7682", "XOXOXOXOX\nXXOOABC..\n", "valid\n", []string{"line 2", "character 5"}},
		{"boj7682", "XOXOXOXOX\n\nxoxoxoxox\n", "valid\n", []string{"line 3", "character 1"}},
		{"boj7682", strings.Repeat("X", 2<<20), "", []string{"line 1", "longer than"}},
	}
	for i, tt := range tests {
		t.Run(fmt.Sprintf("%s/%d", tt.verb, i), func(t *testing.T) {
			out, stderr, code := runBoard(t, tt.in, "judge", tt.verb)
			if out != tt.out {
				t.Errorf("input %.20q: stdout %q, want %q", tt.in, out, tt.out)
			}
			wantError(t, stderr, code, tt.want...)
			if !strings.HasPrefix(stderr, "board judge "+tt.verb+": ") {
				t.Errorf("input %.20q: stderr %q does not start with the command", tt.in, stderr)
			}
		})
	}
	// Arguments are the input, one a line.
	if out, stderr, code := runBoard(t, "", "judge", "boj7682", "XOXOXOXOX", "XXXOO.XXX", "end", "OOO......"); code != 0 || out != "valid\ninvalid\n" {
		t.Errorf("boj7682 with arguments: exit %d, stdout %q, stderr %q", code, out, stderr)
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
		switch b, w := g.counts(); {
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
		black, white := g.counts()
		fmt.Fprintf(&want, "#%d %d %d\n", k, black, white)
	}
	out, stderr, code := runBoard(t, in.String(), "judge", "swea4615")
	if diff := cmp.Diff(want.String(), out); diff != "" || code != 0 {
		t.Fatalf("exit %d, stderr %q, output (-want +got):\n%s", code, stderr, diff)
	}
}

// fuzzJudge fuzzes "board judge <verb>" from the seeds. On any input the
// judge must exit 0 with nothing on standard error, or 2 with one line on
// standard error that names the command and then the input line; and
// output must accept what it wrote on standard output, given the exit
// status.
func fuzzJudge(f *testing.F, verb string, seeds []string, output func(out string, code int) bool) {
	for _, in := range seeds {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out, stderr, code := runBoard(t, in, "judge", verb)
		switch code {
		case 0:
			if stderr != "" {
				t.Fatalf("exit 0 with stderr %q", stderr)
			}
		case 2:
			if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "board judge "+verb+": line ") {
				t.Fatalf("exit 2 with stderr %q", stderr)
			}
		default:
			t.Fatalf("exit %d, stderr %q", code, stderr)
		}
		if !output(out, code) {
			t.Fatalf("exit %d with output %q", code, out)
		}
	})
}

// FuzzJudgeBOJ15671 feeds arbitrary input to judge boj15671: it must exit 0
// with 7 lines, or 2 with one line on standard error and no output.
func FuzzJudgeBOJ15671(f *testing.F) {
	seeds := []string{"5\n3 5\n2 5\n2 4\n2 3\n1 3\n", "1\n7 1\n", "2\n2 4\n3 3\n"}
	fuzzJudge(f, "boj15671", seeds, func(out string, code int) bool {
		if code != 0 {
			return out == ""
		}
		return strings.Count(out, "\n") == 7
	})
}

// FuzzJudgeBOJ7682 feeds arbitrary input to the judge: it must answer one
// line per board or fail with status 2 and one line on stderr.
func FuzzJudgeBOJ7682(f *testing.F) {
	seeds := []string{"XXXOO.XXX\nXOXOXOXOX\nend\n", "XXOO\n", "\x00\xff\n\r\nend"}
	fuzzJudge(f, "boj7682", seeds, func(out string, _ int) bool {
		for line := range strings.Lines(out) {
			if line != "valid\n" && line != "invalid\n" {
				return false
			}
		}
		return true
	})
}

// FuzzJudgeSWEA4615 feeds arbitrary input to judge swea4615: it must exit
// 0 with one line per case, or 2 with one line on standard error; either
// way what it wrote starts with case #1.
func FuzzJudgeSWEA4615(f *testing.F) {
	seeds := []string{"3\n4 1\n2 1 1\n6 3\n1 1 1\n6 6 2\n4 2 2\n8 0\n", "1\n4 1\n2 1 3\n", "1\n6 2\n1 1 1\n1 1 2\n"}
	fuzzJudge(f, "swea4615", seeds, func(out string, _ int) bool {
		return out == "" || strings.HasPrefix(out, "#1 ")
	})
}

// TestJudgeBOJ15671Help checks that the -h of judge boj15671 says what
// the judge does with a disc that brackets nothing, as the seed's judge
// did and TestJudges checks: it is placed, not refused.
func TestJudgeBOJ15671Help(t *testing.T) {
	out, _, code := runBoard(t, "", "judge", "boj15671", "-h")
	if code != 0 || !strings.Contains(oneLine(out), "is placed whether or not it brackets any") || strings.Contains(out, "must flip") {
		t.Errorf("judge boj15671 -h: exit %d, %q does not say that a disc that flips nothing is placed", code, out)
	}
	out, _, code = runBoard(t, "1\n1 1\n", "judge", "boj15671")
	if code != 0 || !strings.HasPrefix(out, "B.....\n") {
		t.Errorf("judge boj15671 of a1, which flips nothing: exit %d, output %q", code, out)
	}
}
