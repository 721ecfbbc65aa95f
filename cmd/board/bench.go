package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"slices"
	"text/tabwriter"
	"time"

	"github.com/seed131617c4/board/othello"
)

func init() {
	register(&command{
		group:   "bench",
		verb:    "",
		args:    "",
		summary: "benchmark every Othello flip algorithm on a built-in set of positions: ns per flip, flips per second, relative speed and perft rate",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			var o benchOptions
			fs.DurationVar(&o.time, "time", 500*time.Millisecond, "how long to time the flips of each algorithm (in 5 rounds; the best counts)")
			fs.IntVar(&o.depth, "depth", 10, "the depth of the perft of each algorithm, 1 to 12")
			fs.BoolVar(&o.json, "json", false, "write the results as JSON")
			return func(s *stdio, args []string) error {
				if len(args) > 0 {
					return usagef("unexpected arguments %q", args)
				}
				return bench(s, o)
			}
		},
	})
}

type benchOptions struct {
	time  time.Duration
	depth int
	json  bool
}

// A benchCase is a legal move of a position: the arguments of a flip
// function.
type benchCase struct {
	p, o uint64
	s    othello.Square
}

// benchCases returns the built-in positions: every legal move of every
// position of 40 games of random play from a fixed seed, about 8,000
// flips from the opening to the end of the game. It is the set of the
// package benchmark BenchmarkFlip.
func benchCases() []benchCase {
	r := rand.New(rand.NewPCG(8, 64))
	var cases []benchCase
	for range 40 {
		b, _ := othello.StartBitboard(8)
		for {
			m := b.Moves()
			for s := range othello.Squares(m) {
				cases = append(cases, benchCase{b.Mover, b.Opponent, s})
			}
			if m == 0 {
				if b.GameOver() {
					break
				}
				b = b.Pass()
				continue
			}
			for range r.IntN(bits.OnesCount64(m)) {
				m &= m - 1
			}
			b, _ = b.Play(othello.Square(bits.TrailingZeros64(m)))
		}
	}
	return cases
}

// A benchResult is the line of one flip algorithm in the table.
type benchResult struct {
	Algorithm   string  `json:"algorithm"`
	Doc         string  `json:"doc"`
	NsPerFlip   float64 `json:"ns_per_flip"`
	FlipsPerSec float64 `json:"flips_per_second"`
	Relative    float64 `json:"relative"` // time per flip over the fastest's
	PerftNodes  float64 `json:"perft_nodes_per_second"`
	PerftLeaves float64 `json:"perft_leaves_per_second"`
}

// benchReport is the whole output of -json.
type benchReport struct {
	Go            string        `json:"go"`
	GOARCH        string        `json:"goarch"`
	CPUs          int           `json:"cpus"`
	Positions     int           `json:"positions"`
	Flips         int           `json:"flips"`
	NsPerMoves    float64       `json:"ns_per_move_generation"`
	PerftDepth    int           `json:"perft_depth"`
	PerftLeaves   uint64        `json:"perft_leaves"`
	PerftInternal uint64        `json:"perft_internal_nodes"`
	Results       []benchResult `json:"results"`
	// The perft of the fastest algorithm on all cores.
	ParallelWorkers int     `json:"parallel_workers"`
	ParallelNodes   float64 `json:"parallel_perft_nodes_per_second"`
}

