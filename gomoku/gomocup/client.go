package gomocup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// DefaultTurn is the time a move gets when neither the Client's
// TurnTime, its game clock nor the deadline of the context of Choose
// bounds it.
const DefaultTurn = 5 * time.Second

// A Client drives an external Gomocup brain as a [search.Player] of
// *gomoku.Game: the manager's side of the protocol that [Brain] serves.
// Each Choose sends START when the board is new (empty, or of another
// size or rule), the INFO lines of the rule and the times, and then BEGIN
// on an empty board, TURN with the opponent's reply when the game goes on
// from the brain's last move (as the Gomocup manager does: some brains,
// PentaZen among them, read a second BOARD as stones to add), or the whole
// position in a BOARD block, and reads the brain's move. Use [Dial] or [Start]; set the exported fields before the
// first Choose. A Client is not safe for concurrent use.
//
// After a fault that leaves the brain out of step (an exit, a timeout,
// garbage) every later call returns the same error: close the Client and
// start a new one. A refused START leaves it usable; an illegal or a late
// move make the next Choose start a new game (START).
type Client struct {
	// TurnTime is the time of each move, sent as INFO timeout_turn. The
	// zero TurnTime takes the share of the game clock (see
	// [Client.SetClock]), else the time left in the context of Choose,
	// else DefaultTurn; a deadline sooner than the time of the move
	// shortens it.
	TurnTime time.Duration
	// MatchTime, if not zero, is the time of the brain's whole game,
	// sent as INFO timeout_match, with INFO time_left, what the Client
	// has counted of the brain's moves since START, before each move. A
	// move gets no more than the time left. A game clock set with
	// SetClock takes the place of the count.
	MatchTime time.Duration
	// Margin is how long the Client waits beyond the time of a move for
	// the brain's answer, and then again after YXSTOP; 0 means
	// [protocol.DefaultMargin].
	Margin time.Duration
	// Wait is how long the Client waits for the answer to START, RESTART
	// and ABOUT; 0 means [protocol.DefaultWait], and [protocol.DefaultStart]
	// for the brain's first answer, while it starts up.
	Wait time.Duration
	// Settle is how long after the brain's move the Client waits before
	// its next command; 0 means DefaultSettle, and a negative Settle does
	// not wait (for a brain known to read every command, like [Brain]).
	Settle time.Duration
	// Messages are the MESSAGE lines of the brain's last answer, without
	// the word MESSAGE.
	Messages []string

	link protocol.Link
	size int           // the size of the last START, 0 before it
	rule gomoku.Rule   // the rule of the last INFO rule
	used time.Duration // the brain's time since START
	turn int64         // the last timeout_turn sent, -1 for none
	// left and inc are the game clock of SetClock, if clocked: the time
	// left, counted down by the brain's moves, and the increment.
	left, inc time.Duration
	clocked   bool
	// last is the position after the brain's last move, nil after START:
	// a position that does not hold its stones is a new game.
	last *board.Board[gomoku.Stone]
	// moved is when the brain's last move came.
	moved time.Time
	// fresh reports a START with no move since: the next game on an
	// empty board of its size and rule needs no other.
	fresh bool
	// answered reports whether the brain has answered a command: its
	// first answer may wait for it to start up.
	answered bool
}

// DefaultSettle is how long after a brain's move a Client waits before
// it sends the brain anything more: Rapfi 0.43 drops the commands that
// come while it finishes the search that wrote its move (a BOARD sent
// 2-3 ms after lost its first line in 6 games of 20; none, 30 ms after).
const DefaultSettle = 30 * time.Millisecond

// Dial returns a client of the brain that reads from r what the brain
// writes, and writes its commands to w. Nothing is sent before the first
// call. Close closes w if it is an [io.Closer].
func Dial(r io.Reader, w io.Writer) *Client {
	return newClient(protocol.NewConn(r, w))
}

// Start starts the brain command name with args and returns a client of
// it, as [Dial] does; the brain's standard error is discarded. Close ends
// the process.
func Start(name string, args ...string) (*Client, error) {
	conn, err := protocol.Start(name, args, nil)
	if err != nil {
		return nil, err
	}
	return newClient(conn), nil
}

func newClient(conn *protocol.Conn) *Client {
	return &Client{link: protocol.Link{Conn: conn, Proto: "gomocup"}, turn: -1}
}

