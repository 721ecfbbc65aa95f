package seq_test

import (
	"errors"
	"io"
	"testing"

	"github.com/seed131617c4/board/internal/seq"
)

func TestRecords(t *testing.T) {
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
