package render

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// WritePNG writes d drawn with o as a PNG image to w, o.Size pixels wide
// (or 1 pixel per unit of the SVG's viewBox when o.Size is 0).
func (d *Diagram) WritePNG(w io.Writer, o *Options) error {
	return png.Encode(w, d.Image(o))
}

// Image returns d drawn with o as an image, o.Size pixels wide (or 1
// pixel per unit of the SVG's viewBox when o.Size is 0). It draws the
// shapes of the SVG with an anti-aliasing rasteriser, and the text in the
// Go fonts, so the two pictures agree but for the shapes of the letters.
func (d *Diagram) Image(o *Options) *image.RGBA {
	if o == nil {
		o = &Options{}
	}
	return buildScene(d, o).image(o.Size)
}

// image draws s, size pixels wide (or 1 pixel per unit of the viewBox
// when size is 0).
func (s *scene) image(size int) *image.RGBA {
	if size <= 0 {
		size = int(math.Round(s.w))
	}
	r := &raster{scale: float64(size) / s.w, faces: map[faceKey]font.Face{}}
	r.dst = image.NewRGBA(image.Rect(0, 0, size, pixelHeight(s, size)))
	r.z = vector.NewRasterizer(r.dst.Bounds().Dx(), r.dst.Bounds().Dy())
	for _, l := range s.layers {
		for i := range l.shapes {
			r.draw(s, &l.shapes[i], 0, 0)
		}
	}
	return r.dst
}

// raster draws the shapes of a scene on an image.
type raster struct {
	dst   *image.RGBA
	z     *vector.Rasterizer
	scale float64
	// origin is the pixel of the image at the origin of the rasteriser,
	// the top left of the box being drawn.
	origin image.Point
	faces  map[faceKey]font.Face // a face serves one goroutine
}

// fill draws the path that add makes (in viewBox units) in colour c,
// rasterising only the box (x0, y0)-(x1, y1) of the viewBox that the path
// lies in.
func (r *raster) fill(c color.NRGBA, x0, y0, x1, y1 float64, add func()) {
	if c.A == 0 {
		return
	}
	box := image.Rect(int(math.Floor(x0*r.scale))-1, int(math.Floor(y0*r.scale))-1,
		int(math.Ceil(x1*r.scale))+1, int(math.Ceil(y1*r.scale))+1).Intersect(r.dst.Bounds())
	if box.Empty() {
		return
	}
	r.origin = box.Min
	r.z.Reset(box.Dx(), box.Dy())
	add()
	r.z.Draw(r.dst, box, image.NewUniform(c), image.Point{})
}

// rect fills the rectangle (x0, y0)-(x1, y1) of the viewBox in colour c:
// the whole pixels inside it at once, and the partly covered pixels on its
// edges with the rasteriser, one edge at a time so that each rasterises a
// thin box.
func (r *raster) rect(c color.NRGBA, x0, y0, x1, y1 float64) {
	if c.A == 0 || x1 <= x0 || y1 <= y0 {
		return
	}
	// The edges of the whole pixels, in the viewBox.
	ix0, iy0 := math.Ceil(x0*r.scale)/r.scale, math.Ceil(y0*r.scale)/r.scale
	ix1, iy1 := math.Floor(x1*r.scale)/r.scale, math.Floor(y1*r.scale)/r.scale
	if ix1 <= ix0 || iy1 <= iy0 {
		r.fill(c, x0, y0, x1, y1, func() { r.polygon([]float64{x0, y0, x1, y0, x1, y1, x0, y1}) })
		return
	}
	inner := image.Rect(int(math.Round(ix0*r.scale)), int(math.Round(iy0*r.scale)), int(math.Round(ix1*r.scale)), int(math.Round(iy1*r.scale)))
	draw.Draw(r.dst, inner, image.NewUniform(c), image.Point{}, draw.Over)
	for _, e := range [][4]float64{
		{x0, y0, x1, iy0},   // top
		{x0, iy1, x1, y1},   // bottom
		{x0, iy0, ix0, iy1}, // left
		{ix1, iy0, x1, iy1}, // right
	} {
		if e[2] > e[0] && e[3] > e[1] {
			r.fill(c, e[0], e[1], e[2], e[3], func() { r.polygon([]float64{e[0], e[1], e[2], e[1], e[2], e[3], e[0], e[3]}) })
		}
	}
}

// pt returns the point (x, y) of the viewBox in the rasteriser's box.
func (r *raster) pt(x, y float64) (float32, float32) {
	return float32(x*r.scale) - float32(r.origin.X), float32(y*r.scale) - float32(r.origin.Y)
}

func (r *raster) moveTo(x, y float64) { r.z.MoveTo(r.pt(x, y)) }
func (r *raster) lineTo(x, y float64) { r.z.LineTo(r.pt(x, y)) }

