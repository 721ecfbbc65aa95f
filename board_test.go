package board_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
)

func TestPoint(t *testing.T) {
	p := board.Pt(2, 5)
	if got, want := p.Add(board.Pt(1, -3)), board.Pt(3, 2); got != want {
		t.Errorf("Add = %v, want %v", got, want)
	}
	if got, want := p.Sub(board.Pt(1, -3)), board.Pt(1, 8); got != want {
		t.Errorf("Sub = %v, want %v", got, want)
	}
	if got, want := p.Mul(-2), board.Pt(-4, -10); got != want {
		t.Errorf("Mul = %v, want %v", got, want)
	}
	if got, want := board.Pt(-1, 12).String(), "(-1,12)"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
}

func TestDirections(t *testing.T) {
	var sum board.Point
	seen := map[board.Point]bool{}
	for i, d := range board.Directions() {
		if int(d) != i {
			t.Errorf("Directions[%d] = %v", i, d)
		}
		dp := d.Delta()
		if dp.Row < -1 || dp.Row > 1 || dp.Col < -1 || dp.Col > 1 || dp == (board.Point{}) || seen[dp] {
			t.Errorf("%v.Delta() = %v: not a distinct unit step", d, dp)
		}
		seen[dp] = true
		sum = sum.Add(dp)
		if o := d.Opposite(); o.Delta() != dp.Mul(-1) || o.Opposite() != d {
			t.Errorf("%v.Opposite() = %v", d, o)
		}
		if a := d.Axis(); a.Forward() != d && a.Backward() != d {
			t.Errorf("%v.Axis() = %v, whose directions are %v and %v", d, a, a.Forward(), a.Backward())
		}
		// Clockwise: the cross product of consecutive steps turns right.
		next := board.Directions()[(i+1)%8].Delta()
		if cross := dp.Col*next.Row - dp.Row*next.Col; cross <= 0 {
			t.Errorf("%v then %v is not clockwise", d, board.Directions()[(i+1)%8])
		}
	}
	if sum != (board.Point{}) {
		t.Errorf("sum of deltas = %v, want (0,0)", sum)
	}
	bad := board.Direction(8)
	if bad.Delta() != (board.Point{}) || bad.Opposite() != bad || bad.String() != "Direction(8)" || bad.Axis() < 4 {
		t.Errorf("invalid direction: Delta %v, Opposite %v, String %q, Axis %v", bad.Delta(), bad.Opposite(), bad, bad.Axis())
	}
	var names strings.Builder
	for _, d := range board.Directions() {
		names.WriteString(d.String() + " ")
	}
	if want := "N NE E SE S SW W NW "; names.String() != want {
		t.Errorf("names = %q, want %q", names.String(), want)
	}
}

func TestAxes(t *testing.T) {
	want := []struct {
		name     string
		fwd, bwd board.Direction
	}{
		{"horizontal", board.East, board.West},
		{"vertical", board.South, board.North},
		{"diagonal", board.SouthEast, board.NorthWest},
		{"anti-diagonal", board.NorthEast, board.SouthWest},
	}
	for i, a := range board.Axes() {
		w := want[i]
		if a.String() != w.name || a.Forward() != w.fwd || a.Backward() != w.bwd {
			t.Errorf("axis %d = %q fwd %v bwd %v, want %q %v %v", i, a, a.Forward(), a.Backward(), w.name, w.fwd, w.bwd)
		}
		// The canonical end is the left-most cell, or the top-most on a
		// vertical line: going forward never moves left, nor up on a column.
		if f := a.Forward().Delta(); f.Col < 0 || (f.Col == 0 && f.Row < 0) {
			t.Errorf("%v forward %v moves away from the canonical end", a, f)
		}
	}
	if bad := board.Axis(4); bad.String() != "Axis(4)" || bad.Forward() < 8 {
		t.Errorf("invalid axis: %q forward %v", bad, bad.Forward())
	}
}

