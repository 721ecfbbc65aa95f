package bitboard_test

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/othelloplay"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
)

func TestSquare(t *testing.T) {
	var got []string
	for _, s := range []bitboard.Square{0, 7, 8, 37, 56, 63, 64, 255} {
		got = append(got, s.String())
	}
	want := []string{"a1", "h1", "a2", "f5", "a8", "h8", "Square(64)", "Square(255)"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("bitboard.Square.String (-want +got):\n%s", diff)
	}
	for s := range bitboard.Square(64) {
		q, ok := bitboard.SquareAt(s.Row(), s.Col())
		if !ok || q != s || s.Point() != board.Pt(s.Row(), s.Col()) || s.Bit() != 1<<s {
			t.Errorf("square %d: bitboard.SquareAt(%d, %d) = %v, %v; Point %v; Bit %#x", s, s.Row(), s.Col(), q, ok, s.Point(), s.Bit())
		}
		if othello.FormatMove(s.Point()) != s.String() {
			t.Errorf("square %d: String %q, othello.FormatMove %q", s, s, othello.FormatMove(s.Point()))
		}
	}
	for _, rc := range [][2]int{{-1, 0}, {0, -1}, {8, 0}, {0, 8}} {
		if _, ok := bitboard.SquareAt(rc[0], rc[1]); ok {
			t.Errorf("bitboard.SquareAt(%d, %d) reports a square", rc[0], rc[1])
		}
	}
	if bitboard.Square(64).Bit() != 0 {
		t.Error("bitboard.Square(64).Bit() != 0")
	}
}

func TestSquares(t *testing.T) {
	got := slices.Collect(bitboard.Squares(1<<0 | 1<<9 | 1<<63))
	if diff := cmp.Diff([]bitboard.Square{0, 9, 63}, got); diff != "" {
		t.Errorf("bitboard.Squares (-want +got):\n%s", diff)
	}
	for s := range bitboard.Squares(^uint64(0)) {
		if s == 2 {
			break // the iterator must stop when asked
		}
	}
	if n := len(slices.Collect(bitboard.Squares(0))); n != 0 {
		t.Errorf("bitboard.Squares(0) yields %d squares", n)
	}
}

func TestStartBitboard(t *testing.T) {
	for _, n := range []int{4, 6, 8} {
		b, err := bitboard.Start(n)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := othello.NewPosition(n)
		if got, want := b.Text(othello.Black), p.Text(); got != want {
			t.Errorf("bitboard.Start(%d) = %s, want %s", n, got, want)
		}
		if b.Size() != n || b.Mask() != map[int]uint64{4: bitboard.Mask4, 6: bitboard.Mask6, 8: bitboard.Mask8}[n] {
			t.Errorf("bitboard.Start(%d): Size %d, Mask %#x", n, b.Size(), b.Mask())
		}
		if m, d := bits.OnesCount64(b.Legal()), bits.OnesCount64(b.Empties()); m != 4 || d != n*n-4 {
			t.Errorf("bitboard.Start(%d): %d moves, %d empty squares", n, m, d)
		}
	}
	for _, n := range []int{-2, 0, 2, 5, 10, 26} {
		if _, err := bitboard.Start(n); !errors.Is(err, board.ErrSize) {
			t.Errorf("bitboard.Start(%d) error = %v, want board.ErrSize", n, err)
		}
		if _, ok := bitboard.MaskOf(n); ok {
			t.Errorf("bitboard.MaskOf(%d) reports a mask", n)
		}
	}
}

func TestNewBitboard(t *testing.T) {
	b, err := bitboard.New(6, 1<<0, 1<<1)
	if err != nil || b.Size() != 6 || b.Mover != 1 || b.Opponent != 2 {
		t.Errorf("bitboard.New(6, a1, b1) = %+v, %v", b, err)
	}
	for _, c := range []struct {
		size int
		p, o uint64
		want error
	}{
		{7, 0, 0, board.ErrSize},
		{8, 1, 1, board.ErrOccupied},
		{4, 1 << 4, 0, board.ErrOffBoard},
		{6, 0, 1 << 6, board.ErrOffBoard},
	} {
		if _, err := bitboard.New(c.size, c.p, c.o); !errors.Is(err, c.want) {
			t.Errorf("bitboard.New(%d, %#x, %#x) error = %v, want %v", c.size, c.p, c.o, err, c.want)
		}
	}
}

