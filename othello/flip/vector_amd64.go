//go:build amd64 && !purego

package flip

import "github.com/seed131617c4/board/othello/internal/kernel"

// vectorAlgorithms returns the entries of the assembly algorithms that
// the processor runs.
func vectorAlgorithms() []Algorithm {
	var v []Algorithm
	if kernel.Best() >= kernel.AVX2 {
		v = append(v, Algorithm{"avx2", "the carry algorithm on 4 rays at once in 256-bit AVX2 vectors, in assembly", kernel.FlipAVX2, kernel.PerftAVX2})
	}
	if kernel.Best() >= kernel.AVX512 {
		v = append(v, Algorithm{"avx512", "the 8 rays in one 512-bit AVX-512 vector, outflanks by x&-x up and VPLZCNTQ down, in assembly", kernel.FlipAVX512, kernel.PerftAVX512})
	}
	return v
}
