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
	return PerftSplit(p, o, off, depth, workers, 2, flip, perft, nil)
}

// PerftSplit is PerftParallel that leaves at least below plies under the
// positions where it splits the tree and, if key is not nil, counts the
// positions there that share a key once each, times the number of paths
// to them: key returns the same value for positions whose perfts are
// equal (the images of a position by the symmetries of the board, say).
func PerftSplit(p, o, off uint64, depth, workers, below int, flip func(mover, opponent uint64, s int) uint64, perft func(p, o, off uint64, depth int) uint64, key func(p, o uint64) [2]uint64) uint64 {
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	if depth < below+2 || workers == 1 {
		return perft(p, o, off, depth)
	}
	// Split the tree some plies down, so that there are many more subtrees
	// than workers to balance the load, and let each worker take the next
	// subtree until none is left.
	split := min(depth-below, 3+bits.Len(uint(workers)))
	type task struct{ p, o, paths uint64 }
	var tasks []task
	seen := make(map[[2]uint64]int) // with key, the index in tasks of each key
	var leaves uint64               // the leaves above the split: finished games
	var collect func(p, o uint64, d int)
	collect = func(p, o uint64, d int) {
		if d == 0 {
			if key != nil {
				k := key(p, o)
				if i, ok := seen[k]; ok {
					tasks[i].paths++
					return
				}
				seen[k] = len(tasks)
			}
			tasks = append(tasks, task{p, o, 1})
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
				x := &tasks[i]
				n += x.paths * perft(x.p, x.o, off, depth-split)
			}
			total.Add(n)
		})
	}
	wg.Wait()
	return leaves + total.Load()
}
