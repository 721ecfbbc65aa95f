package threat_test

import (
	"testing"

	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/internal/gomokutest"
)

// BenchmarkCases solves the shared threat cases, one solve per op, and
// reports the nodes of a solve: every VCF case, and the VCT cases that
// quintet tags quick (all of them with -threat.deep), each bounded at
// 2,000,000 nodes (with -threat.deep, by -threat.time).
func BenchmarkCases(b *testing.B) {
	for _, c := range gomokutest.ThreatCases(b) {
		if c.Mode == "vct" && !*deep && c.Tags != "quick" && c.Tags != "game quick" {
			continue
		}
		b.Run("mode="+c.Mode+"/case="+c.ID, func(b *testing.B) {
			lim := threat.Limits{Depth: c.Limit, Threat: c.ThreatLimit, Nodes: 2_000_000}
			if *deep {
				lim = threat.Limits{Depth: c.Limit, Threat: c.ThreatLimit, Time: *caseTime}
			}
			solve := threat.VCF
			if c.Mode == "vct" {
				solve = threat.VCT
			}
			var res threat.Result
			for b.Loop() {
				_, res = solve(position(b, c), c.Attacker, lim)
			}
			b.ReportMetric(float64(res.Nodes), "nodes/op")
		})
	}
}
