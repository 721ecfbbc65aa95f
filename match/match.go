// Package match plays matches between players of any game of the
// contract [board.Game], in the manner of the match runners
// cutechess-cli, c-gomoku-cli and fastchess: two players, or more in a
// round robin, each a [search.Player] made by a factory (one of this
// module's engines, or an external engine driven through a protocol
// client), over a list of openings each played with both colours, within
// limits per move or per game, with games in parallel; and the
// statistics of the result: the score, the draw ratio, the Elo difference
// with its error bars and an SPRT.
//
//	m := &match.Match[tictactoe.Mark, *tictactoe.Game]{
//		Engines: []match.Engine[*tictactoe.Game]{a, b},
//		Sides:   [2]tictactoe.Mark{tictactoe.X, tictactoe.O},
//		New:     func() (*tictactoe.Game, error) { return tictactoe.NewGame(), nil },
//		Games:   20,
//	}
//	res, err := m.Run(ctx)
//
// # Faults
//
// A player that returns an error (an engine that crashed, timed out,
// answered late or sent garbage: the protocol clients return errors that
// [errors.Is] matches), that chooses a move the game refuses, or that
// runs over its time, loses the game; the error is kept in the
// [Game], and the player is closed (if it is an [io.Closer]) and made
// anew by its factory for the next game. The match goes on.
//
// A player that does not start (its program cannot be run, or gives no
// answer to the handshake within [Limits.StartWait]) loses the game
// too, with an error matching [ErrStart]; if no player of its engine has
// been ready for a game yet (made, and told of the game if it is a
// [NewGamer]), Run stops there and returns that error: a match with an
// engine that cannot start is not played.
//
// # Records
//
// Each game is handed to [Match.Record] as soon as it ends, so that a
// match that is killed loses none of the games it finished. The package
// writes no file format: the caller writes the records of its game (GGF,
// PSQ, SGF) from the [Game].
//
// The formulas of the statistics are quoted in docs/match.md.
package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"sync"
	"sync/atomic"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// ErrTimeForfeit is the fault of a player that ran over its time: the
// time of the move, or what was left on its clock, and the margin.
var ErrTimeForfeit = errors.New("match: out of time")

// ErrStart is the fault of a player that did not start: its factory
// failed, or it was not ready for a new game within [Limits.StartWait].
var ErrStart = errors.New("engine did not start")

// DefaultMargin is the margin of [Limits] with no Margin.
const DefaultMargin = 100 * time.Millisecond

// MinStart is the least wait for a player's start that
// [Limits.StartWait] gives under a limit of time.
const MinStart = 5 * time.Second

// An Engine is a player of a match: its name, and the factory that makes
// it, for the first game and again after a fault. A player that is an
// [io.Closer] is closed when it is replaced and at the end of the match.
// With games in parallel, each worker makes players of its own.
type Engine[G any] struct {
	// Name is the engine's name in the results and records.
	Name string
	// New starts a player.
	New func(ctx context.Context) (search.Player[G], error)
}

// An Opening is a position the games of a match start from, played by
// each pair of players with both colours.
type Opening[G any] struct {
	// Name names the opening, like its moves "f5 d6 c3".
	Name string
	// Game is the position, with the moves that reach it as its history
	// (GTP engines set a position up only by moves). Each game plays on
	// a Clone.
	Game G
}

// Limits are the limits of time of a match; the zero Limits sets none.
// Limits of depth and nodes are the players' own settings.
type Limits struct {
	// MoveTime, if positive, is the time of each move.
	MoveTime time.Duration
	// GameTime, if positive, is each player's time for the game, with
	// Increment added after each of its moves.
	GameTime, Increment time.Duration
	// Margin is how far past its time a move may come before the player
	// loses on time; 0 means DefaultMargin.
	Margin time.Duration
	// Start, if positive, is how long a player may take to start: the
	// context of [Engine.New], and of NewGame before each game for a
	// [NewGamer], ends after it. 0 means the wait of
	// [Limits.StartWait].
	Start time.Duration
}

// StartWait returns how long a player may take to start: Start if it
// is positive; else, under a limit of time, the larger of [MinStart],
// ten times MoveTime and a tenth of GameTime (5 s at 100 ms a move, 10 s
// at 1 s a move, 30 s for a game of 5 minutes); else 0, for no bound but
// the players' own (the protocol clients wait protocol.DefaultStart for
// a handshake).
func (l Limits) StartWait() time.Duration {
	switch {
	case l.Start > 0:
		return l.Start
	case l.MoveTime > 0 || l.GameTime > 0:
		return max(MinStart, 10*l.MoveTime, l.GameTime/10)
	}
	return 0
}

