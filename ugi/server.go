package ugi

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// A Server serves a [search.Player] over UGI. Set Spec and Player; the
// other fields are optional. A Server serves one connection at a time.
type Server[C comparable, G board.Game[C, G]] struct {
	// Spec describes the game.
	Spec board.Spec[C, G]
	// Player chooses the moves. Its search is bounded by the time of the
	// go command; nodes are not passed on, and a depth only through Depth
	// (the Player searches within its own limits, such as a level).
	Player search.Player[G]
	// Depth, if not nil, makes the player of a go with a depth N (from
	// 1): a server of this module's engines maps the depth to a level
	// here, as nboard.Server.Depth does, so that the info line reports
	// a search of that depth. The player of the last depth is kept for
	// the next go of the same depth. Nil leaves every go to Player.
	Depth func(depth int) search.Player[G]
	// Name and Author are the answers of id name and id author; "" sends
	// "board" and the module's version, [protocol.Version], like
	// "board devel", and "board authors".
	Name, Author string
	// Options are the option lines sent in reply to ugi, like "option
	// name level type spin default 3 min 1 max 5".
	Options []string
	// SetOption, if not nil, sets an option; its error is reported in an
	// info string line. Without it, setoption reports every option as
	// unknown.
	SetOption func(name, value string) error
}

// result is the end of a search.
type result struct {
	c   search.Choice
	err error
}

// Serve reads commands from r and writes answers to w until quit, the end
// of r, or the end of ctx; it returns nil after quit or the end of r, the
// error of a write to w, or ctx's error. A search runs while Serve goes on
// reading, so that isready, query and stop are answered during it; stop
// (or quit) ends it with the best move so far, and a go infinite sends its
// bestmove only after stop. Any other command, and the end of r, wait for
// the search to end by itself (within the limits of its go), so that a
// script piped in gets its searches whole; a go infinite is stopped
// there. A bad command is answered by an "info string error: ..." line,
// and Serve goes on; so is a line longer than [protocol.MaxLine]. Each
// answer is flushed, w's own Flush method included when it has one, like
// a *bufio.Writer.
func (s *Server[C, G]) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	lines := make(chan protocol.Line)
	go protocol.ReadLines(r, lines, ctx.Done(), true)
	st := &serverState[C, G]{s: s, out: protocol.NewWriter(w)}
	st.g, st.gerr = s.Spec.New()
	defer st.stop()
	for {
		var line protocol.Line
		select {
		case line = <-lines:
			if line.Err != nil {
				st.wait(ctx)
				return st.out.Flush()
			}
		case res := <-st.done:
			st.finished(res)
			if err := st.out.Flush(); err != nil {
				return err
			}
			continue
		case <-ctx.Done():
			return ctx.Err()
		}
		if line.TooLong {
			st.fail("a line longer than %d bytes", protocol.MaxLine)
		} else if quit := st.command(ctx, line.Text); quit {
			st.stop()
			return st.out.Flush()
		}
		if err := st.out.Flush(); err != nil {
			return err
		}
	}
}

// serverState is the state of one connection of a Server.
type serverState[C comparable, G board.Game[C, G]] struct {
	s    *Server[C, G]
	out  *bufio.Writer
	g    G     // the position, valid when gerr is nil
	gerr error // why there is no position

	// The search in progress, if cancel is not nil.
	cancel   context.CancelFunc
	done     chan result
	infinite bool      // a go infinite: hold the bestmove until stop
	held     *result   // the result of a go infinite, waiting for stop
	searched G         // the position being searched
	started  time.Time // when the search started

	depth int              // the depth of deep, 0 for none
	deep  search.Player[G] // the player Depth made for depth
}

// printf writes a line.
func (st *serverState[C, G]) printf(format string, args ...any) {
	fmt.Fprintf(st.out, format+"\n", args...)
}

// fail reports a bad command.
func (st *serverState[C, G]) fail(format string, args ...any) {
	st.printf("info string error: "+format, args...)
}

