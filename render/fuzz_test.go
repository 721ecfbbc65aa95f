package render_test

import (
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/render"
)

// FuzzSVG draws diagrams with arbitrary text, points (on and off the board)
// and options, and checks that the SVG is well-formed XML and the image has
// the width asked for.
func FuzzSVG(f *testing.F) {
	f.Add("33", "caption <&>", ".a{b:c}", []byte{0, 0, 3, 3, 1, 2}, uint8(5), uint8(0), 100)
	f.Add("\xff\x00", "]]>", "</style>", []byte{200, 7, 255, 1}, uint8(26), uint8(1), 0)
	f.Add("", "", "", []byte{}, uint8(1), uint8(2), 1)
	f.Fuzz(func(t *testing.T, label, caption, css string, pts []byte, n, grid uint8, size int) {
		n = n%26 + 1
		pieces, err := board.New[render.Piece](int(n), int(n))
		if err != nil {
			t.Fatal(err)
		}
		d := &render.Diagram{Grid: render.Grid(grid % 4), Pieces: pieces, Columns: []string{label}, Rows: []string{label, caption}, Text: caption, Numbers: true}
		for i := 0; i+1 < len(pts); i += 2 {
			p := board.Pt(int(int8(pts[i])), int(int8(pts[i+1])))
			pieces.Set(p, render.Piece(pts[i]%6))
			d.History = append(d.History, p)
			d.Last = append(d.Last, p)
			d.Marks = append(d.Marks, render.Mark{At: p, Kind: render.MarkKind(pts[i+1] % 5), Label: label})
			d.Stars = append(d.Stars, p)
			if i > 0 {
				d.Arrows = append(d.Arrows, render.Span{From: d.History[0], To: p})
				d.Lines = append(d.Lines, render.Span{From: p, To: d.History[0]})
			}
		}
		size = max(0, size%200)
		o := &render.Options{Size: size, Caption: caption, CSS: css, Flipped: grid&4 != 0, NoCoords: grid&8 != 0}
		checkSVG(t, d.SVG(o))
		img := d.Image(o)
		if size > 0 && img.Bounds().Dx() != size {
			t.Errorf("image %d pixels wide, want %d", img.Bounds().Dx(), size)
		}
	})
}
