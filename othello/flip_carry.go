package othello

import "math/bits"

// The rays of every square, toward higher bits (east, south-west, south,
// south-east) and toward lower bits (west, north-east, north, north-west):
// the squares from the neighbour in that direction to the board edge, s
// itself excluded.
var raysUp, raysDown [64][4]uint64

func init() {
	up := [4][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}}
	for s := range 64 {
		for i, d := range up {
			raysUp[s][i] = ray(s, d[0], d[1])
			raysDown[s][i] = ray(s, -d[0], -d[1])
		}
	}
}

// ray returns the squares from s stepping dr rows and dc columns at a time
// to the edge, s excluded.
func ray(s, dr, dc int) uint64 {
	var m uint64
	for r, c := s/8+dr, s%8+dc; uint(r) < 8 && uint(c) < 8; r, c = r+dr, c+dc {
		m |= 1 << (r*8 + c)
	}
	return m
}

// FlipCarry is the "carry" [FlipFunc]. On a ray toward higher bits, with
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
// Its table is the 8 rays of every square, 4 KiB. Its cost is about 6
// operations per ray with no branch and no loop; on GOAMD64=v1 a leading
// zero count is BSR with a fix-up for zero, on v3 a single LZCNT.
func FlipCarry(mover, opponent uint64, s Square) uint64 {
	s &= 63
	u := &raysUp[s]
	d := &raysDown[s]
	return carryUp(mover, opponent, u[0]) |
		carryUp(mover, opponent, u[1]) |
		carryUp(mover, opponent, u[2]) |
		carryUp(mover, opponent, u[3]) |
		lzcntDown(mover, opponent, d[0]) |
		lzcntDown(mover, opponent, d[1]) |
		lzcntDown(mover, opponent, d[2]) |
		lzcntDown(mover, opponent, d[3])
}

// carryUp returns the run of o flipped on the ray r toward higher bits.
func carryUp(p, o, r uint64) uint64 {
	// The outflank square is the lowest square of the ray without an
	// opponent disc: x & -x isolates it (BLSI on GOAMD64=v3).
	e := r &^ o
	out := e & -e & p
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
