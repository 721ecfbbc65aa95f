// Command board plays, checks and benchmarks the games of the board module
// from the command line.
//
// Usage:
//
//	board <group> <verb> [flags] [arguments]
//
// The groups are the games (tictactoe, othello, gomoku), judge (the input
// and output formats of online judge problems) and bench. "board help"
// lists every command; "board <group> <verb> -h" describes one.
//
// Input errors and usage errors print one line to standard error, naming
// the input line where there is one, and exit with status 2. Other
// failures, such as a closed standard output, exit with status 1.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
