// Gen fits the weights of package eval to the WTHOR archive and writes
// them to the file the package embeds. Run it with go generate in
// othello/eval, or from there with
//
//	go run ./internal/gen [-data dir] [-out weights.bin] [-lambda 4] [-iter 60]
//
// It replays the games of the archive, leaves every tenth one out for
// testing, fits each stage by least squares to the theoretical scores of
// the records (exact at the depth the archive's header gives, and the
// score of the game's best line from there for the earlier positions),
// and prints the mean absolute error on the games left out, by stage.
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
	late := flag.String("late", "theo", "the target past the depth of the theoretical score: theo or final")
	workers := flag.Int("workers", 2, "the goroutines of the fit")
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
		y := p.Theoretical
		if p.Empties < p.Depth && *late == "final" {
			y = p.Final
		}
		train = append(train, eval.Sample{Player: p.Player, Opponent: p.Opponent, Score: float64(y)})
	}
	t0 := time.Now()
	w := eval.Fit(train, eval.Options{Lambda: *lambda, Iterations: *iter, Workers: *workers})
	log.Printf("fit %d samples in %v", len(train), time.Since(t0).Round(time.Millisecond))
	report(w, test)
	b, err := w.MarshalBinary()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s, %d bytes", *out, len(b))
}

// report prints the mean absolute errors, in discs, of w and of the disc
// difference on the positions of test, by stage of 4 empty squares,
// against the theoretical score, and at the depth where it is exact.
func report(w *eval.Weights, test []corpus.Position) {
	type acc struct {
		n           int
		eval, discs float64
	}
	var stages [16]acc
	var exact acc
	for _, p := range test {
		e := math.Abs(float64(w.Score(p.Player, p.Opponent))/100 - float64(p.Theoretical))
		d := math.Abs(float64(bits.OnesCount64(p.Player)-bits.OnesCount64(p.Opponent)) - float64(p.Theoretical))
		a := &stages[min(p.Empties, 63)/4]
		a.n, a.eval, a.discs = a.n+1, a.eval+e, a.discs+d
		if p.Empties == p.Depth {
			exact.n, exact.eval, exact.discs = exact.n+1, exact.eval+e, exact.discs+d
		}
	}
	fmt.Println("empties  positions  MAE eval  MAE discs")
	for i, a := range stages {
		if a.n > 0 {
			fmt.Printf("%2d-%2d  %9d  %8.2f  %9.2f\n", 4*i, 4*i+3, a.n, a.eval/float64(a.n), a.discs/float64(a.n))
		}
	}
	fmt.Printf("exact  %9d  %8.2f  %9.2f\n", exact.n, exact.eval/float64(exact.n), exact.discs/float64(exact.n))
}
