package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/seed131617c4/board/othello/flip"
)

// TestBench runs a quick bench and checks its table: a row per flip
// algorithm, fastest first at 1.00x, and the summary lines.
func TestBench(t *testing.T) {
	out, stderr, code := runBoard(t, "", "bench", "-time", "5ms", "-depth", "5")
	if code != 0 {
		t.Fatalf("bench: exit %d, stderr %q", code, stderr)
	}
	if strings.Contains(stderr, "\n") {
		t.Errorf("bench: stderr %q has more than the progress line", stderr)
	}
	lines := strings.Split(out, "\n")
	algos := flip.All()
	if len(lines) < 3+len(algos) || !strings.Contains(lines[2], "ns/flip") {
		t.Fatalf("bench output:\n%s", out)
	}
	seen := map[string]bool{}
	for i, line := range lines[3 : 3+len(algos)] {
		f := strings.Fields(line)
		if len(f) != 5 {
			t.Fatalf("row %q: want 5 columns", line)
		}
		seen[f[0]] = true
		if i == 0 && f[3] != "1.00x" {
			t.Errorf("first row %q is not the fastest at 1.00x", line)
		}
	}
	for _, a := range algos {
		if !seen[a.Name] {
			t.Errorf("no row for %s in\n%s", a.Name, out)
		}
	}
	for _, want := range []string{"move generation:", "perft 5: 1396 leaves, 317 internal nodes", "fastest flip: ", "perft 7 with bitboard.PerftParallel"} {
		if !strings.Contains(out, want) {
			t.Errorf("bench output lacks %q:\n%s", want, out)
		}
	}
}

func TestBenchJSON(t *testing.T) {
	out, stderr, code := runBoard(t, "", "bench", "-json", "-time", "5ms", "-depth", "4")
	if code != 0 {
		t.Fatalf("bench -json: exit %d, stderr %q", code, stderr)
	}
	var rep benchReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("bench -json: %v\n%s", err, out)
	}
	if len(rep.Results) != len(flip.All()) || rep.PerftLeaves != 244 || rep.PerftInternal != 73 || rep.Flips == 0 {
		t.Errorf("bench -json: %+v", rep)
	}
	for _, r := range rep.Results {
		if r.NsPerFlip <= 0 || r.FlipsPerSec <= 0 || r.Relative < 1 || r.PerftNodes <= 0 {
			t.Errorf("bench -json: result %+v", r)
		}
	}
}

func TestBenchErrors(t *testing.T) {
	for _, args := range [][]string{{"-depth", "0"}, {"-depth", "13"}, {"-time", "0s"}, {"-time", "soon"}, {"extra"}} {
		out, stderr, code := runBoard(t, "", append([]string{"bench"}, args...)...)
		if code != 2 || out != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "board bench: ") {
			t.Errorf("bench %v: exit %d, stdout %q, stderr %q; want exit 2 and one line", args, code, out, stderr)
		}
	}
}
