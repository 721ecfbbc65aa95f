package main

import (
	"context"
	"flag"

	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/protocol"
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
gameover|p1turn|result and quit. A bad command is answered by an
"info string error: ..." line. See docs/ugi.md.`

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
				srv := &ugi.Server[othello.Color, *othello.Game]{Spec: protocol.Othello(*size), Player: &oengine.Engine{Level: *level}}
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
				srv := &ugi.Server[gomoku.Stone, *gomoku.Game]{Spec: protocol.Gomoku(*size, r), Player: &gengine.Engine{Level: *level}}
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
				srv := &ugi.Server[tictactoe.Mark, *tictactoe.Game]{Spec: protocol.TicTacToe(), Player: &tengine.Engine{Level: *level}}
				return srv.Serve(context.Background(), s.in, s.out)
			}
		},
	})
}
