package engine_test

import (
	"context"
	"fmt"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/search/engine"
	"github.com/seed131617c4/board/tictactoe"
)

// Example is a complete Othello bot: the engine plays both sides of a
// 6×6 game at level 2.
func Example() {
	g, _ := othello.NewGame(6)
	e := engine.Othello{Level: 2}
	for !g.Over() {
		c, _ := e.Choose(context.Background(), g)
		g.Play(c.Move)
	}
	b, w := g.Score()
	fmt.Println(g.Winner(), b, w)
	// Output:
	// white 12 24
}

// ExampleOthello chooses a move from a position line, as
// "board othello move" does.
func ExampleOthello() {
	p, _ := othello.ParsePosition("---------------------------OX------XO--------------------------- X")
	g, _ := othello.NewGameFrom(p)
	e := engine.Othello{Level: 3}
	c, _ := e.Choose(context.Background(), g)
	fmt.Println(othello.FormatMove(c.Move), c.Score, c.Depth)
	// Output:
	// d3 112 3
}

// ExampleGomoku is a complete gomoku bot under renju: the engine plays
// Black against a random White until the game ends.
func ExampleGomoku() {
	g, _ := gomoku.NewGame(15, gomoku.Renju)
	players := map[gomoku.Stone]engine.Player[*gomoku.Game]{
		gomoku.Black: &engine.Gomoku{},
		gomoku.White: engine.NewRandom[gomoku.Stone, *gomoku.Game](1),
	}
	winner, _ := engine.Play(context.Background(), g, players)
	fmt.Println(winner, "wins")
	// Output:
	// black wins
}

// ExampleTicTacToe is a complete tic-tac-toe bot: perfect play against
// itself draws.
func ExampleTicTacToe() {
	g := tictactoe.NewGame()
	e := engine.TicTacToe{Seed: 1}
	for !g.Over() {
		c, _ := e.Choose(context.Background(), g)
		g.Play(c.Move)
	}
	fmt.Println(g.Winner() == tictactoe.Empty)
	// Output:
	// true
}

// ExamplePlay plays a whole game between a weak and a perfect
// tic-tac-toe player: the perfect one never loses.
func ExamplePlay() {
	players := map[tictactoe.Mark]engine.Player[*tictactoe.Game]{
		tictactoe.X: &engine.TicTacToe{Level: 1, Seed: 7},
		tictactoe.O: &engine.TicTacToe{Seed: 7},
	}
	w, err := engine.Play(context.Background(), tictactoe.NewGame(), players)
	fmt.Println(w != tictactoe.X, err)
	// Output:
	// true <nil>
}

// ExampleNewRandom makes a seeded random player, the baseline of the
// matches.
func ExampleNewRandom() {
	r := engine.NewRandom[tictactoe.Mark, *tictactoe.Game](1)
	c, _ := r.Choose(context.Background(), tictactoe.NewGame())
	fmt.Println(tictactoe.FormatMove(c.Move))
	// Output:
	// c3
}

// ExampleRandom plays random moves until the game ends.
func ExampleRandom() {
	r := engine.NewRandom[tictactoe.Mark, *tictactoe.Game](2)
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

// ExamplePlayer asks any player of a game for a move: here each level
// of the gomoku engine, White to stop Black's open three.
func ExamplePlayer() {
	b, _ := gomoku.ParseBoard(".......\n.......\n..XXX..\n...O...\n...O...\n.......\n.......\n")
	g, _ := gomoku.NewGameFrom(b, gomoku.Freestyle)
	for level := 1; level <= engine.GomokuLevels; level++ {
		var p engine.Player[*gomoku.Game] = &engine.Gomoku{Level: level}
		c, _ := p.Choose(context.Background(), g)
		fmt.Println(level, gomoku.FormatMove(c.Move, g.Size()))
	}
	// Output:
	// 1 b5
	// 2 b5
	// 3 b5
}

// ExampleChoice prints what the engine knows of its move: a proven win
// in tic-tac-toe.
func ExampleChoice() {
	b, _ := tictactoe.Parse("XX..O..O.")
	g, _ := tictactoe.NewGameFrom(b)
	var e engine.TicTacToe
	c, _ := e.Choose(context.Background(), g)
	fmt.Println(tictactoe.FormatMove(c.Move), c)
	// Output:
	// c1 move (0,2) score 100 depth 5 nodes 0 exact
}
