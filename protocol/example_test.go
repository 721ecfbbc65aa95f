package protocol_test

import (
	"fmt"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/protocol"
)

func ExampleOthello() {
	spec := protocol.Othello(4)
	g, _ := spec.New()
	p, _ := spec.ParseMove("b1", g.Size())
	g.Play(p)
	fmt.Println(spec.FormatPosition(g))
	fmt.Println(spec.SideNames[spec.Side(g.Turn())], "to move")
	// Output:
	// -X---XX--XO----- O
	// white to move
}

func ExampleGomoku() {
	spec := protocol.Gomoku(5, gomoku.Freestyle)
	g, _ := spec.ParsePosition("...../..X../...../...../.....")
	p, _ := spec.ParseMove("b4", g.Size())
	g.Play(p)
	fmt.Println(spec.FormatPosition(g))
	// Output:
	// ...../.OX../...../...../.....
}

func ExampleTicTacToe() {
	spec := protocol.TicTacToe()
	g, _ := spec.ParsePosition("X...O....")
	fmt.Println(spec.SideNames[spec.Side(g.Turn())], "to move")
	// Output:
	// x to move
}
