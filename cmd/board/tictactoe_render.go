package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/seed131617c4/board/render"
	"github.com/seed131617c4/board/tictactoe"
)

// tictactoeMarks are the marks of the tic-tac-toe pictures.
var tictactoeMarks = []string{"last", "win", "legal", "hint"}

// tictactoeRenderHelp describes the arguments and the input of the
// tic-tac-toe picture commands, for their -h.
const tictactoeRenderHelp = `[board | moves]

With -format board (the default) it draws the board given as its 9
characters, as "tictactoe show" reads it. With -format moves it plays the
moves of its input from the empty board, like "b2 a1 c3" (spaces or
commas between them, or none), and highlights the last one. Cells are
named a1 at the top left to c3 at the bottom right.

-marks win strikes through each filled line; last highlights the last
move; legal puts a dot on each empty cell while the game goes on; hint
frames the best moves under perfect play (the corners of a square).`

func init() {
	registerRender("tictactoe", "a tic-tac-toe board", tictactoeRenderHelp, "the board or moves", " ", "last,win", tictactoeMarks, func(fs *flag.FlagSet, f *renderFlags) func(*stdio, []string) error {
		f.declareInput(fs, []string{"board", "moves"}, "board (9 characters) or moves")
		return func(s *stdio, args []string) error {
			_, in, marks, err := f.parse()
			if err != nil {
				return err
			}
			d, b, err := tictactoeDiagram(s, in)
			if err != nil {
				return err
			}
			if err := tictactoeMark(d, b, marks); err != nil {
				return err
			}
			return f.write(s, d)
		}
	})
}

// tictactoeDiagram reads the input of the picture commands of s in the
// format in.
func tictactoeDiagram(s *stdio, in string) (*render.Diagram, *tictactoe.Board, error) {
	switch in {
	case "board":
		b, err := tictactoeReadBoard(s)
		if err != nil {
			return nil, nil, err
		}
		return render.Board(b), b, nil
	case "moves":
		text, err := readAll(s, "the moves")
		if err != nil {
			return nil, nil, err
		}
		g := tictactoe.NewGame()
		text = strings.Join(moveFields(text), "")
		for i := 0; i < len(text); i += 2 {
			m := text[i:min(i+2, len(text))]
			p, err := tictactoe.ParseMove(m)
			if err == nil {
				err = g.Play(p)
			}
			if err != nil {
				return nil, nil, &inputError{0, fmt.Errorf("move %d %q: %s", i/2+1, clip(m), moveReason(err))}
			}
		}
		return render.Game(g), g.Board(), nil
	}
	return nil, nil, usagef("-format %q: want board or moves", clip(in))
}

// tictactoeMark sets the marks of d that marks names.
func tictactoeMark(d *render.Diagram, b *tictactoe.Board, marks map[string]bool) error {
	if !marks["last"] {
		d.Last = nil
	}
	if !marks["win"] {
		d.Lines = nil
	}
	if b.State() != tictactoe.Ongoing {
		return nil
	}
	if marks["legal"] {
		for p := range b.Empties() {
			d.Marks = append(d.Marks, render.Mark{At: p, Kind: render.Dot})
		}
	}
	if marks["hint"] {
		best, err := b.BestMoves()
		if err != nil {
			return err
		}
		for _, p := range best {
			d.Marks = append(d.Marks, render.Mark{At: p, Kind: render.Ring})
		}
	}
	return nil
}
