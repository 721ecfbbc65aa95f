package othello_test

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/seed131617c4/board/othello"
)

// ExampleFlipFunc passes flip algorithms to a function that counts the
// discs each legal move flips.
func ExampleFlipFunc() {
	flips := func(f othello.FlipFunc, b othello.Bitboard) []int {
		var n []int
		for s := range othello.Squares(b.Moves()) {
			n = append(n, bits.OnesCount64(f(b.Mover, b.Opponent, s)))
		}
		return n
	}
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4")
	b, _ := othello.BitboardOf(g.Position())
	fmt.Println(flips(othello.FlipLoop, b), flips(othello.FlipFill, b))
	// Output:
	// [2 1 1 1 2 2] [2 1 1 1 2 2]
}

// ExampleFlipWalker computes the flips of a bitboard move with the generic
// board, as Position.Captures does.
func ExampleFlipWalker() {
	p, _ := othello.ParsePosition("XOO-" + "--O-" + "-X--" + "---- X")
	b, _ := othello.BitboardOf(p)
	d1 := othello.Square(3)
	f := othello.FlipWalker(b.Mover, b.Opponent, d1)
	fmt.Println(slices.Collect(othello.Squares(f)))
	fmt.Println(bits.OnesCount64(f), p.Captures(d1.Point(), othello.Black).Flipped())
	// Output:
	// [b1 c1 c2]
	// 3 3
}

// ExampleFlipLoop flips the longest run a row can hold, and nothing when no
// disc of the mover closes it.
func ExampleFlipLoop() {
	mover, opponent := uint64(0x01), uint64(0x7e) // a1; b1 to g1
	h1 := othello.Square(7)
	fmt.Println(slices.Collect(othello.Squares(othello.FlipLoop(mover, opponent, h1))))
	fmt.Println(othello.FlipLoop(0, opponent, h1))
	// Output:
	// [b1 c1 d1 e1 f1 g1]
	// 0
}

// ExampleFlipFill flips the run of the long diagonal.
func ExampleFlipFill() {
	var opponent uint64
	for s := othello.Square(9); s < 63; s += 9 { // b2, c3, ..., g7
		opponent |= s.Bit()
	}
	mover := othello.Square(63).Bit() // h8
	fmt.Println(slices.Collect(othello.Squares(othello.FlipFill(mover, opponent, 0))))
	// Output:
	// [b2 c3 d4 e5 f6 g7]
}

// ExampleFlipCarry flips a run up a column, toward lower bits, and shows
// that a row does not wrap around the edge: h1 and a2 are neighbouring bits
// but not neighbouring squares.
func ExampleFlipCarry() {
	var opponent uint64
	for s := othello.Square(8); s < 56; s += 8 { // a2, ..., a7
		opponent |= s.Bit()
	}
	a1, a8 := othello.Square(0), othello.Square(56)
	fmt.Println(slices.Collect(othello.Squares(othello.FlipCarry(a1.Bit(), opponent, a8))))
	h1, a2, g1 := othello.Square(7), othello.Square(8), othello.Square(6)
	fmt.Println(othello.FlipCarry(a2.Bit(), h1.Bit(), g1))
	// Output:
	// [a2 a3 a4 a5 a6 a7]
	// 0
}

// ExampleFlipKindergarten flips in all 8 directions at once: d4 is ringed by
// opponent discs, each closed by a mover disc.
func ExampleFlipKindergarten() {
	var mover, opponent uint64
	for _, s := range []string{"b2", "d2", "f2", "b4", "f4", "b6", "d6", "f6"} {
		pt, _ := othello.ParseMove(s)
		sq, _ := othello.SquareAt(pt.Row, pt.Col)
		mover |= sq.Bit()
		opponent |= ((sq + 27) / 2).Bit() // halfway to d4, square 27
	}
	f := othello.FlipKindergarten(mover, opponent, 27) // d4
	fmt.Println(bits.OnesCount64(f), f == opponent, slices.Collect(othello.Squares(f)))
	// Output:
	// 8 true [c3 d3 e3 c4 e4 c5 d5 e5]
}

