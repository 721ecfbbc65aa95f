package solve

import (
	"testing"

	"github.com/seed131617c4/board/othello/internal/kernel"
)

// TestTable checks that a table keeps what is stored in it, from the
// smallest size (whose buckets do not fill a page, so the huge-page
// advice has nothing to cover) to one of several pages.
func TestTable(t *testing.T) {
	for _, logSize := range []int{0, 1, 2, 12, 18} {
		tt := newTable(logSize)
		h := kernel.Hash(0x0000001008000000, 0x0000000810000000)
		tt.prefetch(h)
		if _, _, _, ok := tt.probe(h); ok {
			t.Errorf("logSize %d: an empty table has an entry", logSize)
		}
		tt.store(h, -4, 10, 19, 20)
		tt.store(h, 2, 64, -1, 20)
		lo, up, best, ok := tt.probe(h)
		if !ok || lo != 2 || up != 10 || best != 19 {
			t.Errorf("logSize %d: probe = %d, %d, %d, %v, want 2, 10, 19, true", logSize, lo, up, best, ok)
		}
	}
}
