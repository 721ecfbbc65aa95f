package main

import (
	"context"
	"flag"
	"fmt"

	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
)

func init() {
	register(&command{
		group: "tictactoe",
		verb:  "move",
		input: "the board",
		sep:   " ",
		args: `[board]

The board is its 9 characters, row by row from the top (white space
between them is ignored), X, O or . (empty), like "X...O....". The side to move is the one
with fewer marks (X on equal counts). It prints the engine's move in
tic-tac-toe notation (column a to c, row 1 to 3 from the top), then the
value of the position for the side to move under perfect play: win, draw
or loss. A board where the game is over is refused.`,
		summary: "choose a tic-tac-toe move for a board, like \"b2 draw\"",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			level := levelArg(fs, tengine.MaxLevel, tengine.DefaultLevel, "the level of play (1 random, 2 takes and blocks lines, 3 perfect)")
			seed := fs.Uint64("seed", 0, "the seed of the choice among equal moves")
			return func(s *stdio, args []string) error {
				return tictactoeMove(s, &tengine.Engine{Level: *level, Seed: *seed})
			}
		},
	})
}

// tictactoeMove reads a board line and prints the move of e with the
// value of the board.
func tictactoeMove(s *stdio, e *tengine.Engine) error {
	b, err := tictactoeReadBoard(s)
	if err != nil {
		return err
	}
	g, err := tictactoe.NewGameFrom(b)
	if err != nil {
		return &inputError{0, err}
	}
	if g.Over() {
		return &inputError{1, fmt.Errorf("the game is over: %v", b.State())}
	}
	c, err := e.Choose(context.Background(), g)
	if err != nil {
		return err
	}
	fmt.Fprintf(s.out, "%s %s\n", tictactoe.FormatMove(c.Move), tictactoeValue(c.Score))
	return nil
}

// tictactoeValue names a tic-tac-toe score: win, draw or loss.
func tictactoeValue(score int) string {
	switch {
	case score > 0:
		return "win"
	case score < 0:
		return "loss"
	}
	return "draw"
}
