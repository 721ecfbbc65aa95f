package main

// The gomoku rule queries on a board, "board gomoku winner" and "board
// gomoku forbidden", are one topic and live in this one file.

import (
	"flag"
	"fmt"

	"github.com/seed131617c4/board/gomoku"
)

func init() {
	register(&command{
		group: "gomoku",
		verb:  "winner",
		input: "the board",
		sep:   "\n",
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
				return gomokuWinner(s, r)
			}
		},
	})
	register(&command{
		group: "gomoku",
		verb:  "forbidden",
		input: "the board",
		sep:   "\n",
		args: gomokuBoardHelp + `

It prints each empty point where the colour of -color (black by default)
may not play, one per line with the reason, like "h8 double-three", from
the top row (the highest row number) down, each row from column a. When
no point is forbidden it prints nothing and exits 0. The reason is
overline, double-four or double-three, the first that applies in that
order; a move that makes exactly five is never forbidden.

Under renju (the default) only black has forbidden points, so -color white
prints nothing. A three is three stones on a line that one more stone turns
into a straight four (four in a row, each end making exactly five) without
making a five at the same time, and it counts only if one of the points that
make it a straight four is itself not forbidden, recursively (the terms of
section 3 of the RIF rules). Under omok both colours have forbidden points: only
double-threes, where a three is the same but counts without the recursion.`,
		summary: "print the forbidden points of a board, like \"h8 double-three\"",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			rule := gomokuRuleFlag(fs, gomoku.Renju, gomoku.Renju, gomoku.Omok)
			color := fs.String("color", "black", "the colour to move: black or white")
			return func(s *stdio, args []string) error {
				r, err := rule()
				if err != nil {
					return err
				}
				c, err := gomokuColor(*color)
				if err != nil {
					return err
				}
				return gomokuForbidden(s, r, c)
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

// gomokuForbidden prints each empty point of the board on s.in where c
// may not play under r, with the reason (overline, double-four or
// double-three), one per line in renju notation, in reading order: the
// top row first (the highest row number), each row from column a. It
// prints nothing when no point is forbidden.
func gomokuForbidden(s *stdio, r gomoku.Rule, c gomoku.Stone) error {
	b, err := gomokuReadBoard(s.in)
	if err != nil {
		return err
	}
	for p, f := range gomoku.ForbiddenPoints(b, c, r) {
		fmt.Fprintf(s.out, "%s %v\n", gomoku.FormatMove(p, b.Rows()), f)
	}
	return nil
}
