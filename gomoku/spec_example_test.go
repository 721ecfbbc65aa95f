package gomoku_test

import (
	"fmt"

	"github.com/seed131617c4/board/gomoku"
)

func ExampleSpec() {
	spec := gomoku.Spec(5, gomoku.Freestyle)
	g, _ := spec.ParsePosition("...../..X../...../...../.....")
	p, _ := spec.ParseMove("b4", g.Size())
	g.Play(p)
	fmt.Println(spec.FormatPosition(g))
	// Output:
	// ...../.OX../...../...../.....
}
