// Package nboard speaks the NBoard protocol, the text protocol between the
// NBoard Othello GUI and its engines (NTest, edax -nboard), in both
// directions: a [Server] serves any [search.Player] of [othello.Game] to a
// GUI, and a [Client] drives an external NBoard engine as such a player.
//
//	s := &nboard.Server{Player: &engine.Engine{Level: 2}}
//	err := s.Serve(ctx, os.Stdin, os.Stdout) // nil at quit or end of input
//
//	c, err := nboard.Start(ctx, "edax", "-nboard")
//	ch, err := c.Choose(ctx, g) // ch.Move, ch.Score (hundredths of a disc), ch.Depth
//
// # The protocol
//
// The GUI writes one command a line: "nboard 2" first, then "set game"
// with the game in GGF (read by package [ggf]), "set depth N",
// "set contempt N", "move f5/eval/time", "hint N", "go", "ping N",
// "learn", "analyze" and "quit". The engine answers "pong N" to a ping
// (after stopping any search), "=== f5/eval/time" to go, "search" lines
// to hint, "learned" to learn, "analysis N eval" lines to analyze, and
// sends "status", "set myname" and "nodestats" lines as it likes.
// Evaluations are in discs for the side to move, times in seconds.
// The document of the protocol is Protocol.htm in NTest's sources
// (github.com/weltyc/ntest, instructions/).
//
// # Errors
//
// The server answers a command it cannot follow with a line "warning"
// and the reason, as NTest does, and goes on. The client is written on
// [protocol.Link], as the clients of the other protocols are: its errors
// name the engine and match [protocol.ErrTimeout], [protocol.ErrExited]
// or [protocol.ErrProtocol] (with [board.ErrIllegalMove] for an illegal
// move), and [Client.Choose] and [Client.Hint] never wait past their
// context's deadline plus [Client.Margin].
package nboard

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
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

// DefaultName is the name a [Server] with no Name gives itself in its
// "set myname" line, followed by the module's version,
// [protocol.Version], like "board devel".
const DefaultName = "board"

// A Server serves a player to an NBoard GUI: [Server.Serve] reads the
// GUI's commands and writes the engine's replies. The zero Server has no
// player and answers go and hint with a warning; set Player.
//
// A Server is not safe for concurrent use: serve one GUI at a time.
type Server struct {
	// Player chooses the moves of go, the hints of hint and the
	// evaluations of analyze. Its Score is read in hundredths of a disc
	// for the side to move, the unit of othello/engine, and written in
	// discs.
	Player search.Player[*othello.Game]
	// Name is the name of the engine, sent in "set myname" in reply to
	// "set depth"; "" means DefaultName and the module's version.
	Name string
	// Depth, if not nil, makes the player of "set depth N" (N from 1 to
	// 99): a server of othello/engine maps the depth to a level here.
	// Nil keeps Player whatever the depth.
	Depth func(depth int) search.Player[*othello.Game]
}

// A session is the state of one Serve.
type session struct {
	s        *Server
	ctx      context.Context
	w        io.Writer
	werr     error
	lines    <-chan protocol.Line
	queue    []protocol.Line // lines that came while the player was thinking
	player   search.Player[*othello.Game]
	game     *othello.Game
	record   *ggf.Game // the game of the last set game, with the moves since: its clock
	depth    int
	contempt int
	quit     bool
	stopped  bool // a ping or quit came during the last search
}

