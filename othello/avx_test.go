package othello

import (
	"bufio"
	"math/bits"
	"math/rand/v2"
	"os"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
)

// atLevels runs f in a subtest for each vector level the processor runs,
// from the portable code up, with useLevel lowered to it, so that every
// path of the flips, the move generation and the perft is tested on this
// processor. Tests that call it must not be parallel.
func atLevels(t *testing.T, f func(t *testing.T, level vectorLevel)) {
	t.Helper()
	for level := levelPortable; level <= cpuLevel; level++ {
		t.Run("level="+level.String(), func(t *testing.T) {
			defer func(l vectorLevel) { useLevel = l }(useLevel)
			useLevel = level
			f(t, level)
		})
	}
}

// TestCPULevel checks the CPUID detection against the flags that Linux
// lists in /proc/cpuinfo, which reflect the processor and what the
// kernel supports.
func TestCPULevel(t *testing.T) {
	t.Logf("vector level %v (%s/%s)", cpuLevel, runtime.GOOS, runtime.GOARCH)
	if useLevel != cpuLevel {
		t.Errorf("useLevel = %v, cpuLevel = %v", useLevel, cpuLevel)
	}
	if !asmBuild {
		if cpuLevel != levelPortable {
			t.Errorf("a build without assembly has level %v", cpuLevel)
		}
		return
	}
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		t.Skip("no /proc/cpuinfo to check against")
	}
	defer f.Close()
	flags := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if name, list, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(name) == "flags" {
			for fl := range strings.FieldsSeq(list) {
				flags[fl] = true
			}
			break
		}
	}
	if len(flags) == 0 {
		t.Skip("no flags in /proc/cpuinfo")
	}
	all := func(names ...string) bool {
		for _, n := range names {
			if !flags[n] {
				return false
			}
		}
		return true
	}
	want := levelPortable
	if all("avx", "avx2", "bmi1", "popcnt") {
		want = levelAVX2
		if all("avx512f", "avx512cd", "avx512vl") {
			want = levelAVX512
		}
	}
	if cpuLevel != want {
		t.Errorf("cpuLevel = %v, /proc/cpuinfo says %v", cpuLevel, want)
	}
}

// TestRaysLayout checks the layout of the table rays that avx_amd64.s
// reads at fixed offsets: 128 bytes a square, the rays up at 0, their
// complements at 32, their first squares at 64 and the rays down at 96.
func TestRaysLayout(t *testing.T) {
	got := []uintptr{
		unsafe.Sizeof(rays[0]), unsafe.Offsetof(rays[0].up), unsafe.Offsetof(rays[0].notUp),
		unsafe.Offsetof(rays[0].firstUp), unsafe.Offsetof(rays[0].down),
	}
	if diff := cmp.Diff([]uintptr{128, 0, 32, 64, 96}, got); diff != "" {
		t.Errorf("size and offsets of the fields of rays[0] (-want +got):\n%s", diff)
	}
}

// vectorRef returns, for the position b with moves m != 0, the leaves 2
// and 3 plies below it, by the portable perft of each child.
func vectorRef(b Bitboard, m uint64) (leaves2, leaves3 uint64) {
	for s := range Squares(m) {
		c := b.Make(s, FlipKindergarten(b.Mover, b.Opponent, s))
		leaves2 += perftKindergarten(c.Mover, c.Opponent, c.off, 1)
		leaves3 += perftKindergarten(c.Mover, c.Opponent, c.off, 2)
	}
	return leaves2, leaves3
}

