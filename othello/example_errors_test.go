package othello_test

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
)

// ExampleMoveError gets the details of an illegal move with errors.AsType.
func ExampleMoveError() {
	g, _ := othello.NewGame(8)
	err := g.Play(board.Pt(2, 4)) // e3, which is White's move
	if me, ok := errors.AsType[*othello.MoveError](err); ok {
		fmt.Println(othello.FormatMove(me.Point), me.Color, me.Err)
	}
	fmt.Println(errors.Is(err, othello.ErrIllegalMove), errors.Is(err, othello.ErrNoCapture))
	// Output:
	// e3 Black captures nothing
	// true true
}

func ExampleMoveError_Error() {
	p, _ := othello.NewPosition(8)
	_, err := p.Place(board.Pt(3, 3), othello.Black) // d4
	fmt.Println(err)
	_, err = p.Place(board.Pt(-1, 3), othello.White)
	fmt.Println(err)
	_, err = p.Place(board.Pt(0, 0), othello.Empty) // a1
	fmt.Println(err)
	g, _ := othello.NewGame(8)
	fmt.Println(g.Pass())
	// Output:
	// othello: illegal move d4 for Black: point occupied
	// othello: illegal move (-1,3) for White: point off the board
	// othello: illegal move a1: not a disc colour
	// othello: illegal move pass for Black: no pass is forced here
}

// ExampleMoveError_Is shows that every MoveError matches ErrIllegalMove, and
// its reason too.
func ExampleMoveError_Is() {
	g, _ := othello.ParseTranscript(4, "c4 b4 a3 d2 d3 a4 d1 d4 c1 a2 b1")
	err := g.Play(board.Pt(0, 0)) // a1, after the end of the game
	fmt.Println(err)
	fmt.Println(errors.Is(err, othello.ErrIllegalMove), errors.Is(err, othello.ErrGameOver))
	fmt.Println(errors.Is(err, othello.ErrOccupied))
	// Output:
	// othello: illegal move a1: game over
	// true true
	// false
}

// ExampleMoveError_Unwrap tells the reasons apart.
func ExampleMoveError_Unwrap() {
	p, _ := othello.NewPosition(8)
	for _, s := range []string{"e4", "a1", "z26", "f5"} {
		pt, _ := othello.ParseMove(s)
		_, err := p.Play(pt)
		switch errors.Unwrap(err) {
		case othello.ErrOccupied:
			fmt.Println(s, "is taken")
		case othello.ErrNoCapture:
			fmt.Println(s, "flips nothing")
		case othello.ErrOffBoard:
			fmt.Println(s, "is off the board")
		case nil:
			fmt.Println(s, "played")
		}
	}
	// Output:
	// e4 is taken
	// a1 flips nothing
	// z26 is off the board
	// f5 played
}

// ExampleTranscriptError finds the move of a transcript that went wrong,
// and why.
func ExampleTranscriptError() {
	_, err := othello.ParseTranscript(8, "f5 d6 c3 d3 c4 f4 f6 f6")
	if te, ok := errors.AsType[*othello.TranscriptError](err); ok {
		fmt.Println(te.Index, te.Text)
	}
	if me, ok := errors.AsType[*othello.MoveError](err); ok {
		fmt.Println(me.Color, me.Err)
	}
	// Output:
	// 8 f6
	// White point occupied
}

func ExampleTranscriptError_Error() {
	_, err := othello.ParseTranscript(8, "f5 d6 c9")
	fmt.Println(err)
	_, err = othello.ParseTranscript(8, "f5 d6 c3 d3 c4 f4 f6 f6")
	fmt.Println(err)
	_, err = othello.ParseTranscript(8, "f5 pass")
	fmt.Println(err)
	_, err = othello.ParseTranscript(8, "f5 d6 c3 d3 c0")
	fmt.Println(err)
	// Output:
	// othello: move 3 "c9" by Black: point off the board
	// othello: move 8 "f6" by White: point occupied
	// othello: move 2 "pass" by White: no pass is forced here
	// othello: move 5 "c0": invalid syntax: move "c0": row must be a number 1..26
}

// ExampleTranscriptError_Unwrap tells a move that cannot be read from one
// that cannot be played.
func ExampleTranscriptError_Unwrap() {
	for _, t := range []string{"f5 d6 c3 d3 c0", "f5 d6 a1"} {
		_, err := othello.ParseTranscript(8, t)
		fmt.Println(errors.Is(err, othello.ErrSyntax), errors.Is(err, othello.ErrIllegalMove))
	}
	// Output:
	// true false
	// false true
}