// Serve speaks the protocol with a GUI that writes commands to r and reads
// replies from w, until "quit", the end of r, or the end of ctx. Each
// reply is one line ended by "\n", written with one Write and flushed when
// w has a Flush method, like a *bufio.Writer. Serve returns nil at quit
// and at the end of r, ctx.Err() when ctx ends, and else the error that
// stopped reading r or writing w.
//
// Nothing the GUI sends makes it panic or stop: a command it cannot
// follow (an unknown command, a game that GGF cannot read, an illegal
// move, a number out of range, go or hint on a finished game) is answered
// with one line "warning " and the reason, the form of NTest, which the
// NBoard GUI shows to its user, and the state is left as it was.
//
// The player runs in a goroutine of its own while Serve reads on: a ping
// (or quit) that comes during a search stops it, the best move found so
// far is sent, then the pong; other commands wait for the search. Before
// "set game" the game is the standard 8×8 start.
//
// A go on a game whose "set game" has a clock (TB or TW for the side to
// move, else TI, as GGS writes them: "15:00", "05:00/00:02/02:00") gives
// the player, as its context's deadline, the share [protocol.TimeShare]
// gives of that clock less the times of the side's moves recorded in
// the game and in the move commands since, plus the increment after
// each. A player with a method SetClock(left, increment time.Duration),
// like the Engine of package othello/engine (a Clocked player of package
// match), shares its clock out itself: it is given the time left and the
// increment with SetClock before the search, and a deadline at the time
// left less a tenth, at most a second.
//
// "hint n" sends the player's choice, then for n > 1 the best n-1 other
// moves as the player scores the positions after them: one search each.
func (s *Server) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	done := make(chan struct{})
	defer close(done)
	lines := make(chan protocol.Line, 256)
	go protocol.ReadLines(r, lines, done, true)
	ss := &session{s: s, ctx: ctx, w: w, lines: lines, player: s.Player, game: new(othello.Game)}
	for !ss.quit && ss.werr == nil {
		l, err := ss.next()
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
		ss.handle(l)
	}
	return ss.werr
}

// next returns the next line: one queued while thinking, else one from the
// reader.
func (ss *session) next() (protocol.Line, error) {
	if len(ss.queue) > 0 {
		l := ss.queue[0]
		ss.queue = ss.queue[1:]
		return l, l.Err
	}
	select {
	case l, ok := <-ss.lines:
		if !ok {
			return protocol.Line{}, io.EOF
		}
		return l, l.Err
	case <-ss.ctx.Done():
		return protocol.Line{}, ss.ctx.Err()
	}
}

// reply writes one line and flushes it.
func (ss *session) reply(format string, args ...any) {
	if ss.werr != nil {
		return
	}
	if _, err := io.WriteString(ss.w, fmt.Sprintf(format, args...)+"\n"); err != nil {
		ss.werr = err
		return
	}
	if f, ok := ss.w.(interface{ Flush() error }); ok {
		ss.werr = f.Flush()
	}
}

// warn answers a command that cannot be followed.
func (ss *session) warn(format string, args ...any) {
	ss.reply("warning "+format, args...)
}

// handle follows one command.
func (ss *session) handle(l protocol.Line) {
	if l.TooLong {
		ss.warn("line longer than %d bytes", protocol.MaxLine)
		return
	}
	cmd, rest, _ := strings.Cut(strings.TrimSpace(l.Text), " ")
	rest = strings.TrimSpace(rest)
	switch cmd {
	case "":
		// A line of spaces.
	case "nboard":
		v, err := strconv.Atoi(rest)
		if err != nil || v < 1 {
			ss.warn("nboard %q: want a protocol version like 2", protocol.Clip(rest))
		} else if v > 2 {
			ss.warn("nboard %d: this engine speaks version 2", v)
		}
	case "set":
		ss.set(rest)
	case "move":
		ss.move(rest)
	case "go":
		ss.think(0)
	case "hint":
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 {
			ss.warn("hint %q: want a number of moves from 1", protocol.Clip(rest))
			return
		}
		ss.think(n)
	case "ping":
		ss.reply("pong %s", ss.pingArg(rest))
	case "learn":
		ss.reply("learned")
	case "analyze":
		ss.analyze()
	case "quit":
		ss.quit = true
	default:
		// A protocol 1 move is the square alone.
		if _, err := othello.ParseMove(cmd); (err == nil || strings.EqualFold(cmd, "pa")) && rest == "" {
			ss.move(cmd)
			return
		}
		ss.warn("unknown command %q", protocol.Clip(cmd))
	}
}

// pingArg returns the argument of a ping as the pong gives it back: the
// number, or the text as sent when it is not one, clipped.
func (ss *session) pingArg(s string) string {
	if _, err := strconv.Atoi(s); err != nil {
		ss.warn("ping %q: want a number", protocol.Clip(s))
	}
	return protocol.Clip(s)
}

