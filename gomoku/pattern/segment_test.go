package pattern_test

import (
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// TestSegment holds Segment to At at every point of every axis of random
// positions on boards of several sizes, points off the board included,
// while stones are placed and taken back.
func TestSegment(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 40))
	code := map[gomoku.Stone]uint32{gomoku.Empty: 3, gomoku.Black: 1, gomoku.White: 2}
	for _, size := range []int{5, 15, 19} {
		pos, err := pattern.New(size, gomoku.Freestyle)
		if err != nil {
			t.Fatal(err)
		}
		for i := range size * size / 2 {
			q := board.Pt(r.IntN(size), r.IntN(size))
			if pos.At(q) != gomoku.Empty {
				continue
			}
			pos.Place(q, gomoku.Stone(1+i%2))
			if i%5 == 4 {
				pos.Undo()
			}
			for j := range size * size {
				q := board.Pt(j/size, j%size)
				for _, a := range board.Axes() {
					got, d := pos.Segment(q, a), a.Forward().Delta()
					for k := range 11 {
						p, want := q.Add(d.Mul(k-5)), uint32(0)
						if pos.In(p) {
							want = code[pos.At(p)]
						}
						if c := got >> (2 * k) & 3; c != want {
							t.Fatalf("size %d, %v at %v, point %d: %d, want %d\n%v", size, a, q, k, c, want, pos)
						}
					}
				}
			}
		}
		if got := pos.Segment(board.Pt(-1, 0), board.Horizontal); got != 0 {
			t.Errorf("Segment off the board = %#x, want 0", got)
		}
		if got := pos.Segment(board.Pt(0, 0), board.Axis(4)); got != 0 {
			t.Errorf("Segment on Axis(4) = %#x, want 0", got)
		}
	}
}
