package nboard

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/ggf"
	"github.com/seed131617c4/board/search"
)

// The faults of an engine, which an *EngineError names; match them with
// errors.Is.
var (
	// ErrTimeout reports an engine that did not answer in time: by the
	// deadline of the context plus the margin.
	ErrTimeout = errors.New("engine did not answer in time")
	// ErrExited reports an engine whose output ended: it exited, crashed
	// or closed its output, or its input cannot be written.
	ErrExited = errors.New("engine exited")
	// ErrGarbage reports a line that is not NBoard: an unknown command,
	// or a move reply that cannot be read.
	ErrGarbage = errors.New("engine sent a line that is not NBoard")
	// ErrIllegalMove reports a move that the game does not allow. The
	// error matches board.ErrIllegalMove and the reason too.
	ErrIllegalMove = errors.New("engine chose an illegal move")
)

// An EngineError is a fault of an engine: its name (from "set myname",
// or "engine" before it gives one), the line at fault when there is one,
// and the fault, one of ErrTimeout, ErrExited, ErrGarbage and
// ErrIllegalMove, maybe with the cause joined to it.
type EngineError struct {
	Engine string
	Line   string
	Err    error
}

// Error returns the error in one line, like
// `nboard: engine edax: engine chose an illegal move: "=== a1/0.00/0.1": ...`.
func (e *EngineError) Error() string {
	s := "nboard: engine " + e.Engine + ": " + e.Err.Error()
	if e.Line != "" {
		s += ": line " + strconv.Quote(clip(e.Line))
	}
	return s
}

// Unwrap returns the fault.
func (e *EngineError) Unwrap() error { return e.Err }

// DefaultDepth is the depth an [Engine] with no Depth sends.
const DefaultDepth = 12

// DefaultMargin is the margin of an [Engine] with no Margin.
const DefaultMargin = 2 * time.Second

// An Engine is an external NBoard engine, such as edax -nboard, NTest or
// Egaroucid, driven as a [search.Player] of [othello.Game]: Engine.Choose
// sends the game and "go", and reads the move. Make one with NewEngine
// over a reader and a writer, or StartEngine over a command. Set the
// fields before the first Choose. An Engine is not safe for concurrent
// use.
type Engine struct {
	// Depth is the depth sent with "set depth" before a search: the
	// engine's midgame depth in plies. 0 means DefaultDepth.
	Depth int
	// Margin is how long past the deadline of Choose's context the engine
	// may take to answer before Choose gives up with ErrTimeout; 0 means
	// DefaultMargin. When the context ends, Choose sends a ping, which
	// tells the engine to stop thinking and answer.
	Margin time.Duration
	// Timeout, if positive, bounds a Choose whose context has no
	// deadline, as a deadline would (the Margin is added to it). Zero
	// waits as long as the context allows.
	Timeout time.Duration

	w      io.Writer
	out    chan string   // the lines to write, in order, for writeLines
	wdone  chan struct{} // closed when writeLines ends
	werr   error         // the error that ended writeLines
	lines  <-chan line
	done   chan struct{}
	cmd    *exec.Cmd
	wait   chan error // the exit of cmd, once
	name   string
	ping   int
	depth  int   // the depth last sent
	dead   error // the fault that ended the engine
	closed bool
	once   sync.Once
}

// NewEngine returns the engine whose replies are read from r and whose
// commands are written to w, after the greeting: it sends "nboard 2" and
// a ping and waits for the pong until ctx ends, keeping the name the
// engine gives itself. Close closes w when it is an io.Closer. A
// goroutine reads r until r ends.
func NewEngine(ctx context.Context, r io.Reader, w io.Writer) (*Engine, error) {
	e := newEngine(w, nil)
	lines := make(chan line, lineBuffer)
	e.lines = lines
	go readLines(r, lines, e.done)
	if err := e.hello(ctx); err != nil {
		close(e.out)
		close(e.done)
		return nil, err
	}
	return e, nil
}

