package threat_test

import (
	"testing"

	"github.com/seed131617c4/board/gomoku/threat"
)

// TestVCFCases solves the VCF cases of the shared set (and of
// -threat.cases): every proven case within its limit with a line that
// verifies, every disproven one none.
func TestVCFCases(t *testing.T) {
	for _, c := range allCases(t) {
		if c.Mode != "vcf" {
			continue
		}
		t.Run(c.ID, func(t *testing.T) {
			pos := position(t, c)
			line, res := vcf(t, pos, c.Attacker, threat.Limits{Depth: c.Limit})
			t.Logf("%v %d nodes %v: %s", res.Status, res.Nodes, res.Time, line.Format(15))
			want := threat.None
			if c.Result == "proven" {
				want = threat.Win
			}
			if res.Status != want {
				t.Fatalf("status %v, want %v (quintet: %v)", res.Status, want, c.Expect)
			}
			if want == threat.Win {
				if err := verifyLine(pos, c.Attacker, line, false, 0); err != nil {
					t.Fatalf("line %s: %v", line.Format(15), err)
				}
				if n := line.AttackerMoves(); n > c.Limit {
					t.Errorf("%d attacker moves, limit %d", n, c.Limit)
				}
			}
		})
	}
}