// SetClock sets the brain's game clock: left on it, and increment added
// after each move. The match runner calls it before each move of a game
// under a game clock (the Client is a match.Clocked player); the Client
// counts the clock down by the brain's moves until the next SetClock.
// Each later Choose sends INFO time_left, and INFO timeout_turn the share
// of the clock that [protocol.TimeShare] gives (or TurnTime if that is
// less), and waits for the move until the clock runs out (or TurnTime, if
// less than the share) and Margin: a brain that overruns its share loses
// nothing but time. Each START sends
// INFO timeout_match, MatchTime or else the time left at the game's
// start. The protocol has no increment: the brain sees it in time_left.
func (c *Client) SetClock(left, increment time.Duration) {
	c.left, c.inc, c.clocked = left, increment, true
}

func (c *Client) margin() time.Duration { return protocol.OrDefault(c.Margin, protocol.DefaultMargin) }
func (c *Client) wait() time.Duration   { return protocol.OrDefault(c.Wait, protocol.DefaultWait) }

// note reports whether line is a MESSAGE, DEBUG, UNKNOWN or SUGGEST line,
// which is not an answer, or empty; a MESSAGE goes to Messages.
func (c *Client) note(line string) bool {
	word, rest, _ := strings.Cut(line, " ")
	switch strings.ToUpper(word) {
	case "MESSAGE":
		c.Messages = append(c.Messages, rest)
		return true
	case "", "DEBUG", "UNKNOWN", "SUGGEST":
		return true
	}
	return false
}

// recv returns the next line of the brain that is not a note, within
// deadline. A timeout or the end of ctx returns an error (matching
// [protocol.ErrTimeout], or ctx's) and records no fault.
func (c *Client) recv(ctx context.Context, cmd string, deadline time.Time) (string, error) {
	for {
		line, err := c.link.Conn.Recv(ctx, deadline)
		if errors.Is(err, protocol.ErrTimeout) || err != nil && ctx.Err() != nil {
			return "", err
		}
		if err != nil {
			return "", c.link.Fault(c.link.Errorf("%s: %w", protocol.Clip(cmd), err))
		}
		if line = strings.TrimSpace(line); !c.note(line) {
			return line, nil
		}
	}
}

// ask sends cmd and waits Wait for an answer that is not a note. The
// end of ctx is a fault too: the answer may still come, out of step.
func (c *Client) ask(ctx context.Context, cmd string) (string, error) {
	var answer string
	wait := c.wait()
	if !c.answered && c.Wait <= 0 {
		wait = protocol.DefaultStart // the brain starts up first
	}
	err := c.link.Exchange(ctx, cmd, wait, func(line string) (bool, error) {
		answer = strings.TrimSpace(line)
		return !c.note(answer), nil
	})
	if err != nil {
		if ctx.Err() != nil {
			c.link.Fault(c.link.Errorf("%s: called off before the answer (%v), which may yet come: %w", cmd, ctx.Err(), protocol.ErrTimeout))
		}
		return "", err
	}
	c.answered = true
	return answer, nil
}

// expectOK sends cmd and waits for OK; ERROR is an error matching
// [protocol.ErrProtocol] that leaves the client usable, anything else one
// that breaks it.
func (c *Client) expectOK(ctx context.Context, cmd string) error {
	line, err := c.ask(ctx, cmd)
	if err != nil {
		return err
	}
	switch w, rest, _ := strings.Cut(line, " "); strings.ToUpper(w) {
	case "OK":
		return nil
	case "ERROR":
		return c.link.Errorf("%s: %w: ERROR %s", cmd, protocol.ErrProtocol, protocol.Clip(rest))
	}
	return c.link.Fault(c.link.Errorf("%s: %w: %q, want OK", cmd, protocol.ErrProtocol, protocol.Clip(line)))
}

// NewGame sends START size and the INFO lines of rule r and of the
// times, and waits for OK within Wait. Choose calls it itself when a
// game needs it; called before a game, as a match runner does off the
// clock, it spares the first move the brain's START (which can take
// PentaZen most of a second), since a game on an empty board right after
// START (or RESTART) needs no other.
func (c *Client) NewGame(ctx context.Context, size int, r gomoku.Rule) error {
	n, err := RuleNumber(r)
	if err != nil {
		return err
	}
	c.size, c.used, c.turn, c.last, c.fresh = 0, 0, -1, nil, false
	if err := c.expectOK(ctx, "START "+strconv.Itoa(size)); err != nil {
		return err
	}
	c.fresh = true
	c.size, c.rule = size, r
	info := []string{"INFO rule " + strconv.Itoa(n)}
	match := c.MatchTime
	if match <= 0 && c.clocked {
		match = c.left
	}
	if match > 0 {
		info = append(info, "INFO timeout_match "+ms(match))
	}
	return c.link.Send(c.wait(), info...)
}

