package engine

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// features returns the features of x for me, to move, whose sides are my
// and their, as game.fitted weighs them; it reads the lines with
// [pattern.Position.Lines], not Score.
func features(x *game, me gomoku.Stone, my, their side) [numFeatures]int {
	var f [numFeatures]int
	mc := int(me-1) & 1
	f[fBias+mc] = 1
	for i, n := range counts(my, their) {
		f[fCounts+i] = n
	}
	for i, k := range x.near {
		q := board.Pt(i/x.n, i%x.n)
		if k == 0 || x.pos.At(q) != gomoku.Empty {
			continue
		}
		for r, s := range [2]gomoku.Stone{me, me.Opponent()} {
			var bits int32
			for _, l := range x.pos.Lines(q, s) {
				k, n := min(l.Class, pattern.NumClasses-1), min(l.Window, 4)
				f[fLines+(r*pattern.NumClasses+int(k))*5+n]++
				bits += threatBits(k, 0)
			}
			for j, n := range doubleKinds(int(bits&15), int(bits>>4&15)) {
				f[fDoubles+(mc*2+r)*3+j] += n
			}
		}
	}
	return f
}
