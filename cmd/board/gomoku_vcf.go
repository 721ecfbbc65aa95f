package main

import (
	"flag"
	"fmt"
	"time"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/gomoku/threat"
)

// gomokuThreatHelp describes the output of "gomoku vcf" and "gomoku vct".
const gomokuThreatHelp = `

It prints the winning line as space-separated moves in renju notation, the
attacker's and the defender's alternating, the attacker's first, ending
with the five or at the attacker move after which no defence exists (two
five points, or one that is forbidden for black), like "j12 k13 g9"; or
"none" when there is no win within -limit, or "unknown" when -time ran out
first. -limit is the most attacker moves, that last move included. The
attacker is the side to move by default: black when black has no more
stones than white. Under renju black's forbidden points are not black's
to play, to attack or to defend. With -v the node count and the time go to
standard error.`

func init() {
	for _, verb := range []string{"vcf", "vct"} {
		register(&command{
			group: "gomoku",
			verb:  verb,
			input: "the board",
			sep:   "\n",
			args:  gomokuBoardHelp + gomokuThreatHelp,
			summary: map[string]string{
				"vcf": "find a victory by continuous fours, like \"j12 k13 g9\"",
				"vct": "find a victory by continuous threats (fours, threes and four-three preparations)",
			}[verb],
			setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
				rule := gomokuRuleFlag(fs, gomoku.Renju, allRules()...)
				attacker := fs.String("attacker", "", "the attacker: black or white (default the side to move)")
				defLimit := 0
				if verb == "vct" {
					defLimit = 10
				}
				limit := intArg(fs, "limit", defLimit, 0, gomoku.MaxSize*gomoku.MaxSize/2, fmt.Sprintf("the most attacker moves, `n` from 1 to %d, or 0 for no bound", gomoku.MaxSize*gomoku.MaxSize/2))
				timeout := timeArg(fs, "the longest search")
				threatN := 2
				if verb == "vct" {
					intVar(fs, &threatN, "threat", 2, 1, 10, "the longest VCF, in `fours` from 1 to 10, that makes a move a threat")
				}
				verbose := fs.Bool("v", false, "print the node count and the time on standard error")
				return func(s *stdio, args []string) error {
					r, err := rule()
					if err != nil {
						return err
					}
					var a gomoku.Stone
					switch *attacker {
					case "":
					case "black":
						a = gomoku.Black
					case "white":
						a = gomoku.White
					default:
						return usagef("-attacker %q: want black or white", *attacker)
					}
					lim := threat.Limits{Depth: *limit, Time: *timeout, Threat: threatN}
					return gomokuThreat(s, verb, r, a, lim, *verbose)
				}
			},
		})
	}
}

// gomokuThreat reads the board on s.in and prints the VCF or VCT of a
// (the side to move when a is Empty) under r within lim.
func gomokuThreat(s *stdio, verb string, r gomoku.Rule, a gomoku.Stone, lim threat.Limits, verbose bool) error {
	b, err := gomokuReadBoard(s.in)
	if err != nil {
		return err
	}
	if a == gomoku.Empty {
		blacks, whites := 0, 0
		for _, v := range b.All() {
			switch v {
			case gomoku.Black:
				blacks++
			case gomoku.White:
				whites++
			}
		}
		a = gomoku.Black
		if blacks > whites {
			a = gomoku.White
		}
	}
	pos, err := pattern.From(b, r)
	if err != nil {
		return &inputError{0, err}
	}
	solve := threat.VCF
	if verb == "vct" {
		solve = threat.VCT
	}
	line, res := solve(pos, a, lim)
	switch res.Status {
	case threat.Win:
		fmt.Fprintln(s.out, line.Format(pos.Size()))
	case threat.None:
		fmt.Fprintln(s.out, "none")
	default:
		fmt.Fprintln(s.out, "unknown")
	}
	if verbose {
		fmt.Fprintf(s.err, "%s %v: %d nodes, %v\n", verb, a, res.Nodes, res.Time.Round(time.Microsecond))
	}
	return nil
}
