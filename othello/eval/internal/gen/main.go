// Command gen fits the weights of package eval to the WTHOR archive and to
// the data sets that internal/label makes, and writes them to the file the
// package embeds. Run it with go generate in othello/eval (about a minute
// of fitting on 2 cores, plus the replay of the archive), or from there
// with
//
//	go run ./internal/gen [-data dir] [-out weights.bin] [-labels a.bin,b.bin:12-15] [-mix] [-only 12-23] [-lambda 16] [-iter 30] [-late blend] [-exact 200] [-heldout a.bin]
//
// It replays the games of the archive (../shared beside the repository),
// leaves every tenth one out for testing, and fits each stage by least
// squares. A stage that a data set of -labels has positions of is fitted
// to their labels (exact scores, or the values of searches bootstrapped
// from the later stages), and to the archive's scores too with -mix. The
// other stages are fitted to the records' theoretical scores: exact at
// the depth of the archive's header (24 empty squares), and the value of
// the game's position there for the earlier positions. Past that depth
// the players' errors make the theoretical score drift from the
// position's value, so the target moves from it to the game's final
// result as the end nears (-late blend; theo and final use one of them).
// It prints the mean absolute error on the games left out by stage, and
// with -exact n that of n solved positions at 12, 14, 16, 18 and 20 empty
// squares beside that of the embedded weights; with -heldout, that of the
// exact positions of held-out games that internal/label -heldout made.
package main

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"maps"
	"math"
	"math/bits"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/othello/eval/internal/corpus"
	"github.com/seed131617c4/board/othello/eval/internal/dataset"
)

func main() {
	data := flag.String("data", "../../../shared/testdata/othello/wthor", "the folder of the WTH_*.wtb files")
	out := flag.String("out", "weights.bin", "the weights file to write")
	lambda := flag.Float64("lambda", 0, "the L2 regularisation (0: the default of eval.Fit)")
	iter := flag.Int("iter", 0, "the conjugate gradient steps per stage (0: the default of eval.Fit)")
	late := flag.String("late", "blend", "the target past the depth of the theoretical score: theo, final or blend")
	workers := flag.Int("workers", 2, "the goroutines of the fit")
	in := flag.String("in", "", "measure the weights of this file instead of fitting and writing new ones")
	exact := flag.Int("exact", 0, "solve this many held-out positions at each of 12, 14, 16, 18 and 20 empty squares and print the errors against their exact scores, of these weights and of the embedded ones")
	labels := flag.String("labels", "", "data sets made by internal/label, separated by commas, each with an optional range of empty squares to keep (a.bin:12-15): the stages they have positions of are fitted to them instead of the archive's scores")
	mix := flag.Bool("mix", false, "with -labels, fit the stages of the data sets to the archive's scores too")
	solved := flag.String("solved", "", "with -exact, a data set of the solved held-out positions, read if it exists and written, so that another run solves none of them again")
	heldout := flag.String("heldout", "", "data sets of exact scores of held-out positions (made by internal/label -heldout), separated by commas: print the errors against them by number of empty squares, of these weights and of the embedded ones")
	only := flag.String("only", "", "fit only the positions with this range of empty squares, like 12-23, and leave the other stages 0: a quicker fit for a measurement, not for the package")
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
	if *labels != "" {
		if train, err = withLabels(train, strings.Split(*labels, ","), *mix); err != nil {
			log.Fatal(err)
		}
	}
	if *only != "" {
		lo, hi, err := emptiesRange(*only)
		if err != nil {
			log.Fatalf("-only: %v", err)
		}
		train = slices.DeleteFunc(train, func(s eval.Sample) bool {
			e := 64 - bits.OnesCount64(s.Player|s.Opponent)
			return e < lo || e > hi
		})
	}
	w := new(eval.Weights)
	if *in != "" {
		if err := readWeights(w, *in); err != nil {
			log.Fatal(err)
		}
	} else {
		t0 := time.Now()
		w = eval.Fit(train, eval.Options{Lambda: *lambda, Iterations: *iter, Threads: *workers})
		log.Printf("fit %d samples in %v", len(train), time.Since(t0).Round(time.Millisecond))
	}
	report(w, test)
	if *exact > 0 {
		known, err := readKnown(*solved)
		if err != nil {
			log.Fatal(err)
		}
		reportExact(w, test, *exact, known)
		if err := writeKnown(*solved, known); err != nil {
			log.Fatal(err)
		}
	}
	if *heldout != "" {
		if err := reportHeldout(w, strings.Split(*heldout, ",")); err != nil {
			log.Fatal(err)
		}
	}
	if *in == "" {
		if err := writeWeights(w, *out); err != nil {
			log.Fatal(err)
		}
	}
}

// readWeights sets w to the weights of the file name.
func readWeights(w *eval.Weights, name string) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	return w.UnmarshalBinary(b)
}

// writeWeights writes w to the file name.
func writeWeights(w *eval.Weights, name string) error {
	b, err := w.MarshalBinary()
	if err != nil {
		return err
	}
	if err := os.WriteFile(name, b, 0o644); err != nil {
		return err
	}
	log.Printf("wrote %s, %d bytes", name, len(b))
	return nil
}

// readKnown returns the exact scores of the data set name, empty if name
// is "" or no such file exists.
func readKnown(name string) (map[[2]uint64]int, error) {
	known := map[[2]uint64]int{}
	if name == "" {
		return known, nil
	}
	recs, err := dataset.Read(name)
	if errors.Is(err, fs.ErrNotExist) {
		return known, nil
	}
	for _, r := range recs {
		known[[2]uint64{r.Player, r.Opponent}] = int(r.Score)
	}
	return known, err
}

