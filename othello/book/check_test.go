package book

import (
	"errors"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/bitboard"
)

// impossible returns positions that no game can hold, by name: discs of
// both sides on a square, a disc off a 6×6 board, an empty central
// square.
func impossible(t testing.TB) map[string]bitboard.Bitboard {
	start, _ := bitboard.Start(8)
	start6, _ := bitboard.Start(6)
	overlap, off, hole := start, start6, start
	overlap.Opponent |= overlap.Mover
	off.Mover |= 1 << 63
	hole.Mover &^= 1 << 27 // d4
	hole.Opponent &^= 1 << 27
	for name, p := range map[string]bitboard.Bitboard{"overlap": overlap, "off": off, "hole": hole} {
		if p.Check() == nil {
			t.Fatalf("%s: Check() = nil", name)
		}
	}
	return map[string]bitboard.Bitboard{"overlap": overlap, "off": off, "hole": hole}
}

// TestImpossible checks that Lookup and Moves refuse a position that no
// game can hold with an error matching board.ErrPosition, and answer for
// a position that one can.
func TestImpossible(t *testing.T) {
	b := Default()
	for name, p := range impossible(t) {
		if _, ok, err := b.Lookup(p); ok || !errors.Is(err, board.ErrPosition) {
			t.Errorf("%s: Lookup = %v, %v; want an error matching board.ErrPosition", name, ok, err)
		}
		if moves, err := b.Moves(p); moves != nil || !errors.Is(err, board.ErrPosition) {
			t.Errorf("%s: Moves = %v, %v; want an error matching board.ErrPosition", name, moves, err)
		}
	}
	start, _ := bitboard.Start(8)
	if _, ok, err := b.Lookup(start); !ok || err != nil {
		t.Errorf("Lookup of the start = %v, %v", ok, err)
	}
	if moves, err := b.Moves(start); len(moves) != 4 || err != nil {
		t.Errorf("Moves of the start = %v, %v", moves, err)
	}
}

// FuzzLookup gives Lookup and Moves any two masks: an error matching
// board.ErrPosition exactly when Check refuses them, and otherwise
// legal moves to positions that the book holds.
func FuzzLookup(f *testing.F) {
	start, _ := bitboard.Start(8)
	f.Add(start.Mover, start.Opponent)
	for _, p := range impossible(f) {
		f.Add(p.Mover, p.Opponent)
	}
	b := Default()
	f.Fuzz(func(t *testing.T, mover, opponent uint64) {
		p := bitboard.Bitboard{Mover: mover, Opponent: opponent}
		want := p.Check()
		_, _, err := b.Lookup(p)
		moves, merr := b.Moves(p)
		if want != nil {
			if !errors.Is(err, board.ErrPosition) || !errors.Is(merr, board.ErrPosition) {
				t.Fatalf("%#x, %#x: Lookup: %v, Moves: %v; want errors matching board.ErrPosition (%v)", mover, opponent, err, merr, want)
			}
			return
		}
		if err != nil || merr != nil {
			t.Fatalf("%#x, %#x: Lookup: %v, Moves: %v; want no error", mover, opponent, err, merr)
		}
		for _, m := range moves {
			if p.Legal()&m.Square.Bit() == 0 {
				t.Fatalf("%#x, %#x: book move %v is not legal", mover, opponent, m.Square)
			}
		}
	})
}
