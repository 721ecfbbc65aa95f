package main

import (
	"context"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gtp"
)

// gtpHelp is the long text of the gtp commands, after the game's own
// paragraph.
const gtpHelp = `It speaks the Go Text Protocol, version 2, on standard input and
output: protocol_version, name, version, known_command, list_commands,
boardsize, clear_board, komi (ignored), play, genmove, undo, showboard,
final_score, time_settings, time_left and quit; commands may carry an id
("1 genmove black" is answered by "=1 f5"). Colours are black and white
(or b and w), a pass is "pass". A bad command is answered by "? ..." and
the command goes on. time_settings and time_left bound each genmove, and
the level bounds it too. See docs/gtp.md.`

// gtpServe serves e's engine of the level over GTP.
func gtpServe[C comparable, G board.Game[C, G]](e engineGame[C, G], spec board.Spec[C, G], level int, s *stdio) error {
	srv := &gtp.Server[C, G]{Spec: spec, Player: e.player(level)}
	return srv.Serve(context.Background(), s.in, s.out)
}

func init() {
	register(&command{
		group: "othello",
		verb:  "gtp",
		args: `

Vertices are Othello's squares, like f5, a1 at the top-left, as edax and
Egaroucid write them; boardsize takes an even size from 4 to 26, and
final_score is the disc difference with the empty squares to the winner,
like B+12.

` + gtpHelp,
		summary: "serve the Othello engine over GTP, as edax -gtp does",
		setup:   serveEngine(othelloEngine, "before any boardsize", gtpServe),
	})
	register(&command{
		group: "gomoku",
		verb:  "gtp",
		args: `

Vertices are in renju notation, like h8, a1 at the bottom-left as in Go;
boardsize takes 5 to 26; final_score names the winner by one point
(B+1, W+1, or 0 for a draw) once the game is over.

` + gtpHelp,
		summary: "serve the gomoku engine over GTP",
		setup:   serveEngine(gomokuEngine, "before any boardsize", gtpServe),
	})
}
