package render

import (
	"image"
	"image/color"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/tictactoe"
)

// near reports whether the pixel at (x, y) of img is within 8 of c in
// every channel.
func near(img *image.RGBA, x, y float64, c color.NRGBA) bool {
	got := img.RGBAAt(int(x), int(y))
	d := func(a, b uint8) bool { return a-b < 8 || b-a < 8 }
	return d(got.R, c.R) && d(got.G, c.G) && d(got.B, c.B)
}

// checkPixels rasterises d with o and checks, at every point, that the
// centre of a piece has the colour of the piece and that an empty point
// has the colour of the board a quarter of a cell off its lines.
func checkPixels(t *testing.T, name string, d *Diagram, o *Options) {
	t.Helper()
	img := d.Image(o)
	s := buildScene(d, o)
	scale := float64(img.Bounds().Dx()) / s.w
	g := sceneGeometry(d, o)
	bad := 0
	numbered := numberAt(d)
	for p, pc := range d.Pieces.All() {
		x, y := g.at(p)
		if numbered[p] > 0 {
			if cell*scale < 12 {
				continue // the number covers most of a small stone
			}
			y += 0.33 * cell // below the number
		}
		x, y = x*scale, y*scale
		var ok bool
		switch pc {
		case Black:
			ok = near(img, x, y, d.Theme.Black)
		case White:
			ok = near(img, x, y, d.Theme.White)
		case X:
			ok = near(img, x, y, d.Theme.X)
		case O: // the centre of an O is empty; its ring passes 0.29 cells out
			ok = near(img, x, y, d.Theme.Board) && near(img, x+0.29*cell*scale, y, d.Theme.O)
		default:
			off := 0.25 * cell * scale
			ok = near(img, x+off, y+off, d.Theme.Board)
		}
		if !ok && bad < 5 {
			bad++
			t.Errorf("%s: the pixel at %v (%.0f,%.0f) is %v for %v", name, p, x, y, img.RGBAAt(int(x), int(y)), pc)
		}
	}
}

// TestPixels checks the PNGs of the three games at several sizes against
// the positions they show.
func TestPixels(t *testing.T) {
	gb, _ := gomoku.ParseBoard("X....\n.O...\n..X..\n...O.\n....X\n")
	og, _ := othello.ParseTranscript(8, "f5d6c3d3c4f4")
	tb, _ := tictactoe.Parse("XO.OX...X")
	g26, _ := gomoku.NewGame(26, gomoku.Freestyle)
	for _, m := range []string{"a1", "z26", "a26", "z1", "m13"} {
		p, _ := gomoku.ParseMove(m, 26)
		g26.Play(p)
	}
	for _, size := range []int{0, 150, 400} {
		o := &Options{Size: size}
		checkPixels(t, "gomoku 5x5", gomokuBoard(gb, gomoku.Freestyle), o)
		checkPixels(t, "gomoku 26x26", Game(g26), &Options{Size: size, NoCoords: true})
		checkPixels(t, "othello", Game(og), o)
		checkPixels(t, "othello flipped", Game(og), &Options{Size: size, Flipped: true})
		d := Board(tb)
		d.Lines = nil // the winning line covers the centres
		checkPixels(t, "tictactoe", d, o)
	}
	// The corner stones of 26×26 sit on the corners of the grid: a1 at
	// the bottom left.
	d := Game(g26)
	img := d.Image(nil)
	g := sceneGeometry(d, nil)
	x, y := g.at(board.Pt(25, 0))
	if x != margin+padPoint || y != margin+padPoint+25*cell {
		t.Errorf("a1 at (%g,%g), want the bottom-left corner of the grid", x, y)
	}
	if !near(img, x, y+0.3*cell, d.Theme.Black) {
		t.Error("a1 is not a black stone")
	}
}
