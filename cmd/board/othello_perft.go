package main

import (
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/flip"
)

// othelloPerftMaxDepth is the deepest perft the command accepts: the 8×8
// count at 20 plies is near the limit of a uint64, and far beyond what
// runs in a day.
const othelloPerftMaxDepth = 20

func init() {
	register(&command{
		group:   "othello",
		verb:    "perft",
		args:    "",
		summary: "count the leaves of the Othello game tree from the start, one line \"depth leaves seconds leaves-per-second\" per depth",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			depth := fs.Int("depth", 9, fmt.Sprintf("the last depth, 1 to %d", othelloPerftMaxDepth))
			size := fs.Int("size", 8, "board size N: an even number from 4 to 26 (4, 6 and 8 use the bitboard)")
			flip := fs.String("flip", "", "the flip algorithm of the bitboard perft, one of "+othelloFlipNames()+" (default the fastest)")
			parallel := fs.Bool("parallel", false, "search the subtrees on all cores (bitboard sizes only)")
			return func(s *stdio, args []string) error {
				return othelloPerft(s, args, *depth, *size, *flip, *parallel)
			}
		},
	})
}

// othelloFlipNames returns the names of the flip algorithms, comma
// separated.
func othelloFlipNames() string {
	var names []string
	for _, a := range flip.All() {
		names = append(names, a.Name)
	}
	return strings.Join(names, ", ")
}

// othelloPerft writes the perft of the start position on the size×size
// board at each depth from 1 to depth, with the time each took. The
// sizes 4, 6 and 8 use the bitboard perft with the flip algorithm named
// name (the fastest if ""), on all cores if parallel; the others use the
// generic rules.
func othelloPerft(s *stdio, args []string, depth, size int, name string, parallel bool) error {
	if len(args) > 0 {
		return usagef("unexpected arguments %q", args)
	}
	if depth < 1 || depth > othelloPerftMaxDepth {
		return usagef("-depth %d: want 1 to %d", depth, othelloPerftMaxDepth)
	}
	if err := othelloSize(size); err != nil {
		return err
	}
	var count func(d int) uint64
	if b, err := bitboard.Start(size); err == nil {
		var algo flip.Algorithm
		if name != "" {
			a, ok := flip.Named(name)
			if !ok {
				return usagef("-flip %q: unknown flip algorithm; want one of %s", name, othelloFlipNames())
			}
			algo = a
		}
		count = func(d int) uint64 {
			switch {
			case parallel && name == "":
				return bitboard.PerftParallel(b, d, 0)
			case parallel:
				return algo.PerftParallel(b, d, 0)
			case name == "":
				return bitboard.Perft(b, d)
			}
			return algo.Perft(b, d)
		}
	} else {
		if name != "" || parallel {
			return usagef("-flip and -parallel work on the bitboard sizes 4, 6 and 8, not %d", size)
		}
		p, err := othello.NewPosition(size)
		if err != nil {
			return err
		}
		count = func(d int) uint64 { return othello.Perft(p, d) }
	}
	for d := 1; d <= depth; d++ {
		start := time.Now()
		n := count(d)
		secs := max(time.Since(start).Seconds(), 1e-9)
		fmt.Fprintf(s.out, "%d %d %.9f %.0f\n", d, n, secs, float64(n)/secs)
		if err := s.out.Flush(); err != nil {
			return err
		}
	}
	return nil
}
