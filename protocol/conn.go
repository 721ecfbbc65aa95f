// Package protocol holds what the engine protocols of this module share:
// [Conn], a line connection to an engine (a started process or a reader
// and writer pair) that never blocks past its deadline; [Link], the core
// of every client (the faults of an engine as errors that [errors.Is]
// matches, a command and its answer, the closing); [ReadLines], the one
// line reader of servers and clients; and [TimeShare], the share of a
// game clock. A client of another line protocol can be written on them.
//
// The protocols themselves are formats with packages of their own: ugi
// (the Universal Game Interface, for every game), gtp (the Go Text
// Protocol, as Othello engines speak it), othello/nboard and
// gomoku/gomocup. The generic ones are written once over [board.Game] and
// take the game's [board.Spec], which each game package gives:
//
//	srv := &ugi.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: &engine.Engine{}}
//	err := srv.Serve(ctx, os.Stdin, os.Stdout)
//
// This package links no game.
package protocol

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sync"
	"sync/atomic"
	"time"
)

// The faults of an engine, which the errors of [Conn] and of the clients
// of the protocols match.
var (
	// ErrExited: the engine ended its output, or stopped reading its
	// input: it exited, crashed or closed the connection.
	ErrExited = errors.New("engine exited")
	// ErrTimeout: the engine gave no answer in time.
	ErrTimeout = errors.New("engine timed out")
	// ErrLate: the engine answered, but after its time was up.
	ErrLate = errors.New("engine answered late")
	// ErrProtocol: the engine sent what the protocol does not allow
	// there, or refused a command it must accept.
	ErrProtocol = errors.New("engine broke the protocol")
)

// MaxLine is the longest line a [Conn] reads; a longer one is an error
// matching [ErrProtocol].
const MaxLine = 64 << 10

// A Conn is a line connection to an engine: it writes commands, each
// ending in "\n", and reads answers line by line as [ReadLines] ends them,
// never waiting past a deadline, neither to write nor to read.
// A goroutine reads the engine's output and another writes its input, so
// that an engine that stops reading or writing blocks neither. Use
// [NewConn] or [Start]; Close ends them. A Conn is safe for one
// goroutine at a time.
type Conn struct {
	lines chan Line     // lines read, the last one with the error that ended them
	in    chan string   // lines to write
	quit  chan struct{} // closed by Close
	wdone chan struct{} // closed when the writer has ended

	mu   sync.Mutex
	rerr error // why the output ended, once Recv has read it
	werr error // why writing failed, set before wdone is closed

	pending atomic.Int64 // lines sent and not yet written

	closeIn func() error // closes the engine's input, or nil
	cmd     *exec.Cmd    // the engine's process, or nil
	once    sync.Once
}

// NewConn returns a connection that reads the engine's output from r and
// writes its input to w. Close closes w if it is an [io.Closer].
func NewConn(r io.Reader, w io.Writer) *Conn {
	c := &Conn{
		lines: make(chan Line, 256),
		in:    make(chan string, 256),
		quit:  make(chan struct{}),
		wdone: make(chan struct{}),
	}
	if wc, ok := w.(io.Closer); ok {
		c.closeIn = wc.Close
	}
	go ReadLines(r, c.lines, c.quit, false)
	go c.write(w)
	return c
}

