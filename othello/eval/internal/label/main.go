// Command label makes the labelled positions that the generator of
// package eval (internal/gen) fits to, from the games of the WTHOR
// archive, reproducibly from a seed. Run it from the root of the module:
//
//	go run ./othello/eval/internal/label -out /work/data/othello/exact.bin [-min 12] [-max 19] [-seed 1] [-workers 1] [-time 1h] [-games n] [-siblings k [-only-siblings] | -deviations k | -selfplay k] [-heldout]
//	go run ./othello/eval/internal/label -out ... -min 20 -max 23 -weights w.bin [-depth 4] [-leaf 19]
//	go run ./othello/eval/internal/label -measure 100 [-empties 12,14,16,18,20]
//
// It replays the archive, keeps the games that the fit trains on (every
// tenth game is held out, as in internal/gen; -heldout keeps those instead,
// to measure a fit on), takes them in an order
// shuffled by the seed, and labels each position of a game with min to
// max empty squares by its exact score, which it solves with package
// solve on one goroutine per worker. The positions of the principal
// variation of a solve come with their scores for free: a game position
// on it is not solved again, and the others in the range are kept too.
// The records are written in the order of the games, so that the file a
// run stopped early (by -time, -games or an interrupt) holds is the
// start of the file that a longer run with the same flags makes.
//
// With -siblings k, each position comes with k siblings: the positions
// that random moves other than the game's lead to (the moves drawn from
// the seed and the game's number), which the archive's games do not
// reach; -only-siblings labels them alone. With -deviations k, each game
// gives instead k positions with -max empty squares that leave it earlier
// by one or two random moves and go on by the moves the embedded
// evaluation prefers: positions of sound play after a random start, as
// self-play from random openings gives. With -selfplay k, each game of the
// archive stands instead for k self-play games of the evaluation, from 8
// to 30 random moves from the start, labelled at -max empty squares and
// below along the solves' principal variations.
//
// With -weights, the positions are labelled instead by a negamax search
// of at least -depth plies whose leaves have at most -leaf empty squares
// and are evaluated by the weights of that file: the stages fitted
// already, from the end of the game backwards (the ends of games are
// scored exactly).
//
// The file (see package dataset) is never committed: its path is the -out
// flag. With -measure n it writes nothing and prints the time that the
// solver takes on n held-out positions at each number of empty squares of
// -empties.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"math"
	"math/bits"
	"math/rand/v2"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/othello/eval/internal/corpus"
	"github.com/seed131617c4/board/othello/solve"
)

// config are the flags of a run.
type config struct {
	data, out      string
	lo, hi         int
	seed           uint64
	workers, games int
	limit          time.Duration
	measure        int
	measureEmpties []int
	weights        string // the weights of a bootstrap, or none for exact labels
	depth, leaf    int
	siblings       int  // the random siblings of each position
	onlySiblings   bool // label the siblings alone
	heldout        bool // label the held-out games, not the training ones
	deviations     int  // label this many deviations of each game instead of its positions
	selfPlay       int  // label this many positions of self-play games for each game instead of its positions
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("label: ")
	c := parseFlags()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if c.limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.limit)
		defer cancel()
	}
	var boot *bootstrap
	if c.weights != "" {
		b, err := os.ReadFile(c.weights)
		if err != nil {
			log.Fatal(err)
		}
		boot = &bootstrap{w: new(eval.Weights), depth: c.depth, leaf: c.leaf}
		if err := boot.w.UnmarshalBinary(b); err != nil {
			log.Fatalf("%s: %v", c.weights, err)
		}
	}
	start := time.Now()
	pos, st, err := corpus.Load(c.data, nil)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("%d games, %d kept, %d positions (%v)", st.Games, st.Kept, len(pos), time.Since(start).Round(time.Millisecond))
	switch {
	case c.measure > 0:
		err = measure(ctx, pos, c, boot)
	case c.out == "":
		err = errors.New("-out is required")
	case boot != nil:
		err = run(ctx, pos, c, boot.labelSearch)
	default:
		err = run(ctx, pos, c, label)
	}
	if err != nil {
		log.Fatal(err)
	}
}

