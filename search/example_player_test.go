package search_test

import (
	"context"
	"fmt"

	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
	"github.com/seed131617c4/board/tictactoe/engine"
)

// ExamplePlay plays a whole game between a weak and a perfect
// tic-tac-toe player: the perfect one never loses.
func ExamplePlay() {
	players := map[tictactoe.Mark]search.Player[*tictactoe.Game]{
		tictactoe.X: &engine.Engine{Level: 1, Seed: 7},
		tictactoe.O: &engine.Engine{Seed: 7},
	}
	w, err := search.Play(context.Background(), tictactoe.NewGame(), players)
	fmt.Println(w != tictactoe.X, err)
	// Output:
	// true <nil>
}

// ExampleNewRandom makes a seeded random player, the baseline of the
// matches, whose choices name moves in tic-tac-toe's notation.
func ExampleNewRandom() {
	r := search.NewRandom[tictactoe.Mark, *tictactoe.Game](1)
	r.Notation = tictactoe.FormatMove
	c, _ := r.Choose(context.Background(), tictactoe.NewGame())
	fmt.Println(tictactoe.FormatMove(c.Move), c)
	// Output:
	// c3 move c3 score 0 depth 0 nodes 0
}

// ExampleRandom plays random moves until the game ends.
func ExampleRandom() {
	r := search.NewRandom[tictactoe.Mark, *tictactoe.Game](2)
	g := tictactoe.NewGame()
	for !g.Over() {
		c, _ := r.Choose(context.Background(), g)
		g.Play(c.Move)
	}
	fmt.Print(g)
	// Output:
	// O.O
	// OXX
	// OXX
	// O wins
}

// ExamplePlayer asks any player of a game for a move: a random player
// and each level of the tic-tac-toe engine, X to win at c1.
func ExamplePlayer() {
	b, _ := tictactoe.Parse("XX..O..O.")
	g, _ := tictactoe.NewGameFrom(b)
	players := []search.Player[*tictactoe.Game]{
		search.NewRandom[tictactoe.Mark, *tictactoe.Game](3),
		&engine.Engine{Level: 2},
		&engine.Engine{Level: 3},
	}
	for _, p := range players {
		c, _ := p.Choose(context.Background(), g)
		fmt.Print(tictactoe.FormatMove(c.Move), " ")
	}
	fmt.Println()
	// Output: a3 c1 c1
}

// ExampleChoice prints what an engine knows of its move, in the game's
// notation: a proven win in tic-tac-toe.
func ExampleChoice() {
	b, _ := tictactoe.Parse("XX..O..O.")
	g, _ := tictactoe.NewGameFrom(b)
	var e engine.Engine
	c, _ := e.Choose(context.Background(), g)
	fmt.Println(c.Score, c.Exact, c.Depth)
	fmt.Println(c)
	// Output:
	// 100 true 5
	// move c1 score 100 depth 5 nodes 0 exact
}

// ExampleResult_Choice turns the result of a search into the choice of a
// player, a proven outcome scaled by the player's unit.
func ExampleResult_Choice() {
	var ab search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]
	b, _ := tictactoe.Parse("XX..O..O.")
	g, _ := tictactoe.NewGameFrom(b)
	ab.Notation = tictactoe.FormatMove
	r, _ := ab.Search(context.Background(), g)
	c := r.Choice(100)
	fmt.Println(tictactoe.FormatMove(c.Move), r.Score > search.MaxEval, c.Score)
	fmt.Println(c)
	// Output:
	// c1 true 100
	// move c1 score 100 depth 5 nodes 84 exact
}