// vectorAgree checks the flips of every square, the moves and the leaf
// loops of the position b at the level in use against the portable code,
// and returns the number of children of b without moves, which the
// leaves3 loop handles apart.
func vectorAgree(t *testing.T, b Bitboard) (passes int, ok bool) {
	t.Helper()
	p, o := b.Mover, b.Opponent
	m := moves(p, o) &^ b.off
	if got := b.Moves(); got != m {
		t.Errorf("%v: Moves of %#x, %#x = %#x, want %#x", useLevel, p, o, got, m)
		return 0, false
	}
	for s := range Square(64) {
		want := FlipKindergarten(p, o, s)
		if a, b, c := FlipAVX2(p, o, s), FlipAVX512(p, o, s), Flip(p, o, s); a != want || b != want || c != want {
			t.Errorf("%v: flips of %#x, %#x at %v: avx2 %#x, avx512 %#x, Flip %#x, want %#x", useLevel, p, o, s, a, b, c, want)
			return 0, false
		}
	}
	if m == 0 {
		return 0, true
	}
	l2, l3 := vectorRef(b, m)
	got := map[string]uint64{}
	want := map[string]uint64{}
	if useLevel >= levelAVX2 {
		got["leavesAVX2"], want["leavesAVX2"] = leavesAVX2(p, o, m, b.off), l2
		got["leaves3AVX2"], want["leaves3AVX2"] = leaves3AVX2(p, o, m, b.off), l3
	}
	if useLevel >= levelAVX512 {
		got["leavesAVX512"], want["leavesAVX512"] = leavesAVX512(p, o, m, b.off), l2
		got["leaves3AVX512"], want["leaves3AVX512"] = leaves3AVX512(p, o, m, b.off), l3
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%v: leaf loops of %#x, %#x, off %#x (-want +got):\n%s", useLevel, p, o, b.off, diff)
		return 0, false
	}
	for s := range Squares(m) {
		if b.Make(s, Flip(p, o, s)).Moves() == 0 {
			passes++
		}
	}
	return passes, true
}

// TestVectorLevels checks every vector level the processor runs against
// the portable code on the positions of random games on the 4×4, 6×6 and
// 8×8 boards and on random discs: the flips of all 64 squares, the moves,
// and the leaf loops of the perft, which also see children that must pass
// or whose game is over.
func TestVectorLevels(t *testing.T) {
	games := 400
	if testing.Short() || raceEnabled {
		games = 40
	}
	atLevels(t, func(t *testing.T, level vectorLevel) {
		r := rand.New(rand.NewPCG(uint64(level), 4))
		positions, passes := 0, 0
		for i := range games {
			size := []int{4, 6, 8, 8}[i%4]
			for _, b := range bbRandomGame(r, size) {
				n, ok := vectorAgree(t, b)
				if !ok {
					return
				}
				p, o := bbRandomDiscs(r)
				n2, ok := vectorAgree(t, Bitboard{Mover: p, Opponent: o})
				if !ok {
					return
				}
				positions += 2
				passes += n + n2
			}
		}
		if passes == 0 {
			t.Errorf("no child without moves in %d positions: the pass paths went untested", positions)
		}
		t.Logf("%d positions agree, with %d children without moves", positions, passes)
	})
}

// TestVectorLevelsWTHOR checks every vector level as TestVectorLevels
// does on the positions of one game in 50 of the WTHOR archive (one in
// 1000 with -short or -race).
func TestVectorLevelsWTHOR(t *testing.T) {
	games := bbWTHORGames(t)
	every := 50
	if testing.Short() || raceEnabled {
		every = 1000
	}
	atLevels(t, func(t *testing.T, level vectorLevel) {
		positions := 0
		for i := int(level); i < len(games); i += every {
			bs, err := bbReplay(games[i])
			if err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
			for _, b := range bs {
				if _, ok := vectorAgree(t, b); !ok {
					return
				}
				positions++
			}
		}
		t.Logf("%d WTHOR positions agree", positions)
	})
}

