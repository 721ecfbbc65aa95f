package solve

import (
	"sync"
	"sync/atomic"
	"time"
)

// Progress is what a search knows while it runs, as Options.Progress
// receives it.
type Progress struct {
	// Nodes is the number of positions searched so far (counted in
	// batches, so a little behind).
	Nodes uint64
	// Time is the time since the search began.
	Time time.Duration
	// Lower and Upper bound the score the search will return, for the
	// side to move (in -1..1 with Options.WLD): the root's null-window
	// tests narrow them as they end.
	Lower, Upper int
}

// bounds are the root's known score bounds, from the side to move of the
// searched root, kept for the progress reports.
type bounds struct {
	lo, up atomic.Int32
}

// set records that the root's score lies in [lo, up].
func (b *bounds) set(lo, up int) {
	b.lo.Store(int32(lo))
	b.up.Store(int32(up))
}

// reporter calls opts.Progress every opts.ProgressEvery with the
// progress of the search of sh until stop is called; stop waits for the
// last call to end. negate tells that the searched root is the
// opponent's (the side to move passes).
func reporter(sh *shared, opts Options, start time.Time, negate bool) (stop func()) {
	every := opts.ProgressEvery
	if every <= 0 {
		every = time.Second
	}
	lim := sh.squares
	if opts.WLD {
		lim = 1
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				lo, up := int(sh.root.lo.Load()), int(sh.root.up.Load())
				if negate {
					lo, up = -up, -lo
				}
				lo, up = max(min(lo, lim), -lim), max(min(up, lim), -lim)
				opts.Progress(Progress{Nodes: sh.nodes.Load(), Time: time.Since(start), Lower: lo, Upper: up})
			}
		}
	})
	return func() {
		close(done)
		wg.Wait()
	}
}
