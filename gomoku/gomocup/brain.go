package gomocup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// A Brain plays gomoku for a Gomocup manager: [Brain.Serve] reads the
// manager's commands and writes the brain's replies, choosing each move
// with Player within the time limits the manager sets. The zero Brain
// plays with an [engine.Engine] of Level 0, which plays its strongest
// level within the time of each move (its default level when the manager
// sets no time limit), and says [DefaultAbout] of itself.
//
// A Brain is not safe for concurrent use: serve one manager at a time.
type Brain struct {
	// Player chooses the brain's moves; nil means a new engine.Engine.
	// The brain gives it a copy of the game and a context whose deadline
	// is the time the move may take; an *engine.Engine also gets that
	// time as its Time. When the player does not answer in time, or
	// answers an illegal move or an error, the brain plays its fallback
	// instead: the move of a scout, an engine.Engine at level 1 that
	// searches alongside the player (unless the player is one), or, if
	// the scout has not answered either, a quick move of its own. A
	// player that overran is not asked again until it has returned: it
	// is never used by two goroutines at once.
	Player search.Player[*gomoku.Game]
	// About is the reply to ABOUT; the zero About means DefaultAbout.
	About About
	// Debug adds a DEBUG line before each move with what the search
	// found: its depth, score, nodes and time, or why the brain played a
	// quick move instead.
	Debug bool
	// Ponder has the player think during the opponent's turn, from the
	// start, as INFO pondering 1 asks (see Pondering in the package doc).
	Ponder bool
}

// A session is the state of one Serve.
type session struct {
	b     *Brain
	w     io.Writer
	werr  error
	lines <-chan protocol.Line
	queue []protocol.Line // lines that came while the brain was thinking
	pos   position
	clock clock
	// badRule is why the rule set of the last INFO rule cannot be
	// played, said with ERROR in reply to the next move command.
	badRule string
	notes   []string // MESSAGE lines to send before the next move
	block   *block   // the BOARD or SWAP2BOARD block being read
	main    worker   // the player
	scout   worker   // the engine at level 1, for a fallback move
	quit    bool
	// stopped is set when END or YXSTOP stopped a search of the
	// command being answered, which then starts no other.
	stopped  bool
	ponder   bool               // think during the opponent's turn
	unponder context.CancelFunc // ends the search of the opponent's turn; nil when none runs
}

// A block is a BOARD or SWAP2BOARD block being read, up to its DONE.
type block struct {
	word      string
	at        time.Time
	own, opp  []board.Point
	order     []board.Point
	err       string
	fieldSeen map[board.Point]bool
}

// Serve speaks the protocol with a manager that writes commands to r and
// reads replies from w, until END, the end of r, or the end of ctx. Each
// reply is one line ended by "\n", written with one Write and flushed
// when w has a Flush method, like a *bufio.Writer. Serve returns nil at
// END and at the end of r, ctx.Err() when ctx ends, and else the error
// that stopped reading r or writing w. Nothing the manager sends makes it
// panic.
//
// Serve reads r in a goroutine of its own, so that END and YXSTOP (the
// stop command of Yixin's extensions, which c-gomoku-cli sends to a brain
// over its time) are heard while the brain thinks: either stops the
// search, and the brain answers at once with the best move it has; END
// then ends Serve. That goroutine ends when r does, which may be after
// Serve has returned; so may the last call of a player that overran its
// time, which is why a Player should not be given to a second Serve
// while the first may still use it.
func (b *Brain) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	done := make(chan struct{})
	defer close(done)
	lines := make(chan protocol.Line)
	go protocol.ReadLines(r, lines, done, true)
	s := &session{b: b, w: w, lines: lines, clock: newClock(), ponder: b.Ponder}
	defer s.stopPondering()
	s.main.player = b.Player
	if s.main.player == nil {
		s.main.player = &engine.Engine{}
	}
	if e, ok := s.main.player.(*engine.Engine); !ok || e.Level != 1 {
		s.scout.player = &engine.Engine{Level: 1}
	}
	for !s.quit && s.werr == nil {
		l, err := s.next(ctx)
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
		s.stopPondering()
		s.handle(ctx, l)
	}
	if s.quit {
		return nil
	}
	return s.werr
}

