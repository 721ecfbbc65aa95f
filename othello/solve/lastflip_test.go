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
