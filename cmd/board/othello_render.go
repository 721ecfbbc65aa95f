package main

import (
	"flag"
	"iter"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/render"
)

// othelloMarks are the marks of the Othello pictures.
var othelloMarks = []string{"last", "legal"}

// othelloRenderHelp describes the arguments and the input of the Othello
// picture commands, for their -h.
const othelloRenderHelp = `[transcript | position]

With -format transcript (the default) it draws the board after the game
of its input, as "othello show" reads it: a transcript (empty for the
start), a position line and the moves from it, or a GGF game, with the
last move highlighted. With -format position it reads
one position line, as "othello move" reads it, like
"-----OX--XO----- X" on 4x4. The squares are named as in Othello notation,
a1 at the top left. -marks legal puts a dot on each legal move of the side
to move.`

func init() {
	registerRender("othello", "an Othello board", othelloRenderHelp, "the game or position", " ", "last", othelloMarks, func(fs *flag.FlagSet, f *renderFlags) func(*stdio, []string) error {
		f.size = othelloSizeArg(fs, "the board `size` N of a transcript: an even number from 4 to 26")
		f.declareInput(fs, []string{"transcript", "position"}, "transcript or position (a line)")
		return func(s *stdio, args []string) error {
			return othelloRender(s, f, args)
		}
	})
}

// othelloRender draws the Othello board that the input gives.
func othelloRender(s *stdio, f *renderFlags, args []string) error {
	size, in, marks, err := f.parse()
	if err != nil {
		return err
	}
	var d *render.Diagram
	var legal iter.Seq[board.Point]
	switch in {
	default: // transcript
		g, err := readOthelloGame(s, size)
		if err != nil {
			return err
		}
		d, legal = render.Game(g), g.Moves()
	case "position":
		p, err := readOneLine(s, "a position line", parseOthelloPosition)
		if err != nil {
			return err
		}
		d, legal = render.Board(p), p.Moves(p.Turn())
	}
	if !marks["last"] {
		d.Last = nil
	}
	if marks["legal"] {
		for pt := range legal {
			d.Marks = append(d.Marks, render.Mark{At: pt, Kind: render.Dot})
		}
	}
	return f.write(s, d)
}