// next returns the next line: one queued while thinking, else one from
// the reader.
func (s *session) next(ctx context.Context) (protocol.Line, error) {
	if len(s.queue) > 0 {
		l := s.queue[0]
		s.queue = s.queue[1:]
		return l, l.Err
	}
	select {
	case l := <-s.lines:
		if l.Err != nil {
			return l, l.Err
		}
		return l, nil
	case <-ctx.Done():
		return protocol.Line{}, ctx.Err()
	}
}

// reply writes one line and flushes it.
func (s *session) reply(format string, args ...any) {
	if s.werr != nil {
		return
	}
	line := fmt.Sprintf(format, args...) + "\n"
	if _, err := io.WriteString(s.w, line); err != nil {
		s.werr = err
		return
	}
	if f, ok := s.w.(interface{ Flush() error }); ok {
		if err := f.Flush(); err != nil {
			s.werr = err
		}
	}
}

// errorf replies ERROR with a message.
func (s *session) errorf(format string, args ...any) {
	s.reply("ERROR %s", clean(fmt.Sprintf(format, args...)))
}

// handle carries out one line.
func (s *session) handle(ctx context.Context, l protocol.Line) {
	if s.block != nil {
		s.blockLine(ctx, l)
		return
	}
	if l.TooLong {
		s.errorf("line longer than %d bytes", protocol.MaxLine)
		return
	}
	c := parseLine(l.Text)
	switch c.word {
	case "":
	case "START":
		n, ok := number(c.arg)
		if !ok {
			s.errorf("START wants a board size, like START 15")
			return
		}
		s.start(n)
	case "RECTSTART":
		ws, hs, _ := strings.Cut(c.arg, ",")
		w, okw := number(ws)
		h, okh := number(hs)
		switch {
		case !okw || !okh:
			s.errorf("RECTSTART wants width,height, like RECTSTART 20,20")
		case w != h:
			s.errorf("rectangular boards are not supported: %dx%d (want a square board, %d to %d a side)", w, h, gomoku.MinSize, gomoku.MaxSize)
		default:
			s.start(w)
		}
	case "RESTART":
		if s.pos.size() == 0 {
			s.errorf("RESTART before START: no board size")
			return
		}
		s.start(s.pos.size())
	case "BEGIN":
		switch {
		case s.pos.size() == 0:
			s.errorf("BEGIN before START: no board")
		case s.pos.stones() > 0:
			s.errorf("BEGIN on a board with %d stones (want an empty board; use BOARD to set a position)", s.pos.stones())
		default:
			s.move(ctx, l.At)
		}
	case "TURN":
		if s.apply(c, s.pos.play) {
			s.move(ctx, l.At)
		}
	case "BOARD", "SWAP2BOARD":
		s.block = &block{word: c.word, at: l.At, fieldSeen: map[board.Point]bool{}}
		if s.pos.size() == 0 {
			s.block.err = c.word + " before START: no board"
		}
	case "INFO":
		s.info(c.arg)
	case "END":
		s.quit = true
	case "ABOUT":
		a := s.b.About
		if a == (About{}) {
			a = DefaultAbout()
		}
		s.reply("%s", a)
	case "TAKEBACK":
		if s.apply(c, s.pos.takeBack) {
			s.reply("OK")
		}
	case "PLAY":
		if q, ok := s.point(c); ok {
			s.play(ctx, q, l.At)
		}
	case "YXSTOP", "STOP":
		// A search in progress stops (see think); at rest there is
		// nothing to stop and nothing to say.
	default:
		s.reply("UNKNOWN %s", clean("unknown command "+c.word))
	}
}

// point reads the x,y argument of a TURN, TAKEBACK or PLAY command, or
// replies ERROR and why.
func (s *session) point(c command) (board.Point, bool) {
	if s.pos.size() == 0 {
		s.errorf("%s before START: no board", c.word)
		return board.Point{}, false
	}
	q, ok := parsePoint(c.arg, s.pos.size())
	if !ok {
		s.errorf("%s wants x,y on the %dx%d board, not %q", c.word, s.pos.size(), s.pos.size(), clean(c.arg))
	}
	return q, ok
}

