package ugi

import (
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"strconv"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// The defaults of a [Client]'s waits.
const (
	DefaultMargin = 500 * time.Millisecond
	DefaultWait   = 10 * time.Second
)

// A Client drives an external UGI engine as a [search.Player]: each
// Choose sends the position and a go command, and reads the engine's info
// lines and bestmove. Use [Dial] or [Start]; set the exported fields
// before the first Choose. A Client is not safe for concurrent use.
//
// After a fault that leaves the engine out of step (an exit, a timeout,
// garbage) every later call returns the same error: close the Client and
// start a new one. An illegal move and a late move leave it usable.
type Client[C comparable, G board.Game[C, G]] struct {
	// Spec describes the game.
	Spec board.Spec[C, G]
	// Limits are the limits of each go command. The zero Limits sends the
	// time left in the ctx of Choose as movetime, or go infinite and a
	// stop at the end of ctx without one.
	Limits Limits
	// Margin is how long the Client waits beyond the time of a search
	// for the bestmove, and then again after a stop; 0 means
	// DefaultMargin.
	Margin time.Duration
	// Wait is how long the Client waits for an answer that no time of
	// search bounds (ugiok, readyok, response; a bestmove after go depth
	// or nodes); 0 means DefaultWait.
	Wait time.Duration
	// Name and Author are the engine's, from its id lines.
	Name, Author string
	// Options are the option lines of the engine, as it sent them.
	Options []string

	conn   *protocol.Conn
	broken error
}

// Dial returns a client of the engine that reads from r what the engine
// writes, and writes its commands to w, after the handshake (ugi, ugiok,
// isready, readyok) within DefaultWait or the end of ctx.
func Dial[C comparable, G board.Game[C, G]](ctx context.Context, spec board.Spec[C, G], r io.Reader, w io.Writer) (*Client[C, G], error) {
	return handshake(ctx, spec, protocol.NewConn(r, w))
}

// Start starts the engine command name with args, and returns a client
// of it after the handshake, as [Dial] does. The engine's standard error
// is discarded. Close ends the process.
func Start[C comparable, G board.Game[C, G]](ctx context.Context, spec board.Spec[C, G], name string, args ...string) (*Client[C, G], error) {
	conn, err := protocol.Start(name, args, nil)
	if err != nil {
		return nil, err
	}
	return handshake(ctx, spec, conn)
}

// handshake runs ugi and isready on conn.
func handshake[C comparable, G board.Game[C, G]](ctx context.Context, spec board.Spec[C, G], conn *protocol.Conn) (*Client[C, G], error) {
	c := &Client[C, G]{Spec: spec, conn: conn}
	err := c.run(ctx, "ugi", func(f []string, line string) (bool, error) {
		switch {
		case len(f) >= 3 && f[0] == "id" && f[1] == "name":
			c.Name = strings.Join(f[2:], " ")
		case len(f) >= 3 && f[0] == "id" && f[1] == "author":
			c.Author = strings.Join(f[2:], " ")
		case len(f) > 0 && f[0] == "option":
			c.Options = append(c.Options, line)
		case len(f) == 1 && f[0] == "ugiok":
			return true, nil
		}
		return false, nil
	})
	if err == nil {
		err = c.IsReady(ctx)
	}
	if err != nil {
		conn.Close(c.margin())
		return nil, err
	}
	return c, nil
}

func (c *Client[C, G]) margin() time.Duration {
	if c.Margin > 0 {
		return c.Margin
	}
	return DefaultMargin
}

func (c *Client[C, G]) wait() time.Duration {
	if c.Wait > 0 {
		return c.Wait
	}
	return DefaultWait
}

// fault records err as the fault that leaves the engine out of step, and
// returns it.
func (c *Client[C, G]) fault(err error) error {
	if c.broken == nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
		c.broken = err
	}
	return err
}

// run sends cmd, then reads lines until done reports true, an error, or
// Wait.
func (c *Client[C, G]) run(ctx context.Context, cmd string, done func(f []string, line string) (bool, error)) error {
	if c.broken != nil {
		return c.broken
	}
	deadline := time.Now().Add(c.wait())
	if err := c.conn.Send(cmd, deadline); err != nil {
		return c.fault(fmt.Errorf("ugi: %s: %w", cmd, err))
	}
	for {
		line, err := c.conn.Recv(ctx, deadline)
		if err != nil {
			return c.fault(fmt.Errorf("ugi: %s: %w", cmd, err))
		}
		ok, err := done(fields(line), line)
		if err != nil {
			return c.fault(fmt.Errorf("ugi: %s: %w", cmd, err))
		}
		if ok {
			return nil
		}
	}
}

