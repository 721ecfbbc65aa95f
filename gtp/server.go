package gtp

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// A Server serves a [search.Player] over GTP. Set Spec and Player; Name
// and Version are optional. A Server serves one connection at a time.
type Server[C comparable, G board.Game[C, G]] struct {
	// Spec describes the game.
	Spec board.Spec[C, G]
	// Player chooses the moves of genmove, within the time that
	// time_settings and time_left leave it, and its own limits. Under a
	// sudden death (time_settings M 0 0) whose time_left is known, a
	// Player with a method SetClock(left, increment time.Duration), a
	// Clocked player of package match like the Othello engine, shares
	// its clock out itself: it is given the time left with SetClock and
	// a deadline at that time less a tenth, at most a second.
	Player search.Player[G]
	// Name and Version are the answers of name and version; "" answers
	// "board" and the module's version, [protocol.Version].
	Name, Version string
}

// clock is what time_settings and time_left said.
type clock struct {
	set        bool
	main, byo  time.Duration
	stones     int
	left       [2]time.Duration
	leftStones [2]int
	leftKnown  [2]bool
}

// Serve reads commands from r and writes responses to w until quit, the
// end of r, or the end of ctx; it returns nil after quit or the end of r,
// the error of a write to w, or ctx's error. A bad command is answered by
// a failure response ("? unknown command", "? syntax error", "? illegal
// move", ...), and Serve goes on; so is a line longer than
// [protocol.MaxLine]. A genmove runs to the end of its
// search: GTP has no stop. Each response is flushed, w's own Flush
// method included when it has one, like a *bufio.Writer.
func (s *Server[C, G]) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	st := &serverState[C, G]{s: s, out: protocol.NewWriter(w), size: s.Spec.Size}
	var err error
	if st.g, err = s.Spec.New(); err != nil {
		return err
	}
	lines := make(chan protocol.Line)
	done := make(chan struct{})
	defer close(done)
	go protocol.ReadLines(r, lines, done, true)
	for {
		var l protocol.Line
		select {
		case l = <-lines:
		case <-ctx.Done():
			return ctx.Err()
		}
		if l.Err != nil {
			return st.out.Flush()
		}
		if l.TooLong {
			st.respond("", false, fmt.Sprintf("syntax error: a line longer than %d bytes", protocol.MaxLine))
		} else if quit := st.line(ctx, l.Text); quit {
			return st.out.Flush()
		}
		if err := st.out.Flush(); err != nil {
			return err
		}
	}
}

// line runs one command line, and reports whether it was quit.
func (st *serverState[C, G]) line(ctx context.Context, line string) bool {
	line = preprocess(line)
	if line == "" {
		return false
	}
	f := strings.Fields(line)
	id := ""
	if _, err := strconv.ParseUint(f[0], 10, 63); err == nil {
		id, f = f[0], f[1:]
	}
	if len(f) == 0 {
		st.respond(id, false, "syntax error: no command after the id")
		return false
	}
	ok, msg := st.command(ctx, f[0], f[1:])
	st.respond(id, ok, msg)
	return ok && f[0] == "quit"
}

// serverState is the state of one connection of a Server.
type serverState[C comparable, G board.Game[C, G]] struct {
	s     *Server[C, G]
	out   *bufio.Writer
	g     G
	size  int
	clock clock
}

// respond writes a response: "=id msg" or "?id msg", then an empty line.
func (st *serverState[C, G]) respond(id string, ok bool, msg string) {
	mark := "?"
	if ok {
		mark = "="
	}
	st.out.WriteString(mark + id)
	if msg != "" && !strings.HasPrefix(msg, "\n") {
		st.out.WriteByte(' ')
	}
	st.out.WriteString(msg)
	st.out.WriteString("\n\n")
}

