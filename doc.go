// Package board is the common ground of grid board games: a generic
// [Board] of cells, the [Point] that addresses a cell, the 8 compass
// [Direction] values, the 4 line [Axis] values, and one shared ray walker
// that every game in this module uses to look along lines.
//
//	b, _ := board.New[int](5, 5) // 0 is an empty cell
//	for _, p := range []board.Point{board.Pt(0, 0), board.Pt(1, 1), board.Pt(3, 3)} {
//		b.Set(p, 1)
//	}
//	n := b.Span(board.Pt(2, 2), board.Diagonal, 1) // 4: a 1 at (2,2) makes a line of 4
//
// The games live in subpackages: tictactoe, othello and gomoku. They define
// their own cell type (a mark, a disc colour, a stone), build on Board[T]
// with that type, and share one game contract, [Game], with the errors
// every game returns. The package boardtest checks that a game keeps the
// contract.
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
// # The game contract
//
// Every game of this module satisfies [Game], the contract that generic
// algorithms are written against, and follows one vocabulary: the same
// idea has the same name, signature and meaning in every game. For a game
// package with side type C (tictactoe.Mark, gomoku.Stone, othello.Color):
//
//	idea               name and signature              meaning
//	new game           NewGame(...) (*Game, error)     the start of a game; tictactoe's takes no argument and cannot fail
//	from a position    NewGameFrom(...) (*Game, error) a game that starts at a given position, with no history
//	zero value         var g Game                      a new game on the standard board (3×3, 15×15 freestyle, 8×8)
//	side to move       Turn() C                        the side to move; the zero C (Empty) once the game is over
//	legal moves        Moves() iter.Seq[Point]         the legal moves of the side to move, in reading order
//	play               Play(Point) error               plays a move, or returns a *MoveError and changes nothing
//	pass               Pass() error                    Othello only: checks a forced pass, which Play makes by itself
//	undo               Undo() bool                     takes back the last move; false at the start
//	moves played       History() iter.Seq[Point]       the moves played since the start, oldest first
//	number of moves    Len() int                       the number of moves played (passes not counted)
//	over               Over() bool                     the game has ended
//	winner             Winner() C                      the side that won; Empty while in play and on a draw
//	score              Score() (black, white int)      Othello only: the disc counts, empty squares to the winner
//	a point            At(Point) C                     the piece on a point; Empty off the board
//	copy               Clone() *Game                   an independent copy with the same history
//	reset              Reset()                         back to the start of the game, history cleared
//	hash               Hash() uint64                   Zobrist hash of the position and side to move
//	text               String() string                 the board, then a line like "black to move", "X wins" or "draw"
//
// A move the rules refuse is a *MoveError of the game's package with the
// fields Point, Player (the side that was to move; Empty once the game is
// over) and Err (why), plus the game's own details (gomoku's Foul,
// Othello's Pass). Every MoveError matches [ErrIllegalMove]; Err is
// [ErrOffBoard], [ErrOccupied], [ErrGameOver] or a sentinel of the game
// (othello.ErrNoCapture, othello.ErrNoPass, gomoku.ErrForbidden). Its
// message names the point in the game's own notation, like
// "othello: illegal move f5 by black: point occupied". Sides are named
// the same way everywhere: String returns "black" and "white" (tictactoe's
// "X" and "O"), and "empty" for Empty; Rune returns the glyph of board text.
//
// Every size error matches [ErrSize], every text that is not well formed
// [ErrSyntax] (board text through a [*ParseError] that gives the line and
// column), and a start position that legal play cannot reach
// [ErrPosition].
//
// # Text
//
// [Board.Format] writes a board one row per line and one rune per cell
// through a mapping the caller gives; [Parse] reads that text back and
// reports bad input as a [ParseError] with the line and column.
package board
