// Package render draws the boards of this module as pictures: SVG documents
// and PNG images of Othello positions, gomoku, renju and omok boards, and
// tic-tac-toe boards, with the options of python-chess's chess.svg.board.
//
// # Quick start
//
//	g, _ := othello.ParseTranscript(8, "f5d6c3")
//	d := render.Game(g)                   // discs, coordinates, last move
//	d.WriteSVG(os.Stdout, &render.Options{Size: 400})
//	d.WritePNG(f, &render.Options{Size: 400})
//
// # Diagrams
//
// A [Diagram] is what a picture shows: a [board.Board] of [Piece] values on
// a [Grid], the labels of its columns and rows, its star points, and what is
// marked on it: the last move, [Mark]s (dots for legal moves, crosses for
// forbidden points with a short reason, rings for hints, filled points;
// in tic-tac-toe's cells, where a ring would read as an O, a hint is the
// corners of a square), lines through pieces such as a winning five,
// arrows, and numbers on the stones in the order of the moves.
//
// Two functions, written once over the contract of the module's games,
// return the diagram of any of them with its game's natural defaults,
// chosen by the piece type, and any field may be changed after: [Board]
// for a board (a board.View: a game, a position, or a board.Board through
// [Square]) and [Game] for a game, with its moves, its last move and its
// description. The styles:
//
//   - Othello: a green board, the discs in the centres of the squares, a1
//     at the top left, the four star points of 8×8;
//   - gomoku, renju and omok: a go board, the stones on the intersections
//     of the lines, renju notation (a1 at the bottom left), the star
//     points, and for a game the move numbers on the stones and the
//     winning line;
//   - tic-tac-toe: X and O in a # grid, a1 at the top left, every filled
//     line struck through.
//
// What only gomoku draws has its own functions, which take the rule a
// board does not know: [WinningLine] and [ForbiddenMarks].
//
// # Drawing
//
// [Diagram.WriteSVG] and [Diagram.WritePNG] draw a diagram with [Options]:
// a width in pixels or a scalable viewBox, coordinates on the margins or
// none, a flipped board, a caption, a style sheet. The colours are the
// diagram's [Theme]. Both outputs draw the same shapes, computed once: the
// SVG as elements (the pieces as <use> references to shared symbols in
// <defs>), the PNG with the anti-aliasing rasteriser of
// golang.org/x/image/vector and the Go fonts. The SVG holds the text board in
// its <desc> for readers that cannot see it, and is deterministic: the same
// diagram and options always write the same bytes.
package render

//go:generate go run ./internal/docgen -dir ../docs
