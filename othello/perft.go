package othello

import (
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// Perft returns the number of leaves of the game tree of b at depth plies,
// with the fastest flip algorithm. The convention is the standard one of
// Othello perft tables: a pass (the side to move has no legal move but the
// other side has) uses up one ply, and a finished game reached before the
// last ply counts as one leaf. Depth 0 is 1 leaf, b itself; a negative
// depth is 0.
//
// It is a plain depth-first search with bulk counting (the leaves under a
// position one ply above them are its moves, counted without making them)
// and no transposition table: its cost grows about 8 times per ply. Perft
// of the 8×8 start at depth 11 is 212,258,800 leaves.
func Perft(b Bitboard, depth int) uint64 {
	return fastest().Perft(b, depth)
}

// PerftParallel is [Perft] run by workers goroutines, or runtime.GOMAXPROCS
// of them when workers < 1.
func PerftParallel(b Bitboard, depth, workers int) uint64 {
	return fastest().PerftParallel(b, depth, workers)
}

// Perft returns the perft of b at depth, as the function [Perft] does,
// with the flip algorithm a. The algorithms of [FlipAlgorithms] call their
// flip function directly, from a copy of the search made for each; those
// of the avx2 and avx512 entries also run the two plies above the leaves
// in assembly, flips and move generation fused. Any other FlipAlgorithm
// calls its Flip through the function value. It panics if a.Flip is nil
// and depth > 1.
func (a FlipAlgorithm) Perft(b Bitboard, depth int) uint64 {
	switch {
	case depth < 0:
		return 0
	case depth == 0:
		return 1
	case a.perft != nil:
		return a.perft(b.Mover, b.Opponent, b.off, depth)
	}
	return perftFunc(b.Mover, b.Opponent, b.off, depth, a.Flip)
}

// PerftParallel returns the perft of b at depth with the flip algorithm a,
// as [FlipAlgorithm.Perft] does, searching the subtrees of the positions a
// few plies deep in workers goroutines, or runtime.GOMAXPROCS of them when
// workers < 1. With enough depth it runs about workers times faster on
// that many idle cores.
func (a FlipAlgorithm) PerftParallel(b Bitboard, depth, workers int) uint64 {
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	if depth < 4 || workers == 1 {
		return a.Perft(b, depth)
	}
	// Split the tree some plies down, so that there are many more subtrees
	// than workers to balance the load, and let each worker take the next
	// subtree until none is left.
	split := min(depth-2, 3+bits.Len(uint(workers)))
	var tasks []Bitboard
	var leaves uint64 // the leaves above the split: finished games
	var collect func(b Bitboard, d int)
	collect = func(b Bitboard, d int) {
		if d == 0 {
			tasks = append(tasks, b)
			return
		}
		m := b.Moves()
		if m == 0 {
			if b.Pass().Moves() == 0 {
				leaves++
				return
			}
			collect(b.Pass(), d-1)
			return
		}
		for s := range Squares(m) {
			collect(b.Make(s, a.Flip(b.Mover, b.Opponent, s)), d-1)
		}
	}
	collect(b, split)

	var next atomic.Int64
	var total atomic.Uint64
	var wg sync.WaitGroup
	for range min(workers, len(tasks)) {
		wg.Go(func() {
			var n uint64
			for i := next.Add(1) - 1; i < int64(len(tasks)); i = next.Add(1) - 1 {
				n += a.Perft(tasks[i], depth-split)
			}
			total.Add(n)
		})
	}
	wg.Wait()
	return leaves + total.Load()
}
