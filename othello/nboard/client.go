package nboard

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/ggf"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// DefaultDepth is the depth a [Client] with no Depth sends.
const DefaultDepth = 12

// A Client drives an external NBoard engine, such as edax -nboard or
// NTest, as a [search.Player] of [othello.Game]: each Choose sends the
// game and "go", and reads the move. Use [Dial] or [Start]; set the
// exported fields before the first Choose. A Client is not safe for
// concurrent use.
//
// After a fault that leaves the engine out of step (an exit, a timeout,
// garbage) every later call returns the same error: close the Client and
// start a new one. An illegal move leaves it usable.
type Client struct {
	// Depth is the depth sent with "set depth" before a search: the
	// engine's midgame depth in plies. 0 means DefaultDepth.
	Depth int
	// Margin is how long past the deadline of Choose's context (or
	// Timeout), or past the ping of a context canceled before it, the
	// engine may take to answer, and how long Close waits for it to
	// exit; 0 means [protocol.DefaultMargin]. When the context ends,
	// Choose sends a ping, which tells the engine to stop thinking and
	// answer.
	Margin time.Duration
	// Timeout, if positive, bounds a Choose or Hint whose context has no
	// deadline, as a deadline would. Zero waits as long as the context
	// allows.
	Timeout time.Duration

	link  protocol.Link
	name  string
	ping  int           // the number of the last ping sent
	depth int           // the depth last sent
	clock time.Duration // the clock of SetClock for the next search, or -1
	inc   time.Duration // the increment of SetClock
}

// Dial returns a client of the engine that reads from r what the engine
// writes, and writes its commands to w, after the greeting: "nboard 2"
// and a ping, whose pong must come within [protocol.DefaultStart] and
// before ctx ends. It keeps the name the engine gives itself with
// "set myname". Close closes w when it is an [io.Closer].
func Dial(ctx context.Context, r io.Reader, w io.Writer) (*Client, error) {
	return greet(ctx, protocol.NewConn(r, w))
}

// Start starts the engine command name with args and returns a client of
// it after the greeting, as [Dial] does. The engine's standard error is
// discarded; to give it a folder, an environment or a standard error of
// its own, start the command yourself and Dial its pipes. Close ends the
// process.
func Start(ctx context.Context, name string, args ...string) (*Client, error) {
	conn, err := protocol.Start(name, args, nil)
	if err != nil {
		return nil, fmt.Errorf("nboard: %w", err)
	}
	return greet(ctx, conn)
}

// greet sends the greeting on conn and waits for its pong. The end of
// ctx's deadline is a timeout too.
func greet(ctx context.Context, conn *protocol.Conn) (*Client, error) {
	c := &Client{link: protocol.Link{Conn: conn}, clock: -1}
	c.setName("engine")
	c.ping++
	err := c.link.Send(protocol.DefaultWait, "nboard 2")
	if err == nil {
		err = c.link.Exchange(ctx, c.pingLine(), protocol.DefaultStart, func(line string) (bool, error) {
			n, ok := pong(line)
			c.note(line)
			return ok && n == c.ping, nil
		})
	}
	if errors.Is(err, context.DeadlineExceeded) {
		err = fmt.Errorf("%w: %w", err, protocol.ErrTimeout)
	}
	if err != nil {
		conn.Close(0) // no quit to wait for: a started engine is killed
		return nil, err
	}
	return c, nil
}

// Name returns the name the engine gave itself with "set myname", or
// "engine".
func (c *Client) Name() string { return c.name }

// setName keeps the engine's name, which starts the client's errors.
func (c *Client) setName(name string) {
	c.name = name
	c.link.Proto = "nboard: " + name
}

func (c *Client) margin() time.Duration { return protocol.OrDefault(c.Margin, protocol.DefaultMargin) }

// pingLine returns the command of the last ping.
func (c *Client) pingLine() string { return "ping " + strconv.Itoa(c.ping) }

// pong returns the number of a "pong N" line.
func pong(s string) (int, bool) {
	f := strings.Fields(s)
	if len(f) != 2 || f[0] != "pong" {
		return 0, false
	}
	n, err := strconv.Atoi(f[1])
	return n, err == nil
}

// note keeps what a line says of the engine: its name.
func (c *Client) note(s string) {
	if rest, ok := strings.CutPrefix(s, "set myname "); ok && strings.TrimSpace(rest) != "" {
		c.setName(protocol.Clip(strings.TrimSpace(rest)))
	}
}

// reping is how often a stopped search is pinged again.
const reping = 100 * time.Millisecond