// apply reads the x,y argument of a TURN or TAKEBACK command and carries
// the command out on the position with op (play or takeBack), or replies
// ERROR and why. It reports whether op succeeded.
func (s *session) apply(c command, op func(board.Point) error) bool {
	q, ok := s.point(c)
	if !ok {
		return false
	}
	if err := op(q); err != nil {
		s.errorf("%s %s", c.word, err)
		return false
	}
	return true
}

// start begins a new game on a size×size board and replies OK, or ERROR
// for a size out of range.
func (s *session) start(size int) {
	if size < gomoku.MinSize || size > gomoku.MaxSize {
		s.errorf("unsupported board size %d (want %d to %d)", size, gomoku.MinSize, gomoku.MaxSize)
		return
	}
	if err := s.pos.reset(size, s.pos.rule); err != nil {
		s.errorf("%v", err)
		return
	}
	// The manager sends INFO rule after START, and the first move's
	// command right after it: the tables of every rule the brain plays
	// are made now, while nothing is timed.
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard, gomoku.Renju} {
		warm(size, r)
	}
	s.clock.used = 0
	s.reply("OK")
}

// blockLine reads one line of a BOARD or SWAP2BOARD block.
func (s *session) blockLine(ctx context.Context, l protocol.Line) {
	k := s.block
	c := parseLine(l.Text)
	switch {
	case c.word == "END":
		s.quit = true
		return
	case c.word == "DONE":
		s.block = nil
		s.endBlock(ctx, k)
		return
	case k.err != "":
		return
	case l.TooLong:
		k.err = fmt.Sprintf("%s block: line longer than %d bytes", k.word, protocol.MaxLine)
		return
	case k.word == "SWAP2BOARD":
		q, ok := parsePoint(l.Text, s.pos.size())
		switch {
		case !ok:
			k.err = fmt.Sprintf("SWAP2BOARD line %q: want x,y on the %dx%d board", clean(l.Text), s.pos.size(), s.pos.size())
		case k.fieldSeen[q]:
			k.err = fmt.Sprintf("SWAP2BOARD line %q: %s given twice", clean(l.Text), gomoku.FormatGomocup(q))
		}
		k.fieldSeen[q] = true
		k.order = append(k.order, q)
		return
	}
	q, f, ok := parseField(l.Text, s.pos.size())
	switch {
	case !ok:
		k.err = fmt.Sprintf("BOARD line %q: want x,y,field on the %dx%d board", clean(l.Text), s.pos.size(), s.pos.size())
	case k.fieldSeen[q]:
		k.err = fmt.Sprintf("BOARD line %q: %s given twice", clean(l.Text), gomoku.FormatGomocup(q))
	case f == 1:
		k.own = append(k.own, q)
	case f == 2:
		k.opp = append(k.opp, q)
	case f == 3:
		k.err = fmt.Sprintf("BOARD line %q: field 3 belongs to the continuous game, which this brain does not play", clean(l.Text))
	default:
		k.err = fmt.Sprintf("BOARD line %q: field %d (want 1 for own stone, 2 for the opponent's)", clean(l.Text), f)
	}
	k.fieldSeen[q] = true
	k.order = append(k.order, q)
}

// endBlock carries out a BOARD or SWAP2BOARD block at its DONE.
func (s *session) endBlock(ctx context.Context, k *block) {
	if k.err != "" {
		s.errorf("%s", k.err)
		return
	}
	if k.word == "SWAP2BOARD" {
		s.swap2(ctx, k)
		return
	}
	if err := s.pos.setBoard(k.own, k.opp, k.order); err != nil {
		s.errorf("BOARD: %v", err)
		return
	}
	s.move(ctx, k.at)
}

