package gtp

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

// A Client drives an external GTP engine as a [search.Player]. GTP keeps
// the game in the engine, and sets a position up only by moves: each
// Choose sends the moves of the game that the engine lacks (after
// boardsize and clear_board when the game is another one), then genmove.
// The game must have a History method (the games of this module have
// one) and start at the start position of its size. Use [Dial] or
// [Start]; set the exported fields before the first Choose. A Client is
// not safe for concurrent use.
//
// After a fault that leaves the engine out of step (an exit, a timeout,
// garbage) every later call returns the same error: close the Client and
// start a new one. An illegal move, a late move and a resignation leave
// it usable.
type Client[C comparable, G board.Game[C, G]] struct {
	// Spec describes the game.
	Spec board.Spec[C, G]
	// MoveTime, if positive, is the time of a move: sent as
	// "time_settings 0 S 1" (S the whole seconds, at least 1) with each
	// new game, and the wait for a genmove (with Margin). An engine that
	// refuses time_settings (Egaroucid has none) plays on by its own
	// limits. Zero sends no time_settings and waits Wait.
	MoveTime time.Duration
	// Margin is how long the Client waits beyond MoveTime for the answer
	// to genmove; 0 means DefaultMargin.
	Margin time.Duration
	// Wait is how long the Client waits for an answer to any other
	// command, and to genmove without MoveTime; 0 means DefaultWait.
	Wait time.Duration
	// Name and Version are the engine's, from the handshake.
	Name, Version string

	conn   *protocol.Conn
	broken error
	sent   []board.Point // the moves the engine has, from the start
	size   int           // the engine's board size, 0 before the first game
}

// Dial returns a client of the engine that reads from r what the engine
// writes, and writes its commands to w, after the handshake
// (protocol_version, name, version) within DefaultWait or the end of ctx.
func Dial[C comparable, G board.Game[C, G]](ctx context.Context, spec board.Spec[C, G], r io.Reader, w io.Writer) (*Client[C, G], error) {
	return handshake(ctx, spec, protocol.NewConn(r, w))
}

// Start starts the engine command name with args, like "edax" "-gtp",
// and returns a client of it after the handshake, as [Dial] does. The
// engine's standard error is discarded. Close ends the process.
func Start[C comparable, G board.Game[C, G]](ctx context.Context, spec board.Spec[C, G], name string, args ...string) (*Client[C, G], error) {
	conn, err := protocol.Start(name, args, nil)
	if err != nil {
		return nil, err
	}
	return handshake(ctx, spec, conn)
}

