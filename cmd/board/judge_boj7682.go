package main

import (
	"fmt"

	"github.com/seed131617c4/board/tictactoe"
)

func init() {
	registerJudge("boj7682", "",
		"Baekjoon 7682: print valid or invalid for each tic-tac-toe board on stdin until \"end\"",
		judgeBOJ7682)
}

// judgeBOJ7682 reads one 9-character board per line, until a line "end"
// or the end of the input, and prints "valid" for the final positions and
// "invalid" for the others.
func judgeBOJ7682(s *stdio, args []string) error {
	if len(args) > 0 {
		return usagef("unexpected argument %q: the boards come on stdin", args[0])
	}
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
