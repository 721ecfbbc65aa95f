package main

import (
	"flag"
	"fmt"

	"github.com/seed131617c4/board/othello"
)

func init() {
	register(&command{
		group:   "othello",
		verb:    "replay",
		args:    "< transcripts",
		summary: "replay Othello transcripts, one game per line (blank lines skipped), printing \"black white\" disc counts",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			size := fs.Int("size", 8, "board size N: an even number from 4 to 26")
			return func(s *stdio, args []string) error {
				return othelloReplay(s, args, *size)
			}
		},
	})
}

// othelloReplay reads one transcript per line, like "f5d6c3" (passes
// inferred; spaces, commas and forced "pass" tokens allowed), plays it
// from the start position on a size×size board, and writes the disc counts
// after it as "black white". Blank lines are skipped and print nothing.
// The first line with a move that cannot be read or played is an error
// naming the line and the move.
func othelloReplay(s *stdio, args []string, size int) error {
	if len(args) > 0 {
		return usagef("unexpected arguments %q: the transcripts are read from standard input", args)
	}
	if err := othelloSize(size); err != nil {
		return err
	}
	g, err := othello.NewGame(size)
	if err != nil {
		return err
	}
	lr := newLineReader(s.in)
	for {
		line, ok := lr.nextData()
		if !ok {
			break
		}
		g.Reset()
		if err := g.PlayTranscript(line); err != nil {
			return lr.errorf("%s", othelloTranscriptReason(err))
		}
		fmt.Fprintf(s.out, "%d %d\n", g.Count(othello.Black), g.Count(othello.White))
	}
	return lr.err()
}
