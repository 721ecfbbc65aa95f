package pvs

import "math/bits"

// The bounds of a table entry.
const (
	upper = 1 // the score is at most the entry's
	lower = 2 // at least
	exact = upper | lower
)

// resolved is the depth of an entry whose search met no horizon: its
// score holds at any depth.
const resolved = 255

// noMove is the move of an entry that has none.
const noMove = 64

// An entry is a position of the table: its key, and what a search of it
// found.
type entry struct {
	key   uint64
	score int32
	move  uint8 // the best move, noMove if none
	depth uint8 // the depth searched, or resolved
	bound uint8 // upper, lower or exact
	date  uint8 // the search that stored it
}

// A table is a transposition table of a fixed size, in buckets of two
// entries: the first kept for the deeper search of the current one, the
// second always replaced.
type table struct {
	e    []entry
	mask uint64 // the bucket index mask
	date uint8
}

// newTable returns an empty table of 2^bits entries.
func newTable(bits int) *table {
	return &table{e: make([]entry, 1<<bits), mask: 1<<(bits-1) - 1}
}

// key returns the key of the position with the discs p of the side to
// move and o of the other.
func key(p, o uint64) uint64 {
	h := p*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(o*0xc2b2ae3d27d4eb4f, 31)
	h = (h ^ h>>29) * 0xbf58476d1ce4e5b9
	return h ^ h>>32
}

// probe returns the entry of k and whether there is one.
func (t *table) probe(k uint64) (entry, bool) {
	b := t.e[(k&t.mask)*2:][:2]
	if b[0].key == k {
		return b[0], true
	}
	if b[1].key == k {
		return b[1], true
	}
	return entry{}, false
}

// store stores what the search of k found, keeping the entry's move when
// the search found none.
func (t *table) store(k uint64, score, depth int, bound, move uint8) {
	b := t.e[(k&t.mask)*2:][:2]
	n := entry{key: k, score: int32(score), move: move, depth: uint8(depth), bound: bound, date: t.date}
	switch {
	case b[0].key == k:
		if move == noMove {
			n.move = b[0].move
		}
		b[0] = n
	case b[1].key == k:
		if move == noMove {
			n.move = b[1].move
		}
		if n.depth >= b[0].depth || b[0].date != t.date {
			b[0], b[1] = n, b[0]
		} else {
			b[1] = n
		}
	case b[0].date != t.date || n.depth >= b[0].depth:
		b[0], b[1] = n, b[0]
	default:
		b[1] = n
	}
}

// age starts a new search: the entries of older ones give way first.
func (t *table) age() { t.date++ }

// clear empties t.
func (t *table) clear() {
	clear(t.e)
	t.date = 0
}
