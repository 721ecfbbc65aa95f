package main

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestOthelloSolve(t *testing.T) {
	in := strings.Join([]string{
		"% the 4×4 start, a finished game, a pass and FFO #20 as OBF",
		"-----OX--XO----- X",
		"",
		"XXXXXXXXXXXXXXX- O",
		"XXXXXXXXXXXOXXX- O",
		"XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X; H5:+6; G6:-2;",
		"XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX- *",
	}, "\n")
	out, errOut, code := runBoard(t, in, "othello", "solve", "-v")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	want := []string{"-10 b1", "-16 -", "-16 pass", "+6 h5", "+36 -"}
	if len(lines) != len(want) {
		t.Fatalf("output %q: want %d lines", out, len(want))
	}
	for i, l := range lines {
		if !strings.HasPrefix(l, want[i]) || len(strings.Fields(l)) < 4 {
			t.Errorf("line %d: %q, want %q then nodes and seconds", i+1, l, want[i])
		}
	}
	if f := strings.Fields(lines[0]); len(f) != 4+10 || f[4] != "b1" {
		t.Errorf("4×4 start with -v: %q, want a 10-move PV from b1", lines[0])
	}
	out, _, code = runBoard(t, "-----OX--XO----- X\nXXXXXXXXXXXXXXX- O\n", "othello", "solve", "-wld", "-threads", "2")
	if code != 0 || !strings.HasPrefix(out, "loss b1 ") || !strings.Contains(out, "\nloss - ") {
		t.Errorf("-wld: exit %d, %q", code, out)
	}
}

func TestOthelloSolveErrors(t *testing.T) {
	for _, c := range []struct{ in, frag string }{
		{"-----OX--XO----- X\nXO X\n", "line 2"},
		{"-----OX--XO----- Q\n", "line 1"},
		{"% c\n\n-----OX--XO--Z-- X\n", "line 3"},
	} {
		_, errOut, code := runBoard(t, c.in, "othello", "solve")
		wantError(t, errOut, code, c.frag)
	}
	out, _, code := runBoard(t, "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X\n", "othello", "solve", "-time", "1ms")
	if code != 0 || !strings.HasPrefix(out, "unsolved - ") {
		t.Errorf("-time 1ms: exit %d, %q", code, out)
	}
}

// TestOthelloSolveProgress runs a solve with progress lines every
// millisecond: each names the input line and what the search knows.
func TestOthelloSolveProgress(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = time.Millisecond
	in := "% FFO #22\n--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O; G8:+2;\n"
	out, errOut, code := runBoard(t, in, "othello", "solve", "-threads", "2")
	if code != 0 || !strings.HasPrefix(out, "+2 g8 ") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	score := `(0|[+-][1-9]\d?)`
	re := regexp.MustCompile(`^line 2: (score in \[` + score + `, ` + score + `\]|score \+2, proving the line) after \d+ s, [0-9.e+-]+ G nodes \([0-9.]+ M/s\)$`)
	lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
	if errOut == "" {
		t.Fatal("no progress line")
	}
	for _, l := range lines {
		if !re.MatchString(l) {
			t.Errorf("progress line %q", l)
		}
	}
}
