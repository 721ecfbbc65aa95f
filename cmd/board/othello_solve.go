package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/obf"
	"github.com/seed131617c4/board/othello/solve"
)

func init() {
	register(&command{
		group: "othello",
		verb:  "solve",
		input: "the positions",
		sep:   "\n",
		args:  "[positions]",
		summary: "solve the Othello positions of the input, one per line (squares, a space, X or O, optional \";...\" as in OBF), " +
			"printing \"score move nodes seconds\" per position: the exact score for the side to move (+38, 0, -12), " +
			"a best move (\"pass\" when it must pass, \"-\" when the game is over), or \"unsolved - nodes seconds\" when -time stops it; " +
			"a search that runs on prints a progress line on stderr every 10 seconds",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			wld := fs.Bool("wld", false, "print win, draw or loss instead of the score")
			threads := threadsArg(fs, "the goroutines of the search")
			limit := timeArg(fs, "the longest search of one position")
			verbose := fs.Bool("v", false, "add the principal variation after the seconds")
			return func(s *stdio, args []string) error {
				return othelloSolve(s, solve.Options{WLD: *wld, Threads: *threads, Time: *limit}, *verbose)
			}
		},
	})
}

// othelloSolve solves each position of the input and writes one line per
// position.
func othelloSolve(s *stdio, opts solve.Options, verbose bool) error {
	lr := newLineReader(s.in)
	for {
		line, ok := lr.nextData()
		if !ok {
			return lr.err()
		}
		if strings.HasPrefix(line, "%") {
			continue
		}
		o, err := obf.Parse(line)
		if pe, ok := errors.AsType[*board.ParseError](err); ok {
			return lr.errorf("column %d: %v", pe.Col, pe.Err)
		}
		if err != nil {
			return lr.errorf("%v", err)
		}
		b, err := bitboard.FromPosition(o.Position)
		if err != nil {
			return lr.errorf("%v", err)
		}
		n := lr.line
		opts.ProgressEvery = progressEvery
		opts.Progress = func(p solve.Progress) {
			fmt.Fprintf(s.err, "line %d: %s after %.0f s, %.3g G nodes (%.1f M/s)\n", n, progressScore(p, opts.WLD),
				p.Time.Seconds(), float64(p.Nodes)/1e9, float64(p.Nodes)/1e6/p.Time.Seconds())
			s.err.Flush()
		}
		r, err := solve.Solve(context.Background(), b, opts)
		secs := r.Time.Seconds()
		if err != nil {
			fmt.Fprintf(s.out, "unsolved - %d %.3f\n", r.Nodes, secs)
		} else {
			fmt.Fprintf(s.out, "%s %v %d %.3f", othelloScore(r.Score, opts.WLD), r.Best, r.Nodes, secs)
			if verbose {
				for _, m := range r.PV {
					fmt.Fprintf(s.out, " %v", m)
				}
			}
			fmt.Fprintln(s.out)
		}
		if err := s.out.Flush(); err != nil {
			return err
		}
	}
}

// progressEvery is the interval of the progress lines of a long solve.
var progressEvery = 10 * time.Second

// progressScore says what a search in progress knows of its score.
func progressScore(p solve.Progress, wld bool) string {
	if p.Lower == p.Upper {
		return "score " + othelloScore(p.Lower, wld) + ", proving the line"
	}
	return fmt.Sprintf("score in [%s, %s]", othelloScore(p.Lower, wld), othelloScore(p.Upper, wld))
}

// othelloScore returns a score as the command prints it: signed, or win,
// draw and loss.
func othelloScore(v int, wld bool) string {
	if !wld {
		if v == 0 {
			return "0"
		}
		return fmt.Sprintf("%+d", v)
	}
	switch {
	case v > 0:
		return "win"
	case v < 0:
		return "loss"
	}
	return "draw"
}
