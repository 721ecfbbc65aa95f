package opening

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/enum"
)

// A Symmetry is one of the 8 symmetries of a square board: a turn by a
// multiple of 90 degrees clockwise, after a mirror image left to right
// for the values 4 to 7. The zero Symmetry is Identity.
type Symmetry uint8

// The symmetries.
const (
	Identity Symmetry = iota
	Rotate90
	Rotate180
	Rotate270
	Mirror          // left to right
	MirrorRotate90  // Mirror, then Rotate90
	MirrorRotate180 // Mirror, then Rotate180: top to bottom
	MirrorRotate270 // Mirror, then Rotate270
)

// Symmetries returns the 8 symmetries in order, Identity first, as an
// array that the caller owns.
func Symmetries() [8]Symmetry {
	return [8]Symmetry{Identity, Rotate90, Rotate180, Rotate270, Mirror, MirrorRotate90, MirrorRotate180, MirrorRotate270}
}

var symmetryNames = [8]string{"identity", "rotate 90", "rotate 180", "rotate 270", "mirror", "mirror, rotate 90", "mirror, rotate 180", "mirror, rotate 270"}

// String returns the symmetry's name, like "identity" or "mirror, rotate
// 90", or "Symmetry(9)" for another value.
func (s Symmetry) String() string {
	return enum.Name(s, 0, "Symmetry", symmetryNames[:]...)
}

// offset maps an offset d from the centre, row then column with rows
// counted down, by s.
func (s Symmetry) offset(d board.Point) board.Point {
	if s >= 4 {
		d.Col = -d.Col
	}
	for range s % 4 { // clockwise on a board drawn with row 0 at the top
		d = board.Pt(d.Col, -d.Row)
	}
	return d
}

// Map returns the image of p under s on a size×size board, turning and
// mirroring about the centre of the board, a point on an odd board and
// the corner of four points on an even one. It maps the board onto
// itself.
func (s Symmetry) Map(p board.Point, size int) board.Point {
	// Doubled offsets from the centre are whole numbers for any size.
	d := s.offset(board.Pt(2*p.Row-(size-1), 2*p.Col-(size-1)))
	return board.Pt((d.Row+size-1)/2, (d.Col+size-1)/2)
}

// Inverse returns the symmetry that undoes s.
func (s Symmetry) Inverse() Symmetry {
	if s >= 4 || s == Identity {
		return s % 8 // the mirrors are their own inverses
	}
	return 4 - s
}
