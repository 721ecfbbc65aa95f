package pattern

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"sync"
	"unsafe"

	"github.com/seed131617c4/board/gomoku/internal/rows"
)

// The line codes. Each line of the board on each axis is one uint64, 2 bits
// a point: 3 an empty point, 1 a black stone, 2 a white stone, 0 a point
// off the board. Point c of a line (the bit of package rows: the column on
// a row and on both diagonals, the row on a column) is at bits 2(c+pad),
// so that the 5 points before the first are off the board too. A stone of
// s clears bit 3-s of its point and taking it back sets it again.
//
// The code of a point on an axis is the 11 points of its line from 5
// before it to 5 after it, 22 bits, the point itself at bits 10-11. The
// combined table maps a code to the states of both colours (black in the
// low 4 bits, white in the high): 0 when the point itself is not empty,
// so that a stone played or taken back changes its own entries through
// the same lookup as those of its neighbours.

const (
	pad      = window          // points off the board below a line's first
	codeBits = 2 * (2*pad + 1) // bits of a point's code
	codeMask = 1<<codeBits - 1
	slotLen  = 48 // slots of a line: its points, pad on each side, room for 16-byte reads (a place < 32 indexes 16 bytes)
	maxSide  = 26 // gomoku.MaxSize, for array lengths
	maxLines = 64 // lines on an axis, the 51 diagonals of the largest board rounded up (an index masked by 63 needs no check)
	occupied = 7  // the count bucket of state 0: no class
)

// A state is what a point's code says for one colour: one of the distinct
// entries of the hot tables (five, overline, fours, three and class), in 4
// bits. State 0 is an occupied point or one off the board.
type state uint8

// stateTables are the tables on states, the same for every rule.
type stateTables struct {
	entry [16]entry          // by state: the entry it stands for
	class [16]uint8          // by state: its Class, or occupied for state 0
	wide  [256]uint64        // by combined byte: both colours' wide forms, black in the low half
	cnt   [256]counts        // by combined byte: the counts of its two states
	four  [256]uint8         // by combined byte: bit c set when the state of colour c+1 has a four
	id    [256]state         // by entry: its state (0 for an entry of no line)
	lo3   [2][1 << 10]uint16 // by colour-1 and the 5 points before a point: their base-3 digits
	hi3   [2][1 << 10]uint16 // the same for the 5 points after it
	most  [1 << 16]uint8     // by the 8 points of a code that its windows read (windowKey): mostInWindow for Black (low 4 bits) and White
}

var (
	statesOnce sync.Once
	states     *stateTables
	codeOnce   [4]sync.Once
	codeTabs   [4]*[1 << codeBits]uint8 // by exact(Black)*2+exact(White)
)

// counts holds the class counts of both colours, the pairs of an empty
// point and an axis whose state for the colour has the class: count
// i = 8(colour-1) + class in the 16 bits from 16(i mod 4) of word i/4. A
// count is at most 26·26·4 < 2^16, so the words add and subtract as
// whole numbers.
type counts [4]uint64

// add1 adds one to the count of class k for colour c+1.
func (n *counts) add1(c int, k Class) { n[(8*c+int(k))/4&3] += 1 << (16 * (int(k) % 4)) }

// get returns the count of class k for colour c+1.
func (n *counts) get(c int, k Class) int {
	return int(n[(8*c+int(k))/4&3] >> (16 * (int(k) % 4)) & 0xffff)
}

// anyFour reports whether a count of colour c+1 of a class that makes a
// four (Four, OpenFour, DoubleFour) is not 0: whether the colour has a
// point and an axis where it makes a four, and so a point in its set of
// fours, unless every such point wins too.
func (n *counts) anyFour(c int) bool {
	// Classes 2 and 3 are the high half of word 2c, class 4 the low
	// 16 bits of word 2c+1.
	return n[2*c&3]>>32|n[(2*c+1)&3]&0xffff != 0
}

// add adds the counts of x and subtracts those of y.
func (n *counts) add(x, y *counts) {
	n[0], n[1], n[2], n[3] = n[0]+x[0]-y[0], n[1]+x[1]-y[1], n[2]+x[2]-y[2], n[3]+x[3]-y[3]
}

// sub subtracts the counts of y.
func (n *counts) sub(y *counts) {
	n[0], n[1], n[2], n[3] = n[0]-y[0], n[1]-y[1], n[2]-y[2], n[3]-y[3]
}

