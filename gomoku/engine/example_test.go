package engine_test

import (
	"context"
	"fmt"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/search"
)

// Example is a complete gomoku bot under renju: the engine plays Black
// against a random White until the game ends.
func Example() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	players := map[gomoku.Stone]search.Player[*gomoku.Game]{
		gomoku.Black: &engine.Engine{},
		gomoku.White: search.NewRandom[gomoku.Stone, *gomoku.Game](1),
	}
	winner, _ := search.Play(context.Background(), g, players)
	fmt.Println(winner, "wins")
	// Output:
	// black wins
}

// ExampleEngine asks each level of the engine for White's move against
// Black's open three.
func ExampleEngine() {
	b, _ := gomoku.ParseBoard(".......\n.......\n..XXX..\n...O...\n...O...\n.......\n.......\n")
	g, _ := gomoku.NewGameFrom(b, gomoku.Freestyle)
	for level := 1; level <= engine.MaxLevel; level++ {
		e := engine.Engine{Level: level}
		c, _ := e.Choose(context.Background(), g)
		fmt.Println(level, gomoku.FormatMove(c.Move, g.Size()))
	}
	// Output:
	// 1 b5
	// 2 b5
	// 3 b5
}
