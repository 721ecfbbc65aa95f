package tictactoe_test

import (
	"fmt"

	"github.com/seed131617c4/board/tictactoe"
)

func ExampleSpec() {
	spec := tictactoe.Spec()
	g, _ := spec.ParsePosition("X...O....")
	fmt.Println(spec.SideNames[spec.Side(g.Turn())], "to move")
	// Output:
	// x to move
}
