package match

import (
	"fmt"
	"math"
)

// z95 is the two-sided 97.5% quantile of the standard normal
// distribution: mean ± z95 standard errors is a 95% interval.
const z95 = 1.959963984540054

// A Score is the result of games for one player: its wins, draws and
// losses. The zero Score is no games.
type Score struct{ Wins, Draws, Losses int }

// String returns s like "+3 =1 -2".
func (s Score) String() string {
	return fmt.Sprintf("+%d =%d -%d", s.Wins, s.Draws, s.Losses)
}

// Add returns the sum of s and t.
func (s Score) Add(t Score) Score {
	return Score{s.Wins + t.Wins, s.Draws + t.Draws, s.Losses + t.Losses}
}

// Swap returns s for the opponent: its wins as losses.
func (s Score) Swap() Score { return Score{s.Losses, s.Draws, s.Wins} }

// Games returns the number of games of s.
func (s Score) Games() int { return s.Wins + s.Draws + s.Losses }

// Points returns the points of s: a win 1, a draw 1/2.
func (s Score) Points() float64 { return float64(s.Wins) + float64(s.Draws)/2 }

// Score returns the mean score of s, its points over its games, from 0
// to 1; 0 for no games.
func (s Score) Score() float64 {
	n := s.Games()
	if n == 0 {
		return 0
	}
	return s.Points() / float64(n)
}

// DrawRatio returns the share of draws among the games of s; 0 for no
// games.
func (s Score) DrawRatio() float64 {
	n := s.Games()
	if n == 0 {
		return 0
	}
	return float64(s.Draws) / float64(n)
}

// Variance returns the variance of the score of one game of s, the
// outcomes 1, 1/2 and 0 weighted by their frequencies:
// σ² = w(1-μ)² + d(1/2-μ)² + l(0-μ)², μ the mean score; 0 for no games.
func (s Score) Variance() float64 {
	n := float64(s.Games())
	if n == 0 {
		return 0
	}
	mu := s.Score()
	w, d, l := float64(s.Wins)/n, float64(s.Draws)/n, float64(s.Losses)/n
	return w*(1-mu)*(1-mu) + d*(0.5-mu)*(0.5-mu) + l*mu*mu
}

// Elo returns the Elo difference that the mean score of s gives under the
// logistic model, and the half-width of its 95% interval: the Elo of the
// mean score ± 1.96 standard errors (σ/√n), halved. The difference is
// ±Inf for a score of 1 or 0, and the width NaN for fewer than two games
// or a variance of 0.
func (s Score) Elo() (diff, margin float64) {
	mu := s.Score()
	diff = EloFromScore(mu)
	n := float64(s.Games())
	v := s.Variance()
	if n < 2 || v == 0 {
		return diff, math.NaN()
	}
	se := math.Sqrt(v / n)
	return diff, (EloFromScore(mu+z95*se) - EloFromScore(mu-z95*se)) / 2
}

// ScoreFromElo returns the expected score of a player rated d Elo above
// its opponent in the logistic model: E = 1/(1+10^(-d/400)).
func ScoreFromElo(d float64) float64 { return 1 / (1 + math.Pow(10, -d/400)) }

// EloFromScore returns the Elo difference whose expected score is s, the
// inverse of [ScoreFromElo]: d = -400·log10(1/s - 1); -Inf at 0 and +Inf
// at 1, NaN outside [0, 1].
func EloFromScore(s float64) float64 {
	switch {
	case s < 0 || s > 1 || math.IsNaN(s):
		return math.NaN()
	case s == 0:
		return math.Inf(-1)
	case s == 1:
		return math.Inf(1)
	}
	return -400*math.Log10(1/s-1) + 0 // + 0: 0, not -0, at 1/2
}

// Pairs counts the pairs of games that the same opening gave with the
// colours swapped, by the points the first player took in the pair:
// Pairs[k] pairs in which it took k/2 points (0 for two losses, 2 a loss
// and a win or two draws, 4 two wins): the pentanomial counts.
type Pairs [5]int

// Add returns the pentanomial counts with one more pair, whose two
// games the first player scored a and b (each 0, 0.5 or 1).
func (p Pairs) Add(a, b float64) Pairs {
	p[int(math.Round(2*(a+b)))]++
	return p
}

