package render

// Options are the choices of how a [Diagram] is drawn. A nil *Options is
// the zero Options: a scalable picture with coordinates, upright, without
// caption.
type Options struct {
	// Size is the width of the picture in pixels; the height follows from
	// the shape of the board. 0 writes an SVG without width and height,
	// which scales to its container by its viewBox, and a PNG of 1 pixel
	// per unit of the viewBox.
	Size int
	// NoCoords leaves the coordinates off the margins.
	NoCoords bool
	// Flipped turns the board by half a turn, as seen from the other side.
	Flipped bool
	// Caption is a line of text under the board, and the <title> of the SVG.
	Caption string
	// CSS is a style sheet written in a <style> element of the SVG; the
	// PNG ignores it. The elements carry classes, like "coords", "pieces"
	// and "marks", for it to select.
	CSS string
}
