package ugi

import (
	"context"
	"errors"
	"io"
	"iter"
	"strconv"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
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
	// stop at the end of ctx without one. After [Client.SetClock], the
	// next go sends the clock instead of MoveTime and Infinite.
	Limits Limits
	// Margin is how long the Client waits beyond the time of a search
	// for the bestmove, and then again after a stop; 0 means
	// [protocol.DefaultMargin].
	Margin time.Duration
	// Wait is how long the Client waits for an answer that no time of
	// search bounds (ugiok, readyok, response; a bestmove after go depth
	// or nodes); 0 means [protocol.DefaultWait].
	Wait time.Duration
	// Name and Author are the engine's, from its id lines.
	Name, Author string
	// Options are the option lines of the engine, as it sent them.
	Options []string

	link  protocol.Link
	clock *clock // the clock of the next go, from SetClock
}

// clock is what SetClock said.
type clock struct{ left, inc time.Duration }

// Dial returns a client of the engine that reads from r what the engine
// writes, and writes its commands to w, after the handshake (ugi, ugiok,
// isready, readyok) within [protocol.DefaultStart] or the end of ctx.
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
	c := &Client[C, G]{Spec: spec, link: protocol.Link{Conn: conn, Proto: "ugi"}}
	// The engine starts up first: the handshake waits DefaultStart.
	err := c.run(ctx, "ugi", protocol.DefaultStart, func(f []string, line string) bool {
		switch {
		case len(f) >= 3 && f[0] == "id" && f[1] == "name":
			c.Name = strings.Join(f[2:], " ")
		case len(f) >= 3 && f[0] == "id" && f[1] == "author":
			c.Author = strings.Join(f[2:], " ")
		case len(f) > 0 && f[0] == "option":
			c.Options = append(c.Options, line)
		case len(f) == 1 && f[0] == "ugiok":
			return true
		}
		return false
	})
	if err == nil {
		err = c.isReady(ctx, protocol.DefaultStart)
	}
	if err != nil {
		conn.Close(c.margin())
		return nil, err
	}
	return c, nil
}

// margin and wait are Margin and Wait, or their defaults.
func (c *Client[C, G]) margin() time.Duration {
	return protocol.OrDefault(c.Margin, protocol.DefaultMargin)
}

func (c *Client[C, G]) wait() time.Duration {
	return protocol.OrDefault(c.Wait, protocol.DefaultWait)
}

// run sends cmd, then reads lines until done reports true, within wait.
func (c *Client[C, G]) run(ctx context.Context, cmd string, wait time.Duration, done func(f []string, line string) bool) error {
	return c.link.Exchange(ctx, cmd, wait, func(line string) (bool, error) { return done(fields(line), line), nil })
}

// SetClock sets the clock of the next Choose, as the match runner does
// before each move under a game clock (match.Clocked): left is the time
// left on the player's clock, increment what each move adds. The next go
// sends them as p1time and p2time, p1inc and p2inc alike (the Client
// knows only its own clock, so both sides get it) with the depth and
// nodes of Limits, in place of movetime or infinite; Choose then waits for
// the bestmove until the end of its ctx (or left without a deadline),
// sends stop and waits Margin more.
func (c *Client[C, G]) SetClock(left, increment time.Duration) {
	c.clock = &clock{left: max(left, time.Millisecond), inc: max(increment, 0)}
}

// IsReady sends isready and waits for readyok.
func (c *Client[C, G]) IsReady(ctx context.Context) error { return c.isReady(ctx, c.wait()) }

// isReady sends isready and waits for readyok within wait.
func (c *Client[C, G]) isReady(ctx context.Context, wait time.Duration) error {
	return c.run(ctx, "isready", wait, func(f []string, _ string) bool {
		return len(f) == 1 && f[0] == "readyok"
	})
}

// NewGame sends uginewgame, then isready, and waits for readyok.
func (c *Client[C, G]) NewGame(ctx context.Context) error {
	if err := c.link.Send(c.wait(), "uginewgame"); err != nil {
		return err
	}
	return c.IsReady(ctx)
}

// SetOption sends setoption name name value value; UGI has no answer to
// it.
func (c *Client[C, G]) SetOption(name, value string) error {
	return c.link.Send(c.wait(), "setoption name "+name+" value "+value)
}