// parseFlags returns the flags of the command line.
func parseFlags() config {
	var c config
	var empties string
	flag.StringVar(&c.data, "data", "../shared/testdata/othello/wthor", "the folder of the WTH_*.wtb files")
	flag.StringVar(&c.out, "out", "", "the data set to write (required unless -measure)")
	flag.IntVar(&c.lo, "min", 12, "the fewest empty squares of a labelled position")
	flag.IntVar(&c.hi, "max", 19, "the most empty squares of a labelled position")
	flag.Uint64Var(&c.seed, "seed", 1, "the seed of the order of the games")
	flag.IntVar(&c.workers, "workers", 1, "the goroutines that label, one game each")
	flag.IntVar(&c.games, "games", 0, "stop after this many games (0: all)")
	flag.DurationVar(&c.limit, "time", 0, "stop after this time (0: none)")
	flag.IntVar(&c.measure, "measure", 0, "time the solver on this many held-out positions per number of empty squares (and with -weights, measure the search's values against the exact scores), and write nothing")
	flag.StringVar(&c.weights, "weights", "", "label by a search whose leaves these weights evaluate (made by internal/gen), not by the solver")
	flag.IntVar(&c.depth, "depth", 4, "with -weights, the least depth of the search in plies")
	flag.IntVar(&c.leaf, "leaf", 19, "with -weights, the most empty squares of a leaf of the search: the stages fitted already")
	flag.IntVar(&c.siblings, "siblings", 0, "label too this many random siblings of each position: positions that another move than the game's leads to")
	flag.IntVar(&c.deviations, "deviations", 0, "label instead this many deviations of each game: positions with -max empty squares that one or two random moves, then the evaluation's choices, reach from the game (and their solves' principal variations)")
	flag.IntVar(&c.selfPlay, "selfplay", 0, "label instead this many positions with -max empty squares of self-play games for each game of the archive (which only numbers and seeds them): 8 to 30 random moves from the start, then the evaluation's choices")
	flag.BoolVar(&c.heldout, "heldout", false, "label the held-out games (every tenth one), which the fit does not train on, to measure it")
	flag.BoolVar(&c.onlySiblings, "only-siblings", false, "with -siblings, label the siblings and not the games' own positions")
	flag.StringVar(&empties, "empties", "12,14,16,18,20", "the numbers of empty squares that -measure times")
	flag.Parse()
	for f := range strings.SplitSeq(empties, ",") {
		e, err := strconv.Atoi(f)
		if err != nil {
			log.Fatalf("-empties: %v", err)
		}
		c.measureEmpties = append(c.measureEmpties, e)
	}
	return c
}

// solveOne returns the exact solution of the position p, o, on the
// calling goroutine.
func solveOne(ctx context.Context, p, o uint64) (solve.Result, error) {
	return solve.Solve(ctx, bitboard.Bitboard{Mover: p, Opponent: o}, solve.Options{Threads: 1, TableBits: tableBits(64 - bits.OnesCount64(p|o))})
}

// tableBits returns the size of the transposition table for a solve of a
// position with e empty squares: 2^14 entries (256 KiB) up to 14, 2^16
// up to 18, 2^18 past it, so that clearing it costs little beside the
// search.
func tableBits(e int) int {
	switch {
	case e <= 14:
		return 14
	case e <= 18:
		return 16
	}
	return 18
}

// measure prints the time and the nodes of the solves of c.measure
// held-out positions at each number of empty squares of c.measureEmpties,
// and if boot is not nil the mean absolute error of its values.
func measure(ctx context.Context, pos []corpus.Position, c config, boot *bootstrap) error {
	fmt.Println("empties  positions  mean ms  median ms  p90 ms  max ms  mean nodes  MAE search")
	for _, e := range c.measureEmpties {
		var times []time.Duration
		var nodes int64
		var errs float64
		for _, p := range pos {
			if len(times) == c.measure {
				break
			}
			if p.Game%10 != 0 || p.Empties != e {
				continue
			}
			t0 := time.Now()
			r, err := solveOne(ctx, p.Player, p.Opponent)
			if err != nil {
				return err
			}
			times = append(times, time.Since(t0))
			nodes += r.Nodes
			if boot != nil {
				errs += math.Abs(float64(boot.value(bitboard.Bitboard{Mover: p.Player, Opponent: p.Opponent}) - r.Score))
			}
		}
		slices.Sort(times)
		var sum time.Duration
		for _, t := range times {
			sum += t
		}
		n := len(times)
		ms := func(d time.Duration) float64 { return float64(d) / 1e6 }
		fmt.Printf("%7d  %9d  %7.2f  %9.2f  %6.2f  %6.1f  %10d  %10.2f\n", e, n, ms(sum)/float64(n), ms(times[n/2]), ms(times[n*9/10]), ms(times[n-1]), nodes/int64(n), errs/float64(n))
	}
	return nil
}

// games returns the positions of pos grouped by game, the games that the
// fit trains on only (or if heldout, the held-out ones only), in an order
// shuffled by seed.
func games(pos []corpus.Position, seed uint64, heldout bool) [][]corpus.Position {
	var out [][]corpus.Position
	for i := 0; i < len(pos); {
		j := i
		for j < len(pos) && pos[j].Game == pos[i].Game {
			j++
		}
		if (pos[i].Game%10 == 0) == heldout {
			out = append(out, pos[i:j])
		}
		i = j
	}
	r := rand.New(rand.NewPCG(seed, 0x6f74686c6c6f))
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
