package engine

import "testing"

// TestTableBuckets holds the table's buckets of tableWays to their rules
// (TestTableSingle those of the single entries of bigTable off): the keys of
// one bucket are all stored and probed; a key stored again replaces its
// own entry (and keeps its move when given none); a key of a full bucket
// replaces an empty entry first, then one of an older search, then the
// shallowest, unless that is of the current search and deeper than the
// new one; a probe of a key not stored finds nothing.
func TestTableBuckets(t *testing.T) {
	tt := newTable(4, tableWays) // 16 entries, 4 buckets of 4
	if tt.ways != tableWays || len(tt.entries) != 16 {
		t.Fatalf("%d entries in buckets of %d, want 16 in buckets of %d", len(tt.entries), tt.ways, tableWays)
	}
	key := func(i int) uint64 { return uint64(i)<<32 | 1 } // all in bucket 1
	for i := range tt.ways {
		tt.store(key(i), 10*i, 5+i, exactBound, uint16(i))
	}
	for i := range tt.ways {
		e, ok := tt.probe(key(i))
		if !ok || e.score != int32(10*i) || int(e.depth) != 5+i || e.move != uint16(i) {
			t.Errorf("key %d: %+v, %v; want score %d, depth %d, move %d", i, e, ok, 10*i, 5+i, i)
		}
	}
	if _, ok := tt.probe(key(tt.ways)); ok {
		t.Errorf("a key not stored probed")
	}
	tt.store(key(1), -7, 3, lowerBound, noMove)
	if e, ok := tt.probe(key(1)); !ok || e.score != -7 || e.depth != 3 || e.move != 1 || e.meta&exactBound != lowerBound {
		t.Errorf("key 1 stored again: %+v, %v; want score -7, depth 3, its move 1 kept, a lower bound", e, ok)
	}
	// A full bucket of the current search: a new key shallower than all
	// of them is refused, one as deep as the shallowest (key 1, depth 3)
	// replaces it.
	tt.store(key(9), 0, 2, exactBound, 9)
	if _, ok := tt.probe(key(9)); ok {
		t.Errorf("a shallower key replaced an entry of the current search")
	}
	tt.store(key(9), 0, 3, exactBound, 9)
	if _, ok := tt.probe(key(9)); !ok {
		t.Errorf("a key as deep as the shallowest entry was not stored")
	}
	if _, ok := tt.probe(key(1)); ok {
		t.Errorf("the shallowest entry (key 1) was kept, want it replaced")
	}
	// The next search: its keys replace the older entries, however
	// deep, before its own.
	tt.gen++
	for i := 10; i < 10+tt.ways; i++ {
		tt.store(key(i), 0, 0, upperBound, noMove)
	}
	for i := 10; i < 10+tt.ways; i++ {
		if _, ok := tt.probe(key(i)); !ok {
			t.Errorf("key %d of the next search not stored over the older entries", i)
		}
	}
	// The other buckets are untouched.
	for b := range uint64(4) {
		for _, e := range tt.bucket(b) {
			if b != 1 && e.meta != 0 {
				t.Errorf("bucket %d holds %+v", b, e)
			}
		}
	}
}

// TestTableSingle holds the table of single entries (bigTable off) to
// its rules: a key stored again replaces its own entry and keeps its
// move when given none; a key of the same slot replaces an entry of the
// current search only as deep or deeper, and one of an older search
// however deep.
func TestTableSingle(t *testing.T) {
	tt := newTable(4, 1)
	if tt.ways != 1 || len(tt.entries) != 16 {
		t.Fatalf("%d entries in buckets of %d, want 16 single entries", len(tt.entries), tt.ways)
	}
	a, b := uint64(1)<<32|3, uint64(2)<<32|3 // the same slot
	tt.store(a, 10, 5, exactBound, 7)
	tt.store(a, 12, 4, upperBound, noMove)
	if e, ok := tt.probe(a); !ok || e.score != 12 || e.depth != 4 || e.move != 7 {
		t.Errorf("key stored again: %+v, %v; want score 12, depth 4, its move 7 kept", e, ok)
	}
	tt.store(b, 0, 3, exactBound, 1)
	if _, ok := tt.probe(b); ok {
		t.Errorf("a shallower key replaced an entry of the current search")
	}
	tt.store(b, 0, 4, exactBound, 1)
	if _, ok := tt.probe(b); !ok {
		t.Errorf("a key as deep as the entry of the current search was not stored")
	}
	tt.gen++
	tt.store(a, 0, 0, lowerBound, 2)
	if _, ok := tt.probe(a); !ok {
		t.Errorf("a key of the next search not stored over an older entry")
	}
	if _, ok := tt.probe(b); ok {
		t.Errorf("the replaced key still probed")
	}
}
