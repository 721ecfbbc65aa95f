package threat_test

import (
	"flag"
	"fmt"
	"testing"
	"time"

	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/internal/gomokutest"
)

// caseTime bounds each case of the deep tier.
var (
	caseTime  = flag.Duration("threat.time", 300*time.Second, "the time bound of each VCT case under -threat.deep")
	caseNodes = flag.Int64("threat.nodes", 0, "the node bound of each VCT case under -threat.deep (0: none)")
)

// TestVCTCases runs the VCT cases of the shared set (and of
// -threat.cases) with quintet's threat_limit: every proven case must be
// solved within its limit with a line that verifies; a disproven case is
// quintet's verdict under its notion of a threat, so the test logs what
// the solver says and checks any line it finds. The default tier gives
// each case 1,000 nodes and skips those that need more; -threat.deep runs
// every case to the end.
func TestVCTCases(t *testing.T) {
	for _, c := range allCases(t) {
		if c.Mode != "vct" {
			continue
		}
		t.Run(c.ID, func(t *testing.T) {
			lim := threat.Limits{Depth: c.Limit, Threat: c.ThreatLimit, Time: *caseTime, Nodes: *caseNodes}
			if !*deep {
				lim = threat.Limits{Depth: c.Limit, Threat: c.ThreatLimit, Nodes: 1_000}
			}
			pos := position(t, c)
			line, res, err := threat.VCT(t.Context(), pos, c.Attacker, lim)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s (%s, quintet %s): %v %d nodes %v: %s", c.ID, c.Tags, c.Result, res.Status, res.Nodes, res.Time, line.Format(15))
			if res.Status == threat.Win {
				if err := verifyLine(pos, c.Attacker, line, true, c.Limit); err != nil {
					t.Fatalf("line %s: %v", line.Format(15), err)
				}
			}
			if err := checkCut(res, lim); err != nil {
				t.Fatal(err)
			}
			if !*deep && res.Status == threat.Unknown {
				t.Skipf("over the quick tier's %d nodes: run with -threat.deep", lim.Nodes)
			}
			if c.Result == "proven" && res.Status != threat.Win {
				t.Fatalf("status %v, want win (quintet: %v)", res.Status, c.Expect)
			}
		})
	}
}

// checkCut reports a Result whose Cut does not agree with its Status and
// the bounds of lim: a win meets no bound, an unknown result names a
// bound that lim sets other than the depth (the tests' contexts do not
// end), and none names no bound or
// the depth.
func checkCut(res threat.Result, lim threat.Limits) error {
	ok := false
	switch res.Status {
	case threat.Win:
		ok = res.Cut == threat.NoBound
	case threat.None:
		ok = res.Cut == threat.NoBound || res.Cut == threat.DepthBound
	case threat.Unknown:
		ok = res.Cut == threat.NodeBound && lim.Nodes > 0 || res.Cut == threat.TimeBound && lim.Time > 0
	}
	if !ok {
		return fmt.Errorf("status %v with cut %v under %+v", res.Status, res.Cut, lim)
	}
	return nil
}

// TestVCTReused solves cases one after another, a large one (whose tree
// and VCF tables outgrow what a pooled solver keeps) and a small one,
// twice: a solver taken from the pool must find what a new one finds,
// the same line in the same nodes.
func TestVCTReused(t *testing.T) {
	byID := map[string]*gomokutest.ThreatCase{}
	for _, c := range gomokutest.ThreatCases(t) {
		byID[c.ID] = c
	}
	type outcome struct {
		line  string
		st    threat.Status
		nodes int64
	}
	first := map[string]outcome{}
	for _, id := range []string{"vct_game_white_l12_1", "vct_white", "vct_game_white_l12_1", "vct_white"} {
		c := byID[id]
		if c == nil {
			t.Fatalf("no case %s", id)
		}
		pos := position(t, c)
		line, res, err := threat.VCT(t.Context(), pos, c.Attacker, threat.Limits{Depth: c.Limit, Threat: c.ThreatLimit})
		if err != nil {
			t.Fatal(err)
		}
		got := outcome{line.Format(15), res.Status, res.Nodes}
		if res.Status != threat.Win {
			t.Fatalf("%s: %v, want a win", id, res.Status)
		}
		if want, ok := first[id]; ok && got != want {
			t.Errorf("%s again: %+v, first %+v", id, got, want)
		}
		first[id] = got
	}
}
