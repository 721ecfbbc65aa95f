package solve

import (
	"sync/atomic"
	"unsafe"

	"github.com/seed131617c4/board/internal/prefetch"
	"github.com/seed131617c4/board/internal/zobrist"
)

// A table is a lockless transposition table shared by the searchers:
// each entry holds the key xor its data and the data, so that a torn
// write is seen as a miss. A position may sit in either entry of a
// bucket of two; a new position replaces an entry of an earlier
// generation, else the one with fewer empties.
//
// A new generation empties the table at once: the keys of a generation
// are the hashes xor a salt of its own, so that the entries of the
// generations before are misses, and the data holds the low bits of its
// generation, so that they give way first.
type table struct {
	buckets []bucket
	mask    uint64
	salt    uint64 // the generation's salt of the keys
	gen     uint64 // the generation, in the bits genShift on of an entry's data
}

// genShift is the first bit of the generation in an entry's data, and
// genMask its bits.
const (
	genShift        = 32
	genMask  uint64 = 0xffff << genShift
)

type (
	entry  struct{ key, data atomic.Uint64 }
	bucket [2]entry
)

// newTable returns a table of 2^logSize entries.
func newTable(logSize int) *table {
	logSize = max(logSize, 1)
	b := make([]bucket, 1<<(logSize-1))
	adviseHuge(b)
	return &table{buckets: b, mask: 1<<(logSize-1) - 1}
}

// setGeneration makes the entries of every other generation misses.
func (t *table) setGeneration(gen uint64) {
	t.salt = zobrist.Mix(gen)
	t.gen = (gen & 0xffff) << genShift
}

// prefetch starts loading the bucket of h into the processor's caches.
func (t *table) prefetch(h uint64) {
	prefetch.Line(unsafe.Pointer(&t.buckets[(h^t.salt)&t.mask]))
}

// probe returns the bounds and best move stored for h, and whether the
// entry was found.
func (t *table) probe(h uint64) (lo, up, best int, ok bool) {
	h ^= t.salt
	b := &t.buckets[h&t.mask]
	for i := range b {
		d := b[i].data.Load()
		if b[i].key.Load()^d == h {
			return int(int8(d)), int(int8(d >> 8)), int(int8(d >> 16)), true
		}
	}
	return 0, 0, -1, false
}

// store records the bounds lo <= v <= up and the best move of h at n
// empties: it narrows the bounds of an entry of h, or replaces the entry
// of the bucket with fewer empties.
func (t *table) store(h uint64, lo, up, best, n int) {
	h ^= t.salt
	b := &t.buckets[h&t.mask]
	var e *entry
	var old uint64
	for i := range b {
		d := b[i].data.Load()
		if b[i].key.Load()^d == h {
			e, old = &b[i], d
			break
		}
	}
	if e != nil {
		// Narrow the bounds already known.
		olo, oup := int(int8(old)), int(int8(old>>8))
		lo, up = max(lo, olo), min(up, oup)
		if lo > up {
			lo, up = min(lo, up), max(lo, up)
		}
		if best < 0 {
			best = int(int8(old >> 16))
		}
	} else {
		d0, d1 := b[0].data.Load(), b[1].data.Load()
		e = &b[0]
		if d0&genMask == t.gen && (d1&genMask != t.gen || d1>>24&0xff < d0>>24&0xff) {
			e = &b[1]
		}
	}
	d := uint64(uint8(int8(lo))) | uint64(uint8(int8(up)))<<8 | uint64(uint8(int8(best)))<<16 | uint64(n)<<24 | t.gen
	e.data.Store(d)
	e.key.Store(h ^ d)
}