// IsReady sends isready and waits for readyok.
func (c *Client[C, G]) IsReady(ctx context.Context) error {
	return c.run(ctx, "isready", func(f []string, _ string) (bool, error) {
		return len(f) == 1 && f[0] == "readyok", nil
	})
}

// NewGame sends uginewgame, then isready, and waits for readyok.
func (c *Client[C, G]) NewGame(ctx context.Context) error {
	if c.broken != nil {
		return c.broken
	}
	if err := c.conn.Send("uginewgame", time.Now().Add(c.wait())); err != nil {
		return c.fault(fmt.Errorf("ugi: uginewgame: %w", err))
	}
	return c.IsReady(ctx)
}

// SetOption sends setoption name name value value; UGI has no answer to
// it.
func (c *Client[C, G]) SetOption(name, value string) error {
	if c.broken != nil {
		return c.broken
	}
	if err := c.conn.Send("setoption name "+name+" value "+value, time.Now().Add(c.wait())); err != nil {
		return c.fault(fmt.Errorf("ugi: setoption: %w", err))
	}
	return nil
}

// Query sends the position of g and query question (gameover, p1turn or
// result), and returns the engine's answer, like "true" or "p1win".
func (c *Client[C, G]) Query(ctx context.Context, g G, question string) (string, error) {
	if c.broken != nil {
		return "", c.broken
	}
	if err := c.conn.Send(c.positionCommand(g), time.Now().Add(c.wait())); err != nil {
		return "", c.fault(fmt.Errorf("ugi: position: %w", err))
	}
	var answer string
	err := c.run(ctx, "query "+question, func(f []string, _ string) (bool, error) {
		if len(f) == 2 && f[0] == "response" {
			answer = f[1]
			return true, nil
		}
		return false, nil
	})
	return answer, err
}

// positionCommand returns the position command of g: startpos and the
// moves of g's history when g has a History method and its moves replayed
// from the start reach g, and fen with the text of g's position
// otherwise.
func (c *Client[C, G]) positionCommand(g G) string {
	if h, ok := any(g).(interface{ History() iter.Seq[board.Point] }); ok {
		if s, err := c.Spec.NewGame(g.Size()); err == nil {
			var sb strings.Builder
			sb.WriteString("position startpos")
			n := 0
			for p := range h.History() {
				if n == 0 {
					sb.WriteString(" moves")
				}
				n++
				sb.WriteString(" " + c.Spec.FormatMove(p, g.Size()))
				if s.Play(p) != nil {
					break
				}
			}
			if s.Hash() == g.Hash() && s.Turn() == g.Turn() && g.Size() == c.Spec.Size {
				return sb.String()
			}
		}
	}
	return "position fen " + c.Spec.FormatPosition(g)
}

