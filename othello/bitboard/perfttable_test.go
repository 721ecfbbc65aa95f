package bitboard_test

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board/internal/othelloplay"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
)

// perftDeep is the flag of the deep tier of the hashed perft, which
// .ci/run does not set: the deepest depth it counts from the 8×8 start.
var perftDeep = flag.Int("perft.deep", 0, "count the hashed perft of the 8×8 start at depths 11 to `N` (at most 16) on all cores with one 4 GiB table (8 GiB for 16), against the published counts (about 6 minutes to 15 and 26 to 16 on 2 cores; not run by .ci/run)")

// perftBeyond holds the published counts past the shared table (depths
// 1-14): 15, and 16 from one source only.
var perftBeyond = map[int]uint64{15: 1_891_832_540_064, 16: 20_301_186_039_128}

// newPerftTable returns a table of size bytes or fails the test.
func newPerftTable(t testing.TB, size int) *bitboard.PerftTable {
	t.Helper()
	tb, err := bitboard.NewPerftTable(size)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestPerftTable checks the hashed perft from the 8×8 start against the
// shared table at depths 1 to 10: with one table for every depth, with a
// fresh table, without the symmetry, with the table shared by 2
// goroutines, and at every vector level to depth 8.
func TestPerftTable(t *testing.T) {
	table := othellotest.PerftTable(t)
	start, _ := bitboard.Start(8)
	var want []uint64
	for d := 1; d <= 10; d++ {
		want = append(want, table[d])
	}
	check := func(t *testing.T, name string, count func(d int) uint64) {
		t.Helper()
		var got []uint64
		for d := 1; d <= len(want); d++ {
			got = append(got, count(d))
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: perft 1..%d (-want +got):\n%s", name, len(want), diff)
		}
	}
	shared := newPerftTable(t, 1<<20)
	check(t, "one table", func(d int) uint64 { return shared.Perft(start, d) })
	check(t, "fresh tables", func(d int) uint64 { return newPerftTable(t, 1<<20).Perft(start, d) })
	check(t, "parallel", func(d int) uint64 { return newPerftTable(t, 1<<20).PerftParallel(start, d, 2) })
	func() {
		defer bitboard.SetPerftTuning(4, false)()
		check(t, "no symmetry", func(d int) uint64 { return newPerftTable(t, 1<<20).Perft(start, d) })
	}()
	want = want[:8]
	atLevels(t, func(t *testing.T) {
		check(t, "hashed", func(d int) uint64 { return newPerftTable(t, 1<<16).Perft(start, d) })
	})
}

// TestPerftTableSmallBoards checks the hashed perft of the 4×4 and 6×6
// starts against Perft: on 4×4 past the end of every game, on 6×6 to
// depth 9, each size with a table of its own, all with one table, and in
// parallel.
func TestPerftTableSmallBoards(t *testing.T) {
	depths := map[int]int{4: 16, 6: 9, 8: 6}
	shared := newPerftTable(t, 1<<20)
	for _, n := range []int{4, 6, 8} {
		b, _ := bitboard.Start(n)
		own := newPerftTable(t, 1<<20)
		var want, gotOwn, gotShared, gotParallel []uint64
		for d := 0; d <= depths[n]; d++ {
			want = append(want, bitboard.Perft(b, d))
			gotOwn = append(gotOwn, own.Perft(b, d))
			gotShared = append(gotShared, shared.Perft(b, d))
			gotParallel = append(gotParallel, newPerftTable(t, 1<<16).PerftParallel(b, d, 3))
		}
		if diff := cmp.Diff(want, gotParallel); diff != "" {
			t.Errorf("%d×%d: perft 0..%d, parallel (-want +got):\n%s", n, n, depths[n], diff)
		}
		if diff := cmp.Diff(want, gotOwn); diff != "" {
			t.Errorf("%d×%d: perft 0..%d, own table (-want +got):\n%s", n, n, depths[n], diff)
		}
		if diff := cmp.Diff(want, gotShared); diff != "" {
			t.Errorf("%d×%d: perft 0..%d, shared table (-want +got):\n%s", n, n, depths[n], diff)
		}
	}
}

// TestPerftTableSizes checks that one table keeps the sizes apart: the
// same discs, inside the 4×4 corner, on the 4×4, 6×6 and 8×8 boards have
// different trees.
func TestPerftTableSizes(t *testing.T) {
	start4, _ := bitboard.Start(4)
	tb := newPerftTable(t, bitboard.MinPerftTableSize)
	for range 3 {
		for _, n := range []int{4, 6, 8} {
			b, err := bitboard.New(n, start4.Mover, start4.Opponent)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := tb.Perft(b, 7), bitboard.Perft(b, 7); got != want {
				t.Errorf("%d×%d board, 4×4 start discs: hashed perft 7 = %d, want %d", n, n, got, want)
			}
		}
	}
}

// TestPerftTableRandom checks the hashed perft against Perft on the
// positions of random games of each size and on random discs, with a
// table small enough that entries are replaced.
func TestPerftTableRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 2026))
	tb := newPerftTable(t, bitboard.MinPerftTableSize)
	var bs []bitboard.Bitboard
	for _, n := range []int{4, 6, 8, 8} {
		game := othelloplay.Game(r, n)
		bs = append(bs, game[r.IntN(len(game))], game[len(game)-1-r.IntN(min(len(game), 12))])
	}
	for range 4 {
		p, o := othelloplay.Discs(r)
		bs = append(bs, bitboard.Bitboard{Mover: p, Opponent: o &^ p})
	}
	for _, b := range bs {
		for _, d := range []int{4, 6} {
			want := bitboard.Perft(b, d)
			if got := tb.Perft(b, d); got != want {
				t.Errorf("%d×%d %v: hashed perft %d = %d, want %d", b.Size(), b.Size(), b, d, got, want)
			}
			if got := tb.PerftParallel(b, d, 2); got != want {
				t.Errorf("%d×%d %v: hashed PerftParallel %d = %d, want %d", b.Size(), b.Size(), b, d, got, want)
			}
		}
	}
}

