package main

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

func init() {
	registerJudge("boj15671", "< input",
		"Baekjoon 15671: Othello on 6x6, moves alternating from Black; prints the board and who has more discs",
		judgeBOJ15671)
}

// judgeBOJ15671 reads N, then N lines "r c" (1-based row and column),
// places discs on a 6×6 board in turn from Black, each flipping what it
// captures (no passes: the colours simply alternate), and writes the final
// board in B, W and . and then Black, White or Draw for the side with more
// discs.
func judgeBOJ15671(s *stdio, args []string) error {
	if len(args) > 0 {
		return usagef("unexpected arguments %q: the input is read from standard input", args)
	}
	lr := newLineReader(s.in)
	n, err := lr.count("N", "the number of moves")
	if err != nil {
		return err
	}
	p, err := othello.NewPosition(6)
	if err != nil {
		return err
	}
	c := othello.Black
	for i := range n {
		rc, err := lr.ints(2, "r c")
		if err != nil {
			return err
		}
		if _, err := p.Place(board.Pt(rc[0]-1, rc[1]-1), c); err != nil {
			return lr.errorf("move %d of %d, %v at row %d, column %d: %v", i+1, n, c, rc[0], rc[1], othelloReason(err, 6))
		}
		c = c.Opponent()
	}
	if err := lr.rest(); err != nil {
		return err
	}
	othelloWriteBoard(s, p, "BW.")
	switch black, white := p.Count(othello.Black), p.Count(othello.White); {
	case black > white:
		s.out.WriteString("Black\n")
	case white > black:
		s.out.WriteString("White\n")
	default:
		s.out.WriteString("Draw\n")
	}
	return nil
}
