package pattern

import (
	"flag"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// TestCoreAgreesWithOld holds the per-line-code core to the position it
// replaced (old_test.go) on random move sequences with undos, on every
// rule and size: after every move and undo, the counts and the hash, and
// at every point for both colours and each axis the class,
// the window key and the sum of the point's lines, and the foul against
// the tables' reading (oracle_test.go). Taking every
// move back must leave the tables of a new position, byte for byte.
// -pattern.deep plays 30 times the sequences.
func TestCoreAgreesWithOld(t *testing.T) {
	seqs := 24
	if f := flag.Lookup("pattern.deep"); f != nil && f.Value.String() == "true" {
		seqs *= 30
	}
	rng := rand.New(rand.NewPCG(40, 1))
	sizes := []int{gomoku.MinSize, 7, 9, 15, 15, 15, 19, 22, 23, gomoku.MaxSize}
	rules := gomoku.Rules()
	changes := 0
	for i := range seqs {
		r := rules[i%len(rules)]
		n := sizes[rng.IntN(len(sizes))]
		changes += agreeCore(t, rng, n, r)
		if t.Failed() {
			return
		}
	}
	if changes == 0 {
		t.Error("no three or four in any sequence")
	}
}

// agreeCore plays one random sequence on a new and an old position and
// compares them; it returns the number of threes and fours it saw.
func agreeCore(t *testing.T, rng *rand.Rand, n int, r gomoku.Rule) int {
	t.Helper()
	p, _ := New(n, r)
	o := newOld(n, r)
	fresh := *p
	changes := 0
	for range rng.IntN(n*n*2/3) + 1 {
		if p.Len() > 0 && rng.IntN(5) == 0 {
			p.Undo()
			o.Undo()
		} else {
			q := board.Pt(rng.IntN(n), rng.IntN(n))
			if p.At(q) != gomoku.Empty {
				continue
			}
			s := gomoku.Stone(1 + rng.IntN(2))
			p.Place(q, s)
			o.Place(q, s)
			changes += int(p.Count(s, Three) + p.Count(s, Four))
		}
		compareCore(t, p, o)
		if t.Failed() {
			t.Logf("%v, %d×%d, after %d moves:\n%v", r, n, n, p.Len(), p)
			return changes
		}
	}
	for p.Undo() {
	}
	if p.codes != fresh.codes || p.slots != fresh.slots || p.sum != fresh.sum || p.count != fresh.count || p.rows != fresh.rows || len(p.recs) != 0 {
		t.Errorf("%v, %d×%d: the tables after every move was taken back differ from a new position's", r, n, n)
	}
	return changes
}

// compareCore compares a new and an old position in the same state.
func compareCore(t *testing.T, p *Position, o *oldPosition) {
	t.Helper()
	if p.Hash() != o.Hash() {
		t.Fatalf("hash %x, old %x", p.Hash(), o.Hash())
	}
	for _, s := range [2]gomoku.Stone{gomoku.Black, gomoku.White} {
		for c := range Class(NumClasses) {
			if g, w := p.Count(s, c), int(o.count[s-1][c]); g != w {
				t.Fatalf("%v: Count(%v) = %d, old %d", s, c, g, w)
			}
		}
	}
	for _, s := range [2]gomoku.Stone{gomoku.Black, gomoku.White} {
		for min := range 5 {
			var want []board.Point
			for q := range p.Points() {
				if p.Window(q, s) >= min {
					want = append(want, q)
				}
			}
			if got := p.AppendWindows(nil, s, min); !slices.Equal(got, want) {
				t.Fatalf("%v: AppendWindows(%d) = %v, the points whose Window is at least %d %v", s, min, got, min, want)
			}
		}
	}
	n := p.size
	for row := range n {
		for col := range n {
			q, i := board.Pt(row, col), row*n+col
			for _, s := range [2]gomoku.Stone{gomoku.Black, gomoku.White} {
				for a := range 4 {
					if g, w := p.keyAt(row, col, a, s), o.pts[i].key[s-1][a]; g != w {
						t.Fatalf("%v at %v on axis %d: key %d, old %d", s, q, a, g, w)
					}
					if g, w := p.Class(q, board.Axis(a), s), o.Class(q, board.Axis(a), s); g != w {
						t.Fatalf("%v at %v on axis %d: class %v, old %v", s, q, a, g, w)
					}
				}
				c, w, b := s-1, i/64, uint64(1)<<(i%64)
				win, four := o.sum[c][i]>>fFive&15 != 0, o.sum[c][i]>>fFours&15 != 0
				win, four = win && p.At(q) == gomoku.Empty, four && !win && p.At(q) == gomoku.Empty
				if g, g4 := p.wins[c][w]&b != 0, p.fours[c][w]&b != 0; g != win || g4 != four {
					t.Fatalf("%v at %v: in the set of wins %v and of fours %v, old %v and %v", s, q, g, g4, win, four)
				}
				if p.At(q) != gomoku.Empty {
					if p.sum[i] != 0 {
						t.Fatalf("occupied %v: sum %#x, want 0", q, p.sum[i])
					}
					continue
				}
				comparePoint(t, p, o, q, s)
			}
		}
	}
}

// comparePoint compares the readings of the empty point q for s on the
// new position p with those of the old position o and of scans of its
// 4 lines.
func comparePoint(t *testing.T, p *Position, o *oldPosition, q board.Point, s gomoku.Stone) {
	t.Helper()
	i := q.Row*p.size + q.Col
	if g, w := p.sumOf(i, s), o.sum[s-1][i]; g != w {
		t.Fatalf("%v at %v: sum %#x, old %#x", s, q, g, w)
	}
	over := 0
	for _, a := range board.Axes() {
		if p.Class(q, a, s) == Overline {
			over++
		}
	}
	if g := p.Overlines(q, s); g != over {
		t.Fatalf("%v at %v: Overlines %d, lines of class Overline %d", s, q, g, over)
	}
	if g, w := p.Threes(q, s), threesScan(p, q, s); g != w {
		t.Fatalf("%v at %v: Threes %d, the scan of the 4 lines %d", s, q, g, w)
	}
	if g, w := p.FivesAfter(nil, q, s), fivesAfterScan(p, q, s); !slices.Equal(g, w) {
		t.Fatalf("%v at %v: FivesAfter %v, the scan of the 4 lines %v", s, q, g, w)
	}
	// Package threat's VCF counts on this: two five points
	// after q are two fours or a straight four.
	open := false
	for _, a := range board.Axes() {
		open = open || p.Class(q, a, s) == OpenFour
	}
	if g, w := len(p.FivesAfter(nil, q, s)) >= 2, p.Fours(q, s) >= 2 || open && p.Fours(q, s) > 0; g != w {
		t.Fatalf("%v at %v: two five points %v, two fours or a straight four %v", s, q, g, w)
	}
	if g, w := p.Forbidden(q, s), p.OracleForbidden(q, s); g != w {
		t.Fatalf("%v at %v: foul %v, the tables' reading %v", s, q, g, w)
	}
}

// FuzzCore plays the moves that data spells on a new and an old position
// and compares them after every move and undo: the first byte picks the
// rule and the size, then each byte is a point (taken modulo the points;
// an occupied point takes the last move back) and its parity the colour.
func FuzzCore(f *testing.F) {
	f.Add([]byte{3, 112, 113, 127, 128, 97, 98, 112})
	f.Add([]byte{0x2a, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{0xff, 200, 17, 201, 33, 202, 49, 203, 65, 204})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		rules := gomoku.Rules()
		r := rules[int(data[0])%len(rules)]
		n := gomoku.MinSize + int(data[0]>>2)%(gomoku.MaxSize-gomoku.MinSize+1)
		p, _ := New(n, r)
		o := newOld(n, r)
		for _, b := range data[1:] {
			i := int(b) * 7919 % (n * n)
			q := board.Pt(i/n, i%n)
			if p.At(q) != gomoku.Empty {
				p.Undo()
				o.Undo()
			} else {
				s := gomoku.Stone(1 + b&1)
				p.Place(q, s)
				o.Place(q, s)
			}
			compareCore(t, p, o)
		}
	})
}

