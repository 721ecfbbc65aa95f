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
	// MoveTime, if positive, is the time of a move (S whole seconds, at
	// least 1): sent as "time_settings S S 1" with each new game (a main
	// time of S, then S for each move: edax reads the main time as the
	// time of a move when the stones are not 0) and "time_left COLOR S 1"
	// before each genmove, and the wait for a genmove (with Margin). An
	// engine that refuses them (Egaroucid has neither) plays on by its
	// own limits. Zero sends neither and waits Wait. A clock of
	// [Client.SetClock] replaces it for the next genmove.
	MoveTime time.Duration
	// Margin is how long the Client waits beyond MoveTime (or the clock)
	// for the answer to genmove; 0 means [protocol.DefaultMargin].
	Margin time.Duration
	// Wait is how long the Client waits for an answer to any other
	// command, and to genmove without MoveTime or clock; 0 means
	// [protocol.DefaultWait].
	Wait time.Duration
	// Name and Version are the engine's, from the handshake.
	Name, Version string

	link  protocol.Link
	sent  []board.Point // the moves the engine has, from the start
	size  int           // the engine's board size, 0 before the first game
	clock *gameClock    // the clock of the next genmove, from SetClock
	timed bool          // time_settings of a clock sent since clear_board
}

// gameClock is what SetClock said that GTP can say: the time left (the
// increment shows in the time left of the moves after).
type gameClock struct{ left time.Duration }

