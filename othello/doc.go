// Package othello implements Othello (Reversi) on any even N×N board from
// 4×4 to 26×26, built on [board.Board] and its shared ray walker: the
// rules, games with passes and undo, move notation and transcripts, and
// board text.
//
//	g, _ := othello.NewGame(8)
//	pt, _ := othello.ParseMove("f5")
//	err := g.Play(pt)                  // nil; an illegal move is a *MoveError
//	err = g.PlayTranscript("d6c3d3c4") // more moves, written run together
//	fmt.Print(g)                       // the board, then "white to move"
//	fmt.Println(g.Count(othello.Black), g.Count(othello.White)) // 6 3
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
// A [Game] enforces the rules and satisfies [board.Game], the contract of
// every game of this module: [Game.Play] accepts only legal moves and
// returns a [*MoveError] matching [board.ErrIllegalMove] otherwise (and
// [board.ErrOffBoard], [board.ErrOccupied], [board.ErrGameOver] or
// [ErrNoCapture]); the turn passes automatically when the side to move has
// no legal move but the opponent has, so the same side may move twice; the
// game is over when neither can move, maybe with empty squares left.
// [Game.Moves] lists the legal moves, [Game.History] the points played and
// [Game.Placements] the moves with the discs they flipped; [Game.Undo]
// takes moves back and [Game.Hash] is a Zobrist hash of the position and
// the side to move, kept move by move. The zero Game is a new 8×8 game;
// [NewGame] starts one on any size and [NewGameFrom] at a given position.
// [Game.Score] gives the empty squares to the winner, as WTHOR archives
// record scores. Colours are named "black" and "white" ([Color.String]),
// and drawn 'X' and 'O' ([Color.Rune]).
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
// engines and test suites, the squares row by row then the side to move,
// like "-----OX--XO----- X" for the start on 4×4. Text that is not well
// formed matches [board.ErrSyntax]: a [*TranscriptError] for a transcript,
// a [*board.ParseError] with the column for a position.
//
// # Perft and the other packages
//
// [Perft] counts the leaves of the game tree of a [Position] on any board
// size, a pass using up one ply and a finished game being one leaf, by
// playing and undoing every move: the reference that the fast counts are
// tested against. The packages beside this one hold the rest:
//
//   - othello/bitboard: the 8×8 (and 4×4, 6×6) position as two 64-bit
//     masks, move generation, perft, and a Game over it for fast search;
//   - othello/flip: the flip algorithms of those bitboards and their
//     registry;
//   - othello/solve: the exact and win/draw/loss endgame solver;
//   - othello/eval: the learned pattern evaluation of 8×8 positions;
//   - othello/engine: the engine, with levels, that plays through them;
//   - othello/wthor, othello/ggf and othello/obf: the WTHOR archives, the
//     GGF game records of the GGS server and edax's OBF test positions.
package othello
