package main

import (
	"context"
	"flag"
	"fmt"
	"time"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/gomoku/threat"
)

// The defaults of "gomoku vcf" and "gomoku vct": large enough that every
// case of the shared threat set not tagged heavy gets the answer the set
// gives (see gomokuThreatHelp); the slowest, vct_black_long, took 12 to
// 25 s on 2 cores beside other jobs, 3.8 million nodes.
const (
	vctLimit   = 20              // -limit of vct (vcf: 0, threat.MaxDepth)
	vctThreat  = 3               // -threat of vct
	threatTime = 2 * time.Minute // -time
)

// gomokuThreatHelp describes the output of "gomoku vcf" and "gomoku vct".
const gomokuThreatHelp = `

It prints one line, whose first word (up to a space or a colon) is the
answer:

  j12 k13 g9 ...
      a win: the winning line in renju notation, the attacker's and the
      defender's moves alternating, the attacker's first, ending with the
      five or at the attacker move after which no defence exists (two
      five points, or one that is forbidden for black);
  none
      no win of any length: no line of the search reached -limit (for
      vct, under its notion of a threat, -threat), and a larger -limit
      would answer the same;
  none within 20 moves
      no win within -limit attacker moves, but some line reached that
      limit: a larger -limit may find one;
  unknown: time ran out after 2m0s
      -time ran out before the search knew ("unknown: node limit 1000000
      reached" for -nodes).

-limit is the most attacker moves, that last move included. The attacker
is the side to move by default: black when black has no more stones than
white. Under renju black's forbidden points are not black's to play, to
attack or to defend. With -v the node count and the time go to standard
error. vct keeps every position it searches, about 80 bytes a node (two
minutes may take 1.6 GB): -nodes bounds that.

The defaults (vct: -limit 20 -threat 3; both: -time 2m) answer every case
of the shared threat set (quintet's renju benchmark) that the set does
not tag heavy as the set says: a win for each proven case, the slowest in
12 to 25 s on 2 cores; and "none within N moves" for each disproven case
when given its question, its -limit N and -threat. The heavy cases take
minutes: give them -time 0 (no limit) or a longer -time, like vct_unstable
with -limit 12 -threat 3 -time 0.`

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
					defLimit = vctLimit
				}
				limit := intArg(fs, "limit", defLimit, 0, threat.MaxDepth, fmt.Sprintf("the most attacker moves, `n` from 1 to %d, or 0 for %[1]d", threat.MaxDepth))
				timeout := durationArg(fs, "time", threatTime, "no limit", "the longest search: a `duration` like 500ms, 10s or 2m, or 0 for no limit")
				nodes := intArg(fs, "nodes", 0, 0, 1<<30, "the most positions to search, `n` from 1 to 2^30, or 0 for no limit")
				threatN := 0
				if verb == "vct" {
					intVar(fs, &threatN, "threat", vctThreat, 1, 10, "the longest VCF, in `fours` from 1 to 10, that makes a move a threat")
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
					lim := threat.Limits{Depth: *limit, Time: *timeout, Nodes: int64(*nodes), Threat: threatN}
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
	line, res, err := solve(context.Background(), pos, a, lim)
	if err != nil {
		return usagef("%v", err)
	}
	fmt.Fprintln(s.out, threatAnswer(line, res, lim, pos.Size()))
	if verbose {
		fmt.Fprintf(s.err, "%s %v: %d nodes, %v\n", verb, a, res.Nodes, res.Time.Round(time.Microsecond))
	}
	return nil
}

// threatAnswer returns the line that "gomoku vcf" and "gomoku vct" print
// for the answer line, res of a search under lim on a size×size board:
// see gomokuThreatHelp.
func threatAnswer(line threat.Line, res threat.Result, lim threat.Limits, size int) string {
	switch res.Status {
	case threat.Win:
		return line.Format(size)
	case threat.None:
		if res.Cut == threat.DepthBound {
			depth := lim.Depth
			if depth <= 0 || depth > threat.MaxDepth {
				depth = threat.MaxDepth
			}
			if depth == 1 {
				return "none within 1 move"
			}
			return fmt.Sprintf("none within %d moves", depth)
		}
		return "none"
	}
	switch res.Cut {
	case threat.TimeBound:
		return fmt.Sprintf("unknown: time ran out after %v", lim.Time)
	case threat.NodeBound:
		return fmt.Sprintf("unknown: node limit %d reached", lim.Nodes)
	case threat.ContextBound:
		return "unknown: cancelled"
	}
	return "unknown"
}
