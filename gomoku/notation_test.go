package gomoku_test

import (
	"errors"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

func TestRenjuNotation(t *testing.T) {
	tests := []struct {
		s    string
		size int
		p    board.Point
	}{
		{"h8", 15, board.Pt(7, 7)},
		{"a1", 15, board.Pt(14, 0)},
		{"a15", 15, board.Pt(0, 0)},
		{"o15", 15, board.Pt(0, 14)},
		{"o1", 15, board.Pt(14, 14)},
		{"j10", 19, board.Pt(9, 9)},
		{"s19", 19, board.Pt(0, 18)},
		{"z26", 26, board.Pt(0, 25)},
		{"e3", 5, board.Pt(2, 4)},
	}
	for _, tt := range tests {
		if got := gomoku.FormatMove(tt.p, tt.size); got != tt.s {
			t.Errorf("FormatMove(%v, %d) = %q, want %q", tt.p, tt.size, got, tt.s)
		}
		if got, err := gomoku.ParseMove(tt.s, tt.size); err != nil || got != tt.p {
			t.Errorf("ParseMove(%q, %d) = %v, %v; want %v", tt.s, tt.size, got, err, tt.p)
		}
	}
	if got, err := gomoku.ParseMove("H8", 15); err != nil || got != board.Pt(7, 7) {
		t.Errorf("ParseMove(H8) = %v, %v", got, err)
	}
	for _, bad := range []string{"", "h", "8", "h0", "h16", "p1", "h08", "h+8", "h-1", "h 8", " h8", "h8 ", "hh", "é1", "h99999"} {
		if p, err := gomoku.ParseMove(bad, 15); !errors.Is(err, board.ErrSyntax) {
			t.Errorf("ParseMove(%q) = %v, %v; want ErrSyntax", bad, p, err)
		}
	}
	if got := gomoku.FormatMove(board.Pt(15, 0), 15); got != "(15,0)" {
		t.Errorf("FormatRenju off the board = %q", got)
	}
}

func TestGomocupNotation(t *testing.T) {
	tests := []struct {
		s string
		p board.Point
	}{
		{"7,7", board.Pt(7, 7)},
		{"0,0", board.Pt(0, 0)},
		{"3,10", board.Pt(10, 3)},
		{"18,0", board.Pt(0, 18)},
	}
	for _, tt := range tests {
		if got := gomoku.FormatGomocup(tt.p); got != tt.s {
			t.Errorf("FormatGomocup(%v) = %q, want %q", tt.p, got, tt.s)
		}
		if got, err := gomoku.ParseGomocup(tt.s, 19); err != nil || got != tt.p {
			t.Errorf("ParseGomocup(%q) = %v, %v; want %v", tt.s, got, err, tt.p)
		}
	}
	for s, p := range map[string]board.Point{" 7 , 7 ": board.Pt(7, 7), "07,010": board.Pt(10, 7), "0,00": board.Pt(0, 0)} {
		if got, err := gomoku.ParseGomocup(s, 19); err != nil || got != p {
			t.Errorf("ParseGomocup(%q) = %v, %v; want %v", s, got, err, p)
		}
	}
	for _, bad := range []string{"", "7", "7,", ",7", "7;7", "-1,3", "+1,3", "19,0", "0,19", "7,7,7", "a,b", "0x1,1", "7 7,1"} {
		if p, err := gomoku.ParseGomocup(bad, 19); !errors.Is(err, board.ErrSyntax) {
			t.Errorf("ParseGomocup(%q) = %v, %v; want ErrSyntax", bad, p, err)
		}
	}
}

// FuzzNotation: whatever parses names a point of the board and formats
// back to a form that parses to the same point; renju text formats back
// to itself up to the case of its letter.
func FuzzNotation(f *testing.F) {
	for _, s := range []string{"h8", "a1", "O15", "z26", "7,7", "0,18", "h08", "", "a0"} {
		f.Add(s, uint8(15))
	}
	f.Fuzz(func(t *testing.T, s string, n uint8) {
		size := int(n)%30 + 1
		if p, err := gomoku.ParseMove(s, size); err == nil {
			if uint(p.Row) >= uint(size) || uint(p.Col) >= uint(size) {
				t.Fatalf("ParseMove(%q, %d) = %v, off the board", s, size, p)
			}
			back := gomoku.FormatMove(p, size)
			if q, err := gomoku.ParseMove(back, size); err != nil || q != p {
				t.Fatalf("ParseMove(%q) = %v, formats as %q, parses as %v, %v", s, p, back, q, err)
			}
			if len(back) != len(s) || back[1:] != s[1:] || back[0] != s[0]|0x20 {
				t.Fatalf("ParseMove(%q) = %v formats as %q", s, p, back)
			}
		} else if !errors.Is(err, board.ErrSyntax) {
			t.Fatalf("ParseMove(%q): %v", s, err)
		}
		if p, err := gomoku.ParseGomocup(s, size); err == nil {
			if uint(p.Row) >= uint(size) || uint(p.Col) >= uint(size) {
				t.Fatalf("ParseGomocup(%q, %d) = %v, off the board", s, size, p)
			}
			back := gomoku.FormatGomocup(p)
			if q, err := gomoku.ParseGomocup(back, size); err != nil || q != p {
				t.Fatalf("ParseGomocup(%q) = %v, formats as %q, parses as %v, %v", s, p, back, q, err)
			}
		} else if !errors.Is(err, board.ErrSyntax) {
			t.Fatalf("ParseGomocup(%q): %v", s, err)
		}
	})
}
