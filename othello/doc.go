// Package othello implements Othello (Reversi) on any even N×N board from
// 4×4 to 26×26, built on [board.Board] and its shared ray walker.
//
// # Positions and the capture rule
//
// A [Position] is a board of [Color] discs and the side to move. A disc
// placed at a point captures, in each of the 8 directions, the unbroken run
// of opponent discs closed by a disc of the mover's colour; those runs flip
// and nothing else does. [Position.Captures] computes them with
// [board.Board.Bracket], [Position.Place] places a disc of a given colour
// (the mechanics of judge problems), and [Position.Play] and
// [Position.Undo] make and take back legal moves for the side to move.
// [Position.Moves], [Position.AppendMoves] and [Position.HasMove] list the
// legal moves.
//
// # Notation and text
//
// A square is written like "f5": the column letter (a..z) and the row
// number counted from 1 at the top; see [FormatMove] and [ParseMove].
// [Position.String] draws a board for people, and [Position.Text] and
// [ParsePosition] use the one-line form of engines and test suites, like
// "...XO... X" on the 64 squares of 8×8.
package othello
