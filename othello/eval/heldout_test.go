package eval_test

import (
	"testing"

	"github.com/seed131617c4/board/othello/eval"
)

// TestScoreOracleHeldOut holds Score to the first implementation (see
// eval.CheckScore) on every fourth position of the held-out games of the
// WTHOR archive, which TestAccuracy reads too, both sides to move. The
// deep tier's TestScoreOracleWTHOR reads every game.
func TestScoreOracleHeldOut(t *testing.T) {
	positions, _ := heldOut(t)
	w := eval.Default()
	n := 0
	for i := 0; i < len(positions); i += 4 {
		p := positions[i]
		for _, b := range [2][2]uint64{{p.Player, p.Opponent}, {p.Opponent, p.Player}} {
			if err := eval.CheckScore(w, b[0], b[1]); err != nil {
				t.Fatal(err)
			}
			n++
		}
	}
	t.Logf("%d positions", n)
}
