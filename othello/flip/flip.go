// Package flip implements the flip function of 8×8 Othello bitboards in
// several algorithms, and a registry of them: given the discs of the side
// to move and of the other side as 64-bit masks (bit 8·row + column, as
// in package bitboard) and the square of a new disc, the discs it flips.
//
// It is for comparing and testing algorithms, and for search code that
// wants one of them by name; to play moves, use package bitboard, whose
// Bitboard.Flip and Perft already run the fastest code of the processor.
//
// [All] lists the algorithms that run here, each an [Algorithm] with a
// name, a one-line description, its [Func] and a perft that calls it
// directly. The portable ones are exported functions, from the readable
// baseline to the fastest: [Walker] (the generic board's ray walker),
// [Loop], [Fill], [Carry], [Kindergarten] and [Dispatch]. The vector ones
// are registry entries only, listed exactly when this build has their
// code and the processor runs it, so that no name exists in some builds
// only and no entry runs other code than its name says:
//
//   - avx2: the carry algorithm on 4 rays at once in 256-bit AVX2
//     vectors (amd64 assembly; AVX2, BMI1 and POPCNT);
//   - avx512: the 8 rays in the 8 lanes of one 512-bit AVX-512 vector
//     (amd64 assembly; AVX-512 F, CD and VL);
//   - simd: the carry algorithm in 256-bit vectors of simd/archsimd, in
//     builds with GOEXPERIMENT=simd on amd64 processors with AVX-512.
//
// Every algorithm returns the same mask for the same arguments,
// allocates nothing and is safe for concurrent use; the tests check each
// against Walker on random positions and on the WTHOR archive. The
// measured speeds are in the module's README.
package flip

import (
	"slices"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/internal/kernel"
)

//go:generate go run ../internal/gen -dir ..

// A Func returns the discs of opponent that a disc of mover placed on
// square s flips: in each of the 8 directions, the unbroken run of
// opponent discs next to s that a mover disc closes. The square s is a
// [bitboard.Square] as an int, 8·row + column; only its low 6 bits count.
// A Func ignores what s holds, treating it as the square of the new disc,
// so it is defined on every square; mover and opponent must not share a
// square.
type Func func(mover, opponent uint64, s int) uint64

// An Algorithm is one entry of the registry that [All] lists.
type Algorithm struct {
	Name string // a short name, like "kindergarten"
	Doc  string // one line saying how it works
	Flip Func   // the algorithm
	// perft is a copy of the bitboard perft with a direct call of Flip
	// (generated, see othello/internal/gen), or nil to call Flip through
	// the value.
	perft func(p, o, off uint64, depth int) uint64
}

// algorithms is the registry: the baseline first, then roughly from the
// simplest to the fastest.
var algorithms = slices.Concat([]Algorithm{
	{"walker", "the shared ray walker (board.Board.Bracket) on a generic 8×8 board: the readable baseline", Walker, nil},
	{"loop", "a bit loop along each of the 8 directions", Loop, perftLoop},
	{"fill", "Kogge-Stone occluded fills, 3 doubling steps per direction", Fill, perftFill},
	{"carry", "carry propagation for rays toward higher bits, leading-zero counts toward lower bits", Carry, perftCarry},
	{"kindergarten", "multiplicative gathers of the 4 lines into 8-bit indices of outflank and flipped tables", kernel.Kindergarten, kernel.PerftKindergarten},
	{"dispatch", "the carry algorithm specialised per square by a generator, called through a table of 64 functions", Dispatch, perftDispatch},
}, vectorAlgorithms(), simdAlgorithms())

// All returns the registry of the flip algorithms that run on this
// processor in this build: the portable ones everywhere, and each vector
// one only where it runs. The slice is a copy; the names are unique.
func All() []Algorithm {
	return slices.Clone(algorithms)
}

