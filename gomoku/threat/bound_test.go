package threat_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/internal/gomokutest"
	"github.com/seed131617c4/board/search"
)

// caseByID returns the shared threat case id, or fails t.
func caseByID(t *testing.T, id string) *gomokutest.ThreatCase {
	t.Helper()
	for _, c := range gomokutest.ThreatCases(t) {
		if c.ID == id {
			return c
		}
	}
	t.Fatalf("no shared case %s", id)
	return nil
}

// TestBounds holds each search to the bound it names: the depth bound of
// a known win cut short, and the node, time and context bounds of a
// search stopped by them, on vct_black_long (a VCT of 14 attacker moves
// at most, which needs about a million nodes).
func TestBounds(t *testing.T) {
	c := caseByID(t, "vct_black_long")
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name   string
		ctx    context.Context
		lim    threat.Limits
		status threat.Status
		cut    threat.Bound
	}{
		{"depth", t.Context(), threat.Limits{Depth: 3}, threat.None, threat.DepthBound},
		{"nodes", t.Context(), threat.Limits{Depth: 14, Nodes: 5000}, threat.Unknown, threat.NodeBound},
		{"time", t.Context(), threat.Limits{Depth: 14, Time: time.Millisecond}, threat.Unknown, threat.TimeBound},
		{"context", cancelled, threat.Limits{Depth: 14}, threat.Unknown, threat.ContextBound},
	}
	for _, tt := range tests {
		tt.lim.Threat = c.ThreatLimit
		line, res, err := threat.VCT(tt.ctx, position(t, c), c.Attacker, tt.lim)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if res.Status != tt.status || res.Cut != tt.cut || line != nil {
			t.Errorf("%s: %v, cut %v, line %q; want %v, cut %v, no line", tt.name, res.Status, res.Cut, line.Format(15), tt.status, tt.cut)
		}
	}
}

// TestBoundsVCF holds VCF to the depth bound: the shared VCF cases that
// have no VCF within their limit have one beyond it, and say that the
// bound cut the search; on every case, a search that met no bound
// answers as one with no depth bound, and a Solver answers as VCF.
func TestBoundsVCF(t *testing.T) {
	var s threat.Solver
	for _, c := range gomokutest.ThreatCases(t) {
		if c.Mode != "vcf" {
			continue
		}
		pos := position(t, c)
		_, res := vcf(t, pos, c.Attacker, threat.Limits{Depth: c.Limit})
		_, free := vcf(t, pos, c.Attacker, threat.Limits{})
		if free.Cut != threat.NoBound {
			t.Errorf("%s with no depth bound: cut %v", c.ID, free.Cut)
		}
		if res.Cut == threat.NoBound && res.Status != free.Status {
			t.Errorf("%s: %v within %d with no bound met, %v with no depth bound", c.ID, res.Status, c.Limit, free.Status)
		}
		if c.Result == "disproven" && (res.Cut != threat.DepthBound || free.Status != threat.Win) {
			t.Errorf("%s: %v (cut %v) within %d, %v with no depth bound; want none cut by the depth, then a win", c.ID, res.Status, res.Cut, c.Limit, free.Status)
		}
		for range 2 { // the second answer comes from the Solver's table
			if _, got, _ := s.VCF(t.Context(), pos, c.Attacker, threat.Limits{Depth: c.Limit}); got.Status != res.Status || got.Cut != res.Cut {
				t.Errorf("%s: Solver %v (cut %v), VCF %v (cut %v)", c.ID, got.Status, got.Cut, res.Status, res.Cut)
			}
		}
	}
}

// vcf returns VCF's answer, or fails t on an error.
func vcf(t testing.TB, pos *pattern.Position, a gomoku.Stone, lim threat.Limits) (threat.Line, threat.Result) {
	t.Helper()
	line, res, err := threat.VCF(t.Context(), pos, a, lim)
	if err != nil {
		t.Fatal(err)
	}
	return line, res
}

// TestNegativeLimits holds every search to refusing a negative node or
// time limit with an error matching ErrLimits.
func TestNegativeLimits(t *testing.T) {
	b, _ := gomoku.ParseBoard(".........\n.........\n..XXX....\n.........\n.........\n.........\n.........\n.........\n.........")
	pos, _ := pattern.From(b, gomoku.Renju)
	var s threat.Solver
	for _, lim := range []threat.Limits{{Nodes: -1}, {Time: -time.Second}} {
		_, _, e1 := threat.VCF(t.Context(), pos, gomoku.Black, lim)
		_, _, e2 := threat.VCT(t.Context(), pos, gomoku.Black, lim)
		_, _, e3 := s.VCF(t.Context(), pos, gomoku.Black, lim)
		for i, err := range []error{e1, e2, e3} {
			if !errors.Is(err, search.ErrLimits) {
				t.Errorf("%+v: search %d: error %v, want ErrLimits", lim, i, err)
			}
		}
	}
}
