package eval_test

import (
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
	var tally corpus.Tally
	for _, p := range heldOut(t) {
		target := p.Theoretical
		if p.Empties < p.Depth {
			target = p.Final
		}
		discs := bits.OnesCount64(p.Player) - bits.OnesCount64(p.Opponent)
		tally.Add(p, float64(target), float64(eval.Score(p.Player, p.Opponent))/100, float64(discs))
	}
	stages, exact := tally.Rows()
	t.Logf("empties  positions  MAE Score  MAE discs (in discs)")
	for _, r := range stages {
		t.Logf("%2d-%2d  %9d  %9.2f  %9.2f", r.Lo, r.Hi, r.N, r.Eval, r.Base)
		if r.Lo >= 24 && r.Eval >= r.Base {
			t.Errorf("empties %d-%d: MAE %.2f, not below the disc difference's %.2f", r.Lo, r.Hi, r.Eval, r.Base)
		}
	}
	t.Logf("exact  %9d  %9.2f  %9.2f", exact.N, exact.Eval, exact.Base)
	if exact.N < 10000 {
		t.Fatalf("%d positions at the depth of the theoretical score, want 10,000", exact.N)
	}
	// The disc difference is off by about 18 discs there; a fitted
	// evaluation must do at least three times better.
	if exact.Eval*3 > exact.Base {
		t.Errorf("MAE at the exact depth %.2f, not a third of the disc difference's %.2f", exact.Eval, exact.Base)
	}
}
