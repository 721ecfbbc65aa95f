//go:build amd64 && !purego

package kernel

import "unsafe"

// The vector code, in avx2_amd64.s and avx512_amd64.s. Go code calls it
// only at a level the processor runs (implAt and the registry of package
// flip). The leaves functions need moves m != 0.

// FlipAVX2 is the carry flip on 4 rays at once in 256-bit AVX2 vectors:
// the 4 rays toward higher bits in the 4 lanes of one vector, where a
// vector add (VPADDQ) carries across the runs of opponent discs to the
// outflank squares, and the 4 toward lower bits in another, where a
// parallel-prefix fill of 3 variable shifts (VPSRLVQ) stands in for the
// leading-zero count that AVX2 lacks. It reads Rays; about 30 vector
// instructions, no branch. Call it only when Best >= AVX2.
func FlipAVX2(mover, opponent uint64, s int) uint64

// FlipAVX512 holds the 8 rays of s in the 8 lanes of one 512-bit vector
// and finds every outflank square as the nearest square without an
// opponent disc: x & -x toward higher bits, a leading-zero count
// (VPLZCNTQ) toward lower bits; a three-input logic operation
// (VPTERNLOGQ) picks each lane's case and a test against the mover's discs
// (VPTESTMQ) masks the runs left open. It reads the 64-byte rows of
// avxRows; about 20 vector instructions, no branch. Call it only when
// Best >= AVX512.
func FlipAVX512(mover, opponent uint64, s int) uint64

func movesAVX2(p, o uint64) uint64
func movesAVX512(p, o uint64) uint64
func movesBothAVX512(p, o uint64) (pm, om uint64)
func playAVX512(p, o uint64, s int) (f, next, again uint64)

// movesBothAVX2 returns the moves of p and those of o with AVX2.
func movesBothAVX2(p, o uint64) (pm, om uint64) { return movesAVX2(p, o), movesAVX2(o, p) }

// playAVX2 is Play with AVX2.
func playAVX2(p, o uint64, s int) (f, next, again uint64) {
	f = FlipAVX2(p, o, s)
	mine, theirs := p^f|1<<(s&63), o^f
	return f, movesAVX2(theirs, mine), movesAVX2(mine, theirs)
}
func leavesAVX2(p, o, m, off uint64) uint64
func leaves3AVX2(p, o, m, off uint64) uint64
func leavesAVX512(p, o, m, off uint64) uint64
func leaves3AVX512(p, o, m, off uint64) uint64

// avxBits holds the bit of each square, for the vector code to load.
//
//lint:ignore U1000 the assembly reads it.
var avxBits = squareBits()

//lint:ignore U1000 avxBits is read by the assembly.
func squareBits() (b [64]uint64) {
	for s := range b {
		b[s] = 1 << s
	}
	return b
}

// avxRays8 holds, from its first 64-byte aligned row on, the rays of each
// square for the AVX-512 code: the 4 toward higher bits (east, south-west,
// south, south-east), then the 4 toward lower bits (west, north-east,
// north, north-west), the layout of one 512-bit vector. avxRows points to
// the aligned rows, so that no load of a row crosses a cache line.
//
//lint:ignore U1000 the assembly reads it through avxRows.
var avxRays8 [65][8]uint64

//lint:ignore U1000 avx512_amd64.s reads it.
var avxRows = alignedRows()

//lint:ignore U1000 avxRows is read by the assembly.
func alignedRows() *[64][8]uint64 {
	skip := (64 - uintptr(unsafe.Pointer(&avxRays8))%64) % 64 / 8 // uint64s before the aligned row
	flat := unsafe.Slice(&avxRays8[0][0], len(avxRays8)*8)[skip:]
	up := [4][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}}
	for s := range 64 {
		for i, d := range up {
			flat[s*8+i] = Ray(s, d[0], d[1])
			flat[s*8+4+i] = Ray(s, -d[0], -d[1])
		}
	}
	return (*[64][8]uint64)(unsafe.Pointer(&flat[0]))
}
