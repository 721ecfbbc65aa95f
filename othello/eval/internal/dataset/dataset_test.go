package dataset

import (
	"bytes"
	"errors"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRoundTrip writes records and reads them back, from a whole file and
// from one cut short in its last record.
func TestRoundTrip(t *testing.T) {
	want := []Record{
		{Player: 0x0000000810000000, Opponent: 0x0000001008000000, Game: 7, Score: -64, Kind: Exact},
		{Player: 1, Opponent: 1 << 63, Game: 1<<32 - 1, Score: 64, Kind: Search},
	}
	var buf bytes.Buffer
	w, err := NewWriter(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range want {
		if err := w.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	for _, cut := range []int{0, 5} {
		got, err := Parse(buf.Bytes()[:buf.Len()-cut])
		if err != nil {
			t.Fatal(err)
		}
		n := len(want)
		if cut > 0 {
			n--
		}
		if diff := cmp.Diff(want[:n], got); diff != "" {
			t.Errorf("cut %d: records (-want +got):\n%s", cut, diff)
		}
	}
}

// TestParseBad wants ErrFormat for what a Writer cannot have written.
func TestParseBad(t *testing.T) {
	rec := func(p, o uint64, score int8, k Kind) []byte {
		var buf bytes.Buffer
		w, _ := NewWriter(&buf)
		w.Write(Record{Player: p, Opponent: o, Score: score, Kind: k})
		w.Flush()
		return buf.Bytes()
	}
	for name, data := range map[string][]byte{
		"empty":     nil,
		"no header": []byte("othello/eval dataset 2\n"),
		"overlap":   rec(3, 1, 0, Exact),
		"score":     rec(1, 2, 65, Exact),
		"kind":      rec(1, 2, 0, 0),
	} {
		if _, err := Parse(data); !errors.Is(err, ErrFormat) {
			t.Errorf("%s: error %v, want ErrFormat", name, err)
		}
	}
}

// TestCreate writes a file with Create and reads it back with Read.
func TestCreate(t *testing.T) {
	name := filepath.Join(t.TempDir(), "d.bin")
	w, err := Create(name)
	if err != nil {
		t.Fatal(err)
	}
	want := []Record{{Player: 2, Opponent: 4, Game: 3, Score: 10, Kind: Exact}}
	if err := w.Write(want[0]); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := Read(name)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("records (-want +got):\n%s", diff)
	}
	if _, err := Create(filepath.Join(name, "no")); err == nil {
		t.Error("Create in a file: no error")
	}
}
