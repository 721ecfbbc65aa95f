package flip_test

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/flip"
)

// ExampleFunc passes flip algorithms to a function that counts the
// discs each legal move flips.
func ExampleFunc() {
	flips := func(f flip.Func, b bitboard.Bitboard) []int {
		var n []int
		for s := range bitboard.Squares(b.Legal()) {
			n = append(n, bits.OnesCount64(f(b.Mover, b.Opponent, int(s))))
		}
		return n
	}
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4")
	b, _ := bitboard.FromPosition(g.Position())
	fmt.Println(flips(flip.Loop, b), flips(flip.Fill, b))
	// Output:
	// [2 1 1 1 2 2] [2 1 1 1 2 2]
}

// ExampleWalker computes the flips of a bitboard move with the generic
// board, as othello.Position.Captures does.
func ExampleWalker() {
	p, _ := othello.ParsePosition("XOO-" + "--O-" + "-X--" + "---- X")
	b, _ := bitboard.FromPosition(p)
	d1 := bitboard.Square(3)
	f := flip.Walker(b.Mover, b.Opponent, int(d1))
	fmt.Println(slices.Collect(bitboard.Squares(f)))
	fmt.Println(bits.OnesCount64(f), p.Captures(d1.Point(), othello.Black).Flipped())
	// Output:
	// [b1 c1 c2]
	// 3 3
}

// ExampleLoop flips the longest run a row can hold, and nothing when no
// disc of the mover closes it.
func ExampleLoop() {
	mover, opponent := uint64(0x01), uint64(0x7e) // a1; b1 to g1
	h1 := bitboard.Square(7)
	fmt.Println(slices.Collect(bitboard.Squares(flip.Loop(mover, opponent, int(h1)))))
	fmt.Println(flip.Loop(0, opponent, int(h1)))
	// Output:
	// [b1 c1 d1 e1 f1 g1]
	// 0
}

// ExampleFill flips the run of the long diagonal.
func ExampleFill() {
	var opponent uint64
	for s := bitboard.Square(9); s < 63; s += 9 { // b2, c3, ..., g7
		opponent |= s.Bit()
	}
	mover := bitboard.Square(63).Bit() // h8
	fmt.Println(slices.Collect(bitboard.Squares(flip.Fill(mover, opponent, 0))))
	// Output:
	// [b2 c3 d4 e5 f6 g7]
}

// ExampleCarry flips a run up a column, toward lower bits, and shows
// that a row does not wrap around the edge: h1 and a2 are neighbouring bits
// but not neighbouring squares.
func ExampleCarry() {
	var opponent uint64
	for s := bitboard.Square(8); s < 56; s += 8 { // a2, ..., a7
		opponent |= s.Bit()
	}
	a1, a8 := bitboard.Square(0), bitboard.Square(56)
	fmt.Println(slices.Collect(bitboard.Squares(flip.Carry(a1.Bit(), opponent, int(a8)))))
	h1, a2, g1 := bitboard.Square(7), bitboard.Square(8), bitboard.Square(6)
	fmt.Println(flip.Carry(a2.Bit(), h1.Bit(), int(g1)))
	// Output:
	// [a2 a3 a4 a5 a6 a7]
	// 0
}

// ExampleKindergarten flips in all 8 directions at once: d4 is ringed by
// opponent discs, each closed by a mover disc.
func ExampleKindergarten() {
	var mover, opponent uint64
	for _, s := range []string{"b2", "d2", "f2", "b4", "f4", "b6", "d6", "f6"} {
		pt, _ := othello.ParseMove(s)
		sq, _ := bitboard.SquareAt(pt.Row, pt.Col)
		mover |= sq.Bit()
		opponent |= ((sq + 27) / 2).Bit() // halfway to d4, square 27
	}
	f := flip.Kindergarten(mover, opponent, 27) // d4
	fmt.Println(bits.OnesCount64(f), f == opponent, slices.Collect(bitboard.Squares(f)))
	// Output:
	// 8 true [c3 d3 e3 c4 e4 c5 d5 e5]
}

