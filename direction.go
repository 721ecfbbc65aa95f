package board

import "github.com/seed131617c4/board/internal/enum"

// A Direction is one of the 8 compass directions on a board whose row 0 is
// at the top: North is toward row 0, East toward higher columns.
// Direction values run clockwise from North; the zero Direction is North.
type Direction uint8

// The 8 directions, clockwise from North.
const (
	North Direction = iota
	NorthEast
	East
	SouthEast
	South
	SouthWest
	West
	NorthWest
)

// Directions returns the 8 directions clockwise from [North], as an array
// that the caller owns.
func Directions() [8]Direction {
	return [8]Direction{North, NorthEast, East, SouthEast, South, SouthWest, West, NorthWest}
}

var directionNames = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}

var deltas = [8]Point{{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}

// String returns the compass abbreviation of d, like "N" or "SW", or
// "Direction(9)" for a value that is not one of the 8 directions.
func (d Direction) String() string {
	return enum.Name(d, 0, "Direction", directionNames[:]...)
}

// Delta returns the step from a cell to its neighbour in direction d, like
// (-1,0) for North. It returns the zero Point for an invalid direction.
func (d Direction) Delta() Point {
	if d < 8 {
		return deltas[d]
	}
	return Point{}
}

// Opposite returns the direction pointing the other way, like South for
// North. It returns d itself for an invalid direction.
func (d Direction) Opposite() Direction {
	if d < 8 {
		return (d + 4) & 7
	}
	return d
}

// Axis returns the line axis that d runs along, like [Vertical] for both
// North and South. It returns Axis(4), which is not an axis, for an invalid
// direction.
func (d Direction) Axis() Axis {
	switch d {
	case East, West:
		return Horizontal
	case North, South:
		return Vertical
	case SouthEast, NorthWest:
		return Diagonal
	case NorthEast, SouthWest:
		return AntiDiagonal
	}
	return Axis(4)
}

// An Axis is one of the 4 line orientations that a row of equal cells can
// take. Each axis is scanned from a canonical end, the cell that is
// left-most on the line (top-most on a vertical line), in its
// [Axis.Forward] direction. The zero Axis is Horizontal.
type Axis uint8

// The 4 axes.
const (
	Horizontal   Axis = iota // a row, scanned East from its left end
	Vertical                 // a column, scanned South from its top end
	Diagonal                 // a "\" diagonal, scanned SouthEast from its top-left end
	AntiDiagonal             // a "/" diagonal, scanned NorthEast from its bottom-left end
)

// Axes returns the 4 axes in the order Horizontal, Vertical, Diagonal,
// AntiDiagonal, as an array that the caller owns.
func Axes() [4]Axis {
	return [4]Axis{Horizontal, Vertical, Diagonal, AntiDiagonal}
}

var axisNames = [4]string{"horizontal", "vertical", "diagonal", "anti-diagonal"}

var forward = [4]Direction{East, South, SouthEast, NorthEast}

// String returns the name of a, like "horizontal" or "anti-diagonal", or
// "Axis(7)" for a value that is not one of the 4 axes.
func (a Axis) String() string {
	return enum.Name(a, 0, "Axis", axisNames[:]...)
}

// Forward returns the direction in which a is scanned from its canonical
// end: East, South, SouthEast or NorthEast. It returns Direction(8), which
// is not a direction, for an invalid axis.
func (a Axis) Forward() Direction {
	if a < 4 {
		return forward[a]
	}
	return Direction(8)
}

// Backward returns the direction from any cell of a line on a toward the
// line's canonical end: the opposite of [Axis.Forward].
func (a Axis) Backward() Direction {
	return a.Forward().Opposite()
}
