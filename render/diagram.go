package render

import (
	"fmt"

	"github.com/seed131617c4/board"
)

// A Grid is the shape of a board drawn by a [Diagram]. The zero Grid is
// SquareGrid.
type Grid uint8

// The grids.
const (
	// SquareGrid puts pieces in the centre of squares, inside a framed
	// grid of lines, as on an Othello board.
	SquareGrid Grid = iota
	// PointGrid puts stones on the intersections of the lines, as on a go
	// board; a board of N points a side has N lines each way.
	PointGrid
	// HashGrid draws only the lines between the cells, as a tic-tac-toe
	// board is drawn on paper; the pieces sit in the cells.
	HashGrid
)

// String returns the name of g, like "square", or "Grid(7)" for a value
// that is not a grid.
func (g Grid) String() string {
	switch g {
	case SquareGrid:
		return "square"
	case PointGrid:
		return "point"
	case HashGrid:
		return "hash"
	}
	return fmt.Sprintf("Grid(%d)", uint8(g))
}

// A Piece is what a point of a [Diagram] holds. The zero Piece is
// NoPiece, an empty point.
type Piece uint8

// The pieces. Black and White are discs on a [SquareGrid] and stones on a
// [PointGrid]; X and O are the marks of tic-tac-toe.
const (
	NoPiece Piece = iota
	Black
	White
	X
	O
)

// A MarkKind is the shape of a [Mark].
type MarkKind uint8

// The kinds of marks.
const (
	// Dot is a small filled circle, as for a legal move.
	Dot MarkKind = iota
	// Cross is a small ×, as for a forbidden point.
	Cross
	// Ring is a circle around the point, as for a hint. On a HashGrid,
	// where a circle would read as an O, it is the four corners of a
	// square inside the cell.
	Ring
	// Fill colours the whole square or point, as python-chess fills
	// squares.
	Fill
)

// A Mark is a sign drawn at a point of a [Diagram], with an optional short
// Label written at its lower right, like "33" for a forbidden
// double-three. The zero Mark is a Dot at the top-left point.
type Mark struct {
	At    board.Point
	Kind  MarkKind
	Label string
}

// A Span is a pair of points: an arrow from From to To, or a line drawn
// through the pieces from From to To, like a winning five.
type Span struct {
	From, To board.Point
}

// A Diagram is what a picture shows: a board of pieces on a grid, its
// coordinates, and what is marked on it. [Board] and [Game] return one
// with the natural defaults of each game, and any field may be changed
// before drawing it with
// [Diagram.WriteSVG] or [Diagram.WritePNG].
//
// Points are board.Point values of Pieces: rows from 0 at the top,
// columns from 0 at the left. Points off the board are left out wherever
// they appear. The zero Diagram has no board and draws as an empty
// picture.
type Diagram struct {
	Grid   Grid
	Pieces *board.Board[Piece]
	// Columns and Rows label the columns from the left and the rows from
	// the top on the margins; a missing label is left blank.
	Columns, Rows []string
	// Stars are the star points, as intersections of the lines: on a
	// PointGrid the point itself, on a SquareGrid the corner at the top
	// left of the square (so the 8×8 Othello board has them at (2,2),
	// (2,6), (6,2) and (6,6)).
	Stars []board.Point
	// History lists the moves in the order they were played. When
	// Numbers is set, each piece on a point of History shows its number,
	// from 1, as in printed renju diagrams; a point played twice shows its
	// last number.
	History []board.Point
	Numbers bool
	// Last is the last move, highlighted: its square filled on a
	// SquareGrid or HashGrid, a dot on its stone (or its number in the
	// highlight colour) on a PointGrid.
	Last   []board.Point
	Marks  []Mark
	Lines  []Span // drawn through the pieces, like a winning line
	Arrows []Span
	// Text is the board as text, written in the <desc> element of the SVG
	// for readers that cannot see the picture.
	Text  string
	Theme Theme
}

// piecesOf returns the board of the pieces that the values of v stand for
// in pieces; other values are left empty. It reads any game of the module,
// or a board of one, through the read-only view every game is.
func piecesOf[T comparable](v board.View[T], pieces map[T]Piece) *board.Board[Piece] {
	n := v.Size()
	b, _ := board.New[Piece](n, n)
	for p := range b.All() {
		b.Set(p, pieces[v.At(p)])
	}
	return b
}
