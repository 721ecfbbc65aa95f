package book

import (
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/seed131617c4/board/othello/bitboard"
)

// smallBook returns a book built from random tree lines.
func smallBook(t testing.TB) *Book {
	t.Helper()
	b, err := Build(slices.Values(treeLines(rand.New(rand.NewPCG(25, 6)), 100, 8)), BuildOptions{NewEval: newToyEval, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestFormat checks that a book reads back from its binary form, and that
// damaged forms are refused with ErrFormat: another header, a cut record,
// records out of order or repeated, a position not in its canonical form,
// a square of both sides, an empty central square. The sentinel's text is bare; the wrapping
// names the package.
func TestFormat(t *testing.T) {
	b := smallBook(t)
	data, _ := b.MarshalBinary()
	var back Book
	if err := back.UnmarshalBinary(data); err != nil || back.Len() != b.Len() || string(back.data) != string(b.data) {
		t.Fatalf("round trip: %v", err)
	}
	rec := func(d []byte, i int) []byte { return d[len(magic)+i*recordSize : len(magic)+(i+1)*recordSize] }
	damage := map[string]func(d []byte) []byte{
		"header": func(d []byte) []byte { d[0] = 'O'; return d },
		"cut":    func(d []byte) []byte { return d[:len(d)-1] },
		"order": func(d []byte) []byte {
			a, c := slices.Clone(rec(d, 0)), slices.Clone(rec(d, 1))
			copy(rec(d, 0), c)
			copy(rec(d, 1), a)
			return d
		},
		"repeat": func(d []byte) []byte { copy(rec(d, 1), rec(d, 0)); return d },
		"canonical": func(d []byte) []byte {
			r := rec(d, b.Len()-1)
			m, o := binary.LittleEndian.Uint64(r), binary.LittleEndian.Uint64(r[8:])
			binary.LittleEndian.PutUint64(r, o) // swapped: another position, likely not canonical
			binary.LittleEndian.PutUint64(r[8:], m)
			if (bitboard.Bitboard{Mover: o, Opponent: m}).Canonical() == (bitboard.Bitboard{Mover: o, Opponent: m}) {
				t.Skip("the swapped position happens to be canonical")
			}
			return d
		},
		"centre": func(d []byte) []byte {
			r := rec(d, b.Len()-1)
			const centre = 1<<27 | 1<<28 | 1<<35 | 1<<36
			binary.LittleEndian.PutUint64(r, binary.LittleEndian.Uint64(r)&^centre)
			binary.LittleEndian.PutUint64(r[8:], binary.LittleEndian.Uint64(r[8:])&^centre)
			return d
		},
		"overlap": func(d []byte) []byte {
			r := rec(d, b.Len()-1)
			binary.LittleEndian.PutUint64(r[8:], binary.LittleEndian.Uint64(r)|binary.LittleEndian.Uint64(r[8:]))
			return d
		},
	}
	for name, f := range damage {
		bad := f(slices.Clone(data))
		var x Book
		err := x.UnmarshalBinary(bad)
		if !errors.Is(err, ErrFormat) {
			t.Errorf("%s: %v, want ErrFormat", name, err)
		} else if name == "centre" && !strings.Contains(err.Error(), "central") {
			t.Errorf("%s: %v, want the reason: an empty central square", name, err)
		} else if !strings.HasPrefix(err.Error(), "book: bad book: ") {
			t.Errorf("%s: %q, want the text of ErrFormat once, after the package's name", name, err)
		}
		if x.Len() != 0 {
			t.Errorf("%s: the book changed", name)
		}
	}
}

// FuzzUnmarshalBinary checks that any input is refused with ErrFormat or
// read into a book whose positions all look up, and that the moves of the
// start position work on it.
func FuzzUnmarshalBinary(f *testing.F) {
	data, _ := smallBook(f).MarshalBinary()
	f.Add(data)
	f.Add(data[:len(data)/2])
	f.Add([]byte(magic))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		var b Book
		if err := b.UnmarshalBinary(data); err != nil {
			if !errors.Is(err, ErrFormat) {
				t.Fatalf("error %v does not match ErrFormat", err)
			}
			return
		}
		for i := range b.Len() {
			r := b.data[i*recordSize:]
			p := bitboard.Bitboard{Mover: binary.LittleEndian.Uint64(r), Opponent: binary.LittleEndian.Uint64(r[8:])}
			if _, ok := b.lookup(p); !ok {
				t.Fatalf("record %d does not look up", i)
			}
		}
		start, _ := bitboard.Start(8)
		b.Moves(start)
	})
}

// TestDefault checks the embedded book: well formed, tens of thousands of
// positions, the start in it and its 4 moves (symmetric images) equal,
// reached by more games than a record counts.
func TestDefault(t *testing.T) {
	var b Book
	if err := b.UnmarshalBinary(bookBin); err != nil {
		t.Fatal(err)
	}
	if b.Len() != Default().Len() || b.Len() < 10000 {
		t.Fatalf("%d positions, Default %d", b.Len(), Default().Len())
	}
	start, _ := bitboard.Start(8)
	if _, ok := b.lookup(start); !ok {
		t.Fatal("the start is not in the book")
	}
	moves, err := b.Moves(start)
	if err != nil || len(moves) != 4 || moves[0].Score != moves[3].Score || moves[0].Games != 65535 {
		t.Errorf("the moves of the start: %+v, %v", moves, err)
	}
	// The book's values are those of its positions, seen from the mover.
	f5, _ := start.Play(37)
	e, _ := b.lookup(f5)
	if moves[0].Score != -e.Score {
		t.Errorf("f5 scores %d, the position after it %d", moves[0].Score, e.Score)
	}
}
