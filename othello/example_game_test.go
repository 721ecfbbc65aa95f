package othello_test

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

func ExampleNewGame() {
	g, err := othello.NewGame(4)
	fmt.Print(g)
	fmt.Println(err)
	_, err = othello.NewGame(28)
	fmt.Println(errors.Is(err, board.ErrSize), err)
	// Output:
	//   a b c d
	// 1 - - - -
	// 2 - O X -
	// 3 - X O -
	// 4 - - - -
	// black to move
	// <nil>
	// true othello: board size 28: size out of range (want an even number in 4..26)
}

// ExampleNewGameFrom starts a game at a position where the side to move
// has no legal move: the turn passes at once. A position that no game can
// reach, with the centre empty, is refused.
func ExampleNewGameFrom() {
	p, _ := othello.ParsePosition("OOO-" + "-XX-" + "-XXX" + "---- X")
	g, err := othello.NewGameFrom(p)
	fmt.Println(g.Turn(), "to move", err)
	g.Play(board.Pt(2, 0)) // a3
	fmt.Println(g.Turn(), g.Transcript())
	q, _ := othello.ParsePosition("OOX-" + "----" + "----" + "---- X")
	_, err = othello.NewGameFrom(q)
	fmt.Println(errors.Is(err, board.ErrPosition), err)
	// Output:
	// white to move <nil>
	// black a3
	// true othello: position with b2 empty: unreachable position
}

func ExampleGame_At() {
	g, _ := othello.ParseTranscript(8, "f5")
	for _, s := range []string{"e5", "d5", "f5", "a1"} {
		pt, _ := othello.ParseMove(s)
		fmt.Println(s, g.At(pt))
	}
	// Output:
	// e5 black
	// d5 black
	// f5 black
	// a1 empty
}

func ExampleGame_Count() {
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4")
	fmt.Println(g.Count(othello.Black), g.Count(othello.White), g.Count(othello.Empty))
	// Output:
	// 6 3 55
}

// ExampleGame_History lists the points played in a 4×4 game with a pass.
func ExampleGame_History() {
	g, _ := othello.ParseTranscript(4, "b1 c1 d3 a1 pass a3")
	for pt := range g.History() {
		fmt.Print(othello.FormatMove(pt), " ")
	}
	fmt.Println(g.Len())
	// Output:
	// b1 c1 d3 a1 a3 5
}

// ExampleGame_Placements lists the moves of a 4×4 game with a pass: a1 and
// a3 are both White's.
func ExampleGame_Placements() {
	g, _ := othello.ParseTranscript(4, "b1 c1 d3 a1 a3")
	for m := range g.Placements() {
		fmt.Println(othello.FormatMove(m.Point), m.Color, "flips", m.Flipped())
	}
	// Output:
	// b1 black flips 1
	// c1 white flips 1
	// d3 black flips 2
	// a1 white flips 1
	// a3 white flips 1
}

// ExampleGame_Len shows that passes are not moves.
func ExampleGame_Len() {
	g, _ := othello.ParseTranscript(4, "b1 c1 d3 a1 pass a3")
	fmt.Println(g.Len(), g.Transcript())
	// Output:
	// 5 b1c1d3a1a3
}

// ExampleGame_Hash reaches one position by two move orders: the hashes
// agree, whatever the history.
func ExampleGame_Hash() {
	g, _ := othello.ParseTranscript(8, "d3 c3 b3 d6 e6")
	h, _ := othello.ParseTranscript(8, "d3 c3 e6 d6 b3")
	fmt.Println(g.Position().Equal(h.Position()), g.Hash() == h.Hash())
	fmt.Println(g.Hash() == g.Clone().Hash())
	// Output:
	// true true
	// true
}

// ExampleGame_Clone plays on a copy without touching the original.
func ExampleGame_Clone() {
	g, _ := othello.ParseTranscript(8, "f5")
	c := g.Clone()
	c.PlayTranscript("d6 c3")
	fmt.Println(g.Transcript(), c.Transcript())
	// Output:
	// f5 f5d6c3
}

// ExampleGame_zero uses the zero Game: a new game on the 8×8 board.
func ExampleGame_zero() {
	var g othello.Game
	fmt.Println(g.Size(), g.Turn(), g.Play(board.Pt(4, 5)), g.Transcript())
	// Output:
	// 8 black <nil> f5
}