// A Clocked player plays on a game clock: before each of its moves under
// [Limits.GameTime] the match calls SetClock with the time left on its
// clock and the increment, and the context of Choose ends when its time
// is up. A player that is not Clocked gets a context whose deadline is
// the share of its time that [protocol.TimeShare] gives: a thirtieth of
// what is left and three quarters of the increment, at most half of what
// is left. A Clocked player shares out its time itself, as the Gomocup
// client (gomocup.Client) does with TimeShare too.
type Clocked interface {
	SetClock(left, increment time.Duration)
}

// A NewGamer is a player that wants to hear of a new game, like a UGI
// client (uginewgame): the match calls NewGame before each game.
type NewGamer interface {
	NewGame(ctx context.Context) error
}

// A Game is a game of a match as it ended.
type Game[C comparable, G any] struct {
	// Number is the game's number in the schedule, from 0; Round the
	// number of its pair of games within its encounter (the two games of
	// an opening, with the colours swapped).
	Number, Round int
	// Sides are the game's sides, as in [Match.Sides].
	Sides [2]C
	// Players are the indexes in [Match.Engines] of the players of
	// Sides[0] and Sides[1]; Names their names.
	Players [2]int
	Names   [2]string
	// Opening is the index of the opening in [Match.Openings], -1 for
	// none; OpeningLen the number of moves of the opening in the game's
	// history.
	Opening, OpeningLen int
	// Game is the game at its end, with its whole history.
	Game G
	// Choices are the choices of the players after the opening, one per
	// move played.
	Choices []search.Choice
	// Winner is the side that won, the zero C for a draw.
	Winner C
	// Reason says how the game ended, like "game over",
	// "adjudicated: solved at 12 empties" or "x forfeits: ...".
	Reason string
	// Err is the fault that ended the game, nil for none; Faulty the
	// index (0 or 1) of the side at fault, -1 for none.
	Err    error
	Faulty int
	// Start is when the game started, Duration how long it took.
	Start    time.Time
	Duration time.Duration
}

// Points returns the points of player i of [Match.Engines] in g: 1 for a
// win, 1/2 for a draw, 0 for a loss or a game i did not play.
func (g *Game[C, G]) Points(i int) float64 {
	var zero C
	for s := range 2 {
		if g.Players[s] == i {
			switch g.Winner {
			case g.Sides[s]:
				return 1
			case zero:
				return 0.5
			}
			return 0
		}
	}
	return 0
}

// A Match is a match between two or more engines: every pair of them
// plays Games games, each opening twice with the colours swapped. Set
// the fields, then call Run once.
type Match[C comparable, G board.Game[C, G]] struct {
	// Engines are the players, at least two.
	Engines []Engine[G]
	// Sides are the game's two sides, Sides[0] the first to move at the
	// start.
	Sides [2]C
	// New returns a game at the start position, for a match with no
	// openings.
	New func() (G, error)
	// Openings are the positions the games start from, each played
	// twice by each pair (once with each colour), in turn; none starts
	// every game at New.
	Openings []Opening[G]
	// Games is the number of games of each pair of engines; 0 means two
	// per opening (two with no openings).
	Games int
	// Limits are the limits of time.
	Limits Limits
	// Concurrency is the number of games played at once; below 1, one.
	Concurrency int
	// Adjudicate, if not nil, is asked before each move whether the game
	// can end now: it returns the winner (the zero C for a draw), the
	// reason and true to end it.
	Adjudicate func(ctx context.Context, g G) (winner C, reason string, ok bool)
	// Record, if not nil, receives each game as soon as it ends, one at
	// a time. Its error stops the match: Run returns it.
	Record func(g *Game[C, G]) error
	// Progress, if not nil, receives the result so far after each game,
	// one at a time, on the goroutine of Run; it must not keep r.
	Progress func(r *Result)
	// SPRT, if not nil, stops a match of two engines once the test is
	// decided on the pairs of games (the pentanomial model): the games
	// under way finish, no other starts.
	SPRT *SPRT
}

