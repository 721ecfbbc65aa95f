package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// firstFitWeights are the weights of the first fit (main at 9d47b3d:
// TestEvalFit -engine.fit 2000 at level 2, the engine with the hand-set
// evaluation playing), 93 a model, whose meeting threats are three kinds
// of point (two fours, a four and a three, two threes, by colour to move
// and side) where fPoints has 15: the tests' opponent of the second fit
// (TestTechniques' row secondfit), as firstFitModel makes them.
//
//   - freestyle: 2000 games, 70370 positions (15033 held out), lambda 10; hand-set 0.6681 log-loss, 61.5% right; fitted 0.6294 (training 0.6105), 69.2%; hand scale 1205.6 a logit
//   - renju: 2000 games, 87933 positions (17135 held out), lambda 10; hand-set 0.6694 log-loss, 59.9% right; fitted 0.6258 (training 0.6261), 68.3%; hand scale 1223.8 a logit
var firstFitWeights = [numModels][fPoints + 12]int32{
	{ // freestyle
		317,  // bias, black to move
		317,  // bias, white to move
		0,    // my fours
		-370, // their fours
		654,  // my threes (lines)
		-130, // their threes (lines)
		120,  // my four-making lines
		-119, // their four-making lines
		-20,  // my three-making lines
		41,   // their three-making lines
		-370, // a forced block
		-198, // line mine, none, window 0
		-175, // line mine, none, window 1
		-157, // line mine, none, window 2
		0,    // line mine, none, window 3
		0,    // line mine, none, window 4
		0,    // line mine, three, window 0
		0,    // line mine, three, window 1
		-20,  // line mine, three, window 2
		0,    // line mine, three, window 3
		0,    // line mine, three, window 4
		0,    // line mine, four, window 0
		0,    // line mine, four, window 1
		0,    // line mine, four, window 2
		-93,  // line mine, four, window 3
		0,    // line mine, four, window 4
		0,    // line mine, open-four, window 0
		0,    // line mine, open-four, window 1
		0,    // line mine, open-four, window 2
		227,  // line mine, open-four, window 3
		0,    // line mine, open-four, window 4
		0,    // line mine, double-four, window 0
		0,    // line mine, double-four, window 1
		0,    // line mine, double-four, window 2
		213,  // line mine, double-four, window 3
		0,    // line mine, double-four, window 4
		0,    // line mine, five, window 0
		0,    // line mine, five, window 1
		0,    // line mine, five, window 2
		0,    // line mine, five, window 3
		0,    // line mine, five, window 4
		0,    // line mine, overline, window 0
		0,    // line mine, overline, window 1
		0,    // line mine, overline, window 2
		0,    // line mine, overline, window 3
		0,    // line mine, overline, window 4
		198,  // line theirs, none, window 0
		180,  // line theirs, none, window 1
		154,  // line theirs, none, window 2
		0,    // line theirs, none, window 3
		0,    // line theirs, none, window 4
		0,    // line theirs, three, window 0
		0,    // line theirs, three, window 1
		41,   // line theirs, three, window 2
		0,    // line theirs, three, window 3
		0,    // line theirs, three, window 4
		0,    // line theirs, four, window 0
		0,    // line theirs, four, window 1
		0,    // line theirs, four, window 2
		112,  // line theirs, four, window 3
		0,    // line theirs, four, window 4
		0,    // line theirs, open-four, window 0
		0,    // line theirs, open-four, window 1
		0,    // line theirs, open-four, window 2
		-288, // line theirs, open-four, window 3
		0,    // line theirs, open-four, window 4
		0,    // line theirs, double-four, window 0
		0,    // line theirs, double-four, window 1
		0,    // line theirs, double-four, window 2
		-231, // line theirs, double-four, window 3
		0,    // line theirs, double-four, window 4
		0,    // line theirs, five, window 0
		0,    // line theirs, five, window 1
		0,    // line theirs, five, window 2
		0,    // line theirs, five, window 3
		-370, // line theirs, five, window 4
		0,    // line theirs, overline, window 0
		0,    // line theirs, overline, window 1
		0,    // line theirs, overline, window 2
		0,    // line theirs, overline, window 3
		0,    // line theirs, overline, window 4
		215,  // black to move, mine 4-4
		856,  // black to move, mine 4-3
		166,  // black to move, mine 3-3
		15,   // black to move, theirs 4-4
		-633, // black to move, theirs 4-3
		-38,  // black to move, theirs 3-3
		-223, // white to move, mine 4-4
		663,  // white to move, mine 4-3
		-79,  // white to move, mine 3-3
		-88,  // white to move, theirs 4-4
		-810, // white to move, theirs 4-3
		-204, // white to move, theirs 3-3
	},
	{ // renju
		-201,  // bias, black to move
		602,   // bias, white to move
		0,     // my fours
		-386,  // their fours
		150,   // my threes (lines)
		-247,  // their threes (lines)
		-181,  // my four-making lines
		-5,    // their four-making lines
		-8,    // my three-making lines
		22,    // their three-making lines
		-386,  // a forced block
		-124,  // line mine, none, window 0
		-111,  // line mine, none, window 1
		-89,   // line mine, none, window 2
		-37,   // line mine, none, window 3
		0,     // line mine, none, window 4
		0,     // line mine, three, window 0
		0,     // line mine, three, window 1
		-8,    // line mine, three, window 2
		0,     // line mine, three, window 3
		0,     // line mine, three, window 4
		0,     // line mine, four, window 0
		0,     // line mine, four, window 1
		0,     // line mine, four, window 2
		277,   // line mine, four, window 3
		0,     // line mine, four, window 4
		0,     // line mine, open-four, window 0
		0,     // line mine, open-four, window 1
		0,     // line mine, open-four, window 2
		332,   // line mine, open-four, window 3
		0,     // line mine, open-four, window 4
		0,     // line mine, double-four, window 0
		0,     // line mine, double-four, window 1
		0,     // line mine, double-four, window 2
		-458,  // line mine, double-four, window 3
		0,     // line mine, double-four, window 4
		0,     // line mine, five, window 0
		0,     // line mine, five, window 1
		0,     // line mine, five, window 2
		0,     // line mine, five, window 3
		0,     // line mine, five, window 4
		0,     // line mine, overline, window 0
		0,     // line mine, overline, window 1
		0,     // line mine, overline, window 2
		0,     // line mine, overline, window 3
		-87,   // line mine, overline, window 4
		124,   // line theirs, none, window 0
		114,   // line theirs, none, window 1
		87,    // line theirs, none, window 2
		1,     // line theirs, none, window 3
		0,     // line theirs, none, window 4
		0,     // line theirs, three, window 0
		0,     // line theirs, three, window 1
		22,    // line theirs, three, window 2
		0,     // line theirs, three, window 3
		0,     // line theirs, three, window 4
		0,     // line theirs, four, window 0
		0,     // line theirs, four, window 1
		0,     // line theirs, four, window 2
		-69,   // line theirs, four, window 3
		0,     // line theirs, four, window 4
		0,     // line theirs, open-four, window 0
		0,     // line theirs, open-four, window 1
		0,     // line theirs, open-four, window 2
		-211,  // line theirs, open-four, window 3
		0,     // line theirs, open-four, window 4
		0,     // line theirs, double-four, window 0
		0,     // line theirs, double-four, window 1
		0,     // line theirs, double-four, window 2
		64,    // line theirs, double-four, window 3
		0,     // line theirs, double-four, window 4
		0,     // line theirs, five, window 0
		0,     // line theirs, five, window 1
		0,     // line theirs, five, window 2
		0,     // line theirs, five, window 3
		-386,  // line theirs, five, window 4
		0,     // line theirs, overline, window 0
		0,     // line theirs, overline, window 1
		0,     // line theirs, overline, window 2
		0,     // line theirs, overline, window 3
		-52,   // line theirs, overline, window 4
		-1329, // black to move, mine 4-4
		1737,  // black to move, mine 4-3
		-218,  // black to move, mine 3-3
		-23,   // black to move, theirs 4-4
		-536,  // black to move, theirs 4-3
		-35,   // black to move, theirs 3-3
		82,    // white to move, mine 4-4
		300,   // white to move, mine 4-3
		-140,  // white to move, mine 3-3
		956,   // white to move, theirs 4-4
		-991,  // white to move, theirs 4-3
		185,   // white to move, theirs 3-3
	},
}