// getStates returns the state tables, building them and the line tables
// on first use.
func getStates() *stateTables {
	statesOnce.Do(func() {
		t := getTables()
		st := new(stateTables)
		n := state(0)
		st.class[0] = occupied
		for x := range 2 {
			for k := range numKeys {
				e := t[x].hot[k]
				if st.id[e] != 0 {
					continue
				}
				n++
				if n >= 16 {
					panic(fmt.Sprintf("pattern: more than 15 line states (entry %#x)", e))
				}
				st.id[e], st.entry[n], st.class[n] = n, e, uint8(e.class())
			}
		}
		for b := range 256 {
			st.wide[b] = uint64(st.entry[b&15].wide()) | uint64(st.entry[b>>4].wide())<<32
			for c := range 2 {
				if k := st.class[b>>(4*c)&15]; k != occupied {
					st.cnt[b].add1(c, Class(k))
				}
				if st.entry[b>>(4*c)&15]&(3<<2) != 0 {
					st.four[b] |= 1 << c
				}
			}
		}
		for c := range 2 {
			for x := range 1 << 10 {
				var lo, hi uint16
				for i := range pad {
					d := digitOf(x>>(2*i)&3, c)
					lo += d * pow3[i]
					hi += d * pow3[i+pad]
				}
				st.lo3[c][x], st.hi3[c][x] = lo, hi
			}
		}
		for x := range 1 << 16 {
			// The points 5 before and 5 after, which no window
			// through the point reads, empty.
			lo, hi := x&0xff<<2|3, x>>8|3<<8
			st.most[x] = most[st.lo3[0][lo]+st.hi3[0][hi]] | most[st.lo3[1][lo]+st.hi3[1][hi]]<<4
		}
		states = st
	})
	return states
}

// digitOf returns the base-3 digit of the table keys (0 empty, 1 own, 2
// blocked) of a point whose 2-bit code is v, for colour c+1.
func digitOf(v, c int) uint16 {
	switch {
	case v == 3:
		return 0
	case v == c+1:
		return 1
	}
	return 2
}

// key returns the base-3 key of the line tables for colour c+1 of a point
// whose code is w.
func (st *stateTables) key(w uint64, c int) uint16 {
	return st.lo3[c][w&(1<<10-1)] + st.hi3[c][w>>12&(1<<10-1)]
}

// line returns the Line for colour c+1 of a point whose code is the low
// bits of w and whose combined state is slot.
func (st *stateTables) line(w uint64, slot uint8, c int) Line {
	return Line{
		Class:  Class(st.class[slot>>(4*uint(c&1))&15]),
		Window: int(st.mostOf(w, c)),
	}
}

// mostOf returns mostInWindow for colour c+1 of a point whose code is the
// low bits of w.
func (st *stateTables) mostOf(w uint64, c int) uint8 {
	return st.most[windowKey(w)] >> (4 * uint(c&1)) & 15
}

// windowKey returns the index in the table most of a point whose code is
// the low bits of w: the codes of the 4 points before it and the 4 after
// it, those that a window of 5 through the point holds (64 KB of table).
func windowKey(w uint64) uint32 {
	return uint32(w>>2&0xff | w>>4&0xff00)
}

// getCodeTable returns the combined table of a rule whose fives are exact
// for Black (exB) and for White (exW), building it on first use (a million
// codes read through the line tables, a few milliseconds, 4 MB).
func getCodeTable(exB, exW bool) *[1 << codeBits]uint8 {
	x := 0
	if exB {
		x += 2
	}
	if exW {
		x++
	}
	codeOnce[x].Do(func() {
		t, st := getTables(), getStates()
		tb, tw := &t[looseT], &t[looseT]
		if exB {
			tb = &t[exactT]
		}
		if exW {
			tw = &t[exactT]
		}
		c := new([1 << codeBits]uint8)
		for hi := range 1 << 10 {
			for lo := range 1 << 10 {
				kb := st.lo3[0][lo] + st.hi3[0][hi]
				kw := st.lo3[1][lo] + st.hi3[1][hi]
				c[hi<<12|3<<10|lo] = uint8(st.id[tb.hot[kb]]) | uint8(st.id[tw.hot[kw]])<<4
			}
		}
		codeTabs[x] = c
	})
	return codeTabs[x]
}

// lineOf returns the line through (row, col) on axis a of a size×size
// board and the point's place in it, as package rows numbers them.
func lineOf(a, row, col, size int) (line, c int) {
	switch a {
	case 0:
		return row, col
	case 1:
		return col, row
	case 2:
		return col - row + size - 1, col
	}
	return row + col, col
}

// segment returns the codes of the points c-2pad..c+2pad of line code l,
// point c-2pad at bits 0-1: the codes of the 11 points around c, point
// c-pad+k at bits 2k.
func segment(l uint64, c int) uint64 {
	if c <= pad {
		return l << (2 * (pad - c) & 63)
	}
	return l >> (2 * (c - pad) & 63)
}

