package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOthelloAnalyze reviews a short game (the lines of ExampleReview),
// writes its graph, and refuses bad games and flags.
func TestOthelloAnalyze(t *testing.T) {
	dir := t.TempDir()
	svg, png := filepath.Join(dir, "g.svg"), filepath.Join(dir, "g.png")
	out, errOut, code := runBoard(t, "f5d6c3d3c4f4c5b3c2e6c6b4\n", "othello", "analyze", "-level", "2", "-nobook", "-svg", svg, "-png", png, "-px", "300")
	if code != 0 || errOut != "" {
		t.Fatalf("status %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := map[int]string{
		0:  "1 black f5 +1.12",
		9:  "10 white e6 -0.53  best b4 +0.73, loses 1.26",
		11: "12 white b4 -0.46",
		12: "lost: black 0.00, white 1.26",
	}
	if len(lines) != 13 {
		t.Fatalf("%d lines, want 13:\n%s", len(lines), out)
	}
	for i, w := range want {
		if lines[i] != w {
			t.Errorf("line %d: %q, want %q", i+1, lines[i], w)
		}
	}
	b, err := os.ReadFile(svg)
	if err != nil || !strings.HasPrefix(string(b), "<svg") || !strings.Contains(string(b), `width="300"`) {
		t.Errorf("the SVG: %.80q, %v", b, err)
	}
	if b, err := os.ReadFile(png); err != nil || !strings.HasPrefix(string(b), "\x89PNG") {
		t.Errorf("the PNG: %.8q, %v", b, err)
	}
	// The opening book scores the moves of its lines.
	out, _, _ = runBoard(t, "f5d6c3\n", "othello", "analyze")
	if !strings.HasPrefix(out, "1 black f5 +1.10 book\n2 white d6 -1.10 book\n") {
		t.Errorf("with the book: %q", out)
	}
	// A GGF game is read from its own start.
	out, _, code = runBoard(t, "(;GM[Othello]PC[x]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[f5]W[d6];)\n", "othello", "analyze", "-level", "1")
	if code != 0 || !strings.HasPrefix(out, "1 black f5 ") || !strings.Contains(out, "2 white d6 ") {
		t.Errorf("GGF: status %d, %q", code, out)
	}

	for _, c := range []struct {
		in        string
		args      []string
		fragments []string
	}{
		{"f5d6z9\n", nil, []string{"line 1", `move 3 "z9"`}},
		{"", nil, []string{"no moves to review", "transcript"}},
		{othello14 + "\n", nil, []string{"no moves to review", "position line and the moves from it"}},
		{"(;GM[Othello]BO[8 x]B[f5];)\n", nil, []string{"line 1", "GGF"}},
		{"f5\n", []string{"-px", "5000"}, []string{"-px"}},
		{"f5\n", []string{"-size", "7"}, []string{"-size"}},
	} {
		_, errOut, code := runBoard(t, c.in, append([]string{"othello", "analyze"}, c.args...)...)
		wantError(t, errOut, code, c.fragments...)
	}
	_, errOut, code = runBoard(t, "f5\n", "othello", "analyze", "-svg", filepath.Join(dir, "no", "such", "dir.svg"))
	if code != 1 || !strings.Contains(errOut, "dir.svg") {
		t.Errorf("an SVG it cannot write: status %d, %q", code, errOut)
	}
}
