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
		args: `< board

The board is one line on standard input: 9 characters, row by row from
the top, X, O or . (empty), like "X...O....". The side to move is the one
with fewer marks (X on equal counts). It prints the engine's move in
tic-tac-toe notation (column a to c, row 1 to 3 from the top), then the
value of the position for the side to move under perfect play: win, draw
or loss. A board where the game is over is refused.`,
		summary: "choose a tic-tac-toe move for a board, like \"b2 draw\"",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			level := fs.Int("level", 0, fmt.Sprintf("the level of play: 1 random, 2 takes and blocks lines, %d perfect (0: %d)", tengine.MaxLevel, tengine.DefaultLevel))
			seed := fs.Uint64("seed", 0, "the seed of the choice among equal moves")
			return func(s *stdio, args []string) error {
				if err := engineArgs(args, *level, tengine.MaxLevel); err != nil {
					return err
				}
				return tictactoeMove(s, &tengine.Engine{Level: *level, Seed: *seed})
			}
		},
	})
}

// tictactoeMove reads a board line and prints the move of e with the
// value of the board.
func tictactoeMove(s *stdio, e *tengine.Engine) error {
	b, g, err := readOneGame(s, "a board of 9 characters", tictactoe.Parse, tictactoe.NewGameFrom)
	if err != nil {
		return err
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