// TestPerftTableEdges checks depths 0 and below, a finished game, a
// forced pass, depths past the end of every game and past the deepest
// the table keys, and a nil table.
func TestPerftTableEdges(t *testing.T) {
	start, _ := bitboard.Start(8)
	over := bitboard.Bitboard{Mover: ^uint64(0) >> 1}
	pass := bitboard.Bitboard{Mover: 1 << 2, Opponent: 1<<0 | 1<<1}
	late := bitboard.Bitboard{Mover: 0x00ff_0000_0000_0000, Opponent: ^uint64(0) >> 16} // 8 empties, every game over within 16 plies
	tb := newPerftTable(t, bitboard.MinPerftTableSize)
	var none *bitboard.PerftTable
	for _, c := range []struct {
		b     bitboard.Bitboard
		depth int
	}{{start, -1}, {start, 0}, {start, 5}, {over, 1}, {over, 6}, {pass, 1}, {pass, 2}, {pass, 9}, {late, 127}, {late, 128}, {late, 1000}} {
		want := bitboard.Perft(c.b, c.depth)
		if got := tb.Perft(c.b, c.depth); got != want {
			t.Errorf("%v: hashed perft %d = %d, want %d", c.b, c.depth, got, want)
		}
		if got := tb.PerftParallel(c.b, c.depth, 2); got != want {
			t.Errorf("%v: hashed PerftParallel %d = %d, want %d", c.b, c.depth, got, want)
		}
		if got := none.Perft(c.b, c.depth); got != want {
			t.Errorf("%v: nil table perft %d = %d, want %d", c.b, c.depth, got, want)
		}
	}
}