// known lists the first words of the lines an engine may send; the
// client skips the others.
var known = map[string]bool{
	"pong": true, "status": true, "set": true, "nodestats": true, "search": true,
	"book": true, "===": true, "learned": true, "learn": true, "analysis": true, "warning": true,
}

// talk sends the game g ("set depth" when it changed, "set game", a ping)
// and cmd, then reads the engine's lines. Lines before the pong of that
// ping answer earlier commands and are left; each later one that is not
// blank goes to done, until done reports true or an error. When ctx ends
// talk sends a ping, which stops the engine's search, and waits Margin
// more (the pong of that ping goes to done too); no answer by deadline
// and Margin, if bounded, is a timeout.
func (c *Client) talk(ctx context.Context, g *othello.Game, cmd string, deadline time.Time, bounded bool, done func(word, rest, line string) (bool, error)) error {
	sync, err := c.send(g, cmd, deadline, bounded)
	if err != nil {
		return err
	}
	margin := c.margin()
	var end time.Time
	if bounded {
		end = deadline.Add(margin)
	}
	synced, stopped := false, false
	var again time.Time // after a stop, when to ping again
	for {
		wait := end
		if stopped && again.Before(end) {
			wait = again
		}
		line, err := c.link.Conn.Recv(ctx, wait)
		switch {
		case err == nil:
		case err == ctx.Err() && !stopped, errors.Is(err, protocol.ErrTimeout) && stopped && time.Now().Before(end):
			// The move comes before the pong of this ping. edax loses
			// a ping that comes before its search has started, and
			// then searches on to its depth: ping again until it stops.
			c.ping++
			if err := c.link.Send(margin, c.pingLine()); err != nil {
				return err
			}
			again = time.Now().Add(reping)
			if !stopped && (!bounded || time.Now().Before(deadline)) {
				end = time.Now().Add(margin)
			}
			stopped = true
			ctx = context.WithoutCancel(ctx)
			continue
		case errors.Is(err, protocol.ErrTimeout):
			return c.link.Fault(c.link.Errorf("%s: %w: no answer in the %v after the deadline or the ping that stops it", cmd, protocol.ErrTimeout, margin))
		default:
			return c.link.Fault(c.link.Errorf("%s: %w", cmd, err))
		}
		if !synced {
			n, ok := pong(line)
			synced = ok && n >= sync
			if !synced || n == sync {
				c.note(line)
				continue
			}
		}
		word, rest, _ := strings.Cut(line, " ")
		switch {
		case strings.TrimSpace(line) == "" || !known[word]:
			// Not NBoard: NTest writes its banner, its search summaries
			// ("  6 (58 empty)\tE6/-0.60 ...") and ">> Abort round!!!" on
			// the same output, which the NBoard GUI shows and goes on.
			continue
		case word == "set":
			c.note(line)
		}
		if ok, err := done(word, rest, line); ok || err != nil {
			return err
		}
	}
}

// send sends the game g ("set depth" when it changed, "set game" with the
// clock, a ping) and cmd, and returns the number of that ping.
func (c *Client) send(g *othello.Game, cmd string, deadline time.Time, bounded bool) (int, error) {
	if err := c.link.Err(); err != nil {
		return 0, err
	}
	gg := gameOf(g)
	left, inc := c.clock, c.inc
	c.clock, c.inc = -1, 0
	if left < 0 && bounded {
		left = max(time.Until(deadline), 0)
	}
	if left >= 0 {
		gg.Time = clockText(left)
		if inc >= time.Second {
			gg.Time += "/" + clockText(inc)
		}
	}
	text, err := ggf.Format(gg)
	if err != nil {
		return 0, fmt.Errorf("nboard: %w", err)
	}
	var lines []string
	depth := c.Depth
	if depth <= 0 {
		depth = DefaultDepth
	}
	if depth != c.depth {
		lines = append(lines, "set depth "+strconv.Itoa(depth))
	}
	c.ping++
	lines = append(lines, "set game "+text, c.pingLine(), cmd)
	if err := c.link.Send(c.margin(), lines...); err != nil {
		return 0, err
	}
	c.depth = depth
	return c.ping, nil
}

// SetClock gives the client the game clock of its next search, the
// match runner's Clocked: the engine gets the time left and the
// increment in the TI of the game it is sent, in GGS's form
// ("04:59/00:02", whole seconds, an increment under a second left out),
// and shares it out itself; the context of Choose then ends when the
// clock runs out.
func (c *Client) SetClock(left, increment time.Duration) {
	c.clock, c.inc = max(left, 0), max(increment, 0)
}