// set follows "set depth", "set game", "set contempt" and others.
func (ss *session) set(s string) {
	name, v, _ := strings.Cut(s, " ")
	v = strings.TrimSpace(v)
	switch name {
	case "depth":
		d, err := strconv.Atoi(v)
		if err != nil || d < 1 || d > 99 {
			ss.warn("set depth %q: want a depth from 1 to 99", protocol.Clip(v))
			return
		}
		ss.depth = d
		if ss.s.Depth != nil {
			ss.player = ss.s.Depth(d)
		}
		name := ss.s.Name
		if name == "" {
			name = DefaultName + " " + protocol.Version()
		}
		ss.reply("set myname %s", name)
	case "contempt":
		c, err := strconv.Atoi(v)
		if err != nil || c < -6400 || c > 6400 {
			ss.warn("set contempt %q: want a number of hundredths of a disc", protocol.Clip(v))
			return
		}
		ss.contempt = c
	case "game":
		gg, err := ggf.Parse(v)
		if err != nil {
			ss.warn("set game: %v", protocol.OneLine(err))
			return
		}
		g, err := gg.Replay()
		if err != nil {
			ss.warn("set game: %v", protocol.OneLine(err))
			return
		}
		ss.game, ss.record = g, gg
	default:
		ss.warn("unknown setting %q", protocol.Clip(name))
	}
}

// move follows "move f5/eval/time": the move is played on the game.
func (ss *session) move(s string) {
	m, err := parseMove(s)
	if err != nil {
		ss.warn("move %q: %v", protocol.Clip(s), strings.TrimPrefix(protocol.OneLine(err), "B: "))
		return
	}
	m.Color = ss.game.Turn()
	if m.Pass {
		err = ss.game.Pass()
	} else {
		err = ss.game.Play(m.Point)
	}
	if err != nil {
		ss.warn("move %q: %v", protocol.Clip(s), protocol.OneLine(err))
		return
	}
	if ss.record != nil {
		ss.record.Moves = append(ss.record.Moves, m)
	}
}

// think answers go (n = 0) or hint n: it runs the player in a goroutine,
// reading on, and stops it at a ping or quit.
func (ss *session) think(n int) {
	if ss.player == nil {
		ss.warn("no player to search with")
		return
	}
	if ss.game.Over() {
		ss.warn("the game is over")
		return
	}
	g := ss.game.Clone()
	if n == 0 {
		ss.reply("status thinking")
	} else {
		ss.reply("status analysing")
	}
	ss.stopped = false
	var limit time.Duration
	if n == 0 && ss.record != nil {
		limit, _ = moveLimit(ss.record, g.Turn(), ss.player)
	}
	c, err := ss.choose(g, limit)
	if err != nil {
		ss.warn("search: %v", protocol.OneLine(err))
		ss.reply("status")
		return
	}
	if c.Nodes > 0 {
		ss.reply("nodestats %d %.2f", c.Nodes, c.Elapsed.Seconds())
	}
	if n == 0 {
		ss.reply("=== %s/%s/%.2f", othello.FormatMove(c.Move), discs(c.Score), c.Elapsed.Seconds())
	} else {
		ss.reply("search %s %s 0 %s", pv(c), discs(c.Score), depthText(c))
		if n > 1 && !ss.stopped {
			ss.moreHints(g, c, n)
		}
	}
	ss.reply("status")
}

// moreHints follows "hint n" for n > 1 once best, the player's choice in
// g, is sent: it scores every other legal move by the player's choice in
// the position after it (negated when the other side is to move there,
// exact when the move ends the game), and sends a "search" line for the
// best n-1 of them, best first. A ping or quit stops it.
func (ss *session) moreHints(g *othello.Game, best search.Choice, n int) {
	var hints []search.Choice
	for pt := range g.Moves() {
		if pt == best.Move {
			continue
		}
		child := g.Clone()
		child.Play(pt)
		h := search.Choice{Move: pt, PV: []board.Point{pt}}
		if child.Over() {
			b, w := child.Score()
			h.Score, h.Exact = 100*(b-w), true
			if g.Turn() == othello.White {
				h.Score = -h.Score
			}
		} else {
			c, err := ss.choose(child, 0)
			if err != nil || ss.stopped {
				return
			}
			h.Score, h.Exact, h.Depth = c.Score, c.Exact, c.Depth+1
			if child.Turn() != g.Turn() {
				h.Score = -h.Score
			}
			h.PV = append(h.PV, c.Move)
			if len(c.PV) > 1 && c.PV[0] == c.Move {
				h.PV = append(h.PV, c.PV[1:]...)
			}
		}
		hints = append(hints, h)
	}
	slices.SortStableFunc(hints, func(a, b search.Choice) int { return cmp.Compare(b.Score, a.Score) })
	for _, h := range hints[:min(n-1, len(hints))] {
		ss.reply("search %s %s 0 %s", pv(h), discs(h.Score), depthText(h))
	}
}

