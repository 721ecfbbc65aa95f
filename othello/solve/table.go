package solve

import (
	"math/bits"
	"sync/atomic"
	"unsafe"

	"github.com/seed131617c4/board/internal/prefetch"
)

// A table is a lockless transposition table shared by the searchers:
// each entry holds the key xor its data and the data, so that a torn
// write is seen as a miss. A position may sit in either entry of a
// bucket of two; a new position replaces the one with fewer empties.
type table struct {
	buckets []bucket
	mask    uint64
}

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

// hash returns the hash of the position p to move against o.
func hash(p, o uint64) uint64 {
	h := p*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(o*0xc2b2ae3d27d4eb4f, 31)
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	return h ^ h>>32
}

// prefetch starts loading the bucket of h into the processor's caches.
func (t *table) prefetch(h uint64) { prefetch.Line(unsafe.Pointer(&t.buckets[h&t.mask])) }

// probe returns the bounds and best move stored for h, and whether the
// entry was found.
func (t *table) probe(h uint64) (lo, up, best int, ok bool) {
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
		e = &b[0]
		if b[1].data.Load()>>24&0xff < b[0].data.Load()>>24&0xff {
			e = &b[1]
		}
	}
	d := uint64(uint8(int8(lo))) | uint64(uint8(int8(up)))<<8 | uint64(uint8(int8(best)))<<16 | uint64(n)<<24
	e.data.Store(d)
	e.key.Store(h ^ d)
}
