package othello_test

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

func ExampleColor() {
	p, _ := othello.NewPosition(4)
	for _, s := range []string{"b2", "c2", "a1"} {
		pt, _ := othello.ParseMove(s)
		fmt.Println(s, p.At(pt))
	}
	fmt.Println(othello.Color(0) == othello.Empty)
	// Output:
	// b2 white
	// c2 black
	// a1 empty
	// true
}

func ExampleColor_String() {
	fmt.Println(othello.Black, othello.White, othello.Empty)
	fmt.Printf("%v to move\n", othello.White)
	fmt.Println(othello.Color(7))
	// Output:
	// black white empty
	// white to move
	// Color(7)
}

// ExamplePlacement shows the runs a placement flips, by direction.
func ExamplePlacement() {
	p, _ := othello.ParsePosition("XOO-" + "--O-" + "-X--" + "---- X")
	m, _ := p.Place(board.Pt(0, 3), othello.Black) // d1
	for d, n := range m.Runs {
		if n > 0 {
			fmt.Println(board.Direction(d), n)
		}
	}
	fmt.Print(p)
	// Output:
	// SW 1
	// W 2
	//   a b c d
	// 1 X X X X
	// 2 - - X -
	// 3 - X - -
	// 4 - - - -
}

func ExamplePlacement_Flipped() {
	p, _ := othello.ParsePosition("XOO-" + "--O-" + "-X--" + "---- X")
	for _, s := range []string{"d1", "b1", "a4"} {
		pt, _ := othello.ParseMove(s)
		fmt.Println(s, "flips", p.Captures(pt, othello.Black).Flipped())
	}
	// Output:
	// d1 flips 3
	// b1 flips 0
	// a4 flips 0
}

func ExamplePosition() {
	p, _ := othello.NewPosition(6)
	for _, s := range []string{"c2", "b2"} {
		pt, _ := othello.ParseMove(s)
		if _, err := p.Play(pt); err != nil {
			panic(err)
		}
	}
	fmt.Print(p)
	var moves []string
	for pt := range p.Moves(p.Turn()) {
		moves = append(moves, othello.FormatMove(pt))
	}
	fmt.Println(p.Turn(), "to move:", moves)
	// Output:
	//   a b c d e f
	// 1 - - - - - -
	// 2 - O X - - -
	// 3 - - O X - -
	// 4 - - X O - -
	// 5 - - - - - -
	// 6 - - - - - -
	// black to move: [a2 b3 e4 d5]
}

func ExampleNewPosition() {
	p, err := othello.NewPosition(6)
	fmt.Print(p)
	fmt.Println(p.Turn(), err)
	_, err = othello.NewPosition(7)
	fmt.Println(errors.Is(err, board.ErrSize), err)
	// Output:
	//   a b c d e f
	// 1 - - - - - -
	// 2 - - - - - -
	// 3 - - O X - -
	// 4 - - X O - -
	// 5 - - - - - -
	// 6 - - - - - -
	// black <nil>
	// true othello: board size 7: size out of range (want an even number in 4..26)
}

func ExamplePosition_All() {
	p, _ := othello.NewPosition(4)
	for pt, c := range p.All() {
		if c != othello.Empty {
			fmt.Println(othello.FormatMove(pt), c)
		}
	}
	// Output:
	// b2 white
	// c2 black
	// b3 black
	// c3 white
}

func ExamplePosition_At() {
	p, _ := othello.NewPosition(8)
	fmt.Println(p.At(board.Pt(3, 3)), p.At(board.Pt(3, 4)))  // d4 e4
	fmt.Println(p.At(board.Pt(0, 0)))                        // a1
	fmt.Println(p.At(board.Pt(8, 0)), p.At(board.Pt(-1, 2))) // off the board
	// Output:
	// white black
	// empty
	// empty empty
}

func ExamplePosition_Clone() {
	p, _ := othello.NewPosition(4)
	q := p.Clone()
	q.Play(board.Pt(0, 1)) // b1, on the copy only
	fmt.Println(p.Text())
	fmt.Println(q.Text())
	// Output:
	// -----OX--XO----- X
	// -X---XX--XO----- O
}

// ExamplePosition_CopyFrom tries each legal move on one scratch position,
// which CopyFrom resets without allocating.
func ExamplePosition_CopyFrom() {
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4")
	p := g.Position()
	scratch, _ := othello.NewPosition(p.Size())
	for pt := range p.Moves(p.Turn()) {
		scratch.CopyFrom(p)
		scratch.Play(pt)
		fmt.Println(othello.FormatMove(pt), "leaves White", scratch.Count(othello.White), "discs")
	}
	// Output:
	// b3 leaves White 6 discs
	// f3 leaves White 5 discs
	// f4 leaves White 5 discs
	// b5 leaves White 5 discs
	// g5 leaves White 6 discs
	// g6 leaves White 6 discs
}

