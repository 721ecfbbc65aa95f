package render

import (
	"math"
	"strings"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/tictactoe"
)

// checkInside fails t for any shape of d drawn with o that reaches out of
// the viewBox.
func checkInside(t *testing.T, name string, d *Diagram, o *Options) {
	t.Helper()
	s := buildScene(d, o)
	for _, l := range s.layers {
		for i := range l.shapes {
			x0, y0, x1, y1 := bounds(s, &l.shapes[i], 0, 0)
			if x0 < -1e-9 || y0 < -1e-9 || x1 > s.w+1e-9 || y1 > s.h+1e-9 {
				t.Errorf("%s: a %s shape of %q spans (%.1f,%.1f)-(%.1f,%.1f), out of the viewBox %gx%g", name, l.class, l.shapes[i].text, x0, y0, x1, y1, s.w, s.h)
				return
			}
		}
	}
}

// fullDiagram marks every point of d with pieces, numbers, labels and
// the last move, the most a picture can hold at its edges.
func fullDiagram(d *Diagram, p Piece) *Diagram {
	n := d.Pieces.Rows()
	for pt := range d.Pieces.All() {
		d.Pieces.Set(pt, p)
		d.History = append(d.History, pt)
		d.Marks = append(d.Marks, Mark{At: pt, Kind: Cross, Label: "44"}, Mark{At: pt, Kind: Ring})
	}
	d.Numbers = true
	d.Last = []board.Point{board.Pt(n-1, n-1), board.Pt(0, 0)}
	d.Arrows = []Span{{board.Pt(0, 0), board.Pt(n-1, n-1)}, {board.Pt(n-1, 0), board.Pt(0, n-1)}}
	d.Lines = d.Arrows
	return d
}

// TestNothingClipped draws every board size of every game with every mark
// at every point, and checks that every shape stays in the viewBox.
func TestNothingClipped(t *testing.T) {
	opts := []Options{{}, {NoCoords: true}, {Flipped: true, Caption: "a caption"}}
	for n := gomoku.MinSize; n <= gomoku.MaxSize; n++ {
		b, _ := gomoku.NewBoard(n)
		for _, o := range opts {
			checkInside(t, "gomoku", fullDiagram(gomokuBoard(b, gomoku.Freestyle), Black), &o)
		}
	}
	for n := othello.MinSize; n <= othello.MaxSize; n += 2 {
		p, _ := othello.NewPosition(n)
		for _, o := range opts {
			checkInside(t, "othello", fullDiagram(Board(p), White), &o)
		}
	}
	for _, o := range opts {
		checkInside(t, "tictactoe", fullDiagram(Board(tictactoe.NewBoard()), X), &o)
	}
}

// TestCoordinates checks the labels on the margins against each game's
// notation: the label above a column and beside a row name the point.
func TestCoordinates(t *testing.T) {
	for n := gomoku.MinSize; n <= gomoku.MaxSize; n++ {
		b, _ := gomoku.NewBoard(n)
		d := gomokuBoard(b, gomoku.Freestyle)
		for pt := range b.All() {
			if got, want := d.Columns[pt.Col]+d.Rows[pt.Row], gomoku.FormatMove(pt, n); got != want {
				t.Fatalf("gomoku %d: %v labelled %s, want %s", n, pt, got, want)
			}
		}
	}
	for n := othello.MinSize; n <= othello.MaxSize; n += 2 {
		p, _ := othello.NewPosition(n)
		d := Board(p)
		for pt := range p.All() {
			if got, want := d.Columns[pt.Col]+d.Rows[pt.Row], othello.FormatMove(pt); got != want {
				t.Fatalf("othello %d: %v labelled %s, want %s", n, pt, got, want)
			}
		}
	}
	d := Board(tictactoe.NewBoard())
	for pt := range tictactoe.NewBoard().All() {
		if got, want := d.Columns[pt.Col]+d.Rows[pt.Row], tictactoe.FormatMove(pt); got != want {
			t.Fatalf("tictactoe: %v labelled %s, want %s", pt, got, want)
		}
	}
	// And the scene puts the labels where the points are: on 15×15 the
	// row label "1" is level with the bottom row and "a" above column 0.
	b, _ := gomoku.NewBoard(15)
	g := gomokuBoard(b, gomoku.Freestyle)
	s := buildScene(g, nil)
	var sawA, saw1 bool
	xa, ya := geometry{grid: PointGrid, rows: 15, cols: 15, x0: margin + padPoint, y0: margin + padPoint}.at(board.Pt(14, 0))
	for _, l := range s.layers {
		if l.class != "coords" {
			continue
		}
		for _, sh := range l.shapes {
			switch sh.text {
			case "a":
				sawA = sawA || math.Abs(sh.x-xa) < 1e-9
			case "1":
				saw1 = saw1 || math.Abs(sh.y-0.35*coordFont-ya) < 1e-9
			}
		}
	}
	if !sawA || !saw1 {
		t.Errorf("the labels a and 1 are not beside a1 at (%g,%g)", xa, ya)
	}
}

