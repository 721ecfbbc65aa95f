package render_test

import (
	"bytes"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/render"
)

// graphValues are the evaluations of a made-up game of 24 moves: even,
// then Black ahead, a move without a value, White ahead beyond the scale.
var graphValues = []float64{0.5, -0.3, 1.2, 2, 4.5, 3, 8, 12, math.NaN(), 10, 6, 2,
	-3, -8, -15, -22, -30, -40, -64, -70, -50, -34, -20, -12}

// TestGraph compares the SVG of an evaluation graph with its golden file
// (go test -update rewrites it, -png DIR writes the PNG) and checks the
// PNG's pixels: a bar of Black's advantage is black above the axis, one
// of White's white below it, and a move without a value has no bar.
func TestGraph(t *testing.T) {
	g := render.NewGraph(graphValues, [2]string{"black", "white"})
	g.Scale = 64
	o := &render.Options{Size: 652, Caption: "f5 d6 c3 d3 c4"}
	got := g.SVG(o)
	checkSVG(t, got)
	sharedtest.Golden(t, filepath.Join("testdata", "graph.svg"), got)
	if again := g.SVG(o); again != got {
		t.Error("a second SVG of the same graph differs")
	}
	var buf bytes.Buffer
	if err := g.WritePNG(&buf, o); err != nil {
		t.Fatal(err)
	}
	if *pngDir != "" {
		os.WriteFile(filepath.Join(*pngDir, "graph.png"), buf.Bytes(), 0o644)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if w := img.Bounds().Dx(); w != o.Size {
		t.Errorf("PNG %d pixels wide, want %d", w, o.Size)
	}
	// The viewBox is 652 wide: 1 pixel a unit. The plot starts at x 44,
	// y 22, 600×240, 25 units a move; the axis is at y 142.
	at := func(move int, y float64) color.Color { return img.At(44+25*move+12, int(y)) }
	dark := func(c color.Color) bool { r, g, b, _ := c.RGBA(); return r+g+b < 3*0x3000 }
	light := func(c color.Color) bool { r, g, b, _ := c.RGBA(); return r+g+b > 3*0xd000 }
	if c := at(7, 142-10); !dark(c) { // +12 discs: 22.5 units up
		t.Errorf("move 8 (+12) above the axis: %v, want black", c)
	}
	if c := at(7, 142-40); dark(c) {
		t.Errorf("move 8 (+12) well above its bar: %v, want the board", c)
	}
	if c := at(19, 142+115); !light(c) { // -70: clipped at the bottom
		t.Errorf("move 20 (-70) near the bottom: %v, want white", c)
	}
	if c := at(8, 142-3); dark(c) || light(c) {
		t.Errorf("move 9 (no value): %v, want the board", c)
	}
	if !strings.Contains(got, "<desc>1 0.5\n2 -0.3\n") {
		t.Error("the <desc> does not list the values")
	}
}

// TestGraphEdges draws graphs with no values, one value, only NaN and
// infinities without a panic, and an SVG each time.
func TestGraphEdges(t *testing.T) {
	for _, v := range [][]float64{nil, {0}, {math.NaN()}, {math.Inf(1), math.Inf(-1), 3}, make([]float64, 500)} {
		g := render.NewGraph(v, [2]string{})
		checkSVG(t, g.SVG(&render.Options{NoCoords: true}))
		checkSVG(t, g.SVG(nil))
		g.Image(&render.Options{Size: 100})
	}
}
