package main

import (
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

func init() {
	registerJudge("swea4615", "< input",
		"SW Expert Academy 4615: Othello placements with given colours on 4x4, 6x6 or 8x8; prints the disc counts",
		judgeSWEA4615)
}

// judgeSWEA4615 reads T cases, each "N M" (N is 4, 6 or 8) and M lines
// "x y colour" (x the column and y the row, 1-based; colour 1 for black, 2
// for white). Each disc is placed with its colour and flips what it
// captures. It writes "#k black white" per case.
func judgeSWEA4615(s *stdio, args []string) error {
	if len(args) > 0 {
		return usagef("unexpected arguments %q: the input is read from standard input", args)
	}
	lr := newLineReader(s.in)
	t, err := lr.count("T", "the number of test cases")
	if err != nil {
		return err
	}
	for k := 1; k <= t; k++ {
		nm, err := lr.ints(2, "N M")
		if err != nil {
			return err
		}
		n, m := nm[0], nm[1]
		if n != 4 && n != 6 && n != 8 {
			return lr.errorf("case #%d: N = %d: want 4, 6 or 8", k, n)
		}
		if m < 0 {
			return lr.errorf("case #%d: M = %d: want the number of discs, 0 or more", k, m)
		}
		p, err := othello.NewPosition(n)
		if err != nil {
			return err
		}
		for i := range m {
			xyc, err := lr.ints(3, "x y colour")
			if err != nil {
				return err
			}
			x, y := xyc[0], xyc[1]
			var c othello.Color
			switch xyc[2] {
			case 1:
				c = othello.Black
			case 2:
				c = othello.White
			default:
				return lr.errorf("case #%d, disc %d of %d: colour %d: want 1 (black) or 2 (white)", k, i+1, m, xyc[2])
			}
			if _, err := p.Place(board.Pt(y-1, x-1), c); err != nil {
				return lr.errorf("case #%d, disc %d of %d, %v at x %d, y %d: %v", k, i+1, m, c, x, y, othelloReason(err, n))
			}
		}
		fmt.Fprintf(s.out, "#%d %d %d\n", k, p.Count(othello.Black), p.Count(othello.White))
	}
	return lr.rest()
}
