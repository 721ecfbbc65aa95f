package obf_test

import (
	"errors"
	"testing"

	"github.com/seed131617c4/board"
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

// FuzzParse checks that what Parse reads, String writes back so that it
// reads the same.
func FuzzParse(f *testing.F) {
	f.Add("-----OX--XO----- X; b1:-10; % start")
	f.Add("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36;")
	f.Add("......*O....O*...................... o; PS:-4;")
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
