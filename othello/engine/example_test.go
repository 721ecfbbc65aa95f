package engine_test

import (
	"context"
	"fmt"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/engine"
)

// Example is a complete Othello bot: the engine plays both sides of a
// 6×6 game at level 2.
func Example() {
	g, _ := othello.NewGame(6)
	e := engine.Engine{Level: 2}
	for !g.Over() {
		c, _ := e.Choose(context.Background(), g)
		g.Play(c.Move)
	}
	b, w := g.Score()
	fmt.Println(g.Winner(), b, w)
	// Output:
	// white 12 24
}

// ExampleEngine chooses a move from a position line, as
// "board othello move" does, and prints it in Othello's notation.
func ExampleEngine() {
	p, _ := othello.ParsePosition("---------------------------OX------XO--------------------------- X")
	g, _ := othello.NewGameFrom(p)
	e := engine.Engine{Level: 3}
	c, _ := e.Choose(context.Background(), g)
	fmt.Println(othello.FormatMove(c.Move), c.Score, c.Depth)
	fmt.Println(c)
	// Output:
	// d3 112 3
	// move d3 score 112 depth 3 nodes 66
}
