package board_test

import (
	"errors"
	"io"
	"os"
	"testing"
	"unsafe"

	"github.com/seed131617c4/board/internal/enum"
	"github.com/seed131617c4/board/internal/prefetch"
	"github.com/seed131617c4/board/internal/seq"
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

// enumSigned and enumUnsigned are enumerations of both signs, for
// TestEnumName.
type (
	enumSigned   int8
	enumUnsigned uint8
)

// TestEnumName names values in and out of the range of their names, from
// a first value of 0 and of -1.
func TestEnumName(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{enum.Name(enumSigned(-1), -1, "Proof", "loss", "unproven", "win"), "loss"},
		{enum.Name(enumSigned(1), -1, "Proof", "loss", "unproven", "win"), "win"},
		{enum.Name(enumSigned(2), -1, "Proof", "loss", "unproven", "win"), "Proof(2)"},
		{enum.Name(enumSigned(-2), -1, "Proof", "loss", "unproven", "win"), "Proof(-2)"},
		{enum.Name(enumUnsigned(0), 0, "Color", "empty", "black", "white"), "empty"},
		{enum.Name(enumUnsigned(3), 0, "Color", "empty", "black", "white"), "Color(3)"},
		{enum.Name(enumUnsigned(255), 0, "Color", "empty", "black", "white"), "Color(255)"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// TestEnumNameAllocs names a value without allocating.
func TestEnumNameAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = enum.Name(enumUnsigned(1), 0, "Color", "empty", "black", "white") }); n != 0 {
		t.Errorf("%v allocations to name a value, want 0", n)
	}
}

// TestSeqRecords reads records up to io.EOF, stops after the first other
// error, and stops reading when the loop breaks.
func TestSeqRecords(t *testing.T) {
	bad := errors.New("bad record")
	for _, c := range []struct {
		reads []error // what each call of next returns, after the records
		want  int     // records yielded
	}{
		{[]error{nil, nil, io.EOF}, 2},
		{[]error{io.EOF}, 0},
		{[]error{nil, bad, nil, io.EOF}, 2}, // the error's record, then nothing
	} {
		i := 0
		next := func() (int, error) {
			err := c.reads[i]
			i++
			return i, err
		}
		n := 0
		var last error
		for r, err := range seq.Records(next) {
			n, last = r, err
		}
		if n != c.want || last != nil && last != bad {
			t.Errorf("%v: %d records, last error %v; want %d", c.reads, n, last, c.want)
		}
	}
	// A loop that breaks stops the reads.
	calls := 0
	for range seq.Records(func() (int, error) { calls++; return calls, nil }) {
		if calls == 3 {
			break
		}
	}
	if calls != 3 {
		t.Errorf("next called %d times after a break at the third record, want 3", calls)
	}
}
