package eval

import "fmt"

// CheckScore returns an error if Score by the weights w differs on the
// position p, o from oldScore, the first implementation, with any
// implementation the machine runs: the portable one and, where the
// processor has it, the vector one.
func CheckScore(w *Weights, p, o uint64) error {
	want := oldScore(w, p, o)
	defer func() { useVector = hasVector }()
	for _, v := range implementations() {
		useVector = v
		if got := w.Score(p, o); got != want {
			return fmt.Errorf("Score(%#x, %#x) = %d (vector code %v), the first implementation %d", p, o, got, v, want)
		}
	}
	return nil
}

// Deep reports whether -eval.deep asks for the deep tier.
func Deep() bool { return *deep }
