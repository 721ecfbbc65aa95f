package main

import (
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

func init() {
	registerJudge("boj2615", "< board",
		"Baekjoon 2615 (omok): 19 lines of 19 numbers 0/1/2; prints 0, or the colour with exactly five and the row and column of its first stone",
		boj2615Run)
}

// boj2615Size is the side of the Baekjoon 2615 board.
const boj2615Size = 19

// boj2615Run reads 19 lines of 19 numbers, 0 empty, 1 black, 2 white, and
// prints "0" if no colour has exactly five in a row, else the colour and,
// on the next line, the 1-based row and column of the first stone of the
// five: its left-most stone, or the top-most for a vertical five. If there
// are several, it is the first in reading order (see gomoku.Winner).
func boj2615Run(s *stdio, args []string) error {
	if len(args) > 0 {
		return usagef("unexpected argument %q", args[0])
	}
	lr := newLineReader(s.in)
	b, err := gomoku.NewBoard(boj2615Size)
	if err != nil {
		return err
	}
	for row := range boj2615Size {
		v, err := lr.ints(boj2615Size, fmt.Sprintf("row %d of the board", row+1))
		if err != nil {
			return err
		}
		for col, x := range v {
			if x < 0 || x > 2 {
				return lr.errorf("number %d is %d, want 0, 1 or 2", col+1, x)
			}
			b.Set(board.Pt(row, col), gomoku.Stone(x))
		}
	}
	if err := lr.rest(); err != nil {
		return err
	}
	five, ok := gomoku.Winner(b, gomoku.Standard)
	if !ok {
		fmt.Fprintln(s.out, 0)
		return nil
	}
	fmt.Fprintf(s.out, "%d\n%d %d\n", five.Stone, five.Start.Row+1, five.Start.Col+1)
	return nil
}