// ms returns d in whole milliseconds, as INFO takes times.
func ms(d time.Duration) string { return strconv.FormatInt(d.Milliseconds(), 10) }

// Restart sends RESTART, a new game on the board of the last START, and
// waits for OK within Wait.
func (c *Client) Restart(ctx context.Context) error {
	if err := c.expectOK(ctx, "RESTART"); err != nil {
		return err
	}
	c.used, c.last, c.fresh = 0, nil, true
	return nil
}

// About sends ABOUT and returns the brain's answer, its keyword="value"
// pairs read into an About (keywords other than name, version, author
// and country are dropped), with the line as the brain sent it.
func (c *Client) About(ctx context.Context) (About, string, error) {
	line, err := c.ask(ctx, "ABOUT")
	if err != nil {
		return About{}, "", err
	}
	return parseAbout(line), line, nil
}

// RuleNumber returns the number of INFO rule for r: 0 for
// [gomoku.Freestyle], 1 for [gomoku.Standard], 4 for [gomoku.Renju]. The
// protocol numbers no other rule that package gomoku plays: the error
// for one matches [errors.ErrUnsupported].
func RuleNumber(r gomoku.Rule) (int, error) {
	switch r {
	case gomoku.Freestyle:
		return 0, nil
	case gomoku.Standard:
		return 1, nil
	case gomoku.Renju:
		return 4, nil
	}
	return 0, fmt.Errorf("gomocup: rule %v: %w: the protocol has no number for it", r, errors.ErrUnsupported)
}

// Choose asks the brain for its move in g, and returns it. It sends
// START first when g is a new game: its board is empty, of another size
// or rule than the last START, or without a stone of the position after
// the brain's last move (a game from an opening position). Then it
// sends INFO timeout_turn and INFO time_left when they apply, and BEGIN
// on an empty board, TURN x,y when g is the position after the brain's
// last move and one reply, or BOARD, the stones in the order they were
// played (field 1 for the side to move, 2 for the other), and DONE. It
// sends nothing within 30 ms of the brain's last move: Rapfi 0.43 drops
// the commands that come while it finishes the search that wrote it. It waits
// for the move for the time of the move (on a game clock, the time left
// on it) and Margin; then it sends YXSTOP (the stop of Yixin's
// extensions, which c-gomoku-cli sends too) and waits Margin again. The end of ctx also
// sends YXSTOP, and a move that answers it within Margin is the choice.
//
// Its errors match [protocol.ErrExited], [protocol.ErrTimeout],
// [protocol.ErrLate] (a move after its time and Margin, which is
// returned with the error), [protocol.ErrProtocol] (an ERROR answer,
// which leaves the Client out of step, a move that is not a point of the
// board; lines that are not moves are skipped, and a timeout after them
// matches ErrProtocol too) and, with
// ErrProtocol, [board.ErrIllegalMove] for an occupied or forbidden
// point; a game that is over returns one matching [board.ErrGameOver]
// and sends nothing.
func (c *Client) Choose(ctx context.Context, g *gomoku.Game) (search.Choice, error) {
	if g.Over() {
		return search.Choice{}, c.link.Errorf("%w", board.ErrGameOver)
	}
	if err := c.link.Err(); err != nil {
		return search.Choice{}, err
	}
	empty := g.Board().Count(gomoku.Empty) == g.Size()*g.Size()
	if err := c.prepare(ctx, g, empty); err != nil {
		return search.Choice{}, err
	}
	cmds, cmd, bound := c.commands(ctx, g, empty)
	start := time.Now()
	c.fresh = false
	if err := c.link.Send(c.wait(), cmds...); err != nil {
		return search.Choice{}, err
	}
	defer func() {
		d := time.Since(start)
		c.used += d
		if c.clocked {
			c.left += c.inc - d
		}
	}()
	return c.await(ctx, g, cmd, start, bound)
}

