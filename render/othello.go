package render

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

// Othello returns the diagram of an Othello position: a green board of
// squares with the discs in their centres, the columns lettered from a at
// the left and the rows numbered from 1 at the top (so a1 is the top-left
// square), the four star points on the 8×8 board, and the board as
// Position.String draws it, with the side to move, for the description.
func Othello(p *othello.Position) *Diagram {
	d := othelloDiagram(p)
	d.Text = p.String() + p.Turn().String() + " to move\n"
	return d
}

// othelloDiagram returns the diagram of the discs of v, with no
// description.
func othelloDiagram(v board.View[othello.Color]) *Diagram {
	n := v.Size()
	d := &Diagram{
		Grid:    SquareGrid,
		Pieces:  piecesOf(v, map[othello.Color]Piece{othello.Black: Black, othello.White: White}),
		Columns: letters(n),
		Rows:    numbersDown(n),
		Theme:   othelloTheme,
	}
	if n == 8 {
		d.Stars = []board.Point{board.Pt(2, 2), board.Pt(2, 6), board.Pt(6, 2), board.Pt(6, 6)}
	}
	return d
}

// OthelloGame returns the diagram of the current position of g, as
// [Othello] draws it, with its last move highlighted, the moves played in
// History (Numbers is left off: flipped discs change colour) and
// Game.String for the description, which tells who moves or how the game
// ended.
func OthelloGame(g *othello.Game) *Diagram {
	return othelloDiagram(g).ofGame(g)
}
