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
	Nodes int64
	// Time is the time since the search began.
	Time time.Duration
	// Lower and Upper bound the score the search will return, for the
	// side to move (in -1..1 with Options.WLD): each null-window search
	// of the root narrows them as it ends.
	Lower, Upper int
	// Best is the best move so far, as Result.Best of a search stopped
	// now: the move that proved Lower, or the move the search tries
	// first; None until the root's moves are sorted.
	Best Move
	// Testing reports whether a null-window search of the root runs,
	// and Test is what it tests: whether the score is at least Test
	// (then Lower rises to Test or more) or below it (then Upper falls
	// below Test). The root's searches test values between the bounds
	// until they meet; near a wipe-out the root is searched in a full
	// window instead, and Testing is false.
	Testing bool
	Test    int
}

// rootBounds are the bounds of the root's score proven so far and the
// best move so far, from the side to move of the searched root. The
// goroutine that searches the root writes them; the reporter reads them
// at any time, all three in one load.
type rootBounds struct {
	v    atomic.Uint64
	test atomic.Int32 // the value a null-window search of the root tests, plus testOffset; 0 for none
}

// testOffset keeps the tested values of rootBounds.test above 0.
const testOffset = 1 << 8

// testing records that a null-window search of the root tests whether
// the score is at least u.
func (b *rootBounds) testing(u int) { b.test.Store(int32(u + testOffset)) }

// tested returns the value tested now, and whether a test runs, as the
// side to move of the solved position sees it (negate: that side
// passes, and the root searched is the opponent's; then the root's test
// of "at least u" is the test of "at most -u", that is "at least -u+1").
func (b *rootBounds) tested(negate bool) (int, bool) {
	u := int(b.test.Load())
	if u == 0 {
		return 0, false
	}
	u -= testOffset
	if negate {
		u = 1 - u
	}
	return u, true
}

// set records that the root's score lies in [lo, up] and that best is
// the best move so far.
func (b *rootBounds) set(lo, up int, best Move) {
	b.v.Store(uint64(uint8(int8(lo))) | uint64(uint8(int8(up)))<<8 | uint64(best)<<16)
}

// get returns the bounds and the best move.
func (b *rootBounds) get() (lo, up int, best Move) {
	v := b.v.Load()
	return int(int8(v)), int(int8(v >> 8)), Move(v >> 16)
}

// atLeast records that the move x reaches at least v, if that raises
// the lower bound.
func (b *rootBounds) atLeast(v int, x Move) {
	if lo, up, _ := b.get(); v > lo {
		b.set(v, max(up, v), x)
	}
}

// atMost records that no move reaches more than v, if that lowers the
// upper bound.
func (b *rootBounds) atMost(v int) {
	if lo, up, best := b.get(); v < up {
		b.set(min(lo, v), v, best)
	}
}

// guess makes x the best move so far if there is none yet.
func (b *rootBounds) guess(x Move) {
	if lo, up, best := b.get(); best == None {
		b.set(lo, up, x)
	}
}

// known returns the bounds and best move of sh's root as the side to
// move of the solved position sees them: negated, and the best move
// Pass, when that side passes (negate), and clamped to [-lim, lim].
func (b *rootBounds) known(negate bool, lim int) (lo, up int, best Move) {
	lo, up, best = b.get()
	if negate {
		lo, up = -up, -lo
		if best != None {
			best = Pass
		}
	}
	return max(min(lo, lim), -lim), max(min(up, lim), -lim), best
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
				lo, up, best := sh.root.known(negate, lim)
				u, ok := sh.root.tested(negate)
				opts.Progress(Progress{Nodes: int64(sh.nodes.Load()), Time: time.Since(start), Lower: lo, Upper: up, Best: best, Testing: ok, Test: u})
			}
		}
	})
	return func() {
		close(done)
		wg.Wait()
	}
}
