package engine

import (
	"bytes"
	"context"
	"encoding/gob"
	"flag"
	"fmt"
	"go/format"
	"maps"
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
	fitGames  = flag.Int("engine.fit", 0, "TestEvalFit: the self-play games of each rule, to fit the evaluation and write fitted.go (0 skips the test; minutes)")
	fitSeed   = flag.Uint64("engine.fitseed", 41, "TestEvalFit: the seed of the games' openings")
	fitCache  = flag.String("engine.fitcache", "", "TestEvalFit: a directory that keeps the games' positions, to fit again without playing them")
	fitPlay   = flag.String("engine.fitplay", "", "TestEvalFit: only play the games of this rule into -engine.fitcache, no fit (to play the rules at once)")
	fitDepth  = flag.Int("engine.fitdepth", 0, "TestEvalFit: label the positions with the top level's search score to this depth too, and fit to it (0: to the results only; minutes)")
	fitMix    = flag.Float64("engine.fitmix", 0, "TestEvalFit: with -engine.fitdepth, the results' share λ of the target λ·result + (1−λ)·σ(score)")
	fitSpread = flag.Bool("engine.fitspread", false, "TestEvalFit: scale the fit's weights so that the spread of its evaluation over the training positions is fitted.go's")
	fitRule   = flag.String("engine.fitrule", "", "TestEvalFit: fit this rule's model only, the other models' weights fitted.go's")
	fitOut    = flag.String("engine.fitout", "fitted.go", "TestEvalFit: the file it writes: fitted.go (fittedWeights, the engine's) or searchfit_test.go (searchFitWeights, TestTechniques' row searchfit)")
)

// unitsPerLogit are the units of the evaluation a logit of the fits, by
// model: the hand-set evaluation's slope on the first fit's games (level
// 2, the hand-set evaluation playing), the units of fitted.go's weights,
// kept so that the thresholds of the search (nearWin, the margins of rfp
// and razoring, gomocup.SwapMargin) and the search scores of the labels
// (-engine.fitdepth) keep their meaning from one fit to the next.
var unitsPerLogit = [numModels]float64{1205.6, 1223.8}

// fitRules are the rules of the models, by modelOf.
var fitRules = [numModels]gomoku.Rule{gomoku.Freestyle, gomoku.Renju}

// A sample is a position of a self-play game for the fit: its features,
// its hand-set evaluation, the result for the side to move (1 a win, 0 a
// loss, ½ a draw), the score of the top level's search of it for the side
// to move (with -engine.fitdepth; 0 without) and its game (exported for
// encoding/gob).
type sample struct {
	F     [numFeatures]float64
	Hand  float64
	Y     float64
	Score float64
	Game  int
}