// prepare readies the brain for a move in g, whose board is empty if
// empty: START when g is a new game for it (see Choose), and the settle
// time after its last move.
func (c *Client) prepare(ctx context.Context, g *gomoku.Game, empty bool) error {
	if empty && !c.fresh || g.Size() != c.size || g.Rule() != c.rule || !c.continues(g) {
		if err := c.NewGame(ctx, g.Size(), g.Rule()); err != nil {
			return err
		}
	}
	c.Messages = c.Messages[:0]
	// Rapfi drops what comes just after its move (see DefaultSettle).
	if d := protocol.OrDefault(c.Settle, DefaultSettle) - time.Since(c.moved); c.Settle >= 0 && d > 0 {
		t := time.NewTimer(d)
		select {
		case <-t.C:
		case <-ctx.Done():
		}
		t.Stop()
	}
	return nil
}

// commands returns the lines that ask the brain for its move in g, whose
// board is empty if empty: the INFO lines of the clock, then BEGIN, TURN
// or a BOARD block; the command among them that asks for the move; and
// the time the Client waits for it before Margin.
func (c *Client) commands(ctx context.Context, g *gomoku.Game, empty bool) (cmds []string, cmd string, bound time.Duration) {
	turn, bound, left, timed := c.times(ctx)
	if n := turn.Milliseconds(); n != c.turn {
		cmds = append(cmds, "INFO timeout_turn "+ms(turn))
		c.turn = n
	}
	if timed {
		cmds = append(cmds, "INFO time_left "+ms(left))
	}
	switch p, ok := c.reply(g); {
	case ok:
		cmd = "TURN " + gomoku.FormatGomocup(p)
		cmds = append(cmds, cmd)
	case empty:
		cmd = "BEGIN"
		cmds = append(cmds, cmd)
	default:
		cmd = "BOARD"
		cmds = append(append(cmds, cmd), blockLines(g)...)
		cmds = append(cmds, "DONE")
	}
	return cmds, cmd, bound
}

// await reads the brain's answer to cmd, sent at start, until a move:
// past bound and Margin, or at the end of ctx, it sends YXSTOP and waits
// Margin more. Lines that are not moves are skipped.
func (c *Client) await(ctx context.Context, g *gomoku.Game, cmd string, start time.Time, bound time.Duration) (search.Choice, error) {
	deadline := start.Add(bound + c.margin())
	stopped, late := false, false
	skipped := "" // the last line that is not a move
	for {
		line, err := c.recv(ctx, cmd, deadline)
		switch {
		case err == nil:
		case !stopped && (errors.Is(err, protocol.ErrTimeout) || ctx.Err() != nil):
			stopped, late = true, ctx.Err() == nil
			if err := c.link.Send(c.wait(), "YXSTOP"); err != nil {
				return search.Choice{}, err
			}
			deadline = time.Now().Add(c.margin())
			ctx = context.WithoutCancel(ctx)
			continue
		case errors.Is(err, protocol.ErrTimeout) && skipped != "":
			return search.Choice{}, c.link.Fault(c.link.Errorf("%s: no move %v after its time of %v, after %q: %w: %w", cmd, 2*c.margin(), bound, protocol.Clip(skipped), protocol.ErrTimeout, protocol.ErrProtocol))
		case errors.Is(err, protocol.ErrTimeout):
			return search.Choice{}, c.link.Fault(c.link.Errorf("%s: no move %v after its time of %v: %w", cmd, 2*c.margin(), bound, protocol.ErrTimeout))
		default:
			return search.Choice{}, c.link.Fault(err)
		}
		if w, rest, _ := strings.Cut(line, " "); strings.EqualFold(w, "ERROR") {
			// A brain that refused a line of a block may refuse the next
			// ones too, each with an ERROR of its own: out of step.
			return search.Choice{}, c.link.Fault(c.link.Errorf("%s: %w: ERROR %s", cmd, protocol.ErrProtocol, protocol.Clip(rest)))
		}
		p, err := gomoku.ParseGomocup(line, g.Size())
		if err != nil {
			if onePoint(line) {
				// Two numbers off the board: a move, if an illegal one.
				return search.Choice{}, c.link.Errorf("%w: move %s off the %dx%d board: %w", protocol.ErrProtocol, line, g.Size(), g.Size(), board.ErrIllegalMove)
			}
			// Not a move: skipped. PentaZen 0.4.17
			// writes its depth as a byte in its MESSAGE lines, which a
			// depth of 10 or 13 breaks in two.
			skipped = line
			continue
		}
		return c.accept(g, p, line, time.Since(start), bound, late)
	}
}

