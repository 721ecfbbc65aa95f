package solve_test

import (
	"errors"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/solve"
)

func TestParseOBFErrors(t *testing.T) {
	for _, s := range []string{
		"", "XO", "-----OX--XO-----", "-----OX--XO----- Z", "-----OX--XO----- X junk",
		"-----OX--XO-----?X", "-----OX--XO--?-- X", "-----OX--XO----- X; z9:+2;", "-----OX--XO----- X; b1:+99;",
		"-----OX--XO----- X; b1", "-----OX--XO----- X; e1:+2",
	} {
		if _, err := solve.ParseOBF(s); !errors.Is(err, board.ErrSyntax) {
			t.Errorf("ParseOBF(%q) = %v, want ErrSyntax", s, err)
		}
	}
}

// FuzzOBF checks that what ParseOBF reads, String writes back so that it
// reads the same.
func FuzzOBF(f *testing.F) {
	f.Add("-----OX--XO----- X; b1:-10; % start")
	f.Add("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36;")
	f.Add("......*O....O*...................... o; PS:-4;")
	f.Fuzz(func(t *testing.T, s string) {
		o, err := solve.ParseOBF(s)
		if err != nil {
			return
		}
		text := o.String()
		o2, err := solve.ParseOBF(text)
		if err != nil {
			t.Fatalf("ParseOBF(%q) of String of %q: %v", text, s, err)
		}
		if o2.String() != text {
			t.Fatalf("round trip %q -> %q", text, o2.String())
		}
	})
}
