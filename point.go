package board

import "strconv"

// A Point is the address of a cell: Row counts down from 0 at the top and
// Col counts right from 0 at the left. A Point is also a vector between
// cells, as in [Direction.Delta]. The zero Point is the top-left cell.
type Point struct {
	Row, Col int
}

// Pt is shorthand for [Point]{row, col}.
func Pt(row, col int) Point {
	return Point{row, col}
}

// Add returns the vector p+q.
func (p Point) Add(q Point) Point {
	return Point{p.Row + q.Row, p.Col + q.Col}
}

// Sub returns the vector p-q.
func (p Point) Sub(q Point) Point {
	return Point{p.Row - q.Row, p.Col - q.Col}
}

// Mul returns the vector p*k.
func (p Point) Mul(k int) Point {
	return Point{p.Row * k, p.Col * k}
}

// String returns p as its row then its column, like "(2,5)".
func (p Point) String() string {
	return "(" + strconv.Itoa(p.Row) + "," + strconv.Itoa(p.Col) + ")"
}
