package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board/internal/sharedtest"
)

// gomokuText returns rows as board text, one row per line.
func gomokuText(rows ...string) string {
	return strings.Join(rows, "\n") + "\n"
}

// gomokuEmpty returns the rows of an empty n×n board as byte slices.
func gomokuEmpty(n int) [][]byte {
	rows := make([][]byte, n)
	for i := range rows {
		rows[i] = bytes.Repeat([]byte{'.'}, n)
	}
	return rows
}

func gomokuJoin(rows [][]byte) string {
	var sb strings.Builder
	for _, r := range rows {
		sb.Write(r)
		sb.WriteByte('\n')
	}
	return sb.String()
}

// TestGomokuForbiddenRenjuSuite runs every black check of the shared renju
// suite through "board gomoku forbidden": a point is forbidden exactly
// when the command lists it.
func TestGomokuForbiddenRenjuSuite(t *testing.T) {
	f, err := os.Open(sharedtest.Path(t, "gomoku", "renju-forbidden.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows [][]byte
	listed := map[string]string{} // the command's output for the current position
	stale := true
	checks, sorted := 0, 0
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		switch fields[0] {
		case "==":
			rows, stale = gomokuEmpty(15), true
		case "black", "white":
			glyph := map[string]byte{"black": 'X', "white": 'O'}[fields[0]]
			for _, pair := range fields[1:] {
				x, y, _ := strings.Cut(pair, ",")
				col, _ := strconv.Atoi(x)
				row, _ := strconv.Atoi(y)
				rows[row][col] = glyph
			}
		case "play", "remove", "check":
			mv := fields[1]
			row, err := strconv.Atoi(mv[2:])
			if err != nil {
				t.Fatalf("line %d: bad move %q", n, mv)
			}
			col := int(mv[1] - 'a')
			switch fields[0] {
			case "play":
				rows[row][col], stale = mv[0], true
				continue
			case "remove":
				rows[row][col], stale = '.', true
				continue
			}
			if mv[0] != 'X' {
				continue // the command lists black's points only
			}
			if stale {
				out, errs, code := runBoard(t, gomokuJoin(rows), "gomoku", "forbidden")
				if code != 0 {
					t.Fatalf("line %d: exit %d: %s", n, code, errs)
				}
				clear(listed)
				last := -1
				for l := range strings.SplitSeq(strings.TrimSuffix(out, "\n"), "\n") {
					if p, why, ok := strings.Cut(l, " "); ok {
						listed[p] = why
						// reading order: rows from the top (number 15
						// first), then columns from a
						num, _ := strconv.Atoi(p[1:])
						if at := (15-num)*15 + int(p[0]-'a'); at <= last {
							t.Errorf("line %d: %q out of reading order in %q", n, p, out)
						} else {
							last = at
						}
						sorted++
					}
				}
				stale = false
			}
			name := fmt.Sprintf("%c%d", mv[1], 15-row)
			why, got := listed[name]
			if want := fields[2] == "forbidden"; got != want {
				t.Errorf("line %d: %s listed = %v (%q), want %v", n, name, got, why, want)
			}
			checks++
		}
	}
	if checks != 58 || sorted == 0 {
		t.Errorf("ran %d black checks, want 58, and saw %d forbidden points", checks, sorted)
	}
}

func TestGomokuForbidden(t *testing.T) {
	// doubles makes i8 a double-three (g8 h8 and i7 i6) and e3 a
	// double-four (a3 b3 c3 and g3 h3 i3); the renju case adds an overline
	// at d15 on the top row.
	const doubles = "g8 h8 i7 i6 a3 b3 c3 g3 h3 i3"
	tests := []struct {
		name string
		args []string
		in   string
		want string
	}{
		{"empty board", []string{"forbidden"}, gomokuText(".....", ".....", ".....", ".....", "....."), ""},
		{
			"overline, double-four, double-three in reading order",
			[]string{"forbidden", "-rule", "renju"},
			gomokuStones(15, "a15 b15 c15 e15 f15 "+doubles, ""),
			"d15 overline\ni8 double-three\ne3 double-four\n",
		},
		{
			"omok counts every three, allows double-four",
			[]string{"forbidden", "-rule", "omok"},
			gomokuStones(15, doubles, ""),
			"i8 double-three\n",
		},
		{
			"five takes priority",
			[]string{"forbidden"},
			gomokuText(
				"X......",
				"X......",
				"X......",
				"X......",
				".XXXX..",
				"X......",
				".......",
			),
			"",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, code := runBoard(t, tt.in, append([]string{"gomoku"}, tt.args...)...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			if diff := cmp.Diff(tt.want, out); diff != "" {
				t.Errorf("output (-want +got):\n%s", diff)
			}
		})
	}
}

// gomokuStones returns an n×n board as text with black and white stones
// at the points named in renju notation (letters from a at the left, rows
// from 1 at the bottom), separated by spaces.
func gomokuStones(n int, black, white string) string {
	rows := gomokuEmpty(n)
	for glyph, list := range map[byte]string{'X': black, 'O': white} {
		for name := range strings.FieldsSeq(list) {
			row, _ := strconv.Atoi(name[1:])
			rows[n-row][name[0]-'a'] = glyph
		}
	}
	return gomokuJoin(rows)
}

// TestGomokuForbiddenFiveClause runs the positions of the five clause
// (RIF §3: a three is made a straight four without making a five) through
// the command, each next to the same position with one stone changed.
func TestGomokuForbiddenFiveClause(t *testing.T) {
	tests := []struct {
		name, black, white, want string
	}{
		// Column l (l3 . l5 l6) becomes a straight four only at l4, which
		// also makes the five h4-l4: no three, so l6 makes one three (the
		// diagonal j4-k5-l6) and is legal.
		{"issue example", "h4 i4 j4 k4 k5 l5 l3", "", "j5 double-three\n"},
		// The row h8-j8 becomes a straight four at g8, a five on column g,
		// and not at k8 (l8 is white): no three. Without l8 it is one.
		{"open three, one end a five, the other blocked", "h9 h10 i8 j8 g9 g10 g11 g12", "l8", ""},
		{"open three, one end a five, the other open", "h9 h10 i8 j8 g9 g10 g11 g12", "", "h8 double-three\n"},
		// One level down: h8's column three becomes a straight four only at
		// h11 (h6 is white), and h11 makes the row three h11-j11, whose
		// straight four at g11 is also the five g11-g15 (and k11 is
		// blocked by l11): h11 has one three, is legal, and the column is a
		// three of h8. Without l11, k11 makes h11 a double-three.
		{"depth 2, blocked", "i8 j8 h9 h10 i11 j11 g12 g13 g14 g15 f13", "h6 l11", "h13 double-three\nh12 double-three\nh11 double-three\ni10 double-three\nj10 double-three\nh8 double-three\n"},
		{"depth 2, open", "i8 j8 h9 h10 i11 j11 g12 g13 g14 g15 f13", "h6", "h13 double-three\nh11 double-three\ni10 double-three\nj10 double-three\ni9 double-three\ng8 double-three\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, code := runBoard(t, gomokuStones(15, tt.black, tt.white), "gomoku", "forbidden", "-rule", "renju")
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			if diff := cmp.Diff(tt.want, out); diff != "" {
				t.Errorf("output (-want +got):\n%s", diff)
			}
		})
	}
}

