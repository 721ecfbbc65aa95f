package board_test

import (
	"os"
	"testing"
	"unsafe"

	"github.com/seed131617c4/board/internal/prefetch"
	"github.com/seed131617c4/board/internal/sharedtest"
)

// The tests of the module's small internal helpers live here, so that
// they cost no test binary of their own.

// TestPrefetchLine prefetches the lines of a slice and one past its end:
// the call reads nothing and the memory is unchanged.
func TestPrefetchLine(t *testing.T) {
	b := make([]uint64, 64)
	for i := range b {
		b[i] = uint64(i)
	}
	for i := range b {
		prefetch.Line(unsafe.Pointer(&b[i]))
	}
	prefetch.Line(unsafe.Add(unsafe.Pointer(&b[len(b)-1]), 4096))
	for i, v := range b {
		if v != uint64(i) {
			t.Fatalf("b[%d] = %d after prefetching", i, v)
		}
	}
}

// TestSharedPath finds a file of the shared test data, and skips a test
// that asks for one that is absent.
func TestSharedPath(t *testing.T) {
	p := sharedtest.Path(t, "tictactoe", "boj7682-sample.in")
	if _, err := os.Stat(p); err != nil {
		t.Fatal(err)
	}
	skipped := t.Run("absent", func(t *testing.T) {
		sharedtest.Path(t, "no", "such", "file")
		t.Error("Path returned for a missing file")
	})
	if !skipped {
		t.Error("subtest failed instead of skipping")
	}
}
