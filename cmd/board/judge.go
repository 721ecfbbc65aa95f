package main

// The judges, "board judge <problem>", read the input of an online judge
// problem on standard input and write the output it asks for. They are one
// topic and live in this one file, registered from one table.

import (
	"flag"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/tictactoe"
)

// The input and output formats of the judges, with an example each, for
// their -h.
const (
	boj2615Help = `Input: 19 lines of 19 numbers separated by spaces, row 1 at the top: 0 an
empty point, 1 a black stone, 2 a white one.

Output: 0 when neither colour has exactly five in a row (six or more do
not count); otherwise the colour, 1 or 2, and on the next line the row and
column (from 1) of the first stone of the five: its left-most stone, or
the top-most of a vertical five.

Example: a board whose only line is Black's five on row 3, columns 2 to 6,
prints
  1
  3 2`

	boj7682Help = `Input: one board a line, its 9 cells row by row from the top, X, O or .
(empty), up to a line "end".

Output: a line for each board: valid when the board can arise in a game
of tic-tac-toe that has just ended there (a line of three, or a full
board), invalid otherwise.

Example:
  XXXOO.XXX     invalid
  XOXOXOXOX     valid
  OXOXOXOXO     invalid
  XXOOOXXOX     valid
  end`

	boj15671Help = `Input: N, then N lines "r c": the row and column (from 1, row 1 at the
top) of each disc placed on the 6x6 Othello board from the start
position, Black first and the colours alternating (no passes). Each disc
flips the discs of the other colour that it brackets, and is placed
whether or not it brackets any, as the problem's moves are all played
(a disc off the board or on an occupied square is an error).

Output: the final board in 6 lines of B (black), W (white) and . (empty),
then Black, White or Draw: the colour with more discs.

Example: the input
  2
  2 3
  2 2
prints
  ......
  .WB...
  ..WB..
  ..BW..
  ......
  ......
  Draw`

	swea4615Help = `Input: T, the number of cases, then for each "N M" (N the board size: 4,
6 or 8; M the number of discs) and M lines "x y colour": the column and
row (from 1, row 1 at the top) and the colour (1 black, 2 white) of each
disc placed from the start position. Each disc flips what it brackets.

Output: one line "#k black white" per case: its number and the disc
counts.

Example: the input
  2
  4 1
  2 1 1
  6 0
prints
  #1 4 1
  #2 2 2`
)

// judges are the online judge problems: for each the verb of "board judge
// <verb>", the synopsis of its arguments and the summary of the command
// list, as in command, and the function that runs it. A judge has no
// flags.
var judges = []struct {
	verb, synopsis, summary string
	run                     func(*stdio, []string) error
}{
	{"boj2615", "[input]\n\n" + boj2615Help, "Baekjoon 2615 (omok): 19 lines of 19 numbers 0/1/2; prints 0, or the colour with exactly five and the row and column of its first stone", boj2615Run},
	{"boj7682", "[input]\n\n" + boj7682Help, "Baekjoon 7682: print valid or invalid for each tic-tac-toe board on stdin until \"end\"", judgeBOJ7682},
	{"boj15671", "[input]\n\n" + boj15671Help, "Baekjoon 15671: Othello on 6x6, moves alternating from Black; prints the board and who has more discs", judgeBOJ15671},
	{"swea4615", "[input]\n\n" + swea4615Help, "SW Expert Academy 4615: Othello placements with given colours on 4x4, 6x6 or 8x8; prints the disc counts", judgeSWEA4615},
}

func init() {
	for _, j := range judges {
		register(&command{
			group:   "judge",
			verb:    j.verb,
			input:   "the input",
			sep:     "\n",
			args:    j.synopsis,
			summary: j.summary,
			setup: func(*flag.FlagSet) func(*stdio, []string) error {
				return j.run
			},
		})
	}
}

// judgeCount checks that a judge was given no arguments and reads the
// count on the first line of its input, named name in errors, that counts
// what follows, as what says (see lineReader.count).
func judgeCount(s *stdio, args []string, name, what string) (*lineReader, int, error) {
	lr := newLineReader(s.in)
	n, err := lr.count(name, what)
	return lr, n, err
}

// boj2615Size is the side of the Baekjoon 2615 board.
const boj2615Size = 19

// boj2615Run reads 19 lines of 19 numbers, 0 empty, 1 black, 2 white, and
// prints "0" if no colour has exactly five in a row, else the colour and,
// on the next line, the 1-based row and column of the first stone of the
// five: its left-most stone, or the top-most for a vertical five. If there
// are several, it is the first in reading order (see gomoku.Winner).
func boj2615Run(s *stdio, args []string) error {
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

// judgeBOJ7682 reads one 9-character board per line, until a line "end"
// or the end of the input, and prints "valid" for the final positions and
// "invalid" for the others.
func judgeBOJ7682(s *stdio, args []string) error {
	lr := newLineReader(s.in)
	for {
		line, ok := lr.nextData()
		if !ok || line == "end" {
			return lr.err()
		}
		b, err := tictactoe.Parse(line)
		if err != nil {
			return lr.errorf("%s", textReason(err))
		}
		if b.State().Final() {
			fmt.Fprintln(s.out, "valid")
		} else {
			fmt.Fprintln(s.out, "invalid")
		}
	}
}

// judgeBOJ15671 reads N, then N lines "r c" (1-based row and column),
// places discs on a 6×6 board in turn from Black, each flipping what it
// captures (no passes: the colours simply alternate), and writes the final
// board in B, W and . and then Black, White or Draw for the side with more
// discs.
func judgeBOJ15671(s *stdio, args []string) error {
	lr, n, err := judgeCount(s, args, "N", "the number of moves")
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

// judgeSWEA4615 reads T cases, each "N M" (N is 4, 6 or 8) and M lines
// "x y colour" (x the column and y the row, 1-based; colour 1 for black, 2
// for white). Each disc is placed with its colour and flips what it
// captures. It writes "#k black white" per case.
func judgeSWEA4615(s *stdio, args []string) error {
	lr, t, err := judgeCount(s, args, "T", "the number of test cases")
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