// TestGomokuForbiddenColor checks -color: under omok both colours have
// forbidden points, under renju white has none.
func TestGomokuForbiddenColor(t *testing.T) {
	in := gomokuText(
		".........",
		"...O.....",
		"...O.....",
		".OO......",
		".........",
		"......XX.",
		".....X...",
		".....X...",
		".........",
	)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"forbidden", "-rule", "omok", "-color", "white"}, "d6 double-three\n"},
		{[]string{"forbidden", "-rule", "omok", "-color", "black"}, "f4 double-three\n"},
		{[]string{"forbidden", "-rule", "omok"}, "f4 double-three\n"},
		{[]string{"forbidden", "-color", "black"}, "f4 double-three\n"},
		{[]string{"forbidden", "-color", "white"}, ""},
	}
	for _, tt := range tests {
		out, errs, code := runBoard(t, in, append([]string{"gomoku"}, tt.args...)...)
		if code != 0 || errs != "" {
			t.Fatalf("%q: exit %d, stderr %q", tt.args, code, errs)
		}
		if diff := cmp.Diff(tt.want, out); diff != "" {
			t.Errorf("%q: output (-want +got):\n%s", tt.args, diff)
		}
	}
}

func TestGomokuWinner(t *testing.T) {
	six := gomokuText(
		"XXXXXX.",
		".......",
		".......",
		".......",
		".......",
		".......",
		".......",
	)
	tests := []struct {
		name, rule, in, want string
	}{
		{"none", "", gomokuText(".....", ".....", ".....", ".....", "....."), "none\n"},
		{"horizontal centre", "", gomokuStones(15, "h8 i8 j8 k8 l8", ""), "black h8 horizontal\n"},
		{"vertical", "standard", gomokuText("....O", "....O", "....O", "....O", "....O"), "white e5 vertical\n"},
		{"diagonal", "omok", gomokuText("X....", ".X...", "..X..", "...X.", "....X"), "black a5 diagonal\n"},
		{"anti-diagonal starts bottom-left", "renju", gomokuText("....O", "...O.", "..O..", ".O...", "O...."), "white a1 anti-diagonal\n"},
		{"six freestyle", "freestyle", six, "black a7 horizontal\n"},
		{"six standard", "standard", six, "none\n"},
		{"six renju black", "renju", six, "none\n"},
		{"six renju white", "renju", strings.ReplaceAll(six, "X", "O"), "white a7 horizontal\n"},
		{"six omok", "omok", six, "none\n"},
		// The "/" five's first stone is its bottom end, c3 (row 4 from the
		// top), though its top end is on row 0: a vertical five from row 2
		// comes before it, one from row 4 but a later column after it.
		{"reading order by first stone", "freestyle", gomokuText(
			"......O",
			".....O.",
			"....O.X",
			"...O..X",
			"..O...X",
			"......X",
			"......X",
		), "black g5 vertical\n"},
		{"reading order, anti-diagonal first", "freestyle", gomokuText(
			"......O",
			".....O.",
			"....O..",
			"...O...",
			"..O....",
			"XXXXX..",
			".......",
		), "white c3 anti-diagonal\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := []string{"winner"}
			if tt.rule != "" {
				args = append(args, "-rule", tt.rule)
			}
			out, errs, code := runBoard(t, tt.in, append([]string{"gomoku"}, args...)...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			if diff := cmp.Diff(tt.want, out); diff != "" {
				t.Errorf("output (-want +got):\n%s", diff)
			}
		})
	}
}