// info takes in an INFO line. INFO has no reply: a value the brain cannot
// use is said in a MESSAGE before the next move, a rule set it cannot
// play with ERROR in place of the next move, as the protocol asks.
func (s *session) info(arg string) {
	key, val, _ := strings.Cut(arg, " ")
	key = strings.ToLower(key)
	val = strings.TrimSpace(val)
	var target *int64
	switch key {
	case "timeout_turn":
		target = &s.clock.turn
	case "timeout_match":
		target = &s.clock.match
	case "time_left":
		target = &s.clock.left
	case "max_memory":
		target = &s.clock.memory
	case "pondering":
		switch val {
		case "0", "1":
			s.ponder = val == "1"
		default:
			s.notes = append(s.notes, fmt.Sprintf("INFO pondering %q is not 0 or 1: ignored", clean(val)))
		}
		return
	case "game_type":
		target = &s.clock.gameType
	case "rule":
		n, ok := parseInt(val)
		if !ok {
			s.badRule = fmt.Sprintf("INFO rule %q is not a number", clean(val))
			return
		}
		r, err := ruleOf(n)
		if err != nil {
			s.badRule = err.Error()
			return
		}
		s.badRule = ""
		s.pos.setRule(r)
		return
	default:
		return // folder, evaluate and keys of other managers: ignored
	}
	n, ok := parseInt(val)
	if !ok {
		s.notes = append(s.notes, fmt.Sprintf("INFO %s %q is not a number: ignored", key, clean(val)))
		return
	}
	switch key {
	case "timeout_turn", "timeout_match", "time_left":
		n = millis(n)
	}
	if key == "time_left" {
		s.clock.leftSet = true
	}
	if key != "time_left" && n < 0 {
		s.notes = append(s.notes, fmt.Sprintf("INFO %s %d is negative: ignored", key, n))
		return
	}
	*target = n
}

// ruleOf returns the rule set of an INFO rule value: the sum of 1
// (exactly five in a row wins), 2 (continuous game), 4 (renju) and 8
// (caro). The brain plays 0 (freestyle), 1 (standard) and 4 (renju).
func ruleOf(n int64) (gomoku.Rule, error) {
	switch n {
	case 0:
		return gomoku.Freestyle, nil
	case 1:
		return gomoku.Standard, nil
	case 4:
		return gomoku.Renju, nil
	}
	var why []string
	if n < 0 || n > 15 {
		return 0, fmt.Errorf("unsupported rule %d (want 0 freestyle, 1 exactly five or 4 renju)", n)
	}
	if n&2 != 0 {
		why = append(why, "continuous game")
	}
	if n&8 != 0 {
		why = append(why, "caro")
	}
	if n&4 != 0 && n&1 != 0 {
		why = append(why, "renju with exactly five for both")
	}
	return 0, fmt.Errorf("unsupported rule %d (%s; want 0 freestyle, 1 exactly five or 4 renju)", n, strings.Join(why, ", "))
}

// move chooses the brain's move in the position, plays it and replies
// with it; the command that asked for it arrived at at.
func (s *session) move(ctx context.Context, at time.Time) {
	if !s.ready() {
		return
	}
	q, ok := s.think(ctx, at)
	if s.quit || ctx.Err() != nil {
		return
	}
	if !ok {
		s.errorf("no move: the board is full")
		return
	}
	if err := s.pos.play(q); err != nil {
		s.errorf("internal: own move %v", err)
		return
	}
	s.clock.used += time.Since(at)
	s.reply("%s", gomoku.FormatGomocup(q))
	s.startPondering(ctx)
}

// ready reports whether the brain can answer a command that asks for a
// move under the rule set of the last INFO rule, and replies ERROR if
// not; it first sends the notes kept for the next move.
func (s *session) ready() bool {
	if s.badRule != "" {
		s.errorf("%s", s.badRule)
		return false
	}
	for _, n := range s.notes {
		s.reply("MESSAGE %s", clean(n))
	}
	s.notes = s.notes[:0]
	s.stopped = false
	return true
}

// play carries out PLAY x,y, the manager's answer to a suggestion: the
// brain plays x,y and says it back. Where x,y is forbidden to the brain,
// it plays a move of its own instead, as the protocol allows.
func (s *session) play(ctx context.Context, q board.Point, at time.Time) {
	if s.pos.b.At(q) != gomoku.Empty {
		s.errorf("PLAY %s: %v", gomoku.FormatGomocup(q), errOccupied)
		return
	}
	if g := s.pos.g; g != nil && !g.Over() && g.Forbidden(q) != gomoku.NoFoul {
		s.move(ctx, at)
		return
	}
	if err := s.pos.play(q); err != nil {
		s.errorf("PLAY %v", err)
		return
	}
	s.reply("%s", gomoku.FormatGomocup(q))
}