// choose runs the player on g in a goroutine, within limit if positive,
// and returns its choice. A ping or quit read meanwhile cancels the
// search and sets stopped; every line read is queued for after it. The
// end of the input does not stop it: a script piped in gets its searches
// whole.
func (ss *session) choose(g *othello.Game, limit time.Duration) (search.Choice, error) {
	ctx, cancel := context.WithCancel(ss.ctx)
	defer cancel()
	if limit > 0 {
		ctx, cancel = context.WithTimeout(ctx, limit)
		defer cancel()
	}
	type result struct {
		c   search.Choice
		err error
	}
	done := make(chan result, 1)
	p := ss.player
	go func() {
		c, err := p.Choose(ctx, g)
		done <- result{c, err}
	}()
	lines := ss.lines
	for {
		select {
		case r := <-done:
			if r.err == nil {
				if err := g.Clone().Play(r.c.Move); err != nil {
					r.err = fmt.Errorf("the player chose %s: %w", othello.FormatMove(r.c.Move), err)
				}
			}
			return r.c, r.err
		case l, ok := <-lines:
			if !ok {
				lines = nil
				continue
			}
			ss.queue = append(ss.queue, l)
			cmd, _, _ := strings.Cut(strings.TrimSpace(l.Text), " ")
			if cmd == "ping" || cmd == "quit" {
				ss.stopped = true
				cancel()
			}
		}
	}
}

// analyze follows "analyze": an "analysis N eval" line for each position of
// the game from the last back to the start, N the moves made (passes
// counted), eval in discs for the side to move.
func (ss *session) analyze() {
	if ss.player == nil {
		ss.warn("no player to search with")
		return
	}
	g := ss.game.Clone()
	ss.reply("status analysing")
	ss.stopped = false
	for n := ss.plies(); ; n-- {
		var score string
		if g.Over() {
			b, w := g.Score()
			d := b - w
			if g.Turn() == othello.White {
				d = -d
			}
			score = discs(100 * d)
		} else {
			c, err := ss.choose(g, 0)
			if err != nil {
				ss.warn("search: %v", protocol.OneLine(err))
				break
			}
			score = discs(c.Score)
		}
		ss.reply("analysis %d %s", n, score)
		if ss.stopped || !g.Undo() {
			break
		}
	}
	ss.reply("status")
}

// plies returns the number of moves made in the game, passes counted:
// each time the colour of two placements in a row is the same, the other
// side passed.
func (ss *session) plies() int {
	n := 0
	prev := othello.Empty
	first := true
	for p := range ss.game.Placements() {
		if first {
			if p.Color != ss.game.Start().Turn() {
				n++
			}
			first = false
		} else if p.Color == prev {
			n++
		}
		n++
		prev = p.Color
	}
	return n
}

// discs writes a score in hundredths of a disc as discs, like "-1.50".
func discs(score int) string {
	return strconv.FormatFloat(float64(score)/100, 'f', 2, 64)
}

// pv writes the principal variation of c run together, like "F5d6C3", or
// the move alone.
func pv(c search.Choice) string {
	var sb strings.Builder
	sb.WriteString(othello.FormatMove(c.Move))
	for i, pt := range c.PV {
		if i == 0 && pt == c.Move {
			continue
		}
		sb.WriteString(othello.FormatMove(pt))
	}
	return sb.String()
}

// depthText writes the depth of c as NBoard reads it: "100%" for an exact
// score, else the depth in plies.
func depthText(c search.Choice) string {
	if c.Exact {
		return "100%"
	}
	return strconv.Itoa(c.Depth)
}

// parseMove reads a move as NBoard and GGF write it: a square like "f5" or
// "F5", or "PA" for a pass, then optionally "/" and an evaluation and "/"
// and a time. It reads it through package ggf, whose move property has
// this form.
func parseMove(s string) (ggf.Move, error) {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s, "]\\;()[") {
		return ggf.Move{}, fmt.Errorf("want a move like f5 or f5/1.50/0.20: %w", board.ErrSyntax)
	}
	g, err := ggf.Parse("(;GM[Othello]B[" + s + "];)")
	if err != nil {
		var pe *board.ParseError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return ggf.Move{}, err
	}
	return g.Moves[0], nil
}