// circle adds a circle of 4 cubic Béziers, clockwise on the screen, or
// counter-clockwise when ccw is set.
func (r *raster) circle(x, y, rad float64, ccw bool) {
	const k = 0.5522847498 // the control point distance of a quarter circle
	d := rad * k
	s := 1.0
	if ccw {
		s = -1
	}
	r.moveTo(x+rad, y)
	cube := func(x1, y1, x2, y2, x3, y3 float64) {
		ax, ay := r.pt(x1, y1)
		bx, by := r.pt(x2, y2)
		cx, cy := r.pt(x3, y3)
		r.z.CubeTo(ax, ay, bx, by, cx, cy)
	}
	cube(x+rad, y+s*d, x+d, y+s*rad, x, y+s*rad)
	cube(x-d, y+s*rad, x-rad, y+s*d, x-rad, y)
	cube(x-rad, y-s*d, x-d, y-s*rad, x, y-s*rad)
	cube(x+d, y-s*rad, x+rad, y-s*d, x+rad, y)
	r.z.ClosePath()
}

// polygon adds the closed polygon of pts, turned clockwise on the screen
// so that it joins the circles it overlaps instead of cancelling them.
func (r *raster) polygon(pts []float64) {
	area := 0.0
	n := len(pts) / 2
	for i := range n {
		j := (i + 1) % n
		area += pts[2*i]*pts[2*j+1] - pts[2*j]*pts[2*i+1]
	}
	at := func(i int) (float64, float64) {
		if area < 0 {
			i = n - 1 - i
		}
		return pts[2*i], pts[2*i+1]
	}
	r.moveTo(at(0))
	for i := 1; i < n; i++ {
		r.lineTo(at(i))
	}
	r.z.ClosePath()
}

// segment adds a line w wide from (x0, y0) to (x1, y1) with round caps,
// or square ones.
func (r *raster) segment(x0, y0, x1, y1, w float64, square bool) {
	h := w / 2
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	px, py := -dy/l*h, dx/l*h
	if square {
		x0, y0, x1, y1 = x0+py, y0-px, x1-py, y1+px
	}
	r.polygon([]float64{x0 + px, y0 + py, x1 + px, y1 + py, x1 - px, y1 - py, x0 - px, y0 - py})
	if !square {
		r.circle(x0, y0, h, false)
		r.circle(x1, y1, h, false)
	}
}

func (r *raster) draw(s *scene, sh *shape, ox, oy float64) {
	x, y := sh.x+ox, sh.y+oy
	x0, y0, x1, y1 := bounds(s, sh, ox, oy)
	fill := func(add func()) { r.fill(sh.col, x0, y0, x1, y1, add) }
	switch sh.kind {
	case rectShape:
		r.rect(sh.col, x, y, x+sh.w, y+sh.h)
	case circleShape:
		fill(func() { r.circle(x, y, sh.r, false) })
	case ringShape:
		fill(func() {
			r.circle(x, y, sh.r+sh.width/2, false)
			r.circle(x, y, sh.r-sh.width/2, true)
		})
	case lineShape:
		fill(func() { r.segment(x, y, sh.w+ox, sh.h+oy, sh.width, sh.square) })
	case polyShape:
		fill(func() { r.polygon(sh.pts) })
	case textShape:
		r.text(sh)
	case useShape:
		for i := range s.defs[sh.ref].shapes {
			r.draw(s, &s.defs[sh.ref].shapes[i], x, y)
		}
	}
}

// text draws sh centred on its x, on its baseline y.
func (r *raster) text(sh *shape) {
	face := r.faceOf(sh.size*r.scale, sh.bold)
	if face == nil {
		return
	}
	dr := font.Drawer{Dst: r.dst, Src: image.NewUniform(sh.col), Face: face}
	wd := dr.MeasureString(sh.text)
	x, y := float32(sh.x*r.scale), float32(sh.y*r.scale)
	dr.Dot = fixed.Point26_6{X: fixed.Int26_6(x*64) - wd/2, Y: fixed.Int26_6(y * 64)}
	dr.DrawString(sh.text)
}

var (
	fontsOnce     sync.Once
	regular, bold *opentype.Font
)

type faceKey struct {
	size float64
	bold bool
}

// faceOf returns the Go font at size pixels.
func (r *raster) faceOf(size float64, isBold bool) font.Face {
	fontsOnce.Do(func() {
		regular, _ = opentype.Parse(goregular.TTF)
		bold, _ = opentype.Parse(gobold.TTF)
	})
	key := faceKey{math.Round(size*8) / 8, isBold}
	if f, ok := r.faces[key]; ok {
		return f
	}
	f := regular
	if isBold {
		f = bold
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: key.size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil
	}
	r.faces[key] = face
	return face
}
