package engine

import (
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// The fitted evaluation (docs/search.md, "The fitted evaluation"): a
// linear function of features of the position for the side to move, its
// weights fitted by logistic regression to the results of self-play games
// (TestEvalFit, fitted.go), in the units of the hand-set evaluation.
//
// The features, by the index of a weight:
//   - the side to move's colour (fBias, 2): the tempo of each colour
//     under renju, whose colours play by different rules; one weight for
//     both colours under the other rules (TestEvalFit), where a colour's
//     advantage in the games' openings is theirs, not the position's, and
//     Swap2's judgement must read none, as with the hand-set evaluation;
//   - the counts of side (fCounts, 9): each side's fours, threes (lines),
//     lines that make a four and lines that make a three, and a forced
//     block (the opponent has a four);
//   - the lines through the empty points within 2 of a stone (fLines,
//     70): for each side, its Class and Window on the line, as
//     [pattern.Position.Lines] reads them;
//   - the points where two threats meet (fDoubles, 12): for each side
//     and each colour to move, the points where a stone makes two fours,
//     a four and a three, or two threes (a four that makes a four or an
//     open four, a three a three), forbidden or not.
const (
	fBias       = 0
	fCounts     = fBias + 2
	fLines      = fCounts + 9
	fDoubles    = fLines + 2*pattern.NumClasses*5
	numFeatures = fDoubles + 2*2*3
)

// numModels is the number of fitted models: renju's, and one for the
// other rules (whose fouls, if any, the features do not see).
const numModels = 2

// modelOf returns the model of the rule r: 1 for renju, 0 for the others.
func modelOf(r gomoku.Rule) int {
	if r == gomoku.Renju {
		return 1
	}
	return 0
}

// A fitModel is a fitted model made ready for the evaluation: the
// weights of the lines as [pattern.Weights] by the colour to move (less
// one), each the weight of the line in the high bits and, in the low 16,
// 4 bits of each side's fours and threes, and the weights of the threat
// counts of a point by colour to move and side.
type fitModel struct {
	w       [numFeatures]int
	lines   [2]pattern.Weights
	doubles [2][2][256]int32
	keys    *[numKeys][4]int32 // by line key: what a line adds to a cell (keyValues)
}

// threatBits returns what a line of class k adds to the low bits of a
// point's score for the side r (0 the side to move): its fours (two for
// a double four) in bits 8r to 8r+3, its threes in bits 8r+4 to 8r+7.
func threatBits(k pattern.Class, r int) int32 {
	switch k {
	case pattern.Three:
		return 1 << (8*r + 4)
	case pattern.Four, pattern.OpenFour:
		return 1 << (8 * r)
	case pattern.DoubleFour:
		return 2 << (8 * r)
	}
	return 0
}

// doubleKinds returns the threats that meet at a point whose side has f
// fours and t threes there, as counts: two fours, a four and a three, two
// threes.
func doubleKinds(f, t int) [3]int {
	b := func(ok bool) int {
		if ok {
			return 1
		}
		return 0
	}
	return [3]int{b(f >= 2), b(f >= 1 && t >= 1), b(t >= 2)}
}

// newFitModel returns the model of the weights w.
func newFitModel(w *[numFeatures]int32) *fitModel {
	m := &fitModel{}
	for i, v := range w {
		m.w[i] = int(v)
	}
	for mc := range 2 { // the colour to move, less one
		for r := range 2 { // 0 the side to move, 1 the opponent
			c := mc ^ r // the colour of the side, less one
			for k := range pattern.NumClasses {
				for n := range 5 {
					m.lines[mc][c][k][n] = w[fLines+(r*pattern.NumClasses+k)*5+n]<<16 + threatBits(pattern.Class(k), r)
				}
			}
			for b := range 256 {
				d := doubleKinds(b&15, b>>4)
				for j, n := range d {
					m.doubles[mc][r][b] += int32(n) * w[fDoubles+(mc*2+r)*3+j]
				}
			}
		}
	}
	m.keys = keyValues(&m.lines)
	return m
}

// fitModels are the fitted models, by modelOf.
var fitModels = newFitModels(&fittedWeights)

// newFitModels returns the models of the weights w, by modelOf.
func newFitModels(w *[numModels][numFeatures]int32) (m [numModels]*fitModel) {
	for i := range m {
		m[i] = newFitModel(&w[i])
	}
	return m
}

// counts returns the counts of side of my and their for the weights of
// fCounts.
func counts(my, their side) [9]int {
	forced := 0
	if their.five > 0 {
		forced = 1
	}
	return [9]int{my.five, their.five, my.threes, their.threes, my.four, their.four, my.three, their.three, forced}
}

// fittedEval returns the fitted evaluation of x for me, to move, whose
// sides are my and their: its model's (its rule's), bounded by fitBound.
func fittedEval(x *game, me gomoku.Stone, my, their side) int {
	return max(-fitBound, min(fitBound, x.fitted(me, my, their)))
}

// fitBound bounds the fitted evaluation below the threats' (nearWin/4).
const fitBound = nearWin/4 - 500

// fitted returns the evaluation of x by its model for me, to move, whose
// sides are my and their: the bias and the counts' weights, and the sum
// of the points near the stones that x keeps (the model's
// [pattern.Position.Score] of each, and its doubles: point).
func (x *game) fitted(me gomoku.Stone, my, their side) int {
	m := x.fit
	mc := int(me-1) & 1
	v := m.w[fBias+mc] + x.total[mc]
	for i, n := range counts(my, their) {
		v += m.w[fCounts+i] * n
	}
	return v
}

// point returns what a point adds to the evaluation of m for the colour
// to move mc+1, whose lines' sum (the point's Score with m.lines[mc]) is
// s: the lines' weights and those of the threats that meet there.
func (m *fitModel) point(mc int, s int32) int {
	d := &m.doubles[mc]
	return int(s>>16) + int(d[0][s&255]+d[1][s>>8&255])
}
