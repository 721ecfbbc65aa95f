package obf_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/othello/obf"
)

func TestParseErrors(t *testing.T) {
	tests := []struct {
		s   string
		col int
	}{
		{"", 1},
		{"XO", 3},
		{"-----OX--XO-----", 17},
		{"-----OX--XO----- Z", 18},
		{"-----OX--XO----- X junk", 20},
		{"-----OX--XO-----?X", 17},
		{"-----OX--XO--?-- X", 14},
		{"-----OX--XO----- X; z9:+2;", 21},
		{"-----OX--XO----- X; b1:+99;", 21},
		{"-----OX--XO----- X; b1", 21},
		{"-----OX--XO----- X; e1:+2", 21},
		{"-----OX--XO----- X; b1:-10;  c1:+x;", 30},
		{"-----OX--XO----- X; --:-126;", 21},
		{"-----OX--XO----- X; b1:-10; --:+0;", 29},
		{"-----OX--XO----- X; --;", 21},
		{"-----OX--XO----- X; -- -127;", 21},
	}
	for _, tt := range tests {
		_, err := obf.Parse(tt.s)
		pe, ok := errors.AsType[*board.ParseError](err)
		if !ok || !errors.Is(err, board.ErrSyntax) || pe.Format != "obf" || pe.Col != tt.col {
			t.Errorf("Parse(%q) = %v; want an obf error at column %d", tt.s, err, tt.col)
		}
	}
}

// TestParse reads the forms the suites and edax write.
func TestParse(t *testing.T) {
	l, err := obf.Parse("......*O....O*...................... o; PS:-4; pass:+2;   % comment")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := l.String(), "------XO----OX---------------------- O; PS:-4; PS:+2;"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	if len(l.Scores) != 2 || !l.Scores[0].Pass || l.Scores[0].Value != -4 {
		t.Errorf("Scores = %v", l.Scores)
	}
}

// TestParseEdaxEnd reads lines in the shape of edax's problem files
// (hard-20.obf, hard-25.obf), whose entries end with "--:-127;": the end
// entry is skipped, the other entries are read.
func TestParseEdaxEnd(t *testing.T) {
	tests := []struct{ line, want string }{
		// FFO #40 and #41 as edax's problem files would write them.
		{"O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36; D8:+34; --:-127;",
			"O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36; D8:+34;"},
		{"-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X; H4:+0; H3:-2; --:-127; % FFO #41",
			"-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X; H4:+0; H3:-2;"},
		// A pass, a 4×4 board, white space, the end entry alone.
		{"......*O....O*...................... o; PS:-4; --:-127;", "------XO----OX---------------------- O; PS:-4;"},
		{"-----OX--XO----- X;b1:-10;  -- : -127 ;", "-----OX--XO----- X; B1:-10;"},
		{"-----OX--XO----- X; --:-127;", "-----OX--XO----- X"},
		{"-----OX--XO----- X; --:-127", "-----OX--XO----- X"},
	}
	for _, tt := range tests {
		l, err := obf.Parse(tt.line)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.line, err)
			continue
		}
		if got := l.String(); got != tt.want {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.line, got, tt.want)
		}
	}
}

// TestParseSharedWithEnd reads every line of the shared FFO files with
// edax's end entry added, as edax's problem files end their lines: each
// reads as without it.
func TestParseSharedWithEnd(t *testing.T) {
	dir := sharedtest.Path(t, "othello")
	names, err := filepath.Glob(filepath.Join(dir, "fforum-*.obf"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no FFO files in %s: %v", dir, err)
	}
	n := 0
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for line := range strings.Lines(string(data)) {
			line, _, _ = strings.Cut(strings.TrimSpace(line), "%")
			if line = strings.TrimSpace(line); line == "" {
				continue
			}
			want, err := obf.Parse(line)
			if err != nil {
				t.Fatalf("%s: %v", filepath.Base(name), err)
			}
			got, err := obf.Parse(line + " --:-127;")
			if err != nil || got.String() != want.String() {
				t.Errorf("%s: %q with the end entry: %v, %v", filepath.Base(name), line, got, err)
			}
			n++
		}
	}
	if n < 79 {
		t.Errorf("%d FFO lines read, want 79", n)
	}
}

// FuzzParse checks that what Parse reads, String writes back so that it
// reads the same.
func FuzzParse(f *testing.F) {
	f.Add("-----OX--XO----- X; b1:-10; % start")
	f.Add("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36;")
	f.Add("......*O....O*...................... o; PS:-4;")
	f.Add("-OOO------OOOO--XXXOOXXX-XOOOXX-XXXXOOOOOXXOOOO---OXOO---OOOO--- X; E1:+0; F8:-2; --:-127;")
	f.Fuzz(func(t *testing.T, s string) {
		l, err := obf.Parse(s)
		if err != nil {
			if _, ok := errors.AsType[*board.ParseError](err); !ok {
				t.Fatalf("Parse(%q): %v is no ParseError", s, err)
			}
			return
		}
		text := l.String()
		l2, err := obf.Parse(text)
		if err != nil {
			t.Fatalf("Parse(%q) of String of %q: %v", text, s, err)
		}
		if l2.String() != text {
			t.Fatalf("round trip %q -> %q", text, l2.String())
		}
	})
}
