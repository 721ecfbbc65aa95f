package main

import (
	"context"
	"flag"
	"fmt"

	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/search"
)

func init() {
	register(&command{
		group: "gomoku",
		verb:  "move",
		input: "the board",
		sep:   "\n",
		args: gomokuBoardHelp + `

It prints the engine's move for the side to move in renju notation, then
its evaluation for that side: threat points, like "+350", or "win" or
"loss" when the search proved the outcome; when the time limit stopped
the search, the depth of the finished search that chose the move, like
"h8 +120 (stopped by the limit: the best move of a finished 3-ply
search)". Black is to move when the board
holds as many black stones as white, White when it holds one more black
stone; -color, if given, must agree. The move is never a forbidden point
of the rule set. A board where the game is over (a winning line, or no
legal move) is refused.`,
		summary: "choose a gomoku move for a board, like \"h8 +350\"",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			rule := gomokuRuleFlag(fs, gomoku.Freestyle, allRules()...)
			level, limit := levelTimeArgs(fs, gengine.MaxLevel, gengine.DefaultLevel, "the level of play", "the longest the search may take")
			color := fs.String("color", "", "the colour to move, black or white (default: from the stone counts)")
			return func(s *stdio, args []string) error {
				r, err := rule()
				if err != nil {
					return err
				}
				var c gomoku.Stone // Empty: from the stone counts
				if *color != "" {
					if c, err = gomokuColor(*color); err != nil {
						return err
					}
				}
				return gomokuMove(s, r, c, &gengine.Engine{Level: *level, Time: *limit})
			}
		},
	})
}

// gomokuMove reads a board and prints the move of e for the side to move
// (which must be c, unless c is Empty) with its evaluation.
func gomokuMove(s *stdio, r gomoku.Rule, c gomoku.Stone, e *gengine.Engine) error {
	b, err := gomokuReadBoard(s.in)
	if err != nil {
		return err
	}
	g, err := gomoku.NewGameFrom(b, r)
	if err != nil {
		return &inputError{0, fmt.Errorf("board: %v", err)}
	}
	if g.Over() {
		return &inputError{0, fmt.Errorf("board: the game is over: %v", g.Result())}
	}
	if c != gomoku.Empty && c != g.Turn() {
		return &inputError{0, fmt.Errorf("board: %v is to move by the stone counts, not %v", g.Turn(), c)}
	}
	ch, err := e.Choose(context.Background(), g)
	if err != nil {
		return err
	}
	fmt.Fprintf(s.out, "%s %s%s\n", gomoku.FormatMove(ch.Move, g.Size()), gomokuEval(ch), stoppedNote(ch))
	return nil
}

// gomokuEval formats the score of a gomoku choice: "+350", "win" or
// "loss".
func gomokuEval(c search.Choice) string {
	switch {
	case c.Score >= gengine.Win:
		return "win"
	case c.Score <= -gengine.Win:
		return "loss"
	}
	return fmt.Sprintf("%+d", c.Score)
}

// gomokuColor reads the -color flag of the gomoku commands.
func gomokuColor(name string) (gomoku.Stone, error) {
	switch name {
	case "black":
		return gomoku.Black, nil
	case "white":
		return gomoku.White, nil
	}
	return gomoku.Empty, usagef("-color %q: want black or white", name)
}