func init() {
	var m [numModels]*fitModel
	for i := range m {
		m[i] = firstFitModel(&firstFitWeights[i])
	}
	firstFitModels = &m
}

// firstFitModel returns the model of the first fit's weights w: its
// kinds of point are three of today's (firstKinds), the others weigh 0.
func firstFitModel(w *[fPoints + 12]int32) *fitModel {
	var v [numFeatures]int32
	copy(v[:fPoints], w[:fPoints])
	for j := range 4 { // colour to move and side
		for i, k := range firstKinds {
			v[fPoints+j*pointKinds+k] = w[fPoints+j*3+i]
		}
	}
	return newFitModel(&v)
}

// TestFirstFitModel checks that the model of a first fit's weights
// evaluates as those weights times the first fit's features, on the
// positions of random games with random weights.
func TestFirstFitModel(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 2))
	var w [fPoints + 12]int32
	for i := range w {
		w[i] = int32(rng.IntN(8001) - 4000)
	}
	m := firstFitModel(&w)
	g, err := gomoku.NewGame(15, gomoku.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 200 && !g.Over(); k++ {
		x := newGame(g)
		me := g.Turn()
		my, their := sideOf(x, me), sideOf(x, me.Opponent())
		var s sample
		for i, v := range features(x, me, my, their) {
			s.F[i] = int16(v)
		}
		want := 0.0
		for i, v := range firstFeatures.of(&s) {
			want += float64(w[i]) * v
		}
		if got := m.eval(x, me, my, their); float64(got) != want {
			t.Fatalf("after %d moves: eval %d, the first fit's features × weights %v\n%v", g.Len(), got, want, g)
		}
		moves := slices.Collect(func(yield func(board.Point) bool) { // the centre, 9×9
			for p := range g.Moves() {
				if p.Row >= 3 && p.Row <= 11 && p.Col >= 3 && p.Col <= 11 && !yield(p) {
					return
				}
			}
		})
		if len(moves) == 0 {
			break
		}
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
}