// Dial returns a client of the engine that reads from r what the engine
// writes, and writes its commands to w, after the handshake
// (protocol_version, name, version) within [protocol.DefaultStart] or the end of ctx.
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
	c := &Client[C, G]{Spec: spec, link: protocol.Link{Conn: conn, Proto: "gtp"}}
	// The engine starts up first: the handshake waits DefaultStart.
	v, err := c.command(ctx, "protocol_version", protocol.DefaultStart, 0)
	if err == nil && strings.TrimSpace(v) != "2" && !strings.HasPrefix(strings.TrimSpace(v), "2.") {
		err = c.link.Errorf("protocol_version %q: %w: want 2", protocol.Clip(v), protocol.ErrProtocol)
	}
	if err == nil {
		c.Name, err = c.command(ctx, "name", protocol.DefaultStart, 0)
	}
	if err == nil {
		c.Version, err = c.command(ctx, "version", protocol.DefaultStart, 0)
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

// Command sends the command line cmd and returns the result of its
// success response, its lines joined by "\n", waiting Wait at most. A
// failure response returns a [*CommandError].
func (c *Client[C, G]) Command(ctx context.Context, cmd string) (string, error) {
	return c.command(ctx, cmd, c.wait(), 0)
}

// command sends cmd and reads its response within wait and grace; one
// that comes in the grace after wait is returned with an error matching
// ErrLate. The end of ctx leaves the engine out of step: its response
// is still to come.
func (c *Client[C, G]) command(ctx context.Context, cmd string, wait, grace time.Duration) (string, error) {
	var r response
	late := time.Now().Add(wait)
	err := c.link.Exchange(ctx, cmd, wait+grace, r.add)
	if err != nil {
		if ctx.Err() != nil {
			c.link.Fault(c.link.Errorf("%s: called off before its response: the engine is out of step: %w", protocol.Clip(cmd), protocol.ErrTimeout))
		}
		if r.skipped != "" {
			err = fmt.Errorf("%w, after %q, which is not a response: %w", err, protocol.Clip(r.skipped), protocol.ErrProtocol)
		}
		return "", err
	}
	res := strings.Join(r.lines, "\n")
	if grace > 0 && time.Now().After(late) {
		return res, c.link.Errorf("%s: answered after its time: %w", protocol.Clip(cmd), protocol.ErrLate)
	}
	if !r.ok {
		return res, &CommandError{Command: cmd, Message: res}
	}
	return res, nil
}

// A response gathers the lines of a response (section 2.6): the first
// starts with = or ?, and an empty line ends it. Lines before it that are
// not one are skipped: edax 4.6 writes "*** SEARCH STILL RUNNING ? (0)
// ***" on its output at times.
type response struct {
	lines   []string
	ok      bool   // a success response
	skipped string // the last line skipped, if any
}

// add takes the next line of the response, and reports whether it ended
// it.
func (r *response) add(line string) (bool, error) {
	line = clean(line) // section 3.1: what a controller does to a response
	if r.lines == nil {
		if strings.TrimSpace(line) == "" {
			return false, nil
		}
		if line[0] != '=' && line[0] != '?' {
			r.skipped = line
			return false, nil
		}
		r.ok = line[0] == '='
		line = strings.TrimLeft(line[1:], "0123456789") // the id, if any
		r.lines = append(r.lines, strings.TrimSpace(line))
		return false, nil
	}
	if strings.TrimSpace(line) == "" {
		return true, nil
	}
	r.lines = append(r.lines, line)
	return false, nil
}

// colorName returns the GTP colour of side i.
func colorName(i int) string {
	if i == 1 {
		return "white"
	}
	return "black"
}

// SetClock sets the clock of the next Choose, as the match runner does
// before each move under a game clock (match.Clocked): left is the time
// left on the player's clock, increment what each move adds. GTP has no
// increment, and a time_settings that says a game's time once: the next
// Choose sends "time_settings M 0 0" (sudden death, M the whole seconds
// left) once a game, after clear_board, and "time_left COLOR S 0" (S the
// whole seconds left, at least 1) before each genmove, so that the
// increments reach the engine through time_left. An engine that refuses
// them plays by its own limits. Choose then waits for the move until the
// end of its ctx (or left without a deadline) and Margin; GTP has no
// stop, so the end of the ctx's time does not call the genmove off, and
// a move within Margin after it is the choice.
func (c *Client[C, G]) SetClock(left, increment time.Duration) {
	c.clock = &gameClock{left: max(left, 0)}
}

// Choose sends the moves of g that the engine lacks, then genmove for the
// side to move, and returns the engine's move. It waits MoveTime and
// Margin for it (Wait without MoveTime; the clock and Margin after
// [Client.SetClock]), and never longer than the deadline of ctx and
// Margin. GTP has no stop, so the deadline of ctx does not call the
// genmove off: a move within Margin after it is the choice, and one
// within Margin more is returned with an error matching
// [protocol.ErrLate]. A ctx that is canceled ends the waiting at once,
// and leaves the Client out of step.
//
// Its errors match [protocol.ErrExited], [protocol.ErrTimeout],
// [protocol.ErrLate], [protocol.ErrProtocol], [board.ErrIllegalMove] and
// [ErrResigned]; a game that is over returns one matching
// [board.ErrGameOver] and sends nothing.
func (c *Client[C, G]) Choose(ctx context.Context, g G) (search.Choice, error) {
	if g.Over() {
		return search.Choice{}, c.link.Errorf("%w", board.ErrGameOver)
	}
	if err := c.link.Err(); err != nil {
		return search.Choice{}, err
	}
	start := time.Now()
	k := c.clock
	c.clock = nil
	end := start.Add(c.wait())
	switch {
	case k != nil:
		end = start.Add(k.left + c.margin())
	case c.MoveTime > 0:
		end = start.Add(c.MoveTime + c.margin())
	}
	if d, ok := ctx.Deadline(); ok {
		// GTP cannot stop a genmove: the deadline of ctx ends the wait
		// only Margin after it.
		var cancel context.CancelFunc
		ctx, cancel = untilCanceled(ctx)
		defer cancel()
		if d = d.Add(c.margin()); d.Before(end) {
			end = d
		}
	}
	moves, err := c.history(g)
	if err != nil {
		return search.Choice{}, err
	}
	if err := c.sync(ctx, g.Size(), moves); err != nil {
		return search.Choice{}, err
	}
	color := colorName(c.Spec.Side(g.Turn()))
	cmd := "genmove " + color
	var timing []string
	switch {
	case k != nil:
		secs := max(1, int64(k.left/time.Second))
		if !c.timed {
			timing = append(timing, fmt.Sprintf("time_settings %d 0 0", secs))
			c.timed = true
		}
		timing = append(timing, fmt.Sprintf("time_left %s %d 0", color, secs))
	case c.MoveTime > 0:
		timing = append(timing, fmt.Sprintf("time_left %s %d 1", color, c.moveSeconds()))
	}
	if err := c.optional(ctx, timing...); err != nil {
		return search.Choice{}, err
	}
	res, err := c.command(ctx, cmd, max(time.Until(end), time.Millisecond), c.margin())
	ch := search.Choice{Notation: func(p board.Point) string { return c.Spec.FormatMove(p, g.Size()) }}
	switch {
	case errors.Is(err, protocol.ErrLate):
		c.sent = nil // the engine played a move that g does not have
		return ch, err
	case err != nil:
		return ch, err
	}
	c.sent = nil // unknown until the move is read
	res = strings.TrimSpace(res)
	if strings.EqualFold(res, "resign") {
		return ch, c.link.Errorf("%s: %w", cmd, ErrResigned)
	}
	if strings.EqualFold(res, "pass") {
		return ch, c.link.Errorf("%w: %s: pass: %w", protocol.ErrProtocol, cmd, board.ErrIllegalMove)
	}
	p, err := c.Spec.ParseMove(res, g.Size())
	if err != nil {
		return ch, c.link.Fault(c.link.Errorf("%w: %s: %q: %w", protocol.ErrProtocol, cmd, protocol.Clip(res), err))
	}
	ch.Move, ch.PV, ch.Elapsed = p, []board.Point{p}, time.Since(start)
	if err := g.Clone().Play(p); err != nil {
		return ch, c.link.Errorf("%w: %s: %s: %w", protocol.ErrProtocol, cmd, res, err)
	}
	c.sent = append(moves, p)
	return ch, nil
}

// optional sends the commands cmds, which the engine may refuse: a
// failure response (an engine without them) is no error.
func (c *Client[C, G]) optional(ctx context.Context, cmds ...string) error {
	for _, cmd := range cmds {
		if _, err := c.Command(ctx, cmd); err != nil && !isFailure(err) {
			return err
		}
	}
	return nil
}

// moveSeconds returns MoveTime in whole seconds, at least 1.
func (c *Client[C, G]) moveSeconds() int64 { return max(1, int64(c.MoveTime/time.Second)) }

// untilCanceled returns a context that ends when ctx is canceled, but
// not at its deadline, and the function that releases it.
func untilCanceled(ctx context.Context) (context.Context, context.CancelFunc) {
	c, cancel := context.WithCancel(context.WithoutCancel(ctx))
	stop := context.AfterFunc(ctx, func() {
		if ctx.Err() == context.Canceled {
			cancel()
		}
	})
	return c, func() { stop(); cancel() }
}

// isFailure reports whether err is a failure response of the engine.
func isFailure(err error) bool {
	_, ok := errors.AsType[*CommandError](err)
	return ok
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
		for _, cmd := range []string{"boardsize " + strconv.Itoa(size), "clear_board"} {
			if _, err := c.Command(ctx, cmd); err != nil {
				return err
			}
		}
		c.size, c.timed = size, false
		if c.MoveTime > 0 {
			if err := c.optional(ctx, fmt.Sprintf("time_settings %d %d 1", c.moveSeconds(), c.moveSeconds())); err != nil {
				return err
			}
		}
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
	return c.link.Close("quit", c.margin())
}
