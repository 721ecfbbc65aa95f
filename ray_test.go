package board_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
)

// step is one cell of a ray as the oracle computes it.
type step struct {
	P board.Point
	V uint8
}

// oracleRay steps from p by d's delta with plain arithmetic, independently
// of the walker, to check it.
func oracleRay(b *board.Board[uint8], p board.Point, d board.Direction) []step {
	var out []step
	dp := d.Delta()
	for k := 1; ; k++ {
		q := board.Pt(p.Row+k*dp.Row, p.Col+k*dp.Col)
		if q.Row < 0 || q.Row >= b.Rows() || q.Col < 0 || q.Col >= b.Cols() {
			return out
		}
		out = append(out, step{q, b.At(q)})
	}
}

func randomBoard(r *rand.Rand, rows, cols, values int) *board.Board[uint8] {
	b, _ := board.New[uint8](rows, cols)
	for p := range b.All() {
		b.Set(p, uint8(r.IntN(values)))
	}
	return b
}

// TestWalkerOracle checks every walker method from every cell (and a ring
// of off-board cells) of random boards against the oracle.
func TestWalkerOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := range 300 {
		rows, cols := 1+r.IntN(9), 1+r.IntN(9)
		if iter%50 == 0 {
			rows, cols = 1+r.IntN(64), 1+r.IntN(64)
		}
		b := randomBoard(r, rows, cols, 1+r.IntN(3))
		for row := -1; row <= rows; row++ {
			for col := -1; col <= cols; col++ {
				p := board.Pt(row, col)
				checkWalkerAt(t, b, p)
			}
		}
	}
}

func checkWalkerAt(t *testing.T, b *board.Board[uint8], p board.Point) {
	t.Helper()
	for _, d := range board.Directions() {
		want := oracleRay(b, p, d)
		var got []step
		for q, v := range b.Ray(p, d) {
			got = append(got, step{q, v})
		}
		if !slices.Equal(want, got) {
			t.Fatalf("Ray(%v, %v) on\n%s(-want +got):\n%s", p, d, b, cmp.Diff(want, got))
		}
		if b.In(p) {
			if n := b.Reach(p, d); n != len(want) {
				t.Fatalf("Reach(%v, %v) = %d, want %d", p, d, n, len(want))
			}
		} else if n := b.Reach(p, d); n != 0 {
			t.Fatalf("Reach(%v, %v) off board = %d", p, d, n)
		}
		for v := range uint8(3) {
			run := 0
			for run < len(want) && want[run].V == v {
				run++
			}
			if n := b.Run(p, d, v); n != run {
				t.Fatalf("Run(%v, %v, %d) = %d, want %d", p, d, v, n, run)
			}
			for end := range uint8(3) {
				br := 0
				if run > 0 && run < len(want) && want[run].V == end && end != v {
					br = run
				}
				if n := b.Bracket(p, d, v, end); n != br {
					t.Fatalf("Bracket(%v, %v, %d, %d) = %d, want %d", p, d, v, end, n, br)
				}
			}
		}
	}
	for _, a := range board.Axes() {
		for v := range uint8(3) {
			want := 0
			if b.In(p) {
				want = 1 + b.Run(p, a.Forward(), v) + b.Run(p, a.Backward(), v)
			}
			if n := b.Span(p, a, v); n != want {
				t.Fatalf("Span(%v, %v, %d) = %d, want %d", p, a, v, n, want)
			}
		}
		// Line is the backward ray reversed, p, then the forward ray.
		var want []step
		if b.In(p) {
			back := oracleRay(b, p, a.Backward())
			for i := len(back) - 1; i >= 0; i-- {
				want = append(want, back[i])
			}
			want = append(want, step{p, b.At(p)})
			want = append(want, oracleRay(b, p, a.Forward())...)
		}
		var got []step
		for q, v := range b.Line(p, a) {
			got = append(got, step{q, v})
		}
		if !slices.Equal(want, got) {
			t.Fatalf("Line(%v, %v) (-want +got):\n%s", p, a, cmp.Diff(want, got))
		}
	}
}

// TestLineStarts checks that the lines from LineStarts cover every cell
// exactly once per axis and start at their canonical ends.
func TestLineStarts(t *testing.T) {
	for _, size := range [][2]int{{1, 1}, {1, 7}, {7, 1}, {3, 3}, {4, 9}, {15, 15}, {64, 2}} {
		b, _ := board.New[uint8](size[0], size[1])
		for _, a := range board.Axes() {
			seen := map[board.Point]int{}
			lines := 0
			for s := range b.LineStarts(a) {
				lines++
				if b.Reach(s, a.Backward()) != 0 {
					t.Errorf("%dx%d %v: start %v is not a canonical end", size[0], size[1], a, s)
				}
				first := true
				for q := range b.Line(s, a) {
					if first && q != s {
						t.Errorf("%dx%d %v: line from %v starts at %v", size[0], size[1], a, s, q)
					}
					first = false
					seen[q]++
				}
			}
			wantLines := map[board.Axis]int{
				board.Horizontal: size[0], board.Vertical: size[1],
				board.Diagonal: size[0] + size[1] - 1, board.AntiDiagonal: size[0] + size[1] - 1,
			}[a]
			if lines != wantLines {
				t.Errorf("%dx%d %v: %d lines, want %d", size[0], size[1], a, lines, wantLines)
			}
			for p := range b.All() {
				if seen[p] != 1 {
					t.Errorf("%dx%d %v: %v covered %d times", size[0], size[1], a, p, seen[p])
				}
			}
		}
	}
}

// TestIteratorsStop checks that every iterator honours an early break.
func TestIteratorsStop(t *testing.T) {
	b, _ := board.New[uint8](5, 5)
	n := 0
	for range b.Ray(board.Pt(0, 0), board.SouthEast) {
		n++
		break
	}
	for range b.Line(board.Pt(2, 2), board.Diagonal) {
		n++
		break
	}
	for range b.Line(board.Pt(2, 2), board.Vertical) {
		n++
		if n == 4 {
			break
		}
	}
	for range b.All() {
		n++
		break
	}
	for _, a := range board.Axes() {
		for range b.LineStarts(a) {
			n++
			break
		}
	}
	if n != 9 {
		t.Errorf("iterations = %d, want 9", n)
	}
}
