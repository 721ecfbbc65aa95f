package main

import (
	"strings"
	"testing"

	"github.com/seed131617c4/board/othello"
)

// othello14OBF is othello14 as an OBF line: '*' for black, the scores of
// two moves, edax's end entry and a comment.
const othello14OBF = "-OOOOO----OOOO-O--OOOOOO--OOXOOOXXOOOOOOXXXOOOOOXXOXOO-OXXXXX--- *; B4:+40; G2:+28; --:-127; % WTHOR 2000"

// TestOthelloPositionForms runs every Othello command that reads a
// position, or a game that may start from one, on the same position in
// its one-line form and as an OBF line, given as an argument (no "--",
// though it begins with "-") and on standard input, and wants the same
// output from each.
func TestOthelloPositionForms(t *testing.T) {
	for _, args := range [][]string{
		{"othello", "move", "-level", "1"},
		{"othello", "hint", "-level", "1", "-n", "2"},
		{"othello", "solve", "-threads", "1"},
		{"othello", "show"},
		{"othello", "svg"},
		{"othello", "png", "-format", "position", "-px", "40"},
	} {
		want, errOut, code := runBoard(t, othello14+"\n", args...)
		if code != 0 || errOut != "" || want == "" {
			t.Fatalf("%v < the position: exit %d, stderr %q, stdout %.80q", args, code, errOut, want)
		}
		want = timings.ReplaceAllString(want, "#")
		for _, in := range []struct{ stdin, arg string }{{othello14OBF + "\n", ""}, {"", othello14OBF}} {
			cmd := args
			if in.arg != "" {
				cmd = append(append([]string(nil), args...), in.arg)
			}
			out, errOut, code := runBoard(t, in.stdin, cmd...)
			if code != 0 || errOut != "" || timings.ReplaceAllString(out, "#") != want {
				t.Errorf("%v < %q: exit %d, stderr %q, stdout %.200q; want %.200q", cmd, in.stdin, code, errOut, out, want)
			}
		}
	}
	// analyze reviews the moves that follow a position.
	out, errOut, code := runBoard(t, othello14OBF+"\nb4 b3\n", "othello", "analyze", "-level", "1")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "1 black b4 ") || !strings.Contains(out, "\n2 white b3 ") {
		t.Errorf("analyze of an OBF line and two moves: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
	out, errOut, code = runBoard(t, "", "othello", "analyze", "-level", "1", othello14OBF, "b4 b3")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "1 black b4 ") {
		t.Errorf("analyze of an OBF line and two moves as arguments: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
}

// TestOthelloSharedOBF runs the position commands on the first line of
// the FFO file that "othello solve" reads, if the shared test data is
// here.
func TestOthelloSharedOBF(t *testing.T) {
	line, _, _ := strings.Cut(strings.SplitN(readShared(t, "othello", "fforum-40-59.obf"), "\n", 3)[1], "\n")
	for _, args := range [][]string{
		{"othello", "move", "-level", "1"},
		{"othello", "hint", "-level", "1", "-n", "1"},
		{"othello", "show"},
		{"othello", "svg"},
	} {
		out, errOut, code := runBoard(t, "", append(args, line)...)
		if code != 0 || errOut != "" || out == "" {
			t.Errorf("%v FFO #40: exit %d, stderr %q, stdout %.80q", args, code, errOut, out)
		}
	}
}

// TestOthelloGameInput checks the errors of the game reader: a bad
// position names its line and character, a bad move after a position the
// line of the move.
func TestOthelloGameInput(t *testing.T) {
	for _, c := range []struct {
		in        string
		fragments []string
	}{
		{"\n-----OX--XO----- Q\n", []string{"line 2", "position", "character 18"}},
		{"-----OX--XO----- X\n\nb1 b1\n", []string{"line 3", "transcript", "move 2", "occupied"}},
	} {
		_, errOut, code := runBoard(t, c.in, "othello", "show")
		wantError(t, errOut, code, c.fragments...)
	}
	// The 4×4 position gives its size, whatever -size says.
	out, errOut, code := runBoard(t, "", "othello", "show", "-size", "8", "-----OX--XO----- X")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "  a b c d\n") {
		t.Errorf("show of a 4×4 position: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
}

// FuzzOthelloShow feeds arbitrary games to "othello show", which reads
// them with readOthelloGame: it must exit 0 with the board and a last line
// of legal moves, or 2 with one line on standard error; a position line
// alone shows that position.
func FuzzOthelloShow(f *testing.F) {
	f.Add("f5d6c3", uint8(2))
	f.Add(othello14OBF+"\nb4 b3\n", uint8(2))
	f.Add("-----OX--XO----- X\n\nb1\n", uint8(0))
	f.Add("(;GM[Othello]PC[x]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[f5]W[d6];)\n", uint8(2))
	f.Add("XXXX Q", uint8(0))
	f.Fuzz(func(t *testing.T, in string, k uint8) {
		out, stderr, code := runOthelloSized(t, in, k, "show")
		if code == 2 {
			if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "board othello show: ") {
				t.Fatalf("%q: exit 2 with stderr %q", in, stderr)
			}
			return
		}
		if code != 0 {
			t.Fatalf("%q: exit %d, stderr %q", in, code, stderr)
		}
		if !strings.Contains(out, "\nlegal moves: ") || !strings.HasSuffix(out, "\n") || stderr != "" {
			t.Fatalf("%q: exit 0 with output %q, stderr %q", in, out, stderr)
		}
		if p, err := parseOthelloPosition(in); err == nil && !strings.Contains(in, "\n") {
			if g, err := othello.NewGameFrom(p); err == nil && !strings.HasPrefix(out, g.String()) {
				t.Fatalf("%q: shows %q, want the position %q", in, out, g.String())
			}
		}
	})
}
