package solve_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/seed131617c4/board/othello/solve"
)

// TestProgress checks the progress reports of a solve: they come while
// it runs and never after, their nodes grow, their bounds narrow around
// the score it returns, and their best move is a legal one.
func TestProgress(t *testing.T) {
	// FFO #24: 40-60 ms on two threads, long enough for the reporter to
	// get a processor from the two searching goroutines (FFO #22, 7 ms in
	// WLD, once had no report at all under -race on a loaded machine).
	x := ffoPositions(t)[23]
	for _, wld := range []bool{false, true} {
		var (
			mu       sync.Mutex
			reports  []solve.Progress
			returned bool
		)
		opts := solve.Options{WLD: wld, Threads: 2, TableBits: 18, ProgressEvery: time.Millisecond}
		opts.Progress = func(p solve.Progress) {
			mu.Lock()
			defer mu.Unlock()
			if returned {
				t.Error("a progress report after Solve returned")
			}
			reports = append(reports, p)
		}
		r, err := solve.Solve(context.Background(), x.board, opts)
		mu.Lock()
		returned = true
		mu.Unlock()
		if err != nil {
			t.Fatal(err)
		}
		if len(reports) == 0 {
			t.Fatalf("wld %v: no progress report in %v", wld, r.Time)
		}
		lim := 64
		if wld {
			lim = 1
		}
		last := solve.Progress{Lower: -lim, Upper: lim}
		testing := false
		for i, p := range reports {
			if p.Testing && (p.Test <= -lim || p.Test > lim) {
				t.Errorf("wld %v: report %d tests %d, outside (%d, %d]", wld, i, p.Test, -lim, lim)
			}
			testing = testing || p.Testing
			if p.Nodes < last.Nodes || p.Time < last.Time || p.Lower < last.Lower || p.Upper > last.Upper || p.Lower > p.Upper {
				t.Errorf("wld %v: report %d %+v after %+v", wld, i, p, last)
			}
			if r.Score < p.Lower || r.Score > p.Upper {
				t.Errorf("wld %v: report %d bounds [%d, %d], score %d", wld, i, p.Lower, p.Upper, r.Score)
			}
			if p.Best != solve.None && (p.Best >= solve.Pass || x.board.Legal()&(1<<p.Best) == 0) {
				t.Errorf("wld %v: report %d: best %v is no legal move", wld, i, p.Best)
			}
			last = p
		}
		if !testing {
			t.Errorf("wld %v: no report while a null-window search of the root ran", wld)
		}
		if last.Nodes > r.Nodes {
			t.Errorf("wld %v: %d nodes reported, %d in the result", wld, last.Nodes, r.Nodes)
		}
		t.Logf("wld %v: %d reports, the last %+v; result %+v", wld, len(reports), last, r)
	}
}