// clockText returns d in GGF's form of a clock, minutes:seconds, the
// seconds rounded down.
func clockText(d time.Duration) string {
	return fmt.Sprintf("%d:%02d", int(d.Minutes()), int(d.Seconds())%60)
}

// Choose sends the game g to the engine ("set depth" when it changed,
// "set game" with g in GGF, whose TI is the clock of [Client.SetClock] or
// the time left to the deadline of ctx when it has one, then "ping" and "go") and returns the move it
// answers with "===", with its evaluation as Score in hundredths of a disc
// for the side to move, and from its "search" and "nodestats" lines the
// depth (Exact for "100%"), principal variation and nodes.
//
// When ctx ends (or Timeout passes) Choose sends a ping to stop the
// search, and waits for the move until the deadline plus Margin, or
// Margin from then if that is later. Its errors name the engine and
// match [protocol.ErrTimeout], [protocol.ErrExited] (with the exit status
// of a process) or [protocol.ErrProtocol] (an unreadable move, the line
// quoted); lines that are not NBoard are skipped. A move that g does not allow matches ErrProtocol and
// [board.ErrIllegalMove] with the reason, and leaves the Client usable.
// A finished g returns an error matching [board.ErrGameOver].
func (c *Client) Choose(ctx context.Context, g *othello.Game) (search.Choice, error) {
	start := time.Now()
	if g.Over() {
		return search.Choice{}, fmt.Errorf("nboard: %w", board.ErrGameOver)
	}
	ctx, cancel, deadline, bounded := c.bound(ctx)
	defer cancel()
	ch := search.Choice{Notation: othello.FormatMove}
	var hint search.Choice
	hasHint := false
	var illegal error
	err := c.talk(ctx, g, "go", deadline, bounded, func(word, rest, line string) (bool, error) {
		switch word {
		case "nodestats":
			if f := strings.Fields(rest); len(f) > 0 {
				if n, err := strconv.ParseInt(f[0], 10, 64); err == nil {
					ch.Nodes = n
				}
			}
		case "search", "book":
			if h, ok := parseSearch(rest); ok {
				hint, hasHint = h, true
			}
		case "===":
			m, err := parseReply(rest)
			if err != nil {
				return false, c.link.Fault(c.link.Errorf("go: %w: %q: %w", protocol.ErrProtocol, protocol.Clip(line), err))
			}
			if m.Pass {
				illegal = fmt.Errorf("a pass when %v has a move: %w", g.Turn(), board.ErrIllegalMove)
			} else if err := g.Clone().Play(m.Point); err != nil {
				illegal = err
			}
			if illegal != nil {
				illegal = c.link.Errorf("go: %w: %q: %w", protocol.ErrProtocol, protocol.Clip(line), illegal)
				return true, nil
			}
			ch.Move = m.Point
			if m.HasEval {
				ch.Score = int(math.Round(m.Eval * 100))
			}
			if hasHint && hint.Move == m.Point {
				ch.Depth, ch.Exact, ch.PV = hint.Depth, hint.Exact, hint.PV
				if !m.HasEval {
					ch.Score = hint.Score
				}
				if ch.Exact || ch.Depth > empties(g) {
					ch.Depth = empties(g) // a solve: "100%", or "100%W" for win-loss-draw
				}
			}
			return true, nil
		}
		return false, nil
	})
	if err == nil {
		err = illegal
	}
	if err != nil {
		return search.Choice{}, err
	}
	ch.Elapsed = time.Since(start)
	return ch, nil
}

// bound returns ctx with the deadline of Timeout when it has none, its
// cancel, and its deadline if any.
func (c *Client) bound(ctx context.Context) (context.Context, context.CancelFunc, time.Time, bool) {
	cancel := context.CancelFunc(func() {})
	if _, ok := ctx.Deadline(); !ok && c.Timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, c.Timeout)
	}
	deadline, ok := ctx.Deadline()
	return ctx, cancel, deadline, ok
}

// empties returns the number of empty squares of g: the depth of an exact
// search.
func empties(g *othello.Game) int {
	return g.Size()*g.Size() - g.Count(othello.Black) - g.Count(othello.White)
}

// gameOf returns g as a GGF game: its start and its moves, with a pass
// written wherever a side had to pass (edax reads a game without them as
// if the other side had moved), the last one included.
func gameOf(g *othello.Game) *ggf.Game {
	gg := ggf.FromGame(g)
	gg.Place = "board"
	return gg
}