// A frame is what a move changed, to take it back: the move, the counts
// before it, where its records of changed sums begin, and on its 4 lines
// the slots from 5 points before it (16 bytes a line), the line code and
// the bit row.
type frame struct {
	q     int16
	s     uint8
	win   bool
	rec   int32
	hash  uint64 // the hash before the move
	count counts
	slots [4][2]uint64
	code  [4]uint64 // by axis: the line code before the move
	row   [4]uint32 // by axis: the bit row of the move's colour before it
}

// An axisGeo is where a point lies on one axis, as indexes in the flat
// views of a Position's arrays, so that a move finds its lines in a few
// loads: the slots of the points from pad before it are at place c of
// its line in flatSlots.
type axisGeo struct {
	ci uint8  // the index of the point's line in flatCodes
	c  uint8  // the point's place in the line
	ri uint16 // the index of the line's bit row for Black in flatRows (White's is 4*rowLines further)
	_  uint16 // padding: the 6-byte entry measured 22 instructions a move fewer than 4 or 8 bytes (Go 1.26)
}

// rowLines is the length of a bit row array of package rows.
const rowLines = len(rows.Lines{}.Rows[0][0])

var (
	geoOnce [maxSide + 1]sync.Once
	geoTabs [maxSide + 1]*[maxPoints][4]axisGeo
)

// getGeo returns where each point of a size×size board lies on each
// axis, by point index, building it on first use.
func getGeo(size int) *[maxPoints][4]axisGeo {
	geoOnce[size].Do(func() {
		g := new([maxPoints][4]axisGeo)
		for row := range size {
			for col := range size {
				for a := range 4 {
					line, c := lineOf(a, row, col, size)
					ci := a*maxLines + line
					g[row*size+col][a] = axisGeo{ci: uint8(ci), c: uint8(c), ri: uint16(a*rowLines + line)}
				}
			}
		}
		geoTabs[size] = g
	})
	return geoTabs[size]
}

// flatCodes returns the line codes of p as one array, line ln of axis a
// at a*maxLines+ln.
func (p *Position) flatCodes() *[4 * maxLines]uint64 {
	return (*[4 * maxLines]uint64)(unsafe.Pointer(&p.codes))
}

// flatSlots returns the slots of p by line, line ln of axis a at
// a*maxLines+ln.
func (p *Position) flatSlots() *[4 * maxLines][slotLen]uint8 {
	return (*[4 * maxLines][slotLen]uint8)(unsafe.Pointer(&p.slots))
}

// flatRows returns the bit rows of p as one array, line ln of axis a of
// colour c+1 at (4c+a)*rowLines+ln.
func (p *Position) flatRows() *[8 * rowLines]uint32 {
	return (*[8 * rowLines]uint32)(unsafe.Pointer(&p.rows.Rows))
}

// A sumRecord is the sum of a point before a move changed it (bits 0-15
// and 32-47, the fields of a sum) and the point's index (bits 16-31).
type sumRecord uint64

const recSum = 0xffff | 0xffff<<32 // the sum's bits of a sumRecord

// record returns the record of the point of index j whose sum is sum.
func record(j int, sum uint64) sumRecord { return sumRecord(sum | uint64(j)<<16) }

