package main

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/record"
)

// TestGomokuReplayRandom replays random games written as PSQ and SGF and
// checks the moves and the result that the command prints against the
// game they came from.
func TestGomokuReplayRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 60 {
		size := []int{7, 15, 19}[rng.IntN(3)]
		rules := gomoku.Rules()
		rule := rules[rng.IntN(len(rules))]
		g, err := gomoku.NewGame(size, rule)
		if err != nil {
			t.Fatal(err)
		}
		r := &record.Record{Size: size, Rule: rule}
		var moves []string
		for p := range boardtest.RandomMoves(g, rng, 200) {
			r.Moves = append(r.Moves, record.Move{Point: p})
			moves = append(moves, gomoku.FormatMove(p, size))
		}
		want := rule.String() + ": unfinished"
		if g.Over() {
			want = rule.String() + ": " + g.Result().String()
		}
		for _, f := range []record.Format{record.PSQ, record.SGF} {
			var text strings.Builder
			if err := record.Write(&text, r, f); err != nil {
				t.Fatal(err)
			}
			out, errOut, code := runBoard(t, text.String(), "gomoku", "replay", "-rule", rule.String())
			lines := strings.Split(out, "\n")
			if code != 0 || len(lines) < 3 || lines[0] != strings.Join(moves, " ") || lines[1] != want {
				t.Fatalf("game %d as %v: exit %d, stderr %q, output\n%s\nwant\n%s\n%s", i, f, code, errOut, out, strings.Join(moves, " "), want)
			}
		}
	}
}

// TestGomokuReplayErrors checks that bad input is one stderr line naming
// the line, with exit status 2.
func TestGomokuReplayErrors(t *testing.T) {
	cases := []struct {
		in        string
		args      []string
		fragments []string
	}{
		{"", nil, []string{"line 1:", "neither SGF nor PSQ"}},
		{"h8 h9", nil, []string{"line 1:", "neither SGF nor PSQ"}},
		{"Piskvorky 15x15, 0:0, 0\n8,8,0\n16,1,0\n", nil, []string{"line 3:", "off a 15x15 board"}},
		{"Piskvorky 15x16, 0:0, 0\n", nil, []string{"line 1:", "not supported"}},
		{"(;GM[1]SZ[19];B[dd])", nil, []string{"line 1:", "GM[1] is not gomoku"}},
		{"(;GM[4]\n;B[hh]\n;W[])", nil, []string{"line 3:", "a pass"}},
		{"(;GM[4]\n;B[hh]\n;W[ii]\n;B[ii])", nil, []string{"line 4:", "move 3:", "point occupied"}},
		{"(;GM[4]RU[renju];B[hh];W[aa];B[ih];W[ca];B[jg];W[ea];B[jf];W[ga];B[jh];W[ia])", nil, []string{"line 1:", "move 9:", "double-three"}},
		{"(;GM[4]SZ[5];B[aa];W[ba];B[ab];W[bb];B[ac];W[bc];B[ad];W[bd];B[ae];W[be])", nil, []string{"move 10:", "game over"}},
		{"(;GM[4])", []string{"-rule", "caro"}, []string{"-rule \"caro\""}},
		{"(;GM[4])" + strings.Repeat(" ", maxRecord), nil, []string{"longer than"}},
	}
	for _, c := range cases {
		out, errOut, code := runBoard(t, c.in, append([]string{"gomoku", "replay"}, c.args...)...)
		if out != "" {
			t.Errorf("%.30q: output %q, want none", c.in, out)
		}
		wantError(t, errOut, code, c.fragments...)
	}
}
