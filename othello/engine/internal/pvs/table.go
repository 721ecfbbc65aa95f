package pvs

import (
	"sync/atomic"
)

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

// An entry is what a search of a position found.
type entry struct {
	score int32
	move  uint8 // the best move, noMove if none
	depth uint8 // the depth searched, or resolved
	bound uint8 // upper, lower or exact
	date  uint8 // the search that stored it
}

// pack returns e as one word.
func (e entry) pack() uint64 {
	return uint64(uint32(e.score)) | uint64(e.move)<<32 | uint64(e.depth)<<40 | uint64(e.bound)<<48 | uint64(e.date)<<56
}

// unpack is the inverse of pack.
func unpack(d uint64) entry {
	return entry{score: int32(uint32(d)), move: uint8(d >> 32), depth: uint8(d >> 40), bound: uint8(d >> 48), date: uint8(d >> 56)}
}

// A slot holds an entry as two words, the key xor the data and the data,
// so that the searches of several goroutines may share a table without a
// lock: a slot that one writes while another reads it reads as another
// position's (Hyatt and Mann's lockless hashing). The words are read
// atomically, and written so while the table is shared.
type slot struct {
	check, data uint64
}

// A table is a transposition table of a fixed size, in buckets of two
// slots: the first kept for the deeper search of the current one, the
// second always replaced. While shared is set, it is safe for concurrent
// use; otherwise its writes are plain stores, a tenth of a search's time
// faster (the atomic stores of amd64 lock the bus).
type table struct {
	s      []slot
	mask   uint64 // the bucket index mask
	date   uint8
	shared bool
}

// newTable returns an empty table of 2^bits entries.
func newTable(bits int) *table {
	return &table{s: make([]slot, 1<<bits), mask: 1<<(bits-1) - 1}
}

// read returns the entry of slot s if it holds k.
func (s *slot) read(k uint64) (entry, bool) {
	d := atomic.LoadUint64(&s.data)
	if atomic.LoadUint64(&s.check)^d != k {
		return entry{}, false
	}
	return unpack(d), true
}

// key returns the key that s holds, if any.
func (s *slot) key() uint64 {
	return atomic.LoadUint64(&s.check) ^ atomic.LoadUint64(&s.data)
}

// write makes s hold e for k, atomically if shared.
func (s *slot) write(k uint64, e entry, shared bool) {
	d := e.pack()
	if shared {
		atomic.StoreUint64(&s.data, d)
		atomic.StoreUint64(&s.check, k^d)
		return
	}
	s.data, s.check = d, k^d
}

// probe returns the entry of k, packed (unpack reads it), and whether
// there is one.
func (t *table) probe(k uint64) (uint64, bool) {
	b := t.s[(k&t.mask)*2:][:2]
	d := atomic.LoadUint64(&b[0].data)
	if atomic.LoadUint64(&b[0].check)^d == k {
		return d, true
	}
	d = atomic.LoadUint64(&b[1].data)
	return d, atomic.LoadUint64(&b[1].check)^d == k
}

// store stores what the search of k found, keeping the entry's move when
// the search found none.
func (t *table) store(k uint64, score, depth int, bound, move uint8) {
	b := t.s[(k&t.mask)*2:][:2]
	n := entry{score: int32(score), move: move, depth: uint8(depth), bound: bound, date: t.date}
	first, firstOK := b[0].read(k)
	if !firstOK && b[1].key() == k {
		if second, _ := b[1].read(k); move == noMove {
			n.move = second.move
		}
		b[1].write(k, n, t.shared)
		return
	}
	// k in the first slot, or in neither: the first if it is k's, or
	// older or no deeper than n, the old first moving to the second.
	if firstOK && move == noMove {
		n.move = first.move
	}
	old := unpack(atomic.LoadUint64(&b[0].data))
	if !firstOK && old.date == t.date && n.depth < old.depth {
		b[1].write(k, n, t.shared)
		return
	}
	if !firstOK {
		b[1].write(b[0].key(), old, t.shared)
	}
	b[0].write(k, n, t.shared)
}

// age starts a new search: the entries of older ones give way first.
func (t *table) age() { t.date++ }

// clear empties t.
func (t *table) clear() {
	clear(t.s)
	t.date = 0
}