// command runs one command line and reports whether it was quit.
func (st *serverState[C, G]) command(ctx context.Context, line string) bool {
	f := fields(line)
	if len(f) == 0 {
		return false
	}
	cmd, args := f[0], f[1:]
	switch cmd {
	case "isready":
		st.printf("readyok")
		return false
	case "query":
		st.query(args)
		return false
	case "stop":
		st.stop()
		return false
	case "quit":
		return true
	}
	// Every other command waits for the end of the search.
	st.wait(ctx)
	switch cmd {
	case "ugi":
		name, author := st.s.Name, st.s.Author
		if name == "" {
			name = "board " + protocol.Version()
		}
		if author == "" {
			author = "board authors"
		}
		st.printf("id name %s", name)
		st.printf("id author %s", author)
		for _, o := range st.s.Options {
			st.printf("%s", o)
		}
		st.printf("ugiok")
	case "uginewgame":
		st.g, st.gerr = st.s.Spec.New()
	case "setoption":
		st.setOption(args)
	case "position":
		st.position(args)
	case "go":
		st.goSearch(ctx, args)
	default:
		st.fail("unknown command %q", protocol.Clip(cmd))
	}
	return false
}

// setOption runs setoption name N value V; the name may have spaces.
func (st *serverState[C, G]) setOption(args []string) {
	if len(args) < 2 || args[0] != "name" {
		st.fail("setoption: want setoption name NAME value VALUE")
		return
	}
	name, value := strings.Join(args[1:], " "), ""
	for i, a := range args {
		if a == "value" && i > 1 {
			name, value = strings.Join(args[1:i], " "), strings.Join(args[i+1:], " ")
			break
		}
	}
	if st.s.SetOption == nil {
		st.fail("setoption: unknown option %q", protocol.Clip(name))
		return
	}
	if err := st.s.SetOption(name, value); err != nil {
		st.fail("setoption %s: %v", protocol.Clip(name), err)
	}
}

// position runs position startpos|fen TEXT [moves M...]. A bad position
// leaves none: go and query answer an error until the next good one.
func (st *serverState[C, G]) position(args []string) {
	g, err := st.parsePosition(args)
	if err != nil {
		var zero G
		st.g, st.gerr = zero, err
		st.fail("position: %s", protocol.OneLine(err))
		return
	}
	st.g, st.gerr = g, nil
}

// parsePosition reads the arguments of a position command.
func (st *serverState[C, G]) parsePosition(args []string) (G, error) {
	var zero G
	spec := st.s.Spec
	moves := len(args)
	for i, a := range args {
		if a == "moves" {
			moves = i
			break
		}
	}
	var g G
	var err error
	switch {
	case len(args) > 0 && args[0] == "startpos" && moves == 1:
		g, err = spec.New()
	case len(args) > 1 && args[0] == "fen":
		g, err = spec.ParsePosition(strings.Join(args[1:moves], " "))
	default:
		return zero, errors.New("want startpos or fen TEXT, then moves if any")
	}
	if err != nil {
		return zero, err
	}
	passed := false
	for _, m := range args[min(moves+1, len(args)):] {
		if isPass(m) {
			// A pass is the turn handed back by the game itself: accept
			// one where the game has made one.
			if passed || !spec.Skipped(g) {
				return zero, fmt.Errorf("move %q: %w: no pass here", protocol.Clip(m), board.ErrIllegalMove)
			}
			passed = true
			continue
		}
		p, err := spec.ParseMove(m, g.Size())
		if err != nil {
			return zero, err
		}
		if err := g.Play(p); err != nil {
			return zero, fmt.Errorf("move %s: %w", protocol.Clip(m), err)
		}
		passed = false
	}
	return g, nil
}

// isPass reports whether m is a pass (or UCI's null move).
func isPass(m string) bool {
	return strings.EqualFold(m, "pass") || m == "0000" || m == "@@@@"
}

