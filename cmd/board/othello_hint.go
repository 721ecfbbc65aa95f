package main

import (
	"context"
	"flag"
	"fmt"
	"strings"

	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
)

func init() {
	register(&command{
		group: "othello",
		verb:  "hint",
		input: "the position",
		sep:   " ",
		args: `[position]

The position is one line in the form that "othello move" reads. It prints
one line for each legal move, best first: the move, its evaluation for
the side to move as "othello move" prints it (discs, like "+1.25", or the
final disc difference under perfect play, like "+12 exact"), and the line
the engine expects after it, like

    b4 +40 exact  b4 a3 g2 h1

Each move is searched as "othello move" searches a position, the time
limit shared out among the moves; at level 5 the last 14 empty squares
are searched exactly, so that every evaluation is exact there; a move to
a position of the opening book scores the book's value, followed by
"book" (-nobook searches instead). A position
where the side to move must pass prints "pass" and the evaluation; one
where neither side can move is refused.`,
		summary: "score every legal move of an Othello position, best first, with its line",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			level, limit := levelTimeArgs(fs, oengine.MaxLevel, oengine.DefaultLevel, "the level of play", "the longest the whole analysis may take")
			n := intArg(fs, "n", 0, 0, 64, "print the best `n` moves only (0: every legal move)")
			noBook := fs.Bool("nobook", false, "search without the opening book")
			return func(s *stdio, args []string) error {
				return othelloHint(s, &oengine.Engine{Level: *level, Time: *limit, NoBook: *noBook}, *n)
			}
		},
	})
}

// othelloHint reads a position line and prints the n best moves of e
// (all for 0) with their evaluations and lines.
func othelloHint(s *stdio, e *oengine.Engine, n int) error {
	p, g, err := readOthelloPosition(s)
	if err != nil {
		return err
	}
	if g.Turn() != p.Turn() {
		// A pass: the one line of "othello move".
		return othelloAnswer(s, p, g, e)
	}
	hints, err := e.Hint(context.Background(), g, n)
	if err != nil {
		return err
	}
	for _, h := range hints {
		line := make([]string, len(h.PV))
		for i, m := range h.PV {
			line[i] = othello.FormatMove(m)
		}
		fmt.Fprintf(s.out, "%s %s%s  %s\n", othello.FormatMove(h.Move), othelloEval(h), stoppedNote(h), strings.Join(line, " "))
	}
	return nil
}
