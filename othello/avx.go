package othello

import "strconv"

// A vectorLevel is a set of vector instructions that the flip, move
// generation and perft code of this package can use.
type vectorLevel uint8

const (
	levelPortable vectorLevel = iota // the portable Go code
	levelAVX2                        // AVX2 (with BMI1 and POPCNT): avx_amd64.s
	levelAVX512                      // AVX-512 F, CD and VL on 256-bit registers: avx_amd64.s
)

// String returns the name of the level: "portable", "avx2" or "avx512".
func (l vectorLevel) String() string {
	switch l {
	case levelPortable:
		return "portable"
	case levelAVX2:
		return "avx2"
	case levelAVX512:
		return "avx512"
	}
	return "vectorLevel(" + strconv.Itoa(int(l)) + ")"
}

// useLevel is the vector level the package uses: cpuLevel, the level of
// the processor at hand, unless a test lowers it to run the slower paths.
// Only tests that run alone may change it.
var useLevel = cpuLevel

// FlipAVX2 is the "avx2" [FlipFunc]: the algorithm of [FlipCarry] on 4
// rays at once, in assembly for amd64 processors with AVX2. One 256-bit
// vector holds the 4 rays of s toward higher bits in its 4 lanes, another
// the 4 toward lower bits. Upward, a vector add (VPADDQ) carries across
// the runs of opponent discs to the outflank squares, and a comparison
// with 0 clears the lanes without one. Downward, where no carry runs and
// AVX2 has no leading-zero count, a parallel-prefix fill (3 variable
// shifts, VPSRLVQ, and ORs) copies the squares without an opponent disc
// down each ray, so that the highest of them, the outflank square, is the
// one the fill of the lanes shifted down by one step misses; the flipped
// run is the ray's squares above the fill. A shuffle, an extraction and
// 2 ORs fold the lanes into one mask.
//
// Its table is that of [FlipCarry], 8 KiB, read as 4 vectors a call. Its
// cost is about 30 vector instructions with no branch and no loop, on the
// 3 vector ports, plus the call of an assembly function. On a processor
// without AVX2 (with BMI1 and POPCNT), on other architectures and in
// builds with the purego tag, it calls [FlipKindergarten], so that the
// registry is the same everywhere.
func FlipAVX2(mover, opponent uint64, s Square) uint64 {
	return flipAVX2(mover, opponent, s)
}

// FlipAVX512 is the "avx512" [FlipFunc]: all 8 rays of s in the 8 lanes
// of one 512-bit vector, in assembly for amd64 processors with AVX-512. On
// every ray the outflank square is the nearest square without an opponent
// disc: on the 4 rays toward higher bits the lowest bit of the ray's
// squares without one, x & -x; on the 4 toward lower bits the highest, a
// leading-zero count (VPLZCNTQ) and a variable shift (VPSRLVQ) of the top
// bit, as [FlipCarry] finds it one ray at a time. A three-input logic
// operation (VPTERNLOGQ) picks the lane's case, and a mask register from
// a test of the outflank squares against the mover's discs (VPTESTMQ)
// keeps the rays whose run is closed: below the outflank square, out-1,
// toward higher bits, above it toward lower bits. Three extractions and
// ORs fold the lanes.
//
// Its table holds the 8 rays of each square as one 64-byte row aligned on
// a cache line, 4 KiB. Its cost is about 20 vector instructions with no
// branch and no loop, plus the call of an assembly function, which is
// more than half of the time of a call in a Go loop. On a processor
// without AVX-512 (F, CD and VL, with the operating system saving the
// mask and ZMM registers) it calls [FlipAVX2], which may in turn call
// [FlipKindergarten].
func FlipAVX512(mover, opponent uint64, s Square) uint64 {
	return flipAVX512(mover, opponent, s)
}

// perftAVX2 is the perft of the "avx2" entry of the registry: in vectors
// (perftVecAVX2, generated) when the processor has AVX2.
func perftAVX2(p, o, off uint64, depth int) uint64 {
	if useLevel >= levelAVX2 {
		return perftVecAVX2(p, o, off, depth)
	}
	return perftKindergarten(p, o, off, depth)
}

// perftAVX512 is the perft of the "avx512" entry of the registry.
func perftAVX512(p, o, off uint64, depth int) uint64 {
	switch {
	case useLevel >= levelAVX512:
		return perftVecAVX512(p, o, off, depth)
	case useLevel >= levelAVX2:
		return perftVecAVX2(p, o, off, depth)
	}
	return perftKindergarten(p, o, off, depth)
}
