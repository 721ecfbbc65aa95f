package render

import (
	"image/color"
	"math"
	"strconv"

	"github.com/seed131617c4/board"
)

// The scene is the picture as shapes in the units of the viewBox, shared by
// the SVG writer and the PNG rasteriser so that both draw the same thing.

// Dimensions of the scene, in viewBox units.
const (
	cell      = 40.0 // the distance between two lines
	margin    = 24.0 // the width of a margin holding coordinates
	padSquare = 2.0  // the frame around a SquareGrid without coordinates
	padPoint  = 22.0 // the board beyond the outer lines of a PointGrid
	capHeight = 30.0 // the strip under the board holding the caption
	coordFont = 14.0
)

type shapeKind uint8

const (
	rectShape   shapeKind = iota // x, y, w, h, filled
	circleShape                  // x, y, r, filled
	ringShape                    // x, y, r, stroked
	lineShape                    // x, y to x2, y2, stroked with round caps
	polyShape                    // pts, filled
	textShape                    // text centred at x, baseline y
	useShape                     // the symbol ref drawn at x, y
)

// A shape is one element of the scene.
type shape struct {
	kind   shapeKind
	x, y   float64
	w, h   float64 // rect: size; line: the other end
	r      float64
	pts    []float64 // poly: x0, y0, x1, y1, ...
	col    color.NRGBA
	width  float64 // ring, line: stroke width
	text   string
	size   float64 // text: font size
	ref    int     // use: index in scene.defs
	bold   bool
	square bool // line: square caps instead of round ones
}

// A symbol is a group of shapes around the origin, drawn many times by
// reference: the pieces.
type symbol struct {
	id     string
	shapes []shape
}

// A layer is a group of shapes with a class for CSS.
type layer struct {
	class  string
	shapes []shape
}

type scene struct {
	w, h        float64
	title, desc string
	css         string
	defs        []symbol
	layers      []layer
}

func (s *scene) add(class string, sh ...shape) {
	if len(sh) == 0 {
		return
	}
	if n := len(s.layers); n > 0 && s.layers[n-1].class == class {
		s.layers[n-1].shapes = append(s.layers[n-1].shapes, sh...)
		return
	}
	s.layers = append(s.layers, layer{class, sh})
}

// geometry maps the points of a diagram to the scene.
type geometry struct {
	grid       Grid
	rows, cols int
	x0, y0     float64 // the centre of point (0,0) before flipping
	flipped    bool
}

// at returns the centre of p.
func (g geometry) at(p board.Point) (x, y float64) {
	r, c := p.Row, p.Col
	if g.flipped {
		r, c = g.rows-1-r, g.cols-1-c
	}
	return g.x0 + float64(c)*cell, g.y0 + float64(r)*cell
}

// corner returns the intersection of line r and line c: on a PointGrid the
// point itself, on the other grids the corner at the top left of the
// square (r, c), before flipping.
func (g geometry) corner(p board.Point) (x, y float64) {
	if g.grid == PointGrid {
		return g.at(p)
	}
	r, c := float64(p.Row), float64(p.Col)
	if g.flipped {
		r, c = float64(g.rows)-r, float64(g.cols)-c
	}
	return g.x0 - cell/2 + c*cell, g.y0 - cell/2 + r*cell
}

// padding returns the width of the board beyond the lines of grid.
func padding(grid Grid) float64 {
	if grid == PointGrid {
		return padPoint
	}
	return padSquare
}

// sceneGeometry returns where the points of d are drawn with o.
func sceneGeometry(d *Diagram, o *Options) geometry {
	if o == nil {
		o = &Options{}
	}
	m := 0.0
	if !o.NoCoords {
		m = margin
	}
	pad := padding(d.Grid)
	g := geometry{grid: d.Grid, rows: d.Pieces.Rows(), cols: d.Pieces.Cols(), flipped: o.Flipped, x0: m + pad, y0: m + pad}
	if d.Grid != PointGrid {
		g.x0 += cell / 2
		g.y0 += cell / 2
	}
	return g
}