func TestNewSize(t *testing.T) {
	for _, size := range [][2]int{{0, 1}, {1, 0}, {-1, 5}, {65, 1}, {1, 65}, {1 << 30, 1 << 30}} {
		b, err := board.New[int](size[0], size[1])
		if !errors.Is(err, board.ErrSize) || b != nil {
			t.Errorf("New(%d, %d) = %v, %v; want nil, ErrSize", size[0], size[1], b, err)
		}
	}
	for _, size := range [][2]int{{1, 1}, {64, 64}, {3, 19}} {
		b, err := board.New[int](size[0], size[1])
		if err != nil || b.Rows() != size[0] || b.Cols() != size[1] || b.Count(0) != size[0]*size[1] {
			t.Errorf("New(%d, %d) = %v", size[0], size[1], err)
		}
	}
}

func TestBoardCells(t *testing.T) {
	b, _ := board.New[string](2, 3)
	b.Set(board.Pt(1, 2), "x")
	b.Set(board.Pt(2, 0), "off") // ignored
	b.Set(board.Pt(-1, 0), "off")
	if got := b.At(board.Pt(1, 2)); got != "x" {
		t.Errorf("At(1,2) = %q", got)
	}
	for _, p := range []board.Point{{2, 0}, {0, 3}, {-1, -1}, {0, -1}} {
		if b.In(p) || b.At(p) != "" {
			t.Errorf("off-board %v: In %v, At %q", p, b.In(p), b.At(p))
		}
	}
	if n := b.Count(""); n != 5 {
		t.Errorf("Count(\"\") = %d, want 5", n)
	}
	var order []board.Point
	for p, v := range b.All() {
		order = append(order, p)
		if v != b.At(p) {
			t.Errorf("All yields %v=%q, At says %q", p, v, b.At(p))
		}
	}
	want := []board.Point{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}}
	if diff := cmp.Diff(want, order); diff != "" {
		t.Errorf("All order (-want +got):\n%s", diff)
	}
	c := b.Clone()
	if !c.Equal(b) {
		t.Error("clone differs")
	}
	c.Set(board.Pt(0, 0), "y")
	if b.At(board.Pt(0, 0)) != "" || c.Equal(b) {
		t.Error("clone shares storage")
	}
	c.Fill("z")
	if c.Count("z") != 6 {
		t.Errorf("Fill: Count = %d", c.Count("z"))
	}
	var e0 board.Board[string]
	e0.CopyFrom(c)
	if !e0.Equal(c) {
		t.Error("CopyFrom into the zero board differs")
	}
	small, _ := board.New[string](1, 1)
	e0.CopyFrom(small) // shrinks, keeping the storage
	if !e0.Equal(small) || e0.Rows() != 1 || e0.Cols() != 1 {
		t.Error("CopyFrom of a smaller board differs")
	}
	e0.CopyFrom(c) // grows again within the storage
	if !e0.Equal(c) || e0.Count("z") != 6 {
		t.Error("CopyFrom of a larger board differs")
	}
	e0.Set(board.Pt(0, 0), "w")
	if c.At(board.Pt(0, 0)) == "w" {
		t.Error("CopyFrom shares storage")
	}
	d, _ := board.New[string](3, 2)
	e, _ := board.New[string](2, 3)
	if d.Equal(e) || !e.Equal(e.Clone()) {
		t.Error("Equal ignores the shape")
	}
	if got, want := b.String(), "  \n  x\n"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
}

func TestZeroBoard(t *testing.T) {
	var b board.Board[int]
	if b.In(board.Pt(0, 0)) || b.At(board.Pt(0, 0)) != 0 || b.Count(0) != 0 || b.String() != "" {
		t.Error("zero board is not empty")
	}
	b.Set(board.Pt(0, 0), 1)
	for range b.All() {
		t.Error("zero board yields cells")
	}
	for range b.Ray(board.Pt(-1, 0), board.South) {
		t.Error("zero board yields a ray")
	}
}
