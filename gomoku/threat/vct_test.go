package threat_test

import (
	"testing"
	"time"

	"github.com/seed131617c4/board/gomoku/threat"
)

// TestVCTCases runs the VCT cases of the shared set with quintet's
// threat_limit: every proven case must be solved within its limit with a
// line that verifies; a disproven case is quintet's verdict under its
// notion of a threat, so the test logs what the solver says and checks
// any line it finds. Heavy cases run with -threat.deep.
func TestVCTCases(t *testing.T) {
	for _, c := range readCases(t) {
		if c.mode != "vct" {
			continue
		}
		t.Run(c.id, func(t *testing.T) {
			if c.heavy() && !*deep {
				t.Skip("heavy: run with -threat.deep")
			}
			pos := c.position(t)
			line, res := threat.VCT(pos, c.attacker, threat.Limits{Depth: c.limit, Threat: c.threatLimit, Time: 20 * time.Second})
			t.Logf("%s (%s, quintet %s): %v %d nodes %v: %s", c.id, c.tags, c.result, res.Status, res.Nodes, res.Time, line.Format(15))
			if res.Status == threat.Win {
				if err := verifyLine(pos, c.attacker, line, true, c.limit); err != nil {
					t.Fatalf("line %s: %v", line.Format(15), err)
				}
			}
			if c.result == "proven" && res.Status != threat.Win {
				t.Fatalf("status %v, want win (quintet: %v)", res.Status, c.expect)
			}
		})
	}
}
