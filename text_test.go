package board_test

import (
	"errors"
	"testing"

	"github.com/seed131617c4/board"
)

func TestParseFormat(t *testing.T) {
	text := "X.O\n.XO\n"
	b, err := board.Parse(text, cell)
	if err != nil {
		t.Fatal(err)
	}
	if b.Rows() != 2 || b.Cols() != 3 || b.At(board.Pt(1, 2)) != 2 || b.At(board.Pt(0, 0)) != 1 {
		t.Errorf("Parse(%q) = %v", text, b)
	}
	if got := b.Format(glyph); got != text {
		t.Errorf("Format = %q, want %q", got, text)
	}
	for _, s := range []string{"X.O\r\n.XO\r\n", "X.O\n.XO", "X.O\n.XO\n\n\n"} {
		c, err := board.Parse(s, cell)
		if err != nil || !c.Equal(b) {
			t.Errorf("Parse(%q) = %v, %v", s, c, err)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		text      string
		line, col int
		err       error
	}{
		{"", 1, 1, board.ErrSize},
		{"\n\n", 1, 1, board.ErrSize},
		{"\nX", 1, 1, board.ErrSize},
		{"XQO\n", 1, 2, board.ErrRune},
		{"XO\nX\n", 2, 2, board.ErrRagged},
		{"XO\nXOX\n", 2, 3, board.ErrRagged},
		{"XO\n\nXO\n", 2, 1, board.ErrRagged},
		{"X.\n.\u00e9\n", 2, 2, board.ErrRune},
		{"X\xff", 1, 2, board.ErrRune},
		{string(make([]byte, 65)), 1, 1, board.ErrRune},
		{"XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", 1, 65, board.ErrSize},
	}
	for _, tt := range tests {
		_, err := board.Parse(tt.text, cell)
		var pe *board.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, tt.err) || pe.Line != tt.line || pe.Col != tt.col {
			t.Errorf("Parse(%q) = %v; want line %d, column %d, %v", tt.text, err, tt.line, tt.col, tt.err)
		}
	}
	var tall []byte
	for range 65 {
		tall = append(tall, ".\n"...)
	}
	if _, err := board.Parse(string(tall), cell); !errors.Is(err, board.ErrSize) {
		t.Errorf("65 rows: %v, want ErrSize", err)
	}
}

// FuzzParse checks that whatever Parse accepts, Format writes back in the
// same canonical form, and that Parse never panics.
func FuzzParse(f *testing.F) {
	f.Add("X.O\n.XO\n")
	f.Add("XO\r\nOX")
	f.Add("X\n\nX")
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		b, err := board.Parse(s, cell)
		if err != nil {
			var pe *board.ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("Parse(%q) error %v has no position", s, err)
			}
			return
		}
		out := b.Format(glyph)
		c, err := board.Parse(out, cell)
		if err != nil || !c.Equal(b) || c.Format(glyph) != out {
			t.Fatalf("round trip of %q: %q, %v", s, out, err)
		}
	})
}