func TestBitboardConversionErrors(t *testing.T) {
	p, _ := othello.NewPosition(10)
	if _, err := bitboard.FromPosition(p); !errors.Is(err, board.ErrSize) {
		t.Errorf("bitboard.FromPosition(10×10) error = %v, want board.ErrSize", err)
	}
	b, _ := bitboard.Start(8)
	if _, err := b.Position(othello.Empty); !errors.Is(err, othello.ErrColor) {
		t.Errorf("othello.Position(othello.Empty) error = %v, want othello.ErrColor", err)
	}
	defer func() {
		if recover() == nil {
			t.Error("Text(othello.Empty) did not panic")
		}
	}()
	_ = b.Text(othello.Empty)
}

// bbCheckAgainstPosition checks b, with mover the colour of its side to
// move, against the generic rules: conversions both ways, disc counts,
// legal moves, the flips of every empty square, every move played, the
// pass and the end of the game. It reports whether all agree.
func bbCheckAgainstPosition(t *testing.T, b bitboard.Bitboard, mover othello.Color) bool {
	t.Helper()
	p, err := b.Position(mover)
	if err != nil {
		t.Fatal(err)
	}
	back, err := bitboard.FromPosition(p)
	if err != nil || back != b {
		t.Errorf("%s: bitboard.FromPosition(othello.Position) = %+v, %v, want %+v", b.Text(mover), back, err, b)
		return false
	}
	if m, o := b.Discs(); m != p.Count(mover) || o != p.Count(mover.Opponent()) {
		t.Errorf("%s: Discs = %d, %d; othello.Position counts %d, %d", b.Text(mover), m, o, p.Count(mover), p.Count(mover.Opponent()))
		return false
	}
	var want uint64
	for pt := range p.Moves(mover) {
		want |= 1 << (pt.Row*8 + pt.Col)
	}
	if got := b.Legal(); got != want {
		t.Errorf("%s: Moves = %#016x, othello.Position.Moves %#016x", b.Text(mover), got, want)
		return false
	}
	for s := range bitboard.Squares(b.Empties()) {
		c := p.Captures(s.Point(), mover)
		f := b.Flip(s)
		if bits.OnesCount64(f) != c.Flipped() {
			t.Errorf("%s: Flip(%v) flips %d discs, othello.Position.Captures %d", b.Text(mover), s, bits.OnesCount64(f), c.Flipped())
			return false
		}
		next, ok := b.Play(s)
		if ok != (c.Flipped() > 0) {
			t.Errorf("%s: Play(%v) legal = %v, othello.Position.Captures flips %d", b.Text(mover), s, ok, c.Flipped())
			return false
		}
		if !ok {
			if next != b {
				t.Errorf("%s: illegal Play(%v) changed the position", b.Text(mover), s)
			}
			continue
		}
		q := p.Clone()
		if _, err := q.Play(s.Point()); err != nil {
			t.Fatal(err)
		}
		if got, want := next.Text(mover.Opponent()), q.Text(); got != want {
			t.Errorf("%s: Play(%v) = %s, othello.Position.Play gives %s", b.Text(mover), s, got, want)
			return false
		}
	}
	over := !p.HasMove(mover) && !p.HasMove(mover.Opponent())
	if b.GameOver() != over {
		t.Errorf("%s: GameOver = %v, want %v", b.Text(mover), b.GameOver(), over)
		return false
	}
	if got, want := b.Pass().Text(mover.Opponent()), b.Text(mover)[:b.Size()*b.Size()]+" "+string(mover.Opponent().Rune()); got != want {
		t.Errorf("Pass = %s, want %s", got, want)
	}
	return true
}

// TestBitboardAgainstPosition plays seeded random games on the bitboards of
// every size and checks every position against the generic rules, then
// does the same for random discs.
func TestBitboardAgainstPosition(t *testing.T) {
	games := 100
	switch {
	case othellotest.Deep():
		games = 1000
	case testing.Short() || othellotest.Race:
		games = 30
	}
	r := rand.New(rand.NewPCG(4, 6))
	positions := 0
	for _, n := range []int{4, 6, 8} {
		for range games {
			mover := othello.Black
			for _, b := range othelloplay.Game(r, n) {
				if !bbCheckAgainstPosition(t, b, mover) {
					return
				}
				mover = mover.Opponent()
				positions++
			}
			mask, _ := bitboard.MaskOf(n)
			p, o := othelloplay.Discs(r)
			b, err := bitboard.New(n, p&mask, o&mask)
			if err != nil {
				t.Fatal(err)
			}
			if !bbCheckAgainstPosition(t, b, othello.White) {
				return
			}
			positions++
		}
	}
	t.Logf("%d positions agree with the generic rules", positions)
}

