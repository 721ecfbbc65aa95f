package engine

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
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
	fitRule  = flag.String("engine.fitrule", "", "TestEvalFit: fit and log this rule's model only, and write no fitted.go")
	fitRenju = flag.Int("engine.fitrenju", 0, "TestEvalFit: the self-play games of renju, if not -engine.fit's")
	fitLevel = flag.Int("engine.fitlevel", 0, "TestEvalFit: the level of the engine that plays the games (0: 3 in freestyle, 2 in renju)")
)

// fitRules are the rules of the models, by modelOf.
var fitRules = [numModels]gomoku.Rule{gomoku.Freestyle, gomoku.Renju}

// fitGamesOf returns the number of self-play games of rule r:
// -engine.fit, or -engine.fitrenju for renju if it is set.
func fitGamesOf(r gomoku.Rule) int {
	if r == gomoku.Renju && *fitRenju != 0 {
		return *fitRenju
	}
	return *fitGames
}

// fitLevelOf returns the level of the engine that plays the self-play
// games of rule r: -engine.fitlevel, else 3 (4 plies), but 2 (3 plies) in
// renju, where White won 99 of 100 games at level 3 (a fit that reads
// the colour only).
func fitLevelOf(r gomoku.Rule) int {
	switch {
	case *fitLevel != 0:
		return *fitLevel
	case r == gomoku.Renju:
		return 2
	}
	return 3
}

// A sample is a position of a self-play game for the fit: its features,
// its hand-set evaluation, the result for the side to move (1 a win, 0 a
// loss, ½ a draw) and its game.
type sample struct {
	F    [numFeatures]int16
	Hand float64
	Y    float64
	Game int
}

