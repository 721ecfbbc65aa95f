package render

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/tictactoe"
)

// TicTacToe returns the diagram of a tic-tac-toe board: X and O in the
// cells of a # grid drawn in ink on white, the columns lettered a to c from
// the left and the rows numbered 1 to 3 from the top (a1 is the top-left
// cell), every filled line struck through, and the text of Board.Grid for
// the description.
func TicTacToe(b *tictactoe.Board) *Diagram {
	d := ticTacToeDiagram(b)
	d.Text = b.Grid()
	return d
}

// ticTacToeDiagram returns the diagram of the marks of v, with every
// filled line struck through and no description.
func ticTacToeDiagram(v board.View[tictactoe.Mark]) *Diagram {
	d := &Diagram{
		Grid:    HashGrid,
		Pieces:  piecesOf(v, map[tictactoe.Mark]Piece{tictactoe.X: X, tictactoe.O: O}),
		Columns: letters(tictactoe.Size),
		Rows:    numbersDown(tictactoe.Size),
		Theme:   ticTacToeTheme,
	}
	for l := range tictactoe.Lines() {
		ps := l.Points()
		if m := v.At(ps[0]); m != tictactoe.Empty && v.At(ps[1]) == m && v.At(ps[2]) == m {
			d.Lines = append(d.Lines, Span{ps[0], ps[len(ps)-1]})
		}
	}
	return d
}

// TicTacToeGame returns the diagram of the current board of g, as
// [TicTacToe] draws it, with the moves played in History, the last one
// highlighted, and Game.String for the description, which tells who moves
// or how the game ended.
func TicTacToeGame(g *tictactoe.Game) *Diagram {
	return ticTacToeDiagram(g).ofGame(g)
}
