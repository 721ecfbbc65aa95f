package bitboard_test

import (
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
)

// ExampleGame plays the opening called the tiger and takes a move back;
// the hash is that of othello.Game in the same position.
func ExampleGame() {
	var g bitboard.Game // a new 8×8 game
	ref, _ := othello.ParseTranscript(8, "f5d6c3d3c4")
	for pt := range ref.History() {
		if err := g.Play(pt); err != nil {
			panic(err)
		}
	}
	fmt.Println(g.Len(), g.Turn(), g.Hash() == ref.Hash())
	g.Undo()
	fmt.Println(g.Len(), g.Turn(), g.At(board.Pt(3, 2))) // c4
	// Output:
	// 5 white true
	// 4 black empty
}

func ExampleNewGame() {
	g, _ := bitboard.NewGame(4)
	err := g.Play(board.Pt(0, 0))
	fmt.Println(err)
	fmt.Print(g)
	// Output:
	// othello: illegal move a1 by black: captures nothing
	//   a b c d
	// 1 - - - -
	// 2 - O X -
	// 3 - X O -
	// 4 - - - -
	// black to move
}

func ExampleNewGameFrom() {
	p, _ := othello.ParsePosition("XXXO" + "OOOO" + "----" + "---- X")
	g, _ := bitboard.NewGameFrom(p)
	b, w := g.Score()
	fmt.Println(g.Turn(), g.Over(), b, w)
	// Output:
	// black false 3 13
}
