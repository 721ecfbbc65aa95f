package bitboard_test

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board/internal/othelloplay"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/internal/kernel"
)

// atLevels runs f in a subtest for each vector level the processor runs,
// from the portable code up, with the kernel lowered to it, so that every
// path of the flips, the move generation and the perft is tested on this
// processor. Tests that call it must not be parallel.
func atLevels(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	for _, l := range kernel.Levels() {
		t.Run("level="+l.String(), func(t *testing.T) {
			defer kernel.SetLevel(l)()
			f(t)
		})
	}
}

// TestPerft checks the bitboard perft from the 8×8 start against the
// shared table at every vector level to depth 8, and in parallel at the
// best level to depth 9 (12 with -othello.deep).
func TestPerft(t *testing.T) {
	table := othellotest.PerftTable(t)
	start, _ := bitboard.Start(8)
	atLevels(t, func(t *testing.T) {
		var got, want []uint64
		for d := 1; d <= 8; d++ {
			got = append(got, bitboard.Perft(start, d))
			want = append(want, table[d])
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("perft 1..8 (-want +got):\n%s", diff)
		}
	})
	deepest := 9
	if othellotest.Deep() {
		deepest = 12
	}
	for d := 9; d <= deepest; d++ {
		if got, want := bitboard.PerftParallel(start, d, 0), table[d]; got != want {
			t.Errorf("PerftParallel(start, %d) = %d, want %d", d, got, want)
		}
	}
}

// TestPerftEdges checks depths 0 and below, a finished game and a forced
// pass.
func TestPerftEdges(t *testing.T) {
	start, _ := bitboard.Start(8)
	over := bitboard.Bitboard{Mover: ^uint64(0) >> 1} // full board but h8, and no move
	// In pass the mover, on c1, has no move; the opponent, on a1 and b1,
	// has one, d1, after which the mover has no disc and the game is over.
	pass := bitboard.Bitboard{Mover: 1 << 2, Opponent: 1<<0 | 1<<1}
	cases := []struct {
		name  string
		b     bitboard.Bitboard
		depth int
		want  uint64
	}{
		{"negative", start, -1, 0},
		{"zero", start, 0, 1},
		{"over at 1", over, 1, 1},
		{"over at 5", over, 5, 1},
		{"pass at 1", pass, 1, 1},
		{"pass at 2", pass, 2, 1},
		{"pass then over", pass, 9, 1},
	}
	atLevels(t, func(t *testing.T) {
		for _, c := range cases {
			if got := bitboard.Perft(c.b, c.depth); got != c.want {
				t.Errorf("%s: Perft(%d) = %d, want %d", c.name, c.depth, got, c.want)
			}
			if got := bitboard.PerftParallel(c.b, c.depth, 2); got != c.want {
				t.Errorf("%s: PerftParallel(%d) = %d, want %d", c.name, c.depth, got, c.want)
			}
		}
	})
}

// TestPerftSmallBoards checks the bitboard perft of the 4×4 and 6×6 boards
// embedded in the 64-bit board against the generic perft: at depths 1 to
// 8, and on 4×4 at 12 and 16, past the end of every game, and on 6×6 at 7
// (8 with -othello.deep).
func TestPerftSmallBoards(t *testing.T) {
	depths := map[int][]int{4: {1, 2, 3, 4, 5, 6, 7, 8, 12, 16}, 6: {1, 2, 3, 4, 5, 6, 7, 8}}
	if !othellotest.Deep() {
		depths[6] = depths[6][:7]
	}
	for _, n := range []int{4, 6} {
		p, _ := othello.NewPosition(n)
		b, _ := bitboard.Start(n)
		var want []uint64
		for _, d := range depths[n] {
			want = append(want, othello.Perft(p, d))
		}
		atLevels(t, func(t *testing.T) {
			var got []uint64
			for _, d := range depths[n] {
				got = append(got, bitboard.Perft(b, d))
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%d×%d: perft at depths %v (-want generic +got bitboard):\n%s", n, n, depths[n], diff)
			}
			last := depths[n][len(depths[n])-1]
			if got, want := bitboard.PerftParallel(b, last, 3), want[len(want)-1]; got != want {
				t.Errorf("%d×%d: PerftParallel(%d) = %d, want %d", n, n, last, got, want)
			}
		})
	}
}

// TestLevels checks the moves and flips of every vector level against
// the portable code on the positions of random games and random discs,
// and the perft 1 to 4 below them.
func TestLevels(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 2026))
	var bs []bitboard.Bitboard
	for range 20 {
		for _, b := range othelloplay.Game(r, 8) {
			p, o := othelloplay.Discs(r)
			bs = append(bs, b, bitboard.Bitboard{Mover: p, Opponent: o &^ p})
		}
	}
	type result struct{ moves, flips, perft uint64 }
	results := func() []result {
		var rs []result
		for i, b := range bs {
			var x result
			x.moves = b.Legal()
			for s := range bitboard.Square(64) {
				x.flips = x.flips*31 + b.Flip(s)
			}
			if i%40 == 0 {
				x.perft = bitboard.Perft(b, 4)
			}
			rs = append(rs, x)
		}
		return rs
	}
	restore := kernel.SetLevel(kernel.Portable)
	want := results()
	restore()
	atLevels(t, func(t *testing.T) {
		if diff := cmp.Diff(want, results(), cmp.AllowUnexported(result{})); diff != "" {
			t.Errorf("moves, flips and perfts differ from the portable code (-want +got):\n%s", diff)
		}
	})
}

// BenchmarkLegal measures legal-move generation on the positions of
// othelloplay.Cases at each vector level. An op generates the moves of
// every position of the set once; ns/pos is the time of one.
func BenchmarkLegal(b *testing.B) {
	cases := othelloplay.Cases()
	bs := make([]bitboard.Bitboard, len(cases))
	for i, c := range cases {
		bs[i] = bitboard.Bitboard{Mover: c.Mover, Opponent: c.Opponent}
	}
	for _, l := range kernel.Levels() {
		b.Run("level="+l.String(), func(b *testing.B) {
			defer kernel.SetLevel(l)()
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range bs {
					p.Legal()
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(bs)), "ns/pos")
		})
	}
}

// BenchmarkPerft measures the bitboard perft 9 from the 8×8 start on 1, 2
// and 4 goroutines. Mnode/s counts the internal nodes (a move generation
// and a flip each) in millions per second.
func BenchmarkPerft(b *testing.B) {
	const depth = 9
	start, internal := othellotest.PerftStart(depth)
	for _, workers := range []int{1, 2, 4} {
		b.Run("workers="+string(rune('0'+workers)), func(b *testing.B) {
			for b.Loop() {
				bitboard.PerftParallel(start, depth, workers)
			}
			b.ReportMetric(float64(internal)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnode/s")
		})
	}
}
