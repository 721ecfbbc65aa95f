// Package board is the common ground of grid board games: a generic
// [Board] of cells, the [Point] that addresses a cell, the 8 compass
// [Direction] values, the 4 line [Axis] values, and one shared ray walker
// that every game in this module uses to look along lines.
//
// The games live in subpackages: tictactoe, othello and gomoku. They define
// their own cell type (a mark, a disc colour, a stone) and build on
// Board[T] with that type.
//
// # Points
//
// A [Point] is a row and a column counted from 0 at the top-left cell, in
// the manner of image.Point: a small value with [Point.Add], [Point.Sub]
// and [Point.Mul], made with the shorthand [Pt]. A Point is also a vector;
// [Direction.Delta] returns one.
//
// # Directions and axes
//
// The [Directions] run clockwise from [North] (toward row 0). Each has a
// [Direction.Delta] and an [Direction.Opposite]. The 4 axes, [Horizontal],
// [Vertical], [Diagonal] ("\") and [AntiDiagonal] ("/"), are the
// orientations a line of stones can take. Every line on an axis is scanned
// from a canonical end, its left-most cell (top-most for a vertical line),
// in the direction [Axis.Forward]; so the first cell a scan meets is the
// one that judges such as "the left-most stone of the five" ask for.
//
// # The ray walker
//
// A ray from p in direction d is the cells p+d, p+2d, ... up to the edge;
// p itself is not on it. The walker answers every question the games ask
// about rays and lines:
//
//   - [Board.Ray]: the cells of a ray as an iterator;
//   - [Board.Reach]: how many cells the ray has (the distance to the edge);
//   - [Board.Run]: how many cells at the start of a ray hold a value;
//   - [Board.Span]: the length of a line of one value through a point;
//   - [Board.Bracket]: a run of one value closed by another, which is the
//     Othello capture;
//   - [Board.Line] and [Board.LineStarts]: whole lines, and every line of
//     the board on an axis.
//
// [Board.Run], [Board.Span], [Board.Bracket] and [Board.Reach] cost
// O(length) or less and never allocate; the iterators allocate nothing when
// ranged over directly.
//
// # Text
//
// [Board.Format] writes a board one row per line and one rune per cell
// through a mapping the caller gives; [Parse] reads that text back and
// reports bad input as a [ParseError] with the line and column.
package board
