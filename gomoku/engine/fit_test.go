package engine

import (
	"bytes"
	"context"
	"encoding/gob"
	"flag"
	"fmt"
	"go/format"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/opening"
	"github.com/seed131617c4/board/gomoku/pattern"
)

var (
	fitGames = flag.Int("engine.fit", 0, "TestEvalFit: the self-play games of each rule, to fit the evaluation and write fitted.go (0 skips the test; minutes)")
	fitSeed  = flag.Uint64("engine.fitseed", 41, "TestEvalFit: the seed of the games' openings")
	fitCache = flag.String("engine.fitcache", "", "TestEvalFit: a directory that keeps the games' positions, to fit again without playing them")
	fitPlay  = flag.String("engine.fitplay", "", "TestEvalFit: only play the games of this rule into -engine.fitcache, no fit (to play the rules at once)")
)

// fitRules are the rules of the models, by modelOf.
var fitRules = [numModels]gomoku.Rule{gomoku.Freestyle, gomoku.Renju}

// A sample is a position of a self-play game for the fit: its features,
// its hand-set evaluation, the result for the side to move (1 a win, 0 a
// loss, ½ a draw) and its game (exported for encoding/gob).
type sample struct {
	F    [numFeatures]float64
	Hand float64
	Y    float64
	Game int
}

// fitOpening plays on g the opening of game k of the seed: a canonical
// renju opening (k%26) and 0 to 4 more stones at random within 3 of the
// centre, neither five nor forbidden.
func fitOpening(g *gomoku.Game, k int, seed uint64) error {
	o := opening.Openings()[k%26]
	for _, p := range o.Moves(15) {
		if err := g.Play(p); err != nil {
			return err
		}
	}
	rng := rand.New(rand.NewPCG(seed, uint64(k)))
	for extra := rng.IntN(5); extra > 0; {
		p := board.Pt(7+rng.IntN(7)-3, 7+rng.IntN(7)-3)
		if g.At(p) != gomoku.Empty {
			continue
		}
		if err := g.Play(p); err != nil || g.Over() {
			if err == nil {
				g.Undo()
			}
			continue
		}
		extra--
	}
	return nil
}

// selfPlay plays game k of rule r, e against itself
// from fitOpening, and returns the positions after the opening that no
// threat decides, labelled with the result.
func selfPlay(e *Engine, r gomoku.Rule, k int, seed uint64) ([]sample, error) {
	g, err := gomoku.NewGame(15, r)
	if err != nil {
		return nil, err
	}
	if err := fitOpening(g, k, seed); err != nil {
		return nil, err
	}
	var out []sample
	var movers []gomoku.Stone
	for !g.Over() {
		x := newGame(g)
		me := g.Turn()
		my, their := sideOf(x, me), sideOf(x, me.Opponent())
		if _, ok := (&chooser{}).threatEval(x, me, my, their); !ok {
			s := sample{Hand: float64(handEval(my, their)), Game: k}
			for i, v := range features(x, me, my, their) {
				s.F[i] = float64(v)
			}
			out, movers = append(out, s), append(movers, me)
		}
		c, err := e.Choose(context.Background(), g)
		if err != nil {
			return nil, err
		}
		if err := g.Play(c.Move); err != nil {
			return nil, err
		}
	}
	for i := range out {
		switch g.Winner() {
		case gomoku.Empty:
			out[i].Y = 0.5
		case movers[i]:
			out[i].Y = 1
		}
	}
	return out, nil
}

// selfPlays plays the games from..to-1 of rule r on every processor.
func selfPlays(t *testing.T, r gomoku.Rule, from, to int, seed uint64) []sample {
	var mu sync.Mutex
	var all []sample
	done := 0
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			e := &Engine{Level: 2}
			for k := range next {
				s, err := selfPlay(e, r, k, seed)
				if err != nil {
					t.Errorf("game %d: %v", k, err)
					continue
				}
				mu.Lock()
				all = append(all, s...)
				if done++; done%20 == 0 {
					t.Logf("%v: %d games, %d positions", r, done, len(all))
				}
				mu.Unlock()
			}
		})
	}
	for k := from; k < to; k++ {
		next <- k
	}
	close(next)
	wg.Wait()
	return all
}

// cachedSelfPlays returns the positions of the self-play games of rule r,
// from -engine.fitcache when it has them, else played (and kept there).
func cachedSelfPlays(t *testing.T, r gomoku.Rule) ([]sample, error) {
	if *fitCache == "" {
		return selfPlays(t, r, 0, *fitGames, *fitSeed), nil
	}
	name := fmt.Sprintf("%s/%v-%d-%d.gob", *fitCache, r, *fitGames, *fitSeed)
	var data []sample
	if f, err := os.Open(name); err == nil {
		defer f.Close()
		return data, gob.NewDecoder(f).Decode(&data)
	}
	data = selfPlays(t, r, 0, *fitGames, *fitSeed)
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(data); err != nil {
		return nil, err
	}
	return data, os.WriteFile(name, buf.Bytes(), 0o644)
}