// A record is a self-play game as -engine.fitcache keeps it (exported
// for encoding/gob): its moves, the opening's first, the number of those,
// its winner (Empty for a draw) and its number.
type record struct {
	Moves  []board.Point
	Open   int
	Winner gomoku.Stone
	Game   int
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

// selfPlay plays game k of rule r, e against itself from fitOpening,
// and returns its record.
func selfPlay(e *Engine, r gomoku.Rule, k int, seed uint64) (record, error) {
	g, err := gomoku.NewGame(15, r)
	if err != nil {
		return record{}, err
	}
	if err := fitOpening(g, k, seed); err != nil {
		return record{}, err
	}
	open := g.Len()
	for !g.Over() {
		c, err := e.Choose(context.Background(), g)
		if err != nil {
			return record{}, err
		}
		if err := g.Play(c.Move); err != nil {
			return record{}, err
		}
	}
	return record{Moves: slices.Collect(g.History()), Open: open, Winner: g.Winner(), Game: k}, nil
}

// samplesOf returns the positions of the game rec of rule r after its
// opening that no threat decides (the positions where the search reads
// the fitted evaluation), labelled with its result.
func samplesOf(rec record, r gomoku.Rule) ([]sample, error) {
	g, err := gomoku.NewGame(15, r)
	if err != nil {
		return nil, err
	}
	var out []sample
	for i, p := range rec.Moves {
		if i >= rec.Open {
			x := newGame(g)
			me := g.Turn()
			my, their := sideOf(x, me), sideOf(x, me.Opponent())
			if _, ok := (&chooser{}).threatEval(x, me, my, their); !ok {
				s := sample{Hand: float64(handEval(my, their)), Game: rec.Game, Y: 0.5}
				if rec.Winner != gomoku.Empty {
					s.Y = 0
					if rec.Winner == me {
						s.Y = 1
					}
				}
				for i, v := range features(x, me, my, their) {
					s.F[i] = int16(v)
				}
				out = append(out, s)
			}
		}
		if err := g.Play(p); err != nil {
			return nil, fmt.Errorf("game %d move %d: %w", rec.Game, i, err)
		}
	}
	return out, nil
}

// allSamples returns the samples of the records recs of rule r, read on
// every processor, in the order of recs.
func allSamples(recs []record, r gomoku.Rule) ([]sample, error) {
	out := make([][]sample, len(recs))
	errs := make([]error, len(recs))
	var wg sync.WaitGroup
	n := runtime.GOMAXPROCS(0)
	for w := range n {
		wg.Go(func() {
			for i := w; i < len(recs); i += n {
				out[i], errs[i] = samplesOf(recs[i], r)
			}
		})
	}
	wg.Wait()
	return slices.Concat(out...), errors.Join(errs...)
}

// selfPlays plays the games from..to-1 of rule r on every processor.
func selfPlays(t *testing.T, r gomoku.Rule, from, to int, seed uint64) []record {
	var mu sync.Mutex
	var all []record
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			e := &Engine{Level: fitLevelOf(r)}
			for k := range next {
				rec, err := selfPlay(e, r, k, seed)
				if err != nil {
					t.Errorf("game %d: %v", k, err)
					continue
				}
				mu.Lock()
				if all = append(all, rec); len(all)%100 == 0 {
					t.Logf("%v: %d games", r, len(all))
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
	slices.SortFunc(all, func(a, b record) int { return a.Game - b.Game })
	return all
}

// cachedSelfPlays returns the records of the self-play games of rule r,
// from -engine.fitcache when it has them, else played (and kept there).
func cachedSelfPlays(t *testing.T, r gomoku.Rule) ([]record, error) {
	if *fitCache == "" {
		return selfPlays(t, r, 0, fitGamesOf(r), *fitSeed), nil
	}
	name := fmt.Sprintf("%s/%v-level%d-%d-%d.gob", *fitCache, r, fitLevelOf(r), fitGamesOf(r), *fitSeed)
	var data []record
	if f, err := os.Open(name); err == nil {
		defer f.Close()
		return data, gob.NewDecoder(f).Decode(&data)
	}
	data = selfPlays(t, r, 0, fitGamesOf(r), *fitSeed)
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(data); err != nil {
		return nil, err
	}
	return data, os.WriteFile(name, buf.Bytes(), 0o644)
}

// heldOut reports whether game k is held out of the fit: one in 5.
func heldOut(k int) bool { return k%5 == 4 }

// TestEvalFit fits the evaluation (with -engine.fit N): N self-play games
// of each model's rule (-engine.fitrenju for renju) at fitLevelOf's level
// from random openings (-engine.fitseed), the distinct ones, a logistic
// regression of each result on the features of the positions of the
// games not held out, scaled to the units of the hand-set evaluation
// (fitted with one weight and a bias on the same positions); it logs the log-loss and accuracy
// on the held-out games of the fit and of the hand-set evaluation, of the first
// fit's features (the meeting threats as three kinds) and of fits on the
// first 1,000, 2,000, 5,000, ... games, and writes fitted.go.
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
		if *fitRule != "" && *fitRule != r.String() {
			continue
		}
		recs, err := cachedSelfPlays(t, r)
		if err != nil {
			t.Fatal(err)
		}
		played := len(recs)
		recs = distinct(recs)
		data, err := allSamples(recs, r)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%v: %d distinct games of %d; %s", r, len(recs), played, results(recs))
		train, test := split(data, heldOut)
		hand := logistic(handRows(train), 2, 1e-6)
		scale := hand[0]         // logit a unit of the hand-set evaluation
		tie := r != gomoku.Renju // one tempo for both colours
		lambda := chooseLambda(train, allFeatures, tie)
		fit := tieBias(logistic(featureRows(train, allFeatures, tie), allFeatures.n, lambda), tie)
		for i, v := range fit {
			w[m][i] = int32(math.Round(max(-4000, min(4000, v/scale))))
		}
		hl, ha := loss(test, func(s *sample) float64 { return hand[0]*s.Hand + hand[1] })
		fl, fa := loss(test, func(s *sample) float64 { return scale * dot(w[m][:], s.floats()) })
		tl, _ := loss(train, func(s *sample) float64 { return scale * dot(w[m][:], s.floats()) })
		notes[m] = fmt.Sprintf("%v: %d games at level %d (%d distinct), %d positions (%d held out), lambda %g; hand-set %.4f log-loss, %.1f%% right; fitted %.4f (training %.4f), %.1f%%; hand scale %.1f a logit",
			r, played, fitLevelOf(r), len(recs), len(data), len(test), lambda, hl, 100*ha, fl, tl, 100*fa, 1/hand[0])
		t.Log(notes[m])
		first := tieBias(logistic(featureRows(train, firstFeatures, tie), firstFeatures.n, lambda), tie)
		ol, oa := loss(test, func(s *sample) float64 { return dotf(first, firstFeatures.of(s)) })
		t.Logf("%v: the first fit's features: %.4f held out, %.1f%%", r, ol, 100*oa)
		for _, n := range []int{1000, 2000, 5000, 10000, 20000} {
			if n < fitGamesOf(r) {
				sub, _ := split(train, func(k int) bool { return k >= n })
				f := tieBias(logistic(featureRows(sub, allFeatures, tie), allFeatures.n, lambda), tie)
				l, a := loss(test, func(s *sample) float64 { return dotf(f, allFeatures.of(s)) })
				tl, _ := loss(sub, func(s *sample) float64 { return dotf(f, allFeatures.of(s)) })
				t.Logf("%v: the first %d games: %.4f held out (training %.4f), %.1f%%", r, n, l, tl, 100*a)
			}
		}
	}
	if *fitRule != "" {
		return
	}
	if err := writeFitted(&w, notes, time.Since(start)); err != nil {
		t.Fatal(err)
	}
}

// distinct returns the records of recs whose moves no record before them
// has: the engine plays the same opening the same way, and a fifth of
// fitOpening's openings are the 26 canonical ones alone.
func distinct(recs []record) []record {
	seen := make(map[string]bool)
	var out []record
	for _, rec := range recs {
		k := fmt.Sprint(rec.Moves)
		if !seen[k] {
			seen[k] = true
			out = append(out, rec)
		}
	}
	return out
}

// results returns the wins of each colour and the draws of recs, like
// "Black 40 (2 in the held-out games), White 50 (8), draws 10 (0)".
func results(recs []record) string {
	var n, h [3]int // draws, Black, White
	for _, rec := range recs {
		n[rec.Winner]++
		if heldOut(rec.Game) {
			h[rec.Winner]++
		}
	}
	return fmt.Sprintf("Black %d (%d in the held-out games), White %d (%d), draws %d (%d)", n[1], h[1], n[2], h[2], n[0], h[0])
}

// split returns the samples of data whose game out does not report and
// those it reports.
func split(data []sample, out func(game int) bool) (in, outs []sample) {
	for _, s := range data {
		if out(s.Game) {
			outs = append(outs, s)
		} else {
			in = append(in, s)
		}
	}
	return in, outs
}

// A view is a set of features of a sample for a fit: n of them, the
// first two the tempo by colour.
type view struct {
	n  int
	of func(s *sample) []float64
}

// allFeatures are the evaluation's features.
var allFeatures = view{numFeatures, (*sample).floats}

// floats returns the features of s.
func (s *sample) floats() []float64 {
	f := make([]float64, numFeatures)
	for i, v := range s.F {
		f[i] = float64(v)
	}
	return f
}

// firstFeatures are the features of the first fit (93): the meeting
// threats as three kinds for each colour to move and side, two fours, a
// four and a three, two threes, not as fPoints' 15.
var firstFeatures = view{fPoints + 12, func(s *sample) []float64 {
	f := s.floats()[:fPoints+12]
	for j := range 4 { // colour to move and side
		for i, k := range firstKinds {
			f[fPoints+j*3+i] = float64(s.F[fPoints+j*pointKinds+k])
		}
	}
	return f
}}

// firstKinds are the first fit's kinds of point among pointKindsOf's: at
// least two fours, a four and a three, two threes.
var firstKinds = [3]int{2*4 + 0 - 1, 1*4 + 1 - 1, 0*4 + 2 - 1}

// chooseLambda returns the L2 penalty of the fit of the features v of the
// samples train (with tie, one tempo for both colours): the one of 1, 10,
// 100 and 1,000 whose fit on the games of train other than one in 4 has
// the least log-loss on those.
func chooseLambda(train []sample, v view, tie bool) float64 {
	fit, val := split(train, func(k int) bool { return k%5 == 3 })
	best, bestLoss := 0.0, math.Inf(1)
	for lambda := 1.0; lambda <= 1e3; lambda *= 10 {
		w := tieBias(logistic(featureRows(fit, v, tie), v.n, lambda), tie)
		l, _ := loss(val, func(s *sample) float64 { return dotf(w, v.of(s)) })
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

// featureRows returns the rows of the features v (a new slice each); with tie, the two of
// the colour to move as one: the tempo, whatever the colour (tieBias).
func featureRows(data []sample, v view, tie bool) []row {
	rows := make([]row, len(data))
	for i := range data {
		f := v.of(&data[i])
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
				vx, hi := v*r.x[k], h[i]
				for l := k; l < len(r.i); l++ { // the upper half: r.i ascends
					hi[r.i[l]] += vx * r.x[l]
				}
			}
		}
		for i := range n {
			for j := range i {
				h[i][j] = h[j][i]
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
func dot(w []int32, f []float64) float64 {
	v := 0.0
	for i, fi := range f {
		v += float64(w[i]) * fi
	}
	return v
}

// loss returns the mean log-loss of the logits of the samples and the
// share of the decided ones whose winner they call right.
func loss(data []sample, logit func(*sample) float64) (float64, float64) {
	l, right, decided := 0.0, 0, 0
	for i := range data {
		s := &data[i]
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
	fmt.Fprintf(&buf, "// Code generated by TestEvalFit -engine.fit %d -engine.fitrenju %d -engine.fitseed %d; DO NOT EDIT.\n\npackage engine\n\n", *fitGames, fitGamesOf(gomoku.Renju), *fitSeed)
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
	case i < fPoints:
		j := i - fLines
		return fmt.Sprintf("line %s, %v, window %d", side[j/35], pattern.Class(j/5%7), j%5)
	}
	j := i - fPoints
	k := j%pointKinds + 1
	return fmt.Sprintf("%v to move, %s point, %d+ fours %d+ threes", gomoku.Stone(j/(2*pointKinds)+1), side[j/pointKinds%2], k/4, k%4)
}