// TestBitboardWTHOR replays the games of the shared WTHOR archive on the
// bitboard, those of the sample by default and every one with
// -othello.deep (every move must be legal, passes inferred), and checks
// one game in 100 (in 50) position by position against the generic rules.
func TestBitboardWTHOR(t *testing.T) {
	games, every := othellotest.WTHORSample(t), 100
	if othellotest.Deep() {
		games, every = othellotest.WTHORGames(t), 50
	}
	positions, checked := 0, 0
	for i, g := range games {
		bs, err := othellotest.Replay(g)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		positions += len(bs)
		if i%every != 0 {
			continue
		}
		// Replay it through the generic rules as well and compare.
		p, _ := othello.NewPosition(8)
		for j, b := range bs {
			if b.Legal() == 0 && !b.GameOver() {
				p.Pass()
				b = b.Pass()
			}
			if !bbCheckAgainstPosition(t, b, p.Turn()) {
				t.Fatalf("game %d, position %d", i, j)
			}
			checked++
			if j < len(g.Moves) {
				if _, err := p.Play(g.Moves[j]); err != nil {
					t.Fatalf("game %d: %v", i, err)
				}
			}
		}
	}
	t.Logf("replayed %d WTHOR games (%d positions) on the bitboard; %d positions checked against the generic rules", len(games), positions, checked)
}

func TestCheck(t *testing.T) {
	for _, size := range []int{4, 6, 8} {
		b, err := bitboard.Start(size)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(size), 1))
		for ply := 0; !b.GameOver(); ply++ {
			if err := b.Check(); err != nil {
				t.Fatalf("%dx%d, ply %d: Check() = %v on a position of a game", size, size, ply, err)
			}
			legal := b.Legal()
			if legal == 0 {
				b = b.Pass()
				continue
			}
			var moves []bitboard.Square
			for s := range bitboard.Squares(legal) {
				moves = append(moves, s)
			}
			b, _ = b.Play(moves[rng.IntN(len(moves))])
		}
	}
	start, _ := bitboard.Start(8)
	small, _ := bitboard.Start(4)
	for _, tc := range []struct {
		name string
		b    bitboard.Bitboard
		also error
	}{
		{"overlap", bitboard.Bitboard{Mover: start.Mover | 1, Opponent: start.Opponent | 1}, board.ErrOccupied},
		{"empty board", bitboard.Bitboard{}, nil},
		{"centre square empty", bitboard.Bitboard{Mover: start.Mover, Opponent: start.Opponent &^ (start.Opponent & -start.Opponent)}, nil},
		{"off the 4x4 board", func() bitboard.Bitboard { b := small; b.Mover |= 1 << 63; return b }(), board.ErrOffBoard},
	} {
		err := tc.b.Check()
		if !errors.Is(err, board.ErrPosition) {
			t.Errorf("%s: Check() = %v, want an error matching board.ErrPosition", tc.name, err)
		}
		if tc.also != nil && !errors.Is(err, tc.also) {
			t.Errorf("%s: Check() = %v, want it to match %v too", tc.name, err, tc.also)
		}
	}
}

// FuzzCheck holds Check to what play can do: a position it accepts stays
// accepted after every legal move and after a pass, with one more disc on
// the board after a move.
func FuzzCheck(f *testing.F) {
	start, _ := bitboard.Start(8)
	f.Add(start.Mover, start.Opponent)
	f.Add(uint64(0), uint64(0))
	f.Add(^uint64(0), uint64(1))
	f.Fuzz(func(t *testing.T, mover, opponent uint64) {
		b := bitboard.Bitboard{Mover: mover, Opponent: opponent}
		if b.Check() != nil {
			return
		}
		if err := b.Pass().Check(); err != nil {
			t.Fatalf("Check() of the pass = %v", err)
		}
		m, o := b.Discs()
		for s := range bitboard.Squares(b.Legal()) {
			next, ok := b.Play(s)
			if !ok {
				t.Fatalf("Play(%v) refused a legal move", s)
			}
			if err := next.Check(); err != nil {
				t.Fatalf("Check() after %v = %v", s, err)
			}
			if nm, no := next.Discs(); nm+no != m+o+1 {
				t.Fatalf("after %v: %d discs, want %d", s, nm+no, m+o+1)
			}
		}
	})
}