// heldOut reports whether game k is held out of the fit: one in 5.
func heldOut(k int) bool { return k%5 == 4 }

// TestEvalFit fits the evaluation (with -engine.fit N): N self-play games
// of each model's rule at level 2 from random openings (-engine.fitseed),
// a logistic regression of each result on the features of the positions
// of the games not held out, scaled to the units of the hand-set
// evaluation (fitted with one weight and a bias on the same positions);
// it logs the log-loss and accuracy of both on the held-out games and
// writes fitted.go.
func TestEvalFit(t *testing.T) {
	if *fitGames == 0 {
		t.Skip("the fit runs with -engine.fit N")
	}
	start := time.Now()
	if *fitPlay != "" {
		r, err := gomoku.ParseRule(*fitPlay)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := cachedSelfPlays(t, r); err != nil {
			t.Fatal(err)
		}
		return
	}
	var w [numModels][numFeatures]int32
	var notes [numModels]string
	for m, r := range fitRules {
		data, err := cachedSelfPlays(t, r)
		if err != nil {
			t.Fatal(err)
		}
		var train, test []sample
		for _, s := range data {
			if heldOut(s.Game) {
				test = append(test, s)
			} else {
				train = append(train, s)
			}
		}
		hand := logistic(handRows(train), 2, 1e-6)
		scale := hand[0]         // logit a unit of the hand-set evaluation
		tie := r != gomoku.Renju // one tempo for both colours
		lambda := chooseLambda(train, tie)
		fit := tieBias(logistic(featureRows(train, tie), numFeatures, lambda), tie)
		for i, v := range fit {
			w[m][i] = int32(math.Round(max(-4000, min(4000, v/scale))))
		}
		hl, ha := loss(test, func(s sample) float64 { return hand[0]*s.Hand + hand[1] })
		fl, fa := loss(test, func(s sample) float64 { return scale * dot(&w[m], &s.F) })
		tl, _ := loss(train, func(s sample) float64 { return scale * dot(&w[m], &s.F) })
		notes[m] = fmt.Sprintf("%v: %d games, %d positions (%d held out), lambda %g; hand-set %.4f log-loss, %.1f%% right; fitted %.4f (training %.4f), %.1f%%; hand scale %.1f a logit",
			r, *fitGames, len(data), len(test), lambda, hl, 100*ha, fl, tl, 100*fa, 1/scale)
		t.Log(notes[m])
	}
	if err := writeFitted(&w, notes, time.Since(start)); err != nil {
		t.Fatal(err)
	}
}

// chooseLambda returns the L2 penalty of the fit of the samples train
// (with tie, one tempo for both colours):
// the one of 0.1, 1, ..., 10⁴ whose fit on the games of train other
// than one in 4 has the least log-loss on those.
func chooseLambda(train []sample, tie bool) float64 {
	var fit, val []sample
	for _, s := range train {
		if s.Game%5 == 3 {
			val = append(val, s)
		} else {
			fit = append(fit, s)
		}
	}
	best, bestLoss := 0.0, math.Inf(1)
	for lambda := 0.1; lambda <= 1e4; lambda *= 10 {
		w := tieBias(logistic(featureRows(fit, tie), numFeatures, lambda), tie)
		l, _ := loss(val, func(s sample) float64 { return dotf(w, s.F[:]) })
		if l < bestLoss {
			best, bestLoss = lambda, l
		}
	}
	return best
}

func dotf(w, x []float64) float64 {
	v := 0.0
	for i, xi := range x {
		v += w[i] * xi
	}
	return v
}

// A row is a sample as the regression reads it: its features that are
// not 0, by index.
type row struct {
	i []int
	x []float64
	y float64
}

// newRow returns the row of the features x and the result y.
func newRow(x []float64, y float64) row {
	r := row{y: y}
	for i, v := range x {
		if v != 0 {
			r.i, r.x = append(r.i, i), append(r.x, v)
		}
	}
	return r
}

// handRows returns the rows of the hand-set evaluation's fit: the
// evaluation and 1.
func handRows(data []sample) []row {
	rows := make([]row, len(data))
	for i, s := range data {
		rows[i] = row{[]int{0, 1}, []float64{s.Hand, 1}, s.Y}
	}
	return rows
}

// featureRows returns the rows of the features; with tie, the two of the
// colour to move as one: the tempo, whatever the colour (tieBias).
func featureRows(data []sample, tie bool) []row {
	rows := make([]row, len(data))
	for i := range data {
		f := data[i].F
		if tie {
			f[fBias], f[fBias+1] = f[fBias]+f[fBias+1], 0
		}
		rows[i] = newRow(f[:], data[i].Y)
	}
	return rows
}

// tieBias gives the weight of the tempo, fitted as the first colour's, to
// the second colour too, if tie.
func tieBias(w []float64, tie bool) []float64 {
	if tie {
		w[fBias+1] = w[fBias]
	}
	return w
}