func ExamplePosition_Count() {
	p, _ := othello.NewPosition(8)
	p.Play(board.Pt(4, 5)) // f5
	fmt.Println(p.Count(othello.Black), p.Count(othello.White), p.Count(othello.Empty))
	// Output: 4 1 59
}

// ExamplePosition_Equal shows that the side to move is part of a position.
func ExamplePosition_Equal() {
	p, _ := othello.NewPosition(8)
	q, _ := othello.ParsePosition(p.Text())
	fmt.Println(p.Equal(q))
	q.Pass()
	fmt.Println(p.Equal(q))
	// Output:
	// true
	// false
}

func ExamplePosition_HasMove() {
	// Black's only disc, c1, cannot bracket White's a1 and b1.
	p, _ := othello.ParsePosition("OOX-" + "----" + "----" + "---- X")
	fmt.Println(p.HasMove(othello.Black), p.HasMove(othello.White))
	// Output: false true
}

func ExamplePosition_In() {
	p, _ := othello.NewPosition(6)
	fmt.Println(p.In(board.Pt(0, 0)), p.In(board.Pt(5, 5)))
	fmt.Println(p.In(board.Pt(6, 0)), p.In(board.Pt(0, -1)))
	// Output:
	// true true
	// false false
}

func ExamplePosition_Legal() {
	p, _ := othello.NewPosition(8)
	f5, _ := othello.ParseMove("f5")
	e4, _ := othello.ParseMove("e4")
	fmt.Println(p.Legal(f5, othello.Black), p.Legal(f5, othello.White))
	fmt.Println(p.Legal(e4, othello.Black)) // occupied
	// Output:
	// true false
	// false
}

func ExamplePosition_Moves() {
	p, _ := othello.NewPosition(8)
	for _, c := range []othello.Color{othello.Black, othello.White} {
		var s []string
		for pt := range p.Moves(c) {
			s = append(s, othello.FormatMove(pt))
		}
		fmt.Println(c, s)
	}
	// Output:
	// black [d3 c4 f5 e6]
	// white [e3 f4 c5 d6]
}

// ExamplePosition_Pass passes for a side with no legal move, which
// Position.Play does not do by itself.
func ExamplePosition_Pass() {
	p, _ := othello.ParsePosition("OOX-" + "----" + "----" + "---- X")
	if !p.HasMove(p.Turn()) {
		p.Pass()
	}
	var moves []string
	for pt := range p.Moves(p.Turn()) {
		moves = append(moves, othello.FormatMove(pt))
	}
	fmt.Println(p.Turn(), "to move:", moves)
	p.Play(board.Pt(0, 3)) // d1
	fmt.Println(p.Text())
	// Output:
	// white to move: [d1]
	// OOOO------------ X
}

func ExamplePosition_Play() {
	p, _ := othello.NewPosition(8)
	m, err := p.Play(board.Pt(4, 5)) // f5
	fmt.Println(m.Flipped(), err, p.Turn())
	_, err = p.Play(board.Pt(4, 5))
	fmt.Println(err)
	_, err = p.Play(board.Pt(0, 0)) // a1
	fmt.Println(errors.Is(err, othello.ErrNoCapture), err)
	// Output:
	// 1 <nil> white
	// othello: illegal move f5 by white: point occupied
	// true othello: illegal move a1 by white: captures nothing
}

func ExamplePosition_SetTurn() {
	p, _ := othello.NewPosition(4)
	p.SetTurn(othello.White)
	fmt.Println(p.Text())
	var moves []string
	for pt := range p.Moves(p.Turn()) {
		moves = append(moves, othello.FormatMove(pt))
	}
	fmt.Println(moves)
	// Output:
	// -----OX--XO----- O
	// [c1 d2 a3 b4]
}

func ExamplePosition_Size() {
	for _, n := range []int{4, 8, 26} {
		p, _ := othello.NewPosition(n)
		fmt.Println(p.Size(), p.Count(othello.Empty))
	}
	// Output:
	// 4 12
	// 8 60
	// 26 672
}

// ExamplePosition_Turn shows that Play passes the turn and Place does not.
func ExamplePosition_Turn() {
	p, _ := othello.NewPosition(8)
	fmt.Println(p.Turn())
	p.Play(board.Pt(4, 5)) // f5
	fmt.Println(p.Turn())
	p.Place(board.Pt(2, 3), othello.Black) // d3
	fmt.Println(p.Turn())
	// Output:
	// black
	// white
	// white
}

func ExamplePosition_Undo() {
	p, _ := othello.NewPosition(8)
	start := p.Clone()
	m, _ := p.Play(board.Pt(4, 5)) // f5
	fmt.Println(p.Count(othello.Black), p.Count(othello.White), p.Turn())
	p.Undo(m)
	fmt.Println(p.Count(othello.Black), p.Count(othello.White), p.Turn())
	fmt.Println(p.Equal(start))
	// Output:
	// 4 1 white
	// 2 2 black
	// true
}
