// Package kernel holds the bitboard code that packages bitboard and flip
// share: the portable move generator, the kindergarten flip, the table of
// rays, the perft loops that call them directly, the hash of a position
// and the squares next to a set, and the vector code
// (AVX2 and AVX-512 assembly on amd64) with the choice of it from the
// processor. Squares are indices 0..63, 8·row + column; only their low 6
// bits count.
//
// The vector code is chosen in Go, once, from the processor: [Best] is
// the highest [Level] that the processor and the build run, and [Flip],
// [Moves], [MovesBoth], [Play] and [Perft] call the code of the level in
// use, which tests lower with [SetLevel] to run every level the machine
// has.
package kernel

import "math/bits"

// The columns a shift must not carry into: a shift toward higher columns
// wraps column h into column a of the next row, and the other way round.
const (
	NotColA uint64 = 0xfefefefefefefefe
	NotColH uint64 = 0x7f7f7f7f7f7f7f7f
	notEdge uint64 = NotColA & NotColH
)

// Ray returns the squares from s stepping dr rows and dc columns at a time
// to the edge, s excluded.
func Ray(s, dr, dc int) uint64 {
	var m uint64
	for r, c := s/8+dr, s%8+dc; uint(r) < 8 && uint(c) < 8; r, c = r+dr, c+dc {
		m |= 1 << (r*8 + c)
	}
	return m
}

// A RaySet holds the rays of a square toward higher bits (east,
// south-west, south, south-east), their complements and first squares (0
// for an empty ray), and the rays toward lower bits (west, north-east,
// north, north-west): 128 bytes that avx2_amd64.s reads at fixed offsets.
type RaySet struct{ Up, NotUp, FirstUp, Down [4]uint64 }

// rays holds the RaySet of every square: the table of the carry flips
// (flip.Carry, the simd flip and the AVX2 assembly).
var rays = raySets()

// Rays returns the RaySet of square s, read from its low 6 bits: the
// table of the carry flips, which must not be changed.
func Rays(s int) *RaySet { return &rays[s&63] }

func raySets() [64]RaySet {
	var t [64]RaySet
	up := [4][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}}
	for s := range t {
		for i, d := range up {
			r := Ray(s, d[0], d[1])
			t[s].Up[i], t[s].NotUp[i], t[s].FirstUp[i] = r, ^r, r&-r
			t[s].Down[i] = Ray(s, -d[0], -d[1])
		}
	}
	return t
}

// PortableMoves returns the empty squares where p flips discs of o on the
// full 8×8 board, in portable Go: for each of the 8 directions, the
// squares just past a run of o that starts next to a disc of p. Toward
// higher bits along a row (east), adding p<<1 to o carries across each
// such run and lands on the square past it; the other 7 directions use
// Kogge-Stone fills: a run is at most 6 discs long, and two single steps
// and two double steps cover it. Discs of o in columns a and h stop the
// horizontal and diagonal fills, which could otherwise wrap around the
// edge; a run never holds them anyway.
func PortableMoves(p, o uint64) uint64 {
	oh := o & notEdgeVar
	east := (oh + p<<1) &^ (p << 1)
	m := east | movesDown(p, oh, 1) |
		movesUp(p, o, 8) | movesDown(p, o, 8) |
		movesUp(p, oh, 7) | movesDown(p, oh, 7) |
		movesUp(p, oh, 9) | movesDown(p, oh, 9)
	return m &^ (p | o)
}

// notEdgeVar is notEdge in a variable: with the constant, the compiler
// folds the mask into every use of o&notEdge, one AND each, instead of
// computing it once.
var notEdgeVar = notEdge

// movesUp returns the squares just past a run of o, toward higher bits by
// d, that starts next to a disc of p.
func movesUp(p, o uint64, d uint) uint64 {
	f := o & (p << d)
	f |= o & (f << d)
	q := o & (o << d) // squares of o whose neighbour d below is also o
	f |= q & (f << (2 * d))
	f |= q & (f << (2 * d))
	return f << d
}

// movesDown returns the squares just past a run of o, toward lower bits by
// d, that starts next to a disc of p.
func movesDown(p, o uint64, d uint) uint64 {
	f := o & (p >> d)
	f |= o & (f >> d)
	q := o & (o >> d)
	f |= q & (f >> (2 * d))
	f |= q & (f >> (2 * d))
	return f >> d
}

// Hash returns a 64-bit hash of the position of the discs p of the side
// to move and o of the other side, for the transposition tables of the
// solver and the midgame search: a multiply-xorshift mix of both words.
func Hash(p, o uint64) uint64 {
	h := p*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(o*0xc2b2ae3d27d4eb4f, 31)
	h = (h ^ h>>29) * 0xbf58476d1ce4e5b9
	return h ^ h>>32
}

// Neighbours returns the squares next to a square of x, in the 8
// directions.
func Neighbours(x uint64) uint64 {
	h := (x<<1)&NotColA | (x>>1)&NotColH
	x |= h
	return h | x<<8 | x>>8
}
