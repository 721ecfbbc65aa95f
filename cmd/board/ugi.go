package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
	"github.com/seed131617c4/board/ugi"
)

// ugiHelp is the long text of the ugi commands, after the game's own
// paragraph.
const ugiHelp = `It speaks UGI, the Universal Game Interface of the cutegames match
runner (UCI for any game), on standard input and output: ugi, isready,
setoption, uginewgame, position startpos|fen TEXT [moves ...], go
(p1time, p2time, p1inc, p2inc and movetime in milliseconds bound the
search; depth, nodes and infinite leave it to the level), stop, query
gameover|p1turn|result and quit. The one option is the engine's level,
"setoption name level value N", which starts a new engine of that level
(-level sets the first). A bad command is answered by an "info string
error: ..." line. See docs/ugi.md.`

// ugiLevel returns the option line of the level, from 1 to max with the
// default def, and the SetOption function that calls set with a new
// level.
func ugiLevel(def, max int, set func(level int)) ([]string, func(name, value string) error) {
	line := fmt.Sprintf("option name level type spin default %d min 1 max %d", def, max)
	return []string{line}, func(name, value string) error {
		if !strings.EqualFold(name, "level") {
			return errors.New("unknown option; the one option is level")
		}
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > max {
			return fmt.Errorf("value %q: want 1 to %d", value, max)
		}
		set(n)
		return nil
	}
}

func init() {
	register(&command{
		group: "ugi",
		verb:  "othello",
		args: `

Moves are like f5 (a1 at the top-left); position fen takes the squares
row by row from a1 ('X' black, 'O' white, '-' empty), a space and the
side to move, like the start of 4x4: -----OX--XO----- X. A pass in the
moves, "pass" or "0000", is accepted where the game passed.

` + ugiHelp,
		summary: "serve the Othello engine over UGI on standard input and output",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			level := levelArg(fs, oengine.MaxLevel, oengine.DefaultLevel, "the engine's level")
			size := othelloSizeArg(fs, "the board `size` of startpos: an even number from 4 to 26")
			return func(s *stdio, args []string) error {
				if err := noArgs(args); err != nil {
					return err
				}
				srv := &ugi.Server[othello.Color, *othello.Game]{Spec: othello.Spec(*size), Player: &oengine.Engine{Level: *level}}
				srv.Options, srv.SetOption = ugiLevel(cmp.Or(*level, oengine.DefaultLevel), oengine.MaxLevel, func(n int) { srv.Player = &oengine.Engine{Level: n} })
				return srv.Serve(context.Background(), s.in, s.out)
			}
		},
	})
	register(&command{
		group: "ugi",
		verb:  "gomoku",
		args: `

Moves are in renju notation, like h8 (a1 at the bottom-left); position
fen takes the rows from the top separated by '/', 'X' black, 'O' white,
'.' empty, the side to move following from the counts of stones.

` + ugiHelp,
		summary: "serve the gomoku engine over UGI on standard input and output",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			level := levelArg(fs, gengine.MaxLevel, gengine.DefaultLevel, "the engine's level")
			size := intArg(fs, "size", gomoku.DefaultSize, gomoku.MinSize, gomoku.MaxSize, "the board `size` of startpos: 5 to 26")
			rule := gomokuRuleFlag(fs, gomoku.Freestyle, allRules()...)
			return func(s *stdio, args []string) error {
				if err := noArgs(args); err != nil {
					return err
				}
				r, err := rule()
				if err != nil {
					return err
				}
				srv := &ugi.Server[gomoku.Stone, *gomoku.Game]{Spec: gomoku.Spec(*size, r), Player: &gengine.Engine{Level: *level}}
				srv.Options, srv.SetOption = ugiLevel(cmp.Or(*level, gengine.DefaultLevel), gengine.MaxLevel, func(n int) { srv.Player = &gengine.Engine{Level: n} })
				return srv.Serve(context.Background(), s.in, s.out)
			}
		},
	})
	register(&command{
		group: "ugi",
		verb:  "tictactoe",
		args: `

Moves are like b2 (a1 at the top-left); position fen takes the 9 cells
row by row, 'X', 'O' or '.', like X...O....

` + ugiHelp,
		summary: "serve the tic-tac-toe engine over UGI on standard input and output",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			level := levelArg(fs, tengine.MaxLevel, tengine.DefaultLevel, "the engine's level")
			return func(s *stdio, args []string) error {
				if err := noArgs(args); err != nil {
					return err
				}
				srv := &ugi.Server[tictactoe.Mark, *tictactoe.Game]{Spec: tictactoe.Spec(), Player: &tengine.Engine{Level: *level}}
				srv.Options, srv.SetOption = ugiLevel(cmp.Or(*level, tengine.DefaultLevel), tengine.MaxLevel, func(n int) { srv.Player = &tengine.Engine{Level: n} })
				return srv.Serve(context.Background(), s.in, s.out)
			}
		},
	})
}
