package main

import (
	"flag"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/render"
)

// gomokuMarks are the marks of the gomoku pictures.
var gomokuMarks = []string{"last", "win", "forbidden", "legal"}

// gomokuRenderHelp describes the arguments and the input of the gomoku
// picture commands, for their -h.
const gomokuRenderHelp = `[board rows | moves]

With -format board (the default) it reads a board as the other gomoku
commands do: one row per line (or per argument) from the top, X black,
O white, . or _ empty, square, 5 to 26 points a side. With -format moves
it plays the moves of its input on an empty board of -size points
under -rule, in renju notation separated by spaces or commas, like
"h8 h9 i9", and numbers the stones in their order (-numbers=false for
none). Points are named in renju notation: columns from a at the left,
rows from 1 at the BOTTOM.

-marks win strikes through the winning line of the rule set; last
highlights the last move; forbidden crosses each point forbidden to the
side to move (the colour of -color), with its reason: 6 overline, 44
double-four, 33 double-three; legal puts a dot on each legal move.`

func init() {
	registerRender("gomoku", "a gomoku, renju or omok board", gomokuRenderHelp, "the board or moves", "\n", "last,win", gomokuMarks, func(fs *flag.FlagSet, f *renderFlags) func(*stdio, []string) error {
		rule := gomokuRuleFlag(fs, gomoku.Freestyle, allRules()...)
		f.size = intArg(fs, "size", 15, gomoku.MinSize, gomoku.MaxSize, "the board `size` of -format moves, 5 to 26 (a board gives its own)")
		f.declareInput(fs, []string{"board", "moves"}, "board or moves")
		numbers := fs.Bool("numbers", true, "number the stones in the order of the moves (moves)")
		color := fs.String("color", "", "the colour whose forbidden points are marked, black or white (default: the side to move)")
		return func(s *stdio, args []string) error {
			r, err := rule()
			if err != nil {
				return err
			}
			size, in, marks, err := f.parse()
			if err != nil {
				return err
			}
			var c gomoku.Stone
			if *color != "" {
				if c, err = gomokuColor(*color); err != nil {
					return err
				}
			}
			d, b, err := gomokuDiagram(s, in, size, r)
			if err != nil {
				return err
			}
			d.Numbers = d.Numbers && *numbers
			gomokuMark(d, b, r, c, marks)
			return f.write(s, d)
		}
	})
}

// gomokuDiagram reads the input of the picture commands.
func gomokuDiagram(s *stdio, in string, size int, r gomoku.Rule) (*render.Diagram, *board.Board[gomoku.Stone], error) {
	switch in {
	case "board":
		b, err := gomokuReadBoard(s.in)
		if err != nil {
			return nil, nil, err
		}
		d := render.Board(render.Square(b))
		d.Lines = render.WinningLine(b, r)
		return d, b, nil
	case "moves":
		g, err := gomoku.NewGame(size, r)
		if err != nil {
			return nil, nil, err
		}
		text, err := readAll(s, "the moves")
		if err != nil {
			return nil, nil, err
		}
		moves := moveFields(text)
		for i, m := range moves {
			p, err := gomoku.ParseMove(m, size)
			if err == nil {
				err = g.Play(p)
			}
			if err != nil {
				return nil, nil, &inputError{0, fmt.Errorf("move %d %q: %s", i+1, clip(m), moveReason(err))}
			}
		}
		return render.Game(g), g.Board(), nil
	}
	return nil, nil, usagef("-format %q: want board or moves", clip(in))
}

// gomokuMark sets the marks of d that marks names: the colour c (or the
// side to move, by the stone counts, when c is Empty) has its forbidden
// points under r crossed, and its legal moves dotted.
func gomokuMark(d *render.Diagram, b *board.Board[gomoku.Stone], r gomoku.Rule, c gomoku.Stone, marks map[string]bool) {
	if !marks["last"] {
		d.Last = nil
	}
	if !marks["win"] {
		d.Lines = nil
	}
	if c == gomoku.Empty {
		c = gomoku.Black
		if b.Count(gomoku.Black) == b.Count(gomoku.White)+1 {
			c = gomoku.White
		}
	}
	if marks["forbidden"] {
		d.Marks = append(d.Marks, render.ForbiddenMarks(b, c, r)...)
	}
	if marks["legal"] {
		if _, won := gomoku.Winner(b, r); !won {
			for p, s := range b.All() {
				if s == gomoku.Empty && gomoku.Forbidden(b, p, c, r) == gomoku.NoFoul {
					d.Marks = append(d.Marks, render.Mark{At: p, Kind: render.Dot})
				}
			}
		}
	}
}
