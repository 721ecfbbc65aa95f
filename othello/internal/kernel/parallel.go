package kernel

import (
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// PerftParallel returns the perft of the position with p to move, the
// squares off outside the board, at depth, searching the subtrees of the
// positions a few plies deep in workers goroutines (runtime.GOMAXPROCS of
// them when workers < 1) with perft, which must count as Perft does with
// the flip function flip.
func PerftParallel(p, o, off uint64, depth, workers int, flip func(mover, opponent uint64, s int) uint64, perft func(p, o, off uint64, depth int) uint64) uint64 {
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	if depth < 4 || workers == 1 {
		return perft(p, o, off, depth)
	}
	// Split the tree some plies down, so that there are many more subtrees
	// than workers to balance the load, and let each worker take the next
	// subtree until none is left.
	split := min(depth-2, 3+bits.Len(uint(workers)))
	var tasks [][2]uint64
	var leaves uint64 // the leaves above the split: finished games
	var collect func(p, o uint64, d int)
	collect = func(p, o uint64, d int) {
		if d == 0 {
			tasks = append(tasks, [2]uint64{p, o})
			return
		}
		m := PortableMoves(p, o) &^ off
		if m == 0 {
			if PortableMoves(o, p)&^off == 0 {
				leaves++
				return
			}
			collect(o, p, d-1)
			return
		}
		for ; m != 0; m &= m - 1 {
			s := bits.TrailingZeros64(m)
			f := flip(p, o, s)
			collect(o^f, p^f^1<<s, d-1)
		}
	}
	collect(p, o, split)

	var next atomic.Int64
	var total atomic.Uint64
	var wg sync.WaitGroup
	for range min(workers, len(tasks)) {
		wg.Go(func() {
			var n uint64
			for i := next.Add(1) - 1; i < int64(len(tasks)); i = next.Add(1) - 1 {
				n += perft(tasks[i][0], tasks[i][1], off, depth-split)
			}
			total.Add(n)
		})
	}
	wg.Wait()
	return leaves + total.Load()
}