func TestGomokuInputErrors(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"empty", "", "line 1: column 1: size out of range: no rows"},
		{"blank only", "\n\n", "line 3: column 1: size out of range: no rows"},
		{"bad rune", gomokuText(".....", "..x..", ".....", ".....", "....."), "line 2: column 3: unknown cell rune 'x': want X, O, . or _"},
		{"inner space", gomokuText(".....", ". ...", ".....", ".....", "....."), "line 2: column 2: unknown cell rune ' '"},
		{"short row", gomokuText(".....", "....", ".....", ".....", "....."), "line 2: column 5: row length differs from the first row: a row of 4 points, want 5"},
		{"long row", gomokuText(".....", "......", ".....", ".....", "....."), "line 2: column 6: row length differs from the first row: more than the 5 points"},
		{"too few rows", gomokuText(".....", ".....", ".....", "....."), "line 5: column 1: size out of range: 4 rows, want 5"},
		{"too many rows", gomokuText(".....", ".....", ".....", ".....", ".....", "....."), "line 6: column 1: size out of range: more rows than the 5"},
		{"too small", gomokuText("....", "....", "....", "...."), "line 1: column 5: size out of range: a row of 4 points, want 5 to 26"},
		{"too big", gomokuText(strings.Repeat(".", 27)), "line 1: column 27: size out of range: more than 26 points"},
		{"too long to read", gomokuText(".....", strings.Repeat(".", 2<<20)), "line 2: column 6: row length differs from the first row: more than the 5 points"},
		{"too much to read", gomokuText(".....", ".....", ".....", ".....", ".....") + strings.Repeat("\n", 2<<20), "input longer than"},
	}
	for _, tt := range tests {
		for _, verb := range []string{"winner", "forbidden"} {
			t.Run(verb+"/"+tt.name, func(t *testing.T) {
				out, errs, code := runBoard(t, tt.in, "gomoku", verb)
				want := "board gomoku " + verb + ": " + tt.want
				if code != 2 || out != "" || !strings.HasPrefix(errs, want) || strings.Count(errs, "\n") != 1 {
					t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and one line starting %q", code, out, errs, want)
				}
			})
		}
	}
	for _, args := range [][]string{{"winner", "-rule", "gomoku"}, {"forbidden", "-rule", "standard"}, {"winner", "extra"},
		{"forbidden", "-color", "red"}, {"forbidden", "-color", "Black"}, {"forbidden", "-color", ""}, {"forbidden", "-rule", "omok", "-color", "empty"}} {
		_, errs, code := runBoard(t, gomokuText(".....", ".....", ".....", ".....", "....."), append([]string{"gomoku"}, args...)...)
		if code != 2 || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want a usage error", args, code, errs)
		}
	}
}

