package main

import (
	"flag"
	"fmt"

	"github.com/seed131617c4/board/gomoku"
)

func init() {
	register(&command{
		group: "gomoku",
		verb:  "forbidden",
		args: gomokuBoardHelp + `

It prints each empty point where black may not play, one per line with the
reason, like "h8 double-three", from the top row (the highest row number)
down, each row from column a. The reason is overline, double-four or
double-three, the first that applies in that order; a move that makes
exactly five is never forbidden. Under renju (the default) a three counts
only if one of the moves that make it a straight four is itself not
forbidden, recursively; under omok every three counts, and only
double-threes are forbidden.`,
		summary: "print black's forbidden points of a board, like \"h8 double-three\"",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			rule := gomokuRuleFlag(fs, gomoku.Renju, gomoku.Renju, gomoku.Omok)
			return func(s *stdio, args []string) error {
				r, err := rule()
				if err != nil {
					return err
				}
				if len(args) > 0 {
					return usagef("unexpected argument %q", args[0])
				}
				return gomokuForbidden(s, r)
			}
		},
	})
}

// gomokuForbidden prints each empty point of the board on s.in where Black
// may not play under r, with the reason (overline, double-four or
// double-three), one per line in renju notation, in reading order: the
// top row first (the highest row number), each row from column a.
func gomokuForbidden(s *stdio, r gomoku.Rule) error {
	l, err := gomokuReadBoard(s.in)
	if err != nil {
		return err
	}
	for p, f := range l.ForbiddenPoints(gomoku.Black, r) {
		fmt.Fprintf(s.out, "%s %v\n", gomoku.FormatMove(p, l.Size()), f)
	}
	return nil
}
