package pattern

import (
	"math/bits"
	"sync"
)

// The line tables. A point's window on an axis is the 10 points within 5
// steps of it, read for one colour as a base-3 number: digit 0 is an empty
// point, 1 a stone of the colour, 2 a stone of the other colour or a point
// off the board. Digit i is the point at offset i-5 for i < 5 and i-4 for
// i >= 5 (the point itself is left out: it is the one being classified).
// Eleven points are all the rules need: a five through the point ends
// within 4 steps of it and its exactness is seen one step further.

const (
	window  = 5       // points on each side of the classified point
	numKeys = 59049   // 3^10
	keySpan = 1 << 16 // the tables' length: a uint16 key needs no bounds check
	exactT  = 0       // the table where only exactly five wins
	looseT  = 1       // the table where five or more wins
	offMask = 1<<(2*window+1) - 1
)

// pow3 is the weight of each digit of a window key: pow3[i] = 3^i.
var pow3 = func() (p [2 * window]uint16) {
	w := uint16(1)
	for i := range p {
		p[i] = w
		w *= 3
	}
	return p
}()

// digit returns the digit index of offset o (-5..5, not 0) in a key.
func digit(o int) int {
	if o < 0 {
		return o + window
	}
	return o + window - 1
}

// An entry is what the hot table says of one point, axis and colour, in
// a byte so that the tables stay in the cache: a five (bit 0), an
// overline (bit 1), the fours (bits 2-3), a three (bit 4) and the class
// (bits 5-7). Its wide form spreads the counts into the 4-bit fields
// that add up over the 4 axes of a point (see the sum fields).
type entry uint8

// The 4-bit fields of an entry and of a point's sum over its axes.
const (
	fFive   = 0  // lines on which the colour makes a winning line
	fOver   = 4  // lines with an overline (exact table only)
	fFours  = 8  // fours, counted as RIF §3 counts them
	fThrees = 12 // lines with a move that makes a straight four
	fClass  = 16
)

func field(x uint32, f uint) int { return int(x >> f & 15) }

func (e entry) class() Class { return Class(e >> 5) }

// wide returns the counts of e in the fields of a sum.
func (e entry) wide() uint32 { return wideOf[e] }

var wideOf = func() (w [256]uint32) {
	for b := range w {
		w[b] = uint32(b&1)<<fFive | uint32(b>>1&1)<<fOver | uint32(b>>2&3)<<fFours | uint32(b>>4&1)<<fThrees
	}
	return w
}()

// compact returns the entry of the wide form x with the class in bits
// fClass and up.
func compact(x uint32) entry {
	return entry(field(x, fFive) | field(x, fOver)<<1 | field(x, fFours)<<2 | field(x, fThrees)<<4 | int(x>>fClass&7)<<5)
}

// masks holds, for each key, the offsets (bit o+5) of the moves that
// complete a winning line with the point played (bits 0-10) and of the
// moves that make a straight four through it (bits 16-26).
type masks uint32

func (m masks) fives() uint32  { return uint32(m) & offMask }
func (m masks) threes() uint32 { return uint32(m) >> 16 & offMask }

// lineTables is the pair of tables for one exactness.
type lineTables struct {
	hot  [keySpan]entry // numKeys used
	mask [keySpan]masks
}

var (
	tablesOnce sync.Once
	tables     *[2]lineTables
	most       [keySpan]uint8 // by key: mostInWindow, the same for both tables
)

// mostInWindow returns the most own stones, the centre left out, in a
// window of 5 points of cells through the centre that holds no blocked
// point, or 0 when every such window is blocked.
func mostInWindow(cells *[2*window + 1]uint8) uint8 {
	best := uint8(0)
	for lo := 1; lo <= window; lo++ {
		n, ok := uint8(0), true
		for i := lo; i < lo+5; i++ {
			switch {
			case cells[i] == 2:
				ok = false
			case cells[i] == 1 && i != window:
				n++
			}
		}
		if ok {
			best = max(best, n)
		}
	}
	return best
}

// getTables returns the line tables, building them on first use (about
// 120,000 classifications, a few milliseconds).
func getTables() *[2]lineTables {
	tablesOnce.Do(func() {
		t := new([2]lineTables)
		var cells [2*window + 1]uint8
		for key := range numKeys {
			k := key
			for i := range 2 * window {
				o := i - window
				if i >= window {
					o++
				}
				cells[o+window] = uint8(k % 3)
				k /= 3
			}
			cells[window] = 1
			for x := range 2 {
				t[x].hot[key], t[x].mask[key] = classify(&cells, x == exactT)
			}
			most[key] = mostInWindow(&cells)
		}
		tables = t
	})
	return tables
}

// classify reads the 11 points of cells (0 empty, 1 own, 2 blocked) with
// an own stone at the centre, the point being classified, and returns its
// entry and masks under exact (only exactly five wins) or loose rules.
func classify(cells *[2*window + 1]uint8, exact bool) (entry, masks) {
	own := func(i int) bool { return i >= 0 && i <= 2*window && cells[i] == 1 }
	empty := func(i int) bool { return i >= 0 && i <= 2*window && cells[i] == 0 }
	run := func(i int) (lo, hi int) {
		lo, hi = i, i
		for own(lo - 1) {
			lo--
		}
		for own(hi + 1) {
			hi++
		}
		return lo, hi
	}
	wins := func(n int) bool {
		if exact {
			return n == 5
		}
		return n >= 5
	}
	// winsWith reports whether an own stone at the empty point e makes a
	// winning line through e.
	winsWith := func(e int) bool {
		cells[e] = 1
		lo, hi := run(e)
		cells[e] = 0
		return wins(hi - lo + 1)
	}
	lo, hi := run(window)
	n := hi - lo + 1
	switch {
	case wins(n):
		return compact(1<<fFive | uint32(Five)<<fClass), 0
	case n > 5:
		return compact(1<<fOver | uint32(Overline)<<fClass), 0
	}
	var fives, threes uint32
	for _, e := range [2]int{lo - 1, hi + 1} {
		if empty(e) && winsWith(e) {
			fives |= 1 << e
		}
	}
	fours := bits.OnesCount32(fives)
	open := fours == 2 && n == 4
	if open {
		fours = 1 // the two ends of one straight four
	}
	for _, q := range [2]int{lo - 1, hi + 1} {
		if !empty(q) {
			continue
		}
		cells[q] = 1
		a, b := run(window)
		if b-a == 3 && empty(a-1) && empty(b+1) && winsWith(a-1) && winsWith(b+1) {
			threes |= 1 << q
		}
		cells[q] = 0
	}
	c := None
	switch {
	case fours == 2:
		c = DoubleFour
	case open:
		c = OpenFour
	case fours == 1:
		c = Four
	case threes != 0:
		c = Three
	}
	e := uint32(fours)<<fFours | uint32(c)<<fClass
	if threes != 0 {
		e |= 1 << fThrees
	}
	return compact(e), masks(fives | threes<<16)
}
