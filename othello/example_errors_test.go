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
		fmt.Println(othello.FormatMove(me.Point), me.Player, me.Err)
	}
	fmt.Println(errors.Is(err, board.ErrIllegalMove), errors.Is(err, othello.ErrNoCapture))
	// Output:
	// e3 black captures nothing
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
	// othello: illegal move d4 by black: point occupied
	// othello: illegal move (-1,3) by white: point off the board
	// othello: illegal move a1: not a disc colour
	// othello: illegal move pass by black: no pass is forced here
}

// ExampleMoveError_Is shows that every MoveError matches board.ErrIllegalMove, and
// its reason too.
func ExampleMoveError_Is() {
	g, _ := othello.ParseTranscript(4, "c4 b4 a3 d2 d3 a4 d1 d4 c1 a2 b1")
	err := g.Play(board.Pt(0, 0)) // a1, after the end of the game
	fmt.Println(err)
	fmt.Println(errors.Is(err, board.ErrIllegalMove), errors.Is(err, board.ErrGameOver))
	fmt.Println(errors.Is(err, board.ErrOccupied))
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
		case board.ErrOccupied:
			fmt.Println(s, "is taken")
		case othello.ErrNoCapture:
			fmt.Println(s, "flips nothing")
		case board.ErrOffBoard:
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
		fmt.Println(me.Player, me.Err)
	}
	// Output:
	// 8 f6
	// white point occupied
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
	// othello: move 3 "c9" by black: point off the board
	// othello: move 8 "f6" by white: point occupied
	// othello: move 2 "pass" by white: no pass is forced here
	// othello: move 5 "c0": invalid syntax: row must be a number 1..26
}

// ExampleTranscriptError_Unwrap tells a move that cannot be read from one
// that cannot be played.
func ExampleTranscriptError_Unwrap() {
	for _, t := range []string{"f5 d6 c3 d3 c0", "f5 d6 a1"} {
		_, err := othello.ParseTranscript(8, t)
		fmt.Println(errors.Is(err, board.ErrSyntax), errors.Is(err, board.ErrIllegalMove))
	}
	// Output:
	// true false
	// false true
}
