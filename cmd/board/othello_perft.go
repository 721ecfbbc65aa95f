package main

import (
	"flag"
	"fmt"
	"math"
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

// othelloPerftHashSize is the default size of the -hash table in MiB, and
// othelloPerftMaxHashSize the largest: 64 MiB serves perft 12 from the
// 8×8 start; deeper counts want more.
const (
	othelloPerftHashSize    = 64
	othelloPerftMaxHashSize = 1 << 16
)

func init() {
	register(&command{
		group:   "othello",
		verb:    "perft",
		args:    "",
		summary: "count the leaves of the Othello game tree from the start, one line \"depth leaves seconds leaves-per-second\" per depth",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			depth := intArg(fs, "depth", 9, 1, othelloPerftMaxDepth, fmt.Sprintf("the last `depth`, 1 to %d (less on the larger boards: a perft estimated at more than a day is refused)", othelloPerftMaxDepth))
			size := othelloSizeArg(fs, "the board `size` N: an even number from 4 to 26 (4, 6 and 8 use the bitboard)")
			flip := fs.String("flip", "", "the flip algorithm of the bitboard perft, one of "+othelloFlipNames()+" (default the fastest)")
			parallel := fs.Bool("parallel", false, "search the subtrees on all cores (bitboard sizes only)")
			hash := fs.Bool("hash", false, "count with a transposition table that stores whole positions, so the counts stay exact, and shares them between rotations and reflections (bitboard sizes only; not with -flip)")
			hashSize := intArg(fs, "hash-size", othelloPerftHashSize, 1, othelloPerftMaxHashSize, fmt.Sprintf("the size of the -hash table in `MiB`, 1 to %d", othelloPerftMaxHashSize))
			return func(s *stdio, args []string) error {
				hashMiB := 0
				if *hash {
					hashMiB = *hashSize
				} else if flagSet(fs, "hash-size") {
					return usagef("-hash-size works with -hash")
				}
				return othelloPerft(s, args, *depth, *size, *flip, *parallel, hashMiB)
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
// name (the fastest if ""), on all cores if parallel, with a table of
// hashMiB MiB if hashMiB > 0 (one table for every depth); the others use
// the generic rules.
func othelloPerft(s *stdio, args []string, depth, size int, name string, parallel bool, hashMiB int) error {
	if err := noArgs(args); err != nil {
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
		var table *bitboard.PerftTable // nil: no table
		if hashMiB > 0 {
			if name != "" {
				return usagef("-hash counts with the fastest flip; it does not take -flip")
			}
			if table, err = bitboard.NewPerftTable(hashMiB << 20); err != nil {
				return err
			}
		}
		count = func(d int) uint64 {
			switch {
			case table != nil && parallel:
				return table.PerftParallel(b, d, 0)
			case table != nil:
				return table.Perft(b, d)
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
		if name != "" || parallel || hashMiB > 0 {
			return usagef("-flip, -parallel and -hash work on the bitboard sizes 4, 6 and 8, not %d", size)
		}
		p, err := othello.NewPosition(size)
		if err != nil {
			return err
		}
		count = func(d int) uint64 { return othello.Perft(p, d) }
	}
	done, err := perftBudget(s, depth, size, count)
	if err != nil {
		return err
	}
	for d := 1; d <= depth; d++ {
		var r perftRow
		if d <= len(done) {
			r = done[d-1] // counted by perftBudget
		} else {
			start := time.Now()
			r = perftRow{count(d), time.Since(start)}
		}
		n, secs := r.leaves, max(r.took.Seconds(), 1e-9)
		fmt.Fprintf(s.out, "%d %d %.9f %.0f\n", d, n, secs, float64(n)/secs)
		if err := s.out.Flush(); err != nil {
			return err
		}
	}
	return nil
}

// perftMaxTime is the longest perft that othello perft starts; a longer
// one is refused, and one over perftWarnTime is announced.
const (
	perftMaxTime  = 24 * time.Hour
	perftWarnTime = time.Minute
)

// A perftRow is the count of one depth and the time it took.
type perftRow struct {
	leaves uint64
	took   time.Duration
}

// perftBudget estimates the time of count up to depth from the growth of
// the shallow depths, counted until one takes 20 ms, and returns those
// counts: a run estimated at more than perftMaxTime is a usage error that
// names the deepest depth within it, and one over perftWarnTime is
// announced on standard error. The estimate keeps the last growth factor,
// which in Othello still rises with depth: it errs low.
func perftBudget(s *stdio, depth, size int, count func(d int) uint64) ([]perftRow, error) {
	var rows []perftRow
	for d := 1; d < depth; d++ {
		start := time.Now()
		rows = append(rows, perftRow{count(d), time.Since(start)})
		if rows[d-1].took >= 20*time.Millisecond {
			break
		}
	}
	d := len(rows)
	if d < 2 || d >= depth-1 && rows[d-1].took < 20*time.Millisecond {
		return rows, nil // every depth but the last is counted: cheap
	}
	prev, leaves, took := rows[d-2].leaves, rows[d-1].leaves, rows[d-1].took
	if prev == 0 {
		return rows, nil
	}
	growth := max(float64(leaves)/float64(prev), 1)
	est := took.Seconds() * math.Pow(growth, float64(depth-d))
	if est > perftMaxTime.Seconds() {
		within := d + int(math.Log(perftMaxTime.Seconds()/took.Seconds())/math.Log(growth))
		return nil, usagef("-depth %d: on %dx%d that perft would take about %s (more than a day); want at most %d", depth, size, size, roughDuration(est), within)
	}
	if est > perftWarnTime.Seconds() {
		fmt.Fprintf(s.err, "board othello perft: depth %d on %dx%d will take about %s\n", depth, size, size, roughDuration(est))
		s.err.Flush()
	}
	return rows, nil
}

// roughDuration writes a number of seconds with one significant unit, like
// "3 minutes" or "2e+06 years".
func roughDuration(secs float64) string {
	switch {
	case secs < 120:
		return fmt.Sprintf("%.0f seconds", secs)
	case secs < 2*3600:
		return fmt.Sprintf("%.0f minutes", secs/60)
	case secs < 2*86400:
		return fmt.Sprintf("%.0f hours", secs/3600)
	case secs < 2*365*86400:
		return fmt.Sprintf("%.0f days", secs/86400)
	}
	return fmt.Sprintf("%.2g years", secs/(365*86400))
}
