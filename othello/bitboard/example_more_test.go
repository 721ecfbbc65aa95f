package bitboard_test

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
)

func ExampleSquare() {
	// The corners, then row 4 (from 0), column 5: 8*4 + 5.
	for _, s := range []bitboard.Square{0, 7, 56, 63, 8*4 + 5} {
		fmt.Println(uint8(s), s)
	}
	// Output:
	// 0 a1
	// 7 h1
	// 56 a8
	// 63 h8
	// 37 f5
}

func ExampleSquare_Bit() {
	var mask uint64
	for _, s := range []bitboard.Square{3, 28, 35} {
		mask |= s.Bit()
	}
	fmt.Printf("%#x %v\n", mask, slices.Collect(bitboard.Squares(mask)))
	fmt.Println(bitboard.Square(64).Bit())
	// Output:
	// 0x810000008 [d1 e4 d5]
	// 0
}

func ExampleSquare_Col() {
	b, _ := bitboard.Start(8)
	for s := range bitboard.Squares(b.Legal()) {
		fmt.Println(s, "is in column", s.Col())
	}
	// Output:
	// d3 is in column 3
	// c4 is in column 2
	// f5 is in column 5
	// e6 is in column 4
}

func ExampleSquare_Row() {
	b, _ := bitboard.Start(8)
	for s := range bitboard.Squares(b.Legal()) {
		fmt.Println(s, "is in row", s.Row())
	}
	// Output:
	// d3 is in row 2
	// c4 is in row 3
	// f5 is in row 4
	// e6 is in row 5
}

// ExampleSquare_Point checks the moves of the bitboard against the generic
// rules of othello.Position, which take points.
func ExampleSquare_Point() {
	b, _ := bitboard.Start(8)
	p, _ := othello.NewPosition(8)
	for s := range bitboard.Squares(b.Legal()) {
		fmt.Println(s, s.Point(), p.Legal(s.Point(), p.Turn()))
	}
	// Output:
	// d3 (2,3) true
	// c4 (3,2) true
	// f5 (4,5) true
	// e6 (5,4) true
}

func ExampleSquare_String() {
	fmt.Println(bitboard.Square(0), bitboard.Square(37), bitboard.Square(63))
	fmt.Println(bitboard.Square(70))
	// Output:
	// a1 f5 h8
	// Square(70)
}

func ExampleMaskOf() {
	for _, n := range []int{4, 6, 8, 10} {
		mask, ok := bitboard.MaskOf(n)
		fmt.Println(n, ok, bits.OnesCount64(mask), "squares")
	}
	// Output:
	// 4 true 16 squares
	// 6 true 36 squares
	// 8 true 64 squares
	// 10 false 0 squares
}

// ExampleBitboard_Discs plays one of the shortest games, after which the
// side to move, othello.White, has no disc left.
func ExampleBitboard_Discs() {
	b, _ := bitboard.Start(8)
	for _, s := range []bitboard.Square{37, 29, 18, 42, 34, 43, 21, 26, 50} { // f5 f4 c3 c6 c5 d6 f3 c4 c7
		b, _ = b.Play(s)
	}
	white, black := b.Discs()
	fmt.Println(white, black, b.GameOver())
	// Output:
	// 0 13 true
}

func ExampleBitboard_Empties() {
	b, _ := bitboard.Start(4)
	fmt.Println(bits.OnesCount64(b.Empties()), slices.Collect(bitboard.Squares(b.Empties())))
	// Output:
	// 12 [a1 b1 c1 d1 a2 d2 a3 d3 a4 b4 c4 d4]
}

func ExampleBitboard_Flip() {
	b, _ := bitboard.Start(8)
	for s := range bitboard.Squares(b.Legal()) {
		fmt.Println(s, "flips", slices.Collect(bitboard.Squares(b.Flip(s))))
	}
	fmt.Println(b.Flip(0)) // a1 flips nothing
	// Output:
	// d3 flips [d4]
	// c4 flips [d4]
	// f5 flips [e5]
	// e6 flips [e5]
	// 0
}

