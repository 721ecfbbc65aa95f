package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/search"
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
search; with -level 0, depth N plays the level of that depth; nodes and
infinite leave it to the level), stop, query
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

// An engineGame is what a command that serves our engine of a game over
// a protocol needs of the game: its engine's levels, the flags that
// choose its Spec, and a player of a level.
type engineGame[C comparable, G board.Game[C, G]] struct {
	maxLevel, defLevel int
	// flags declares the game's flags on fs, the board size's usage
	// saying when it applies (when), and returns what reads the Spec.
	flags  func(fs *flag.FlagSet, when string) func() (board.Spec[C, G], error)
	player func(level int) search.Player[G]
	// deep, if not nil, returns the player of a search of a depth: the
	// level that searches deepest within it.
	deep func(depth int) search.Player[G]
}

// The games whose engines the ugi and gtp commands serve.
var (
	othelloEngine = engineGame[othello.Color, *othello.Game]{
		maxLevel: oengine.MaxLevel, defLevel: oengine.DefaultLevel,
		flags: func(fs *flag.FlagSet, when string) func() (board.Spec[othello.Color, *othello.Game], error) {
			size := othelloSizeArg(fs, "the board `size` "+when+": an even number from 4 to 26")
			return func() (board.Spec[othello.Color, *othello.Game], error) { return othello.Spec(*size), nil }
		},
		player: func(n int) search.Player[*othello.Game] { return &oengine.Engine{Level: n} },
		deep: func(d int) search.Player[*othello.Game] {
			return &oengine.Engine{Level: levelOfDepth(d), NoBook: true} // a depth asks for a search
		},
	}
	gomokuEngine = engineGame[gomoku.Stone, *gomoku.Game]{
		maxLevel: gengine.MaxLevel, defLevel: gengine.DefaultLevel,
		flags: func(fs *flag.FlagSet, when string) func() (board.Spec[gomoku.Stone, *gomoku.Game], error) {
			size := intArg(fs, "size", gomoku.DefaultSize, gomoku.MinSize, gomoku.MaxSize, "the board `size` "+when+": 5 to 26")
			rule := gomokuRuleFlag(fs, gomoku.Freestyle, allRules()...)
			return func() (board.Spec[gomoku.Stone, *gomoku.Game], error) {
				r, err := rule()
				if err != nil {
					return board.Spec[gomoku.Stone, *gomoku.Game]{}, err
				}
				return gomoku.Spec(*size, r), nil
			}
		},
		player: func(n int) search.Player[*gomoku.Game] { return &gengine.Engine{Level: n} },
		deep: func(d int) search.Player[*gomoku.Game] {
			return &gengine.Engine{Level: min(max(d-1, 1), gengine.MaxLevel)} // levels 1 to 3 search 1, 3 and 4 plies
		},
	}
	tictactoeEngine = engineGame[tictactoe.Mark, *tictactoe.Game]{
		maxLevel: tengine.MaxLevel, defLevel: tengine.DefaultLevel,
		flags: func(*flag.FlagSet, string) func() (board.Spec[tictactoe.Mark, *tictactoe.Game], error) {
			return func() (board.Spec[tictactoe.Mark, *tictactoe.Game], error) { return tictactoe.Spec(), nil }
		},
		player: func(n int) search.Player[*tictactoe.Game] { return &tengine.Engine{Level: n} },
	}
)

// serveEngine returns the setup of a command that serves e's engine with
// serve: it declares -level and the game's flags (when says when the
// board size applies), and calls serve with the Spec and the level (0
// for the engine's default).
func serveEngine[C comparable, G board.Game[C, G]](e engineGame[C, G], when string, serve func(e engineGame[C, G], spec board.Spec[C, G], level int, s *stdio) error) func(*flag.FlagSet) func(*stdio, []string) error {
	return func(fs *flag.FlagSet) func(*stdio, []string) error {
		level := levelArg(fs, e.maxLevel, e.defLevel, "the engine's level")
		spec := e.flags(fs, when)
		return func(s *stdio, args []string) error {
			if err := noArgs(args); err != nil {
				return err
			}
			sp, err := spec()
			if err != nil {
				return err
			}
			return serve(e, sp, *level, s)
		}
	}
}

// ugiServe serves e's engine of the level over UGI, with the level as
// its option.
func ugiServe[C comparable, G board.Game[C, G]](e engineGame[C, G], spec board.Spec[C, G], level int, s *stdio) error {
	srv := &ugi.Server[C, G]{Spec: spec, Player: e.player(level)}
	if level == 0 {
		srv.Depth = e.deep // go depth N: the level of that depth, until one is chosen
	}
	srv.Options, srv.SetOption = ugiLevel(cmp.Or(level, e.defLevel), e.maxLevel, func(n int) { srv.Player, srv.Depth = e.player(n), nil })
	return srv.Serve(context.Background(), s.in, s.out)
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
		setup:   serveEngine(othelloEngine, "of startpos", ugiServe),
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
		setup:   serveEngine(gomokuEngine, "of startpos", ugiServe),
	})
	register(&command{
		group: "ugi",
		verb:  "tictactoe",
		args: `

Moves are like b2 (a1 at the top-left); position fen takes the 9 cells
row by row, 'X', 'O' or '.', like X...O....

` + ugiHelp,
		summary: "serve the tic-tac-toe engine over UGI on standard input and output",
		setup:   serveEngine(tictactoeEngine, "", ugiServe),
	})
}
