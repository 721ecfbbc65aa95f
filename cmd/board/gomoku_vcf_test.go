package main

import (
	"flag"
	"strconv"
	"strings"
	"testing"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/internal/gomokutest"
)

// threatAll runs every shared threat case not tagged heavy through the
// commands, not only the cheap ones.
var threatAll = flag.Bool("gomoku.threats", false, "run every shared threat case not tagged heavy through gomoku vcf and vct with their default flags (two minutes)")

// heavy reports whether the set tags c heavy: minutes of search.
func heavy(c *gomokutest.ThreatCase) bool { return strings.Contains(c.Tags, "heavy") }

// question returns the flags that ask c's question of the command: none
// for a proven case, for which the defaults are enough; the case's limit
// and threat for a disproven one, for which there is a win beyond them.
func question(c *gomokutest.ThreatCase) []string {
	if c.Result == "proven" {
		return nil
	}
	q := []string{"-limit", strconv.Itoa(c.Limit)}
	if c.Mode == "vct" {
		q = append(q, "-threat", strconv.Itoa(c.ThreatLimit))
	}
	return q
}

// boardText returns the board of c as the commands read it.
func boardText(c *gomokutest.ThreatCase) string { return c.Board.Format(gomoku.Stone.Rune) }

// cheapThreatCases are the cases that the default tier runs through the
// commands, a few thousand nodes each with the default flags: each kind
// of case, a VCF and a VCT, proven and disproven, black and white.
var cheapThreatCases = []string{
	"vcf_black", "vcf_black_short", "vcf_counter", "vcf_white", "vcf_white_short",
	"vct_forbidden_breaker", "vct_white_short", "vct_game_black_l05_1", "vct_game_black_l05_1_short",
	"vct_game_black_l07_2", "vct_game_white_l04_2", "vct_game_white_l04_2_short", "vct_game_white_l07_1_short",
}

// TestGomokuThreatShared runs the shared threat cases through "board
// gomoku vcf" and "board gomoku vct", the verb of the case's mode, with
// the default flags and the case's question (see question): a proven
// case must print a winning line, a disproven one "none within N moves".
// The default tier runs cheapThreatCases; -gomoku.threats every case that
// the set does not tag heavy.
func TestGomokuThreatShared(t *testing.T) {
	for _, c := range gomokutest.ThreatCases(t) {
		if heavy(c) || !*threatAll && !strings.Contains(" "+strings.Join(cheapThreatCases, " ")+" ", " "+c.ID+" ") {
			continue
		}
		t.Run(c.ID, func(t *testing.T) {
			args := append([]string{"gomoku", c.Mode, "-v"}, question(c)...)
			stdout, stderr, code := runBoard(t, boardText(c), args...)
			out := strings.TrimSpace(stdout)
			t.Logf("board %s: %s (%s)", strings.Join(args, " "), out, strings.TrimSpace(stderr))
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			if c.Result == "disproven" {
				if want := "none within " + strconv.Itoa(c.Limit) + " moves"; out != want {
					t.Fatalf("printed %q, want %q", out, want)
				}
				return
			}
			moves := strings.Fields(out)
			if len(moves)%2 != 1 {
				t.Fatalf("printed %q, want a winning line", out)
			}
			for _, m := range moves {
				if _, err := gomoku.ParseMove(m, 15); err != nil {
					t.Fatalf("printed %q: %v", out, err)
				}
			}
		})
	}
}