// Named returns the algorithm of [All] with the given name and reports
// whether there is one: "avx512" is not found on a processor without
// AVX-512.
func Named(name string) (Algorithm, bool) {
	for _, a := range algorithms {
		if a.Name == name {
			return a, true
		}
	}
	return Algorithm{}, false
}

// Default returns the entry of [All] whose code [bitboard.Bitboard.Flip]
// and [bitboard.Perft] run: avx512 or avx2 when the processor has them,
// kindergarten otherwise.
func Default() Algorithm {
	a, _ := Named([...]string{kernel.Portable: "kindergarten", kernel.AVX2: "avx2", kernel.AVX512: "avx512"}[kernel.Best()])
	return a
}

// Perft returns the number of leaves of the game tree of b at depth
// plies, as [bitboard.Perft] counts them, with the flip algorithm a. The
// algorithms of [All] run a copy of the search made for each, which calls
// the flip directly (the vector ones also run the two plies above the
// leaves in assembly); any other Algorithm calls its Flip through the
// function value. It panics if a.Flip is nil and depth > 1.
func (a Algorithm) Perft(b bitboard.Bitboard, depth int) uint64 {
	switch {
	case depth < 0:
		return 0
	case depth == 0:
		return 1
	}
	return a.perftFunc()(b.Mover, b.Opponent, ^b.Mask(), depth)
}

// PerftParallel returns [Algorithm.Perft] of b at depth, searching the
// subtrees of the positions a few plies deep in workers goroutines, or
// runtime.GOMAXPROCS of them when workers < 1.
func (a Algorithm) PerftParallel(b bitboard.Bitboard, depth, workers int) uint64 {
	if depth < 1 {
		return a.Perft(b, depth)
	}
	return kernel.PerftParallel(b.Mover, b.Opponent, ^b.Mask(), depth, workers, a.Flip, a.perftFunc())
}

// perftFunc returns the perft of a: its generated copy, or the generic
// search calling a.Flip.
func (a Algorithm) perftFunc() func(p, o, off uint64, depth int) uint64 {
	if a.perft != nil {
		return a.perft
	}
	return func(p, o, off uint64, depth int) uint64 { return perftFunc(p, o, off, depth, a.Flip) }
}

// Kindergarten is the "kindergarten" [Func], after the kindergarten
// bitboards of chess engines, and the portable code of package bitboard.
// It handles the 4 lines through s (row, column and both diagonals) one
// at a time: a multiplication gathers the 8 squares of the line into an
// 8-bit index (a shift for the row); a table gives the outflank squares,
// the first squares past the runs of opponent discs on both sides of s,
// from the 6 inner opponent bits; an AND keeps those holding mover discs;
// a second table gives the squares between s and them; and a
// multiplication scatters those back onto the board.
//
// Its tables are the outflank squares by position on the line and inner
// opponent bits (8×64 bytes), the flipped squares by position and
// outflank squares (8×256 bytes) and the two diagonals of each square
// (1 KiB). Its cost is 4 lines of about 12 operations (2 gathers, 2
// dependent table loads, a scatter), 11 multiplications in all and no
// branch: about 95 instructions, bound by the single multiplier port. It
// is the fastest portable algorithm here.
func Kindergarten(mover, opponent uint64, s int) uint64 {
	return kernel.Kindergarten(mover, opponent, s)
}

// Dispatch is the "dispatch" [Func]: the algorithm of [Carry] specialised
// for each square by a generator (othello/internal/gen) into 64 functions
// called through a table. Each function handles only the rays of its
// square that are long enough to flip a disc (2 squares or more), with
// their masks as constants, so it loads no table but the function
// pointer. Its cost is the carry algorithm's minus its skipped rays and
// table loads, plus an indirect call that the processor predicts only as
// well as the sequence of squares allows: well in a perft, where the
// squares come in order, badly on squares in no order.
func Dispatch(mover, opponent uint64, s int) uint64 {
	return dispatchFlips[s&63](mover, opponent)
}
