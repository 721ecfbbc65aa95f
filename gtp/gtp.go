// Package gtp speaks the Go Text Protocol, version 2, as the Othello
// engines edax and Egaroucid speak it (their -gtp modes), for every game
// of the contract [board.Game] whose moves fit it: a [Server] serves any
// [search.Player] to a GTP controller (a GUI such as Quarry or GoGui, a
// match runner), and a [Client] drives an external GTP engine as a
// search.Player.
//
//	srv := &gtp.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: &engine.Engine{Level: 3}}
//	err := srv.Serve(ctx, os.Stdin, os.Stdout)
//
// Vertices are the game's own moves ([board.Spec]): "f5" in Othello,
// with a1 at the top-left as edax and Egaroucid write them (not Go's
// letters without I from the bottom-left), and "h8" in gomoku. The
// colours are black and white (b and w; for tic-tac-toe x and o too), and
// a pass is "pass".
//
// # The protocol
//
// A command is one line, "[id] command_name [arguments]" (section 2.5 of
// the specification); a response is "=[id] result" on success and
// "?[id] error_message" on failure, ended by an empty line (section
// 2.6). Before it reads a command, the engine removes control characters
// but tab and newline, cuts a line at '#', turns tabs into spaces and
// skips empty lines (section 3.1). The docs page docs/gtp.md lists the
// commands and what this package does with each.
//
// # Faults
//
// GTP has no stop: a Client sends genmove and waits for the time of a
// move plus [Client.Margin], and [Client.Wait] for every other answer.
// Its errors match the faults of package protocol with [errors.Is]:
// [protocol.ErrExited], [protocol.ErrTimeout], [protocol.ErrLate],
// [protocol.ErrProtocol] (garbage), [board.ErrIllegalMove] (with
// ErrProtocol) for an illegal move, and [ErrResigned] for an engine that
// resigns; a failure answer of the engine is a [*CommandError].
package gtp

import (
	"errors"
	"fmt"
	"strings"
)

// ErrResigned is the error of a genmove answered by resign.
var ErrResigned = errors.New("engine resigned")

// A CommandError is the failure answer of an engine to a command.
type CommandError struct {
	Command string // the command, like "play black f5"
	Message string // the engine's error message
}

// Error returns the error as "gtp: COMMAND: ? MESSAGE".
func (e *CommandError) Error() string {
	return fmt.Sprintf("gtp: %s: ? %s", e.Command, e.Message)
}

// commands are the commands of the Server, in the order of
// list_commands.
var commands = [...]string{
	"protocol_version", "name", "version", "known_command", "list_commands", "quit",
	"boardsize", "clear_board", "komi", "play", "genmove", "undo",
	"showboard", "final_score", "time_settings", "time_left",
}

// preprocess prepares a command line as section 3.1 of the
// specification says: control characters but tab removed, the text from
// '#' on cut, tabs turned into spaces. It returns "" for a line that
// holds nothing else.
func preprocess(line string) string {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	return strings.TrimSpace(clean(line))
}

// clean turns the tabs of line into spaces and removes its other control
// characters, as section 3.1 says an engine does to a command and a
// controller to a response.
func clean(line string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t':
			return ' '
		case r < 32 || r == 127:
			return -1
		}
		return r
	}, line)
}