// A selfGame is a self-play game: its moves, the number of those that are
// the opening, its winner (Empty for a draw) and its number.
type selfGame struct {
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
func selfPlay(e *Engine, r gomoku.Rule, k int, seed uint64) (selfGame, error) {
	g, err := gomoku.NewGame(15, r)
	if err != nil {
		return selfGame{}, err
	}
	if err := fitOpening(g, k, seed); err != nil {
		return selfGame{}, err
	}
	open := g.Len()
	for !g.Over() {
		c, err := e.Choose(context.Background(), g)
		if err != nil {
			return selfGame{}, err
		}
		if err := g.Play(c.Move); err != nil {
			return selfGame{}, err
		}
	}
	return selfGame{Moves: slices.Collect(g.History()), Open: open, Winner: g.Winner(), Game: k}, nil
}

// samplesOf returns the positions of the game rec of rule r after its
// opening that no threat decides (the positions where the search reads
// the fitted evaluation), labelled with its result and, if depth > 0,
// with the score of the top level's search of each to depth plies.
func samplesOf(rec selfGame, r gomoku.Rule, depth int) ([]sample, error) {
	g, err := gomoku.NewGame(15, r)
	if err != nil {
		return nil, err
	}
	e := &Engine{Level: MaxLevel}
	var out []sample
	for i, p := range rec.Moves {
		if i >= rec.Open {
			x := newGame(g)
			me := g.Turn()
			my, their := sideOf(x, me, true, true), sideOf(x, me.Opponent(), true, true)
			if _, ok := (&chooser{}).threatEval(x, me, my, their); !ok {
				s := sample{Hand: float64(handEval(my, their)), Game: rec.Game, Y: 0.5}
				if rec.Winner != gomoku.Empty {
					s.Y = 0
					if rec.Winner == me {
						s.Y = 1
					}
				}
				for i, v := range features(x, me, my, their) {
					s.F[i] = float64(v)
				}
				if depth > 0 {
					v, err := searchScore(e, x, depth)
					if err != nil {
						return nil, fmt.Errorf("game %d move %d: %w", rec.Game, i, err)
					}
					s.Score = float64(v)
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

// searchScore returns the score for the side to move of the search of x
// by e as its top level searches under a time limit (searchDepth), to
// depth plies with no time limit; e keeps its table from one position of
// a game to the next.
func searchScore(e *Engine, x *game, depth int) (int, error) {
	e.setup()
	r, _, ok := searchDepth(e, x, levels[MaxLevel].width, depth)
	if !ok {
		return 0, fmt.Errorf("no search result to depth %d", depth)
	}
	return r.Score, nil
}

// selfPlays plays the games from..to-1 of rule r on every processor and
// returns their records by game.
func selfPlays(t *testing.T, r gomoku.Rule, from, to int, seed uint64) []selfGame {
	recs := make([]selfGame, to-from)
	parallel(t, to-from, func(e *Engine, i int) error {
		var err error
		recs[i], err = selfPlay(e, r, from+i, seed)
		return err
	})
	return recs
}

// parallel calls do(e, i) for i in 0..n-1 on every processor, each with
// an engine at level 2 of its own, logs the progress and fails t on an
// error.
func parallel(t *testing.T, n int, do func(e *Engine, i int) error) {
	var mu sync.Mutex
	done := 0
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			e := &Engine{Level: 2}
			for i := range next {
				if err := do(e, i); err != nil {
					t.Errorf("%d: %v", i, err)
				}
				mu.Lock()
				if done++; done%100 == 0 {
					t.Logf("%d of %d", done, n)
				}
				mu.Unlock()
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

// distinct returns the records of recs whose moves no record before them
// has: the engine plays the same opening the same way, and a fifth of
// fitOpening's openings are the 26 canonical ones alone.
func distinct(recs []selfGame) []selfGame {
	seen := make(map[string]bool)
	var out []selfGame
	for _, rec := range recs {
		k := fmt.Sprint(rec.Moves)
		if !seen[k] {
			seen[k] = true
			out = append(out, rec)
		}
	}
	return out
}

// A fitData is the samples of the distinct self-play games of a rule,
// the number of games played and distinct (exported for encoding/gob:
// -engine.fitcache keeps it).
type fitData struct {
	Samples      []sample
	Played, Kept int
}

// fitSamples returns the samples of the distinct self-play games of rule
// r, labelled to -engine.fitdepth: from -engine.fitcache when it has
// them, else played and labelled (and kept there).
func fitSamples(t *testing.T, r gomoku.Rule) (fitData, error) {
	name := fmt.Sprintf("%s/%v-%d-%d-depth%d.gob", *fitCache, r, *fitGames, *fitSeed, *fitDepth)
	var c fitData
	if *fitCache != "" {
		if f, err := os.Open(name); err == nil {
			defer f.Close()
			return c, gob.NewDecoder(f).Decode(&c)
		}
	}
	recs := distinct(selfPlays(t, r, 0, *fitGames, *fitSeed))
	start := time.Now()
	out := make([][]sample, len(recs))
	parallel(t, len(recs), func(_ *Engine, i int) error {
		var err error
		out[i], err = samplesOf(recs[i], r, *fitDepth)
		return err
	})
	c = fitData{slices.Concat(out...), *fitGames, len(recs)}
	t.Logf("%v: %d distinct games of %d, %d positions, labelled to depth %d in %v", r, c.Kept, c.Played, len(c.Samples), *fitDepth, time.Since(start).Round(time.Second))
	if *fitCache == "" {
		return c, nil
	}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(c); err != nil {
		return c, err
	}
	return c, os.WriteFile(name, buf.Bytes(), 0o644)
}

// heldOut reports whether game k is held out of the fit: one in 5.
func heldOut(k int) bool { return k%5 == 4 }

// TestEvalFit fits the evaluation (with -engine.fit N): N self-play games
// of each model's rule at level 2 from random openings (-engine.fitseed),
// the distinct ones, a logistic regression of a target on the features of
// the positions of the games not held out, in unitsPerLogit: the result,
// or with -engine.fitdepth D the mix λ·result + (1−λ)·σ(score) of the
// result and the top level's search score to depth D (λ -engine.fitmix).
// It logs the log-loss on the held-out games, against the results and
// against the search's labels, of the fit, of fitted.go's weights, of the
// hand-set evaluation (fitted with one weight and a bias on the same
// positions) and of the search score, and writes -engine.fitout.
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
		if _, err := fitSamples(t, r); err != nil {
			t.Fatal(err)
		}
		return
	}
	var w [numModels][numFeatures]int32
	var notes [numModels]string
	for m, r := range fitRules {
		if *fitRule != "" && *fitRule != r.String() {
			w[m], notes[m] = fittedWeights[m], fmt.Sprintf("%v: fitted.go's", r)
			continue
		}
		c, err := fitSamples(t, r)
		if err != nil {
			t.Fatal(err)
		}
		train, test := split(c.Samples)
		scale := 1 / unitsPerLogit[m] // logit a unit of the evaluation
		result := func(s *sample) float64 { return s.Y }
		searched := func(s *sample) float64 { return sigmoid(scale * s.Score) }
		target := result
		if *fitDepth > 0 {
			target = func(s *sample) float64 { return *fitMix*s.Y + (1-*fitMix)*searched(s) }
		}
		hand := logistic(handRows(train, func(s *sample) float64 { return s.Hand }), 2, 1e-6)
		tie := r != gomoku.Renju // one tempo for both colours
		lambda := chooseLambda(train, target, tie)
		fit := tieBias(logistic(featureRows(train, target, tie), numFeatures, lambda), tie)
		k := 1.0
		if *fitSpread {
			k = spread(train, &fittedWeights[m]) * scale / spread(train, (*[numFeatures]float64)(fit))
			t.Logf("%v: the fit's weights scaled by %.3f to the spread of fitted.go's", r, k)
		}
		for i, v := range fit {
			w[m][i] = int32(math.Round(max(-4000, min(4000, k*v/scale))))
		}
		models := map[string]func(*sample) float64{
			"hand-set":  func(s *sample) float64 { return hand[0]*s.Hand + hand[1] },
			"fitted.go": func(s *sample) float64 { return scale * dot(&fittedWeights[m], &s.F) },
			"the fit":   func(s *sample) float64 { return scale * dot(&w[m], &s.F) },
		}
		if *fitDepth > 0 {
			sc := logistic(handRows(train, func(s *sample) float64 { return s.Score }), 2, 1e-6)
			t.Logf("%v: the search scores' slope on the results: %.1f units a logit", r, 1/sc[0])
			models["search score"] = func(s *sample) float64 { return scale * s.Score }
		}
		for _, name := range slices.Sorted(maps.Keys(models)) {
			l, a := loss(test, result, models[name])
			msg := fmt.Sprintf("%v: %s: held out against the results %.4f (%.1f%% right)", r, name, l, 100*a)
			if *fitDepth > 0 {
				sl, _ := loss(test, searched, models[name])
				msg += fmt.Sprintf(", against the search's labels %.4f", sl)
			}
			t.Log(msg)
		}
		fl, fa := loss(test, target, models["the fit"])
		tl, _ := loss(train, target, models["the fit"])
		label := "the results"
		if *fitDepth > 0 {
			label = fmt.Sprintf("%g·result + %g·σ(depth-%d search score)", *fitMix, 1-*fitMix, *fitDepth)
		}
		notes[m] = fmt.Sprintf("%v: %d games at level 2 (%d distinct), %d positions (%d held out), fitted to %s, lambda %g; held out %.4f log-loss (training %.4f), %.1f%% of the results right",
			r, c.Played, c.Kept, len(c.Samples), len(test), label, lambda, fl, tl, 100*fa)
		t.Log(notes[m])
	}
	if err := writeFitted(&w, notes, time.Since(start)); err != nil {
		t.Fatal(err)
	}
}

// spread returns the standard deviation of the evaluation by the weights
// w over the samples data.
func spread[W int32 | float64](data []sample, w *[numFeatures]W) float64 {
	var s, s2 float64
	for i := range data {
		v := 0.0
		for j, f := range data[i].F {
			v += float64(w[j]) * f
		}
		s, s2 = s+v, s2+v*v
	}
	n := float64(len(data))
	return math.Sqrt(s2/n - (s/n)*(s/n))
}

// split returns the samples of data of the games that are not held out
// and of those that are.
func split(data []sample) (train, test []sample) {
	for _, s := range data {
		if heldOut(s.Game) {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	return train, test
}

// chooseLambda returns the L2 penalty of the fit of the samples train to
// target (with tie, one tempo for both colours): the one of 0.1, 1, ...,
// 10⁴ whose fit on the games of train other than one in 4 has the least
// log-loss on those.
func chooseLambda(train []sample, target func(*sample) float64, tie bool) float64 {
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
		w := tieBias(logistic(featureRows(fit, target, tie), numFeatures, lambda), tie)
		l, _ := loss(val, target, func(s *sample) float64 { return dotf(w, s.F[:]) })
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

// newRow returns the row of the features x and the target y, a result or
// a probability.
func newRow(x []float64, y float64) row {
	r := row{y: y}
	for i, v := range x {
		if v != 0 {
			r.i, r.x = append(r.i, i), append(r.x, v)
		}
	}
	return r
}

// handRows returns the rows of the fit of the results on a score and a
// bias: the score v and 1.
func handRows(data []sample, v func(*sample) float64) []row {
	rows := make([]row, len(data))
	for i := range data {
		rows[i] = row{[]int{0, 1}, []float64{v(&data[i]), 1}, data[i].Y}
	}
	return rows
}

// featureRows returns the rows of the features and the target; with tie,
// the two of the colour to move as one: the tempo, whatever the colour
// (tieBias).
func featureRows(data []sample, target func(*sample) float64, tie bool) []row {
	rows := make([]row, len(data))
	for i := range data {
		f := data[i].F
		if tie {
			f[fBias], f[fBias+1] = f[fBias]+f[fBias+1], 0
		}
		rows[i] = newRow(f[:], target(&data[i]))
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

// loss returns the mean log-loss of the logits of the samples against
// their labels y, and the share of the decided ones whose winner they call
// right.
func loss(data []sample, y, logit func(*sample) float64) (float64, float64) {
	l, right, decided := 0.0, 0, 0
	for i := range data {
		s := &data[i]
		p, y := min(max(sigmoid(logit(s)), 1e-9), 1-1e-9), y(s)
		l -= y*math.Log(p) + (1-y)*math.Log(1-p)
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
	name, doc := "fittedWeights", "fittedWeights are the weights of the fitted evaluation by model"
	switch *fitOut {
	case "searchfit_test.go":
		name, doc = "searchFitWeights", "searchFitWeights are the weights of a fit (TestTechniques' row searchfit plays\n// them against fittedWeights) by model"
	case "fitted.go":
	default:
		return fmt.Errorf("-engine.fitout %q: neither fitted.go nor searchfit_test.go", *fitOut)
	}
	flags := fmt.Sprintf("-engine.fit %d -engine.fitseed %d", *fitGames, *fitSeed)
	if *fitDepth > 0 {
		flags += fmt.Sprintf(" -engine.fitdepth %d -engine.fitmix %g", *fitDepth, *fitMix)
	}
	if *fitSpread {
		flags += " -engine.fitspread"
	}
	fmt.Fprintf(&buf, "// Code generated by TestEvalFit %s; DO NOT EDIT.\n\npackage engine\n\n", flags)
	fmt.Fprintf(&buf, "// %s, in\n// the units of the hand-set evaluation (the fit took %v):\n", doc, took.Round(time.Second))
	for _, n := range notes {
		fmt.Fprintf(&buf, "//   - %s\n", n)
	}
	fmt.Fprintf(&buf, "var %s = [numModels][numFeatures]int32{\n", name)
	for m := range w {
		if name != "fittedWeights" && w[m] == fittedWeights[m] {
			fmt.Fprintf(&buf, "\tfittedWeights[%d], // %v\n", m, fitRules[m])
			continue
		}
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
	return os.WriteFile(*fitOut, src, 0o644)
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