// handshake asks the engine its protocol version, name and version.
func handshake[C comparable, G board.Game[C, G]](ctx context.Context, spec board.Spec[C, G], conn *protocol.Conn) (*Client[C, G], error) {
	c := &Client[C, G]{Spec: spec, conn: conn}
	v, err := c.Command(ctx, "protocol_version")
	if err == nil && strings.TrimSpace(v) != "2" && !strings.HasPrefix(strings.TrimSpace(v), "2.") {
		err = fmt.Errorf("gtp: protocol_version %q: %w: want 2", v, protocol.ErrProtocol)
	}
	if err == nil {
		c.Name, err = c.Command(ctx, "name")
	}
	if err == nil {
		c.Version, err = c.Command(ctx, "version")
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
	if c.broken == nil {
		c.broken = err
	}
	return err
}

// Command sends the command line cmd and returns the result of its
// success response, its lines joined by "\n", waiting Wait at most. A
// failure response returns a [*CommandError].
func (c *Client[C, G]) Command(ctx context.Context, cmd string) (string, error) {
	return c.command(ctx, cmd, time.Now().Add(c.wait()), false)
}

// command sends cmd and reads its response by deadline. If late, a
// response past the deadline is waited for Margin more, and returned with
// an error matching ErrLate.
func (c *Client[C, G]) command(ctx context.Context, cmd string, deadline time.Time, late bool) (string, error) {
	if c.broken != nil {
		return "", c.broken
	}
	if err := c.conn.Send(cmd, time.Now().Add(c.wait())); err != nil {
		return "", c.fault(fmt.Errorf("gtp: %s: %w", cmd, err))
	}
	var lines []string
	ok, past := false, false
	for {
		line, err := c.conn.Recv(ctx, deadline)
		if errors.Is(err, protocol.ErrTimeout) && late && !past {
			past, deadline = true, time.Now().Add(c.margin())
			continue
		}
		if err != nil {
			if errors.Is(err, protocol.ErrTimeout) {
				err = fmt.Errorf("%w: no answer in %v", protocol.ErrTimeout, c.wait())
			}
			return "", c.fault(fmt.Errorf("gtp: %s: %w", cmd, err))
		}
		line = strings.Map(func(r rune) rune {
			switch {
			case r == '\t':
				return ' '
			case r < 32 || r == 127:
				return -1
			}
			return r
		}, line) // section 3.1: what a controller does to a response
		if lines == nil {
			if strings.TrimSpace(line) == "" {
				continue
			}
			if line[0] != '=' && line[0] != '?' {
				return "", c.fault(fmt.Errorf("gtp: %s: %w: %q where a response starts with = or ?", cmd, protocol.ErrProtocol, clip(line)))
			}
			ok = line[0] == '='
			line = strings.TrimLeft(line[1:], "0123456789") // the id, if any
			lines = append(lines, strings.TrimSpace(line))
			continue
		}
		if strings.TrimSpace(line) == "" {
			break
		}
		lines = append(lines, line)
	}
	res := strings.Join(lines, "\n")
	var err error
	if !ok {
		err = &CommandError{Command: cmd, Message: res}
	}
	if past {
		err = fmt.Errorf("gtp: %s: answered after its time: %w", cmd, protocol.ErrLate)
	}
	return res, err
}

// colorName returns the GTP colour of side i.
func colorName(i int) string {
	if i == 1 {
		return "white"
	}
	return "black"
}

// Choose sends the moves of g that the engine lacks, then genmove for the
// side to move, and returns the engine's move. It waits MoveTime and
// Margin for it (Wait without MoveTime); ctx ends the waiting too, but
// GTP cannot stop the engine, so a Client whose ctx ends during a genmove
// is out of step.
//
// Its errors match [protocol.ErrExited], [protocol.ErrTimeout],
// [protocol.ErrLate] (a move after MoveTime and Margin, waited for
// Margin more), [protocol.ErrProtocol], [board.ErrIllegalMove] and
// [ErrResigned]; a game that is over returns one matching
// [board.ErrGameOver] and sends nothing.
func (c *Client[C, G]) Choose(ctx context.Context, g G) (search.Choice, error) {
	if g.Over() {
		return search.Choice{}, fmt.Errorf("gtp: %w", board.ErrGameOver)
	}
	if c.broken != nil {
		return search.Choice{}, c.broken
	}
	start := time.Now()
	moves, err := c.history(g)
	if err != nil {
		return search.Choice{}, err
	}
	if err := c.sync(ctx, g.Size(), moves); err != nil {
		return search.Choice{}, err
	}
	cmd := "genmove " + colorName(c.Spec.Side(g.Turn()))
	wait := c.wait()
	if c.MoveTime > 0 {
		wait = c.MoveTime + c.margin()
	}
	res, err := c.command(ctx, cmd, start.Add(wait), true)
	ch := search.Choice{Notation: func(p board.Point) string { return c.Spec.FormatMove(p, g.Size()) }}
	var ce *CommandError
	switch {
	case errors.Is(err, protocol.ErrLate):
		c.sent = nil // the engine played a move that g does not have
		return ch, err
	case errors.As(err, &ce):
		return ch, err
	case err != nil:
		return ch, err
	}
	c.sent = nil // unknown until the move is read
	res = strings.TrimSpace(res)
	if strings.EqualFold(res, "resign") {
		return ch, fmt.Errorf("gtp: %s: %w", cmd, ErrResigned)
	}
	if strings.EqualFold(res, "pass") {
		return ch, fmt.Errorf("gtp: %w: %s: pass: %w", protocol.ErrProtocol, cmd, board.ErrIllegalMove)
	}
	p, err := c.Spec.ParseMove(res, g.Size())
	if err != nil {
		return ch, c.fault(fmt.Errorf("gtp: %w: %s: %q: %w", protocol.ErrProtocol, cmd, clip(res), err))
	}
	ch.Move, ch.PV, ch.Elapsed = p, []board.Point{p}, time.Since(start)
	if err := g.Clone().Play(p); err != nil {
		return ch, fmt.Errorf("gtp: %w: %s: %s: %w", protocol.ErrProtocol, cmd, res, err)
	}
	c.sent = append(moves, p)
	return ch, nil
}

// history returns the moves of g from the start position of its size.
func (c *Client[C, G]) history(g G) ([]board.Point, error) {
	h, ok := any(g).(interface{ History() iter.Seq[board.Point] })
	if !ok {
		return nil, fmt.Errorf("gtp: the game has no History method: GTP sets a position up by its moves")
	}
	s, err := c.Spec.NewGame(g.Size())
	if err != nil {
		return nil, err
	}
	var moves []board.Point
	for p := range h.History() {
		if err := s.Play(p); err != nil {
			break
		}
		moves = append(moves, p)
	}
	if s.Hash() != g.Hash() || s.Turn() != g.Turn() {
		return nil, fmt.Errorf("gtp: the game does not start at the start position: GTP sets a position up by its moves")
	}
	return moves, nil
}

// sync brings the engine to the game of moves on a size×size board: it
// plays the moves the engine lacks, after boardsize and clear_board when
// the engine's game is not the start of this one.
func (c *Client[C, G]) sync(ctx context.Context, size int, moves []board.Point) error {
	prefix := c.size == size && len(c.sent) <= len(moves)
	for i := 0; prefix && i < len(c.sent); i++ {
		prefix = c.sent[i] == moves[i]
	}
	if !prefix {
		c.sent = nil
		cmds := []string{"boardsize " + strconv.Itoa(size), "clear_board"}
		if c.MoveTime > 0 {
			cmds = append(cmds, fmt.Sprintf("time_settings 0 %d 1", max(1, int(c.MoveTime.Seconds()))))
		}
		for _, cmd := range cmds {
			_, err := c.Command(ctx, cmd)
			var ce *CommandError
			if errors.As(err, &ce) && strings.HasPrefix(cmd, "time_settings") {
				err = nil // optional: Egaroucid has no time_settings
			}
			if err != nil {
				return err
			}
		}
		c.size = size
	}
	s, err := c.Spec.NewGame(size)
	if err != nil {
		return err
	}
	for i, p := range moves {
		if i >= len(c.sent) {
			cmd := "play " + colorName(c.Spec.Side(s.Turn())) + " " + c.Spec.FormatMove(p, size)
			if _, err := c.Command(ctx, cmd); err != nil {
				c.sent = nil
				return err
			}
			c.sent = append(c.sent, p)
		}
		s.Play(p)
	}
	return nil
}

// Close sends quit and closes the connection, ending the engine's process
// if it has not exited within Margin.
func (c *Client[C, G]) Close() error {
	if c.broken == nil {
		c.conn.Send("quit", time.Now().Add(c.margin()))
		c.broken = fmt.Errorf("gtp: client closed: %w", protocol.ErrExited)
	}
	return c.conn.Close(c.margin())
}

// clip shortens s for a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}
