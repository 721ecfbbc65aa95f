package match_test

import (
	"math"
	"testing"

	"github.com/seed131617c4/board/match"
)

// near reports whether a and b agree within tol.
func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func TestEloFromScore(t *testing.T) {
	t.Parallel()
	// Published values of the logistic model: a 64% score is about +100
	// Elo, 76% about +200 (the "Elo rating system" tables: an expected
	// score of 0.64 at 100 points, 0.76 at 200), 50% is 0.
	for _, c := range []struct{ elo, score, tol float64 }{
		{0, 0.5, 1e-12},
		{100, 0.64, 0.005},
		{200, 0.76, 0.005},
		{-200, 0.24, 0.005},
		{400, 10.0 / 11, 1e-12}, // 1/(1+10^-1)
	} {
		if got := match.ScoreFromElo(c.elo); !near(got, c.score, c.tol) {
			t.Errorf("ScoreFromElo(%v) = %v, want %v", c.elo, got, c.score)
		}
		if got := match.EloFromScore(match.ScoreFromElo(c.elo)); !near(got, c.elo, 1e-9) {
			t.Errorf("EloFromScore(ScoreFromElo(%v)) = %v", c.elo, got)
		}
	}
	if !math.IsInf(match.EloFromScore(1), 1) || !math.IsInf(match.EloFromScore(0), -1) || !math.IsNaN(match.EloFromScore(1.5)) {
		t.Error("EloFromScore at the ends")
	}
}

func TestScoreStats(t *testing.T) {
	t.Parallel()
	s := match.Score{Wins: 60, Draws: 20, Losses: 20}
	if s.Games() != 100 || s.Points() != 70 || s.Score() != 0.7 || s.DrawRatio() != 0.2 {
		t.Errorf("%v: games %d points %v score %v draws %v", s, s.Games(), s.Points(), s.Score(), s.DrawRatio())
	}
	if got := s.String(); got != "+60 =20 -20" {
		t.Errorf("String = %q", got)
	}
	// By hand: μ = 0.7; σ² = 0.6·0.3² + 0.2·0.2² + 0.2·0.7² = 0.054 +
	// 0.008 + 0.098 = 0.16; se = √(0.16/100) = 0.04.
	if v := s.Variance(); !near(v, 0.16, 1e-12) {
		t.Errorf("Variance = %v, want 0.16", v)
	}
	diff, margin := s.Elo()
	// Elo = -400·log10(1/0.7-1) = 400·log10(7/3) = 147.19...
	wantDiff := 400 * math.Log10(7.0/3)
	lo, hi := 0.7-1.959963984540054*0.04, 0.7+1.959963984540054*0.04
	elo := func(x float64) float64 { return -400 * math.Log10(1/x-1) }
	wantMargin := (elo(hi) - elo(lo)) / 2
	if !near(diff, wantDiff, 1e-9) || !near(diff, 147.19, 0.01) {
		t.Errorf("Elo diff = %v, want %v", diff, wantDiff)
	}
	if !near(margin, wantMargin, 1e-9) {
		t.Errorf("Elo margin = %v, want %v", margin, wantMargin)
	}
	// Equal wins and losses: 0 Elo, and the margin of σ² = (w+l)/4n.
	e := match.Score{Wins: 30, Draws: 40, Losses: 30}
	d, mg := e.Elo()
	se := math.Sqrt(0.6 / 4 / 100)
	if d != 0 || !near(mg, elo(0.5+1.959963984540054*se), 1e-9) {
		t.Errorf("even score: %v ± %v", d, mg)
	}
	if _, mg := (match.Score{Draws: 5}).Elo(); !math.IsNaN(mg) {
		t.Errorf("all draws: margin %v, want NaN", mg)
	}
	if got := s.Add(e).Swap(); got != (match.Score{Wins: 50, Draws: 60, Losses: 90}) {
		t.Errorf("Add, Swap = %v", got)
	}
}

