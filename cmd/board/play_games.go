package main

import (
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
)

const playColorHelp = "the side the person plays: black, white, both (two people) or none (two engines)"

func init() {
	registerPlay("othello", "Othello", playOthello)
	registerPlay("gomoku", "gomoku", playGomoku)
	registerPlay("tictactoe", "tic-tac-toe", playTictactoe)
}

// playOthello declares the flags of "board play othello" on fs and returns
// the function that runs it.
func playOthello(fs *flag.FlagSet) func(*stdio, []string) error {
	size := othelloSizeArg(fs, "the board `size` N: an even number from 4 to 26")
	level, limit := levelTimeArgs(fs, oengine.MaxLevel, oengine.DefaultLevel, "the engine's level", "the longest the engine may think per move")
	seed := fs.Uint64("seed", 0, "vary the engine's play by this seed")
	color := fs.String("color", "black", playColorHelp)
	return func(s *stdio, args []string) error {
		if err := noArgs(args); err != nil {
			return err
		}
		human, err := playColors(*color, othello.Black, othello.White, "black", "white")
		if err != nil {
			return err
		}
		g, err := othello.NewGame(*size)
		if err != nil {
			return err
		}
		return playSession(s, &playGame[othello.Color, *othello.Game]{
			g: g, engine: &oengine.Engine{Level: *level, Time: *limit, Seed: *seed}, human: human,
			sides:  [2]othello.Color{othello.Black, othello.White},
			glyph:  othello.Color.Rune,
			format: othello.FormatMove,
			parse:  othello.ParseMove,
			eval:   othelloEval,
			list: func(g *othello.Game) string {
				return "legal moves: " + pointList(g.Moves(), othello.FormatMove)
			},
			summary: func(g *othello.Game) string {
				b, w := g.Score()
				return fmt.Sprintf("%s, black %d white %d", strings.TrimSpace(lastLine(g.String())), b, w)
			},
		})
	}
}

// playGomoku declares the flags of "board play gomoku" on fs and returns
// the function that runs it.
func playGomoku(fs *flag.FlagSet) func(*stdio, []string) error {
	size := intArg(fs, "size", 15, gomoku.MinSize, gomoku.MaxSize, "the board `size`: 5 to 26")
	rule := gomokuRuleFlag(fs, gomoku.Freestyle, allRules()...)
	level, limit := levelTimeArgs(fs, gengine.MaxLevel, gengine.DefaultLevel, "the engine's level", "the longest the engine may think per move")
	color := fs.String("color", "black", playColorHelp)
	return func(s *stdio, args []string) error {
		if err := noArgs(args); err != nil {
			return err
		}
		r, err := rule()
		if err != nil {
			return err
		}
		human, err := playColors(*color, gomoku.Black, gomoku.White, "black", "white")
		if err != nil {
			return err
		}
		g, err := gomoku.NewGame(*size, r)
		if err != nil {
			return usagef("-size %d: %v", *size, err)
		}
		n := *size
		format := func(p board.Point) string { return gomoku.FormatMove(p, n) }
		return playSession(s, &playGame[gomoku.Stone, *gomoku.Game]{
			g: g, engine: &gengine.Engine{Level: *level, Time: *limit}, human: human,
			sides:  [2]gomoku.Stone{gomoku.Black, gomoku.White},
			glyph:  gomoku.Stone.Rune,
			up:     true,
			format: format,
			parse:  func(t string) (board.Point, error) { return gomoku.ParseMove(t, n) },
			eval:   gomokuEval,
			list: func(g *gomoku.Game) string {
				var ps []string
				for p, f := range gomoku.ForbiddenPoints(g.Board(), g.Turn(), g.Rule()) {
					ps = append(ps, format(p)+" "+f.String())
				}
				if len(ps) == 0 {
					return fmt.Sprintf("no forbidden points for %v: every empty point is legal", g.Turn())
				}
				return fmt.Sprintf("forbidden points for %v: %s", g.Turn(), strings.Join(ps, ", "))
			},
			summary: func(g *gomoku.Game) string { return g.Result().String() },
		})
	}
}

// playTictactoe declares the flags of "board play tictactoe" on fs and
// returns the function that runs it.
func playTictactoe(fs *flag.FlagSet) func(*stdio, []string) error {
	level := levelArg(fs, tengine.MaxLevel, tengine.DefaultLevel, "the engine's level (1 random, 2 takes and blocks lines, 3 perfect)")
	seed := fs.Uint64("seed", 0, "the seed of the engine's choice among equal moves (0: from the clock)")
	color := fs.String("color", "x", "the side the person plays: x, o, both (two people) or none (two engines)")
	return func(s *stdio, args []string) error {
		if err := noArgs(args); err != nil {
			return err
		}
		if *seed == 0 {
			*seed = uint64(time.Now().UnixNano())
		}
		human, err := playColors(*color, tictactoe.X, tictactoe.O, "x", "o")
		if err != nil {
			return err
		}
		return playSession(s, &playGame[tictactoe.Mark, *tictactoe.Game]{
			g: tictactoe.NewGame(), engine: &tengine.Engine{Level: *level, Seed: *seed}, human: human,
			sides:  [2]tictactoe.Mark{tictactoe.X, tictactoe.O},
			glyph:  tictactoe.Mark.Rune,
			format: tictactoe.FormatMove,
			parse:  tictactoe.ParseMove,
			eval:   func(c search.Choice) string { return tictactoeValue(c.Score) },
			list: func(g *tictactoe.Game) string {
				return "legal moves: " + pointList(g.Moves(), tictactoe.FormatMove)
			},
			summary: func(g *tictactoe.Game) string { return lastLine(g.String()) },
		})
	}
}

// registerPlay registers "board play <game>", a game against the engine
// in the terminal: name is the game's name in the summary, and setup
// declares the game's flags, as in command.
func registerPlay(game, name string, setup func(fs *flag.FlagSet) func(*stdio, []string) error) {
	register(&command{
		group:   "play",
		verb:    game,
		args:    "\n\n" + playHelp,
		summary: "play " + name + " against the engine in the terminal",
		setup:   setup,
	})
}

// playColors returns the sides a person plays for the -color flag.
func playColors[C comparable](color string, first, second C, firstName, secondName string) (map[C]bool, error) {
	switch strings.ToLower(color) {
	case firstName:
		return map[C]bool{first: true}, nil
	case secondName:
		return map[C]bool{second: true}, nil
	case "both":
		return map[C]bool{first: true, second: true}, nil
	case "none":
		return map[C]bool{}, nil
	}
	return nil, usagef("-color %q: want %s, %s, both or none", color, firstName, secondName)
}

// pointList formats the points of seq, or "none".
func pointList(seq func(func(board.Point) bool), format func(board.Point) string) string {
	var s []string
	for p := range seq {
		s = append(s, format(p))
	}
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, " ")
}

// lastLine returns the last line of s, without its newline.
func lastLine(s string) string {
	s = strings.TrimSuffix(s, "\n")
	return s[strings.LastIndexByte(s, '\n')+1:]
}