// buildScene lays d out with o: the layers from the bottom up, each
// drawn by a method of its own.
func buildScene(d *Diagram, o *Options) *scene {
	if o == nil {
		o = &Options{}
	}
	s := &scene{desc: d.Text, title: o.Caption, css: o.CSS}
	if d.Pieces == nil {
		s.w, s.h = 2*margin, 2*margin
		return s
	}
	t := &d.Theme
	m := 0.0
	if !o.NoCoords {
		m = margin
	}
	g := sceneGeometry(d, o)
	s.background(d, o, m)
	s.gridLines(g, t.Grid)
	s.stars(d, g)
	if m > 0 {
		s.coords(d, g, m, s.w-2*m, s.h-2*m, t.Coords)
	}
	// The last move: its square filled under the pieces, or on a
	// PointGrid a dot on its stone over them.
	squares := d.Grid != PointGrid
	if squares {
		s.lastSquares(d, g)
	}
	s.fills(d, g)
	s.pieces(d, g)
	s.lines(d, g) // under the numbers, so that they read
	if d.Numbers {
		s.numbers(d, g)
	}
	if !squares {
		s.lastDots(d, g)
	}
	s.marks(d, g)
	s.arrows(d, g)
	if o.Caption != "" {
		s.add("caption", shape{kind: textShape, x: s.w / 2, y: s.h + capHeight/2 + 0.35*16, size: 16, text: o.Caption, col: t.Caption})
		s.h += capHeight
	}
	return s
}

// background sets the size of the picture of d, with margins m, and draws
// its background and the board's rectangle.
func (s *scene) background(d *Diagram, o *Options, m float64) {
	t := &d.Theme
	rows, cols := d.Pieces.Rows(), d.Pieces.Cols()
	pad := padding(d.Grid)
	spanW, spanH := float64(cols)*cell, float64(rows)*cell // the board inside the padding
	if d.Grid == PointGrid {
		spanW, spanH = float64(cols-1)*cell, float64(rows-1)*cell
	}
	s.w = 2*m + 2*pad + spanW
	s.h = 2*m + 2*pad + spanH
	bg := t.Background
	if m == 0 {
		bg = t.Board // no margins: the board fills the picture
	}
	s.add("background", shape{kind: rectShape, w: s.w, h: s.h + capSpace(o), col: bg})
	if t.Board != bg {
		s.add("board", shape{kind: rectShape, x: m, y: m, w: s.w - 2*m, h: s.h - 2*m, col: t.Board})
	}
}

// stars draws the star points of d that lie on its grid.
func (s *scene) stars(d *Diagram, g geometry) {
	rows, cols := d.Pieces.Rows(), d.Pieces.Cols()
	for _, p := range d.Stars {
		if p.Row < 0 || p.Col < 0 || p.Row > rows || p.Col > cols || (d.Grid == PointGrid && !d.Pieces.In(p)) {
			continue
		}
		x, y := g.corner(p)
		s.add("stars", shape{kind: circleShape, x: x, y: y, r: 0.09 * cell, col: d.Theme.Grid})
	}
}

// lastSquares fills the squares of the last move of d.
func (s *scene) lastSquares(d *Diagram, g geometry) {
	for _, p := range d.Last {
		if d.Pieces.In(p) {
			x, y := g.at(p)
			s.add("last", shape{kind: rectShape, x: x - cell/2, y: y - cell/2, w: cell, h: cell, col: d.Theme.Last})
		}
	}
}

// lastDots puts a dot on the stones of the last move of d that show no
// number (a number is drawn in the colour of the last move instead).
func (s *scene) lastDots(d *Diagram, g geometry) {
	numbered := numberAt(d)
	for _, p := range d.Last {
		if d.Pieces.In(p) && numbered[p] == 0 {
			x, y := g.at(p)
			s.add("last", shape{kind: circleShape, x: x, y: y, r: 0.13 * cell, col: d.Theme.Last})
		}
	}
}

// fills draws the Fill marks of d.
func (s *scene) fills(d *Diagram, g geometry) {
	for _, mk := range d.Marks {
		if mk.Kind == Fill && d.Pieces.In(mk.At) {
			x, y := g.at(mk.At)
			f := cell
			if d.Grid == PointGrid {
				f = 0.9 * cell
			}
			s.add("fills", shape{kind: rectShape, x: x - f/2, y: y - f/2, w: f, h: f, col: d.Theme.Fill})
		}
	}
}