// ExampleGame_Over plays the last move of a 4×4 game that ends with an
// empty square left: neither side can move.
func ExampleGame_Over() {
	g, _ := othello.ParseTranscript(4, "c4 b4 a3 d2 d3 a4 d1 d4 c1 a2")
	fmt.Println(g.Over(), g.Turn())
	g.Play(board.Pt(0, 1)) // b1
	fmt.Println(g.Over(), g.Turn(), g.Count(othello.Empty))
	// Output:
	// false black
	// true empty 1
}

func ExampleGame_Pass() {
	g, _ := othello.NewGame(8)
	err := g.Pass() // Black has moves
	fmt.Println(errors.Is(err, othello.ErrNoPass), err)
	// After White's a1 in this 4×4 game, Black has no move: the pass may be
	// written, once.
	g, _ = othello.ParseTranscript(4, "b1 c1 d3 a1")
	fmt.Println(g.Pass())
	fmt.Println(g.Pass())
	// Output:
	// true othello: illegal move pass by black: no pass is forced here
	// <nil>
	// othello: illegal move pass by white: no pass is forced here
}

func ExampleGame_PlayTranscript() {
	g, _ := othello.NewGame(8)
	fmt.Println(g.PlayTranscript("f5 d6"))
	err := g.PlayTranscript("C3,x9")
	fmt.Println(err)
	if te, ok := errors.AsType[*othello.TranscriptError](err); ok {
		fmt.Println(te.Index, te.Text, errors.Is(err, board.ErrOffBoard))
	}
	fmt.Println(g.Transcript()) // the moves before the error stay played
	// Output:
	// <nil>
	// othello: move 2 "x9" by white: point off the board
	// 2 x9 true
	// f5d6c3
}

// ExampleGame_Position takes the position after a forced pass: its side to
// move is the player who moves next.
func ExampleGame_Position() {
	g, _ := othello.ParseTranscript(4, "b1 c1 d3 a1")
	p := g.Position()
	fmt.Println(p.Text())
	p.Play(board.Pt(2, 0)) // a3, on the copy only
	fmt.Println(g.Len(), g.Position().Text())
	// Output:
	// OOO--XX--XXX---- O
	// 4 OOO--XX--XXX---- O
}

func ExampleGame_Reset() {
	g, _ := othello.ParseTranscript(8, "f5d6c3")
	g.Reset()
	fmt.Println(g.Len(), g.Transcript() == "", g.Turn())
	fmt.Println(g.Position().Equal(g.Start()))
	// Output:
	// 0 true black
	// true
}

func ExampleGame_Size() {
	g, _ := othello.NewGame(10)
	fmt.Println(g.Size(), g.Count(othello.Empty))
	var s []string
	for pt := range g.Moves() {
		s = append(s, othello.FormatMove(pt))
	}
	fmt.Println(s)
	// Output:
	// 10 96
	// [e4 d5 g6 f7]
}

func ExampleGame_Start() {
	p, _ := othello.ParsePosition("OOO-" + "-XX-" + "-XXX" + "---- X")
	g, _ := othello.NewGameFrom(p)
	g.Play(board.Pt(2, 0)) // a3
	fmt.Println(g.Start().Text())
	fmt.Println(g.Position().Text())
	// Output:
	// OOO--XX--XXX---- X
	// OOO--OX-OXXX---- X
}

func ExampleGame_String() {
	g, _ := othello.ParseTranscript(4, "c4 b4 a3 d2 d3 a4 d1 d4 c1 a2 b1")
	fmt.Print(g)
	// Output:
	//   a b c d
	// 1 - X X X
	// 2 O O X X
	// 3 O O O X
	// 4 O O O O
	// white wins
}

// ExampleGame_Transcript writes a transcript without its passes and reads
// it back.
func ExampleGame_Transcript() {
	g, _ := othello.ParseTranscript(4, "B1 C1 D3 A1 pass A3")
	t := g.Transcript()
	h, err := othello.ParseTranscript(4, t)
	fmt.Println(t, err, h.Position().Equal(g.Position()))
	// Output:
	// b1c1d3a1a3 <nil> true
}

// ExampleGame_Winner tells the winner once the game is over, and nobody
// before.
func ExampleGame_Winner() {
	g, _ := othello.ParseTranscript(4, "c4 b4 a3 d2 d3 a4 d1 d4 c1 a2")
	fmt.Println(g.Winner(), g.Count(othello.Black), g.Count(othello.White))
	g.PlayTranscript("b1")
	fmt.Println(g.Winner(), g.Over())
	// Output:
	// empty 4 10
	// white true
}
