package bitboard

import "github.com/seed131617c4/board/othello/internal/kernel"

// Perft returns the number of leaves of the game tree of b at depth plies,
// with the fastest flip and move generation of the processor. The
// convention is the standard one of Othello perft tables: a pass (the side
// to move has no legal move but the other side has) uses up one ply, and
// a finished game reached before the last ply counts as one leaf. Depth 0
// is 1 leaf, b itself; a negative depth is 0.
//
// It is a plain depth-first search with bulk counting (the leaves under a
// position one ply above them are its moves, counted without making them)
// and no transposition table, so each internal node costs one move
// generation and one flip, and the count grows about 8 times per ply;
// with AVX2 or AVX-512 the two plies above the leaves run in assembly, in
// one call per position 3 plies above them. Perft of the 8×8 start at
// depth 11 is 212,258,800 leaves.
func Perft(b Bitboard, depth int) uint64 {
	switch {
	case depth < 0:
		return 0
	case depth == 0:
		return 1
	}
	return kernel.Perft(b.Mover, b.Opponent, b.off, depth)
}

// PerftParallel is [Perft] run by workers goroutines, or
// runtime.GOMAXPROCS of them when workers < 1: it splits the tree a few
// plies down and lets each worker take the next subtree until none is
// left, about workers times faster on that many idle cores.
func PerftParallel(b Bitboard, depth, workers int) uint64 {
	if depth < 1 {
		return Perft(b, depth)
	}
	return kernel.PerftParallel(b.Mover, b.Opponent, b.off, depth, workers, kernel.Flip, kernel.Perft)
}