// placeLines puts a stone of s at the point of index at in the line
// codes and the bit rows, and brings the slots of the 11 points around it
// on its 4 lines up to date from the combined table, saving the words it
// changes in f first: the slots that change change the sums and counts.
// The stone's own point leaves the sums and counts here; the lookups
// leave its slots 0.
func (p *Position) placeLines(at int, s uint8, f *frame) {
	tab, st := p.code, p.st
	g := &p.geo[at]
	codes, rws, slots := p.flatCodes(), p.flatRows(), p.flatSlots()
	rbase := 4 * rowLines * int((s-1)&1)
	p.recs = append(p.recs, record(at, p.sum[at]))
	if diff := p.sum[at] & markFields; diff != 0 {
		p.sum[at] = 0
		p.remark(at, diff)
	}
	p.sum[at] = 0
	stone := uint64(3 - s)
	for a := range 4 {
		x := &g[a]
		ci, c, r := x.ci, int(x.c)&31, &rws[int(x.ri)+rbase]
		l0 := codes[ci]
		f.code[a], f.row[a] = l0, *r
		l := l0 &^ (stone << ((2*c + 2*pad) & 63))
		codes[ci] = l
		*r |= 1 << c
		sl := (*[16]byte)(slots[ci][c : c+16])
		old0, old1 := binary.LittleEndian.Uint64(sl[:8]), binary.LittleEndian.Uint64(sl[8:])
		f.slots[a] = [2]uint64{old0, old1}
		p.count.sub(&st.cnt[uint8(old0>>(8*pad))])
		seg := segment(l, c)
		new0 := uint64(tab[seg&codeMask]) | uint64(tab[seg>>2&codeMask])<<8 |
			uint64(tab[seg>>4&codeMask])<<16 | uint64(tab[seg>>6&codeMask])<<24 |
			uint64(tab[seg>>8&codeMask])<<32 | uint64(tab[seg>>12&codeMask])<<48 |
			uint64(tab[seg>>14&codeMask])<<56 // byte 5, the stone's point, is 0
		new1 := uint64(tab[seg>>16&codeMask]) | uint64(tab[seg>>18&codeMask])<<8 |
			uint64(tab[seg>>20&codeMask])<<16 | old1&^(1<<24-1)
		binary.LittleEndian.PutUint64(sl[:8], new0)
		binary.LittleEndian.PutUint64(sl[8:], new1)
		d0, d1 := (new0^old0)&^(0xff<<(8*pad)), new1^old1
		if d0|d1 == 0 {
			continue
		}
		step := p.steps[a]
		base := at - pad*step
		if d0 != 0 {
			p.change(d0, old0, new0, base, step)
		}
		if d1 != 0 {
			p.change(d1, old1, new1, base+8*step, step)
		}
	}
}

// undoLines takes the stone that f placed out of the line codes and the
// bit rows, restoring the words it saved, and restores the slots of its
// 4 lines from f.
func (p *Position) undoLines(f *frame) {
	g := &p.geo[f.q]
	codes, rws, slots := p.flatCodes(), p.flatRows(), p.flatSlots()
	rbase := 4 * rowLines * int((f.s-1)&1)
	for a := range 4 {
		x := &g[a]
		ci, c := x.ci, int(x.c)&31
		codes[ci] = f.code[a]
		rws[int(x.ri)+rbase] = f.row[a]
		sl := (*[16]byte)(slots[ci][c : c+16])
		binary.LittleEndian.PutUint64(sl[:8], f.slots[a][0])
		binary.LittleEndian.PutUint64(sl[8:], f.slots[a][1])
	}
}

// change moves the points whose slots changed from the bytes of old to
// those of e (d, their difference, is nonzero in their bytes) in the sums
// and counts, recording their sums for the undo: byte k is the point of
// index q+k*step.
func (p *Position) change(d, old, e uint64, q, step int) {
	st := p.st
	for d != 0 {
		k := bits.TrailingZeros64(d) / 8 & 7
		d &^= 0xff << (8 * k)
		x, y := uint8(old>>(8*k)), uint8(e>>(8*k))
		j := q + k*step
		p.recs = append(p.recs, record(j, p.sum[j]))
		sum := p.sum[j] + st.wide[y] - st.wide[x]
		if diff := (sum ^ p.sum[j]) & markFields; diff != 0 {
			p.sum[j] = sum
			p.remark(j, diff)
		}
		p.sum[j] = sum
		p.count.add(&st.cnt[y], &st.cnt[x])
	}
}

// markFields are the fields of a sum that the sets of wins and fours
// read: fives and fours of both colours. Few of the points that a move
// changes change them, and only those are marked again.
const markFields = (15<<fFive | 15<<fFours) * (1 | 1<<32)

// mark brings the bits of the point of index j in the sets of wins and
// fours up to date with its sum: an occupied point, whose sum is 0, is in
// neither.
func (p *Position) mark(j int) { p.remark(j, markFields) }

// remark is mark for a point whose sum changed in the fields diff (of
// markFields) only: the sets of a colour whose fields did not change are
// left as they are.
func (p *Position) remark(j int, diff uint64) {
	x := p.sum[j]
	w, b := j>>6&(bitWords-1), uint64(1)<<(j&63)
	if uint32(diff) != 0 {
		p.markColour(0, uint32(x), w, b)
	}
	if diff>>32 != 0 {
		p.markColour(1, uint32(x>>32), w, b)
	}
}

// markColour sets bit b of word w in the sets of colour c+1 from x, the
// colour's half of the point's sum: in the wins if it makes a five, else
// in the fours if it makes a four, else in neither.
func (p *Position) markColour(c int, x uint32, w int, b uint64) {
	p.wins[c][w] &^= b
	p.fours[c][w] &^= b
	if x>>fFive&15 != 0 {
		p.wins[c][w] |= b
	} else if x>>fFours&15 != 0 {
		p.fours[c][w] |= b
	}
}