// TestGomokuThreatAnswers holds the commands to each form of the answer
// on vct_black_long (a VCT of at most 14 attacker moves, which -limit 10
// missed): "none within N moves" when the limit cuts lines, "unknown: ..."
// when -time or -nodes runs out; and "none", no win of any length, for
// a side with no threat at all.
func TestGomokuThreatAnswers(t *testing.T) {
	var long *gomokutest.ThreatCase
	for _, c := range gomokutest.ThreatCases(t) {
		if c.ID == "vct_black_long" {
			long = c
		}
	}
	noThreat := ".........\n.........\n.........\n...XX....\n.....X...\n.....X...\n.........\n.........\n.........\n"
	tests := []struct {
		in   string
		args []string
		want string
	}{
		{boardText(long), []string{"vct", "-limit", "4"}, "none within 4 moves"},
		{boardText(long), []string{"vct", "-time", "10ms"}, "unknown: time ran out after 10ms"},
		{boardText(long), []string{"vct", "-nodes", "2000"}, "unknown: node limit 2000 reached"},
		{boardText(long), []string{"vcf"}, "none"},
		{boardText(long), []string{"vcf", "-attacker", "white", "-limit", "1"}, "none within 1 move"},
		{noThreat, []string{"vct", "-rule", "freestyle"}, "none"}, // white, to move
		{noThreat, []string{"vct", "-rule", "freestyle", "-attacker", "black", "-limit", "1"}, "none within 1 move"},
		{noThreat, []string{"vct", "-rule", "freestyle", "-attacker", "black"}, "f6 f7 c6"},
	}
	for _, tt := range tests {
		args := append([]string{"gomoku"}, tt.args...)
		stdout, stderr, code := runBoard(t, tt.in, args...)
		if code != 0 || strings.TrimSpace(stdout) != tt.want || stderr != "" {
			t.Errorf("board %s: exit %d, printed %q, stderr %q; want %q", strings.Join(args, " "), code, stdout, stderr, tt.want)
		}
	}
}

// TestGomokuThreatVerbose checks -v: the node count and the time on
// standard error.
func TestGomokuThreatVerbose(t *testing.T) {
	in := ".......\n.......\n.XXX...\n.......\nOO.O...\n.......\n.......\n"
	for _, verb := range []string{"vcf", "vct"} {
		stdout, stderr, code := runBoard(t, in, "gomoku", verb, "-v")
		if code != 0 || strings.Fields(stdout) == nil || !strings.HasPrefix(stderr, verb+" black: ") || !strings.Contains(stderr, " nodes, ") {
			t.Errorf("%s -v: exit %d, printed %q, stderr %q", verb, code, stdout, stderr)
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
		{board, []string{"gomoku", "vct", "-limit", "226"}, "-limit"},
		{board, []string{"gomoku", "vct", "-threat", "0"}, "-threat"},
		{board, []string{"gomoku", "vct", "-nodes", "-5"}, "-nodes"},
		{board, []string{"gomoku", "vcf", "-time", "-1s"}, "-time"},
		{board, []string{"gomoku", "vcf", "-threat", "2"}, "-threat"},
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
		for _, verb := range []string{"vcf", "vct"} {
			stdout, _, code := runBoard(t, in, "gomoku", verb, "-rule", r.String())
			if out := strings.Fields(stdout); code != 0 || len(out) == 0 || out[0] == "none" || out[0] == "unknown:" {
				t.Errorf("%s under %v: exit %d, printed %q, want a win for black", verb, r, code, stdout)
			}
		}
	}
}

// FuzzGomokuThreat feeds any input to both commands: they exit 0 with a
// line of moves, none, none within the limit or unknown, or 2 with one
// line on stderr.
func FuzzGomokuThreat(f *testing.F) {
	f.Add(".......\n.......\n.XXX...\n.......\nOO.O...\n.......\n.......\n", true)
	f.Add(strings.Repeat(".....\n", 5), false)
	f.Add("XX\n", true)
	f.Fuzz(func(t *testing.T, in string, vct bool) {
		verb := "vcf"
		if vct {
			verb = "vct"
		}
		stdout, stderr, code := runBoard(t, in, "gomoku", verb, "-limit", "3", "-nodes", "100000")
		switch code {
		case 0:
			out := strings.TrimSpace(stdout)
			switch out {
			case "none", "none within 3 moves", "unknown: node limit 100000 reached", "unknown: time ran out after 2m0s":
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
