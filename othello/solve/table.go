package solve

import (
	"math/bits"
	"sync/atomic"
)

// A table is a lockless transposition table shared by the searchers:
// each entry holds the key xor its data and the data, so that a torn
// write is seen as a miss.
type table struct {
	entries []entry
	mask    uint64
}

type entry struct{ key, data atomic.Uint64 }

// newTable returns a table of 2^logSize entries.
func newTable(logSize int) *table {
	return &table{entries: make([]entry, 1<<logSize), mask: 1<<logSize - 1}
}

// hash returns the hash of the position p to move against o.
func hash(p, o uint64) uint64 {
	h := p*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(o*0xc2b2ae3d27d4eb4f, 31)
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	return h ^ h>>32
}

// probe returns the bounds and best move stored for h, and whether the
// entry was found.
func (t *table) probe(h uint64) (lo, up, best int, ok bool) {
	e := &t.entries[h&t.mask]
	d := e.data.Load()
	if e.key.Load()^d != h {
		return 0, 0, -1, false
	}
	return int(int8(d)), int(int8(d >> 8)), int(int8(d >> 16)), true
}

// store records the bounds lo <= v <= up and the best move of h at n
// empties, replacing an entry of as many empties or fewer, or of another
// position.
func (t *table) store(h uint64, lo, up, best, n int) {
	e := &t.entries[h&t.mask]
	old := e.data.Load()
	oldKey := e.key.Load() ^ old
	if oldKey == h {
		// Narrow the bounds already known.
		olo, oup := int(int8(old)), int(int8(old>>8))
		lo, up = max(lo, olo), min(up, oup)
		if lo > up {
			lo, up = min(lo, up), max(lo, up)
		}
	} else if int(old>>24&0xff) > n {
		return
	}
	d := uint64(uint8(int8(lo))) | uint64(uint8(int8(up)))<<8 | uint64(uint8(int8(best)))<<16 | uint64(n)<<24
	e.data.Store(d)
	e.key.Store(h ^ d)
}