// TestVectorPerft checks the perft of every vector level against the
// published table to depth 9 (7 with -short or -race), with Perft and
// with the perft of the avx2 and avx512 entries, and on the 4×4 and 6×6
// boards against the portable perft.
func TestVectorPerft(t *testing.T) {
	table := perftTable(t)
	deepest := 9
	if testing.Short() || raceEnabled {
		deepest = 7
	}
	avx2, _ := FlipAlgorithmNamed("avx2")
	avx512, _ := FlipAlgorithmNamed("avx512")
	start, _ := StartBitboard(8)
	atLevels(t, func(t *testing.T, level vectorLevel) {
		var want, got []uint64
		for d := 1; d <= deepest; d++ {
			want = append(want, table[d], table[d], table[d])
			got = append(got, Perft(start, d), avx2.Perft(start, d), avx512.Perft(start, d))
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("perft 1..%d by Perft, avx2, avx512 (-want +got):\n%s", deepest, diff)
		}
		for _, size := range []int{4, 6} {
			b, _ := StartBitboard(size)
			want, got = nil, nil
			for d := 1; d <= 2*size; d++ {
				want = append(want, perftKindergarten(b.Mover, b.Opponent, b.off, d))
				got = append(got, Perft(b, d))
				if size == 6 && d == 7 {
					break
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%d×%d: perft (-want kindergarten +got):\n%s", size, size, diff)
			}
		}
	})
}

// FuzzVector checks the moves, the flips and the leaf loops of the level
// of the processor against the portable code on any position.
func FuzzVector(f *testing.F) {
	start, _ := StartBitboard(8)
	f.Add(start.Mover, start.Opponent, uint8(8))
	f.Add(uint64(0x8100000000000081), uint64(0x7effffffffffff7e), uint8(6))
	f.Add(uint64(1<<2), uint64(1<<0|1<<1), uint8(4))
	f.Fuzz(func(t *testing.T, p, o uint64, size uint8) {
		o &^= p
		mask := []uint64{Mask4, Mask6, Mask8}[size%3]
		b := Bitboard{Mover: p & mask, Opponent: o & mask, off: ^mask}
		vectorAgree(t, b)
	})
}

// BenchmarkLeaves measures the loop of the leaf parents of the perft at
// each vector level, on the positions of flipBenchCases: an op runs it on
// every position; ns/child is the time of one of their children (a flip,
// a move generation and a count).
func BenchmarkLeaves(b *testing.B) {
	var ps []Bitboard
	seen := map[Bitboard]bool{}
	children := 0
	for _, c := range flipBenchCases() {
		p := Bitboard{Mover: c.p, Opponent: c.o}
		if !seen[p] {
			seen[p] = true
			ps = append(ps, p)
			children += bits.OnesCount64(p.Moves())
		}
	}
	run := func(b *testing.B, leaves func(p, o, m, off uint64) uint64) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range ps {
				leaves(p.Mover, p.Opponent, p.Moves(), 0)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(children), "ns/child")
	}
	b.Run("level=portable", func(b *testing.B) {
		run(b, func(p, o, m, off uint64) (n uint64) {
			for s := range Squares(m) {
				f := FlipKindergarten(p, o, s)
				n += perftKindergarten(o^f, p^f^1<<s, off, 1)
			}
			return n
		})
	})
	if cpuLevel >= levelAVX2 {
		b.Run("level=avx2", func(b *testing.B) { run(b, leavesAVX2) })
	}
	if cpuLevel >= levelAVX512 {
		b.Run("level=avx512", func(b *testing.B) { run(b, leavesAVX512) })
	}
}

// BenchmarkVectorMoves measures Bitboard.Moves at each vector level the
// processor runs, on the positions of BenchmarkMoves: ns/pos is the time
// of one move generation.
func BenchmarkVectorMoves(b *testing.B) {
	cases := flipBenchCases()
	bs := make([]Bitboard, len(cases))
	for i, c := range cases {
		bs[i] = Bitboard{Mover: c.p, Opponent: c.o}
	}
	for level := levelPortable; level <= cpuLevel; level++ {
		b.Run("level="+level.String(), func(b *testing.B) {
			defer func(l vectorLevel) { useLevel = l }(useLevel)
			useLevel = level
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range bs {
					p.Moves()
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(bs)), "ns/pos")
		})
	}
}
