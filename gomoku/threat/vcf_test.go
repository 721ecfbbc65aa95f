package threat_test

import (
	"testing"

	"github.com/seed131617c4/board/gomoku/threat"
)

// TestVCFCases solves the VCF cases of the shared set: every proven case
// within its limit with a line that verifies, every disproven one none.
func TestVCFCases(t *testing.T) {
	for _, c := range readCases(t) {
		if c.mode != "vcf" {
			continue
		}
		t.Run(c.id, func(t *testing.T) {
			pos := c.position(t)
			line, res := threat.VCF(pos, c.attacker, threat.Limits{Depth: c.limit})
			t.Logf("%v %d nodes %v: %s", res.Status, res.Nodes, res.Time, line.Format(15))
			want := threat.None
			if c.result == "proven" {
				want = threat.Win
			}
			if res.Status != want {
				t.Fatalf("status %v, want %v (quintet: %v)", res.Status, want, c.expect)
			}
			if want == threat.Win {
				if err := verifyLine(pos, c.attacker, line, false, 0); err != nil {
					t.Fatalf("line %s: %v", line.Format(15), err)
				}
				if n := line.AttackerMoves(); n > c.limit {
					t.Errorf("%d attacker moves, limit %d", n, c.limit)
				}
			}
		})
	}
}
