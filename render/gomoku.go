package render

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// Gomoku returns the diagram of a gomoku, renju or omok board: a wooden go
// board with the stones on the intersections of the lines, the columns
// lettered from a at the left and the rows numbered from 1 at the bottom as
// renju notation names them (so a1 is the bottom-left point), the star
// points, and the winning line under rule r drawn through its stones, if
// there is one. The description is the board text that gomoku.ParseBoard
// reads.
//
// The star points are 3 lines in from the edges on boards of 13 points a
// side or more, 2 lines in from 7 to 12, with the centre point on a board
// of odd size and, from 19, the middles of the sides: the 5 points of the
// renju board and the 9 of the go board.
func Gomoku(b *board.Board[gomoku.Stone], r gomoku.Rule) *Diagram {
	d := gomokuDiagram(squareView[gomoku.Stone]{b})
	d.Text = b.Format(gomoku.Stone.Rune)
	if f, ok := gomoku.Winner(b, r); ok {
		d.Lines = []Span{{f.Start, f.End()}}
	}
	return d
}

// gomokuDiagram returns the diagram of the stones of v, with no
// description and no line.
func gomokuDiagram(v board.View[gomoku.Stone]) *Diagram {
	n := v.Size()
	return &Diagram{
		Grid:    PointGrid,
		Pieces:  piecesOf(v, map[gomoku.Stone]Piece{gomoku.Black: Black, gomoku.White: White}),
		Columns: letters(n),
		Rows:    numbersUp(n),
		Stars:   goStars(n),
		Theme:   goTheme,
	}
}

// GomokuGame returns the diagram of the current position of g, as
// [Gomoku] draws it under the rule of g, with the moves numbered on the
// stones in the order they were played, the last move highlighted, and
// Game.String for the description, which tells who moves or how the game
// ended.
func GomokuGame(g *gomoku.Game) *Diagram {
	d := gomokuDiagram(g).ofGame(g)
	d.Numbers = true
	if r := g.Result(); r.Winner != gomoku.Empty {
		d.Lines = []Span{{r.Five.Start, r.Five.End()}}
	}
	return d
}

// goStars returns the star points of an n×n go board.
func goStars(n int) []board.Point {
	e := 3
	switch {
	case n < 7:
		e = 0
	case n < 13:
		e = 2
	}
	var stars []board.Point
	mid := n / 2
	odd := n%2 == 1
	if e > 0 {
		f := n - 1 - e
		stars = append(stars, board.Pt(e, e), board.Pt(e, f), board.Pt(f, e), board.Pt(f, f))
		if odd && n >= 19 {
			stars = append(stars, board.Pt(e, mid), board.Pt(mid, e), board.Pt(mid, f), board.Pt(f, mid))
		}
	}
	if odd {
		stars = append(stars, board.Pt(mid, mid))
	}
	return stars
}

// ForbiddenMarks returns a Cross at each point of b that is forbidden to s
// under rule r, labelled with its foul as renju diagrams mark them: "33" a
// double-three, "44" a double-four, "6" an overline; in the order of
// gomoku.ForbiddenPoints. It returns none under the rules without fouls.
func ForbiddenMarks(b *board.Board[gomoku.Stone], s gomoku.Stone, r gomoku.Rule) []Mark {
	var marks []Mark
	for p, f := range gomoku.ForbiddenPoints(b, s, r) {
		marks = append(marks, Mark{At: p, Kind: Cross, Label: foulLabels[f]})
	}
	return marks
}

// foulLabels are the labels of ForbiddenMarks.
var foulLabels = [...]string{gomoku.Overline: "6", gomoku.DoubleFour: "44", gomoku.DoubleThree: "33"}
