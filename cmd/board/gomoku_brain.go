package main

import (
	"context"
	"flag"
	"fmt"

	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/gomoku/gomocup"
)

func init() {
	register(&command{
		group: "gomoku",
		verb:  "brain",
		args: `

It speaks the Gomocup (Piskvork) brain protocol on standard input and
output, for a tournament manager such as Piskvork or c-gomoku-cli: START
size (5 to 26), RESTART, BEGIN, TURN x,y, BOARD ... DONE, INFO, TAKEBACK
x,y, PLAY x,y, SWAP2BOARD ... DONE, ABOUT and END, coordinates x,y from 0
at the top-left. INFO
rule 0 is freestyle, 1 exactly five, 4 renju; other rules are refused with
ERROR in reply to the next move. Each move keeps within timeout_turn and
time_left, and by default the engine plays its strongest level within
that time; -debug adds a DEBUG line with the search of each move.
Piskvork takes a program for a brain of this protocol when its name starts
with "pbrain-": a shell script of such a name that runs "board gomoku
brain" will do.`,
		summary: "play gomoku as a Gomocup brain on standard input and output",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			level := new(int)
			f := intVar(fs, level, "level", 0, 0, gengine.MaxLevel, fmt.Sprintf("the engine's `level` from 1 to %d, or 0 for the strongest within the clock (%d with a time limit, %d without)", gengine.MaxLevel, gengine.MaxLevel, gengine.DefaultLevel))
			f.want = fmt.Sprintf("1 to %d, or 0 (the default: the strongest within the clock)", gengine.MaxLevel)
			dbg := fs.Bool("debug", false, "write a DEBUG line with the search of each move")
			return func(s *stdio, args []string) error {
				if err := noArgs(args); err != nil {
					return err
				}
				// The zero About: the brain says gomocup.DefaultAbout,
				// the module's version with it.
				b := &gomocup.Brain{Player: &gengine.Engine{Level: *level}, Debug: *dbg}
				return b.Serve(context.Background(), s.in, s.out)
			}
		},
	})
}
