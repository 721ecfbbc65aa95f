package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/flip"
)

// perftColumns checks the output of othello perft: one line per depth
// from 1, four columns, the seconds and the rate positive numbers; it
// returns the leaves of each depth.
func perftColumns(t *testing.T, out string) []uint64 {
	t.Helper()
	var leaves []uint64
	for i, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		f := strings.Split(line, " ")
		if len(f) != 4 || f[0] != strconv.Itoa(i+1) {
			t.Fatalf("line %d: %q: want \"depth leaves seconds leaves-per-second\"", i+1, line)
		}
		n, err := strconv.ParseUint(f[1], 10, 64)
		if err != nil {
			t.Fatalf("line %d: %q: %v", i+1, line, err)
		}
		for _, x := range f[2:] {
			if v, err := strconv.ParseFloat(x, 64); err != nil || v <= 0 {
				t.Fatalf("line %d: %q: %q is not a positive number", i+1, line, x)
			}
		}
		leaves = append(leaves, n)
	}
	return leaves
}

func TestOthelloPerft(t *testing.T) {
	start8, _ := bitboard.Start(8)
	var want8 []uint64
	for d := 1; d <= 7; d++ {
		want8 = append(want8, bitboard.Perft(start8, d))
	}
	p6, _ := othello.NewPosition(6)
	var want6 []uint64
	for d := 1; d <= 6; d++ {
		want6 = append(want6, othello.Perft(p6, d))
	}
	p10, _ := othello.NewPosition(10)
	var want10 []uint64
	for d := 1; d <= 4; d++ {
		want10 = append(want10, othello.Perft(p10, d))
	}
	cases := []struct {
		args []string
		want []uint64
	}{
		{[]string{"-depth", "7"}, want8},
		{[]string{"-depth", "7", "-parallel"}, want8},
		{[]string{"-depth", "7", "-hash"}, want8},
		{[]string{"-depth", "7", "-hash", "-parallel", "-hash-size", "1"}, want8},
		{[]string{"-depth", "6", "-size", "6", "-hash"}, want6},
		{[]string{"-depth", "6", "-size", "6"}, want6},
		{[]string{"-depth", "4", "-size", "10"}, want10},
	}
	for _, a := range flip.All() {
		cases = append(cases,
			struct {
				args []string
				want []uint64
			}{[]string{"-depth", "7", "-flip", a.Name}, want8},
			struct {
				args []string
				want []uint64
			}{[]string{"-depth", "6", "-size", "6", "-flip", a.Name, "-parallel"}, want6})
	}
	for _, c := range cases {
		out, stderr, code := runBoard(t, "", append([]string{"othello", "perft"}, c.args...)...)
		if code != 0 || stderr != "" {
			t.Errorf("%v: exit %d, stderr %q", c.args, code, stderr)
			continue
		}
		if diff := cmp.Diff(c.want, perftColumns(t, out)); diff != "" {
			t.Errorf("%v: leaves by depth (-want +got):\n%s", c.args, diff)
		}
	}
	// The default is depth 9 on 8×8.
	if out, _, code := runBoard(t, "", "othello", "perft"); code != 0 || len(perftColumns(t, out)) != 9 {
		t.Errorf("othello perft: exit %d, output %q", code, out)
	}
}

func TestOthelloPerftErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-depth", "0"}, `invalid value "0" for flag -depth: want 1 to 20`},
		{[]string{"-depth", "-3"}, `"-3" for flag -depth`},
		{[]string{"-depth", "21"}, `"21" for flag -depth`},
		{[]string{"-depth", "x"}, "invalid value"},
		{[]string{"-size", "5"}, `"5" for flag -size: want an even number from 4 to 26`},
		{[]string{"-size", "2"}, `"2" for flag -size`},
		{[]string{"-size", "28"}, `"28" for flag -size`},
		{[]string{"-size", "26", "-depth", "20"}, "-depth 20: on 26x26 that perft would take about"},
		{[]string{"-depth", "20"}, "(more than a day); want at most 1"},
		{[]string{"-flip", "nosuch"}, `"nosuch"`},
		{[]string{"-flip", "Carry"}, `"Carry"`},
		{[]string{"-size", "10", "-flip", "carry"}, "-flip"},
		{[]string{"-size", "12", "-parallel"}, "-parallel"},
		{[]string{"extra"}, "extra"},
		{[]string{"-hash", "-hash-size", "0"}, `"0" for flag -hash-size: want 1 to 65536`},
		{[]string{"-hash", "-hash-size", "65537"}, `"65537" for flag -hash-size`},
		{[]string{"-hash-size", "8"}, "-hash-size works with -hash"},
		{[]string{"-hash", "-flip", "carry"}, "-hash counts with the fastest flip"},
		{[]string{"-size", "10", "-hash"}, "-hash work on the bitboard sizes"},
	} {
		out, stderr, code := runBoard(t, "", append([]string{"othello", "perft"}, c.args...)...)
		if code != 2 || out != "" || strings.Count(stderr, "\n") != 1 ||
			!strings.HasPrefix(stderr, "board othello perft: ") || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line naming %q", c.args, code, out, stderr, c.want)
		}
	}
}
