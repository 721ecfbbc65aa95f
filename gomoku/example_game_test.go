package gomoku_test

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// play plays moves in renju notation, printing any error.
func play(g *gomoku.Game, moves ...string) {
	for _, m := range moves {
		p, err := gomoku.ParseMove(m, g.Size())
		if err == nil {
			err = g.Play(p)
		}
		if err != nil {
			fmt.Println(err)
		}
	}
}

func ExampleGame() {
	g, _ := gomoku.NewGame(15, gomoku.Standard)
	play(g, "h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8")
	fmt.Println(g.Result())
	play(g, "a1")
	// Output:
	// black wins with black horizontal 5 h8-l8
	// gomoku: illegal move a1: game over
}

func ExampleNewGame() {
	g, err := gomoku.NewGame(19, gomoku.Omok)
	fmt.Println(g.Size(), g.Rule(), g.Turn(), err)
	_, err = gomoku.NewGame(27, gomoku.Omok)
	fmt.Println(err)
	// Output:
	// 19 omok black <nil>
	// gomoku: board size 27: size out of range (want 5..26)
}

func ExampleGame_At() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	play(g, "h8", "i9")
	fmt.Println(g.At(board.Pt(7, 7)), g.At(board.Pt(6, 8)), g.At(board.Pt(0, 0)))
	// Output:
	// black white empty
}

func ExampleGame_Board() {
	g, _ := gomoku.NewGame(5, gomoku.Freestyle)
	play(g, "c3", "d4")
	fmt.Print(g.Board().Format(gomoku.Stone.Rune))
	// Output:
	// .....
	// ...O.
	// ..X..
	// .....
	// .....
}

func ExampleGame_Forbidden() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	play(g, "h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7")
	p, _ := gomoku.ParseMove("j8", 15)
	fmt.Println(g.Turn(), g.Forbidden(p))
	play(g, "j8") // refused: black moves again
	play(g, "a9")
	fmt.Println(g.Turn(), g.Forbidden(p)) // White has no forbidden moves in renju
	// Output:
	// black double-three
	// gomoku: illegal move j8 by black: forbidden move: double-three
	// white none
}

func ExampleGame_Moves() {
	g, _ := gomoku.NewGame(5, gomoku.Freestyle)
	play(g, "a5", "b5", "c5", "d5", "e5", "a4", "b4", "c4", "d4", "e4", "a3", "b3", "c3", "d3")
	for p := range g.Moves() {
		fmt.Print(gomoku.FormatMove(p, 5), " ")
	}
	fmt.Println()
	// Output:
	// e3 a2 b2 c2 d2 e2 a1 b1 c1 d1 e1
}

func ExampleGame_History() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	play(g, "h8", "i9", "g9")
	for p := range g.History() {
		fmt.Print(gomoku.FormatMove(p, 15), " ")
	}
	fmt.Println(g.Len())
	// Output:
	// h8 i9 g9 3
}

func ExampleGame_Over() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	play(g, "h8", "a1", "h9", "a2", "h10", "a3", "h11")
	fmt.Println(g.Over(), g.Turn())
	play(g, "a4", "h12")
	fmt.Println(g.Over(), g.Turn(), g.Winner())
	// Output:
	// false white
	// true empty black
}

func ExampleGame_Result() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	play(g, "h8", "a1", "h9", "a2", "h10", "a3", "h11", "a4", "h12")
	r := g.Result()
	fmt.Println(r.Winner, gomoku.FormatMove(r.Five.Start, 15), gomoku.FormatMove(r.Five.End(), 15))
	// Output:
	// black h12 h8
}

func ExampleGame_Rule() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	fmt.Println(g.Rule())
	// Output:
	// renju
}

func ExampleGame_Size() {
	g, _ := gomoku.NewGame(gomoku.DefaultSize, gomoku.Freestyle)
	fmt.Println(g.Size())
	// Output:
	// 15
}

func ExampleGame_Turn() {
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	fmt.Println(g.Turn())
	play(g, "h8")
	fmt.Println(g.Turn())
	// Output:
	// black
	// white
}

func ExampleGame_String() {
	g, _ := gomoku.NewGame(5, gomoku.Omok)
	play(g, "c3", "d4")
	fmt.Print(g)
	// Output:
	// .....
	// ...O.
	// ..X..
	// .....
	// .....
	// black to move
}

func ExampleNewGameFrom() {
	b, _ := gomoku.ParseBoard(`
.......
.......
..XXXX.
..OOO..
.......
.......
.......
`[1:])
	g, err := gomoku.NewGameFrom(b, gomoku.Renju)
	fmt.Println(g.Turn(), g.Len(), err)
	play(g, "a1", "b5")
	fmt.Println(g.Result())

	b.Set(board.Pt(6, 5), gomoku.White) // two stones too many for White
	b.Set(board.Pt(6, 6), gomoku.White)
	_, err = gomoku.NewGameFrom(b, gomoku.Renju)
	fmt.Println(errors.Is(err, board.ErrPosition))
	// Output:
	// white 0 <nil>
	// black wins with black horizontal 5 b5-f5
	// true
}

func ExampleGame_Hash() {
	a, _ := gomoku.NewGame(15, gomoku.Freestyle)
	play(a, "h8", "i9", "g7", "j10")
	b, _ := gomoku.NewGame(15, gomoku.Freestyle)
	play(b, "g7", "j10", "h8", "i9")
	fmt.Println(a.Hash() == b.Hash())
	a.Undo()
	fmt.Println(a.Hash() == b.Hash())
	// Output:
	// true
	// false
}
