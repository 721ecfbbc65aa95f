package solve

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// A pool is the goroutines that help the searcher of a Solve: the young
// brothers wait for concurrency (YBWC) scheme. A node far enough from the
// end, once its first move is searched without a cutoff, offers its
// other moves to the idle goroutines and searches them with them.
//
// Each idle goroutine holds a token: a node offering work takes a token
// and sends its split point, which the goroutine holding it, or another
// idle one, receives.
type pool struct {
	tokens atomic.Int32
	jobs   chan *splitPoint
	wg     sync.WaitGroup
}

// idle reports whether a goroutine of the pool (p may be nil) is idle.
func (p *pool) idle() bool { return p != nil && p.tokens.Load() > 0 }

// A splitPoint is a node whose remaining moves several goroutines search.
type splitPoint struct {
	mu       sync.Mutex
	parent   *splitPoint // the split point above, or nil
	cut      atomic.Bool // a move failed high: the others stop
	active   atomic.Int32
	e        uint64
	alpha, n int
	ms       [maxMoves]move
	next, k  int
	best, x  int
}

// newPool starts helpers goroutines that search for the shared state sh.
func newPool(sh *shared, helpers int) *pool {
	p := &pool{jobs: make(chan *splitPoint, helpers)}
	for range helpers {
		w := &searcher{sh: sh, sps: make([]splitPoint, 65)}
		p.wg.Go(func() {
			for {
				p.tokens.Add(1)
				sp, ok := <-p.jobs
				if !ok {
					return
				}
				w.help(sp)
			}
		})
	}
	return p
}

// close stops the goroutines of the pool and adds up their nodes; no
// search must be running.
func (p *pool) close() {
	close(p.jobs)
	p.wg.Wait()
}

// split searches the moves ms of the node p, o, e at alpha with n
// empties with the idle goroutines, and returns the best score and move.
func (s *searcher) split(p, o, e uint64, alpha, n int, ms []move) (int, int) {
	sp := &s.sps[n]
	sp.parent, sp.e, sp.alpha, sp.n = s.sp, e, alpha, n
	sp.cut.Store(false)
	sp.k = copy(sp.ms[:], ms)
	sp.next, sp.best, sp.x = 0, -infinity, -1
	pl := s.sh.pool
	for offered := 0; offered < sp.k-1; offered++ {
		t := pl.tokens.Load()
		if t <= 0 {
			break
		}
		if !pl.tokens.CompareAndSwap(t, t-1) {
			offered--
			continue
		}
		sp.active.Add(1)
		pl.jobs <- sp
	}
	s.sp = sp
	s.work(sp)
	s.sp = sp.parent
	s.wait(sp)
	return sp.best, sp.x
}

// work searches moves of sp until none is left or one fails high.
func (s *searcher) work(sp *splitPoint) {
	for {
		sp.mu.Lock()
		if sp.cut.Load() || sp.next >= sp.k {
			sp.mu.Unlock()
			return
		}
		i := sp.next
		sp.next++
		sp.mu.Unlock()
		m := &sp.ms[i]
		v := -s.child(m, sp.e, sp.alpha, sp.n)
		if s.aborted() {
			return
		}
		sp.mu.Lock()
		if v > sp.best {
			sp.best, sp.x = v, int(m.x)
			if v > sp.alpha {
				sp.cut.Store(true)
			}
		}
		sp.mu.Unlock()
	}
}

// help searches moves of the split point sp of another goroutine.
func (s *searcher) help(sp *splitPoint) {
	prev := s.sp
	s.sp = sp
	s.work(sp)
	s.sp = prev
	s.sh.nodes.Add(s.pending)
	s.pending = 0
	sp.active.Add(-1)
}

// wait waits for the helpers of sp to finish, helping the split points
// offered meanwhile.
func (s *searcher) wait(sp *splitPoint) {
	if sp.active.Load() == 0 {
		return
	}
	pl := s.sh.pool
	pl.tokens.Add(1)
	for {
		select {
		case j := <-pl.jobs:
			s.help(j)
			if sp.active.Load() == 0 {
				return
			}
			pl.tokens.Add(1)
			continue
		default:
		}
		if sp.active.Load() == 0 {
			// Give the token back, or take the work sent for it.
			for {
				t := pl.tokens.Load()
				if t > 0 && pl.tokens.CompareAndSwap(t, t-1) {
					return
				}
				if t <= 0 {
					s.help(<-pl.jobs)
					return
				}
			}
		}
		runtime.Gosched()
	}
}
