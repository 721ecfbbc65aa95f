package render

import (
	"bufio"
	"bytes"
	"image/color"
	"io"
	"math"
	"slices"
	"strconv"
)

// WriteSVG writes d drawn with o as an SVG document to w. The document has a
// viewBox always, a width and a height when o.Size is set, a <title> with the
// caption, a <desc> with d.Text, and the pieces as <use> references to
// shared symbols in <defs>. The same d and o always write the same bytes.
func (d *Diagram) WriteSVG(w io.Writer, o *Options) error {
	if o == nil {
		o = &Options{}
	}
	s := buildScene(d, o)
	bw := bufio.NewWriter(w)
	s.writeSVG(bw, o.Size)
	return bw.Flush()
}

// SVG returns d drawn with o as an SVG document, as [Diagram.WriteSVG]
// writes it.
func (d *Diagram) SVG(o *Options) string {
	var b bytes.Buffer
	d.WriteSVG(&b, o)
	return b.String()
}

// num formats a length of the viewBox with at most 2 decimals.
func num(v float64) string {
	return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64)
}

// hex formats the colour of c, like "#1d3b24", leaving out its alpha.
func hex(c color.NRGBA) string {
	const digits = "0123456789abcdef"
	return string([]byte{'#', digits[c.R>>4], digits[c.R&15], digits[c.G>>4], digits[c.G&15], digits[c.B>>4], digits[c.B&15]})
}

// escape writes s with the characters that XML text and attribute values
// cannot hold as they are replaced by references.
func escape(w *bufio.Writer, s string) {
	for _, r := range s {
		switch r {
		case '&':
			w.WriteString("&amp;")
		case '<':
			w.WriteString("&lt;")
		case '>':
			w.WriteString("&gt;")
		case '"':
			w.WriteString("&quot;")
		default:
			if r < 0x20 && r != '\n' && r != '\t' || r == 0xfffe || r == 0xffff || 0xd800 <= r && r < 0xe000 {
				r = '\ufffd' // not allowed in XML
			}
			w.WriteRune(r)
		}
	}
}

func (s *scene) writeSVG(w *bufio.Writer, size int) {
	w.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" viewBox="0 0 ` + num(s.w) + ` ` + num(s.h) + `"`)
	if size > 0 {
		w.WriteString(` width="` + strconv.Itoa(size) + `" height="` + strconv.Itoa(pixelHeight(s, size)) + `"`)
	}
	w.WriteString(` role="img">` + "\n")
	for _, e := range []struct{ tag, text string }{{"title", s.title}, {"desc", s.desc}, {"style", s.css}} {
		if e.text != "" {
			w.WriteString("<" + e.tag + ">")
			escape(w, e.text)
			w.WriteString("</" + e.tag + ">\n")
		}
	}
	if len(s.defs) > 0 {
		w.WriteString("<defs>\n")
		for _, sym := range s.defs {
			s.writeGroup(w, `id="`+sym.id+`" class="`+sym.id+`"`, sym.shapes, "")
		}
		w.WriteString("</defs>\n")
	}
	for _, l := range s.layers {
		s.writeGroup(w, `class="`+l.class+`"`, l.shapes, "\n")
	}
	w.WriteString("</svg>\n")
}

// An attr is an attribute of an SVG element.
type attr struct{ name, value string }

// presentation reports whether an attribute is a style that a group may
// hold for all its elements.
func presentation(name string) bool {
	switch name {
	case "fill", "fill-opacity", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap", "font-size", "font-weight":
		return true
	}
	return false
}

