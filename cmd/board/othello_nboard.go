package main

import (
	"context"
	"flag"
	"runtime"
	"time"

	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/nboard"
	"github.com/seed131617c4/board/search"
)

func init() {
	register(&command{
		group: "othello",
		verb:  "nboard",
		args: `

It speaks the NBoard protocol on standard input and output, for the
NBoard GUI or any program that drives NBoard engines (NTest, edax
-nboard): nboard 2, set game (GGF), set depth, set contempt, move, go
(answered "=== move/eval/time"), hint N ("search" lines for the N best
moves), ping (pong), learn (learned), analyze ("analysis N eval" lines
from the last position back) and quit. Evaluations are in discs for the
side to move. With neither -level nor -time, "set depth N" chooses the
level whose midgame depth is the deepest not over N (1, 2, 3, 5 and 7
plies for levels 1 to 5); with -time alone the engine plays the
strongest level within the time, and a -level is kept, whatever the
depth. A command it
cannot follow is answered "warning" and the reason, and it goes on. In
NBoard, add an engine whose command is "board othello nboard". See
docs/nboard.md.`,
		summary: "play Othello as an NBoard engine on standard input and output",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			level := levelArg(fs, oengine.MaxLevel, oengine.DefaultLevel, "the engine's level (with 0 and no -time, set depth chooses it)")
			limit := timeArg(fs, "the longest the search of a move may take; without -level, the engine plays its strongest within it")
			threads := threadsArg(fs, "the goroutines of the engine's search")
			return func(s *stdio, args []string) error {
				if err := noArgs(args); err != nil {
					return err
				}
				n := *threads
				if n == 0 {
					n = runtime.GOMAXPROCS(0)
				}
				return nboardServer(*level, *limit, n).Serve(context.Background(), s.in, s.out)
			}
		},
	})
}

// nboardServer returns the NBoard server of the engine of level within
// limit, searching on threads goroutines: with neither level nor limit,
// "set depth" chooses the level; with limit alone, the engine plays the
// strongest level within it (Level 0 with a Time).
func nboardServer(level int, limit time.Duration, threads int) *nboard.Server {
	srv := &nboard.Server{Player: &oengine.Engine{Level: level, Time: limit, Threads: threads}}
	if level == 0 && limit == 0 {
		srv.Depth = func(depth int) search.Player[*othello.Game] {
			return &oengine.Engine{Level: levelOfDepth(depth), Threads: threads}
		}
	}
	return srv
}

// levelOfDepth returns the level of othello/engine for an NBoard depth:
// the highest whose midgame depth (1, 2, 3, 5, 7 plies) is not over it,
// level 1 for less.
func levelOfDepth(depth int) int {
	switch {
	case depth >= 7:
		return 5
	case depth >= 5:
		return 4
	case depth >= 3:
		return 3
	case depth >= 2:
		return 2
	}
	return 1
}
