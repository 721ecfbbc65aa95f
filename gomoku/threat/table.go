package threat

import (
	"unsafe"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/prefetch"
)

// vcfTable is the table of a VCF search: what is known of a position
// with a given attacker, by key, in an open-addressing table that doubles
// when half full up to maxTableSlots (64 MB). A key lives within
// maxProbe slots of its home; at full size a new key whose slots are all
// taken replaces the entry at its home, so a long search runs in bounded
// memory and forgets some of what it learnt (an entry only saves work:
// a search without it finds the same). The zero vcfTable is empty and
// ready to use.
type vcfTable struct {
	slots []vcfSlot
	n     int   // slots in use
	limit int   // the most slots: maxTableSlots when 0 (tests set less)
	gen   uint8 // the generation of the slots in use; 0 before the first
}

// most returns the most slots of t.
func (t *vcfTable) most() int {
	if t.limit > 0 {
		return max(t.limit, minTableSlots)
	}
	return maxTableSlots
}

// A vcfSlot is one vcfEntry with its key, packed in 16 bytes. It is in
// use when its gen is the table's: reset empties the table by moving to
// the next generation, not by clearing every slot.
type vcfSlot struct {
	key       uint64
	fail, win int16
	row, col  int8
	gen       uint8
}

// The sizes of a table, in slots: at its first entry and at most, and
// the most slots a key is looked for in.
const (
	minTableSlots = 1 << 10
	maxTableSlots = 1 << 22
	maxProbe      = 8
)

// find returns the slot of key: its own, or the empty slot where it goes,
// or nil when the maxProbe slots from its home are all taken by others.
func (t *vcfTable) find(key uint64) *vcfSlot {
	mask := uint64(len(t.slots) - 1)
	i := key & mask
	for range maxProbe {
		if sl := &t.slots[i]; sl.gen != t.gen || sl.key == key {
			return sl
		}
		i = (i + 1) & mask
	}
	return nil
}

// prefetch starts loading the home slot of key into the caches.
func (t *vcfTable) prefetch(key uint64) {
	if len(t.slots) > 0 {
		prefetch.Line(unsafe.Pointer(&t.slots[key&uint64(len(t.slots)-1)]))
	}
}

// get returns the entry of key and reports whether there is one.
func (t *vcfTable) get(key uint64) (vcfEntry, bool) {
	if t.n == 0 {
		return vcfEntry{}, false
	}
	sl := t.find(key)
	if sl == nil || sl.gen != t.gen {
		return vcfEntry{}, false
	}
	return vcfEntry{fail: sl.fail, win: sl.win, move: board.Pt(int(sl.row), int(sl.col))}, true
}

// put sets the entry of key.
func (t *vcfTable) put(key uint64, e vcfEntry) {
	if 2*(t.n+1) > len(t.slots) && len(t.slots) < t.most() {
		t.grow()
	}
	sl := t.find(key)
	for sl == nil && len(t.slots) < t.most() {
		t.grow()
		sl = t.find(key)
	}
	switch {
	case sl == nil:
		sl = &t.slots[key&uint64(len(t.slots)-1)] // replace the entry at home
	case sl.gen != t.gen:
		t.n++
	}
	*sl = vcfSlot{key: key, fail: e.fail, win: e.win, row: int8(e.move.Row), col: int8(e.move.Col), gen: t.gen}
}

// grow doubles the table and puts its entries back (one with no room
// within maxProbe of its home is dropped).
func (t *vcfTable) grow() {
	old, gen := t.slots, t.gen
	t.slots = make([]vcfSlot, min(max(minTableSlots, 2*len(old)), t.most()))
	adviseHuge(t.slots)
	t.n, t.gen = 0, 1
	for _, sl := range old {
		if sl.gen != gen {
			continue
		}
		sl.gen = t.gen
		if p := t.find(sl.key); p != nil {
			*p = sl
			t.n++
		}
	}
}

// len returns the number of entries.
func (t *vcfTable) len() int { return t.n }

// reset empties the table, keeping its room: it moves to the next
// generation, and clears the slots once in 255 resets.
func (t *vcfTable) reset() {
	t.n = 0
	if t.gen++; t.gen == 0 {
		clear(t.slots)
		t.gen = 1
	}
}
