package flip_test

import (
	"math/bits"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"

	"github.com/seed131617c4/board/internal/othelloplay"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/flip"
)

// flipReference is the algorithm every other one must agree with.
const flipReference = "walker"

// flipAgree checks every algorithm against the reference on every square
// of the position and reports the first difference.
func flipAgree(t *testing.T, algos []flip.Algorithm, p, o uint64) bool {
	t.Helper()
	ref, _ := flip.Named(flipReference)
	for s := range 64 {
		want := ref.Flip(p, o, s)
		for _, a := range algos {
			if got := a.Flip(p, o, s); got != want {
				t.Errorf("%s(%#016x, %#016x, %v) = %#016x, %s gives %#016x", a.Name, p, o, s, got, flipReference, want)
				return false
			}
		}
	}
	return true
}

// TestFlipAgreement runs every flip algorithm on every square of 10,000
// seeded random positions (a million with -othello.deep), half of them
// from random games and half random discs, and checks that they all return what the reference does.
func TestFlipAgreement(t *testing.T) {
	n := 10_000
	if othellotest.Deep() {
		n = 1_000_000
	}
	algos := flip.All()
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(uint64(w), 2026))
			for i := w; i < n; {
				// Games come in whole, so a worker may check a few more
				// positions than its share.
				for _, b := range othelloplay.Game(r, 8) {
					if !flipAgree(t, algos, b.Mover, b.Opponent) {
						return
					}
					p, o := othelloplay.Discs(r)
					if !flipAgree(t, algos, p, o) {
						return
					}
					i += 2 * workers
				}
			}
		})
	}
	wg.Wait()
	t.Logf("%d algorithms agree on all 64 squares of %d positions", len(algos), n)
}

// TestFlipWTHOR runs every flip algorithm on every square of the
// positions of one game in 50 of the sample of the shared WTHOR archive
// (one in 20 of the whole archive with -othello.deep) and checks that they
// all return what the reference does.
func TestFlipWTHOR(t *testing.T) {
	games, every := othellotest.WTHORSample(t), 50
	if othellotest.Deep() {
		games, every = othellotest.WTHORGames(t), 20
	}
	algos := flip.All()
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	var mu sync.Mutex
	positions := 0
	for w := range workers {
		wg.Go(func() {
			n := 0
			defer func() {
				mu.Lock()
				positions += n
				mu.Unlock()
			}()
			for i := w * every; i < len(games); i += workers * every {
				bs, err := othellotest.Replay(games[i])
				if err != nil {
					t.Errorf("game %d: %v", i, err)
					return
				}
				for _, b := range bs {
					if !flipAgree(t, algos, b.Mover, b.Opponent) {
						return
					}
					n++
				}
			}
		})
	}
	wg.Wait()
	t.Logf("%d algorithms agree on all 64 squares of %d WTHOR positions", len(algos), positions)
}

// TestFlipEdgeCases checks hand-picked positions where a fill could wrap
// around an edge or run off the board: full rows, columns and diagonals,
// corners, and rays full of opponent discs with no closing disc.
func TestFlipEdgeCases(t *testing.T) {
	cases := []struct {
		name string
		p, o uint64
	}{
		{"empty", 0, 0},
		{"all opponent", 0, ^uint64(0)},
		{"all mover", ^uint64(0), 0},
		{"opponent everywhere but the corners", 0x8100000000000081, 0x7effffffffffff7e},
		{"columns alternate", 0x5555555555555555, 0xaaaaaaaaaaaaaaaa},
		{"rows alternate", 0x00ff00ff00ff00ff, 0xff00ff00ff00ff00},
		{"checkerboard", 0x55aa55aa55aa55aa, 0xaa55aa55aa55aa55},
		{"wrap east", 0x0000000000000100, 0x00000000000000fe},
		{"wrap west", 0x0000000000000080, 0x000000000000ff00},
		{"edges opponent", 0x007e7e7e7e7e7e00, 0xff818181818181ff},
		{"centre opponent", 0xff818181818181ff, 0x007e7e7e7e7e7e00},
	}
	algos := flip.All()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			flipAgree(t, algos, c.p, c.o&^c.p)
			flipAgree(t, algos, c.o&^c.p, c.p)
		})
	}
	// Every position with one mover disc and opponent discs on a whole
	// line through it.
	for s := range 64 {
		for _, line := range []uint64{0xff << (s &^ 7), 0x0101010101010101 << (s & 7), diagonal(s, 1), diagonal(s, -1)} {
			for _, q := range []int{0, 63, s ^ 7, s ^ 56, 63 - s} {
				flipAgree(t, algos, 1<<q, line&^(1<<q))
			}
		}
	}
}