// A Result is the state of a match.
type Result struct {
	// Names are the engines' names.
	Names []string
	// Scores[i][j] is the score of engine i against engine j.
	Scores [][]Score
	// Pairs are the pentanomial counts of engine 0 against engine 1, by
	// the pairs of games whose two games have ended.
	Pairs Pairs
	// Faults[i] is the number of games engine i lost by a fault.
	Faults []int
	// Played is the number of games that ended; Planned the number of
	// the schedule; Aborted the number stopped by the end of the
	// context, which count for nobody.
	Played, Planned, Aborted int
	// LLR and Verdict are the state of the SPRT, when there is one.
	LLR     float64
	Verdict Verdict
}

// Total returns the score of engine i against all the others.
func (r *Result) Total(i int) Score {
	var s Score
	for _, t := range r.Scores[i] {
		s = s.Add(t)
	}
	return s
}

// job is a game to play.
type job struct {
	number, opening int
	players         [2]int
	round           int // the pair of games it belongs to, for Pairs
}

// Run plays the match and returns its result. It returns early, with
// the result so far, when ctx ends (the games under way count for
// nobody), when Record fails, with that error, or when a player of an
// engine fails to start before any has been ready for a game, with an
// error matching [ErrStart] that names the engine. Every player it made is closed before it
// returns.
func (m *Match[C, G]) Run(ctx context.Context) (*Result, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	jobs := m.schedule()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	r := &run[C, G]{m: m, res: m.newResult(len(jobs)), halves: map[int]float64{}, stop: make(chan struct{}), cancel: cancel,
		started: make([]atomic.Bool, len(m.Engines))}
	for g := range r.play(ctx, jobs) {
		r.end(g)
	}
	if r.err == nil && ctx.Err() != nil {
		r.err = ctx.Err()
	}
	return r.res, r.err
}

// check returns why m cannot be run, or nil.
func (m *Match[C, G]) check() error {
	switch {
	case len(m.Engines) < 2:
		return errors.New("match: fewer than two engines")
	case len(m.Openings) == 0 && m.New == nil:
		return errors.New("match: no openings and no New")
	case m.SPRT != nil && !m.SPRT.Valid():
		return fmt.Errorf("match: invalid SPRT %+v", *m.SPRT)
	}
	return nil
}

// schedule returns the games of the match, in the order they start.
func (m *Match[C, G]) schedule() []job {
	n := len(m.Engines)
	games := m.Games
	if games <= 0 {
		games = 2 * max(1, len(m.Openings))
	}
	var jobs []job
	for k := range games {
		for i := range n {
			for j := i + 1; j < n; j++ {
				o := -1
				if len(m.Openings) > 0 {
					o = (k / 2) % len(m.Openings)
				}
				p := [2]int{i, j}
				if k%2 == 1 {
					p = [2]int{j, i}
				}
				jobs = append(jobs, job{number: len(jobs), opening: o, players: p, round: k / 2})
			}
		}
	}
	return jobs
}

// newResult returns the result of a match of planned games before any.
func (m *Match[C, G]) newResult(planned int) *Result {
	n := len(m.Engines)
	res := &Result{Planned: planned, Faults: make([]int, n), Scores: make([][]Score, n)}
	for i, e := range m.Engines {
		res.Names = append(res.Names, e.Name)
		res.Scores[i] = make([]Score, n)
	}
	return res
}

// A run is the state of a match under way, on the goroutine of Run.
type run[C comparable, G board.Game[C, G]] struct {
	m       *Match[C, G]
	res     *Result
	halves  map[int]float64 // the first game of a pair of engines 0 and 1: round -> points of 0
	stop    chan struct{}   // closed to start no more games
	stopped bool
	cancel  context.CancelFunc
	err     error
	started []atomic.Bool // started[i]: a player of engine i has been ready for a game
}

