package gomoku_test

import (
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// play plays moves in renju notation, printing any error.
func play(g *gomoku.Game, moves ...string) {
	for _, m := range moves {
		p, err := gomoku.ParseRenju(m, g.Size())
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
	// black wins with black horizontal 5 (7,7)-(7,11)
	// gomoku: white at (14,0): game over
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
	p, _ := gomoku.ParseRenju("j8", 15)
	fmt.Println(g.Turn(), g.Forbidden(p))
	play(g, "a9")
	fmt.Println(g.Turn(), g.Forbidden(p)) // White has no forbidden moves in renju
	// Output:
	// black double-three
	// white none
}

func ExampleGame_Moves() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	play(g, "h8", "i9", "g9")
	for _, p := range g.Moves() {
		fmt.Print(gomoku.FormatRenju(p, 15), " ")
	}
	fmt.Println()
	// Output:
	// h8 i9 g9
}

func ExampleGame_Over() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	play(g, "h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7")
	fmt.Println(g.Over())
	play(g, "j8") // a double-three: black loses
	fmt.Println(g.Over(), g.Result().Winner)
	// Output:
	// false
	// true white
}

func ExampleGame_Result() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	play(g, "h8", "a1", "h9", "a2", "h10", "a3", "h11", "a4", "h12")
	r := g.Result()
	fmt.Println(r.Winner, gomoku.FormatRenju(r.Five.Start, 15), gomoku.FormatRenju(r.Five.End(), 15))
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