// TestStars checks the star points of the boards people know: the 5 of
// the 15×15 renju board, the 9 of the 19×19 go board, the 4 of Othello.
func TestStars(t *testing.T) {
	names := func(n int) string {
		var s []string
		for _, p := range goStars(n) {
			s = append(s, gomoku.FormatMove(p, n))
		}
		return strings.Join(s, " ")
	}
	for n, want := range map[int]string{
		15: "d12 l12 d4 l4 h8",
		19: "d16 p16 d4 p4 j16 d10 p10 j4 j10",
		9:  "c7 g7 c3 g3 e5",
		5:  "c3",
	} {
		if got := names(n); got != want {
			t.Errorf("stars of %d×%d: %s, want %s", n, n, got, want)
		}
	}
}

// TestHintNotAnO checks that a Ring mark on tic-tac-toe's HashGrid draws
// no circle, which would read as an O, but the corners of a square in
// the hint colour inside the cell, while on the other grids it is a
// ring.
func TestHintNotAnO(t *testing.T) {
	for _, tt := range []struct {
		name  string
		d     *Diagram
		rings int
	}{
		{"tictactoe", Board(tictactoe.NewBoard()), 0},
		{"othello", Board(func() *othello.Position { p, _ := othello.NewPosition(4); return p }()), 1},
		{"gomoku", gomokuBoard(func() *board.Board[gomoku.Stone] { b, _ := gomoku.NewBoard(5); return b }(), gomoku.Freestyle), 1},
	} {
		at := board.Pt(1, 2)
		tt.d.Marks = []Mark{{At: at, Kind: Ring}}
		s := buildScene(tt.d, &Options{})
		x, y := sceneGeometry(tt.d, &Options{}).at(at)
		rings, lines := 0, 0
		for _, l := range s.layers {
			if l.class != "marks" {
				continue
			}
			for _, sh := range l.shapes {
				switch {
				case sh.kind == ringShape || sh.kind == circleShape:
					rings++
				case sh.kind == lineShape && sh.col == tt.d.Theme.Hint:
					// Each stroke starts at a corner inside the cell.
					if math.Abs(sh.x-x) >= cell/2 || math.Abs(sh.y-y) >= cell/2 || math.Abs(math.Abs(sh.x-x)-math.Abs(sh.y-y)) > 1e-9 {
						t.Errorf("%s: a stroke from (%g,%g), not at a corner of a square in the cell at (%g,%g)", tt.name, sh.x, sh.y, x, y)
					}
					lines++
				}
			}
		}
		if rings != tt.rings || (rings == 0) != (lines == 8) {
			t.Errorf("%s: a hint of %d circles and %d strokes, want %d circles (or 8 strokes)", tt.name, rings, lines, tt.rings)
		}
	}
}

// TestPointAt checks that the centre of every point of every grid, flipped
// or not, with or without coordinates, maps back to the point, and that
// places beyond the board map to none.
func TestPointAt(t *testing.T) {
	gb, _ := gomoku.NewBoard(15)
	ob, _ := othello.NewPosition(6)
	for _, d := range []*Diagram{gomokuBoard(gb, gomoku.Renju), Board(ob), Board(tictactoe.NewBoard())} {
		for _, o := range []*Options{nil, {Flipped: true}, {NoCoords: true}, {NoCoords: true, Flipped: true}} {
			g := sceneGeometry(d, o)
			for r := range g.rows {
				for c := range g.cols {
					p := board.Point{Row: r, Col: c}
					x, y := g.at(p)
					for _, dx := range []float64{0, cell * 0.45, -cell * 0.45} {
						if q, ok := d.PointAt(o, x+dx, y-dx); !ok || q != p {
							t.Errorf("%v %+v: PointAt(centre of %v %+.0f) = %v, %v", d.Grid, o, p, dx, q, ok)
						}
					}
				}
			}
			// g.x0, g.y0 is the centre of the point drawn at the top left.
			if q, ok := d.PointAt(o, g.x0-cell, g.y0); ok {
				t.Errorf("%v %+v: PointAt left of the board = %v", d.Grid, o, q)
			}
			if q, ok := d.PointAt(o, g.x0, g.y0+float64(g.rows)*cell); ok {
				t.Errorf("%v %+v: PointAt below the board = %v", d.Grid, o, q)
			}
		}
	}
	if _, ok := (&Diagram{}).PointAt(nil, 0, 0); ok {
		t.Error("the zero Diagram has a point")
	}
}

// gomokuBoard returns the diagram of a gomoku board with its winning line
// under rule r.
func gomokuBoard(b *board.Board[gomoku.Stone], r gomoku.Rule) *Diagram {
	d := Board(Square(b))
	d.Lines = WinningLine(b, r)
	return d
}
