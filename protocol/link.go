package protocol

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// The defaults of the waits of a client of an engine.
const (
	// DefaultMargin is how long a client waits for an answer beyond the
	// time of a search, and again after telling the engine to stop.
	DefaultMargin = 500 * time.Millisecond
	// DefaultWait is how long a client waits for an answer that no time
	// of search bounds, like the answer to a command that sets up a game.
	DefaultWait = 10 * time.Second
	// DefaultStart is how long a client waits for a started engine's
	// first answer, the end of its handshake: engines load their
	// evaluation and clear their tables first (Egaroucid 7.8 clears 768 MB
	// before it reads a command: 2 s on an idle machine, up to 20 s on a
	// loaded one).
	DefaultStart = time.Minute
)

// OrDefault returns d if it is positive, and def otherwise: the wait of
// a client's field whose zero means a default.
func OrDefault(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}

// ClockedLimit returns how long a server lets a player that shares out
// its own game clock (one with SetClock, like [match.Clocked]) search a
// move with left on its clock: what is left less a tenth of it, at most
// a second, for the answer to travel; at least a millisecond. The NBoard
// and GTP servers give it to such a player with its clock.
//
// [match.Clocked]: https://pkg.go.dev/github.com/seed131617c4/board/match#Clocked
func ClockedLimit(left time.Duration) time.Duration {
	return max(left-min(left/10, time.Second), time.Millisecond)
}

// TimeShare returns the time a move gets from a game clock with left on
// it and inc added after each move: a thirtieth of what is left and three
// quarters of the increment, at most half of what is left, at least a
// millisecond. The match runner gives it to players that do not keep
// their own clock, and the UGI server to its player under go p1time.
func TimeShare(left, inc time.Duration) time.Duration {
	d := left/30 + inc*3/4
	if left > 0 {
		d = min(d, left/2)
	}
	return max(d, time.Millisecond)
}

// A Link is what the clients of every protocol share: a [Conn] to the
// engine, the name of the protocol that starts their errors, and the
// fault that left the engine out of step. After such a fault (an exit, a
// timeout, garbage) every later call returns it: the engine must be
// closed and started again. The clients of packages ugi, gtp,
// othello/nboard and gomoku/gomocup are written on it, and so may a
// client of another line protocol be. A Link is safe for one goroutine
// at a time.
type Link struct {
	// Conn is the connection to the engine.
	Conn *Conn
	// Proto is the protocol's name, like "ugi", which starts the errors.
	Proto  string
	broken error
}

// Err returns the fault that left the engine out of step, or nil.
func (l *Link) Err() error { return l.broken }

// Fault records err as the fault that leaves the engine out of step,
// unless the link has one already or err is a context's error (a call
// that was called off leaves the engine as it was), and returns err.
func (l *Link) Fault(err error) error {
	if l.broken == nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
		l.broken = err
	}
	return err
}

// Errorf returns an error that starts with the protocol's name.
func (l *Link) Errorf(format string, args ...any) error {
	return fmt.Errorf(l.Proto+": "+format, args...)
}

// Send sends lines, each within wait. It returns the link's fault if it
// has one; a failure to send is a fault.
func (l *Link) Send(wait time.Duration, lines ...string) error {
	if l.broken != nil {
		return l.broken
	}
	for _, s := range lines {
		if err := l.Conn.Send(s, time.Now().Add(wait)); err != nil {
			return l.Fault(l.Errorf("%s: %w", Clip(s), err))
		}
	}
	return nil
}

// Exchange sends cmd, then reads the engine's lines and gives each to
// done, until done reports true or an error. The end of ctx, no answer
// within wait, the end of the engine's output and an error of done are
// faults (ctx's error only leaves the link as it was), each named by cmd.
func (l *Link) Exchange(ctx context.Context, cmd string, wait time.Duration, done func(line string) (bool, error)) error {
	if err := l.Send(wait, cmd); err != nil {
		return err
	}
	deadline := time.Now().Add(wait)
	for {
		line, err := l.Conn.Recv(ctx, deadline)
		if errors.Is(err, ErrTimeout) {
			err = fmt.Errorf("%w: no answer in %v", ErrTimeout, wait)
		}
		if err == nil {
			var ok bool
			if ok, err = done(line); ok && err == nil {
				return nil
			}
		}
		if err != nil {
			return l.Fault(l.Errorf("%s: %w", Clip(cmd), err))
		}
	}
}

// Close sends quit (unless the engine is out of step, or quit is "")
// and closes the connection, ending the engine's process if it has not
// exited within grace. Every later call returns an error matching
// [ErrExited].
func (l *Link) Close(quit string, grace time.Duration) error {
	if l.broken == nil && quit != "" {
		l.Conn.Send(quit, time.Now().Add(grace))
	}
	if l.broken == nil {
		l.broken = l.Errorf("client closed: %w", ErrExited)
	}
	return l.Conn.Close(grace)
}

// Clip shortens s to at most 60 bytes and "...", for an error message
// that quotes what an engine sent.
func Clip(s string) string {
	if len(s) > 60 {
		return s[:60] + "..."
	}
	return s
}
