package pvs

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/seed131617c4/board/search"
)

// splitDepth is the least depth of a node whose moves the goroutines of
// a parallel search share (a split): shallower nodes are searched by one,
// the cost of a split (a lock, a wake-up) being too close to that of
// their moves. The measurements of package pvs's tests set it; a search
// never does.
var splitDepth = 5

// A split is a node whose moves, after the first, the goroutines of a
// parallel search share (Young Brothers Wait): its owner searched the
// first move alone, and each goroutine then takes the next move not yet
// taken and searches it in the node's window as it stands, raising the
// window's low end for the others. A move that fails high aborts the
// moves still searched; the owner waits for all, helping meanwhile with
// the splits below its own, and goes on with the node's score. Its
// fields but abort are guarded by the pool's lock.
type split struct {
	parent      *split // the split in one of whose moves the owner searched it, nil for none
	p, o        uint64
	ply, depth  int
	alpha, beta int
	best        int   // the best score of the moves searched in full
	bm          uint8 // its move
	m           [maxMoves]item
	next, n     int   // the next move to take of m[:n]
	workers     int   // the goroutines searching its moves, the owner until it has no more to take
	horizon     int64 // the horizons its moves met
	pv          [maxPly]uint8
	pvLen       int // 0 unless a move raised the low end of the window
	abort       atomic.Bool
}

// aborted reports whether sp or a split above it has been aborted.
func (sp *split) aborted() bool {
	for ; sp != nil; sp = sp.parent {
		if sp.abort.Load() {
			return true
		}
	}
	return false
}

// below reports whether sp is a split below up: one that a goroutine made
// while it searched a move of up, or below it.
func (sp *split) below(up *split) bool {
	for sp = sp.parent; sp != nil; sp = sp.parent {
		if sp == up {
			return true
		}
	}
	return false
}

// A pool is the goroutines of a parallel search and the splits they
// share.
type pool struct {
	mu    sync.Mutex
	cond  sync.Cond // signalled when a split opens, a goroutine leaves one, or the search ends
	open  []*split  // the splits whose owners wait for them, some with moves left
	quit  bool      // the search is over: the helpers return
	idle  atomic.Int32
	halt  atomic.Bool  // a limit has stopped the search
	nodes atomic.Int64 // the nodes of all, added every 256 nodes when a limit counts them
}

// find returns the split of the pool with moves left that is the deepest
// from the horizon, below up unless up is nil, or nil if none. It is
// called with the lock held.
func (pl *pool) find(up *split) *split {
	var f *split
	for _, sp := range pl.open {
		if sp.next < sp.n && !sp.abort.Load() && (up == nil || sp.below(up)) && (f == nil || sp.depth > f.depth) {
			f = sp
		}
	}
	return f
}

// wait waits, counted as idle, for the pool's condition. It is called
// with the lock held.
func (pl *pool) wait() {
	pl.idle.Add(1)
	pl.cond.Wait()
	pl.idle.Add(-1)
}

// parallel runs the iterations on Threads goroutines: s on this one,
// which makes the splits of the nodes it searches, and its helpers
// on the others, which take the moves of the splits; it returns the
// result of s with the nodes of all.
func (s *Searcher) parallel(ctx context.Context, root *rootList, p, o uint64, start time.Time) search.Result {
	pl := s.spare
	if pl == nil {
		pl = &pool{open: make([]*split, 0, maxPly*s.Threads)}
		pl.cond.L = &pl.mu
		s.spare = pl
	}
	pl.quit = false
	pl.halt.Store(false)
	pl.nodes.Store(0)
	s.t.shared = true
	s.share(pl)
	var wg sync.WaitGroup
	for i := range s.Threads - 1 {
		h := s.helper(i)
		h.begin(ctx, start)
		h.share(pl)
		wg.Go(h.serve)
	}
	r := s.deepen(root, p, o, start, 1)
	pl.mu.Lock()
	pl.quit = true
	pl.cond.Broadcast()
	pl.mu.Unlock()
	wg.Wait()
	s.t.shared = false
	s.pool = nil
	r.Nodes = s.nodes
	for _, h := range s.helpers[:s.Threads-1] {
		r.Nodes += h.nodes
		h.done, h.pool = nil, nil
	}
	return r
}

// share readies s to search in the pool pl.
func (s *Searcher) share(pl *pool) {
	s.pool, s.sp, s.reported = pl, nil, 0
	if s.splits == nil {
		s.splits = new([maxPly]split)
	}
}

