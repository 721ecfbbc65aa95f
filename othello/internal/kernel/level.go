package kernel

import "github.com/seed131617c4/board/internal/enum"

// A Level is a set of vector instructions that the flip, move generation
// and perft code can use.
type Level uint8

const (
	Portable Level = iota // the portable Go code
	AVX2                  // AVX2 with BMI1 and POPCNT: avx2_amd64.s
	AVX512                // AVX-512 F, CD and VL: avx512_amd64.s
)

// String returns the name of the level: "portable", "avx2" or "avx512".
func (l Level) String() string {
	return enum.Name(l, Portable, "Level", "portable", "avx2", "avx512")
}

// best is the highest level that the processor and the build run.
var best = detect()

// Best returns the highest level that the processor and the build run:
// Portable on other architectures and in builds with the purego tag.
func Best() Level { return best }

// impl is the code of one level: what Flip, Moves, MovesBoth, Play and Perft
// call. They call through these function values, chosen once, rather
// than test the level in each call, so that each of them is one inlined
// indirect call (Bitboard.Legal costs about 4 ns with AVX-512, and a
// second call would add a fifth).
type impl struct {
	level Level
	flip  func(mover, opponent uint64, s int) uint64
	moves func(p, o uint64) uint64
	both  func(p, o uint64) (pm, om uint64)
	play  func(p, o uint64, s int) (f, next, again uint64)
	perft func(p, o, off uint64, depth int) uint64
}

// portable is the code of level Portable.
var portable = impl{Portable, Kindergarten, PortableMoves, portableBoth, portablePlay, PerftKindergarten}

// portableBoth returns the moves of p and those of o in portable Go.
func portableBoth(p, o uint64) (pm, om uint64) { return PortableMoves(p, o), PortableMoves(o, p) }

// portablePlay is Play in portable Go.
func portablePlay(p, o uint64, s int) (f, next, again uint64) {
	f = Kindergarten(p, o, s)
	mine, theirs := p^f|1<<(s&63), o^f
	return f, PortableMoves(theirs, mine), PortableMoves(mine, theirs)
}

// use is the code in use: that of Best unless a test lowers it.
var use = implAt(best)

// Flip returns the discs of opponent that a disc of mover on square s
// flips, with the code of the level in use.
func Flip(mover, opponent uint64, s int) uint64 { return use.flip(mover, opponent, s) }

// Moves returns the empty squares where p flips discs of o on the full
// 8×8 board, as PortableMoves does, with the code of the level in use.
func Moves(p, o uint64) uint64 { return use.moves(p, o) }

// MovesBoth returns Moves(p, o) and Moves(o, p), the moves of both sides,
// in one call: with AVX-512 the two fills overlap.
func MovesBoth(p, o uint64) (pm, om uint64) { return use.both(p, o) }

// Play returns the discs f that a disc of p on square s flips, and the
// moves of both sides of the position after the move: next those of the
// side of o, to move then, and again those of the side of p. With
// AVX-512 it is one call where Flip and MovesBoth are two, for the
// search's leaves.
func Play(p, o uint64, s int) (f, next, again uint64) { return use.play(p, o, s) }

// Perft returns the perft of the position with p to move, the squares off
// outside the board, at depth >= 1, with the code of the level in use.
func Perft(p, o, off uint64, depth int) uint64 { return use.perft(p, o, off, depth) }

// InUse returns the level of the code in use.
func InUse() Level { return use.level }

// Levels returns the levels that the processor runs, from Portable to
// Best.
func Levels() []Level {
	var l []Level
	for v := Portable; v <= best; v++ {
		l = append(l, v)
	}
	return l
}

// SetLevel makes Flip, Moves, MovesBoth, Play and Perft run the code of
// level l, which must be at most Best, and returns the function that
// restores the level before. It is a hook for tests that run every level the machine has;
// they must not run in parallel with others.
func SetLevel(l Level) (restore func()) {
	if l > best {
		panic("kernel: SetLevel " + l.String() + " above Best " + best.String())
	}
	old := use
	use = implAt(l)
	return func() { use = old }
}
