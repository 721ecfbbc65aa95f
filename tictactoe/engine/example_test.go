package engine_test

import (
	"context"
	"fmt"

	"github.com/seed131617c4/board/tictactoe"
	"github.com/seed131617c4/board/tictactoe/engine"
)

// Example is a complete tic-tac-toe bot: perfect play against itself
// draws.
func Example() {
	g := tictactoe.NewGame()
	e := engine.Engine{Seed: 1}
	for !g.Over() {
		c, _ := e.Choose(context.Background(), g)
		g.Play(c.Move)
	}
	fmt.Println(g.Winner() == tictactoe.Empty)
	// Output:
	// true
}

// ExampleEngine prints what the engine knows of its move, in the game's
// notation: a proven win.
func ExampleEngine() {
	b, _ := tictactoe.Parse("XX..O..O.")
	g, _ := tictactoe.NewGameFrom(b)
	var e engine.Engine
	c, _ := e.Choose(context.Background(), g)
	fmt.Println(c)
	// Output:
	// move c1 score 100 depth 5 nodes 0 exact
}