func TestSPRT(t *testing.T) {
	t.Parallel()
	sp := match.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	lo, hi := sp.Bounds()
	// ln(0.05/0.95) = -2.944438979..., the bounds fishtest and fastchess
	// print as (-2.94, 2.94).
	if !near(lo, -2.9444389791664403, 1e-12) || !near(hi, 2.9444389791664403, 1e-12) {
		t.Errorf("Bounds = %v, %v", lo, hi)
	}
	if !sp.Valid() || (match.SPRT{Elo0: 5, Elo1: 0, Alpha: 0.05, Beta: 0.05}).Valid() {
		t.Error("Valid")
	}

	// Trinomial, by hand from the definition on W=1200 D=1500 L=1100.
	s := match.Score{Wins: 1200, Draws: 1500, Losses: 1100}
	n := 3800.0
	w, d, l := 1200/n, 1500/n, 1100/n
	mu := w + d/2
	v := w*(1-mu)*(1-mu) + d*(0.5-mu)*(0.5-mu) + l*mu*mu
	s0 := 1 / (1 + math.Pow(10, 0/400.0)) // elo0 = 0
	s1 := 1 / (1 + math.Pow(10, -5.0/400))
	want := n * (s1 - s0) * (2*mu - s0 - s1) / (2 * v)
	if got := sp.LLR(s); !near(got, want, 1e-9) {
		t.Errorf("LLR = %v, want %v", got, want)
	}
	// The same value from fastchess's form of the variance: b - a², with
	// a = W + D/2 and b = W + D/4 (the mean of the squared score).
	b := w + d/4
	if alt := (s1 - s0) * (2*mu - s0 - s1) / ((b - mu*mu) / n) / 2; !near(sp.LLR(s), alt, 1e-9) {
		t.Errorf("LLR = %v, fastchess's form %v", sp.LLR(s), alt)
	}
	if got := sp.LLR(match.Score{}); got != 0 {
		t.Errorf("LLR of nothing = %v", got)
	}
	// A count of 0 counts as 1/1000: 20 wins and nothing else.
	{
		w, d, l := 20.0, 1e-3, 1e-3
		n := w + d + l
		mu := (w + d/2) / n
		v := (w*(1-mu)*(1-mu) + d*(0.5-mu)*(0.5-mu) + l*mu*mu) / n
		want := n * (s1 - s0) * (2*mu - s0 - s1) / (2 * v)
		if got := sp.LLR(match.Score{Wins: 20}); !near(got, want, 1e-6*want) || sp.Verdict(got) != match.AcceptH1 {
			t.Errorf("LLR of 20 wins = %v, want %v", got, want)
		}
	}

	// Pentanomial, by hand: pairs scoring 0, 1/2, 1, 3/2, 2 points.
	p := match.Pairs{10, 100, 300, 120, 20}
	np := 550.0
	var pm, pv float64
	for k, c := range p {
		pm += float64(c) / np * float64(k) / 4
	}
	for k, c := range p {
		pv += float64(c) / np * (float64(k)/4 - pm) * (float64(k)/4 - pm)
	}
	wantP := np * (s1 - s0) * (2*pm - s0 - s1) / (2 * pv)
	if got := sp.PairsLLR(p); !near(got, wantP, 1e-9) {
		t.Errorf("PairsLLR = %v, want %v", got, wantP)
	}
	if got := (match.Pairs{}).Add(1, 0.5).Add(0, 0).Add(1, 0); got != (match.Pairs{1, 0, 1, 1, 0}) {
		t.Errorf("Pairs.Add = %v", got)
	}

	for _, c := range []struct {
		llr  float64
		want match.Verdict
	}{{0, match.Continue}, {-3, match.AcceptH0}, {3, match.AcceptH1}} {
		if got := sp.Verdict(c.llr); got != c.want {
			t.Errorf("Verdict(%v) = %v, want %v", c.llr, got, c.want)
		}
	}
	// A strong result decides for H1, an even one long enough for H0.
	if v := sp.Verdict(sp.LLR(match.Score{Wins: 3000, Draws: 4000, Losses: 2500})); v != match.AcceptH1 {
		t.Errorf("strong result: %v", v)
	}
	if v := sp.Verdict(sp.LLR(match.Score{Wins: 5000, Draws: 10000, Losses: 5000})); v != match.AcceptH0 {
		t.Errorf("even result: %v", v)
	}
}
