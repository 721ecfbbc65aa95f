package render_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/render"
	"github.com/seed131617c4/board/tictactoe"
)

// style is what TestBoardStyles compares of a diagram.
type style struct {
	Grid            render.Grid
	FirstRow, Stars int
	Lines           []render.Span
	Text            string
	Numbers         bool
	Black           render.Piece // the piece at (0,0)
}

func styleOf(d *render.Diagram) style {
	return style{d.Grid, len(d.Rows[0]), len(d.Stars), d.Lines, d.Text, d.Numbers, d.Pieces.At(board.Pt(0, 0))}
}

// TestBoardStyles checks that Board and Game choose each game's style by
// its piece type, and that a piece type of another game gets the plain
// square grid.
func TestBoardStyles(t *testing.T) {
	op, _ := othello.NewPosition(4)
	gb, _ := gomoku.ParseBoard("XXXXX\n.....\nOOOO.\n.....\n.....\n")
	gg, _ := gomoku.NewGameFrom(gb, gomoku.Freestyle)
	tb, _ := tictactoe.Parse("XXX.O.O..")
	custom, _ := board.New[int](3, 3)
	custom.Set(board.Pt(0, 0), 1)
	for _, c := range []struct {
		name string
		d    *render.Diagram
		want style
	}{
		{"othello", render.Board(op), style{render.SquareGrid, 1, 0, nil, op.String() + "black to move\n", false, render.NoPiece}},
		{"gomoku board", render.Board(render.Square(gb)), style{render.PointGrid, 1, 1, nil, "XXXXX\n.....\nOOOO.\n.....\n.....\n", false, render.Black}},
		{"gomoku game", render.Game(gg), style{render.PointGrid, 1, 1, []render.Span{{board.Pt(0, 0), board.Pt(0, 4)}}, gg.String(), true, render.Black}},
		{"tictactoe", render.Board(tb), style{render.HashGrid, 1, 0, []render.Span{{board.Pt(0, 0), board.Pt(0, 2)}}, "XXX\n.O.\nO..\n", false, render.X}},
		{"another game", render.Board(render.Square(custom)), style{render.SquareGrid, 1, 0, nil, "", false, render.NoPiece}},
	} {
		if diff := cmp.Diff(c.want, styleOf(c.d)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.name, diff)
		}
	}
	if rows := render.Board(render.Square(gb)).Rows; rows[0] != "5" {
		t.Errorf("gomoku rows from the top: %v, want 5 first (a1 at the bottom)", rows)
	}
	b, _ := gomoku.ParseBoard(".....\nXXXXX\nOOOO.\n.....\n.....\n")
	g, _ := gomoku.NewGame(5, gomoku.Freestyle)
	for _, m := range []string{"a4", "a3", "b4", "b3", "c4", "c3", "d4", "d3", "e4"} {
		p, _ := gomoku.ParseMove(m, 5)
		g.Play(p)
	}
	want := []render.Span{{board.Pt(1, 0), board.Pt(1, 4)}}
	if diff := cmp.Diff(want, render.WinningLine(b, gomoku.Standard)); diff != "" {
		t.Errorf("WinningLine (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(want, render.Game(g).Lines); diff != "" {
		t.Errorf("the line of a won game (-want +got):\n%s", diff)
	}
}