// StartEngine starts cmd and returns it as an engine, after the greeting
// of NewEngine, bounded by ctx. cmd's standard input and output must not
// be set; its standard error is left as set. On an error the process is
// killed.
func StartEngine(ctx context.Context, cmd *exec.Cmd) (*Engine, error) {
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	e := newEngine(in, cmd)
	lines := make(chan line, lineBuffer)
	e.lines = lines
	go readLines(out, lines, e.done)
	if err := e.hello(ctx); err != nil {
		close(e.out)
		close(e.done)
		cmd.Process.Kill()
		e.once.Do(func() { go cmd.Wait() })
		return nil, err
	}
	return e, nil
}

// newEngine returns an engine writing to w, with its writer started.
func newEngine(w io.Writer, cmd *exec.Cmd) *Engine {
	e := &Engine{w: w, out: make(chan string, lineBuffer), wdone: make(chan struct{}), done: make(chan struct{}), name: "engine", cmd: cmd, wait: make(chan error, 1)}
	go e.writeLines()
	return e
}

// writeLines writes the lines of e.out to e.w, each flushed, until e.out
// is closed or a write fails. It runs in a goroutine of its own, so that
// an engine that stops reading its input cannot block Choose.
func (e *Engine) writeLines() {
	defer close(e.wdone)
	for s := range e.out {
		if _, err := io.WriteString(e.w, s+"\n"); err != nil {
			e.werr = err
			return
		}
		if f, ok := e.w.(interface{ Flush() error }); ok {
			if err := f.Flush(); err != nil {
				e.werr = err
				return
			}
		}
	}
}

// Name returns the name the engine gave itself with "set myname", or
// "engine".
func (e *Engine) Name() string { return e.name }

// hello sends the greeting and waits for its pong.
func (e *Engine) hello(ctx context.Context) error {
	if err := e.send("nboard 2"); err != nil {
		return err
	}
	e.ping++
	if err := e.send("ping " + strconv.Itoa(e.ping)); err != nil {
		return err
	}
	var timer <-chan time.Time
	if dl, ok := ctx.Deadline(); ok {
		t := time.NewTimer(time.Until(dl))
		defer t.Stop()
		timer = t.C
	}
	for {
		select {
		case l, ok := <-e.lines:
			if err := e.ended(l, ok); err != nil {
				return err
			}
			if e.isPong(l.text) {
				return nil
			}
			e.note(l.text)
		case <-timer:
			return e.fault(ErrTimeout, "")
		case <-ctx.Done():
			return e.fault(ErrTimeout, "")
		}
	}
}

// send queues one line for writeLines. An engine whose input cannot be
// written has exited; one that has not read lineBuffer lines is not
// answering.
func (e *Engine) send(s string) error {
	if e.dead != nil {
		return e.dead
	}
	select {
	case <-e.wdone:
		return e.fault(fmt.Errorf("%w: %w", ErrExited, e.werr), "")
	default:
	}
	select {
	case e.out <- s:
		return nil
	default:
		return e.fault(fmt.Errorf("%w: it reads no input", ErrTimeout), "")
	}
}

// fault returns an *EngineError; ErrExited and ErrTimeout end the engine
// for later calls (ErrTimeout only while the engine stays silent: see
// Choose).
func (e *Engine) fault(err error, l string) error {
	ee := &EngineError{Engine: e.name, Line: l, Err: err}
	if errors.Is(err, ErrExited) {
		e.dead = ee
	}
	return ee
}

// ended returns the fault of the end of the output, when l (ok false for
// a closed channel) is it.
func (e *Engine) ended(l line, ok bool) error {
	if ok && l.err == nil {
		return nil
	}
	if e.dead != nil {
		return e.dead
	}
	err := ErrExited
	if e.cmd != nil {
		e.once.Do(func() {
			ch := make(chan error, 1)
			go func() { ch <- e.cmd.Wait() }()
			select {
			case werr := <-ch:
				e.wait <- werr
			case <-time.After(time.Second):
				e.wait <- nil
			}
		})
		select {
		case werr := <-e.wait:
			if werr != nil {
				err = fmt.Errorf("%w: %w", ErrExited, werr)
			}
		default:
		}
	} else if ok && l.err != io.EOF {
		err = fmt.Errorf("%w: %w", ErrExited, l.err)
	}
	return e.fault(err, "")
}