// parseReply reads the move of "=== f5/eval/time", or of edax's
// "=== f5 eval time".
func parseReply(s string) (ggf.Move, error) {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 3 {
		return ggf.Move{}, fmt.Errorf("want a move like f5/1.50/0.20: %w", board.ErrSyntax)
	}
	return parseMove(strings.Join(f, "/"))
}

// parseSearch reads "search pv eval 0 depth text" (or a book line): the
// first move of the PV, the evaluation and the depth.
func parseSearch(s string) (search.Choice, bool) {
	f := strings.Fields(s)
	if len(f) < 4 {
		return search.Choice{}, false
	}
	var c search.Choice
	pvText := strings.ReplaceAll(f[0], "-", "")
	for len(pvText) >= 2 {
		n := 2
		if len(pvText) >= 3 && pvText[2] >= '0' && pvText[2] <= '9' {
			n = 3
		}
		pt, err := othello.ParseMove(pvText[:n])
		if err != nil {
			break
		}
		c.PV = append(c.PV, pt)
		pvText = pvText[n:]
	}
	if len(c.PV) == 0 {
		return search.Choice{}, false
	}
	c.Move = c.PV[0]
	ev, _, _ := strings.Cut(f[1], ",")
	if v, err := strconv.ParseFloat(ev, 64); err == nil && !math.IsNaN(v) && !math.IsInf(v, 0) {
		c.Score = int(math.Round(v * 100))
	}
	d := f[3]
	if strings.HasPrefix(d, "100%") {
		c.Exact = d == "100%"
	}
	i := 0
	for i < len(d) && d[i] >= '0' && d[i] <= '9' {
		i++
	}
	c.Depth, _ = strconv.Atoi(d[:i])
	return c, true
}

// Close sends "quit" (unless the engine is out of step) and closes the
// connection, ending a started engine's process if it has not exited
// within Margin. Every later call returns an error matching
// [protocol.ErrExited]. It returns the error of closing the engine's
// input.
func (c *Client) Close() error {
	return c.link.Close("quit", c.margin())
}

// Hint asks the engine for the evaluations of its n best moves in g, as
// NBoard's analysis mode does with "hint n", and returns at most n of
// them, best first, one Choice a move, each
// from the deepest "search" or "book" line the engine sent for it (an
// engine that deepens sends several; the last of equal depth). An engine analyses until told to stop, so Hint
// lets it think until ctx ends, which must have a deadline (or the Client
// a Timeout), then sends a ping and returns what came before the pong,
// within Margin. Its faults are those of Choose, a hint of an illegal
// move among them; lines it cannot read as hints are left.
func (c *Client) Hint(ctx context.Context, g *othello.Game, n int) ([]search.Choice, error) {
	if g.Over() {
		return nil, fmt.Errorf("nboard: %w", board.ErrGameOver)
	}
	if err := c.link.Err(); err != nil {
		return nil, err
	}
	ctx, cancel, deadline, bounded := c.bound(ctx)
	defer cancel()
	if !bounded {
		return nil, errors.New("nboard: Hint needs a context with a deadline, or a Timeout")
	}
	var hints []search.Choice
	cmd := "hint " + strconv.Itoa(max(n, 1))
	err := c.talk(ctx, g, cmd, deadline, bounded, func(word, rest, line string) (bool, error) {
		if word == "pong" {
			n, _ := pong(line)
			return n == c.ping, nil // the pong of the ping that stopped the engine
		}
		if word != "search" && word != "book" {
			return false, nil
		}
		h, ok := parseSearch(rest)
		if !ok {
			return false, nil
		}
		if err := g.Clone().Play(h.Move); err != nil {
			return false, c.link.Fault(c.link.Errorf("%s: %w: %q: %w", cmd, protocol.ErrProtocol, protocol.Clip(line), err))
		}
		h.Notation = othello.FormatMove
		if h.Exact || h.Depth > empties(g) {
			h.Depth = empties(g)
		}
		if i := slices.IndexFunc(hints, func(c search.Choice) bool { return c.Move == h.Move }); i >= 0 {
			// A search the ping cut short may send a shallower line.
			if h.Exact || !hints[i].Exact && h.Depth >= hints[i].Depth {
				hints[i] = h
			}
		} else {
			hints = append(hints, h)
		}
		return false, nil
	})
	if err != nil {
		return nil, err
	}
	// edax sends lines of more moves than asked for.
	slices.SortStableFunc(hints, func(a, b search.Choice) int { return cmp.Compare(b.Score, a.Score) })
	return hints[:min(len(hints), max(n, 1))], nil
}
