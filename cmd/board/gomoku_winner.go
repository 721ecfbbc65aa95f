package main

import (
	"flag"
	"fmt"

	"github.com/seed131617c4/board/gomoku"
)

func init() {
	register(&command{
		group: "gomoku",
		verb:  "winner",
		args: gomokuBoardHelp + `

It prints one line: "none", or the winning colour, the first stone of its
line and the line's axis, like "black h8 horizontal". The first stone is
the left-most, or the top-most of a vertical line; the axis is horizontal,
vertical, diagonal (running down to the right from the first stone) or
anti-diagonal (running up to the right). Of several winning lines it names
the one whose first stone comes first from the top row, then from column
a, then by axis in the order above. Rules: freestyle, five or more wins;
standard, exactly five; renju, exactly five for black and five or more for
white; omok, exactly five.`,
		summary: "print the winner of a board, like \"black h8 horizontal\", or \"none\"",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			rule := gomokuRuleFlag(fs, gomoku.Freestyle, allRules()...)
			return func(s *stdio, args []string) error {
				r, err := rule()
				if err != nil {
					return err
				}
				if len(args) > 0 {
					return usagef("unexpected argument %q", args[0])
				}
				return gomokuWinner(s, r)
			}
		},
	})
}

// gomokuWinner prints the winner of the board on s.in under r as one line:
// the colour, the first stone of the winning line in renju notation (its
// left-most stone, or the top-most for a vertical line) and its axis
// (horizontal, vertical, diagonal running down to the right, or
// anti-diagonal running up to the right), like "black h8 horizontal"; or
// "none". Of several winning lines it prints the one whose first stone
// comes first in reading order, from the top row, then the first axis in
// the order horizontal, vertical, diagonal, anti-diagonal.
func gomokuWinner(s *stdio, r gomoku.Rule) error {
	b, err := gomokuReadBoard(s.in)
	if err != nil {
		return err
	}
	five, ok := gomoku.Winner(b, r)
	if !ok {
		fmt.Fprintln(s.out, "none")
		return nil
	}
	fmt.Fprintf(s.out, "%v %s %v\n", five.Stone, gomoku.FormatMove(five.Start, b.Rows()), five.Axis)
	return nil
}