// TestFlipExamples checks some flips worked out by hand.
func TestFlipExamples(t *testing.T) {
	sq := func(name string) int {
		return (int(name[1]-'1')*8 + int(name[0]-'a'))
	}
	mask := func(names ...string) uint64 {
		var m uint64
		for _, n := range names {
			m |= 1 << sq(n)
		}
		return m
	}
	start, _ := bitboard.Start(8)
	cases := []struct {
		name string
		p, o uint64
		s    int
		want uint64
	}{
		{"start f5", start.Mover, start.Opponent, sq("f5"), mask("e5")},
		{"start d3", start.Mover, start.Opponent, sq("d3"), mask("d4")},
		{"start e6", start.Mover, start.Opponent, sq("e6"), mask("e5")},
		{"start e3 flips nothing", start.Mover, start.Opponent, sq("e3"), 0},
		{"corner all 3 ways", mask("a8", "h1", "h8"), mask("b2", "c3", "d4", "e5", "f6", "g7", "b1", "c1", "a2"), sq("a1"), mask("b2", "c3", "d4", "e5", "f6", "g7")},
		{"unclosed run", mask("a1"), mask("b1", "c1", "d1", "e1", "f1", "g1", "h1"), sq("a1"), 0},
		{"closed at the far edge", mask("h1"), mask("b1", "c1", "d1", "e1", "f1", "g1"), sq("a1"), mask("b1", "c1", "d1", "e1", "f1", "g1")},
		{"a gap stops the run", mask("e1"), mask("b1", "d1"), sq("a1"), 0},
		{"8 directions", mask("b2", "d2", "f2", "b4", "f4", "b6", "d6", "f6"), mask("c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"), sq("d4"),
			mask("c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5")},
	}
	for _, a := range flip.All() {
		for _, c := range cases {
			if got := a.Flip(c.p, c.o, c.s); got != c.want {
				t.Errorf("%s: %s: flip at %v = %#016x, want %#016x", a.Name, c.name, c.s, got, c.want)
			}
		}
	}
}

// TestFlipRegistry checks the registry: unique names, a description and a
// function each, lookups by name, and bitboard.Flip being one of them.
func TestFlipRegistry(t *testing.T) {
	seen := map[string]bool{}
	for _, a := range flip.All() {
		if a.Name == "" || a.Doc == "" || a.Flip == nil {
			t.Errorf("incomplete entry %+v", a)
		}
		if seen[a.Name] {
			t.Errorf("name %q registered twice", a.Name)
		}
		seen[a.Name] = true
		if b, ok := flip.Named(a.Name); !ok || b.Name != a.Name {
			t.Errorf("flip.Named(%q) = %q, %v", a.Name, b.Name, ok)
		}
	}
	if _, ok := flip.Named("nosuch"); ok {
		t.Error(`flip.Named("nosuch") found one`)
	}
	for _, want := range []string{"loop", "fill", "carry", "kindergarten"} {
		if !seen[want] {
			t.Errorf("algorithm %q missing", want)
		}
	}
	all := flip.All()
	all[0].Name = "changed"
	if flip.All()[0].Name == "changed" {
		t.Error("flip.All returns the registry itself, not a copy")
	}
}

// TestFlipAllocs checks that no flip algorithm allocates.
func TestFlipAllocs(t *testing.T) {
	if othellotest.Race {
		t.Skip("the race detector makes sync.Pool drop items")
	}
	cases := othelloplay.Cases()[:500]
	for _, a := range flip.All() {
		allocs := testing.AllocsPerRun(10, func() {
			for _, c := range cases {
				a.Flip(c.Mover, c.Opponent, c.Square)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per %d flips, want 0", a.Name, allocs, len(cases))
		}
	}
}

// FuzzFlip checks that all flip algorithms agree on any position and
// square, and that what they flip is opponent discs only.
func FuzzFlip(f *testing.F) {
	start, _ := bitboard.Start(8)
	f.Add(start.Mover, start.Opponent, uint8(37))
	f.Add(uint64(0x8100000000000081), uint64(0x7effffffffffff7e), uint8(0))
	f.Add(uint64(1), ^uint64(1), uint8(63))
	algos := flip.All()
	f.Fuzz(func(t *testing.T, p, o uint64, s uint8) {
		o &^= p
		sq := int(s & 63)
		if !flipAgree(t, algos, p, o) {
			return
		}
		if got := flip.Default().Flip(p, o, sq); got&^o != 0 {
			t.Errorf("flip.Default().Flip(%#x, %#x, %v) = %#x flips squares that are not opponent discs", p, o, sq, got)
		}
	})
}

// diagonal returns the diagonal through s whose squares differ by 9
// (dir 1) or by 7 (dir -1) from one row to the next.
func diagonal(s, dir int) uint64 {
	var m uint64
	for q := range 64 {
		if dir > 0 && q/8-q%8 == s/8-s%8 || dir < 0 && q/8+q%8 == s/8+s%8 {
			m |= 1 << q
		}
	}
	return m
}

// TestRegistryRuns checks the rule of the registry: a vector entry is
// listed exactly when the processor runs its code.
func TestRegistryRuns(t *testing.T) {
	_ = bits.OnesCount64
	for _, name := range []string{"avx2", "avx512"} {
		_, listed := flip.Named(name)
		if listed != (vectorLevel() >= map[string]int{"avx2": 1, "avx512": 2}[name]) {
			t.Errorf("%s listed = %v on a processor of vector level %d", name, listed, vectorLevel())
		}
	}
}