// writeGroup writes shapes in a <g> with the attributes head, moving to the
// group the styles that all its elements share.
func (s *scene) writeGroup(w *bufio.Writer, head string, shapes []shape, sep string) {
	elems := make([]element, len(shapes))
	for i := range shapes {
		elems[i] = s.element(&shapes[i])
	}
	var shared []attr
	for _, a := range elems[0].attrs {
		if !presentation(a.name) {
			continue
		}
		all := true
		for _, e := range elems[1:] {
			all = all && slices.Contains(e.attrs, a)
		}
		if all {
			shared = append(shared, a)
		}
	}
	w.WriteString("<g " + head)
	if slices.ContainsFunc(elems, func(e element) bool { return e.name == "text" }) {
		w.WriteString(` font-family="sans-serif" text-anchor="middle"`)
	}
	writeAttrs(w, shared)
	w.WriteString(">" + sep)
	for _, e := range elems {
		w.WriteString("<" + e.name)
		own := slices.DeleteFunc(e.attrs, func(a attr) bool { return slices.Contains(shared, a) })
		writeAttrs(w, own)
		if e.text == "" {
			w.WriteString("/>" + sep)
			continue
		}
		w.WriteString(">")
		escape(w, e.text)
		w.WriteString("</" + e.name + ">" + sep)
	}
	w.WriteString("</g>\n")
}

func writeAttrs(w *bufio.Writer, attrs []attr) {
	for _, a := range attrs {
		w.WriteString(" " + a.name + `="`)
		escape(w, a.value)
		w.WriteString(`"`)
	}
}

// An element is a shape as an SVG element.
type element struct {
	name  string
	attrs []attr
	text  string
}

// paint returns the attributes of a fill or a stroke (what) of colour c.
func paint(what string, c color.NRGBA) []attr {
	a := []attr{{what, hex(c)}}
	if c.A != 0xff {
		a = append(a, attr{what + "-opacity", strconv.FormatFloat(math.Round(float64(c.A)/255*1000)/1000, 'f', -1, 64)})
	}
	return a
}

func (s *scene) element(sh *shape) element {
	n := func(name string, v float64) attr { return attr{name, num(v)} }
	center := func() []attr {
		if sh.x == 0 && sh.y == 0 {
			return nil
		}
		return []attr{n("cx", sh.x), n("cy", sh.y)}
	}
	stroke := func() []attr {
		cap := "round"
		if sh.square {
			cap = "square"
		}
		return append(paint("stroke", sh.col), n("stroke-width", sh.width), attr{"stroke-linecap", cap})
	}
	switch sh.kind {
	case rectShape:
		return element{"rect", append([]attr{n("x", sh.x), n("y", sh.y), n("width", sh.w), n("height", sh.h)}, paint("fill", sh.col)...), ""}
	case circleShape:
		return element{"circle", slices.Concat(center(), []attr{n("r", sh.r)}, paint("fill", sh.col)), ""}
	case ringShape:
		return element{"circle", slices.Concat(center(), []attr{n("r", sh.r), {"fill", "none"}}, paint("stroke", sh.col), []attr{n("stroke-width", sh.width)}), ""}
	case lineShape:
		return element{"line", append([]attr{n("x1", sh.x), n("y1", sh.y), n("x2", sh.w), n("y2", sh.h)}, stroke()...), ""}
	case polyShape:
		var d []byte
		for i := 0; i+1 < len(sh.pts); i += 2 {
			if i == 0 {
				d = append(d, 'M')
			} else {
				d = append(d, 'L')
			}
			d = append(d, num(sh.pts[i])+" "+num(sh.pts[i+1])...)
		}
		return element{"path", append([]attr{{"d", string(d) + "Z"}}, paint("fill", sh.col)...), ""}
	case textShape:
		a := []attr{n("x", sh.x), n("y", sh.y), n("font-size", sh.size)}
		if sh.bold {
			a = append(a, attr{"font-weight", "bold"})
		}
		return element{"text", append(a, paint("fill", sh.col)...), sh.text}
	default: // useShape
		return element{"use", []attr{{"xlink:href", "#" + s.defs[sh.ref].id}, n("x", sh.x), n("y", sh.y)}, ""}
	}
}

// pixelHeight returns the height in pixels of s drawn size pixels wide.
func pixelHeight(s *scene, size int) int {
	return max(1, int(math.Round(float64(size)*s.h/s.w)))
}
