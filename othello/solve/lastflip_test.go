package solve

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board/othello/internal/kernel"
)

// TestLastCount checks the count-the-last-flip tables against the flip
// kernel on random full boards with one empty square.
func TestLastCount(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 100000 {
		x := r.IntN(64)
		p := r.Uint64() &^ (1 << x)
		o := ^(p | 1<<x)
		if got, want := lastCount(p, x), bits.OnesCount64(kernel.Flip(p, o, x)); got != want {
			t.Fatalf("p %#x x %d: count %d, flip %d", p, x, got, want)
		}
	}
}

// TestParity checks parity8 and parity6 against the quadrant by quadrant
// count.
func TestParity(t *testing.T) {
	for _, c := range []struct {
		size   int
		parity func(uint64) uint64
	}{{8, parity8}, {6, parity6}} {
		testParity(t, c.size, c.parity)
	}
}

func testParity(t *testing.T, size int, parity func(uint64) uint64) {
	q, _ := quadrants(size)
	mask := q[0] | q[1] | q[2] | q[3]
	r := rand.New(rand.NewPCG(1, 2))
	for range 10000 {
		e := r.Uint64() & r.Uint64() & mask
		var want uint64
		for _, m := range q {
			if bits.OnesCount64(e&m)%2 == 1 {
				want |= e & m
			}
		}
		if got := parity(e); got != want {
			t.Fatalf("%d×%d: parity(%#x) = %#x, want %#x", size, size, e, got, want)
		}
	}
}
