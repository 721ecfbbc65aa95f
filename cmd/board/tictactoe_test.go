package main

import (
	"strings"
	"testing"
)

func TestJudgeBOJ7682Sample(t *testing.T) {
	in := readShared(t, "tictactoe", "boj7682-sample.in")
	want := readShared(t, "tictactoe", "boj7682-sample.out")
	out, errOut, code := runBoard(t, in, "judge", "boj7682")
	if code != 0 || out != want || errOut != "" {
		t.Errorf("status %d, stderr %q, stdout:\n%s\nwant:\n%s", code, errOut, out, want)
	}
}

func TestJudgeBOJ7682(t *testing.T) {
	tests := []struct {
		in, out string
	}{
		{"XXXOO.XXX\nXOXOXOXOX\nend\n", "invalid\nvalid\n"},
		{"XOXOXOXOX\r\n", "valid\n"},                     // no "end", CRLF
		{"XOXOXOXOX\nend\nthis is ignored\n", "valid\n"}, // nothing after "end" is read
		{"", ""},
		{"\n\nXOXOXOXOX\n\n", "valid\n"},
	}
	for _, tt := range tests {
		out, errOut, code := runBoard(t, tt.in, "judge", "boj7682")
		if code != 0 || out != tt.out || errOut != "" {
			t.Errorf("input %q: status %d, stdout %q, stderr %q; want %q", tt.in, code, out, errOut, tt.out)
		}
	}
}

func TestJudgeBOJ7682Errors(t *testing.T) {
	tests := []struct {
		in, out   string
		fragments []string
	}{
		{"XXOO\n", "", []string{"line 1", "want 9 characters"}},
		{"XOXOXOXOX\nXXOOABC..\n", "valid\n", []string{"line 2", "character 5"}},
		{"XOXOXOXOX\n\nxoxoxoxox\n", "valid\n", []string{"line 3", "character 1"}},
		{strings.Repeat("X", 2<<20), "", []string{"line 1", "longer than"}},
	}
	for _, tt := range tests {
		out, errOut, code := runBoard(t, tt.in, "judge", "boj7682")
		if out != tt.out {
			t.Errorf("input %.20q: stdout %q, want %q", tt.in, out, tt.out)
		}
		wantError(t, errOut, code, append(tt.fragments, "board judge boj7682: ")...)
	}
	_, errOut, code := runBoard(t, "", "judge", "boj7682", "extra")
	wantError(t, errOut, code, "unexpected argument")
}

func TestTictactoeShow(t *testing.T) {
	out, errOut, code := runBoard(t, "", "tictactoe", "show", "X...O...X")
	want := "X..\n.O.\n..X\nstate: ongoing\nlegal: yes\nfinal: no\nwinner: none\n" +
		"to move: O\nvalue: draw\nbest moves: b1 a2 c2 b3\n"
	if code != 0 || out != want || errOut != "" {
		t.Errorf("status %d, stderr %q, stdout:\n%s\nwant:\n%s", code, errOut, out, want)
	}
	out, _, code = runBoard(t, "", "tictactoe", "show", "XXXOOO...")
	if code != 0 || !strings.Contains(out, "state: illegal\nlegal: no\nfinal: no\nwinner: none\n") || strings.Contains(out, "value") {
		t.Errorf("illegal board: status %d, stdout %q", code, out)
	}
	_, errOut, code = runBoard(t, "", "tictactoe", "show", "XO")
	wantError(t, errOut, code, "want 9 characters")
	_, errOut, code = runBoard(t, "", "tictactoe", "show")
	wantError(t, errOut, code, "want one board")
}

// FuzzJudgeBOJ7682 feeds arbitrary input to the judge: it must answer one
// line per board or fail with status 2 and one line on stderr.
func FuzzJudgeBOJ7682(f *testing.F) {
	f.Add("XXXOO.XXX\nXOXOXOXOX\nend\n")
	f.Add("XXOO\n")
	f.Add("\x00\xff\n\r\nend")
	f.Fuzz(func(t *testing.T, in string) {
		out, errOut, code := runBoard(t, in, "judge", "boj7682")
		switch code {
		case 0:
			if errOut != "" {
				t.Fatalf("status 0 with stderr %q", errOut)
			}
		case 2:
			if strings.Count(errOut, "\n") != 1 {
				t.Fatalf("stderr is not one line: %q", errOut)
			}
		default:
			t.Fatalf("status %d", code)
		}
		for line := range strings.Lines(out) {
			if line != "valid\n" && line != "invalid\n" {
				t.Fatalf("output line %q", line)
			}
		}
	})
}