// Start starts the engine command name with args and returns a
// connection to its standard input and output; its standard error goes to
// stderr if not nil, and is discarded otherwise. Close ends the process.
func Start(name string, args []string, stderr io.Writer) (*Conn, error) {
	cmd := exec.Command(name, args...)
	cmd.Stderr = stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("protocol: %w", err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("protocol: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("protocol: start %s: %w", name, err)
	}
	c := NewConn(out, in)
	c.cmd = cmd
	return c, nil
}

// write writes the lines of c.in to w until Close or a write fails.
func (c *Conn) write(w io.Writer) {
	defer close(c.wdone)
	for {
		select {
		case s := <-c.in:
			_, err := io.WriteString(w, s+"\n")
			c.pending.Add(-1)
			if err != nil {
				c.mu.Lock()
				c.werr = fmt.Errorf("%w: %v", ErrExited, err)
				c.mu.Unlock()
				return
			}
		case <-c.quit:
			return
		}
	}
}

// Send writes line, with a "\n" after it. It returns an error matching
// [ErrExited] once a write has failed or the connection is closed, and
// one matching [ErrTimeout] if the engine has not read what was sent
// before by the deadline (a zero deadline waits as long as it must).
func (c *Conn) Send(line string, deadline time.Time) error {
	var timeout <-chan time.Time
	if !deadline.IsZero() {
		t := time.NewTimer(time.Until(deadline))
		defer t.Stop()
		timeout = t.C
	}
	c.pending.Add(1)
	select {
	case c.in <- line:
		return nil
	case <-c.wdone:
		c.pending.Add(-1)
		return c.writeErr()
	case <-c.quit:
		c.pending.Add(-1)
		return fmt.Errorf("%w: connection closed", ErrExited)
	case <-timeout:
		c.pending.Add(-1)
		return fmt.Errorf("%w: it does not read its input", ErrTimeout)
	}
}

// writeErr returns why writing ended.
func (c *Conn) writeErr() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.werr != nil {
		return c.werr
	}
	return fmt.Errorf("%w: connection closed", ErrExited)
}

// Recv returns the next line of the engine's output. It returns an error
// matching [ErrTimeout] if none has come by the deadline (a zero deadline
// waits as long as it must), one matching [ErrExited] once the output
// has ended (with the process's exit status for a process), and ctx's
// error if ctx ends first.
func (c *Conn) Recv(ctx context.Context, deadline time.Time) (string, error) {
	var timeout <-chan time.Time
	if !deadline.IsZero() {
		t := time.NewTimer(time.Until(deadline))
		defer t.Stop()
		timeout = t.C
	}
	c.mu.Lock()
	ended := c.rerr != nil
	c.mu.Unlock()
	if ended {
		return "", c.readErr()
	}
	select {
	case l := <-c.lines:
		switch {
		case l.Err != nil:
			err := ErrExited
			if l.Err != io.EOF {
				err = fmt.Errorf("%w: %v", ErrExited, l.Err)
			}
			c.mu.Lock()
			c.rerr = err
			c.mu.Unlock()
			return "", c.readErr()
		case l.TooLong:
			return "", fmt.Errorf("%w: a line longer than %d bytes", ErrProtocol, MaxLine)
		}
		return l.Text, nil
	case <-ctx.Done():
		return "", ctx.Err()
	case <-timeout:
		return "", ErrTimeout
	}
}

// readErr returns why the output ended, with the exit status of a
// process that has exited.
func (c *Conn) readErr() error {
	c.mu.Lock()
	err := c.rerr
	c.mu.Unlock()
	if c.cmd != nil && errors.Is(err, ErrExited) {
		done := make(chan error, 1)
		go func() { done <- c.wait() }()
		select {
		case werr := <-done:
			if werr != nil {
				return fmt.Errorf("%w: %v", ErrExited, werr)
			}
		case <-time.After(100 * time.Millisecond):
		}
	}
	return err
}

// wait waits for the process once, and returns its exit error.
func (c *Conn) wait() error {
	var err error
	c.once.Do(func() { err = c.cmd.Wait() })
	return err
}

// Close closes the connection: it closes the engine's input, and ends
// the process of [Start] if it has not exited within grace of that. It
// returns nil or the error of closing the input.
func (c *Conn) Close(grace time.Duration) error {
	select {
	case <-c.quit:
		return nil
	default:
	}
	// Let the writer write what was sent (a last "quit") for a moment.
	flush := time.NewTimer(grace)
	defer flush.Stop()
	for c.pending.Load() > 0 {
		select {
		case <-flush.C:
		case <-c.wdone:
		case <-time.After(time.Millisecond):
			continue
		}
		break
	}
	close(c.quit)
	var err error
	if c.closeIn != nil {
		err = c.closeIn()
	}
	if c.cmd != nil {
		done := make(chan struct{})
		go func() { c.wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(grace):
			c.cmd.Process.Kill()
			<-done
		}
	}
	return err
}
