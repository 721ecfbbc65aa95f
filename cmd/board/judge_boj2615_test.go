package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// boj2615Board returns the input for a 19×19 board with the given stones,
// each "row col colour" 0-based.
func boj2615Board(stones map[[2]int]byte) string {
	var sb strings.Builder
	for r := range 19 {
		for c := range 19 {
			if c > 0 {
				sb.WriteByte(' ')
			}
			v, ok := stones[[2]int{r, c}]
			if !ok {
				v = '0'
			}
			sb.WriteByte(v)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// boj2615Line returns stones for n in a row of colour v from (r,c) in the
// step (dr,dc).
func boj2615Line(m map[[2]int]byte, r, c, dr, dc, n int, v byte) map[[2]int]byte {
	if m == nil {
		m = map[[2]int]byte{}
	}
	for i := range n {
		m[[2]int{r + i*dr, c + i*dc}] = v
	}
	return m
}

func TestBoj2615(t *testing.T) {
	tests := []struct {
		name   string
		stones map[[2]int]byte
		want   string
	}{
		{"empty", nil, "0\n"},
		{"horizontal", boj2615Line(nil, 3, 4, 0, 1, 5, '1'), "1\n4 5\n"},
		{"vertical top-most", boj2615Line(nil, 14, 18, 1, 0, 5, '2'), "2\n15 19\n"},
		{"diagonal", boj2615Line(nil, 0, 0, 1, 1, 5, '1'), "1\n1 1\n"},
		{"anti-diagonal left-most is the bottom end", boj2615Line(nil, 18, 0, -1, 1, 5, '2'), "2\n19 1\n"},
		{"anti-diagonal at the far corner", boj2615Line(nil, 4, 14, -1, 1, 5, '1'), "1\n5 15\n"},
		{"six is no win", boj2615Line(nil, 2, 2, 0, 1, 6, '1'), "0\n"},
		{"seven on the edge is no win", boj2615Line(nil, 0, 12, 0, 1, 7, '2'), "0\n"},
		{"four is no win", boj2615Line(nil, 9, 9, 1, 1, 4, '1'), "0\n"},
		{"five beside a six", boj2615Line(boj2615Line(nil, 0, 0, 0, 1, 6, '1'), 5, 3, 1, 0, 5, '2'), "2\n6 4\n"},
		{"five blocked by the other colour", boj2615Line(boj2615Line(nil, 7, 3, 0, 1, 5, '2'), 7, 8, 0, 1, 1, '1'), "2\n8 4\n"},
		{"a gap makes no five", boj2615Line(boj2615Line(nil, 7, 3, 0, 1, 3, '1'), 7, 7, 0, 1, 3, '1'), "0\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, code := runBoard(t, boj2615Board(tt.stones), "judge", "boj2615")
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			if diff := cmp.Diff(tt.want, out); diff != "" {
				t.Errorf("output (-want +got):\n%s", diff)
			}
		})
	}
}

// TestBoj2615Tolerant feeds the same board with trailing spaces, tabs,
// CRLF line ends, blank lines and no final newline.
func TestBoj2615Tolerant(t *testing.T) {
	in := boj2615Board(boj2615Line(nil, 10, 2, 1, 1, 5, '1'))
	variants := map[string]string{
		"trailing spaces":  strings.ReplaceAll(in, "\n", "  \n"),
		"crlf":             strings.ReplaceAll(in, "\n", "\r\n"),
		"no final newline": strings.TrimSuffix(in, "\n"),
		"tabs":             strings.ReplaceAll(in, " ", "\t"),
		"blank lines":      "\n" + strings.ReplaceAll(in, "\n", "\n\n"),
	}
	for name, v := range variants {
		out, errs, code := runBoard(t, v, "judge", "boj2615")
		if code != 0 || out != "1\n11 3\n" {
			t.Errorf("%s: exit %d, output %q, stderr %q", name, code, out, errs)
		}
	}
}

func TestBoj2615Errors(t *testing.T) {
	good := boj2615Board(nil)
	rows := strings.SplitAfter(good, "\n")
	replace := func(i int, row string) string {
		r := append([]string(nil), rows...)
		r[i] = row
		return strings.Join(r, "")
	}
	tests := []struct{ name, in, want string }{
		{"empty", "", "line 1: unexpected end of input"},
		{"18 rows", strings.Join(rows[:18], ""), "line 19: unexpected end of input: want row 19 of the board"},
		{"18 numbers", replace(4, "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n"), "line 5: want \"row 5 of the board\" (19 numbers), have 18 fields"},
		{"20 numbers", replace(0, "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n"), "line 1: want \"row 1 of the board\" (19 numbers), have 20 fields"},
		{"value 3", replace(7, "0 0 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n"), "line 8: number 3 is 3, want 0, 1 or 2"},
		{"negative", replace(7, "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1\n"), "line 8: number 19 is -1, want 0, 1 or 2"},
		{"not a number", replace(18, "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 x\n"), "line 19: \"x\" is not a number"},
		{"a comma", replace(18, "0,0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n"), "line 19: \"0,0\" is not a number"},
		{"extra data", good + "0\n", "line 20: unexpected input after the end"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, code := runBoard(t, tt.in, "judge", "boj2615")
			if code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
			if !strings.HasPrefix(errs, "board judge boj2615: "+tt.want) || strings.Count(errs, "\n") != 1 {
				t.Errorf("stderr %q, want one line starting %q", errs, "board judge boj2615: "+tt.want)
			}
		})
	}
}

// FuzzBoj2615 feeds arbitrary input: the command exits 0 with "0" or a
// colour and a point, or 2 with one line naming the input line and
// nothing on standard output.
func FuzzBoj2615(f *testing.F) {
	seeds := []string{
		boj2615Board(nil),
		boj2615Board(boj2615Line(nil, 18, 0, -1, 1, 5, '2')),
		boj2615Board(boj2615Line(nil, 0, 0, 0, 1, 6, '1')),
		"0 1 2\n",
		"",
	}
	fuzzJudge(f, "boj2615", seeds, func(out string, code int) bool {
		if code != 0 {
			return out == ""
		}
		return out == "0\n" || strings.HasPrefix(out, "1\n") || strings.HasPrefix(out, "2\n")
	})
}
