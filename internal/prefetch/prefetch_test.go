package prefetch

import (
	"testing"
	"unsafe"
)

// TestLine prefetches the lines of a slice and one past its end: the
// call reads nothing and the memory is unchanged.
func TestLine(t *testing.T) {
	b := make([]uint64, 64)
	for i := range b {
		b[i] = uint64(i)
	}
	for i := range b {
		Line(unsafe.Pointer(&b[i]))
	}
	Line(unsafe.Add(unsafe.Pointer(&b[len(b)-1]), 4096))
	for i, v := range b {
		if v != uint64(i) {
			t.Fatalf("b[%d] = %d after prefetching", i, v)
		}
	}
}