// lines draws the Lines of d through the pieces, thinner when the pieces
// show numbers.
func (s *scene) lines(d *Diagram, g geometry) {
	for _, sp := range d.Lines {
		if d.Pieces.In(sp.From) && d.Pieces.In(sp.To) {
			x, y := g.at(sp.From)
			x2, y2 := g.at(sp.To)
			w := 0.14 * cell
			if d.Numbers {
				w = 0.07 * cell // thin enough to read the numbers across
			}
			s.add("lines", shape{kind: lineShape, x: x, y: y, w: x2, h: y2, width: w, col: d.Theme.Line})
		}
	}
}

// arrows draws the Arrows of d.
func (s *scene) arrows(d *Diagram, g geometry) {
	for _, sp := range d.Arrows {
		if d.Pieces.In(sp.From) && d.Pieces.In(sp.To) && sp.From != sp.To {
			s.arrow(g, sp, d.Theme.Arrow)
		}
	}
}

func capSpace(o *Options) float64 {
	if o.Caption != "" {
		return capHeight
	}
	return 0
}

// gridLines draws the lines of the grid: on a PointGrid and a SquareGrid a
// frame and the lines inside it, on a HashGrid only the lines between the
// cells, stopping short of the edges.
func (s *scene) gridLines(g geometry, col color.NRGBA) {
	thin, thick := 1.2, 2.4
	// The box the lines span, and the number of lines inside it each way.
	x0, y0 := g.x0-cell/2, g.y0-cell/2
	x1, y1 := x0+float64(g.cols)*cell, y0+float64(g.rows)*cell
	rows, cols := g.rows-1, g.cols-1
	if g.grid == PointGrid {
		x0, y0, x1, y1 = g.x0, g.y0, g.x0+float64(g.cols-1)*cell, g.y0+float64(g.rows-1)*cell
		rows, cols = g.rows-2, g.cols-2
	}
	w, in := thin, 0.0
	if g.grid == HashGrid {
		w, in = thick, 0.1*cell
	}
	for i := 1; i <= rows; i++ {
		y := y0 + float64(i)*cell
		s.add("grid", shape{kind: lineShape, x: x0 + in, y: y, w: x1 - in, h: y, width: w, col: col})
	}
	for i := 1; i <= cols; i++ {
		x := x0 + float64(i)*cell
		s.add("grid", shape{kind: lineShape, x: x, y: y0 + in, w: x, h: y1 - in, width: w, col: col})
	}
	if g.grid != HashGrid {
		s.add("frame", frame(x0, y0, x1, y1, thick, col)...)
	}
}

// frame returns the outline of a rectangle of lines w wide, centred on
// the edges from (x0, y0) to (x1, y1), as four rectangles so that its
// corners are square.
func frame(x0, y0, x1, y1, w float64, col color.NRGBA) []shape {
	line := func(xa, ya, xb, yb float64) shape {
		return shape{kind: lineShape, x: xa, y: ya, w: xb, h: yb, width: w, col: col, square: true}
	}
	return []shape{line(x0, y0, x1, y0), line(x1, y0, x1, y1), line(x1, y1, x0, y1), line(x0, y1, x0, y0)}
}

// coords writes the labels of the columns above and below the board and
// those of the rows left and right of it.
func (s *scene) coords(d *Diagram, g geometry, m, boardW, boardH float64, col color.NRGBA) {
	base := 0.35 * coordFont
	for c := range g.cols {
		if c >= len(d.Columns) || d.Columns[c] == "" {
			continue
		}
		x, _ := g.at(board.Pt(0, c))
		for _, y := range []float64{m / 2, m + boardH + m/2} {
			s.add("coords", shape{kind: textShape, x: x, y: y + base, size: coordFont, text: d.Columns[c], col: col})
		}
	}
	for r := range g.rows {
		if r >= len(d.Rows) || d.Rows[r] == "" {
			continue
		}
		_, y := g.at(board.Pt(r, 0))
		for _, x := range []float64{m / 2, m + boardW + m/2} {
			s.add("coords", shape{kind: textShape, x: x, y: y + base, size: coordFont, text: d.Rows[r], col: col})
		}
	}
}

// pieces draws the pieces by reference to one symbol each.
func (s *scene) pieces(d *Diagram, g geometry) {
	refs := map[Piece]int{}
	for p, pc := range d.Pieces.All() {
		if pc == NoPiece || pc > O {
			continue
		}
		ref, ok := refs[pc]
		if !ok {
			ref = len(s.defs)
			refs[pc] = ref
			s.defs = append(s.defs, pieceSymbol(pc, d.Grid, &d.Theme))
		}
		x, y := g.at(p)
		s.add("pieces", shape{kind: useShape, x: x, y: y, ref: ref})
	}
}

