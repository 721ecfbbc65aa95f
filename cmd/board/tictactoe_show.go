package main

import (
	"errors"
	"flag"
	"fmt"
	"slices"
	"strings"

	"github.com/seed131617c4/board/tictactoe"
)

func init() {
	register(&command{
		group:   "tictactoe",
		verb:    "show",
		input:   "the board",
		sep:     " ",
		args:    "[board]\n\nThe board is its 9 characters, row by row from the top, X, O or . (empty),\nlike \"XO.......\"; white space between them is ignored.",
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
	b, err := tictactoeReadBoard(s)
	if err != nil {
		return err
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

// tictactoeReadBoard reads the board of the input of s: its 9 characters,
// with any white space between them.
func tictactoeReadBoard(s *stdio) (*tictactoe.Board, error) {
	text, err := readAll(s, "a board")
	if err != nil {
		return nil, err
	}
	text = strings.Join(strings.Fields(text), "")
	if text == "" {
		return nil, &inputError{0, errors.New(`no board: want its 9 characters (X, O and .), like "XO......."`)}
	}
	b, err := tictactoe.Parse(text)
	if err != nil {
		return nil, &inputError{0, fmt.Errorf("board %q: %s", clip(text), textReason(err))}
	}
	return b, nil
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
