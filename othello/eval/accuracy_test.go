package eval_test

import (
	"math"
	"math/bits"
	"testing"

	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/othello/eval/internal/corpus"
)

// heldOut returns the positions of the games of the WTHOR archive that the
// generator leaves out of the fit: every tenth one.
func heldOut(tb testing.TB) []corpus.Position {
	tb.Helper()
	pos, st, err := corpus.Load(sharedtest.Path(tb, "othello", "wthor"), func(g int) bool { return g%10 == 0 })
	if err != nil {
		tb.Fatal(err)
	}
	if st.Kept < 10000 {
		tb.Fatalf("%d held-out games kept, want at least 10,000 (%+v)", st.Kept, st)
	}
	return pos
}

// TestAccuracy measures the mean absolute error of Score against the
// theoretical scores of the games the fit left out, by stage, and holds
// it to the disc difference: on the positions where the theoretical score
// is exact, and on every stage of 4 empty squares from there to the
// opening. (Past that depth the records' theoretical scores no longer
// follow the games, whose players err, so the error is measured against
// the final result there, and only logged.)
func TestAccuracy(t *testing.T) {
	type acc struct{ n, eval, discs float64 }
	var stages [16]acc
	var exact acc
	for _, p := range heldOut(t) {
		target := p.Theoretical
		if p.Empties < p.Depth {
			target = p.Final
		}
		e := math.Abs(float64(eval.Score(p.Player, p.Opponent))/100 - float64(target))
		d := math.Abs(float64(bits.OnesCount64(p.Player)-bits.OnesCount64(p.Opponent)) - float64(target))
		a := &stages[min(p.Empties, 59)/4]
		a.n, a.eval, a.discs = a.n+1, a.eval+e, a.discs+d
		if p.Empties == p.Depth {
			exact.n, exact.eval, exact.discs = exact.n+1, exact.eval+e, exact.discs+d
		}
	}
	t.Logf("empties  positions  MAE Score  MAE discs (in discs)")
	for i, a := range stages {
		if a.n == 0 {
			continue
		}
		t.Logf("%2d-%2d  %9.0f  %9.2f  %9.2f", 4*i, 4*i+3, a.n, a.eval/a.n, a.discs/a.n)
		if 4*i >= 24 && a.eval >= a.discs {
			t.Errorf("empties %d-%d: MAE %.2f, not below the disc difference's %.2f", 4*i, 4*i+3, a.eval/a.n, a.discs/a.n)
		}
	}
	t.Logf("exact  %9.0f  %9.2f  %9.2f", exact.n, exact.eval/exact.n, exact.discs/exact.n)
	if exact.n < 10000 {
		t.Fatalf("%.0f positions at the depth of the theoretical score, want 10,000", exact.n)
	}
	// The disc difference is off by about 18 discs there; a fitted
	// evaluation must do at least three times better.
	if exact.eval*3 > exact.discs {
		t.Errorf("MAE at the exact depth %.2f, not a third of the disc difference's %.2f", exact.eval/exact.n, exact.discs/exact.n)
	}
}
