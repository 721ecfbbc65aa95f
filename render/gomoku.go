package render

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// WinningLine returns the winning line of b under rule r, drawn through
// its stones, or none: for the Lines of a gomoku board's [Board] diagram,
// which cannot know the rule (a [Game] diagram draws its game's line).
func WinningLine(b *board.Board[gomoku.Stone], r gomoku.Rule) []Span {
	if f, ok := gomoku.Winner(b, r); ok {
		return []Span{{f.Start, f.End()}}
	}
	return nil
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
