package kernel_test

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
	"github.com/seed131617c4/board/othello/internal/kernel"
)

// TestCPULevel checks the CPUID detection against the flags that Linux
// lists in /proc/cpuinfo, which reflect the processor and what the
// kernel supports.
func TestCPULevel(t *testing.T) {
	t.Logf("vector level %v (%s/%s)", kernel.Best(), runtime.GOOS, runtime.GOARCH)
	if kernel.InUse() != kernel.Best() {
		t.Errorf("InUse = %v, Best = %v", kernel.InUse(), kernel.Best())
	}
	if !asmBuild {
		if kernel.Best() != kernel.Portable {
			t.Errorf("a build without assembly has level %v", kernel.Best())
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
	want := kernel.Portable
	if all("avx", "avx2", "bmi1", "popcnt") {
		want = kernel.AVX2
		if all("avx512f", "avx512cd", "avx512vl") {
			want = kernel.AVX512
		}
	}
	if kernel.Best() != want {
		t.Errorf("kernel.Best() = %v, /proc/cpuinfo says %v", kernel.Best(), want)
	}
}

// TestRaysLayout checks the layout of the table rays that avx2_amd64.s
// reads at fixed offsets: 128 bytes a square, the rays up at 0, their
// complements at 32, their first squares at 64 and the rays down at 96.
func TestRaysLayout(t *testing.T) {
	got := []uintptr{
		unsafe.Sizeof((*kernel.Rays(0))), unsafe.Offsetof((*kernel.Rays(0)).Up), unsafe.Offsetof((*kernel.Rays(0)).NotUp),
		unsafe.Offsetof((*kernel.Rays(0)).FirstUp), unsafe.Offsetof((*kernel.Rays(0)).Down),
	}
	if diff := cmp.Diff([]uintptr{128, 0, 32, 64, 96}, got); diff != "" {
		t.Errorf("size and offsets of the fields of (*kernel.Rays(0)) (-want +got):\n%s", diff)
	}
}

// TestMovesBoth holds MovesBoth to PortableMoves of both sides at every
// level the machine runs, on random positions of every density.
func TestMovesBoth(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 2))
	for _, l := range kernel.Levels() {
		restore := kernel.SetLevel(l)
		for i := range 20000 {
			p, o := randomPosition(rng, i)
			pm, om := kernel.MovesBoth(p, o)
			if want, wantO := kernel.PortableMoves(p, o), kernel.PortableMoves(o, p); pm != want || om != wantO {
				restore()
				t.Fatalf("level %v: MovesBoth(%#x, %#x) = %#x, %#x, want %#x, %#x", l, p, o, pm, om, want, wantO)
			}
		}
		restore()
	}
}

// TestPlay holds Play to Kindergarten and PortableMoves at every level the
// machine runs, on every legal move of random positions of every
// density.
func TestPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 4))
	for _, l := range kernel.Levels() {
		restore := kernel.SetLevel(l)
		for i := range 5000 {
			p, o := randomPosition(rng, i)
			for x := kernel.PortableMoves(p, o); x != 0; x &= x - 1 {
				s := bits.TrailingZeros64(x)
				f, next, again := kernel.Play(p, o, s)
				wf := kernel.Kindergarten(p, o, s)
				mine, theirs := p^wf|1<<s, o^wf
				if wn, wa := kernel.PortableMoves(theirs, mine), kernel.PortableMoves(mine, theirs); f != wf || next != wn || again != wa {
					restore()
					t.Fatalf("level %v: Play(%#x, %#x, %d) = %#x, %#x, %#x, want %#x, %#x, %#x", l, p, o, s, f, next, again, wf, wn, wa)
				}
			}
		}
		restore()
	}
}

// randomPosition returns random discs p and o of two sides, sparser as i
// mod 3 grows.
func randomPosition(rng *rand.Rand, i int) (p, o uint64) {
	p, o = rng.Uint64(), rng.Uint64()
	for range i % 3 {
		p, o = p&rng.Uint64(), o&rng.Uint64()
	}
	return p, o &^ p
}
