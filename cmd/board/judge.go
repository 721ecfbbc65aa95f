package main

import "flag"

// registerJudge registers "board judge <verb>", the input and output
// format of an online judge problem: the command has no flags, and run
// reads the problem's input on standard input. synopsis describes the
// arguments and summary is the line of the command list, as in command.
func registerJudge(verb, synopsis, summary string, run func(*stdio, []string) error) {
	register(&command{
		group:   "judge",
		verb:    verb,
		args:    synopsis,
		summary: summary,
		setup: func(*flag.FlagSet) func(*stdio, []string) error {
			return run
		},
	})
}