// accept returns the choice of the brain's move p in g, written line, that
// came elapsed after the command, late if after its time bound and
// Margin (returned with an error matching protocol.ErrLate), or an
// error if g does not allow it.
func (c *Client) accept(g *gomoku.Game, p board.Point, line string, elapsed, bound time.Duration, late bool) (search.Choice, error) {
	size := g.Size()
	ch := search.Choice{Move: p, PV: []board.Point{p}, Elapsed: elapsed, Notation: func(p board.Point) string { return gomoku.FormatMove(p, size) }}
	c.moved = time.Now()
	c.size = 0 // a game the brain and g do not agree on: START again
	if late {
		return ch, c.link.Errorf("move %s after %v, past %v and its margin: %w", line, elapsed.Round(time.Millisecond), bound, protocol.ErrLate)
	}
	next := g.Clone()
	if err := next.Play(p); err != nil {
		return ch, c.link.Errorf("%w: move %s: %w", protocol.ErrProtocol, line, err)
	}
	c.size, c.last = size, next.Board()
	return ch, nil
}

// times returns the time of the next move, sent as timeout_turn; the
// time the Client waits for it before Margin; and the time left on the
// brain's clock if timed: the game clock of SetClock, else MatchTime less
// the time the brain used. The time left, not its share, bounds a move
// on a game clock, unless TurnTime or the deadline of ctx is sooner.
func (c *Client) times(ctx context.Context) (turn, bound, left time.Duration, timed bool) {
	switch {
	case c.clocked:
		left, timed = max(c.left, 0), true
	case c.MatchTime > 0:
		left, timed = max(c.MatchTime-c.used, 0), true
	}
	turn = c.TurnTime
	shared := false
	if share := protocol.TimeShare(left, c.inc); c.clocked && (turn == 0 || share < turn) {
		turn, shared = share, true
	}
	if d, ok := ctx.Deadline(); ok && (turn == 0 || time.Until(d) < turn) {
		turn, shared = max(time.Until(d), time.Millisecond), false
	}
	if turn == 0 {
		turn = DefaultTurn
	}
	bound = turn
	if shared {
		bound = left
	}
	if timed {
		bound = min(bound, max(left, time.Millisecond))
	}
	return turn, bound, left, timed
}

// reply returns the move of g after the brain's last move, when g is the
// position after that move and one more stone, the opponent's reply:
// then Choose sends TURN, as the Gomocup manager does, and the brain
// plays on from its own board.
func (c *Client) reply(g *gomoku.Game) (board.Point, bool) {
	if c.last == nil || g.Board().Count(gomoku.Empty) != c.last.Count(gomoku.Empty)-1 {
		return board.Point{}, false
	}
	var last board.Point
	n := 0
	for p := range g.History() {
		last, n = p, n+1
	}
	if n == 0 || c.last.At(last) != gomoku.Empty || g.At(last) == g.Turn() {
		return board.Point{}, false
	}
	return last, true
}

// continues reports whether g holds every stone of the position after
// the brain's last move, so that g is a later position of the same game.
func (c *Client) continues(g *gomoku.Game) bool {
	if c.last == nil {
		return true
	}
	for p, s := range c.last.All() {
		if s != gomoku.Empty && g.At(p) != s {
			return false
		}
	}
	return true
}

// onePoint reports whether s is two decimal numbers separated by a
// comma, like "15,3".
func onePoint(s string) bool {
	x, y, ok := strings.Cut(s, ",")
	_, errx := strconv.ParseUint(strings.TrimSpace(x), 10, 16)
	_, erry := strconv.ParseUint(strings.TrimSpace(y), 10, 16)
	return ok && errx == nil && erry == nil
}

// blockLines returns the lines x,y,field of g's stones for BOARD: the
// moves of g's history in order, then the stones it does not hold (a
// game made from a position) in row order; field 1 for the stones of
// the side to move, 2 for the other's.
func blockLines(g *gomoku.Game) []string {
	var lines []string
	seen := make(map[board.Point]bool)
	add := func(p board.Point) {
		s := g.At(p)
		if s == gomoku.Empty || seen[p] {
			return
		}
		seen[p] = true
		f := "2"
		if s == g.Turn() {
			f = "1"
		}
		lines = append(lines, gomoku.FormatGomocup(p)+","+f)
	}
	for p := range g.History() {
		add(p)
	}
	for p, s := range g.Board().All() {
		if s != gomoku.Empty {
			add(p)
		}
	}
	return lines
}

// Close sends END and closes the connection, ending the brain's process
// if it has not exited within Margin. END is not sent to a brain out of
// step.
func (c *Client) Close() error {
	return c.link.Close("END", c.margin())
}
