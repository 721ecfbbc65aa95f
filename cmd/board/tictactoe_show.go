package main

import (
	"flag"
	"fmt"
	"slices"

	"github.com/seed131617c4/board/tictactoe"
)

func init() {
	register(&command{
		group:   "tictactoe",
		verb:    "show",
		args:    "<9 characters, like XO.......>",
		summary: "show a tic-tac-toe board: legal, final, winner, and perfect play",
		setup: func(*flag.FlagSet) func(*stdio, []string) error {
			return tictactoeShow
		},
	})
}

// tictactoeShow prints the board given as its 9-character text, its
// classification, and under perfect play the value for the side to move
// and its best moves.
func tictactoeShow(s *stdio, args []string) error {
	if len(args) != 1 {
		return usagef("want one board of 9 characters (X, O and .), like XO.......")
	}
	b, err := tictactoe.Parse(args[0])
	if err != nil {
		return &inputError{0, fmt.Errorf("board %q: %s", clip(args[0]), textReason(err))}
	}
	st := b.State()
	fmt.Fprint(s.out, b.Grid())
	fmt.Fprintf(s.out, "state: %v\nlegal: %v\nfinal: %v\n", st, yesNo(st.Legal()), yesNo(st.Final()))
	winner := "none"
	if w := st.Winner(); w != tictactoe.Empty {
		winner = w.String()
	}
	fmt.Fprintf(s.out, "winner: %s\n", winner)
	if st != tictactoe.Ongoing {
		return nil
	}
	v, err := b.Value()
	if err != nil {
		return err
	}
	best, err := b.BestMoves()
	if err != nil {
		return err
	}
	fmt.Fprintf(s.out, "to move: %v\nvalue: %v\nbest moves: %s\n", b.Turn(), v, tictactoe.FormatMoves(slices.Values(best)))
	return nil
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