// helper returns the searcher of the helper goroutine i, sharing the
// table and the settings of s.
func (s *Searcher) helper(i int) *Searcher {
	for len(s.helpers) <= i {
		s.helpers = append(s.helpers, &Searcher{t: s.t})
	}
	h := s.helpers[i]
	h.Eval, h.Limits, h.Aspiration, h.ProbCut, h.Off = s.Eval, s.Limits, s.Aspiration, s.ProbCut, s.Off
	h.Limits.Soft = 0
	return h
}

// serve is the loop of a helper: it joins the splits as they open until
// the search is over.
func (s *Searcher) serve() {
	pl := s.pool
	pl.mu.Lock()
	for !pl.quit {
		if sp := pl.find(nil); sp != nil {
			s.join(sp)
			continue
		}
		pl.wait()
	}
	pl.mu.Unlock()
}

// join searches moves of the split sp with its owner. It is called with
// the pool's lock held, and returns with it held.
func (s *Searcher) join(sp *split) {
	pl := s.pool
	sp.workers++
	pl.mu.Unlock()
	outer := s.sp
	s.sp = sp
	s.work(sp)
	s.sp = outer
	s.stopped = pl.halt.Load() || outer.aborted()
	pl.mu.Lock()
	if sp.workers--; sp.workers == 0 {
		pl.cond.Broadcast()
	}
}

// canSplit reports whether a node depth plies from the horizon, whose
// first i moves s has searched, shares the others (split): in a parallel
// search, once its first move is searched, from splitDepth, while a
// goroutine is idle.
func (s *Searcher) canSplit(i, depth int) bool {
	return i > 0 && s.pool != nil && depth >= splitDepth && s.pool.idle.Load() > 0
}

// split shares the moves list (in their order) of the node (p, o) at ply,
// depth plies deep in the window (alpha, beta), whose moves searched
// before them scored best with the move bm, with the idle goroutines of
// the pool, and returns the node's best score and move. The PV of ply is
// that of the best move if one raised alpha. A limit that stops the
// search leaves s.stopped set, the score then that of the moves searched
// in full.
func (s *Searcher) split(p, o uint64, list []item, ply, depth, alpha, beta, best int, bm uint8) (int, uint8) {
	pl := s.pool
	sp := &s.splits[ply]
	sp.parent, sp.p, sp.o, sp.ply, sp.depth = s.sp, p, o, ply, depth
	sp.alpha, sp.beta, sp.best, sp.bm = alpha, beta, best, bm
	sp.n = copy(sp.m[:], list)
	sp.next, sp.workers, sp.horizon, sp.pvLen = 0, 1, 0, 0
	sp.abort.Store(false)
	pl.mu.Lock()
	pl.open = append(pl.open, sp)
	pl.cond.Broadcast()
	pl.mu.Unlock()
	outer := s.sp
	s.sp = sp
	s.work(sp)
	pl.mu.Lock()
	sp.workers--
	for sp.workers > 0 {
		if t := pl.find(sp); t != nil {
			s.join(t)
			continue
		}
		pl.wait()
	}
	for i, q := range pl.open {
		if q == sp {
			pl.open[i] = pl.open[len(pl.open)-1]
			pl.open = pl.open[:len(pl.open)-1]
			break
		}
	}
	pl.mu.Unlock()
	s.sp = outer
	s.horizon += sp.horizon
	s.stopped = pl.halt.Load() || outer.aborted()
	if sp.pvLen > 0 {
		s.pvLen[ply] = copy(s.pv[ply][:], sp.pv[:sp.pvLen])
	}
	return sp.best, sp.bm
}

// work searches the moves of sp that no goroutine has taken, one at a
// time, until none is left, the split is aborted or a limit stops the
// search.
func (s *Searcher) work(sp *split) {
	pl := s.pool
	for {
		pl.mu.Lock()
		if sp.next >= sp.n || sp.abort.Load() {
			pl.mu.Unlock()
			return
		}
		m := sp.m[sp.next]
		sp.next++
		alpha, beta := sp.alpha, sp.beta
		pl.mu.Unlock()
		horizon := s.horizon
		v := s.try(sp.p, sp.o, &m, sp.ply, sp.depth, alpha, beta, false)
		pl.mu.Lock()
		sp.horizon += s.horizon - horizon
		s.horizon = horizon
		if s.stopped {
			pl.mu.Unlock()
			return
		}
		if v > sp.best {
			sp.best, sp.bm = v, m.sq
			if v > sp.alpha {
				sp.alpha = v
				sp.pv[0] = m.sq
				sp.pvLen = 1 + copy(sp.pv[1:], s.pv[sp.ply+1][:s.pvLen[sp.ply+1]])
				if v >= sp.beta {
					sp.abort.Store(true)
				}
			}
		}
		pl.mu.Unlock()
	}
}