// ExampleBitboard_GameOver plays the first legal move, in square order,
// until the end of a 4×4 game, passing when the side to move must.
func ExampleBitboard_GameOver() {
	b, _ := bitboard.Start(4)
	mover := othello.Black
	for !b.GameOver() {
		if m := b.Legal(); m != 0 {
			b, _ = b.Play(bitboard.Square(bits.TrailingZeros64(m)))
		} else {
			b = b.Pass()
		}
		mover = mover.Opponent()
	}
	fmt.Println(b.Text(mover))
	// Output:
	// OOOXOOOXOOOXXXXO X
}

func ExampleBitboard_Mask() {
	b, _ := bitboard.Start(6)
	fmt.Printf("%#x\n", b.Mask())
	fmt.Println(bits.OnesCount64(b.Mask()), b.Empties()&^b.Mask() == 0)
	// Output:
	// 0x3f3f3f3f3f3f
	// 36 true
}

func ExampleBitboard_Legal() {
	for _, n := range []int{4, 6, 8} {
		b, _ := bitboard.Start(n)
		fmt.Println(n, bits.OnesCount64(b.Legal()), slices.Collect(bitboard.Squares(b.Legal())))
	}
	// Output:
	// 4 4 [b1 a2 d3 c4]
	// 6 4 [c2 b3 e4 d5]
	// 8 4 [d3 c4 f5 e6]
}

func ExampleBitboard_Pass() {
	// othello.Black, to move, has c1 on this 4×4 board, and othello.White a1 and b1.
	b, _ := bitboard.New(4, bitboard.Square(2).Bit(), bitboard.Square(0).Bit()|bitboard.Square(1).Bit())
	fmt.Println(b.Legal(), b.GameOver())
	b = b.Pass()
	fmt.Println(b.Text(othello.White), slices.Collect(bitboard.Squares(b.Legal())))
	// Output:
	// 0 false
	// OOX------------- O [d1]
}

func ExampleBitboard_Play() {
	b, _ := bitboard.Start(4)
	_, ok := b.Play(0) // a1 flips nothing
	fmt.Println(ok)
	_, ok = b.Play(4) // e1 is off the 4×4 board
	fmt.Println(ok)
	b, ok = b.Play(1) // b1
	fmt.Println(ok, b.Text(othello.White))
	// Output:
	// false
	// false
	// true -X---XX--XO----- O
}

func ExampleBitboard_Size() {
	p, _ := othello.ParsePosition("--------------OX----XO-------------- X")
	b, _ := bitboard.FromPosition(p)
	fmt.Println(p.Size(), b.Size())
	var zero bitboard.Bitboard
	fmt.Println(zero.Size())
	// Output:
	// 6 6
	// 8
}

// ExampleBitboard_Text turns a bitboard into text and back.
func ExampleBitboard_Text() {
	b, _ := bitboard.Start(4)
	b, _ = b.Play(1) // b1, by othello.Black: othello.White moves next
	t := b.Text(othello.White)
	p, _ := othello.ParsePosition(t)
	c, _ := bitboard.FromPosition(p)
	fmt.Println(t, c == b)
	// Output:
	// -X---XX--XO----- O true
}

func ExampleBitboard() {
	b, _ := bitboard.Start(8)
	fmt.Println(bits.OnesCount64(b.Legal()), "moves:", slices.Collect(bitboard.Squares(b.Legal())))
	b, _ = b.Play(bitboard.Square(4*8 + 5)) // f5
	fmt.Println(b.Text(othello.White))
	m, o := b.Discs()
	fmt.Println("othello.White has", m, "discs, othello.Black", o)
	// Output:
	// 4 moves: [d3 c4 f5 e6]
	// ---------------------------OX------XXX-------------------------- O
	// othello.White has 1 discs, othello.Black 4
}

func ExampleFromPosition() {
	p, _ := othello.ParsePosition("-----OX--XO----- X")
	b, _ := bitboard.FromPosition(p)
	fmt.Println(b.Size(), slices.Collect(bitboard.Squares(b.Legal())))
	// Output:
	// 4 [b1 a2 d3 c4]
}
