package threat_test

import (
	"flag"
	"testing"

	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/internal/gomokutest"
)

// casesFile names a file of more threat cases, in the format of the
// shared cases.txt, for BenchmarkThreats, TestVCFCases and TestVCTCases:
// quintet's own benchmark positions (vcf_long, vct_small_but_long) are
// not among the shared ones.
var casesFile = flag.String("threat.cases", "", "a file of more threat cases (the shared cases.txt format) for BenchmarkThreats, TestVCFCases and TestVCTCases")

// allCases returns the shared threat cases and those of -threat.cases.
func allCases(tb testing.TB) []*gomokutest.ThreatCase {
	cases := gomokutest.ThreatCases(tb)
	if *casesFile != "" {
		extra, err := gomokutest.ReadThreatCases(*casesFile)
		if err != nil {
			tb.Fatal(err)
		}
		cases = append(cases[:len(cases):len(cases)], extra...)
	}
	return cases
}

// BenchmarkThreats solves the threat cases, one solve of the position
// per op (the position is built once, outside the timed loop, as an
// engine holds one), and reports the nodes of a solve: every VCF case,
// and the VCT cases that quintet tags quick (all of them, and those of
// -threat.cases, with -threat.deep), each bounded at 2,000,000 nodes
// (with -threat.deep, by -threat.time). Compare old and new with
// benchstat.
func BenchmarkThreats(b *testing.B) {
	for _, c := range allCases(b) {
		if c.Mode == "vct" && !*deep && c.Tags != "quick" && c.Tags != "game quick" {
			continue
		}
		b.Run("case="+c.ID, func(b *testing.B) {
			lim := threat.Limits{Depth: c.Limit, Threat: c.ThreatLimit, Nodes: 2_000_000}
			if *deep {
				lim = threat.Limits{Depth: c.Limit, Threat: c.ThreatLimit, Time: *caseTime}
			}
			solve := threat.VCF
			if c.Mode == "vct" {
				solve = threat.VCT
			}
			pos := position(b, c)
			b.ReportAllocs()
			var res threat.Result
			for b.Loop() {
				_, res, _ = solve(b.Context(), pos, c.Attacker, lim)
			}
			b.ReportMetric(float64(res.Nodes), "nodes/op")
		})
	}
}