func bench(s *stdio, o benchOptions) error {
	if o.depth < 1 || o.depth > 12 {
		return usagef("-depth %d: want 1 to 12", o.depth)
	}
	if o.time <= 0 {
		return usagef("-time %v: want a positive duration", o.time)
	}
	cases := benchCases()
	positions := map[[2]uint64]bool{}
	for _, c := range cases {
		positions[[2]uint64{c.p, c.o}] = true
	}
	start, _ := othello.StartBitboard(8)
	rep := benchReport{
		Go: runtime.Version(), GOARCH: runtime.GOARCH, CPUs: runtime.NumCPU(),
		Positions: len(positions), Flips: len(cases), PerftDepth: o.depth,
		PerftLeaves: othello.Perft(start, o.depth),
	}
	for d := range o.depth {
		rep.PerftInternal += othello.Perft(start, d)
	}
	algos := othello.FlipAlgorithms()
	var flipSum uint64 // of the flips of all cases: every timed round must get it
	for _, c := range cases {
		flipSum += othello.FlipWalker(c.p, c.o, c.s)
	}
	// The progress line is rewritten in place and blanked at the end, so
	// that an error message starts on a clean line.
	progress := func(format string, args ...any) {
		fmt.Fprintf(s.err, "\r%-60s", fmt.Sprintf("bench: "+format, args...))
		s.err.Flush()
	}
	defer func() {
		fmt.Fprintf(s.err, "\r%60s\r", "")
		s.err.Flush()
	}()
	for i, a := range algos {
		progress("%d/%d %s: flips", i+1, len(algos), a.Name)
		ns, sum := benchBest(o.time, len(cases), func() (sum uint64) {
			for _, c := range cases {
				sum += a.Flip(c.p, c.o, c.s)
			}
			return sum
		})
		if sum != flipSum {
			return fmt.Errorf("%s: flip checksum %#x, want %#x", a.Name, sum, flipSum)
		}
		progress("%d/%d %s: perft %d", i+1, len(algos), a.Name, o.depth)
		t := time.Now()
		if n := a.Perft(start, o.depth); n != rep.PerftLeaves {
			return fmt.Errorf("%s: perft %d = %d, the fastest algorithm counts %d", a.Name, o.depth, n, rep.PerftLeaves)
		}
		secs := time.Since(t).Seconds()
		rep.Results = append(rep.Results, benchResult{
			Algorithm: a.Name, Doc: a.Doc, NsPerFlip: ns, FlipsPerSec: 1e9 / ns,
			PerftNodes: float64(rep.PerftInternal) / secs, PerftLeaves: float64(rep.PerftLeaves) / secs,
		})
	}
	progress("move generation")
	bs := make([]othello.Bitboard, 0, len(positions))
	for po := range positions {
		bs = append(bs, othello.Bitboard{Mover: po[0], Opponent: po[1]})
	}
	var movesSum uint64
	for _, b := range bs {
		movesSum += b.Moves()
	}
	ns, sum := benchBest(o.time, len(bs), func() (sum uint64) {
		for _, b := range bs {
			sum += b.Moves()
		}
		return sum
	})
	if sum != movesSum {
		return fmt.Errorf("move generation checksum %#x, want %#x", sum, movesSum)
	}
	rep.NsPerMoves = ns
	rep.ParallelWorkers = runtime.GOMAXPROCS(0)
	progress("parallel perft %d on %d cores", o.depth, rep.ParallelWorkers)
	t := time.Now()
	othello.PerftParallel(start, o.depth, 0)
	rep.ParallelNodes = float64(rep.PerftInternal) / time.Since(t).Seconds()

	slices.SortStableFunc(rep.Results, func(a, b benchResult) int {
		switch {
		case a.NsPerFlip < b.NsPerFlip:
			return -1
		case a.NsPerFlip > b.NsPerFlip:
			return 1
		}
		return 0
	})
	for i := range rep.Results {
		rep.Results[i].Relative = rep.Results[i].NsPerFlip / rep.Results[0].NsPerFlip
	}
	if o.json {
		enc := json.NewEncoder(s.out)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	return benchTable(s, rep)
}

// benchBest runs f, which does n operations and returns a checksum of
// their results, in 5 rounds of about d/5, and returns the nanoseconds per
// operation of the fastest round and the checksum, or 0 if two calls of f
// returned different ones. Using the results keeps the compiler from
// dropping the calls.
func benchBest(d time.Duration, n int, f func() uint64) (float64, uint64) {
	best := 0.0
	sum := f()
	for range 5 {
		reps := 0
		t := time.Now()
		for reps == 0 || time.Since(t) < d/5 {
			if f() != sum {
				sum = 0
			}
			reps++
		}
		ns := float64(time.Since(t).Nanoseconds()) / float64(reps*n)
		if best == 0 || ns < best {
			best = ns
		}
	}
	return best, sum
}

func benchTable(s *stdio, rep benchReport) error {
	fmt.Fprintf(s.out, "flip algorithms on %d positions (%d flips), %s %s, %d CPUs\n\n", rep.Positions, rep.Flips, rep.Go, rep.GOARCH, rep.CPUs)
	tw := tabwriter.NewWriter(s.out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "algorithm\tns/flip\tMflips/s\trelative\tperft %d Mnodes/s\t\n", rep.PerftDepth)
	for _, r := range rep.Results {
		fmt.Fprintf(tw, "%s\t%.2f\t%.1f\t%.2fx\t%.1f\t\n", r.Algorithm, r.NsPerFlip, r.FlipsPerSec/1e6, r.Relative, r.PerftNodes/1e6)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(s.out, "\nmove generation: %.2f ns per position\n", rep.NsPerMoves)
	fmt.Fprintf(s.out, "perft %d: %d leaves, %d internal nodes (a move generation and a flip each; leaves counted in bulk)\n",
		rep.PerftDepth, rep.PerftLeaves, rep.PerftInternal)
	fmt.Fprintf(s.out, "parallel perft %d with the fastest flip on %d cores: %.1f Mnodes/s\n", rep.PerftDepth, rep.ParallelWorkers, rep.ParallelNodes/1e6)
	return nil
}
