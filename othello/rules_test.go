package othello

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
)

// refCaptures is an independent capture rule for tests: it steps along
// each direction by hand and returns the runs a disc of colour c at pt
// flips.
func refCaptures(p *Position, pt board.Point, c Color) [8]uint8 {
	var runs [8]uint8
	n := p.Size()
	if p.At(pt) != Empty || pt.Row < 0 || pt.Row >= n || pt.Col < 0 || pt.Col >= n {
		return runs
	}
	steps := [8][2]int{{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}
	for d, s := range steps {
		r, col, k := pt.Row+s[0], pt.Col+s[1], 0
		for r >= 0 && r < n && col >= 0 && col < n && p.At(board.Pt(r, col)) == c.Opponent() {
			r, col, k = r+s[0], col+s[1], k+1
		}
		if k > 0 && r >= 0 && r < n && col >= 0 && col < n && p.At(board.Pt(r, col)) == c {
			runs[d] = uint8(k)
		}
	}
	return runs
}

// randomPosition returns a position of size n with each square empty,
// black or white at random.
func randomGenericPosition(rng *rand.Rand, n int) *Position {
	p, err := NewPosition(n)
	if err != nil {
		panic(err)
	}
	for r := range n {
		for c := range n {
			p.set(board.Pt(r, c), Color(rng.IntN(3)))
		}
	}
	return p
}

func TestNewPosition(t *testing.T) {
	for _, n := range []int{-2, 0, 2, 3, 5, 7, 25, 27, 28, 64} {
		if _, err := NewPosition(n); err == nil {
			t.Errorf("NewPosition(%d): no error", n)
		}
	}
	p, err := NewPosition(8)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Color{"d4": White, "e5": White, "e4": Black, "d5": Black}
	for pt, c := range p.All() {
		if w := want[FormatMove(pt)]; c != w {
			t.Errorf("start %s = %v, want %v", FormatMove(pt), c, w)
		}
	}
	if p.Turn() != Black || p.Count(Black) != 2 || p.Count(White) != 2 || p.Count(Empty) != 60 {
		t.Errorf("start: turn %v, counts %d %d %d", p.Turn(), p.Count(Black), p.Count(White), p.Count(Empty))
	}
	for n := MinSize; n <= MaxSize; n += 2 {
		p, err := NewPosition(n)
		if err != nil {
			t.Fatalf("NewPosition(%d): %v", n, err)
		}
		got := []board.Point{}
		for pt := range p.Moves(Black) {
			got = append(got, pt)
		}
		h := n / 2
		want := []board.Point{board.Pt(h-2, h-1), board.Pt(h-1, h-2), board.Pt(h, h+1), board.Pt(h+1, h)}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("size %d: first moves (-want +got):\n%s", n, diff)
		}
	}
}

// TestCapturesReference compares the capture rule, legal moves and
// placement with the reference on random positions of every size.
func TestCapturesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := MinSize; n <= MaxSize; n += 2 {
		for range 20 {
			p := randomGenericPosition(rng, n)
			for _, c := range []Color{Black, White} {
				var want []board.Point
				for r := -1; r <= n; r++ {
					for col := -1; col <= n; col++ {
						pt := board.Pt(r, col)
						runs := refCaptures(p, pt, c)
						got := p.Captures(pt, c)
						if got.Runs != runs || got.Point != pt || got.Color != c {
							t.Fatalf("size %d %s: Captures(%v, %v) = %v, want runs %v", n, p.Text(), pt, c, got, runs)
						}
						legal := got.Flipped() > 0
						if p.Legal(pt, c) != legal {
							t.Fatalf("size %d %s: Legal(%v, %v) = %v", n, p.Text(), pt, c, !legal)
						}
						if legal {
							want = append(want, pt)
						}
					}
				}
				got := p.AppendMoves(nil, c)
				if diff := cmp.Diff(want, got); diff != "" {
					t.Fatalf("size %d %s: moves of %v (-want +got):\n%s", n, p.Text(), c, diff)
				}
				if p.HasMove(c) != (len(want) > 0) {
					t.Fatalf("size %d %s: HasMove(%v) = %v", n, p.Text(), c, len(want) == 0)
				}
			}
		}
	}
}

// TestPlaceUndo places discs at random on random positions and checks the
// board against a hand-made copy, the disc counts, and that Undo restores
// the position.
func TestPlaceUndo(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	steps := [8][2]int{{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}
	for n := MinSize; n <= MaxSize; n += 2 {
		for range 50 {
			p := randomGenericPosition(rng, n)
			pt := board.Pt(rng.IntN(n), rng.IntN(n))
			c := Color(1 + rng.IntN(2))
			before := p.Clone()
			m, err := p.Place(pt, c)
			if before.At(pt) != Empty {
				if err == nil || !p.Equal(before) {
					t.Fatalf("Place on occupied %v: err %v", pt, err)
				}
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			want := before.Clone()
			want.set(pt, c)
			for d, k := range refCaptures(before, pt, c) {
				for i := 1; i <= int(k); i++ {
					want.set(board.Pt(pt.Row+i*steps[d][0], pt.Col+i*steps[d][1]), c)
				}
			}
			if !p.Equal(want) {
				t.Fatalf("Place(%v, %v) on %s = %s, want %s", pt, c, before.Text(), p.Text(), want.Text())
			}
			if p.Count(Black) != p.b.Count(Black) || p.Count(White) != p.b.Count(White) {
				t.Fatalf("counts %d %d, board has %d %d", p.Count(Black), p.Count(White), p.b.Count(Black), p.b.Count(White))
			}
			p.Undo(m)
			p.SetTurn(before.Turn())
			if !p.Equal(before) || p.Count(Black) != before.Count(Black) || p.Count(White) != before.Count(White) {
				t.Fatalf("Undo: %s, want %s", p.Text(), before.Text())
			}
		}
	}
}

func TestPlaceErrors(t *testing.T) {
	p, _ := NewPosition(6)
	for _, tc := range []struct {
		pt   board.Point
		c    Color
		want error
	}{
		{board.Pt(-1, 0), Black, board.ErrOffBoard},
		{board.Pt(0, 6), White, board.ErrOffBoard},
		{board.Pt(2, 2), Black, board.ErrOccupied},
		{board.Pt(0, 0), Empty, ErrColor},
		{board.Pt(0, 0), Color(3), ErrColor},
	} {
		_, err := p.Place(tc.pt, tc.c)
		if !errors.Is(err, tc.want) || !errors.Is(err, board.ErrIllegalMove) {
			t.Errorf("Place(%v, %v) = %v, want %v", tc.pt, tc.c, err, tc.want)
		}
	}
	if _, err := p.Play(board.Pt(0, 0)); !errors.Is(err, ErrNoCapture) {
		t.Errorf("Play(a1) = %v, want ErrNoCapture", err)
	}
	// A placement that captures nothing is still placed.
	m, err := p.Place(board.Pt(0, 0), White)
	if err != nil || m.Flipped() != 0 || p.At(board.Pt(0, 0)) != White || p.Count(White) != 3 {
		t.Errorf("Place(a1, White) = %v, %v; a1 holds %v", m, err, p.At(board.Pt(0, 0)))
	}
}