// ExampleDispatch lists what each of White's moves flips after the
// opening called the tiger.
func ExampleDispatch() {
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4")
	b, _ := bitboard.FromPosition(g.Position())
	for s := range bitboard.Squares(b.Legal()) {
		fmt.Println(s, slices.Collect(bitboard.Squares(flip.Dispatch(b.Mover, b.Opponent, int(s)))))
	}
	// Output:
	// b3 [c3 c4]
	// f3 [e4]
	// f4 [e5]
	// b5 [c4]
	// g5 [e5 f5]
	// g6 [e4 f5]
}

// ExampleAlgorithm runs the perft of every registered algorithm, and of
// one made up on the spot, which any flip.Func can be.
func ExampleAlgorithm() {
	b, _ := bitboard.Start(8)
	for _, a := range flip.All() {
		if n := a.Perft(b, 6); n != 8200 {
			fmt.Println(a.Name, "counts", n)
		}
	}
	mirror := flip.Algorithm{Name: "mirror", Flip: func(mover, opponent uint64, s int) uint64 {
		return bits.Reverse64(flip.Loop(bits.Reverse64(mover), bits.Reverse64(opponent), 63-s))
	}}
	fmt.Println(mirror.Name, mirror.Perft(b, 6))
	// Output:
	// mirror 8200
}

func ExampleNamed() {
	b, _ := bitboard.Start(8)
	a, ok := flip.Named("kindergarten")
	fmt.Println(a.Name, ok, slices.Collect(bitboard.Squares(a.Flip(b.Mover, b.Opponent, 37)))) // f5
	_, ok = flip.Named("bubble")
	fmt.Println(ok)
	// Output:
	// kindergarten true [e5]
	// false
}

// ExampleDefault uses the algorithm of bitboard.Flip and bitboard.Perft, whichever it is
// on this build.
func ExampleDefault() {
	d := flip.Default() // avx512, avx2 or kindergarten
	_, registered := flip.Named(d.Name)
	b, _ := bitboard.Start(8)
	fmt.Println(registered, d.Perft(b, 7) == bitboard.Perft(b, 7))
	fmt.Println(slices.Collect(bitboard.Squares(d.Flip(b.Mover, b.Opponent, 37)))) // f5
	// Output:
	// true true
	// [e5]
}

// ExampleAlgorithm_PerftParallel counts the 6×6 game tree on 2
// goroutines, and again with the generic rules.
func ExampleAlgorithm_PerftParallel() {
	b, _ := bitboard.Start(6)
	p, _ := othello.NewPosition(6)
	a, _ := flip.Named("carry")
	fmt.Println(a.PerftParallel(b, 7, 2), othello.Perft(p, 7))
	// Output:
	// 47740 47740
}

func Example() {
	b, _ := bitboard.Start(8)
	// Black plays f5 (column f, row 5), which flips e5.
	f := flip.Kindergarten(b.Mover, b.Opponent, 4*8+5)
	for s := range bitboard.Squares(f) {
		fmt.Println(s)
	}
	// Output:
	// e5
}

func ExampleAll() {
	b, _ := bitboard.Start(8)
	f5 := int(4*8 + 5)
	want := flip.Walker(b.Mover, b.Opponent, f5)
	var names []string
	for _, a := range flip.All() {
		if a.Flip(b.Mover, b.Opponent, f5) != want {
			fmt.Println(a.Name, "disagrees")
		}
		names = append(names, a.Name)
	}
	// The portable algorithms come first, then the vector ones that this
	// processor runs.
	fmt.Println(names[:6])
	fmt.Println("f5 flips", slices.Collect(bitboard.Squares(want)))
	// Output:
	// [walker loop fill carry kindergarten dispatch]
	// f5 flips [e5]
}

func ExampleAlgorithm_Perft() {
	b, _ := bitboard.Start(8)
	a, _ := flip.Named("carry")
	fmt.Println(a.Name, a.Perft(b, 8))
	// Any flip.Func works, through the function value.
	mine := flip.Algorithm{Name: "mine", Flip: flip.Loop}
	fmt.Println(mine.Name, mine.PerftParallel(b, 8, 2))
	// Output:
	// carry 390216
	// mine 390216
}