// ExampleFlipDispatch lists what each of White's moves flips after the
// opening called the tiger.
func ExampleFlipDispatch() {
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4")
	b, _ := othello.BitboardOf(g.Position())
	for s := range othello.Squares(b.Moves()) {
		fmt.Println(s, slices.Collect(othello.Squares(othello.FlipDispatch(b.Mover, b.Opponent, s))))
	}
	// Output:
	// b3 [c3 c4]
	// f3 [e4]
	// f4 [e5]
	// b5 [c4]
	// g5 [e5 f5]
	// g6 [e4 f5]
}

// ExampleFlipAlgorithm runs the perft of every registered algorithm, and of
// one made up on the spot, which any FlipFunc can be.
func ExampleFlipAlgorithm() {
	b, _ := othello.StartBitboard(8)
	for _, a := range othello.FlipAlgorithms() {
		if n := a.Perft(b, 6); n != 8200 {
			fmt.Println(a.Name, "counts", n)
		}
	}
	mirror := othello.FlipAlgorithm{Name: "mirror", Flip: func(mover, opponent uint64, s othello.Square) uint64 {
		return bits.Reverse64(othello.FlipLoop(bits.Reverse64(mover), bits.Reverse64(opponent), 63-s))
	}}
	fmt.Println(mirror.Name, mirror.Perft(b, 6))
	// Output:
	// mirror 8200
}

func ExampleFlipAlgorithmNamed() {
	b, _ := othello.StartBitboard(8)
	a, ok := othello.FlipAlgorithmNamed("kindergarten")
	fmt.Println(a.Name, ok, slices.Collect(othello.Squares(a.Flip(b.Mover, b.Opponent, 37)))) // f5
	_, ok = othello.FlipAlgorithmNamed("bubble")
	fmt.Println(ok)
	// Output:
	// kindergarten true [e5]
	// false
}

// ExampleFlipDefault uses the algorithm of Flip and Perft, whichever it is
// on this build.
func ExampleFlipDefault() {
	d := othello.FlipDefault()
	_, registered := othello.FlipAlgorithmNamed(d.Name)
	b, _ := othello.StartBitboard(8)
	fmt.Println(registered, d.Perft(b, 7) == othello.Perft(b, 7))
	fmt.Println(slices.Collect(othello.Squares(d.Flip(b.Mover, b.Opponent, 37)))) // f5
	// Output:
	// true true
	// [e5]
}

// ExampleFlipAlgorithm_PerftParallel counts the 6×6 game tree on 2
// goroutines, and again with the generic rules.
func ExampleFlipAlgorithm_PerftParallel() {
	b, _ := othello.StartBitboard(6)
	p, _ := othello.NewPosition(6)
	a, _ := othello.FlipAlgorithmNamed("carry")
	fmt.Println(a.PerftParallel(b, 7, 2), othello.PerftPosition(p, 7))
	// Output:
	// 47740 47740
}

func ExampleFlip() {
	b, _ := othello.StartBitboard(8)
	// Black plays f5 (column f, row 5), which flips e5.
	f := othello.Flip(b.Mover, b.Opponent, othello.Square(4*8+5))
	for s := range othello.Squares(f) {
		fmt.Println(s)
	}
	// Output:
	// e5
}

func ExampleFlipAlgorithms() {
	b, _ := othello.StartBitboard(8)
	f5 := othello.Square(4*8 + 5)
	want := othello.FlipWalker(b.Mover, b.Opponent, f5)
	var names []string
	for _, a := range othello.FlipAlgorithms() {
		if a.Flip(b.Mover, b.Opponent, f5) != want {
			fmt.Println(a.Name, "disagrees")
		}
		names = append(names, a.Name)
	}
	// The portable algorithms come first, then the vector ones (avx2 and
	// avx512 in every build, simd with GOEXPERIMENT=simd).
	fmt.Println(names[:8])
	fmt.Println("f5 flips", slices.Collect(othello.Squares(want)))
	// Output:
	// [walker loop fill carry kindergarten dispatch avx2 avx512]
	// f5 flips [e5]
}