// pieceSymbol returns the drawing of pc around the origin.
func pieceSymbol(pc Piece, grid Grid, t *Theme) symbol {
	r := 0.42 * cell // a disc in a square
	if grid == PointGrid {
		r = 0.47 * cell // a stone on a point, nearly touching its neighbours
	}
	ring := func(fill, edge color.NRGBA) []shape {
		return []shape{
			{kind: circleShape, r: r, col: fill},
			{kind: ringShape, r: r - 0.6, width: 1.2, col: edge},
		}
	}
	switch pc {
	case Black:
		return symbol{"b", ring(t.Black, t.BlackEdge)}
	case White:
		return symbol{"w", ring(t.White, t.WhiteEdge)}
	case X:
		a := 0.28 * cell
		return symbol{"x", []shape{
			{kind: lineShape, x: -a, y: -a, w: a, h: a, width: 0.1 * cell, col: t.X},
			{kind: lineShape, x: a, y: -a, w: -a, h: a, width: 0.1 * cell, col: t.X},
		}}
	default: // O
		return symbol{"o", []shape{{kind: ringShape, r: 0.29 * cell, width: 0.1 * cell, col: t.O}}}
	}
}

// numberAt returns the number shown on each point.
func numberAt(d *Diagram) map[board.Point]int {
	n := map[board.Point]int{}
	if !d.Numbers {
		return n
	}
	for i, p := range d.History {
		if d.Pieces.At(p) != NoPiece {
			n[p] = i + 1
		}
	}
	return n
}

// numbers writes the move numbers on the pieces, in the colour of the
// highlight for the last move.
func (s *scene) numbers(d *Diagram, g geometry) {
	n := numberAt(d)
	t := &d.Theme
	for i, p := range d.History {
		if n[p] != i+1 {
			continue // played again later
		}
		col := t.White
		if d.Pieces.At(p) == White {
			col = t.Black
		}
		for _, l := range d.Last {
			if l == p {
				col = t.Last
			}
		}
		text := strconv.Itoa(i + 1)
		size := 0.45 * cell
		if len(text) > 2 {
			size = 0.36 * cell
		}
		x, y := g.at(p)
		s.add("numbers", shape{kind: textShape, x: x, y: y + 0.35*size, size: size, text: text, col: col})
	}
}

// marks draws the marks other than Fill, and their labels.
func (s *scene) marks(d *Diagram, g geometry) {
	t := &d.Theme
	for _, mk := range d.Marks {
		if !d.Pieces.In(mk.At) {
			continue
		}
		x, y := g.at(mk.At)
		col := t.Mark
		switch mk.Kind {
		case Dot:
			s.add("marks", shape{kind: circleShape, x: x, y: y, r: 0.12 * cell, col: col})
		case Cross:
			col = t.Forbidden
			a := 0.18 * cell
			if d.Grid == PointGrid && d.Pieces.At(mk.At) == NoPiece {
				// Clear the lines under the cross so that it reads.
				s.add("marks", shape{kind: circleShape, x: x, y: y, r: 0.3 * cell, col: t.Board})
			}
			s.add("marks",
				shape{kind: lineShape, x: x - a, y: y - a, w: x + a, h: y + a, width: 0.07 * cell, col: col},
				shape{kind: lineShape, x: x + a, y: y - a, w: x - a, h: y + a, width: 0.07 * cell, col: col})
		case Ring:
			col = t.Hint
			if d.Grid == HashGrid {
				// A circle in a cell would read as an O: the corners of a
				// square inside the cell instead.
				s.add("marks", corners(x, y, 0.38*cell, 0.14*cell, 0.06*cell, col)...)
				break
			}
			r := 0.4 * cell // around the square
			if d.Grid == PointGrid {
				r = 0.3 * cell
			}
			s.add("marks", shape{kind: ringShape, x: x, y: y, r: r, width: 0.05 * cell, col: col})
		case Fill:
			col = t.Fill
		default:
			continue
		}
		if mk.Label != "" {
			size := 0.36 * cell
			col.A = 0xff
			s.add("marks", shape{kind: textShape, x: x + 0.3*cell, y: y + 0.44*cell, size: size, text: mk.Label, col: col, bold: true})
		}
	}
}

