package render

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"image/png"
	"io"
	"math"
	"strconv"
	"strings"
)

// A Graph is the evaluation of a game move by move, drawn as analysis
// boards draw it: one bar per move from a middle axis, up in the first
// player's colour where the first player stands better, down in the
// second player's where the second does. [Graph.WriteSVG] and
// [Graph.WritePNG] draw it with the [Options] of a diagram (its Size,
// Caption and CSS; NoCoords leaves off the scale and the move numbers).
type Graph struct {
	// Values are the evaluations after each move, for the first player
	// (Black in Othello, gomoku and renju), in the game's unit, like
	// discs; NaN leaves a move without a bar.
	Values []float64
	// Scale is the value at the top and bottom edges; values beyond it
	// are drawn at the edge. 0 takes the largest size of a value, at
	// least 1.
	Scale float64
	// Names are the two sides, written at the top and the bottom, like
	// "black" and "white"; empty leaves them off.
	Names [2]string
	// Theme holds the colours: Board behind the bars, Background around
	// them, Black and White for the bars of the first and second player,
	// Grid for the axis, Coords for the scale, the names and the move
	// numbers, and Caption. NewGraph sets Othello's.
	Theme Theme
}

// NewGraph returns a graph of values in the colours of Othello's board,
// the first player's bars black and the second's white.
func NewGraph(values []float64, names [2]string) *Graph {
	return &Graph{Values: values, Names: names, Theme: othelloTheme}
}

// Dimensions of a graph's scene, in viewBox units.
const (
	graphW, graphH = 600.0, 240.0 // the plot
	graphLeft      = 44.0         // the margin holding the scale
	graphTop       = 22.0         // the margins holding the names
	graphBottom    = 40.0         // and the move numbers
)

// scale returns the value at the edges of g.
func (g *Graph) scale() float64 {
	if g.Scale > 0 && !math.IsInf(g.Scale, 0) {
		return g.Scale
	}
	s := 1.0
	for _, v := range g.Values {
		if !math.IsNaN(v) && !math.IsInf(v, 0) {
			s = max(s, math.Abs(v))
		}
	}
	return s
}

// scene returns the shapes of g drawn with o.
func (g *Graph) scene(o *Options) *scene {
	if o == nil {
		o = &Options{}
	}
	t := &g.Theme
	left, top, bottom := graphLeft, graphTop, graphBottom
	if o.NoCoords {
		left, top, bottom = 8, 8, 8
	}
	s := &scene{title: o.Caption, css: o.CSS, desc: g.text()}
	s.w = left + graphW + 8
	s.h = top + graphH + bottom + capSpace(o)
	s.add("background", shape{kind: rectShape, w: s.w, h: s.h, col: t.Background})
	s.add("board", shape{kind: rectShape, x: left, y: top, w: graphW, h: graphH, col: t.Board})
	mid := top + graphH/2
	sc := g.scale()
	if n := len(g.Values); n > 0 {
		bw := graphW / float64(n)
		gap := min(bw/8, 1.5)
		var bars []shape
		for i, v := range g.Values {
			if math.IsNaN(v) {
				continue
			}
			h := max(-1, min(1, v/sc)) * graphH / 2
			col, edge := t.Black, t.BlackEdge
			y := mid - h
			if h < 0 {
				col, edge, y, h = t.White, t.WhiteEdge, mid, -h
			}
			x := left + float64(i)*bw + gap/2
			bars = append(bars, shape{kind: rectShape, x: x, y: y, w: bw - gap, h: h, col: edge},
				shape{kind: rectShape, x: x + 0.5, y: y + 0.5, w: max(bw-gap-1, 0), h: max(h-1, 0), col: col})
		}
		s.add("bars", bars...)
	}
	grid := []shape{{kind: lineShape, x: left, y: mid, w: left + graphW, h: mid, col: t.Grid, width: 1, square: true}}
	for _, f := range []float64{-0.5, 0.5} {
		y := mid - f*graphH/2
		grid = append(grid, shape{kind: lineShape, x: left, y: y, w: left + graphW, h: y, col: t.Grid, width: 0.5, square: true})
	}
	grid = append(grid, frame(left, top, left+graphW, top+graphH, 1, t.Grid)...)
	s.add("grid", grid...)
	if !o.NoCoords {
		var labels []shape
		for _, f := range []float64{1, 0.5, 0, -0.5, -1} {
			y := mid - f*graphH/2 + coordFont/3
			labels = append(labels, shape{kind: textShape, x: left / 2, y: y, text: signed(f * sc), size: coordFont, col: t.Coords})
		}
		n := len(g.Values)
		step := 10
		for n > 0 && n/step > 12 {
			step *= 2
		}
		for k := step; k <= n; k += step {
			x := left + (float64(k)-0.5)*graphW/float64(n)
			labels = append(labels, shape{kind: textShape, x: x, y: top + graphH + coordFont + 4, text: strconv.Itoa(k), size: coordFont, col: t.Coords})
		}
		if g.Names[0] != "" {
			labels = append(labels, shape{kind: textShape, x: left + graphW/2, y: top - 6, text: g.Names[0], size: coordFont, col: t.Coords})
		}
		if g.Names[1] != "" {
			labels = append(labels, shape{kind: textShape, x: left + graphW/2, y: top + graphH + bottom - 4, text: g.Names[1], size: coordFont, col: t.Coords})
		}
		s.add("coords", labels...)
	}
	if o.Caption != "" {
		s.add("caption", shape{kind: textShape, x: s.w / 2, y: s.h - capSpace(o)/2 + 5, text: o.Caption, size: 16, col: t.Caption})
	}
	return s
}

// signed formats a value of the scale: "+32", "0", "-16", "+0.5".
func signed(v float64) string {
	s := strconv.FormatFloat(math.Abs(v), 'g', 3, 64)
	switch {
	case v > 0:
		return "+" + s
	case v < 0:
		return "-" + s
	}
	return "0"
}

// text returns the values of g as text, one move a line, for the <desc>
// of the SVG.
func (g *Graph) text() string {
	var b strings.Builder
	for i, v := range g.Values {
		fmt.Fprintf(&b, "%d %s\n", i+1, strconv.FormatFloat(v, 'g', -1, 64))
	}
	return b.String()
}

// WriteSVG writes g drawn with o as an SVG document to w: a viewBox, a
// width and height when o.Size is set, the caption as its <title> and the
// values, one move a line, as its <desc>. The same g and o always write
// the same bytes.
func (g *Graph) WriteSVG(w io.Writer, o *Options) error {
	if o == nil {
		o = &Options{}
	}
	bw := bufio.NewWriter(w)
	g.scene(o).writeSVG(bw, o.Size)
	return bw.Flush()
}

// SVG returns g drawn with o as an SVG document, as [Graph.WriteSVG]
// writes it.
func (g *Graph) SVG(o *Options) string {
	var b bytes.Buffer
	g.WriteSVG(&b, o)
	return b.String()
}

// WritePNG writes g drawn with o as a PNG image to w, o.Size pixels wide
// (or 1 pixel per unit of the SVG's viewBox when o.Size is 0).
func (g *Graph) WritePNG(w io.Writer, o *Options) error {
	return png.Encode(w, g.Image(o))
}

// Image returns g drawn with o as an image, as [Diagram.Image] draws a
// diagram.
func (g *Graph) Image(o *Options) *image.RGBA {
	if o == nil {
		o = &Options{}
	}
	return g.scene(o).image(o.Size)
}
