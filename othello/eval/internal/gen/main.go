// Command gen fits the weights of package eval to the WTHOR archive and writes
// them to the file the package embeds. Run it with go generate in
// othello/eval (about a minute of fitting on 2 cores, plus the replay of
// the archive), or from there with
//
//	go run ./internal/gen [-data dir] [-out weights.bin] [-lambda 16] [-iter 30] [-late blend] [-exact 200]
//
// It replays the games of the archive (../shared beside the repository),
// leaves every tenth one out for testing, and fits each stage by least
// squares to the records' theoretical scores: exact at the depth of the
// archive's header (24 empty squares), and the value of the game's
// position there for the earlier positions. Past that depth the players'
// errors make the theoretical score drift from the position's value, so
// the target moves from it to the game's final result as the end nears
// (-late blend; theo and final use one of them). It prints the mean
// absolute error on the games left out by stage, and with -exact n that
// of n solved positions at 12, 16 and 20 empty squares.
package main

import (
	"flag"
	"fmt"
	"log"
	"math"
	"math/bits"
	"os"
	"time"

	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/othello/eval/internal/corpus"
)

func main() {
	data := flag.String("data", "../../../shared/testdata/othello/wthor", "the folder of the WTH_*.wtb files")
	out := flag.String("out", "weights.bin", "the weights file to write")
	lambda := flag.Float64("lambda", 0, "the L2 regularisation (0: the default of eval.Fit)")
	iter := flag.Int("iter", 0, "the conjugate gradient steps per stage (0: the default of eval.Fit)")
	late := flag.String("late", "blend", "the target past the depth of the theoretical score: theo, final or blend")
	workers := flag.Int("workers", 2, "the goroutines of the fit")
	in := flag.String("in", "", "measure the weights of this file instead of fitting and writing new ones")
	exact := flag.Int("exact", 0, "solve this many held-out positions at each of 12, 16 and 20 empty squares and print the errors against their exact scores")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gen: ")

	start := time.Now()
	pos, st, err := corpus.Load(*data, nil)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("%d games, %d kept, %d rejected, %d positions (%v)", st.Games, st.Kept, st.Rejected, len(pos), time.Since(start).Round(time.Millisecond))
	var train []eval.Sample
	var test []corpus.Position
	for _, p := range pos {
		if p.Game%10 == 0 {
			test = append(test, p)
			continue
		}
		train = append(train, eval.Sample{Player: p.Player, Opponent: p.Opponent, Score: target(p, *late)})
	}
	if *in != "" {
		b, err := os.ReadFile(*in)
		if err != nil {
			log.Fatal(err)
		}
		var w eval.Weights
		if err := w.UnmarshalBinary(b); err != nil {
			log.Fatal(err)
		}
		report(&w, test)
		if *exact > 0 {
			reportExact(&w, test, *exact)
		}
		return
	}
	t0 := time.Now()
	w := eval.Fit(train, eval.Options{Lambda: *lambda, Iterations: *iter, Threads: *workers})
	log.Printf("fit %d samples in %v", len(train), time.Since(t0).Round(time.Millisecond))
	report(w, test)
	if *exact > 0 {
		reportExact(w, test, *exact)
	}
	b, err := w.MarshalBinary()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s, %d bytes", *out, len(b))
}

// target returns the score p is fitted to, in discs: the theoretical
// score up to its depth, and past it, by late, the theoretical score, the
// final result, or a blend of the two that goes from the first at the
// depth to the second at the end of the game.
func target(p corpus.Position, late string) float64 {
	theo, final := float64(p.Theoretical), float64(p.Final)
	if p.Empties >= p.Depth || p.Depth == 0 {
		return theo
	}
	switch late {
	case "final":
		return final
	case "blend":
		return theo + (final-theo)*float64(p.Depth-p.Empties)/float64(p.Depth)
	}
	return theo
}

// report prints the mean absolute errors, in discs, of w and of the disc
// difference on the positions of test, by stage of 4 empty squares,
// against the theoretical score, and at the depth where it is exact.
func report(w *eval.Weights, test []corpus.Position) {
	var tally corpus.Tally
	for _, p := range test {
		discs := bits.OnesCount64(p.Player) - bits.OnesCount64(p.Opponent)
		tally.Add(p, float64(p.Theoretical), float64(w.Score(p.Player, p.Opponent))/100, float64(discs))
	}
	stages, exact := tally.Rows()
	fmt.Println("empties  positions  MAE eval  MAE discs")
	for _, r := range stages {
		fmt.Printf("%2d-%2d  %9d  %8.2f  %9.2f\n", r.Lo, r.Hi, r.N, r.Eval, r.Base)
	}
	fmt.Printf("exact  %9d  %8.2f  %9.2f\n", exact.N, exact.Eval, exact.Base)
}

// reportExact prints the mean absolute errors, in discs, of w, of the
// records' theoretical scores and of the games' results against the exact
// scores of n positions of test at each of 12, 16 and 20 empty squares,
// which it solves.
func reportExact(w *eval.Weights, test []corpus.Position, n int) {
	fmt.Println("empties  solved  MAE eval  MAE theoretical  MAE final")
	for _, e := range []int{12, 16, 20} {
		solved, exact, err := corpus.Solved(test, e, n)
		if err != nil {
			log.Fatal(err)
		}
		var ev, th, fi float64
		for i, p := range solved {
			ev += math.Abs(float64(w.Score(p.Player, p.Opponent))/100 - float64(exact[i]))
			th += math.Abs(float64(p.Theoretical - exact[i]))
			fi += math.Abs(float64(p.Final - exact[i]))
		}
		k := len(solved)
		fmt.Printf("%7d  %6d  %8.2f  %15.2f  %9.2f\n", e, k, ev/float64(k), th/float64(k), fi/float64(k))
	}
}
