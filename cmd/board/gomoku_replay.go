package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/opening"
	"github.com/seed131617c4/board/gomoku/record"
)

func init() {
	register(&command{
		group: "gomoku",
		verb:  "replay",
		input: "the game record",
		sep:   "\n",
		args: `[record]

The game record is in either of two formats, told apart
by the first character: a PSQ file of Piskvork and the Gomocup archives
("Piskvorky 15x15, 11:11, 0", then one "x,y,ms" move a line, x the column
and y the row from 1 at the top-left, then optional player lines and an end
code), or an SGF game tree with GM[4] ("(;GM[4]SZ[15]RU[renju];B[hh];W[ig]"),
of which the main line is read.

It prints the moves in renju notation on one line, then the result of
playing them under the rule, like "renju: black wins with black vertical 5
h8-h4", "renju: draw" or "renju: unfinished". Under renju a forbidden move
of black that ends the record is black's foul: "renju: white wins, black
j8 is forbidden (double-three)". A line "opening: 4D Kagetsu" follows when
the first three moves are one of the 26 renju openings, and a line
"recorded: ..." when the record states a result of its own.

The rule is the record's (SGF RU, like renju or RIF; in PSQ the Gomocup
division, like Renju_1), freestyle when it names none, unless -rule gives
one. A move that cannot be played (occupied, off the board, forbidden
before the end, after the end of the game) is an error naming its line.`,
		summary: "replay a PSQ or SGF game record, printing its moves and result",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			rule := fs.String("rule", "", "the rule set, overriding the record's: freestyle, standard, renju or omok")
			return func(s *stdio, args []string) error {
				var override *gomoku.Rule
				if *rule != "" {
					r, err := gomoku.ParseRule(*rule)
					if err != nil {
						return usagef("-rule %q: want one of freestyle, standard, renju, omok", *rule)
					}
					override = &r
				}
				return gomokuReplay(s, override)
			}
		},
	})
}

// gomokuReplay reads one PSQ or SGF record from s.in, replays it under
// its rule or *override, and prints the moves, the result, the opening
// and the recorded result.
func gomokuReplay(s *stdio, override *gomoku.Rule) error {
	text, err := readAll(s, "a record")
	if err != nil {
		return err
	}
	r, _, err := record.Parse(text)
	if err != nil {
		return parseInputError(err)
	}
	if override != nil {
		r.Rule = *override
	}
	g, err := r.Replay()
	outcome := ""
	if err != nil {
		re, ok := errors.AsType[*record.ReplayError](err)
		if !ok {
			return &inputError{0, err}
		}
		me, _ := errors.AsType[*gomoku.MoveError](err)
		if me == nil || !errors.Is(err, gomoku.ErrForbidden) || r.Rule != gomoku.Renju || re.Move != len(r.Moves) {
			if me != nil {
				by := ""
				if me.Player != gomoku.Empty {
					by = " by " + me.Player.String()
				}
				return &inputError{re.Line, fmt.Errorf("move %d: illegal move %s%s: %v", re.Move, gomoku.FormatMove(me.Point, r.Size), by, moveReason(err))}
			}
			return &inputError{re.Line, fmt.Errorf("move %d: %v", re.Move, err)}
		}
		// Under renju a forbidden move loses, and ends the record.
		outcome = fmt.Sprintf("white wins, black %s is forbidden (%v)", gomoku.FormatMove(me.Point, r.Size), me.Foul)
	}
	moves := make([]string, len(r.Moves))
	for i, m := range r.Moves {
		moves[i] = gomoku.FormatMove(m.Point, r.Size)
	}
	fmt.Fprintln(s.out, strings.Join(moves, " "))
	switch res := g.Result(); {
	case outcome != "":
	case res.Over():
		outcome = res.String()
	default:
		outcome = "unfinished"
	}
	fmt.Fprintf(s.out, "%v: %s\n", r.Rule, outcome)
	if o, _, ok := opening.IdentifyMoves(r.Points(), r.Size); ok {
		fmt.Fprintf(s.out, "opening: %v\n", o)
	}
	if r.Result.Known() {
		fmt.Fprintf(s.out, "recorded: %v\n", r.Result)
	}
	return nil
}