// isPong reports whether s is the pong of the last ping.
func (e *Engine) isPong(s string) bool {
	f := strings.Fields(s)
	return len(f) == 2 && f[0] == "pong" && f[1] == strconv.Itoa(e.ping)
}

// note keeps what a line says of the engine: its name.
func (e *Engine) note(s string) {
	if rest, ok := strings.CutPrefix(s, "set myname "); ok && strings.TrimSpace(rest) != "" {
		e.name = clip(strings.TrimSpace(rest))
	}
}

// known lists the first words of the lines an engine may send.
var known = map[string]bool{
	"pong": true, "status": true, "set": true, "nodestats": true, "search": true,
	"book": true, "===": true, "learned": true, "learn": true, "analysis": true, "warning": true,
}

// Choose sends the game g to the engine ("set depth" when it changed,
// "set game" with g in GGF, whose TI is the time left to the deadline of
// ctx when it has one, then "ping" and "go") and returns the move it
// answers with "===", with its evaluation as Score in hundredths of a disc
// for the side to move, and from its "search" and "nodestats" lines the
// depth (Exact for "100%"), principal variation and nodes. Lines that
// come before the pong are left: they answer earlier commands, like a
// move sent after an earlier Choose gave up.
//
// When ctx ends Choose sends a ping to stop the search and waits for the
// move until the deadline plus Margin (or, with no deadline, Margin from
// the end); then it returns an error matching ErrTimeout. An engine that
// exits returns ErrExited (and every later Choose too); a line that is not
// NBoard, ErrGarbage; a move that g does not allow, ErrIllegalMove. A
// finished g returns an error matching board.ErrGameOver.
func (e *Engine) Choose(ctx context.Context, g *othello.Game) (search.Choice, error) {
	start := time.Now()
	if g.Over() {
		return search.Choice{}, fmt.Errorf("nboard: %w", board.ErrGameOver)
	}
	if e.dead != nil {
		return search.Choice{}, e.dead
	}
	margin := e.Margin
	if margin <= 0 {
		margin = DefaultMargin
	}
	deadline, hasDeadline := ctx.Deadline()
	if !hasDeadline && e.Timeout > 0 {
		deadline, hasDeadline = start.Add(e.Timeout), true
	}
	gg := gameOf(g)
	if hasDeadline {
		left := max(time.Until(deadline), 0)
		gg.Time = fmt.Sprintf("%d:%02d", int(left.Minutes()), int(left.Seconds())%60)
	}
	text, err := ggf.Format(gg)
	if err != nil {
		return search.Choice{}, fmt.Errorf("nboard: %w", err)
	}
	depth := e.Depth
	if depth <= 0 {
		depth = DefaultDepth
	}
	if depth != e.depth {
		if err := e.send("set depth " + strconv.Itoa(depth)); err != nil {
			return search.Choice{}, err
		}
		e.depth = depth
	}
	e.ping++
	for _, s := range []string{"set game " + text, "ping " + strconv.Itoa(e.ping), "go"} {
		if err := e.send(s); err != nil {
			return search.Choice{}, err
		}
	}

	var timer <-chan time.Time
	if hasDeadline {
		t := time.NewTimer(time.Until(deadline) + margin)
		defer t.Stop()
		timer = t.C
	}
	stop := ctx.Done()
	synced := false
	c := search.Choice{Notation: othello.FormatMove}
	var hint search.Choice
	hasHint := false
	for {
		select {
		case l, ok := <-e.lines:
			if err := e.ended(l, ok); err != nil {
				return search.Choice{}, err
			}
			if !synced {
				synced = e.isPong(l.text)
				e.note(l.text)
				continue
			}
			word, rest, _ := strings.Cut(l.text, " ")
			if l.tooLong || !known[word] {
				return search.Choice{}, e.fault(ErrGarbage, l.text)
			}
			switch word {
			case "set":
				e.note(l.text)
			case "nodestats":
				if f := strings.Fields(rest); len(f) > 0 {
					if n, err := strconv.ParseInt(f[0], 10, 64); err == nil {
						c.Nodes = n
					}
				}
			case "search", "book":
				if h, ok := parseSearch(rest); ok {
					hint, hasHint = h, true
				}
			case "===":
				m, err := parseReply(rest)
				if err != nil {
					return search.Choice{}, e.fault(fmt.Errorf("%w: %w", ErrGarbage, err), l.text)
				}
				if m.Pass {
					return search.Choice{}, e.fault(fmt.Errorf("%w: a pass when %v has a move: %w", ErrIllegalMove, g.Turn(), board.ErrIllegalMove), l.text)
				}
				if err := g.Clone().Play(m.Point); err != nil {
					return search.Choice{}, e.fault(fmt.Errorf("%w: %w", ErrIllegalMove, err), l.text)
				}
				c.Move = m.Point
				if m.HasEval {
					c.Score = int(math.Round(m.Eval * 100))
				}
				if hasHint && hint.Move == m.Point {
					c.Depth, c.Exact, c.PV = hint.Depth, hint.Exact, hint.PV
					if !m.HasEval {
						c.Score = hint.Score
					}
					if c.Exact {
						c.Depth = g.Size()*g.Size() - g.Count(othello.Black) - g.Count(othello.White)
					}
				}
				c.Elapsed = time.Since(start)
				return c, nil
			}
		case <-stop:
			stop = nil
			// The move comes before this pong, and the next Choose syncs
			// on a number of its own.
			e.ping++
			if err := e.send("ping " + strconv.Itoa(e.ping)); err != nil {
				return search.Choice{}, err
			}
			if !hasDeadline || time.Until(deadline) > 0 {
				t := time.NewTimer(margin)
				defer t.Stop()
				timer = t.C
			}
		case <-timer:
			return search.Choice{}, e.fault(ErrTimeout, "")
		}
	}
}