// corners returns the four corners of the square of half-side a centred
// at (x, y), each two strokes of length arm and the given width meeting
// at the corner, as a viewfinder frames what it shows.
func corners(x, y, a, arm, width float64, col color.NRGBA) []shape {
	sh := make([]shape, 0, 8)
	for _, c := range [4][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
		cx, cy := x+c[0]*a, y+c[1]*a
		sh = append(sh,
			shape{kind: lineShape, x: cx, y: cy, w: cx - c[0]*arm, h: cy, width: width, col: col},
			shape{kind: lineShape, x: cx, y: cy, w: cx, h: cy - c[1]*arm, width: width, col: col})
	}
	return sh
}

// arrow draws an arrow from the centre of sp.From to that of sp.To.
func (s *scene) arrow(g geometry, sp Span, col color.NRGBA) {
	x0, y0 := g.at(sp.From)
	x1, y1 := g.at(sp.To)
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	head, half, shaft := 0.5*cell, 0.3*cell, 0.08*cell
	bx, by := x1-ux*head, y1-uy*head // the base of the head
	px, py := -uy, ux
	s.add("arrows", shape{kind: polyShape, col: col, pts: []float64{
		x0 + px*shaft, y0 + py*shaft,
		bx + px*shaft, by + py*shaft,
		bx + px*half, by + py*half,
		x1, y1,
		bx - px*half, by - py*half,
		bx - px*shaft, by - py*shaft,
		x0 - px*shaft, y0 - py*shaft,
	}})
}

// bounds returns the box that sh covers in the viewBox, drawn at (ox, oy),
// with text taken as 0.6 of its size per character and 0.75 above its
// baseline, more than most fonts need.
func bounds(s *scene, sh *shape, ox, oy float64) (x0, y0, x1, y1 float64) {
	x, y := sh.x+ox, sh.y+oy
	switch sh.kind {
	case rectShape:
		return x, y, x + sh.w, y + sh.h
	case circleShape:
		return x - sh.r, y - sh.r, x + sh.r, y + sh.r
	case ringShape:
		r := sh.r + sh.width/2
		return x - r, y - r, x + r, y + r
	case lineShape:
		h := sh.width / 2
		return min(x, sh.w+ox) - h, min(y, sh.h+oy) - h, max(x, sh.w+ox) + h, max(y, sh.h+oy) + h
	case polyShape:
		x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for i := 0; i+1 < len(sh.pts); i += 2 {
			x0, x1 = min(x0, sh.pts[i]), max(x1, sh.pts[i])
			y0, y1 = min(y0, sh.pts[i+1]), max(y1, sh.pts[i+1])
		}
		return
	case textShape:
		w := 0.6 * sh.size * float64(len([]rune(sh.text)))
		return x - w/2, y - 0.75*sh.size, x + w/2, y + 0.25*sh.size
	default:
		x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for i := range s.defs[sh.ref].shapes {
			a, b, c, d := bounds(s, &s.defs[sh.ref].shapes[i], x, y)
			x0, y0, x1, y1 = min(x0, a), min(y0, b), max(x1, c), max(y1, d)
		}
		return
	}
}

// PointAt returns the point of d drawn at (x, y), in the units of the
// viewBox of the SVG that d.WriteSVG writes with o (the pixels of the PNG of
// o.Size 0): the square that holds it, or on a PointGrid the nearest
// intersection within half the distance between two lines. It reports false
// for a place off the board, such as the margins. A page that shows the SVG
// turns a click into a move with it.
func (d *Diagram) PointAt(o *Options, x, y float64) (board.Point, bool) {
	if d.Pieces == nil || math.IsNaN(x) || math.IsNaN(y) {
		return board.Point{}, false
	}
	g := sceneGeometry(d, o)
	c := math.Floor((x-g.x0)/cell + 0.5)
	r := math.Floor((y-g.y0)/cell + 0.5)
	if r < 0 || c < 0 || r >= float64(g.rows) || c >= float64(g.cols) {
		return board.Point{}, false
	}
	p := board.Point{Row: int(r), Col: int(c)}
	if g.flipped {
		p = board.Point{Row: g.rows - 1 - p.Row, Col: g.cols - 1 - p.Col}
	}
	return p, true
}