// Choose sends the position of g and a go command with c's Limits, and
// returns the engine's bestmove with the analysis of its last info line
// (score in the engine's centipawns, depth, nodes, time, principal
// variation). It waits for the bestmove for the time of the search and
// Margin (Wait after go depth or nodes); then it sends stop and waits
// Margin again. The end of ctx also sends stop, and the bestmove that
// answers it is the choice.
//
// Its errors match [protocol.ErrExited], [protocol.ErrTimeout],
// [protocol.ErrLate] (a bestmove after the stop of a search out of time),
// [protocol.ErrProtocol] and [board.ErrIllegalMove]; a game that is over
// returns one matching [board.ErrGameOver] and sends nothing.
func (c *Client[C, G]) Choose(ctx context.Context, g G) (search.Choice, error) {
	if g.Over() {
		return search.Choice{}, fmt.Errorf("ugi: %w", board.ErrGameOver)
	}
	if c.broken != nil {
		return search.Choice{}, c.broken
	}
	start := time.Now()
	l := c.Limits
	var budget time.Duration
	bounded := false
	if l == (Limits{}) {
		if d, ok := ctx.Deadline(); ok {
			l.MoveTime = max(time.Until(d), time.Millisecond)
		} else {
			l.Infinite = true
		}
	}
	if d, ok := l.budget(c.Spec.Side(g.Turn()) == 0); ok {
		budget, bounded = d, true
		if l.MoveTime > 0 {
			budget = l.MoveTime
		}
	} else if !l.Infinite {
		budget, bounded = c.wait(), true
	}
	send := time.Now().Add(c.wait())
	for _, cmd := range []string{c.positionCommand(g), "go " + l.String()} {
		if err := c.conn.Send(cmd, send); err != nil {
			return search.Choice{}, c.fault(fmt.Errorf("ugi: %s: %w", cmd, err))
		}
	}
	var deadline time.Time
	if bounded {
		deadline = start.Add(budget + c.margin())
	}
	ch := search.Choice{Notation: func(p board.Point) string { return c.Spec.FormatMove(p, g.Size()) }}
	stopped, late := false, false
	for {
		line, err := c.conn.Recv(ctx, deadline)
		switch {
		case err == nil:
		case errors.Is(err, protocol.ErrTimeout) && !stopped, ctx.Err() != nil && !stopped:
			// Out of time, or called off: stop, and wait Margin more.
			stopped, late = true, err != nil && ctx.Err() == nil
			if err := c.conn.Send("stop", time.Now().Add(c.margin())); err != nil {
				return search.Choice{}, c.fault(fmt.Errorf("ugi: stop: %w", err))
			}
			deadline = time.Now().Add(c.margin())
			ctx = context.WithoutCancel(ctx)
			continue
		case errors.Is(err, protocol.ErrTimeout):
			return search.Choice{}, c.fault(fmt.Errorf("ugi: go %s: no bestmove %v after stop: %w", l, c.margin(), protocol.ErrTimeout))
		default:
			return search.Choice{}, c.fault(fmt.Errorf("ugi: go %s: %w", l, err))
		}
		f := fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "info":
			c.info(&ch, f[1:], g.Size())
			continue
		case "bestmove":
		default:
			continue // UCI's rule: ignore what is not understood
		}
		if len(f) < 2 {
			return search.Choice{}, c.fault(fmt.Errorf("ugi: %w: bestmove without a move", protocol.ErrProtocol))
		}
		p, err := c.Spec.ParseMove(f[1], g.Size())
		if err != nil {
			return search.Choice{}, c.fault(fmt.Errorf("ugi: %w: bestmove %q: %w", protocol.ErrProtocol, clip(f[1]), err))
		}
		ch.Move = p
		ch.Elapsed = time.Since(start)
		if late {
			return ch, fmt.Errorf("ugi: bestmove %s after %v, past %v and its margin: %w", f[1], ch.Elapsed.Round(time.Millisecond), budget, protocol.ErrLate)
		}
		if err := g.Clone().Play(p); err != nil {
			return ch, fmt.Errorf("ugi: %w: bestmove %s: %w", protocol.ErrProtocol, f[1], err)
		}
		if len(ch.PV) == 0 || ch.PV[0] != p {
			ch.PV = []board.Point{p}
		}
		return ch, nil
	}
}

// info reads the fields of an info line into ch: depth, score cp N,
// nodes and pv. Fields it does not know, and bad numbers, are skipped.
func (c *Client[C, G]) info(ch *search.Choice, f []string, size int) {
	for i := 0; i < len(f); i++ {
		next := func() (int64, bool) {
			if i+1 >= len(f) {
				return 0, false
			}
			n, err := strconv.ParseInt(f[i+1], 10, 64)
			if err == nil {
				i++
			}
			return n, err == nil
		}
		switch f[i] {
		case "string":
			return
		case "depth":
			if n, ok := next(); ok {
				ch.Depth = int(n)
			}
		case "nodes":
			if n, ok := next(); ok {
				ch.Nodes = n
			}
		case "score":
			if i+1 < len(f) && f[i+1] == "cp" {
				i++
				if n, ok := next(); ok {
					ch.Score = int(n)
				}
			}
		case "pv":
			var pv []board.Point
			for _, m := range f[i+1:] {
				p, err := c.Spec.ParseMove(m, size)
				if err != nil {
					break
				}
				pv = append(pv, p)
			}
			ch.PV = pv
			return
		}
	}
}

// Close sends quit and closes the connection, ending the engine's process
// if it has not exited within Margin.
func (c *Client[C, G]) Close() error {
	c.conn.Send("quit", time.Now().Add(c.margin()))
	if c.broken == nil {
		c.broken = fmt.Errorf("ugi: client closed: %w", protocol.ErrExited)
	}
	return c.conn.Close(c.margin())
}
