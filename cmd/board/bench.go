package main

import (
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/seed131617c4/board/internal/othelloplay"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/flip"
)

func init() {
	register(&command{
		group:   "bench",
		verb:    "",
		args:    "",
		summary: "benchmark every Othello flip algorithm on a built-in set of positions: ns per flip, flips per second, relative speed and perft rate",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			var o benchOptions
			durationVar(fs, &o.time, "time", 400*time.Millisecond, "", "how long to time the flips of each algorithm (and half as long its perft), a positive `duration`; the fastest pass counts")
			intVar(fs, &o.depth, "depth", 8, 1, 12, "the `depth` of the perft of each algorithm, 1 to 12")
			fs.BoolVar(&o.json, "json", false, "write the results as JSON")
			return func(s *stdio, args []string) error {
				if err := noArgs(args); err != nil {
					return err
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

// A benchResult is the line of one flip algorithm in the table. The
// times are those of the fastest pass (and the median pass) over the
// positions, or of the fastest perft.
type benchResult struct {
	Algorithm       string  `json:"algorithm"`
	Doc             string  `json:"doc"`
	NsPerFlip       float64 `json:"ns_per_flip"`
	NsPerFlipMedian float64 `json:"ns_per_flip_median"`
	FlipsPerSec     float64 `json:"flips_per_second"`
	Relative        float64 `json:"relative"` // time per flip over the fastest's
	PerftNodes      float64 `json:"perft_nodes_per_second"`
	PerftLeaves     float64 `json:"perft_leaves_per_second"`
}

// benchReport is the whole output of -json.
type benchReport struct {
	Go              string        `json:"go"`
	GOARCH          string        `json:"goarch"`
	CPUs            int           `json:"cpus"`
	Positions       int           `json:"positions"`
	Flips           int           `json:"flips"`
	NsPerMoves      float64       `json:"ns_per_move_generation"`
	NsPerMovesMed   float64       `json:"ns_per_move_generation_median"`
	PerftDepth      int           `json:"perft_depth"`
	PerftLeaves     uint64        `json:"perft_leaves"`
	PerftInternal   uint64        `json:"perft_internal_nodes"`
	Results         []benchResult `json:"results"`
	Fastest         string        `json:"fastest"` // the fastest algorithm of Results, by ns_per_flip
	Default         string        `json:"default"` // the algorithm of bitboard.Bitboard.Flip and bitboard.Perft
	ParallelDepth   int           `json:"parallel_perft_depth"`
	SingleNodes     float64       `json:"single_perft_nodes_per_second"`
	ParallelWorkers int           `json:"parallel_workers"`
	ParallelNodes   float64       `json:"parallel_perft_nodes_per_second"`
	// ParallelCores is the CPU time the parallel perft got over its wall
	// time: the cores it had on average (ParallelWorkers on an idle
	// machine, fewer when other programs took some); 0 where the CPU time
	// is not known.
	ParallelCores float64 `json:"parallel_perft_cores_used"`
	// LoadAverage is the machine's one-minute load average before the
	// parallel perft (Linux only; 0 elsewhere).
	LoadAverage float64 `json:"load_average,omitempty"`
}

// bench runs the benchmark of o and writes its report: a table, or JSON.
func bench(s *stdio, o benchOptions) error {
	start, _ := bitboard.Start(8)
	r := &benchRun{o: o, start: start, progress: func(string, ...any) {}}
	// On a terminal the progress line is rewritten in place and blanked
	// at the end, so that an error message starts on a clean line; into a
	// file or a pipe nothing is written.
	if s.errTTY {
		r.progress = func(format string, args ...any) {
			fmt.Fprintf(s.err, "\r%-60s", fmt.Sprintf("bench: "+format, args...))
			s.err.Flush()
		}
		defer func() {
			fmt.Fprintf(s.err, "\r%60s\r", "")
			s.err.Flush()
		}()
	}
	cases := othelloplay.Cases()
	r.setup(cases)
	if err := r.flips(cases); err != nil {
		return err
	}
	if err := r.moves(cases); err != nil {
		return err
	}
	if err := r.parallel(); err != nil {
		return err
	}
	r.rank()
	if o.json {
		enc := json.NewEncoder(s.out)
		enc.SetIndent("", "  ")
		return enc.Encode(r.rep)
	}
	return benchTable(s, r.rep)
}

// A benchRun is one run of the benchmark: its options, the report it
// fills, the start position of its perfts and where it reports progress.
type benchRun struct {
	o        benchOptions
	rep      benchReport
	start    bitboard.Bitboard
	progress func(format string, args ...any)
}

// setup fills the fields of the report that no measure needs: the
// machine, the counts of the cases and the perft's nodes.
func (r *benchRun) setup(cases []othelloplay.Case) {
	r.rep = benchReport{
		Go: runtime.Version(), GOARCH: runtime.GOARCH, CPUs: runtime.NumCPU(),
		Positions: len(benchPositions(cases)), Flips: len(cases), PerftDepth: r.o.depth,
		PerftLeaves: bitboard.Perft(r.start, r.o.depth),
	}
	for d := range r.o.depth {
		r.rep.PerftInternal += bitboard.Perft(r.start, d)
	}
}

// benchPositions returns the distinct positions of the cases.
func benchPositions(cases []othelloplay.Case) []bitboard.Bitboard {
	seen := map[[2]uint64]bool{}
	var bs []bitboard.Bitboard
	for _, c := range cases {
		if k := [2]uint64{c.Mover, c.Opponent}; !seen[k] {
			seen[k] = true
			bs = append(bs, bitboard.Bitboard{Mover: c.Mover, Opponent: c.Opponent})
		}
	}
	return bs
}

// perftRate returns the internal nodes per second of the fastest of the
// perfts that run within d, checking their counts.
func (r *benchRun) perftRate(d time.Duration, perft func() uint64) (float64, error) {
	best, _, n := benchPasses(d, perft)
	if n != r.rep.PerftLeaves {
		return 0, fmt.Errorf("perft %d = %d, want %d", r.o.depth, n, r.rep.PerftLeaves)
	}
	return float64(r.rep.PerftInternal) / best.Seconds(), nil
}

// flips times every flip algorithm on the cases, and its perft, each
// pass checked against the flips of the walker.
func (r *benchRun) flips(cases []othelloplay.Case) error {
	algos := flip.All()
	var flipSum uint64 // of the flips of all cases: every pass must get it
	for _, c := range cases {
		flipSum += flip.Walker(c.Mover, c.Opponent, c.Square)
	}
	for i, a := range algos {
		r.progress("%d/%d %s: flips", i+1, len(algos), a.Name)
		best, median, sum := benchPasses(r.o.time, func() (sum uint64) {
			for _, c := range cases {
				sum += a.Flip(c.Mover, c.Opponent, c.Square)
			}
			return sum
		})
		if sum != flipSum {
			return fmt.Errorf("%s: flip checksum %#x, want %#x", a.Name, sum, flipSum)
		}
		r.progress("%d/%d %s: perft %d", i+1, len(algos), a.Name, r.o.depth)
		nodes, err := r.perftRate(r.o.time/2, func() uint64 { return a.Perft(r.start, r.o.depth) })
		if err != nil {
			return fmt.Errorf("%s: %v", a.Name, err)
		}
		ns := float64(best.Nanoseconds()) / float64(len(cases))
		r.rep.Results = append(r.rep.Results, benchResult{
			Algorithm: a.Name, Doc: a.Doc, NsPerFlip: ns,
			NsPerFlipMedian: float64(median.Nanoseconds()) / float64(len(cases)),
			FlipsPerSec:     1e9 / ns, PerftNodes: nodes,
			PerftLeaves: nodes * float64(r.rep.PerftLeaves) / float64(r.rep.PerftInternal),
		})
	}
	return nil
}

// moves times the move generation on the positions of the cases.
func (r *benchRun) moves(cases []othelloplay.Case) error {
	r.progress("move generation")
	bs := benchPositions(cases)
	var movesSum uint64
	for _, b := range bs {
		movesSum += b.Legal()
	}
	best, median, sum := benchPasses(r.o.time, func() (sum uint64) {
		for _, b := range bs {
			sum += b.Legal()
		}
		return sum
	})
	if sum != movesSum {
		return fmt.Errorf("move generation checksum %#x, want %#x", sum, movesSum)
	}
	r.rep.NsPerMoves = float64(best.Nanoseconds()) / float64(len(bs))
	r.rep.NsPerMovesMed = float64(median.Nanoseconds()) / float64(len(bs))
	return nil
}

// parallel times the perft of the bitboard on one core and on every core,
// on a tree deeper than the flips' perft, to spread over the cores.
func (r *benchRun) parallel() error {
	rep := &r.rep
	rep.ParallelDepth = min(r.o.depth+2, 12)
	rep.ParallelWorkers = runtime.GOMAXPROCS(0)
	r.progress("perft %d of bitboard on 1 and %d cores", rep.ParallelDepth, rep.ParallelWorkers)
	var internal uint64
	for d := range rep.ParallelDepth {
		internal += bitboard.Perft(r.start, d)
	}
	leaves := bitboard.Perft(r.start, rep.ParallelDepth)
	rep.LoadAverage = loadAverage()
	for _, workers := range []int{1, rep.ParallelWorkers} {
		cpu0, wall0 := cpuSeconds(), time.Now()
		best, _, n := benchPasses(r.o.time, func() uint64 { return bitboard.PerftParallel(r.start, rep.ParallelDepth, workers) })
		if n != leaves {
			return fmt.Errorf("perft %d on %d cores = %d, want %d", rep.ParallelDepth, workers, n, leaves)
		}
		if cpu0 >= 0 && workers == rep.ParallelWorkers {
			rep.ParallelCores = (cpuSeconds() - cpu0) / time.Since(wall0).Seconds()
		}
		rep.SingleNodes, rep.ParallelNodes = rep.ParallelNodes, float64(internal)/best.Seconds()
	}
	return nil
}

// rank sorts the results, fastest first, and gives each its speed
// relative to the fastest.
func (r *benchRun) rank() {
	rep := &r.rep
	slices.SortStableFunc(rep.Results, func(a, b benchResult) int {
		return cmp.Compare(a.NsPerFlip, b.NsPerFlip)
	})
	for i := range rep.Results {
		rep.Results[i].Relative = rep.Results[i].NsPerFlip / rep.Results[0].NsPerFlip
	}
	rep.Fastest = rep.Results[0].Algorithm
	rep.Default = flip.Default().Name
}

// benchPasses runs f, which returns a checksum of its results, at least 5
// times (once if a run takes longer than d) and then until d has passed,
// and returns the time of the fastest run, the median time and the
// checksum, or 0 if two runs returned different ones. On a busy machine
// the fastest run is the one the least disturbed; using the results keeps
// the compiler from dropping the calls.
func benchPasses(d time.Duration, f func() uint64) (best, median time.Duration, sum uint64) {
	var times []time.Duration
	start := time.Now()
	for i := 0; ; i++ {
		t := time.Now()
		got := f()
		times = append(times, time.Since(t))
		if i == 0 {
			sum = got
		} else if got != sum {
			sum = 0
		}
		if elapsed := time.Since(start); elapsed >= d && (len(times) >= 5 || elapsed >= 5*d/4) {
			break
		}
	}
	slices.Sort(times)
	return times[0], times[len(times)/2], sum
}

func benchTable(s *stdio, rep benchReport) error {
	fmt.Fprintf(s.out, "flip algorithms on %d positions (%d flips), %s %s, %d CPUs; best pass of many\n\n", rep.Positions, rep.Flips, rep.Go, rep.GOARCH, rep.CPUs)
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
	fmt.Fprintf(s.out, "fastest flip: %s\nperft %d with bitboard.PerftParallel (%s): %.1f Mnodes/s on 1 core, %.1f Mnodes/s on %d (%.2fx)\n",
		rep.Fastest, rep.ParallelDepth, rep.Default, rep.SingleNodes/1e6, rep.ParallelNodes/1e6, rep.ParallelWorkers, rep.ParallelNodes/rep.SingleNodes)
	load := ""
	if rep.LoadAverage > 0 {
		load = fmt.Sprintf("; the load average was %.2f before it", rep.LoadAverage)
	}
	if rep.ParallelCores > 0 {
		fmt.Fprintf(s.out, "the parallel perft had %.2f of its %d cores on average%s: the ratio is only as good as that\n",
			rep.ParallelCores, rep.ParallelWorkers, load)
	}
	return nil
}

// loadAverage returns the one-minute load average of a Linux machine, or
// 0 where /proc/loadavg cannot be read.
func loadAverage() float64 {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(data))
	if len(f) == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}
