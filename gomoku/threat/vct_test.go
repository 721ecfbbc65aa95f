package threat_test

import (
	"flag"
	"testing"
	"time"

	"github.com/seed131617c4/board/gomoku/threat"
)

// caseTime bounds each case of the deep tier.
var (
	caseTime  = flag.Duration("threat.time", 300*time.Second, "the time bound of each VCT case under -threat.deep")
	caseNodes = flag.Int64("threat.nodes", 0, "the node bound of each VCT case under -threat.deep (0: none)")
)

// TestVCTCases runs the VCT cases of the shared set with quintet's
// threat_limit: every proven case must be solved within its limit with a
// line that verifies; a disproven case is quintet's verdict under its
// notion of a threat, so the test logs what the solver says and checks
// any line it finds. The default tier gives each case 5,000 nodes and
// skips those that need more; -threat.deep runs every case to the end.
func TestVCTCases(t *testing.T) {
	for _, c := range readCases(t) {
		if c.mode != "vct" {
			continue
		}
		t.Run(c.id, func(t *testing.T) {
			lim := threat.Limits{Depth: c.limit, Threat: c.threatLimit, Time: *caseTime, Nodes: *caseNodes}
			if !*deep {
				lim = threat.Limits{Depth: c.limit, Threat: c.threatLimit, Nodes: 5_000}
			}
			pos := c.position(t)
			line, res := threat.VCT(pos, c.attacker, lim)
			t.Logf("%s (%s, quintet %s): %v %d nodes %v: %s", c.id, c.tags, c.result, res.Status, res.Nodes, res.Time, line.Format(15))
			if res.Status == threat.Win {
				if err := verifyLine(pos, c.attacker, line, true, c.limit); err != nil {
					t.Fatalf("line %s: %v", line.Format(15), err)
				}
			}
			if !*deep && res.Status == threat.Unknown {
				t.Skipf("over the quick tier's %d nodes: run with -threat.deep", lim.Nodes)
			}
			if c.result == "proven" && res.Status != threat.Win {
				t.Fatalf("status %v, want win (quintet: %v)", res.Status, c.expect)
			}
		})
	}
}
