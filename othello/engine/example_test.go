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

// ExampleEngine_Hint scores every legal move of a position with 14 empty
// squares: level 5 searches them exactly, so each score is the final disc
// difference under perfect play after that move.
func ExampleEngine_Hint() {
	p, _ := othello.ParsePosition("-OOOOO----OOOO-O--OOOOOO--OOXOOOXXOOOOOOXXXOOOOOXXOXOO-OXXXXX--- X")
	g, _ := othello.NewGameFrom(p)
	e := engine.Engine{Level: 5}
	hints, _ := e.Hint(context.Background(), g, 0)
	for _, h := range hints {
		fmt.Println(othello.FormatMove(h.Move), h.Score/100, h.Exact)
	}
	// Output:
	// b4 40 true
	// g2 28 true
	// g7 14 true
	// g1 12 true
}
