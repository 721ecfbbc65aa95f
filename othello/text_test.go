package othello

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/sharedtest"
)

func TestPositionString(t *testing.T) {
	p, _ := NewPosition(4)
	want := "  a b c d\n1 - - - -\n2 - O X -\n3 - X O -\n4 - - - -\n"
	if diff := cmp.Diff(want, p.String()); diff != "" {
		t.Errorf("String (-want +got):\n%s", diff)
	}
	p, _ = NewPosition(10)
	got := p.String()
	wantHead := "   a b c d e f g h i j\n 1 - - - - - - - - - -\n"
	if got[:len(wantHead)] != wantHead {
		t.Errorf("String 10x10 starts %q, want %q", got[:len(wantHead)], wantHead)
	}
	wantTail := "10 - - - - - - - - - -\n"
	if got[len(got)-len(wantTail):] != wantTail {
		t.Errorf("String 10x10 ends %q, want %q", got[len(got)-len(wantTail):], wantTail)
	}
}

func TestPositionText(t *testing.T) {
	p, _ := NewPosition(8)
	want := "---------------------------OX------XO--------------------------- X"
	if got := p.Text(); got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
	q, err := ParsePosition(" ...........................ox......*O........................... o\n")
	if err != nil {
		t.Fatal(err)
	}
	p.SetTurn(White)
	if !q.Equal(p) || q.Count(Black) != 2 || q.Count(White) != 2 {
		t.Errorf("ParsePosition = %s, want %s", q.Text(), p.Text())
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for n := MinSize; n <= MaxSize; n += 2 {
		p := randomGenericPosition(rng, n)
		p.SetTurn(Color(1 + rng.IntN(2)))
		q, err := ParsePosition(p.Text())
		if err != nil {
			t.Fatal(err)
		}
		if !q.Equal(p) || q.Count(Black) != p.Count(Black) || q.Count(White) != p.Count(White) {
			t.Errorf("round trip %s = %s", p.Text(), q.Text())
		}
	}
}

// TestParsePositionErrors checks that bad text is a *board.ParseError on
// line 1 whose column is the rune that is wrong (one past the end for
// something missing), matching board.ErrSyntax, and board.ErrSize as well
// for a number of squares that is no board.
func TestParsePositionErrors(t *testing.T) {
	const start = "-----OX--XO-----" // 4×4
	for _, tc := range []struct {
		s    string
		col  int
		size bool
	}{
		{"", 1, false},
		{"   ", 4, false},
		{start, 17, false},
		{" " + start + "  ", 18, false},
		{start + " X O", 20, false},
		{start + " -", 18, false},
		{start + " XO", 19, false},
		{start + " é", 18, false},
		{"-----OX--XO----Q X", 16, false},
		{"é----OX--XO----- X", 1, false},
		{"  -é---OX--XO----- X", 4, false},
		{"-----OX--XO---- X", 1, true},
		{"  --------- X", 3, true},
		{strings.Repeat("-", 28*28) + " X", 1, true},
	} {
		_, err := ParsePosition(tc.s)
		pe, ok := errors.AsType[*board.ParseError](err)
		if !ok || pe.Line != 1 || pe.Col != tc.col || !errors.Is(err, board.ErrSyntax) || errors.Is(err, board.ErrSize) != tc.size {
			t.Errorf("ParsePosition(%q) = %v, want a ParseError at line 1, column %d (size %v)", clip(tc.s), err, tc.col, tc.size)
		}
	}
}

func TestMoveNotation(t *testing.T) {
	for _, tc := range []struct {
		s  string
		pt board.Point
	}{
		{"a1", board.Pt(0, 0)}, {"f5", board.Pt(4, 5)}, {"h8", board.Pt(7, 7)},
		{"j10", board.Pt(9, 9)}, {"z26", board.Pt(25, 25)}, {"c19", board.Pt(18, 2)},
	} {
		if got := FormatMove(tc.pt); got != tc.s {
			t.Errorf("FormatMove(%v) = %q, want %q", tc.pt, got, tc.s)
		}
		for _, s := range []string{tc.s, string(tc.s[0]-'a'+'A') + tc.s[1:]} {
			pt, err := ParseMove(s)
			if err != nil || pt != tc.pt {
				t.Errorf("ParseMove(%q) = %v, %v, want %v", s, pt, err, tc.pt)
			}
		}
	}
	for _, s := range []string{"", "a", "a0", "a01", "a27", "1a", "aa", "a1x", "a100", "@1", "{1", "f-5", "f 5", "ä1"} {
		if pt, err := ParseMove(s); !errors.Is(err, board.ErrSyntax) {
			t.Errorf("ParseMove(%q) = %v, %v, want board.ErrSyntax", s, pt, err)
		}
	}
	if got := FormatMove(board.Pt(-1, 3)); got != "(-1,3)" {
		t.Errorf("FormatMove off the letters = %q", got)
	}
}

// TestParsePositionFFO reads the FFO endgame suite, whose positions are in
// the one-line form, and checks the empty squares it lists and that its
// best moves are legal for the side to move.
func TestParsePositionFFO(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(sharedtest.Path(t, "othello"), "ffo40-59.txt"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for line := range strings.Lines(string(data)) {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) != 6 {
			t.Fatalf("ffo40-59.txt: bad line %q", line)
		}
		p, err := ParsePosition(f[1] + " " + f[2])
		if err != nil {
			t.Fatalf("FFO #%s: %v", f[0], err)
		}
		if got := p.Text(); got != f[1]+" "+f[2] {
			t.Errorf("FFO #%s: Text = %q", f[0], got)
		}
		if empties, _ := strconv.Atoi(f[5]); p.Count(Empty) != empties {
			t.Errorf("FFO #%s: %d empty squares, the suite says %d", f[0], p.Count(Empty), empties)
		}
		for s := range strings.SplitSeq(f[4], ",") {
			pt, err := ParseMove(s)
			if err != nil || !p.Legal(pt, p.Turn()) {
				t.Errorf("FFO #%s: best move %s is not legal for %v (%v)", f[0], s, p.Turn(), err)
			}
		}
		n++
	}
	if n != 20 {
		t.Errorf("read %d FFO positions, want 20", n)
	}
}
