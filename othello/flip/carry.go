package flip

import (
	"math/bits"

	"github.com/seed131617c4/board/othello/internal/kernel"
)

// Carry is the "carry" [Func]. On a ray toward higher bits, with
// its squares in the mask r, the sum (opponent | ^r) + (first square of r)
// carries across the run of opponent discs (and across the squares
// between the ray's squares, which ^r sets) and stops on the first square
// of the ray that is not an opponent disc: the outflank square, flipping
// the run if it holds a mover disc. On a ray toward lower bits a carry
// cannot run, so the outflank square is the highest bit of the ray's
// non-opponent squares, found with [bits.LeadingZeros64]. Either way the
// flipped run is the ray's squares between s and the outflank square, got
// with one subtraction or negation.
//
// Its table holds the 8 rays of every square, and the complements and
// first squares of the 4 toward higher bits, 8 KiB. Its cost is about 8
// operations per ray with no loop and no branch (the test of a missing
// outflank square is a conditional move), about 130 instructions: the 8
// ray masks and the intermediate values outnumber the registers, so the
// compiler spills some. On GOAMD64=v1 a leading zero count is BSR and an
// XOR, on v3 a single LZCNT.
func Carry(mover, opponent uint64, s int) uint64 {
	t := kernel.Rays(s)
	u, n, f, d := &t.Up, &t.NotUp, &t.FirstUp, &t.Down
	return carryUp(mover, opponent, u[0], n[0], f[0]) |
		carryUp(mover, opponent, u[1], n[1], f[1]) |
		carryUp(mover, opponent, u[2], n[2], f[2]) |
		carryUp(mover, opponent, u[3], n[3], f[3]) |
		lzcntDown(mover, opponent, d[0]) |
		lzcntDown(mover, opponent, d[1]) |
		lzcntDown(mover, opponent, d[2]) |
		lzcntDown(mover, opponent, d[3])
}

// carryUp returns the run of o flipped on the ray r toward higher bits,
// with nr = ^r and first its first square.
func carryUp(p, o, r, nr, first uint64) uint64 {
	out := ((o | nr) + first) & r & p // the outflank square if it holds p, else 0
	// out-1 is every bit below the outflank square; without one, nothing
	// flips.
	f := (out - 1) & r
	if out == 0 {
		f = 0
	}
	return f
}

// lzcntDown returns the run of o flipped on the ray r toward lower bits.
func lzcntDown(p, o, r uint64) uint64 {
	// The outflank square is the highest square of the ray without an
	// opponent disc. The |1 keeps the count below 64 for a ray full of
	// opponent discs; bit 0 is then either not on r or an opponent disc.
	out := (1 << 63) >> (bits.LeadingZeros64(^o&r|1) & 63) & r & p
	// -out is the outflank square and every bit above it.
	return -out << 1 & r
}