// gomokuFuzz checks the contract of a gomoku command on arbitrary input:
// exit 0 with lines that check holds for, or exit 2 with one line naming
// an input line.
func gomokuFuzz(t *testing.T, in string, args []string, check func(line string) bool) {
	out, errs, code := runBoard(t, in, append([]string{"gomoku"}, args...)...)
	name := "board gomoku " + args[0] + ": "
	switch code {
	case 0:
		if errs != "" {
			t.Fatalf("exit 0 with stderr %q", errs)
		}
		for l := range strings.SplitSeq(strings.TrimSuffix(out, "\n"), "\n") {
			if out != "" && !check(l) {
				t.Fatalf("output line %q in %q", l, out)
			}
		}
	case 2:
		if out != "" || strings.Count(errs, "\n") != 1 || !strings.HasPrefix(errs, name+"line ") || !strings.Contains(errs, "column ") {
			t.Fatalf("exit 2 with stdout %q, stderr %q", out, errs)
		}
	default:
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
}

func gomokuFuzzSeeds(f *testing.F) {
	f.Add(gomokuText(".....", ".....", ".....", ".....", "....."), uint8(0))
	f.Add(gomokuText("XXXXX", "OOOO.", "X.X.X", "_O_O_", "XXXXX"), uint8(1))
	f.Add(gomokuText(
		".......",
		".......",
		"..X....",
		"...X...",
		".......",
		".X.....",
		"X......",
	), uint8(2))
	f.Add("XX\n", uint8(3))
}

func FuzzGomokuWinner(f *testing.F) {
	gomokuFuzzSeeds(f)
	f.Fuzz(func(t *testing.T, in string, rule uint8) {
		r := []string{"freestyle", "standard", "renju", "omok"}[rule%4]
		gomokuFuzz(t, in, []string{"winner", "-rule", r}, func(l string) bool {
			f := strings.Fields(l)
			return l == "none" || len(f) == 3 && (f[0] == "black" || f[0] == "white")
		})
	})
}

func FuzzGomokuForbidden(f *testing.F) {
	gomokuFuzzSeeds(f)
	f.Fuzz(func(t *testing.T, in string, rule uint8) {
		r := []string{"renju", "omok"}[rule%2]
		c := []string{"black", "white"}[rule>>1%2]
		gomokuFuzz(t, in, []string{"forbidden", "-rule", r, "-color", c}, func(l string) bool {
			_, why, ok := strings.Cut(l, " ")
			switch {
			case r == "renju" && c == "white":
				return false // renju forbids nothing to white
			case r == "omok":
				return ok && why == "double-three"
			}
			return ok && (why == "overline" || why == "double-four" || why == "double-three")
		})
	})
}
