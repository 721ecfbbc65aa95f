package threat_test

import (
	"testing"

	"github.com/seed131617c4/board/gomoku/threat"
)

// BenchmarkCases solves the shared threat cases, one solve per op, and
// reports the nodes of a solve: every VCF case, and the VCT cases that
// quintet tags quick (all of them with -threat.deep), each bounded at
// 2,000,000 nodes (with -threat.deep, by -threat.time).
func BenchmarkCases(b *testing.B) {
	for _, c := range readCases(b) {
		if c.mode == "vct" && !*deep && c.tags != "quick" && c.tags != "game quick" {
			continue
		}
		b.Run("mode="+c.mode+"/case="+c.id, func(b *testing.B) {
			lim := threat.Limits{Depth: c.limit, Threat: c.threatLimit, Nodes: 2_000_000}
			if *deep {
				lim = threat.Limits{Depth: c.limit, Threat: c.threatLimit, Time: *caseTime}
			}
			solve := threat.VCF
			if c.mode == "vct" {
				solve = threat.VCT
			}
			var res threat.Result
			for b.Loop() {
				_, res = solve(c.position(b), c.attacker, lim)
			}
			b.ReportMetric(float64(res.Nodes), "nodes/op")
		})
	}
}
