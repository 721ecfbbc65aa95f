package eval

import (
	"errors"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/bitboard"
)

// TestEvaluate checks that Evaluate refuses a position no game can hold
// with an error matching board.ErrPosition, and one not 8×8 with
// board.ErrSize, and scores the others as Score does.
func TestEvaluate(t *testing.T) {
	start, _ := bitboard.Start(8)
	start6, _ := bitboard.Start(6)
	overlap, hole := start, start
	overlap.Opponent |= overlap.Mover
	hole.Mover &^= 1 << 27
	hole.Opponent &^= 1 << 27
	w := Default()
	for _, tc := range []struct {
		name string
		b    bitboard.Bitboard
		want error
	}{{"overlap", overlap, board.ErrPosition}, {"hole", hole, board.ErrPosition}, {"6x6", start6, board.ErrSize}} {
		if v, err := Evaluate(tc.b); v != 0 || !errors.Is(err, tc.want) {
			t.Errorf("%s: Evaluate = %d, %v; want an error matching %v", tc.name, v, err, tc.want)
		}
		if v, err := w.Evaluate(tc.b); v != 0 || !errors.Is(err, tc.want) {
			t.Errorf("%s: Weights.Evaluate = %d, %v; want an error matching %v", tc.name, v, err, tc.want)
		}
	}
	if v, err := Evaluate(start); err != nil || v != Score(start.Mover, start.Opponent) {
		t.Errorf("Evaluate of the start = %d, %v; want %d", v, err, Score(start.Mover, start.Opponent))
	}
}

// FuzzEvaluate gives Evaluate any two masks: it refuses exactly what
// Check refuses, with an error matching board.ErrPosition, and otherwise
// agrees with Score. (FuzzScore holds Score, which checks nothing, to its
// oracle on any masks.)
func FuzzEvaluate(f *testing.F) {
	start, _ := bitboard.Start(8)
	f.Add(start.Mover, start.Opponent)
	f.Add(start.Mover, start.Mover|start.Opponent)
	f.Add(uint64(0), uint64(0))
	f.Add(^uint64(0), ^uint64(0))
	f.Fuzz(func(t *testing.T, mover, opponent uint64) {
		b := bitboard.Bitboard{Mover: mover, Opponent: opponent}
		v, err := Evaluate(b)
		if b.Check() != nil {
			if !errors.Is(err, board.ErrPosition) {
				t.Fatalf("%#x, %#x: Evaluate = %d, %v; want an error matching board.ErrPosition", mover, opponent, v, err)
			}
		} else if err != nil || v != Score(mover, opponent) {
			t.Fatalf("%#x, %#x: Evaluate = %d, %v; want %d", mover, opponent, v, err, Score(mover, opponent))
		}
	})
}