// N returns the number of pairs.
func (p Pairs) N() int { return p[0] + p[1] + p[2] + p[3] + p[4] }

// An SPRT is a sequential probability ratio test of H0, the Elo
// difference is Elo0, against H1, it is Elo1 (Elo0 < Elo1; logistic Elo),
// with the error rates Alpha (H1 accepted though H0 holds) and Beta (H0
// accepted though H1 holds): the test of fastchess and fishtest, the
// generalized SPRT under the normal approximation of the mean score.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// Valid reports whether t can run: 0 < Alpha, 0 < Beta, Alpha+Beta < 1
// and Elo0 < Elo1.
func (t SPRT) Valid() bool {
	return t.Alpha > 0 && t.Beta > 0 && t.Alpha+t.Beta < 1 && t.Elo0 < t.Elo1
}

// Bounds returns the bounds of the log-likelihood ratio: H0 is accepted
// at or below lower = ln(β/(1-α)), H1 at or above upper = ln((1-β)/α).
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// regularized returns c, or 1/1000 for a count of 0: the regularization
// of fastchess, which keeps the variance of a one-sided result (all wins)
// from being 0.
func regularized(c int) float64 {
	if c == 0 {
		return 1e-3
	}
	return float64(c)
}

// llr returns the log-likelihood ratio of n samples of mean mu and
// variance v between the normal laws of means s0 and s1 and variance v:
// n·(s1-s0)·(2μ-s0-s1)/(2v); 0 when v is 0.
func (t SPRT) llr(n, mu, v float64) float64 {
	if n == 0 || v == 0 {
		return 0
	}
	s0, s1 := ScoreFromElo(t.Elo0), ScoreFromElo(t.Elo1)
	return (s1 - s0) * (2*mu - s0 - s1) / (2 * v / n)
}

// LLR returns the log-likelihood ratio of the games of s (the
// trinomial model): n·(s1-s0)·(2μ-s0-s1)/(2σ²), with s0 and s1 the
// scores of Elo0 and Elo1, μ and σ² the mean and variance of one game's
// score ([Score.Variance]). A count of 0 counts as 1/1000 (as in
// fastchess), so that a one-sided result decides too. It is 0 for no
// games.
func (t SPRT) LLR(s Score) float64 {
	if s.Games() == 0 {
		return 0
	}
	w, d, l := regularized(s.Wins), regularized(s.Draws), regularized(s.Losses)
	n := w + d + l
	mu := (w + d/2) / n
	v := (w*(1-mu)*(1-mu) + d*(0.5-mu)*(0.5-mu) + l*mu*mu) / n
	return t.llr(n, mu, v)
}

// PairsLLR returns the log-likelihood ratio of the pairs p (the
// pentanomial model): the formula of [SPRT.LLR] over the pairs, each
// pair one sample of its points over 2, a count of 0 as 1/1000. It is 0
// for no pairs.
func (t SPRT) PairsLLR(p Pairs) float64 {
	if p.N() == 0 {
		return 0
	}
	var n, mu, v float64
	for _, c := range p {
		n += regularized(c)
	}
	for k, c := range p {
		mu += regularized(c) / n * float64(k) / 4
	}
	for k, c := range p {
		x := float64(k)/4 - mu
		v += regularized(c) / n * x * x
	}
	return t.llr(n, mu, v)
}

// A Verdict is the state of an [SPRT].
type Verdict int

const (
	Continue Verdict = iota // neither bound reached
	AcceptH0                // the LLR reached the lower bound
	AcceptH1                // the LLR reached the upper bound
)

// String returns "continue", "H0 accepted" or "H1 accepted".
func (v Verdict) String() string {
	if names := [...]string{"continue", "H0 accepted", "H1 accepted"}; v >= 0 && int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("Verdict(%d)", int(v))
}

// Verdict returns the state of the test at the log-likelihood ratio llr.
func (t SPRT) Verdict(llr float64) Verdict {
	lo, hi := t.Bounds()
	switch {
	case llr <= lo:
		return AcceptH0
	case llr >= hi:
		return AcceptH1
	}
	return Continue
}