// TestNewPerftTable checks the sizes of tables and the error below the
// least.
func TestNewPerftTable(t *testing.T) {
	for _, size := range []int{-1, 0, 64, bitboard.MinPerftTableSize - 1} {
		_, err := bitboard.NewPerftTable(size)
		if !errors.Is(err, bitboard.ErrPerftTableSize) {
			t.Errorf("NewPerftTable(%d): error %v, want ErrPerftTableSize", size, err)
		} else if !strings.HasPrefix(err.Error(), "bitboard: perft table size too small: ") {
			t.Errorf("NewPerftTable(%d): %q, want the bare text of ErrPerftTableSize after the package's name", size, err)
		}
	}
	for size, want := range map[int]int{
		bitboard.MinPerftTableSize:       bitboard.MinPerftTableSize,
		bitboard.MinPerftTableSize*2 - 1: bitboard.MinPerftTableSize,
		1 << 20:                          1 << 20,
		3 << 20:                          2 << 20,
	} {
		if got := newPerftTable(t, size).Size(); got != want {
			t.Errorf("NewPerftTable(%d).Size() = %d, want %d", size, got, want)
		}
	}
	if got := (*bitboard.PerftTable)(nil).Size(); got != 0 {
		t.Errorf("nil table: Size() = %d, want 0", got)
	}
}

// TestCanonical checks that the 8 images of random positions of each
// size, made square by square, share one canonical position, one of
// them.
func TestCanonical(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 24))
	image := func(x uint64, n, k int) uint64 {
		var y uint64
		for s := range 64 {
			if x&(1<<s) == 0 {
				continue
			}
			row, col := s/8, s%8
			if k&1 != 0 {
				row = n - 1 - row
			}
			if k&2 != 0 {
				col = n - 1 - col
			}
			if k&4 != 0 {
				row, col = col, row
			}
			y |= 1 << (8*row + col)
		}
		return y
	}
	for _, n := range []int{4, 6, 8} {
		for range 30 {
			game := othelloplay.Game(r, n)
			b := game[r.IntN(len(game))]
			c := b.Canonical()
			found := c == b
			for k := 1; k < 8; k++ {
				img, err := bitboard.New(n, image(b.Mover, n, k), image(b.Opponent, n, k))
				if err != nil {
					t.Fatal(err)
				}
				if got := img.Canonical(); got != c {
					t.Fatalf("%d×%d %v: image %d has key %v, want %v", n, n, b, k, got, c)
				}
				found = found || img == c
			}
			if !found {
				t.Fatalf("%d×%d %v: canonical %v is none of its images", n, n, b, c)
			}
		}
	}
}

// TestPerftTableDeep counts the hashed perft of the 8×8 start at depths
// 11 to -perft.deep on all cores against the published counts, and logs
// the time of each.
func TestPerftTableDeep(t *testing.T) {
	if *perftDeep == 0 {
		t.Skip("the deep tier of the hashed perft runs with -perft.deep N")
	}
	if *perftDeep > 16 {
		t.Fatalf("-perft.deep %d: want at most 16", *perftDeep)
	}
	table := othellotest.PerftTable(t)
	start, _ := bitboard.Start(8)
	size := 4 << 30
	if *perftDeep >= 16 {
		size = 8 << 30
	}
	tb := newPerftTable(t, size)
	for d := 11; d <= *perftDeep; d++ {
		want, ok := table[d]
		if !ok {
			want = perftBeyond[d]
		}
		t0 := time.Now()
		got := tb.PerftParallel(start, d, 0)
		t.Logf("perft %d = %d in %v", d, got, time.Since(t0).Round(time.Millisecond))
		if got != want {
			t.Errorf("hashed perft %d = %d, want %d", d, got, want)
		}
	}
}

// BenchmarkPerftHashed measures the perft of the 8×8 start on one
// goroutine with a table (1 MiB at depth 9, 16 MiB at 11, cleared before
// each count, which the time includes) and without: benchstat -col /hash
// compares them.
func BenchmarkPerftHashed(b *testing.B) {
	start, _ := bitboard.Start(8)
	for _, depth := range []int{9, 11} {
		tb := newPerftTable(b, 1<<(20+2*(depth-9)))
		for _, hash := range []string{"on", "off"} {
			b.Run(fmt.Sprintf("depth=%d/hash=%s", depth, hash), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if hash == "on" {
						tb.Clear()
						tb.Perft(start, depth)
					} else {
						bitboard.Perft(start, depth)
					}
				}
			})
		}
	}
}