// gameOf returns g as a GGF game: its start and its moves, with a pass
// written wherever a side had to pass (edax reads a game without them as
// if the other side had moved), the last one included.
func gameOf(g *othello.Game) *ggf.Game {
	gg := &ggf.Game{Place: "board", Type: ggf.Type{Size: g.Size()}, Start: g.Start()}
	turn := g.Start().Turn()
	for p := range g.Placements() {
		if p.Color != turn {
			gg.Moves = append(gg.Moves, ggf.Move{Color: turn, Pass: true})
		}
		gg.Moves = append(gg.Moves, ggf.Move{Color: p.Color, Point: p.Point})
		turn = p.Color.Opponent()
	}
	if g.Turn() != turn && !g.Over() {
		gg.Moves = append(gg.Moves, ggf.Move{Color: turn, Pass: true})
	}
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

// Close ends the engine: it sends "quit", closes the engine's input when
// it is an io.Closer (a started command's always is), and for a started
// command waits for it to exit, killing it after a second. It never
// blocks for much more than a second. Choose returns ErrExited
// after it. It returns the error of closing the input.
func (e *Engine) Close() error {
	if e.closed {
		return nil
	}
	e.closed = true
	if e.dead == nil {
		select {
		case e.out <- "quit":
		default:
		}
	}
	close(e.out)
	if e.dead == nil {
		// Time to write quit to an engine that reads.
		select {
		case <-e.wdone:
		case <-time.After(250 * time.Millisecond):
		}
	}
	var err error
	if c, ok := e.w.(io.Closer); ok {
		err = c.Close()
	}
	if e.cmd != nil {
		exited := make(chan struct{})
		go func() {
			for range e.lines {
			}
			close(exited)
		}()
		select {
		case <-exited:
		case <-time.After(time.Second):
			e.cmd.Process.Kill()
		}
		e.once.Do(func() { e.wait <- e.cmd.Wait() })
	}
	close(e.done)
	if e.dead == nil {
		e.dead = &EngineError{Engine: e.name, Err: fmt.Errorf("%w: closed", ErrExited)}
	}
	return err
}

// Hint asks the engine for the evaluations of its n best moves in g, as
// NBoard's analysis mode does with "hint n", and returns them best
// first, one Choice a move, each from the deepest "search" or "book"
// line the engine sent for it (an engine that deepens sends several; the
// last of equal depth). An
// engine analyses until told to stop, so Hint lets it think until ctx
// ends, which must have a deadline (or the Engine a Timeout), then sends
// a ping and returns what came before the pong, within Margin. Its
// faults are those of Choose; lines it cannot read as hints are left.
func (e *Engine) Hint(ctx context.Context, g *othello.Game, n int) ([]search.Choice, error) {
	if g.Over() {
		return nil, fmt.Errorf("nboard: %w", board.ErrGameOver)
	}
	if e.dead != nil {
		return nil, e.dead
	}
	if _, ok := ctx.Deadline(); !ok {
		if e.Timeout <= 0 {
			return nil, errors.New("nboard: Hint needs a context with a deadline, or a Timeout")
		}
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, e.Timeout)
		defer cancel()
	}
	margin := e.Margin
	if margin <= 0 {
		margin = DefaultMargin
	}
	text, err := ggf.Format(gameOf(g))
	if err != nil {
		return nil, fmt.Errorf("nboard: %w", err)
	}
	depth := e.Depth
	if depth <= 0 {
		depth = DefaultDepth
	}
	if depth != e.depth {
		if err := e.send("set depth " + strconv.Itoa(depth)); err != nil {
			return nil, err
		}
		e.depth = depth
	}
	e.ping++
	for _, s := range []string{"set game " + text, "ping " + strconv.Itoa(e.ping), "hint " + strconv.Itoa(max(n, 1))} {
		if err := e.send(s); err != nil {
			return nil, err
		}
	}
	var hints []search.Choice
	synced := false
	stop := ctx.Done()
	var timer <-chan time.Time
	for {
		select {
		case l, ok := <-e.lines:
			if err := e.ended(l, ok); err != nil {
				return nil, err
			}
			if !synced {
				synced = e.isPong(l.text)
				e.note(l.text)
				if synced && stop == nil {
					return nil, nil // ended before the engine was told
				}
				continue
			}
			if stop == nil && e.isPong(l.text) {
				slices.SortStableFunc(hints, func(a, b search.Choice) int { return cmp.Compare(b.Score, a.Score) })
				return hints, nil
			}
			word, rest, _ := strings.Cut(l.text, " ")
			if l.tooLong || !known[word] {
				return nil, e.fault(ErrGarbage, l.text)
			}
			if word != "search" && word != "book" {
				e.note(l.text)
				continue
			}
			h, ok := parseSearch(rest)
			if !ok {
				continue
			}
			if err := g.Clone().Play(h.Move); err != nil {
				return nil, e.fault(fmt.Errorf("%w: %w", ErrIllegalMove, err), l.text)
			}
			h.Notation = othello.FormatMove
			if h.Exact {
				h.Depth = g.Size()*g.Size() - g.Count(othello.Black) - g.Count(othello.White)
			}
			if i := slices.IndexFunc(hints, func(c search.Choice) bool { return c.Move == h.Move }); i >= 0 {
				// A search the ping cut short may send a shallower line.
				if h.Exact || !hints[i].Exact && h.Depth >= hints[i].Depth {
					hints[i] = h
				}
			} else {
				hints = append(hints, h)
			}
		case <-stop:
			stop = nil
			e.ping++
			if err := e.send("ping " + strconv.Itoa(e.ping)); err != nil {
				return nil, err
			}
			t := time.NewTimer(margin)
			defer t.Stop()
			timer = t.C
		case <-timer:
			return nil, e.fault(ErrTimeout, "")
		}
	}
}
