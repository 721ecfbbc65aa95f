// Package ugi speaks the Universal Game Interface, the game-agnostic
// UCI of the cutegames match runner, for every game of the contract
// [board.Game]: a [Server] serves any [search.Player] to a match runner
// or a GUI, and a [Client] drives an external UGI engine as a
// search.Player, with its analysis (score, depth, nodes, principal
// variation) in the [search.Choice].
//
//	srv := &ugi.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: &engine.Engine{Level: 3}}
//	err := srv.Serve(ctx, os.Stdin, os.Stdout)
//
// A game is described to the protocol by a [board.Spec]: the position
// text of "position fen" and the notation of the moves are the game's own
// (othello.Spec, gomoku.Spec, tictactoe.Spec).
//
// # The protocol
//
// UGI is UCI with the chess taken out and queries added. The controller
// sends ugi (answered by id lines, option lines and ugiok), isready
// (readyok), setoption name N value V, uginewgame, position startpos|fen
// TEXT [moves M...], go with p1time, p2time, p1inc, p2inc, movetime (in
// milliseconds), depth, nodes or infinite (answered, after any info lines,
// by bestmove M), stop, query gameover|p1turn|result (answered by response
// true|false, or p1win|p2win|draw|none) and quit. The docs page
// docs/ugi.md says what this package does with each, and what it does
// not.
//
// # Faults
//
// A Client never waits for an engine past a deadline: the time of the
// search plus [Client.Margin], and [Client.Wait] for an answer that no
// search bounds. Its errors match the faults of package protocol with
// [errors.Is]: [protocol.ErrExited] for an engine that crashed or exited,
// [protocol.ErrTimeout] for one that stopped answering,
// [protocol.ErrLate] for a move that came after its time,
// [protocol.ErrProtocol] for garbage, and [board.ErrIllegalMove] (with
// ErrProtocol) for an illegal move.
package ugi

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/seed131617c4/board/protocol"
)

// Limits are the limits of a search as the go command gives them. The
// zero Limits sets no limit.
type Limits struct {
	// P1Time and P2Time are the time left on the clocks of player 1 (the
	// side that moves first) and player 2; P1Inc and P2Inc their
	// increments per move. They are sent, and read, in milliseconds.
	P1Time, P2Time, P1Inc, P2Inc time.Duration
	// MoveTime is the time of the move.
	MoveTime time.Duration
	// Depth is the depth of the search in plies, Nodes its number of
	// positions.
	Depth int
	Nodes int64
	// Infinite asks for a search that goes on until stop.
	Infinite bool
}

// String returns l as the arguments of a go command, like
// "p1time 60000 p2time 60000 p1inc 0 p2inc 0" or "movetime 1000";
// "infinite" for the zero Limits.
func (l Limits) String() string {
	var f []string
	ms := func(d time.Duration) string { return strconv.FormatInt(d.Milliseconds(), 10) }
	if l.P1Time > 0 || l.P2Time > 0 {
		f = append(f, "p1time", ms(l.P1Time), "p2time", ms(l.P2Time), "p1inc", ms(l.P1Inc), "p2inc", ms(l.P2Inc))
	}
	if l.MoveTime > 0 {
		f = append(f, "movetime", ms(l.MoveTime))
	}
	if l.Depth > 0 {
		f = append(f, "depth", strconv.Itoa(l.Depth))
	}
	if l.Nodes > 0 {
		f = append(f, "nodes", strconv.FormatInt(l.Nodes, 10))
	}
	if l.Infinite || len(f) == 0 {
		f = append(f, "infinite")
	}
	return strings.Join(f, " ")
}

// ParseLimits reads the arguments of a go command, the form of
// [Limits.String]; the keywords may come in any order. An unknown keyword
// or a bad number is an error.
func ParseLimits(args []string) (Limits, error) {
	var l Limits
	for i := 0; i < len(args); i++ {
		key := args[i]
		if key == "infinite" {
			l.Infinite = true
			continue
		}
		if i+1 >= len(args) {
			return l, fmt.Errorf("ugi: go %s: no value", key)
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil || n < 0 {
			return l, fmt.Errorf("ugi: go %s %q: want a whole number from 0", key, args[i])
		}
		times := map[string]*time.Duration{"p1time": &l.P1Time, "p2time": &l.P2Time, "p1inc": &l.P1Inc, "p2inc": &l.P2Inc, "movetime": &l.MoveTime}
		switch {
		case times[key] != nil:
			*times[key] = time.Duration(min(n, int64(1<<62)/int64(time.Millisecond))) * time.Millisecond
		case key == "depth":
			l.Depth = int(min(n, 1<<30))
		case key == "nodes":
			l.Nodes = n
		default:
			return l, fmt.Errorf("ugi: go: unknown keyword %q", key)
		}
	}
	return l, nil
}

// budget returns the time a side to move, player 1 if p1, should take
// under l, and whether l bounds it at all.
func (l Limits) budget(p1 bool) (time.Duration, bool) {
	if l.Infinite {
		return 0, false
	}
	if l.MoveTime > 0 {
		// Keep a tenth, at most 50ms, for the answer to travel.
		return max(l.MoveTime-min(l.MoveTime/10, 50*time.Millisecond), time.Millisecond), true
	}
	left, inc := l.P1Time, l.P1Inc
	if !p1 {
		left, inc = l.P2Time, l.P2Inc
	}
	if left > 0 || inc > 0 {
		return protocol.TimeShare(left, inc), true
	}
	return 0, false
}

// fields splits a command line into words, as UCI reads them: runs of
// spaces and tabs separate them.
func fields(line string) []string {
	return strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '\t' || r == '\r' })
}
