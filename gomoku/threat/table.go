package threat

import "github.com/seed131617c4/board"

// vcfTable is the table of a VCF search: what is known of a position
// with a given attacker, by key, in an open-addressing table that doubles
// when half full. The zero vcfTable is empty and ready to use.
type vcfTable struct {
	slots []vcfSlot
	n     int // slots in use
}

// A vcfSlot is one vcfEntry with its key, packed in 16 bytes.
type vcfSlot struct {
	key       uint64
	fail, win int16
	row, col  int8
	used      bool
}

// minTableSlots is the size of a table at its first entry.
const minTableSlots = 1 << 10

// find returns the slot of key: its own, or the empty slot where it goes.
func (t *vcfTable) find(key uint64) *vcfSlot {
	mask := uint64(len(t.slots) - 1)
	for i := key & mask; ; i = (i + 1) & mask {
		if sl := &t.slots[i]; !sl.used || sl.key == key {
			return sl
		}
	}
}

// get returns the entry of key and reports whether there is one.
func (t *vcfTable) get(key uint64) (vcfEntry, bool) {
	if t.n == 0 {
		return vcfEntry{}, false
	}
	sl := t.find(key)
	if !sl.used {
		return vcfEntry{}, false
	}
	return vcfEntry{fail: sl.fail, win: sl.win, move: board.Pt(int(sl.row), int(sl.col))}, true
}

// put sets the entry of key.
func (t *vcfTable) put(key uint64, e vcfEntry) {
	if 2*(t.n+1) > len(t.slots) {
		t.grow()
	}
	sl := t.find(key)
	if !sl.used {
		t.n++
	}
	*sl = vcfSlot{key: key, fail: e.fail, win: e.win, row: int8(e.move.Row), col: int8(e.move.Col), used: true}
}

// grow doubles the table and puts its entries back.
func (t *vcfTable) grow() {
	old := t.slots
	t.slots = make([]vcfSlot, max(minTableSlots, 2*len(old)))
	for _, sl := range old {
		if sl.used {
			*t.find(sl.key) = sl
		}
	}
}

// len returns the number of entries.
func (t *vcfTable) len() int { return t.n }

// reset empties the table, keeping its room.
func (t *vcfTable) reset() {
	clear(t.slots)
	t.n = 0
}