// legal reports whether q is a move the game allows its side to move.
func legal(g *gomoku.Game, q board.Point) bool {
	return !g.Over() && q.Row >= 0 && q.Col >= 0 && q.Row < g.Size() && q.Col < g.Size() &&
		g.At(q) == gomoku.Empty && g.Forbidden(q) == gomoku.NoFoul
}

// think returns the brain's move in the position: the player's, searched
// within the budget of the move, or else the fallback (see ask); as Black
// opening a renju game, a canonical opening (see renjuOpening).
func (s *session) think(ctx context.Context, at time.Time) (board.Point, bool) {
	g := s.pos.g
	if g == nil || g.Over() {
		return quickMove(&s.pos)
	}
	if q, ok := s.renjuOpening(ctx, at); ok {
		return q, true
	}
	r, ok := s.ask(ctx, g, at, s.clock.budget(s.pos.b.Count(gomoku.Empty)))
	return r.c.Move, ok
}

// A reply is the move that ask found, and whether it is the player's,
// with the player's score, or a fallback move with none.
type reply struct {
	c      search.Choice
	scored bool
}

// ask returns the move of the side to move of g, a game that is not
// over: the player's, searched within bud from at, or else the fallback:
// the move of the scout (the engine at level 1, searched at the same
// time) or, when g is the position's game, a quick move. The fallback
// stands when the player fails, answers an illegal move, or has not
// answered by the hard deadline, which a player still busy with the last
// move it overran may take up too; ok is false when there is none. While
// it thinks the brain reads the manager's lines and keeps them for later,
// in order; END and YXSTOP, when nothing is kept before them, also stop
// the search.
func (s *session) ask(ctx context.Context, g *gomoku.Game, at time.Time, bud budget) (reply, bool) {
	var hard <-chan time.Time
	if bud.hard > 0 {
		t := time.NewTimer(time.Until(at.Add(bud.hard)))
		defer t.Stop()
		hard = t.C
	}
	// The move's context ends at the soft deadline, if there is one.
	mctx, cancel := context.WithCancel(ctx)
	if bud.soft > 0 {
		cancel() // not lost: the one of the deadline replaces it
		mctx, cancel = context.WithDeadline(ctx, at.Add(bud.soft))
	}
	defer cancel()
	th := thought{s: s, g: g, at: at, soft: bud.soft}
	if s.scout.player != nil && s.scout.idle() {
		th.scoutC = s.scout.start(mctx, g.Clone())
	}
	if s.main.idle() {
		th.begin(mctx)
	} else {
		th.wait = s.main.busy
	}
	for {
		select {
		case <-th.wait:
			th.wait, s.main.busy = nil, nil
			if th.stopped {
				return th.fallback("stopped")
			}
			th.begin(mctx)
		case a := <-th.scoutC:
			th.scoutC = nil
			if a.err == nil && legal(g, a.c.Move) {
				th.scouted = &a.c.Move
			}
		case a := <-th.mainC:
			return th.answer(a)
		case <-hard:
			cancel()
			if th.wait != nil {
				return th.fallback("the player is still busy with an earlier move")
			}
			return th.fallback(fmt.Sprintf("no move from the player by the deadline of %dms", bud.hard.Milliseconds()))
		case l := <-s.lines:
			if s.hear(l) {
				cancel()
				th.stopped, s.stopped = true, true
				if th.mainC == nil {
					return th.fallback("stopped")
				}
			}
		case <-ctx.Done():
			return reply{}, false
		}
	}
}

