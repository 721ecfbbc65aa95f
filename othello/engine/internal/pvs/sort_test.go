package pvs

import (
	"context"
	"flag"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
)

var sortVariants = flag.String("pvs.sort", "", "measure the shallow-search ordering: comma-separated DEPTH:PLIES:WEIGHT variants (DEPTH 99: off), nodes and CPU time to -pvs.sortdepth with ProbCut -pvs.sortcut on 40 WTHOR positions of 20 to 44 empty squares")
var sortSearchDepth = flag.Int("pvs.sortdepth", 12, "the depth of -pvs.sort")
var sortBits = flag.Int("pvs.sortbits", DefaultTableBits, "the table bits of -pvs.sort")
var sortRounds = flag.Int("pvs.sortrounds", 2, "the rounds of -pvs.sort")
var sortCut = flag.Float64("pvs.sortcut", 1, "the ProbCut of -pvs.sort")

// TestSortShallow measures the ordering by shallow searches with
// -pvs.sort.
func TestSortShallow(t *testing.T) {
	if *sortVariants == "" {
		t.Skip("no -pvs.sort")
	}
	var ps = fitSample(t, 400)
	var sel = ps[:0:0]
	for _, b := range ps {
		if e := bits.OnesCount64(b.Empties()); e >= 20 && e <= 44 && len(sel) < 40 {
			sel = append(sel, b)
		}
	}
	d0, p0, w0 := sortDepth, sortPlies, sortWeight
	defer func() { sortDepth, sortPlies, sortWeight = d0, p0, w0 }()
	var ref []int
	for round := range *sortRounds {
		for vi, v := range strings.Split(*sortVariants, ",") {
			if _, err := fmt.Sscanf(v, "%d:%d:%d", &sortDepth, &sortPlies, &sortWeight); err != nil {
				t.Fatal(err)
			}
			s := New(eval.ScoreMoves, *sortBits)
			s.ProbCut, s.Limits.Depth = *sortCut, *sortSearchDepth
			var nodes int64
			same := 0
			start := cpuTime()
			for i, b := range sel {
				s.Clear()
				r, err := s.Search(context.Background(), b)
				if err != nil {
					t.Fatal(err)
				}
				nodes += r.Nodes
				sq := r.Move.Row*8 + r.Move.Col
				if vi == 0 && round == 0 {
					ref = append(ref, sq)
				}
				if ref[i] == sq {
					same++
				}
			}
			t.Logf("round %d %s: %d nodes, %v, same move as the first %d/%d", round, v, nodes, (cpuTime() - start).Round(time.Millisecond), same, len(sel))
		}
	}
}

// cpuTime returns the CPU time of the process.
func cpuTime() time.Duration {
	var u syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// TestSortOrder checks the ordering by shallow searches: at a fixed depth
// without Multi-ProbCut the scores and moves are those without it, and
// the nodes differ. (What it saves, with Multi-ProbCut and deeper, is
// measured by -pvs.sort: docs/search.md.)
func TestSortOrder(t *testing.T) {
	var sel []bitboard.Bitboard
	for i, g := range othellotest.WTHORSample(t) {
		if len(sel) == 12 {
			break
		}
		bs, err := othellotest.Replay(g)
		if err != nil || len(bs) < 45 {
			continue
		}
		if b := bs[16+i%25]; b.Legal() != 0 {
			sel = append(sel, b)
		}
	}
	d0 := sortDepth
	defer func() { sortDepth = d0 }()
	run := func() (scores []int, nodes int64) {
		s := New(eval.ScoreMoves, 16)
		s.Limits.Depth = 7
		for _, b := range sel {
			r, err := s.Search(context.Background(), b)
			if err != nil {
				t.Fatal(err)
			}
			scores = append(scores, r.Score)
			nodes += r.Nodes
		}
		return scores, nodes
	}
	sorted, sortedNodes := run()
	sortDepth = maxPly
	plain, plainNodes := run()
	if !slices.Equal(sorted, plain) {
		t.Errorf("scores at depth 7 %v, want those without the ordering %v", sorted, plain)
	}
	if sortedNodes == plainNodes {
		t.Errorf("%d nodes to depth 7 with the ordering and without it, want a difference", sortedNodes)
	}
}
