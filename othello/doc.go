// Package othello implements Othello (Reversi) on any even N×N board from
// 4×4 to 26×26, built on [board.Board] and its shared ray walker: the
// rules, games with passes and undo, move notation and transcripts, board
// text, and a reader of WTHOR game archives.
//
// # Positions and the capture rule
//
// A [Position] is a board of [Color] discs and the side to move. The start
// position has White on the top-left and bottom-right squares of the
// central 2×2 and Black on the other two, and Black moves first. A disc
// placed at a point captures, in each of the 8 directions, the unbroken run
// of opponent discs closed by a disc of the mover's colour; an empty square
// or the edge breaks a run, and only those runs flip.
//
// A Position plays at two levels. [Position.Place] puts a disc of a given
// colour on any empty square and flips what it captures, even nothing:
// the mechanics of judge problems that list each disc with its colour.
// [Position.Play] plays a legal move for the side to move, and
// [Position.Undo] takes either back. [Position.Captures] tells what a
// placement would flip, and [Position.Moves], [Position.AppendMoves] and
// [Position.HasMove] list the legal moves. None of them allocates.
//
// # Games
//
// A [Game] enforces the rules: [Game.Play] accepts only legal moves and
// returns a [*MoveError] matching [ErrIllegalMove] otherwise; the turn
// passes automatically when the side to move has no legal move but the
// opponent has; the game is over when neither can move, maybe with empty
// squares left. [Game.Score] gives the empty squares to the winner, as
// WTHOR archives record scores.
//
// # Notation, transcripts and text
//
// A square is written like "f5": the column letter (a..z) and the row
// number counted from 1 at the top; see [FormatMove] and [ParseMove]. A
// transcript is a game's moves run together, like "f5d6c3d3c4": read it
// with [ParseTranscript] or [Game.PlayTranscript] (case, spaces, commas and
// forced "pass" tokens are tolerated), and write it with [Game.Transcript].
// [Position.String] draws a board for people, with column letters and row
// numbers, and [Position.Text] and [ParsePosition] use the one-line form of
// engines and test suites, like "...XO... X" on the 64 squares of 8×8.
//
// # WTHOR archives
//
// [NewWTHORReader] reads the binary game archives of the French Othello
// Federation: a header, then records of 8×8 games with the players, the
// recorded score and the moves, which [WTHORGame.Replay] plays through a
// Game. The test suite replays all 112,346 games of the 1977-2013 archive.
package othello