// logistic returns the n weights of a logistic regression of the rows'
// results on their features, with an L2 penalty lambda on each weight:
// Newton's method, 30 steps at most.
func logistic(rows []row, n int, lambda float64) []float64 {
	w := make([]float64, n)
	for range 30 {
		g := make([]float64, n)
		h := make([][]float64, n)
		for i := range h {
			h[i] = make([]float64, n)
			g[i] = lambda * w[i]
			h[i][i] = lambda
		}
		for _, r := range rows {
			z := 0.0
			for k, i := range r.i {
				z += w[i] * r.x[k]
			}
			p := sigmoid(z)
			d, v := p-r.y, p*(1-p)
			for k, i := range r.i {
				g[i] += d * r.x[k]
				for l, j := range r.i {
					h[i][j] += v * r.x[k] * r.x[l]
				}
			}
		}
		step := solve(h, g)
		big := 0.0
		for i := range w {
			w[i] -= step[i]
			big = max(big, math.Abs(step[i]))
		}
		if big < 1e-7 {
			break
		}
	}
	return w
}

// solve returns the solution of h·s = g by Gaussian elimination with
// partial pivoting; it changes h and g.
func solve(h [][]float64, g []float64) []float64 {
	n := len(g)
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(h[r][c]) > math.Abs(h[p][c]) {
				p = r
			}
		}
		h[c], h[p], g[c], g[p] = h[p], h[c], g[p], g[c]
		if h[c][c] == 0 {
			continue
		}
		for r := c + 1; r < n; r++ {
			f := h[r][c] / h[c][c]
			for k := c; k < n; k++ {
				h[r][k] -= f * h[c][k]
			}
			g[r] -= f * g[c]
		}
	}
	s := make([]float64, n)
	for c := n - 1; c >= 0; c-- {
		v := g[c]
		for k := c + 1; k < n; k++ {
			v -= h[c][k] * s[k]
		}
		if h[c][c] != 0 {
			s[c] = v / h[c][c]
		}
	}
	return s
}

func sigmoid(v float64) float64 { return 1 / (1 + math.Exp(-v)) }

// dot returns the integer weights w times the features f.
func dot(w *[numFeatures]int32, f *[numFeatures]float64) float64 {
	v := 0.0
	for i, fi := range f {
		v += float64(w[i]) * fi
	}
	return v
}

// loss returns the mean log-loss of the logits of the samples and the
// share of the decided ones whose winner they call right.
func loss(data []sample, logit func(sample) float64) (float64, float64) {
	l, right, decided := 0.0, 0, 0
	for _, s := range data {
		p := min(max(sigmoid(logit(s)), 1e-9), 1-1e-9)
		l -= s.Y*math.Log(p) + (1-s.Y)*math.Log(1-p)
		if s.Y != 0.5 {
			decided++
			if (p > 0.5) == (s.Y == 1) {
				right++
			}
		}
	}
	return l / float64(len(data)), float64(right) / float64(max(decided, 1))
}

// writeFitted writes fitted.go with the weights w and the fit's notes.
func writeFitted(w *[numModels][numFeatures]int32, notes [numModels]string, took time.Duration) error {
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "// Code generated by TestEvalFit -engine.fit %d -engine.fitseed %d; DO NOT EDIT.\n\npackage engine\n\n", *fitGames, *fitSeed)
	fmt.Fprintf(&buf, "// fittedWeights are the weights of the fitted evaluation by model, in\n// the units of the hand-set evaluation (the fit took %v):\n", took.Round(time.Second))
	for _, n := range notes {
		fmt.Fprintf(&buf, "//   - %s\n", n)
	}
	fmt.Fprintf(&buf, "var fittedWeights = [numModels][numFeatures]int32{\n")
	for m := range w {
		fmt.Fprintf(&buf, "\t{ // %v\n", fitRules[m])
		for i, v := range w[m] {
			fmt.Fprintf(&buf, "\t\t%d, // %s\n", v, featureName(i))
		}
		fmt.Fprintf(&buf, "\t},\n")
	}
	fmt.Fprintf(&buf, "}\n")
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return err
	}
	return os.WriteFile("fitted.go", src, 0o644)
}

// featureName returns the name of feature i.
func featureName(i int) string {
	side := [2]string{"mine", "theirs"}
	switch {
	case i < fCounts:
		return fmt.Sprintf("bias, %v to move", gomoku.Stone(i+1))
	case i < fLines:
		return [9]string{"my fours", "their fours", "my threes (lines)", "their threes (lines)",
			"my four-making lines", "their four-making lines", "my three-making lines", "their three-making lines",
			"a forced block"}[i-fCounts]
	case i < fDoubles:
		j := i - fLines
		return fmt.Sprintf("line %s, %v, window %d", side[j/35], pattern.Class(j/5%7), j%5)
	}
	j := i - fDoubles
	return fmt.Sprintf("%v to move, %s %s", gomoku.Stone(j/6+1), side[j/3%2], [3]string{"4-4", "4-3", "3-3"}[j%3])
}
