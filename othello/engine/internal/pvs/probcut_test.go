package pvs

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"go/format"
	"math"
	"math/bits"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/search"
)

var (
	fitPositions = flag.Int("pvs.fit", 0, "fit Multi-ProbCut on this many positions of WTHOR games and write probcut_fits.go (minutes): the depths to fitPlainDepth, or with -pvs.fitdeep those past it")
	fitDeep      = flag.Int("pvs.fitdeep", 0, "with -pvs.fit, fit the depths past fitPlainDepth to this one on the scores of searches with Multi-ProbCut, keeping the others")
)

// TestProbCutFit fits the table of Multi-ProbCut with -pvs.fit N: on N
// positions of the WTHOR archive (one a game, spread over it, 13 to 56
// empty squares), the scores of the search without it at depths 1 to
// fitPlainDepth, and for each stage and depth the least-squares line of
// the depth's score on its shallow search's with the residuals' standard
// deviation. With -pvs.fitdeep D as well it fits the depths past
// fitPlainDepth to D instead, on the scores of the search with it (t = 1,
// the table's rows so far), keeping the rows to fitPlainDepth. Without
// the flag it checks the table's shape: every fit of the midgame's stages
// set to fitPlainDepth, with a slope near 1 and a positive sigma.
func TestProbCutFit(t *testing.T) {
	if *fitPositions <= 0 {
		checkFits(t)
		return
	}
	from, to, probCut := probCutMin, fitPlainDepth, 0.0
	if *fitDeep > 0 {
		from, to, probCut = fitPlainDepth+1, min(*fitDeep, fitMaxDepth), 1
	}
	start := time.Now()
	ps := fitSample(t, *fitPositions)
	var sums [fitStages][fitMaxDepth + 1]regression
	s := New(eval.ScoreMoves, 20)
	s.ProbCut = probCut
	for i, b := range ps {
		v := depthScores(t, s, b, to)
		if probCut == 0 && len(v) <= to {
			continue // a decisive score: the position is left out
		}
		e := bits.OnesCount64(b.Empties())
		for d := from; d <= min(to, e-1, len(v)-1); d++ {
			sums[e/fitStageWidth][d].add(float64(v[shallow(d)]), float64(v[d]))
		}
		if i%100 == 99 {
			t.Logf("%d positions, %v", i+1, time.Since(start))
		}
	}
	fits := probCutFits
	for st := range fits {
		for d := from; d <= to; d++ {
			fits[st][d] = sums[st][d].fit()
			t.Logf("stage %d depth %d (shallow %d): n %d, %+v", st, d, shallow(d), sums[st][d].n, fits[st][d])
		}
	}
	writeFits(t, fits, fitNote(from, len(ps), time.Since(start)))
}

// fitNote returns the comment of the rows from depth from on of a fit of
// n positions that took took, and the others' of the table's comment.
func fitNote(from, n int, took time.Duration) [2]string {
	note, i, with := probCutNote, 0, ""
	if from > fitPlainDepth {
		i, with = 1, ", searched with Multi-ProbCut"
	}
	note[i] = fmt.Sprintf("%d positions of WTHOR games%s (%v)", n, with, took.Round(time.Second))
	return note
}

// fitSample returns n positions of WTHOR games, one a game spread over
// the archive, with 13 to 56 empty squares, the side to move having a
// move.
func fitSample(t *testing.T, n int) []bitboard.Bitboard {
	games := othellotest.WTHORGames(t)
	rng := rand.New(rand.NewPCG(39, 97))
	var out []bitboard.Bitboard
	for i := 0; len(out) < n && i < len(games); i++ {
		g := games[(i*7919)%len(games)]
		bs, err := othellotest.Replay(g)
		if err != nil || len(bs) < 50 {
			continue
		}
		b := bs[4+rng.IntN(44)]
		if b.Legal() != 0 {
			out = append(out, b)
		}
	}
	return out
}

// depthScores returns the scores of b at the depths 1 to to, searched in
// turn by s with a fresh table, up to the first decisive score (a game's
// end found), left out: v[d] is the score of depth d for d below len(v).
func depthScores(t *testing.T, s *Searcher, b bitboard.Bitboard, to int) []int {
	v := []int{0}
	s.Clear()
	for d := 1; d <= to; d++ {
		s.Limits.Depth = d
		r, err := s.Search(context.Background(), b)
		if err != nil {
			t.Fatal(err)
		}
		if abs(r.Score) > search.MaxEval {
			break
		}
		v = append(v, r.Score)
	}
	return v
}

// A regression accumulates the sums of a least-squares line.
type regression struct {
	n                     int
	sx, sy, sxx, sxy, syy float64
}

