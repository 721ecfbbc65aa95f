package gomoku_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

func TestParseBoard(t *testing.T) {
	b, err := gomoku.ParseBoard("X....\n.O...\n__X__\n.....\r\n....O\n\n")
	if err != nil {
		t.Fatal(err)
	}
	want := "X....\n.O...\n..X..\n.....\n....O\n"
	if diff := cmp.Diff(want, b.Format(gomoku.Stone.Rune)); diff != "" {
		t.Errorf("board (-want +got):\n%s", diff)
	}
	if b.At(board.Pt(1, 1)) != gomoku.White || b.Count(gomoku.Black) != 2 {
		t.Errorf("stones: %v", b)
	}
}

// TestParseBoardLenient: white space around the rows and blank lines are
// ignored, as a board typed by hand or pasted from a message has them.
func TestParseBoardLenient(t *testing.T) {
	want, err := gomoku.ParseBoard("X....\n.O...\n..X..\n.....\n....O\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		"\n\n  X....\n\t.O...  \n\n..X..\r\n .....\n....O",
		"X....\r\n.O...\r\n\r\n..X..\r\n.....\r\n....O\r\n\r\n",
	} {
		if b, err := gomoku.ParseBoard(s); err != nil || !b.Equal(want) {
			t.Errorf("ParseBoard(%q) = %v, %v", s, b, err)
		}
	}
}

func TestParseBoardErrors(t *testing.T) {
	row := func(n int) string { return strings.Repeat(".", n) + "\n" }
	tests := []struct {
		name      string
		in        string
		line, col int
		err       error
	}{
		{"empty", "", 1, 1, board.ErrSize},
		{"bad rune", row(5) + "..x..\n" + strings.Repeat(row(5), 3), 2, 3, board.ErrRune},
		{"lower case o", "o....\n" + strings.Repeat(row(5), 4), 1, 1, board.ErrRune},
		{"ragged", row(5) + row(4) + strings.Repeat(row(5), 3), 2, 5, board.ErrRagged},
		{"too small", strings.Repeat(row(4), 4), 1, 5, board.ErrSize},
		{"too big", strings.Repeat(row(27), 27), 1, 27, board.ErrSize},
		{"more rows", strings.Repeat(row(5), 6), 6, 1, board.ErrSize},
		{"fewer rows", strings.Repeat(row(6), 5), 6, 1, board.ErrSize},
		{"bad rune after spaces", "  " + row(5) + "\n  ..Q..\n", 3, 5, board.ErrRune},
		{"more rows after blank lines", strings.Repeat(row(5)+"\n", 6), 11, 1, board.ErrSize},
	}
	for _, tt := range tests {
		_, err := gomoku.ParseBoard(tt.in)
		var pe *board.ParseError
		if !errors.As(err, &pe) || pe.Line != tt.line || pe.Col != tt.col || !errors.Is(err, tt.err) {
			t.Errorf("%s: %v; want line %d, column %d, %v", tt.name, err, tt.line, tt.col, tt.err)
		}
	}
}

// FuzzParseBoard: a board that parses is square, 5..26 on a side, and
// formats back to text that parses to the same board; an error is a
// ParseError inside the text.
func FuzzParseBoard(f *testing.F) {
	f.Add("X....\n.O...\n__X__\n.....\n....O\n")
	f.Add(".....\n.....\n.....\n.....\n")
	f.Add("XO\nOX\n")
	f.Fuzz(func(t *testing.T, s string) {
		b, err := gomoku.ParseBoard(s)
		if err != nil {
			var pe *board.ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 || pe.Line > strings.Count(s, "\n")+2 {
				t.Fatalf("ParseBoard(%q): %v", s, err)
			}
			return
		}
		n := b.Rows()
		if b.Cols() != n || n < gomoku.MinSize || n > gomoku.MaxSize {
			t.Fatalf("ParseBoard(%q): %dx%d board", s, n, b.Cols())
		}
		c, err := gomoku.ParseBoard(b.Format(gomoku.Stone.Rune))
		if err != nil || !c.Equal(b) {
			t.Fatalf("ParseBoard(%q) does not round-trip: %v", s, err)
		}
	})
}

func TestNames(t *testing.T) {
	got := []string{
		gomoku.Empty.String(), gomoku.Black.String(), gomoku.White.String(), gomoku.Stone(3).String(),
		string(gomoku.Black.Rune()), string(gomoku.Stone(9).Rune()),
		gomoku.Freestyle.String(), gomoku.Standard.String(), gomoku.Renju.String(), gomoku.Omok.String(), gomoku.Rule(4).String(),
		gomoku.NoFoul.String(), gomoku.Overline.String(), gomoku.DoubleFour.String(), gomoku.DoubleThree.String(), gomoku.Foul(4).String(),
	}
	want := []string{
		"empty", "black", "white", "Stone(3)",
		"X", "?",
		"freestyle", "standard", "renju", "omok", "Rule(4)",
		"none", "overline", "double-four", "double-three", "Foul(4)",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
	for _, r := range gomoku.Rules() {
		if back, err := gomoku.ParseRule(r.String()); err != nil || back != r {
			t.Errorf("ParseRule(%q) = %v, %v", r, back, err)
		}
	}
}
