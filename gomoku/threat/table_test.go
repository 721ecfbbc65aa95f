package threat

import (
	"testing"

	"github.com/seed131617c4/board"
)

// TestVCFTable fills a table three times past its largest size (a small
// one): it grows to that size and no further, every entry it returns is the last one put
// for its key, and the keys put last are all still there.
func TestVCFTable(t *testing.T) {
	tt := vcfTable{limit: 1 << 14}
	n := 3 * tt.limit
	val := func(k uint64) vcfEntry {
		return vcfEntry{fail: int16(k % 7), win: int16(k % 5), move: board.Pt(int(k%26), int(k/26%26))}
	}
	key := func(i int) uint64 { return uint64(i)*0x9e3779b97f4a7c15 ^ 0x5555 }
	for i := range n {
		tt.put(key(i), val(uint64(i)))
		if i%4 == 0 { // a second put of a key replaces its entry
			tt.put(key(i), val(uint64(i)+1))
		}
	}
	if len(tt.slots) != tt.limit || tt.len() > len(tt.slots) {
		t.Fatalf("%d entries in %d slots, want %d slots", tt.len(), len(tt.slots), tt.limit)
	}
	held := 0
	for i := range n {
		e, ok := tt.get(key(i))
		if !ok {
			continue
		}
		held++
		w := val(uint64(i))
		if i%4 == 0 {
			w = val(uint64(i) + 1)
		}
		if e != w {
			t.Fatalf("key %d: %+v, want %+v", i, e, w)
		}
	}
	if held != tt.len() {
		t.Fatalf("%d keys found, the table says %d", held, tt.len())
	}
	if held < tt.limit/2 {
		t.Fatalf("%d keys held in %d slots", held, tt.limit)
	}
	// The last keys put are there.
	for i := n - 20; i < n; i++ {
		if _, ok := tt.get(key(i)); !ok {
			t.Fatalf("key %d of the last 20 put is gone", i)
		}
	}
	tt.reset()
	if _, ok := tt.get(key(n - 1)); ok || tt.len() != 0 {
		t.Fatal("reset left an entry")
	}
}