// command runs one command and returns its success and its result or
// error message.
func (st *serverState[C, G]) command(ctx context.Context, cmd string, args []string) (bool, string) {
	spec := st.s.Spec
	switch cmd {
	case "protocol_version":
		return true, "2"
	case "name":
		return true, cmp(st.s.Name, "board")
	case "version":
		return true, cmp(st.s.Version, protocol.Version())
	case "known_command":
		if len(args) != 1 {
			return false, "syntax error: want known_command COMMAND"
		}
		return true, strconv.FormatBool(slices.Contains(commands[:], args[0]))
	case "list_commands":
		return true, strings.Join(commands[:], "\n")
	case "quit":
		return true, ""
	case "boardsize":
		return st.boardsize(args)
	case "clear_board":
		g, err := spec.NewGame(st.size)
		if err != nil {
			return false, err.Error()
		}
		st.g = g
		return true, ""
	case "komi":
		if len(args) != 1 {
			return false, "syntax error: want komi NUMBER"
		}
		if _, err := strconv.ParseFloat(args[0], 64); err != nil {
			return false, "syntax error: want komi NUMBER"
		}
		return true, "" // no komi in these games
	case "play":
		return st.play(args)
	case "genmove":
		return st.genmove(ctx, args)
	case "undo":
		if !st.g.Undo() {
			return false, "cannot undo"
		}
		return true, ""
	case "showboard":
		return true, "\n" + strings.TrimRight(fmt.Sprint(st.g), "\n")
	case "final_score":
		return st.finalScore()
	case "time_settings":
		return st.timeSettings(args)
	case "time_left":
		return st.timeLeft(args)
	}
	return false, "unknown command"
}

// boardsize runs boardsize SIZE: a new game of that size.
func (st *serverState[C, G]) boardsize(args []string) (bool, string) {
	if len(args) != 1 {
		return false, "syntax error: want boardsize SIZE"
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return false, "syntax error: want boardsize SIZE"
	}
	g, err := st.s.Spec.NewGame(n)
	if err != nil {
		return false, "unacceptable size"
	}
	st.g, st.size = g, n
	return true, ""
}

// timeSettings runs time_settings MAIN BYO_YOMI STONES, in seconds.
func (st *serverState[C, G]) timeSettings(args []string) (bool, string) {
	var v [3]int64
	if len(args) != 3 || !ints(args, v[:]) {
		return false, "syntax error: want time_settings MAIN BYO_YOMI STONES"
	}
	st.clock = clock{set: true, main: seconds(v[0]), byo: seconds(v[1]), stones: int(min(v[2], 1<<30))}
	return true, ""
}

// timeLeft runs time_left COLOR TIME STONES, in seconds.
func (st *serverState[C, G]) timeLeft(args []string) (bool, string) {
	var v [2]int64
	if len(args) != 3 || !ints(args[1:], v[:]) {
		return false, "syntax error: want time_left COLOR TIME STONES"
	}
	side, ok := st.color(args[0])
	if !ok {
		return false, "syntax error: invalid color"
	}
	st.clock.left[side], st.clock.leftStones[side], st.clock.leftKnown[side] = seconds(v[0]), int(min(v[1], 1<<30)), true
	return true, ""
}

// color returns the side index of a colour argument: black, b, white,
// w in any case, or the Spec's side names and their first letters.
func (st *serverState[C, G]) color(s string) (int, bool) {
	s = strings.ToLower(s)
	for i, names := range [2][]string{{"black", "b"}, {"white", "w"}} {
		n := st.s.Spec.SideNames[i]
		if slices.Contains(names, s) || s == n || (n != "" && s == n[:1]) {
			return i, true
		}
	}
	return 0, false
}

// colorArgs reads the arguments of a command of the form want, like
// "play COLOR VERTEX": their number, and the side of the colour first. It
// returns the side, or the message of a syntax error.
func (st *serverState[C, G]) colorArgs(args []string, want string) (int, string) {
	if len(args) != strings.Count(want, " ") {
		return 0, "syntax error: want " + want
	}
	side, ok := st.color(args[0])
	if !ok {
		return 0, "syntax error: invalid color"
	}
	return side, ""
}

// play runs play COLOR VERTEX.
func (st *serverState[C, G]) play(args []string) (bool, string) {
	spec, g := st.s.Spec, st.g
	side, msg := st.colorArgs(args, "play COLOR VERTEX")
	if msg != "" {
		return false, msg
	}
	if strings.EqualFold(args[1], "pass") {
		// A pass is the turn the game has handed on already.
		if g.Over() || spec.Side(g.Turn()) != side {
			return true, ""
		}
		return false, "illegal move"
	}
	p, err := spec.ParseMove(args[1], g.Size())
	if err != nil {
		return false, "syntax error: invalid vertex"
	}
	if g.Over() || spec.Side(g.Turn()) != side {
		return false, "illegal move"
	}
	if err := g.Play(p); err != nil {
		return false, "illegal move"
	}
	return true, ""
}

