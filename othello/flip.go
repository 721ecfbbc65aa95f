package othello

import "slices"

// A FlipFunc returns the discs of opponent that a disc of mover placed on
// square s flips: in each of the 8 directions, the unbroken run of
// opponent discs next to s that a mover disc closes. It ignores what s
// holds, treating it as the square of the new disc, so it is defined on
// every square; mover and opponent must not share a square, and only the
// low 6 bits of s count. Every FlipFunc in [FlipAlgorithms] returns the
// same mask for the same arguments, allocates nothing and is safe for
// concurrent use.
type FlipFunc func(mover, opponent uint64, s Square) uint64

// A FlipAlgorithm is one entry of the registry of flip algorithms that
// [FlipAlgorithms] lists.
type FlipAlgorithm struct {
	Name string   // a short name, like "kindergarten"
	Doc  string   // one line saying how it works
	Flip FlipFunc // the algorithm
	// perft is a copy of the bitboard perft with a direct call of Flip,
	// generated into perft_gen.go, or nil to call Flip through the value.
	perft func(p, o, off uint64, depth int) uint64
}

// flipAlgorithms is the registry, in the order of the package
// documentation: the baseline first, then roughly from the simplest to the
// fastest.
var flipAlgorithms = []FlipAlgorithm{
	{"walker", "the shared ray walker (board.Board.Bracket) on a generic 8×8 board: the readable baseline", FlipWalker, nil},
	{"loop", "a bit loop along each of the 8 directions", FlipLoop, perftLoop},
	{"fill", "Kogge-Stone occluded fills, 3 doubling steps per direction", FlipFill, perftFill},
	{"carry", "carry propagation for rays toward higher bits, leading-zero counts toward lower bits", FlipCarry, perftCarry},
	{"kindergarten", "multiplicative gathers of the 4 lines into 8-bit indices of outflank and flipped tables", FlipKindergarten, perftKindergarten},
	{"dispatch", "the carry algorithm specialised per square by a generator, called through a table of 64 functions", FlipDispatch, perftDispatch},
	{"avx2", "the carry algorithm on 4 rays at once in 256-bit AVX2 vectors, in assembly (kindergarten without AVX2)", FlipAVX2, perftAVX2},
	{"avx512", "the 8 rays in one 512-bit AVX-512 vector, outflanks by x&-x up and VPLZCNTQ down, in assembly (avx2 without AVX-512)", FlipAVX512, perftAVX512},
}

// FlipAlgorithms returns the registry of flip algorithms: each with its
// name, a one-line description and its [FlipFunc]. The slice is a copy;
// changing it changes nothing else. The names are unique.
func FlipAlgorithms() []FlipAlgorithm {
	return slices.Clone(flipAlgorithms)
}

// FlipAlgorithmNamed returns the flip algorithm of [FlipAlgorithms] with
// the given name and reports whether there is one.
func FlipAlgorithmNamed(name string) (FlipAlgorithm, bool) {
	for _, a := range flipAlgorithms {
		if a.Name == name {
			return a, true
		}
	}
	return FlipAlgorithm{}, false
}

// Flip returns the discs of opponent that a disc of mover placed on s
// flips, as every [FlipFunc] does, with the fastest algorithm of
// [FlipAlgorithms] on the processor at hand, which [FlipDefault] names:
// [FlipAVX512] on amd64 processors with AVX-512, [FlipAVX2] on those with
// AVX2, and [FlipKindergarten] on the others, on other architectures and
// in builds with the purego tag (see the package documentation for the
// measurements).
func Flip(mover, opponent uint64, s Square) uint64 {
	return flipFastest(mover, opponent, s)
}

// FlipDefault returns the entry of [FlipAlgorithms] that [Flip], [Perft]
// and [PerftParallel] use: the fastest algorithm on the processor at hand.
func FlipDefault() FlipAlgorithm {
	a, _ := FlipAlgorithmNamed(fastest().Name)
	return a
}

//go:generate go run ./internal/gen

// FlipDispatch is the "dispatch" [FlipFunc]: the algorithm of [FlipCarry]
// specialised for each square by a generator (othello/internal/gen) into
// 64 functions called through a table. Each function handles only the rays
// of its square that are long enough to flip a disc (2 squares or more),
// with their masks as constants, so it loads no table but the function
// pointer. Its cost is the carry algorithm's minus its skipped rays and
// table loads, plus an indirect call that the processor predicts only as
// well as the sequence of squares allows: on the mixed squares of a
// benchmark it mispredicts most calls and takes about 21 ns, twice the
// carry algorithm, while in a perft, where the squares come in order, it
// comes closer.
func FlipDispatch(mover, opponent uint64, s Square) uint64 {
	return dispatchFlips[s&63](mover, opponent)
}