func (r *regression) add(x, y float64) {
	r.n++
	r.sx += x
	r.sy += y
	r.sxx += x * x
	r.sxy += x * y
	r.syy += y * y
}

// fit returns the line and the residuals' standard deviation, the zero
// fit under 100 points.
func (r *regression) fit() fit {
	if r.n < 100 {
		return fit{}
	}
	n := float64(r.n)
	a := (n*r.sxy - r.sx*r.sy) / (n*r.sxx - r.sx*r.sx)
	b := (r.sy - a*r.sx) / n
	// The residuals' sum of squares: Σ(y - a·x - b)².
	ss := r.syy - 2*a*r.sxy - 2*b*r.sy + a*a*r.sxx + 2*a*b*r.sx + n*b*b
	return fit{a: float32(a), b: float32(b), sigma: float32(math.Sqrt(max(ss, 0) / (n - 2)))}
}

// writeFits writes fits as probcut_fits.go, whose rows to fitPlainDepth
// and past it come from note[0] and note[1].
func writeFits(t *testing.T, fits [fitStages][fitMaxDepth + 1]fit, note [2]string) {
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "// Code generated by TestProbCutFit -pvs.fit; DO NOT EDIT.\n\npackage pvs\n\n")
	fmt.Fprintf(&buf, "// probCutNote says where the rows of probCutFits come from: to\n")
	fmt.Fprintf(&buf, "// fitPlainDepth, and past it.\n")
	fmt.Fprintf(&buf, "var probCutNote = [2]string{%q, %q}\n\n", note[0], note[1])
	fmt.Fprintf(&buf, "// probCutFits are the fits of Multi-ProbCut by stage and depth.\n")
	fmt.Fprintf(&buf, "var probCutFits = [fitStages][fitMaxDepth + 1]fit{\n")
	for st, row := range fits {
		fmt.Fprintf(&buf, "\t{ // %d-%d empty squares\n", st*fitStageWidth, st*fitStageWidth+fitStageWidth-1)
		for d, f := range row {
			if f != (fit{}) {
				fmt.Fprintf(&buf, "\t\t%d: {%.4f, %.1f, %.1f},\n", d, f.a, f.b, f.sigma)
			}
		}
		fmt.Fprintf(&buf, "\t},\n")
	}
	fmt.Fprintf(&buf, "}\n")
	src, err := format.Source(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("probcut_fits.go", src, 0o644); err != nil {
		t.Fatal(err)
	}
}

// checkFits checks the table: the stages of 16 to 55 empty squares
// fitted at every depth from probCutMin to fitPlainDepth, and every fit of
// the table, with slopes of 0.5 to 1.5 and sigmas of 0.5 to 20 discs.
func checkFits(t *testing.T) {
	for st, row := range probCutFits {
		for d := probCutMin; d <= fitMaxDepth; d++ {
			f := row[d]
			if f == (fit{}) && (d > fitPlainDepth || st < 16/fitStageWidth || st > 55/fitStageWidth) {
				continue
			}
			if f.a < 0.5 || f.a > 1.5 || f.sigma < 50 || f.sigma > 2000 {
				t.Errorf("stage %d depth %d: %+v", st, d, f)
			}
		}
	}
}

// TestFitAt checks that every depth of the midgame's stages has a fit,
// the deepest fitted row of its parity past the table's or an empty cell,
// and that fitUse bounds the rows read.
func TestFitAt(t *testing.T) {
	for empties := 16; empties <= 55; empties++ {
		for depth := probCutMin; depth < 64; depth++ {
			if f := fitAt(empties, depth); f.a <= 0 {
				t.Errorf("fitAt(%d, %d) = %+v", empties, depth, f)
			}
		}
	}
	st := 12 / fitStageWidth // fitted to depth 12 only
	if probCutFits[st][14] != (fit{}) || probCutFits[st][12] == (fit{}) {
		t.Fatalf("the stage of 12 empty squares: %+v", probCutFits[st])
	}
	if got, want := fitAt(12, 14), probCutFits[st][12]; got != want {
		t.Errorf("fitAt(12, 14) = %+v, want the row of depth 12, %+v", got, want)
	}
	if got, want := fitAt(30, 25), probCutFits[30/fitStageWidth][fitMaxDepth-1]; got != want {
		t.Errorf("fitAt(30, 25) = %+v, want the row of depth %d, %+v", got, fitMaxDepth-1, want)
	}
	defer func(u int) { fitUse = u }(fitUse)
	fitUse = fitPlainDepth
	if got, want := fitAt(30, 15), probCutFits[30/fitStageWidth][9]; got != want {
		t.Errorf("fitUse %d: fitAt(30, 15) = %+v, want the row of depth 9, %+v", fitUse, got, want)
	}
}