// play starts the workers on jobs and returns the channel of the games
// they play (nil for a game ctx aborted), closed when they are done.
func (r *run[C, G]) play(ctx context.Context, jobs []job) <-chan *Game[C, G] {
	todo := make(chan job)
	done := make(chan *Game[C, G])
	go func() {
		defer close(todo)
		for _, j := range jobs {
			select {
			case todo <- j:
			case <-r.stop:
				return
			case <-ctx.Done():
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for range max(1, r.m.Concurrency) {
		wg.Go(func() {
			w := &worker[C, G]{m: r.m, players: map[int]search.Player[G]{}, started: r.started}
			defer w.close()
			for j := range todo {
				if ctx.Err() != nil {
					continue // not started: not aborted either
				}
				done <- w.play(ctx, j)
			}
		})
	}
	go func() { wg.Wait(); close(done) }()
	return done
}

// end counts the game g that ended (nil for one aborted), records it
// and reports the progress.
func (r *run[C, G]) end(g *Game[C, G]) {
	if r.err != nil {
		return // drain
	}
	if g == nil {
		r.res.Aborted++
		return
	}
	r.count(g)
	if r.m.Record != nil {
		if err := r.m.Record(g); err != nil {
			r.fail(fmt.Errorf("match: game %d: record: %w", g.Number+1, err))
			return
		}
	}
	if r.m.Progress != nil {
		r.m.Progress(r.res)
	}
	if g.Faulty >= 0 && errors.Is(g.Err, ErrStart) {
		if i := g.Players[g.Faulty]; !r.started[i].Load() {
			r.fail(fmt.Errorf("match: engine %s: %w", g.Names[g.Faulty], g.Err))
		}
	}
}

// fail stops the match with err.
func (r *run[C, G]) fail(err error) {
	r.err = err
	r.cancel()
}

// count adds g to the scores, the faults, the pairs and the SPRT.
func (r *run[C, G]) count(g *Game[C, G]) {
	res := r.res
	res.Played++
	a, b := g.Players[0], g.Players[1]
	res.Scores[a][b] = res.Scores[a][b].add(g.Points(a))
	res.Scores[b][a] = res.Scores[b][a].add(g.Points(b))
	if g.Faulty >= 0 {
		res.Faults[g.Players[g.Faulty]]++
	}
	if lo, hi := min(a, b), max(a, b); lo == 0 && hi == 1 {
		p0 := g.Points(0)
		if first, ok := r.halves[g.Round]; ok {
			res.Pairs = res.Pairs.Add(first, p0)
			delete(r.halves, g.Round)
		} else {
			r.halves[g.Round] = p0
		}
	}
	if t := r.m.SPRT; t != nil && len(r.m.Engines) == 2 {
		res.LLR = t.PairsLLR(res.Pairs)
		res.Verdict = t.Verdict(res.LLR)
		if res.Verdict != Continue && !r.stopped {
			r.stopped = true
			close(r.stop)
		}
	}
}

// A worker plays games one at a time with players of its own.
type worker[C comparable, G board.Game[C, G]] struct {
	m       *Match[C, G]
	players map[int]search.Player[G]
	started []atomic.Bool // of the run: set when a player is ready for a game
}

// player returns the player of engine i, made if need be, and tells it
// of a new game if it is a NewGamer. Both are bounded by the match's
// start wait; an error wraps ErrStart.
func (w *worker[C, G]) player(ctx context.Context, i int) (search.Player[G], error) {
	wait := w.m.Limits.StartWait()
	sctx, cancel := ctx, context.CancelFunc(func() {})
	if wait > 0 {
		sctx, cancel = context.WithTimeout(ctx, wait)
	}
	defer cancel()
	p, ok := w.players[i]
	var err error
	if !ok {
		if p, err = w.m.Engines[i].New(sctx); err == nil {
			w.players[i] = p
		}
	}
	if ng, isNG := p.(NewGamer); err == nil && isNG {
		err = ng.NewGame(sctx)
	}
	switch {
	case err == nil:
		w.started[i].Store(true)
		return p, nil
	case ctx.Err() == nil && sctx.Err() != nil:
		err = fmt.Errorf("%w: not ready within %v: %w", ErrStart, wait, err)
	default:
		err = fmt.Errorf("%w: %w", ErrStart, err)
	}
	return nil, err
}

// drop closes the player of engine i and forgets it, so that the next
// game makes it anew.
func (w *worker[C, G]) drop(i int) {
	if p, ok := w.players[i]; ok {
		if c, ok := p.(io.Closer); ok {
			c.Close()
		}
		delete(w.players, i)
	}
}

// close closes every player.
func (w *worker[C, G]) close() {
	for i := range w.players {
		w.drop(i)
	}
}

// play plays the game of j and returns it, or nil if ctx ended first.
func (w *worker[C, G]) play(ctx context.Context, j job) *Game[C, G] {
	r, err := w.setUp(j)
	defer func() { r.Duration = time.Since(r.Start) }()
	if err != nil {
		r.Reason, r.Err = "no start position: "+err.Error(), err
		return r
	}
	var players [2]search.Player[G]
	for s := range 2 {
		p, err := w.player(ctx, j.players[s])
		if ctx.Err() != nil {
			return nil
		}
		if err != nil {
			return w.forfeit(r, s, err)
		}
		players[s] = p
	}
	g := r.Game
	clock := [2]time.Duration{w.m.Limits.GameTime, w.m.Limits.GameTime}
	for !g.Over() {
		if adj := w.m.Adjudicate; adj != nil {
			if win, why, ok := adj(ctx, g); ok {
				r.Winner, r.Reason = win, "adjudicated: "+why
				return r
			}
		}
		s := 0
		if g.Turn() == w.m.Sides[1] {
			s = 1
		} else if g.Turn() != w.m.Sides[0] {
			r.Reason, r.Err = fmt.Sprintf("match: side to move %v is neither side", g.Turn()), errors.New("match: bad sides")
			return r
		}
		c, elapsed, err := w.move(ctx, players[s], g, clock[s])
		if ctx.Err() != nil {
			return nil
		}
		if err != nil {
			return w.forfeit(r, s, err)
		}
		r.Choices = append(r.Choices, c)
		if w.m.Limits.GameTime > 0 {
			clock[s] += w.m.Limits.Increment - elapsed
		}
	}
	r.Winner, r.Reason = g.Winner(), "game over"
	return r
}

// setUp returns the game of j at its start position.
func (w *worker[C, G]) setUp(j job) (*Game[C, G], error) {
	m := w.m
	r := &Game[C, G]{Number: j.number, Round: j.round, Sides: m.Sides, Players: j.players, Opening: j.opening, Faulty: -1, Start: time.Now()}
	for s := range 2 {
		r.Names[s] = m.Engines[j.players[s]].Name
	}
	if j.opening < 0 {
		var err error
		r.Game, err = m.New()
		return r, err
	}
	r.Game = m.Openings[j.opening].Game.Clone()
	if h, ok := any(r.Game).(interface{ History() iter.Seq[board.Point] }); ok {
		for range h.History() {
			r.OpeningLen++
		}
	}
	return r, nil
}

// forfeit ends the game r with a fault of side s, and drops its player.
func (w *worker[C, G]) forfeit(r *Game[C, G], s int, err error) *Game[C, G] {
	r.Err, r.Faulty = err, s
	r.Winner = w.m.Sides[1-s]
	r.Reason = fmt.Sprintf("%s forfeits: %v", r.Names[s], err)
	w.drop(r.Players[s])
	return r
}

// move asks p for its move in g, with clock the time left on its game
// clock, plays it, and returns its choice and the time it took. An error
// is the player's fault: its own error, a move out of time, or a move
// the game refuses.
func (w *worker[C, G]) move(ctx context.Context, p search.Player[G], g G, clock time.Duration) (search.Choice, time.Duration, error) {
	l := w.m.Limits
	limit, hard := time.Duration(0), false
	switch {
	case l.MoveTime > 0:
		limit, hard = l.MoveTime, true
	case l.GameTime > 0:
		limit, hard = clock, true
	}
	mctx, cancel := ctx, context.CancelFunc(func() {})
	if hard {
		budget := limit
		if l.MoveTime <= 0 {
			if c, ok := p.(Clocked); ok {
				c.SetClock(clock, l.Increment)
			} else {
				budget = protocol.TimeShare(clock, l.Increment)
			}
		}
		mctx, cancel = context.WithTimeout(ctx, max(budget, time.Millisecond))
	}
	start := time.Now()
	c, err := p.Choose(mctx, g)
	elapsed := time.Since(start)
	cancel()
	if err != nil {
		return c, elapsed, err
	}
	margin := l.Margin
	if margin <= 0 {
		margin = DefaultMargin
	}
	if hard && elapsed > limit+margin {
		what := fmt.Sprintf("of %v", limit)
		if l.MoveTime <= 0 {
			what = fmt.Sprintf("with %v left on its clock", limit.Round(time.Millisecond))
		}
		return c, elapsed, fmt.Errorf("%w: %v for a move %s", ErrTimeForfeit, elapsed.Round(time.Millisecond), what)
	}
	if err := g.Play(c.Move); err != nil {
		return c, elapsed, fmt.Errorf("move %v: %w", c.Move, err)
	}
	if c.Elapsed == 0 {
		c.Elapsed = elapsed
	}
	return c, elapsed, nil
}

// add returns s with one more game of p points: 1, 1/2 or 0.
func (s Score) add(p float64) Score {
	switch p {
	case 1:
		s.Wins++
	case 0.5:
		s.Draws++
	default:
		s.Losses++
	}
	return s
}