// Query sends the position of g and query question (gameover, p1turn or
// result), and returns the engine's answer, like "true" or "p1win".
func (c *Client[C, G]) Query(ctx context.Context, g G, question string) (string, error) {
	if err := c.link.Send(c.wait(), c.positionCommand(g)); err != nil {
		return "", err
	}
	var answer string
	err := c.run(ctx, "query "+question, c.wait(), func(f []string, _ string) bool {
		if len(f) == 2 && f[0] == "response" {
			answer = f[1]
			return true
		}
		return false
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

// Choose sends the position of g and a go command with c's Limits (or
// the clock of [Client.SetClock]), and returns the engine's bestmove with
// the analysis of its last info line (score in the engine's centipawns,
// depth, nodes, time, principal variation). It waits for the bestmove
// for the time of the search and Margin (Wait after go depth or nodes);
// then it sends stop and waits Margin again. The end of ctx also sends
// stop, and the bestmove that answers it is the choice.
//
// Its errors match [protocol.ErrExited], [protocol.ErrTimeout],
// [protocol.ErrLate] (a bestmove after the stop of a search out of time),
// [protocol.ErrProtocol] and [board.ErrIllegalMove]; a game that is over
// returns one matching [board.ErrGameOver] and sends nothing.
func (c *Client[C, G]) Choose(ctx context.Context, g G) (search.Choice, error) {
	if g.Over() {
		return search.Choice{}, c.link.Errorf("%w", board.ErrGameOver)
	}
	if err := c.link.Err(); err != nil {
		return search.Choice{}, err
	}
	start := time.Now()
	l, budget, bounded := c.goLimits(ctx, c.Spec.Side(g.Turn()) == 0)
	if err := c.link.Send(c.wait(), c.positionCommand(g), "go "+l.String()); err != nil {
		return search.Choice{}, err
	}
	var deadline time.Time
	if bounded {
		deadline = start.Add(budget + c.margin())
	}
	ch := search.Choice{Notation: func(p board.Point) string { return c.Spec.FormatMove(p, g.Size()) }}
	stopped, late := false, false
	for {
		line, err := c.link.Conn.Recv(ctx, deadline)
		switch {
		case err == nil:
		case errors.Is(err, protocol.ErrTimeout) && !stopped, ctx.Err() != nil && !stopped:
			// Out of time, or called off: stop, and wait Margin more.
			stopped, late = true, err != nil && ctx.Err() == nil
			if err := c.link.Send(c.margin(), "stop"); err != nil {
				return search.Choice{}, err
			}
			deadline = time.Now().Add(c.margin())
			ctx = context.WithoutCancel(ctx)
			continue
		case errors.Is(err, protocol.ErrTimeout):
			return search.Choice{}, c.link.Fault(c.link.Errorf("go %s: no bestmove %v after stop: %w", l, c.margin(), protocol.ErrTimeout))
		default:
			return search.Choice{}, c.link.Fault(c.link.Errorf("go %s: %w", l, err))
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
			return search.Choice{}, c.link.Fault(c.link.Errorf("%w: bestmove without a move", protocol.ErrProtocol))
		}
		p, err := c.Spec.ParseMove(f[1], g.Size())
		if err != nil {
			return search.Choice{}, c.link.Fault(c.link.Errorf("%w: bestmove %q: %w", protocol.ErrProtocol, protocol.Clip(f[1]), err))
		}
		ch.Move = p
		ch.Elapsed = time.Since(start)
		if late {
			return ch, c.link.Errorf("bestmove %s after %v, past %v and its margin: %w", f[1], ch.Elapsed.Round(time.Millisecond), budget, protocol.ErrLate)
		}
		if err := g.Clone().Play(p); err != nil {
			return ch, c.link.Errorf("%w: bestmove %s: %w", protocol.ErrProtocol, f[1], err)
		}
		if len(ch.PV) == 0 || ch.PV[0] != p {
			ch.PV = []board.Point{p}
		}
		return ch, nil
	}
}

// goLimits returns the limits of the next go for the side to move,
// player 1 if p1, and how long the search may take if bounded. It
// consumes the clock of SetClock.
func (c *Client[C, G]) goLimits(ctx context.Context, p1 bool) (l Limits, budget time.Duration, bounded bool) {
	l = c.Limits
	if k := c.clock; k != nil {
		c.clock = nil
		l.P1Time, l.P2Time, l.P1Inc, l.P2Inc = k.left, k.left, k.inc, k.inc
		l.MoveTime, l.Infinite = 0, false
		budget = k.left
		if d, ok := ctx.Deadline(); ok {
			budget = max(time.Until(d), time.Millisecond)
		}
		return l, budget, true
	}
	if l == (Limits{}) {
		if d, ok := ctx.Deadline(); ok {
			l.MoveTime = max(time.Until(d), time.Millisecond)
		} else {
			l.Infinite = true
		}
	}
	if d, ok := l.budget(p1); ok {
		if l.MoveTime > 0 {
			d = l.MoveTime
		}
		return l, d, true
	}
	if !l.Infinite {
		return l, c.wait(), true
	}
	return l, 0, false
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
	return c.link.Close("quit", c.margin())
}