// A thought is the state of one think: the player's and the scout's
// answers to come, and what has come.
type thought struct {
	s       *session
	g       *gomoku.Game
	at      time.Time     // when the command arrived
	soft    time.Duration // the player's time from at, 0 for no limit
	mainC   <-chan answer // the player's answer, once asked
	scoutC  <-chan answer // the scout's answer, if asked
	wait    <-chan struct{}
	scouted *board.Point // the scout's legal move, once it answered
	stopped bool         // END or YXSTOP stopped the search
}

// begin asks the player for its move under ctx; an *engine.Engine is
// given the time to the soft deadline as its Time, so that it spends the
// time it has (at its strongest level when its Level is 0).
func (th *thought) begin(ctx context.Context) {
	if e, ok := th.s.main.player.(*engine.Engine); ok {
		e.Time = 0
		if th.soft > 0 {
			e.Time = max(time.Until(th.at.Add(th.soft)), time.Millisecond)
		}
	}
	th.mainC = th.s.main.start(ctx, th.g.Clone())
}

// answer returns the player's move of a, or the fallback when a is an
// error or an illegal move.
func (th *thought) answer(a answer) (reply, bool) {
	switch {
	case a.err != nil:
		return th.fallback(fmt.Sprintf("player error: %v", a.err))
	case !legal(th.g, a.c.Move):
		return th.fallback(fmt.Sprintf("player chose %s, not a legal move", gomoku.FormatGomocup(a.c.Move)))
	}
	th.s.debug("depth %d score %d nodes %d time %dms", a.c.Depth, a.c.Score, a.c.Nodes, time.Since(th.at).Milliseconds())
	return reply{c: a.c, scored: true}, true
}

// fallback returns the scout's move if it has one, else a quick move
// when the game is the position's, and says why in a DEBUG line.
func (th *thought) fallback(why string) (reply, bool) {
	if th.scouted != nil {
		th.s.debug("%s: the scout's move", why)
		return reply{c: search.Choice{Move: *th.scouted}}, true
	}
	if th.g != th.s.pos.g {
		th.s.debug("%s: no move", why)
		return reply{}, false
	}
	th.s.debug("%s: quick move", why)
	q, ok := quickMove(&th.s.pos)
	return reply{c: search.Choice{Move: q}}, ok
}

// hear keeps l, a line that came while the brain thinks, for later, and
// reports whether it stops the search: END and YXSTOP with nothing kept
// before them do (the brain answers at once with what it has, and then,
// for END, ends); behind other lines they wait their turn.
func (s *session) hear(l protocol.Line) bool {
	if l.Err != nil {
		s.queue = append(s.queue, l)
		s.lines = nil // nothing more will come
		return false
	}
	w := parseLine(l.Text).word
	if len(s.queue) > 0 || w != "END" && w != "YXSTOP" && w != "STOP" {
		s.queue = append(s.queue, l)
		return false
	}
	if w == "END" {
		s.queue = append(s.queue, l)
	}
	return true
}

// An answer is what a player's Choose returned.
type answer struct {
	c   search.Choice
	err error
}

// A worker runs a player in a goroutine of its own, one call at a time,
// so that the brain can answer without it when it overruns.
type worker struct {
	player search.Player[*gomoku.Game]
	busy   chan struct{} // closed when the last call returns; nil when known idle
}

// idle reports whether the player's last call has returned.
func (w *worker) idle() bool {
	if w.busy == nil {
		return true
	}
	select {
	case <-w.busy:
		w.busy = nil
		return true
	default:
		return false
	}
}

// start asks the player for a move of g, which it then owns, and returns
// the channel its answer comes on. A panic of the player is its error.
func (w *worker) start(ctx context.Context, g *gomoku.Game) <-chan answer {
	out := make(chan answer, 1)
	busy := make(chan struct{})
	w.busy = busy
	p := w.player
	go func() {
		defer close(busy)
		var a answer
		defer func() {
			if v := recover(); v != nil {
				a.err = fmt.Errorf("player panicked: %v", v)
			}
			out <- a
		}()
		a.c, a.err = p.Choose(ctx, g)
	}()
	return out
}

// debug writes a DEBUG line when the brain is asked to.
func (s *session) debug(format string, args ...any) {
	if s.b.Debug {
		s.reply("DEBUG %s", clean(fmt.Sprintf(format, args...)))
	}
}
