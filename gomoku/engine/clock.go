package engine

import (
	"context"
	"time"

	"github.com/seed131617c4/board/search"
)

// search runs the alpha-beta search of x to depth plies, one depth after
// another, on a goroutine, and returns the result of the deepest search
// that completed when the last one does or ctx ends, whichever comes
// first, with the nodes of every search (those of the VCFs at its
// horizon included); ok is false when none completed (the first is 1 ply
// deep, a few milliseconds) before ctx ended, or the first hurried
// through its evaluations once ctx had. The goroutine owns x and e's
// search from then on; e.running is closed when it has ended, soon after
// ctx does: the search looks at ctx at every node (the generic one every
// 64), and x hurries through its evaluations once ctx is done (the
// generic search's table, which then holds hurried scores, is cleared;
// the engine's own stores nothing once stopped).
//
// With soft positive, no depth starts once soft has passed since start:
// the search of a level that spends its time deepens while a depth is
// likely to finish.
func (e *Engine) search(ctx context.Context, x *game, c *chooser, depth int, start time.Time, soft time.Duration) (r search.Result, nodes int64, ok bool) {
	type done struct {
		r            search.Result
		valid, final bool
	}
	results := make(chan done, depth+1)
	e.running = make(chan struct{})
	c.stop = ctx.Done()
	own := !e.isOff(pvsSearch)
	if own {
		e.own.reset()
	}
	go func(running chan struct{}) {
		defer close(running)
		defer func() {
			if c.stopped && e.ab.Table != nil { // the hurried evaluations are no good later
				e.ab.Table.Clear()
			}
		}()
		if own {
			e.own.begin(x, c, ctx.Done(), e.offs())
		}
		for d := 1; d <= depth; d++ {
			r, err := e.searchDepth(ctx, x, d, own)
			if err != nil {
				return
			}
			if c.q != nil {
				r.Nodes += c.q.take()
			}
			// A stopped search, or one that hurried through its last
			// nodes with no evaluation, leaves the depth before, already
			// sent.
			if r.Stopped || c.stopped {
				results <- done{r, false, true}
				return
			}
			final := r.Exact || d == depth || soft > 0 && time.Since(start) >= soft
			results <- done{r, true, final}
			if final {
				return
			}
		}
	}(e.running)
	for {
		select {
		case d := <-results:
			nodes += d.r.Nodes
			if d.valid {
				r, ok = d.r, true
			}
			if d.final {
				return e.deeper(r, ok, own), nodes, ok || e.partialOK(own)
			}
		case <-ctx.Done():
			return e.deeper(r, ok, own), nodes, ok || e.partialOK(own)
		}
	}
}

// deeper returns r, the result of the deepest search that completed
// (ok), or the best root move of the depth stopped after it, once one of
// its root moves has been searched: the first is the best move of the
// depth before, searched deeper, and one that beat it beat it deeper.
// Only the engine's own search (own) has one.
func (e *Engine) deeper(r search.Result, ok, own bool) search.Result {
	if !own {
		return r
	}
	if p, pok := e.own.best(); pok && (!ok || p.Depth > r.Depth) {
		p.Nodes, p.Elapsed = r.Nodes, r.Elapsed
		return p
	}
	return r
}

// partialOK reports whether the engine's own search (own) has searched
// a root move of the depth under way.
func (e *Engine) partialOK(own bool) bool {
	if !own {
		return false
	}
	_, ok := e.own.best()
	return ok
}

// searchDepth searches x d plies deep with the engine's search, if own,
// or with the generic search it replaced.
func (e *Engine) searchDepth(ctx context.Context, x *game, d int, own bool) (search.Result, error) {
	if own {
		return e.own.iterate(d), nil
	}
	if e.ab.Table == nil {
		e.ab.Table = search.NewTable(1 << 22)
	}
	e.ab.Limits = search.Limits{Depth: d}
	return e.ab.Search(ctx, x)
}
