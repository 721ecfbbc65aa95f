// Package pictures holds the pictures of the README, under docs/ at the root
// of the module: what each shows, drawn by package render. The generator
// render/internal/docgen writes them and a test of package render checks
// that the committed files are current.
package pictures

import (
	"fmt"
	"strings"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/render"
	"github.com/seed131617c4/board/tictactoe"
)

// A Picture is one file of docs/.
type Picture struct {
	Name    string // the file name, like "othello.svg"
	Diagram *render.Diagram
	Options render.Options
}

// All returns the pictures of the README, or the first error in making
// them.
func All() ([]Picture, error) {
	og, err := othello.ParseTranscript(8, "f5d6c3d3c4f4f6f3e6e7")
	if err != nil {
		return nil, err
	}
	od := render.Game(og)
	for p := range og.Moves() {
		od.Marks = append(od.Marks, render.Mark{At: p, Kind: render.Dot})
	}

	// Black has two open twos crossing at j8: playing there makes two
	// threes, a double-three, forbidden under renju.
	rg, err := gomokuGame(15, gomoku.Renju, "h8 g7 i8 k11 j10 f6 j9 l12")
	if err != nil {
		return nil, err
	}
	rd := render.Game(rg)
	rd.Marks = append(rd.Marks, render.ForbiddenMarks(rg.Board(), gomoku.Black, gomoku.Renju)...)

	gg, err := gomokuGame(15, gomoku.Freestyle, "h8 h9 i9 h10 j10 h11 k11 g7 l12")
	if err != nil {
		return nil, err
	}

	tg := tictactoe.NewGame()
	for _, m := range []string{"b2", "a2", "a1", "c3", "c1", "b1", "a3"} {
		p, err := tictactoe.ParseMove(m)
		if err == nil {
			err = tg.Play(p)
		}
		if err != nil {
			return nil, err
		}
	}
	return []Picture{
		{"othello.svg", od, render.Options{Size: 320, Caption: "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7: Black to move"}},
		{"renju.svg", rd, render.Options{Size: 360, Caption: "Renju: j8 is a double-three, forbidden to Black"}},
		{"gomoku.svg", render.Game(gg), render.Options{Size: 360, Caption: "Gomoku (" + gg.Rule().String() + "): " + gg.Result().String()}},
		{"tictactoe.svg", render.Game(tg), render.Options{Size: 200, Caption: "X wins"}},
	}, nil
}

// gomokuGame plays the moves, in renju notation, on an empty board.
func gomokuGame(n int, r gomoku.Rule, moves string) (*gomoku.Game, error) {
	g, err := gomoku.NewGame(n, r)
	if err != nil {
		return nil, err
	}
	for i, m := range strings.Fields(moves) {
		p, err := gomoku.ParseMove(m, n)
		if err == nil {
			err = g.Play(p)
		}
		if err != nil {
			return nil, fmt.Errorf("move %d %s: %w", i+1, m, err)
		}
	}
	return g, nil
}
