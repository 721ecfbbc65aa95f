//go:build !amd64 || purego

package othello

import "math/bits"

// The portable stand-ins for the vector code of avx_amd64.s, which this
// build does not have: useLevel is levelPortable, the level at which the
// flip and moves functions of avx_amd64.s run the portable code too. The
// leaves functions are never called, but return the right results anyway.

func flipAVX2(mover, opponent uint64, s Square) uint64 {
	return FlipKindergarten(mover, opponent, s)
}

func flipAVX512(mover, opponent uint64, s Square) uint64 {
	return FlipKindergarten(mover, opponent, s)
}

func movesAVX2(p, o uint64) uint64   { return moves(p, o) }
func movesAVX512(p, o uint64) uint64 { return moves(p, o) }

func leavesAVX2(p, o, m, off uint64) uint64   { return leavesPortable(p, o, m, off) }
func leavesAVX512(p, o, m, off uint64) uint64 { return leavesPortable(p, o, m, off) }

func leaves3AVX2(p, o, m, off uint64) uint64 { return leaves3AVX512(p, o, m, off) }

func leaves3AVX512(p, o, m, off uint64) uint64 {
	var n uint64
	for s := range Squares(m) {
		f := FlipKindergarten(p, o, s)
		n += perftKindergarten(o^f, p^f^1<<s, off, 2)
	}
	return n
}

// leavesPortable returns the number of leaves two plies below the position
// with mover p and opponent o, whose moves m are not 0, on the board
// without the squares off: the loop of the leaf parents of the perft.
func leavesPortable(p, o, m, off uint64) uint64 {
	var n uint64
	for s := range Squares(m) {
		f := FlipKindergarten(p, o, s)
		c := uint64(bits.OnesCount64(moves(o^f, p^f^1<<s) &^ off))
		n += max(c, 1)
	}
	return n
}
