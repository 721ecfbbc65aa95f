package othello_test

import (
	"fmt"

	"github.com/seed131617c4/board/othello"
)

func ExampleSpec() {
	spec := othello.Spec(4)
	g, _ := spec.New()
	p, _ := spec.ParseMove("b1", g.Size())
	g.Play(p)
	fmt.Println(spec.FormatPosition(g))
	fmt.Println(spec.SideNames[spec.Side(g.Turn())], "to move")
	// Output:
	// -X---XX--XO----- O
	// white to move
}