// query runs query gameover|p1turn|result.
func (st *serverState[C, G]) query(args []string) {
	if len(args) != 1 {
		st.fail("query: want query gameover, p1turn or result")
		return
	}
	if st.gerr != nil {
		st.fail("query: no position: %s", protocol.OneLine(st.gerr))
		return
	}
	g := st.g
	if st.cancel != nil {
		g = st.searched
	}
	switch args[0] {
	case "gameover":
		st.printf("response %t", g.Over())
	case "p1turn":
		st.printf("response %t", st.s.Spec.Side(g.Turn()) == 0)
	case "result":
		r := "none"
		if g.Over() {
			switch st.s.Spec.Side(g.Winner()) {
			case 0:
				r = "p1win"
			case 1:
				r = "p2win"
			default:
				r = "draw"
			}
		}
		st.printf("response %s", r)
	default:
		st.fail("query: unknown question %q; want gameover, p1turn or result", protocol.Clip(args[0]))
	}
}

// goSearch runs go: it starts a search on a goroutine of its own.
func (st *serverState[C, G]) goSearch(ctx context.Context, args []string) {
	l, err := ParseLimits(args)
	if err != nil {
		st.fail("%s", protocol.OneLine(err))
		st.printf("bestmove 0000")
		return
	}
	if st.gerr != nil {
		st.fail("go: no position: %s", protocol.OneLine(st.gerr))
		st.printf("bestmove 0000")
		return
	}
	if st.g.Over() {
		st.fail("go: the game is over")
		st.printf("bestmove 0000")
		return
	}
	var sctx context.Context
	var cancel context.CancelFunc
	if d, ok := l.budget(st.s.Spec.Side(st.g.Turn()) == 0); ok {
		sctx, cancel = context.WithTimeout(ctx, d)
	} else {
		sctx, cancel = context.WithCancel(ctx)
	}
	g := st.g.Clone()
	st.cancel, st.done, st.infinite, st.held, st.searched, st.started = cancel, make(chan result, 1), l.Infinite, nil, g, time.Now()
	player, done := st.player(l.Depth), st.done
	go func() {
		c, err := player.Choose(sctx, g)
		done <- result{c, err}
	}()
}

// player returns the player of a go of depth d (0 for none): Player, or
// the one Depth makes.
func (st *serverState[C, G]) player(d int) search.Player[G] {
	if d <= 0 || st.s.Depth == nil {
		return st.s.Player
	}
	if st.deep == nil || st.depth != d {
		st.depth, st.deep = d, st.s.Depth(d)
	}
	return st.deep
}

// finished handles the end of a search: it writes the info and bestmove
// lines, or holds them until stop after go infinite.
func (st *serverState[C, G]) finished(res result) {
	if st.infinite {
		st.held = &res
		st.done = nil
		return
	}
	st.report(res)
}

// report writes the info and bestmove lines of a search and forgets it.
func (st *serverState[C, G]) report(res result) {
	spec, g := st.s.Spec, st.searched
	st.cancel()
	st.cancel, st.done, st.held, st.infinite = nil, nil, nil, false
	if res.err != nil {
		st.fail("go: %s", protocol.OneLine(res.err))
		st.printf("bestmove 0000")
		return
	}
	c := res.c
	var pv strings.Builder
	for _, p := range c.PV {
		pv.WriteByte(' ')
		pv.WriteString(spec.FormatMove(p, g.Size()))
	}
	if pv.Len() == 0 {
		pv.WriteString(" " + spec.FormatMove(c.Move, g.Size()))
	}
	elapsed := c.Elapsed
	if elapsed == 0 {
		elapsed = time.Since(st.started)
	}
	st.printf("info depth %d score cp %d time %d nodes %d pv%s", c.Depth, c.Score, elapsed.Milliseconds(), c.Nodes, pv.String())
	st.printf("bestmove %s", spec.FormatMove(c.Move, g.Size()))
}

// wait waits for the search in progress, if any, to end by itself, and
// reports it; a go infinite, which does not end by itself, is stopped,
// and so is any search when ctx ends.
func (st *serverState[C, G]) wait(ctx context.Context) {
	if st.cancel == nil {
		return
	}
	if st.infinite || st.held != nil {
		st.stop()
		return
	}
	select {
	case res := <-st.done:
		st.report(res)
	case <-ctx.Done():
		st.stop()
	}
}

// stop ends the search in progress, if any, and reports it.
func (st *serverState[C, G]) stop() {
	if st.cancel == nil {
		return
	}
	st.cancel()
	if st.held != nil {
		st.report(*st.held)
		return
	}
	st.report(<-st.done)
}