// writeKnown writes the exact scores of known to the data set name, in
// a fixed order, unless name is "".
func writeKnown(name string, known map[[2]uint64]int) error {
	if name == "" {
		return nil
	}
	w, err := dataset.Create(name)
	if err != nil {
		return err
	}
	for _, k := range slices.SortedFunc(maps.Keys(known), func(a, b [2]uint64) int { return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1])) }) {
		if err := w.Write(dataset.Record{Player: k[0], Opponent: k[1], Score: int8(known[k]), Kind: dataset.Exact}); err != nil {
			w.Close()
			return err
		}
	}
	return w.Close()
}

// stage returns the stage of the weights of a position with e empty
// squares: one per 4 empty squares, as package eval has them.
func stage(e int) int { return min(e, 59) / 4 }

// withLabels returns train with the records of the data sets files: the
// samples of train of the stages that the records have positions of are
// left out, unless mix. A file named with a range of empty squares after
// a colon, like a.bin:12-15, gives only its records in that range.
func withLabels(train []eval.Sample, files []string, mix bool) ([]eval.Sample, error) {
	var covered [16]bool
	var add []eval.Sample
	for _, f := range files {
		lo, hi := 0, 60
		if name, r, ok := strings.Cut(f, ":"); ok {
			var err error
			if lo, hi, err = emptiesRange(r); err != nil {
				return nil, fmt.Errorf("-labels %q: %v", f, err)
			}
			f = name
		}
		recs, err := dataset.Read(f)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%w: make the data sets with internal/label as docs/eval.md says (go generate reads them from $EVALDATA)", err)
		}
		if err != nil {
			return nil, err
		}
		n := 0
		for _, r := range recs {
			e := 64 - bits.OnesCount64(r.Player|r.Opponent)
			if e < lo || e > hi {
				continue
			}
			covered[stage(e)] = true
			add = append(add, eval.Sample{Player: r.Player, Opponent: r.Opponent, Score: float64(r.Score)})
			n++
		}
		log.Printf("%s: %d records, %d kept", f, len(recs), n)
	}
	if !mix {
		train = slices.DeleteFunc(train, func(s eval.Sample) bool {
			return covered[stage(64-bits.OnesCount64(s.Player|s.Opponent))]
		})
	}
	return append(train, add...), nil
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
// embedded weights, of the records' theoretical scores and of the games'
// results against the exact scores of n positions of test at each of 12,
// 14, 16, 18 and 20 empty squares, which it solves unless known has
// their scores (and adds them to known).
func reportExact(w *eval.Weights, test []corpus.Position, n int, known map[[2]uint64]int) {
	old := eval.Default()
	fmt.Println("empties  solved  MAE weights  MAE embedded  MAE theoretical  MAE final")
	for _, e := range []int{12, 14, 16, 18, 20} {
		solved, exact, err := corpus.Solved(test, e, n, known)
		if err != nil {
			log.Fatal(err)
		}
		var ev, ol, th, fi float64
		for i, p := range solved {
			x := float64(exact[i])
			ev += math.Abs(float64(w.Score(p.Player, p.Opponent))/100 - x)
			ol += math.Abs(float64(old.Score(p.Player, p.Opponent))/100 - x)
			th += math.Abs(float64(p.Theoretical) - x)
			fi += math.Abs(float64(p.Final) - x)
		}
		k := float64(len(solved))
		fmt.Printf("%7d  %6d  %11.2f  %12.2f  %15.2f  %9.2f\n", e, len(solved), ev/k, ol/k, th/k, fi/k)
	}
}

// reportHeldout prints the mean absolute errors, in discs, of w and of the
// embedded weights against the exact scores of the records of files, by
// number of empty squares.
func reportHeldout(w *eval.Weights, files []string) error {
	old := eval.Default()
	var n [61]int
	var ev, ol [61]float64
	for _, f := range files {
		recs, err := dataset.Read(f)
		if err != nil {
			return err
		}
		for _, r := range recs {
			if r.Kind != dataset.Exact {
				return fmt.Errorf("%s: a record labelled by a search, want exact scores", f)
			}
			e, x := 64-bits.OnesCount64(r.Player|r.Opponent), float64(r.Score)
			n[e]++
			ev[e] += math.Abs(float64(w.Score(r.Player, r.Opponent))/100 - x)
			ol[e] += math.Abs(float64(old.Score(r.Player, r.Opponent))/100 - x)
		}
	}
	fmt.Println("empties  positions  MAE weights  MAE embedded")
	for e := range n {
		if n[e] > 0 {
			k := float64(n[e])
			fmt.Printf("%7d  %9d  %11.2f  %12.2f\n", e, n[e], ev[e]/k, ol[e]/k)
		}
	}
	return nil
}

// emptiesRange returns the range of empty squares lo-hi that s names,
// like 12-15, with 0 <= lo <= hi <= 60.
func emptiesRange(s string) (lo, hi int, err error) {
	a, b, ok := strings.Cut(s, "-")
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || lo < 0 || lo > hi || hi > 60 {
		return 0, 0, fmt.Errorf("range %q: want lo-hi empty squares, 0 <= lo <= hi <= 60, like 12-15", s)
	}
	return lo, hi, nil
}
