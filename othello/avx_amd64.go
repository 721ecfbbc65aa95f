//go:build amd64 && !purego

package othello

import "unsafe"

// The vector code of avx.go, in avx_amd64.s. The flip and moves functions
// check useLevel and run the code of a lower level when it is below
// theirs, down to the portable Go code. The leaves functions do not: they
// need their level, and moves m != 0.

func flipAVX2(mover, opponent uint64, s Square) uint64
func flipAVX512(mover, opponent uint64, s Square) uint64

// flipAVX2Unchecked and flipAVX512Unchecked are flipAVX2 and flipAVX512
// without the check of useLevel: the Flip of the registry entries when
// the processor runs them, which saves the check in each call of a
// benchmark or search that goes through the registry.
func flipAVX2Unchecked(mover, opponent uint64, s Square) uint64
func flipAVX512Unchecked(mover, opponent uint64, s Square) uint64
func movesAVX2(p, o uint64) uint64
func movesAVX512(p, o uint64) uint64
func leavesAVX2(p, o, m, off uint64) uint64
func leaves3AVX2(p, o, m, off uint64) uint64
func leavesAVX512(p, o, m, off uint64) uint64
func leaves3AVX512(p, o, m, off uint64) uint64

// avxBits holds the bit of each square, for the vector code to load.
var avxBits [64]uint64

// avxRays8 holds, from its first 64-byte aligned row on, the rays of each
// square for the AVX-512 code: the 4 toward higher bits (east, south-west,
// south, south-east), then the 4 toward lower bits (west, north-east,
// north, north-west), the layout of one 512-bit vector. avxRows points to
// the aligned rows, so that no load of a row crosses a cache line.
var avxRays8 [65][8]uint64

//lint:ignore U1000 avx512_amd64.s reads it.
var avxRows *[64][8]uint64

func init() {
	for i, a := range flipAlgorithms {
		switch {
		case a.Name == "avx2" && cpuLevel >= levelAVX2:
			flipAlgorithms[i].Flip = flipAVX2Unchecked
		case a.Name == "avx512" && cpuLevel >= levelAVX512:
			flipAlgorithms[i].Flip = flipAVX512Unchecked
		}
	}
	for s := range avxBits {
		avxBits[s] = 1 << s
	}
	skip := (64 - uintptr(unsafe.Pointer(&avxRays8))%64) % 64 / 8 // uint64s before the aligned row
	flat := unsafe.Slice(&avxRays8[0][0], len(avxRays8)*8)[skip:]
	avxRows = (*[64][8]uint64)(unsafe.Pointer(&flat[0]))
	// rays (flip_carry.go) may not be built yet: the init functions of a
	// package run in the order of its file names.
	up := [4][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}}
	for s := range 64 {
		for i, d := range up {
			flat[s*8+i] = ray(s, d[0], d[1])
			flat[s*8+4+i] = ray(s, -d[0], -d[1])
		}
	}
}
