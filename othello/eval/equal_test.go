package eval

import (
	"flag"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board/internal/othelloplay"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
)

var deep = flag.Bool("eval.deep", false, "run the deep tier: Score against the first implementation on every position of the WTHOR archive and on ten million random ones")

// tier returns quick, or deepN in the deep tier, or race under the race
// detector.
func tier(quick, deepN, race int) int {
	switch {
	case *deep:
		return deepN
	case othellotest.Race:
		return race
	}
	return quick
}

// agreeOn holds Score by the weights w to oldScore, the first
// implementation, on the position p, o: see CheckScore.
func agreeOn(t *testing.T, w *Weights, p, o uint64) {
	t.Helper()
	if err := CheckScore(w, p, o); err != nil {
		t.Fatal(err)
	}
}

// implementations returns the values of useVector that the machine
// runs.
func implementations() []bool {
	if hasVector {
		return []bool{false, true}
	}
	return []bool{false}
}

// TestScoreOracleRandom holds Score to oldScore on random positions of
// every density and balance, and on random games, by the Default weights
// and by random ones (every weight, not only those that real games read).
func TestScoreOracleRandom(t *testing.T) {
	n := tier(20_000, 10_000_000, 2_000)
	rng := rand.New(rand.NewPCG(13, 14))
	for _, w := range []*Weights{Default(), randomWeights(rng, 1)} {
		for i := range n {
			var p, o uint64
			if i%2 == 0 {
				p, o = randomPosition(rng)
			} else {
				p, o = othelloplay.Discs(rng)
			}
			agreeOn(t, w, p, o)
		}
		for range n / 600 {
			for _, b := range othelloplay.Game(rng, 8) {
				agreeOn(t, w, b.Mover, b.Opponent)
			}
		}
	}
}

// TestScoreOracleWTHOR holds Score to oldScore on the positions of every
// game of the WTHOR archive, both sides to move, in the deep tier (the
// default tier checks the held-out games: TestScoreOracleHeldOut).
func TestScoreOracleWTHOR(t *testing.T) {
	if !*deep {
		t.Skip("the deep tier (-eval.deep)")
	}
	w := Default()
	n := 0
	for _, game := range othellotest.WTHORGames(t) {
		pos, _ := othellotest.Replay(game) // the positions up to a bad move
		for _, b := range pos {
			agreeOn(t, w, b.Mover, b.Opponent)
			agreeOn(t, w, b.Opponent, b.Mover)
			n += 2
		}
	}
	t.Logf("%d positions", n)
}

// TestFeaturesOracle holds features, the reading square by square that
// Fit uses, to oldFeatures index by index: the same weights in the same
// order, so that Fit gives the same weights as before.
func TestFeaturesOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for range tier(20_000, 20_000, 2_000) {
		p, o := randomPosition(rng)
		var got, want [nFeatures]int32
		features(&got, p, o)
		oldFeatures(&want, p, o)
		if got != want {
			t.Fatalf("%#x %#x: features %v, want %v", p, o, got, want)
		}
	}
}

// TestScoreFeatures holds Score to the sum of the weights of features
// with random weights: the fast reading of the places is the plain one.
func TestScoreFeatures(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	w := randomWeights(rng, 1)
	defer func() { useVector = hasVector }()
	for range tier(20_000, 20_000, 2_000) {
		p, o := randomPosition(rng)
		var f [nFeatures]int32
		features(&f, p, o)
		st := stageOf(64 - bits.OnesCount64(p|o))
		want := 0
		for _, i := range f {
			want += int(w.w[st*stageSize+int(i)])
		}
		for _, v := range implementations() {
			useVector = v
			if got := w.Score(p, o); got != want {
				t.Fatalf("Score(%#x, %#x) = %d (vector code %v), the weights of its features add up to %d", p, o, got, v, want)
			}
		}
	}
}

// FuzzScore holds Score to oldScore on any two bitboards, overlapping or
// not, by the Default weights, and checks that the 8 symmetric images of
// a position score the same.
func FuzzScore(f *testing.F) {
	f.Add(uint64(0x0000000810000000), uint64(0x0000001008000000))
	f.Add(uint64(0x8100000000000081), uint64(0x0042000000004200))
	f.Add(uint64(0), uint64(0))
	f.Add(^uint64(0), uint64(0))
	f.Add(^uint64(0), ^uint64(0))
	w := Default()
	f.Fuzz(func(t *testing.T, p, o uint64) {
		agreeOn(t, w, p, o)
		if p&o != 0 {
			return
		}
		ps, os := symmetric(p), symmetric(o)
		want := w.Score(p, o)
		for s := range 8 {
			if got := w.Score(ps[s], os[s]); got != want {
				t.Fatalf("symmetry %d of %#x %#x scores %d, the position %d", s, p, o, got, want)
			}
		}
	})
}

// TestScoreMoves holds ScoreMoves, given the legal moves of both sides,
// to Score on random positions and the positions of random games, by the
// Default weights and by random ones, and checks that the moves it is
// given count: other sets score otherwise.
func TestScoreMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(38, 39))
	for k, w := range []*Weights{Default(), randomWeights(rng, 1)} {
		differ := 0
		for i := range 2000 {
			var p, o uint64
			if i%2 == 0 {
				p, o = randomPosition(rng)
			} else {
				p, o = othelloplay.Discs(rng)
			}
			b := bitboard.Bitboard{Mover: p, Opponent: o}
			pm, om := b.Legal(), b.Pass().Legal()
			if got, want := w.ScoreMoves(p, o, pm, om), w.Score(p, o); got != want {
				t.Fatalf("ScoreMoves(%#x, %#x, %#x, %#x) = %d, Score %d", p, o, pm, om, got, want)
			}
			if k == 0 {
				if got, want := ScoreMoves(p, o, pm, om), Score(p, o); got != want {
					t.Fatalf("eval.ScoreMoves(%#x, %#x, %#x, %#x) = %d, Score %d", p, o, pm, om, got, want)
				}
			}
			if w.ScoreMoves(p, o, om, pm) != w.Score(p, o) {
				differ++
			}
		}
		if differ == 0 {
			t.Errorf("ScoreMoves with the moves of the sides swapped scored as Score on all 2000 positions")
		}
	}
}