// fivesAfterScan is FivesAfter read on all 4 lines of q, with no test of
// the slots' states: the oracle of the one that skips the lines without
// a four.
func fivesAfterScan(p *Position, q board.Point, s gomoku.Stone) []board.Point {
	var dst []board.Point
	if sum := p.sumAt(q, s); field(sum, fFours) == 0 || field(sum, fFive) > 0 {
		return dst
	}
	for a, d := range axisDelta {
		m := p.tab[s-1].mask[p.keyAt(q.Row, q.Col, a, s)].fives()
		for ; m != 0; m &= m - 1 {
			o := bitsTrailing(m) - window
			dst = append(dst, board.Pt(q.Row+o*d[0], q.Col+o*d[1]))
		}
	}
	return dst
}

// threesScan is Threes read on all 4 lines of q.
func threesScan(p *Position, q board.Point, s gomoku.Stone) int {
	if sum := p.sumAt(q, s); field(sum, fThrees) == 0 || field(sum, fFive) > 0 {
		return 0
	}
	n := 0
	for a := range 4 {
		if p.straightFourMoves(q.Row*p.size+q.Col, a, s-1) != 0 {
			n++
		}
	}
	return n
}

// TestForbiddenColours holds Forbidden and MayBeForbidden to no foul for
// every value that is not a colour with fouls, at a point that is a
// double three for Black under renju.
func TestForbiddenColours(t *testing.T) {
	p, _ := New(15, gomoku.Renju)
	for _, q := range []board.Point{board.Pt(7, 6), board.Pt(7, 7), board.Pt(5, 8), board.Pt(6, 8)} {
		p.Place(q, gomoku.Black)
	}
	q := board.Pt(7, 8)
	if f := p.Forbidden(q, gomoku.Black); f != gomoku.DoubleThree || !p.MayBeForbidden(q, gomoku.Black) {
		t.Fatalf("Black at %v: Forbidden %v, MayBeForbidden %v; want double-three, true", q, f, p.MayBeForbidden(q, gomoku.Black))
	}
	for _, s := range []gomoku.Stone{gomoku.Empty, gomoku.White, 3, 5, 6, 9} {
		if f, m := p.Forbidden(q, s), p.MayBeForbidden(q, s); f != gomoku.NoFoul || m {
			t.Errorf("Stone(%d) at %v: Forbidden %v, MayBeForbidden %v; want none, false", s, q, f, m)
		}
	}
}

// TestWindowKey holds the window table, read by windowKey, to
// mostInWindow of the 11 points of every code for both colours: the
// points 5 before and 5 after, left out of the key, change no window.
func TestWindowKey(t *testing.T) {
	st := getStates()
	var cells [2*window + 1]uint8
	for w := range uint64(1 << codeBits) {
		if w>>(2*pad)&3 != 3 {
			continue // the point itself is empty
		}
		for c := range 2 {
			for i := range cells {
				cells[i] = uint8(digitOf(int(w>>(2*i)&3), c))
			}
			cells[window] = 1
			if got, want := st.mostOf(w, c), mostInWindow(&cells); got != want {
				t.Fatalf("code %#x, colour %d: window %d, want %d", w, c+1, got, want)
			}
		}
	}
}
