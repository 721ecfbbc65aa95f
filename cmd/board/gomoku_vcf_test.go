package main

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/seed131617c4/board/gomoku"
)

// threatCaseBoards returns the board text, attacker and limit of the
// shared threat cases with the given ids.
func threatCaseBoards(t *testing.T, ids ...string) map[string][3]string {
	text := readShared(t, "gomoku", "threats", "cases.txt")
	out := map[string][3]string{}
	for block := range strings.SplitSeq(text, "\ncase ") {
		id, rest, _ := strings.Cut(block, "\n")
		for _, want := range ids {
			if id != want {
				continue
			}
			var attacker, limit string
			for line := range strings.SplitSeq(rest, "\n") {
				if v, ok := strings.CutPrefix(line, "attacker: "); ok {
					attacker = v
				}
				if v, ok := strings.CutPrefix(line, "limit: "); ok {
					limit = v
				}
			}
			_, b, _ := strings.Cut(rest, "board:\n")
			b, _, _ = strings.Cut(b, "end")
			out[id] = [3]string{b, attacker, limit}
		}
	}
	return out
}

// TestGomokuThreatCases runs shared cases, by id, through "board gomoku
// vcf" and "board gomoku vct", the verb that starts the id, like
// vcf_black: the printed line or none.
func TestGomokuThreatCases(t *testing.T) {
	wants := map[string]string{
		"vcf_black":            "j12 k13 g9 f8 g6 h7 g8 g7 g12 g11 f12 i12 d12 e12 f10 e11 e10 d10 f11 d9 f14 f13 c11",
		"vcf_black_short":      "none",
		"vcf_white":            "l13 l11 k12 j11 i12 h12 i13 i14 h14",
		"vcf_white_short":      "none",
		"vcf_counter":          "i8 g8 i10 i9 j9",
		"vct_white":            "i10 i8 j11 f7 k12",
		"vct_white_short":      "none",
		"vct_game_white_l03_1": "d2 i13 g12 g11 f11",
	}
	boards := threatCaseBoards(t, slices.Collect(maps.Keys(wants))...)
	for id, want := range wants {
		verb, _, _ := strings.Cut(id, "_")
		c, ok := boards[id]
		if !ok {
			t.Fatalf("case %s not in the shared file", id)
		}
		stdout, stderr, code := runBoard(t, c[0], "gomoku", verb, "-attacker", c[1], "-limit", c[2], "-v")
		if code != 0 || strings.TrimSpace(stdout) != want {
			t.Errorf("%s %s: exit %d, printed %q, want %q (stderr %q)", verb, id, code, stdout, want, stderr)
		}
		if !strings.Contains(stderr, "nodes") {
			t.Errorf("%s %s: -v printed %q, want the node count", verb, id, stderr)
		}
	}
}

// TestGomokuThreatErrors holds the commands to the error contract: one
// line on stderr, exit status 2.
func TestGomokuThreatErrors(t *testing.T) {
	board := strings.Repeat(".....\n", 5)
	tests := []struct {
		in   string
		args []string
		want string
	}{
		{"XX\n", []string{"gomoku", "vcf"}, "line 1"},
		{board, []string{"gomoku", "vcf", "-attacker", "red"}, "-attacker"},
		{board, []string{"gomoku", "vct", "-limit", "-1"}, "-limit"},
		{board, []string{"gomoku", "vct", "-threat", "0"}, "-threat"},
		{board, []string{"gomoku", "vcf", "-rule", "chess"}, "-rule"},
		{".....\n.....\n..Z..\n", []string{"gomoku", "vct"}, "line 3"},
	}
	for _, tt := range tests {
		_, stderr, code := runBoard(t, tt.in, tt.args...)
		wantError(t, stderr, code, tt.want)
	}
}

// TestGomokuThreatRules runs the solver under every rule set on a small
// board where the side to move has an open four to make.
func TestGomokuThreatRules(t *testing.T) {
	in := ".......\n.......\n.XXX...\n.......\nOO.O...\n.......\n.......\n"
	for _, r := range gomoku.Rules() {
		stdout, _, code := runBoard(t, in, "gomoku", "vcf", "-rule", r.String())
		if code != 0 || stdout == "none\n" {
			t.Errorf("%v: exit %d, printed %q, want a win for black", r, code, stdout)
		}
	}
}

// FuzzGomokuThreat feeds any input to both commands: they exit 0 with a
// line of moves, none or unknown, or 2 with one line on stderr.
func FuzzGomokuThreat(f *testing.F) {
	f.Add(".......\n.......\n.XXX...\n.......\nOO.O...\n.......\n.......\n", true)
	f.Add(strings.Repeat(".....\n", 5), false)
	f.Add("XX\n", true)
	f.Fuzz(func(t *testing.T, in string, vct bool) {
		verb := "vcf"
		if vct {
			verb = "vct"
		}
		stdout, stderr, code := runBoard(t, in, "gomoku", verb, "-limit", "3")
		switch code {
		case 0:
			out := strings.TrimSpace(stdout)
			if out == "none" || out == "unknown" {
				return
			}
			moves := strings.Fields(out)
			if len(moves)%2 != 1 {
				t.Fatalf("a line of %d moves: %q", len(moves), out)
			}
			for _, m := range moves {
				if _, err := gomoku.ParseMove(m, 26); err != nil {
					t.Fatalf("move %q: %v", m, err)
				}
			}
		case 2:
			if strings.Count(stderr, "\n") != 1 {
				t.Fatalf("stderr not one line: %q", stderr)
			}
		default:
			t.Fatalf("exit %d", code)
		}
	})
}