// genmove runs genmove COLOR.
func (st *serverState[C, G]) genmove(ctx context.Context, args []string) (bool, string) {
	spec, g := st.s.Spec, st.g
	side, msg := st.colorArgs(args, "genmove COLOR")
	if msg != "" {
		return false, msg
	}
	if g.Over() {
		return true, "pass"
	}
	if spec.Side(g.Turn()) != side {
		if spec.Skipped(g) {
			return true, "pass" // the side has no move: the game passed for it
		}
		return false, "wrong color"
	}
	d, ok := st.budget(side)
	if left, sd := st.suddenDeath(side); sd {
		if p, isClocked := any(st.s.Player).(interface {
			SetClock(left, increment time.Duration)
		}); isClocked {
			p.SetClock(left, 0)
			d, ok = protocol.ClockedLimit(left), true
		}
	}
	if ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, d)
		defer cancel()
	}
	c, err := st.s.Player.Choose(ctx, g.Clone())
	if err != nil {
		return false, "cannot generate a move: " + strings.Join(strings.Fields(err.Error()), " ")
	}
	if err := g.Play(c.Move); err != nil {
		return false, "cannot generate a move: the player chose an illegal move"
	}
	return true, spec.FormatMove(c.Move, g.Size())
}

// budget returns the time a move of side may take, from time_settings
// and time_left, and whether they bound it.
func (st *serverState[C, G]) budget(side int) (time.Duration, bool) {
	k := st.clock
	if !k.set && !k.leftKnown[side] {
		return 0, false
	}
	if k.set && k.byo > 0 && k.stones == 0 {
		return 0, false // section 4.2: no time limits
	}
	var d time.Duration
	switch {
	case k.leftKnown[side] && k.leftStones[side] > 0: // in byo-yomi
		d = k.left[side] / time.Duration(k.leftStones[side])
	case k.leftKnown[side]:
		d = k.left[side]/20 + k.byo/time.Duration(max(k.stones, 1))
	case k.main > 0:
		d = k.main / 20
	case k.stones > 0:
		d = k.byo / time.Duration(k.stones)
	default:
		return 0, false
	}
	// Keep a tenth, at most 100ms, for the answer to travel.
	return max(d-min(d/10, 100*time.Millisecond), time.Millisecond), true
}

// suddenDeath returns the time left on side's clock when time_settings
// said a sudden death (no byo-yomi) and time_left the time left: what the
// genmove of a player that shares a game clock out itself (a
// match.Clocked player, like the Othello engine) is given with SetClock.
func (st *serverState[C, G]) suddenDeath(side int) (time.Duration, bool) {
	k := st.clock
	if !k.set || k.byo > 0 || k.stones > 0 || !k.leftKnown[side] || k.leftStones[side] > 0 {
		return 0, false
	}
	return k.left[side], true
}

// finalScore runs final_score, as "B+12", "W+2" or "0": once the game
// is over, the difference of the Score method's counts for a game that
// has one (Othello's gives the empty squares to the winner), and the
// winner by one point for a game without; before, the difference of the
// Count method's counts of the two sides for a game that has one (the
// discs on the board), and a failure for a game without.
func (st *serverState[C, G]) finalScore() (bool, string) {
	g, sides := st.g, st.s.Spec.Sides
	diff := 0
	sc, hasScore := any(g).(interface{ Score() (int, int) })
	cn, hasCount := any(g).(interface{ Count(C) int })
	switch {
	case g.Over() && hasScore:
		b, w := sc.Score()
		diff = b - w
	case g.Over():
		switch st.s.Spec.Side(g.Winner()) {
		case 0:
			diff = 1
		case 1:
			diff = -1
		}
	case hasCount:
		diff = cn.Count(sides[0]) - cn.Count(sides[1])
	default:
		return false, "cannot score: the game is not over"
	}
	switch {
	case diff > 0:
		return true, "B+" + strconv.Itoa(diff)
	case diff < 0:
		return true, "W+" + strconv.Itoa(-diff)
	}
	return true, "0"
}

// cmp returns s, or def if s is "".
func cmp(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// ints reads args into v as non-negative whole numbers.
func ints(args []string, v []int64) bool {
	for i := range v {
		n, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil || n < 0 {
			return false
		}
		v[i] = n
	}
	return true
}

// seconds returns n seconds, clamped to a day of days.
func seconds(n int64) time.Duration {
	return time.Duration(min(n, 1<<30)) * time.Second
}
