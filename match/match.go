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
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// ErrTimeForfeit is the fault of a player that ran over its time: the
// time of the move, or what was left on its clock, and the margin.
var ErrTimeForfeit = errors.New("match: out of time")

// DefaultMargin is the margin of [Limits] with no Margin.
const DefaultMargin = 100 * time.Millisecond

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
// nobody) or when Record fails, with that error. Every player it made is
// closed before it returns.
func (m *Match[C, G]) Run(ctx context.Context) (*Result, error) {
	n := len(m.Engines)
	if n < 2 {
		return nil, errors.New("match: fewer than two engines")
	}
	if len(m.Openings) == 0 && m.New == nil {
		return nil, errors.New("match: no openings and no New")
	}
	if m.SPRT != nil && !m.SPRT.Valid() {
		return nil, fmt.Errorf("match: invalid SPRT %+v", *m.SPRT)
	}
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
	res := &Result{Planned: len(jobs), Faults: make([]int, n), Scores: make([][]Score, n)}
	for i, e := range m.Engines {
		res.Names = append(res.Names, e.Name)
		res.Scores[i] = make([]Score, n)
	}

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	todo := make(chan job)
	done := make(chan *Game[C, G])
	stop := make(chan struct{})
	go func() {
		defer close(todo)
		for _, j := range jobs {
			select {
			case todo <- j:
			case <-stop:
				return
			case <-ctx.Done():
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for range max(1, m.Concurrency) {
		wg.Go(func() {
			w := &worker[C, G]{m: m, players: map[int]search.Player[G]{}}
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

	halves := map[int]float64{} // the first game of a pair of engines 0 and 1: round -> points of 0
	var err error
	stopped := false
	for g := range done {
		if err != nil {
			continue // drain
		}
		if g == nil {
			res.Aborted++
			continue
		}
		res.Played++
		a, b := g.Players[0], g.Players[1]
		pa, pb := g.Points(a), g.Points(b)
		add := func(i, j int, p float64) {
			switch p {
			case 1:
				res.Scores[i][j].Wins++
			case 0.5:
				res.Scores[i][j].Draws++
			default:
				res.Scores[i][j].Losses++
			}
		}
		add(a, b, pa)
		add(b, a, pb)
		if g.Faulty >= 0 {
			res.Faults[g.Players[g.Faulty]]++
		}
		if lo, hi := min(a, b), max(a, b); lo == 0 && hi == 1 {
			p0 := g.Points(0)
			if first, ok := halves[g.Round]; ok {
				res.Pairs = res.Pairs.Add(first, p0)
				delete(halves, g.Round)
			} else {
				halves[g.Round] = p0
			}
		}
		if m.SPRT != nil && n == 2 {
			res.LLR = m.SPRT.PairsLLR(res.Pairs)
			res.Verdict = m.SPRT.Verdict(res.LLR)
			if res.Verdict != Continue && !stopped {
				stopped = true
				close(stop)
			}
		}
		if m.Record != nil {
			if rerr := m.Record(g); rerr != nil {
				err = fmt.Errorf("match: game %d: record: %w", g.Number+1, rerr)
				cancel()
				continue
			}
		}
		if m.Progress != nil {
			m.Progress(res)
		}
	}
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	return res, err
}

// A worker plays games one at a time with players of its own.
type worker[C comparable, G board.Game[C, G]] struct {
	m       *Match[C, G]
	players map[int]search.Player[G]
}

// player returns the player of engine i, made if need be.
func (w *worker[C, G]) player(ctx context.Context, i int) (search.Player[G], error) {
	if p, ok := w.players[i]; ok {
		return p, nil
	}
	p, err := w.m.Engines[i].New(ctx)
	if err != nil {
		return nil, err
	}
	w.players[i] = p
	return p, nil
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
	m := w.m
	r := &Game[C, G]{Number: j.number, Round: j.round, Sides: m.Sides, Players: j.players, Opening: j.opening, Faulty: -1, Start: time.Now()}
	for s := range 2 {
		r.Names[s] = m.Engines[j.players[s]].Name
	}
	defer func() { r.Duration = time.Since(r.Start) }()
	var err error
	if j.opening >= 0 {
		r.Game = m.Openings[j.opening].Game.Clone()
		if h, ok := any(r.Game).(interface{ History() iter.Seq[board.Point] }); ok {
			for range h.History() {
				r.OpeningLen++
			}
		}
	} else if r.Game, err = m.New(); err != nil {
		r.Reason, r.Err = "no start position: "+err.Error(), err
		return r
	}
	g := r.Game
	// forfeit ends the game with a fault of side s.
	forfeit := func(s int, err error) *Game[C, G] {
		r.Err, r.Faulty = err, s
		r.Winner = m.Sides[1-s]
		r.Reason = fmt.Sprintf("%s forfeits: %v", r.Names[s], err)
		w.drop(j.players[s])
		return r
	}
	var players [2]search.Player[G]
	for s := range 2 {
		p, err := w.player(ctx, j.players[s])
		if err == nil {
			if ng, ok := p.(NewGamer); ok {
				err = ng.NewGame(ctx)
			}
		}
		if ctx.Err() != nil {
			return nil
		}
		if err != nil {
			return forfeit(s, fmt.Errorf("start: %w", err))
		}
		players[s] = p
	}
	margin := m.Limits.Margin
	if margin <= 0 {
		margin = DefaultMargin
	}
	clock := [2]time.Duration{m.Limits.GameTime, m.Limits.GameTime}
	for !g.Over() {
		if m.Adjudicate != nil {
			if win, why, ok := m.Adjudicate(ctx, g); ok {
				r.Winner, r.Reason = win, "adjudicated: "+why
				return r
			}
		}
		s := 0
		if g.Turn() == m.Sides[1] {
			s = 1
		} else if g.Turn() != m.Sides[0] {
			r.Reason, r.Err = fmt.Sprintf("match: side to move %v is neither side", g.Turn()), errors.New("match: bad sides")
			return r
		}
		limit, hard := time.Duration(0), false
		switch {
		case m.Limits.MoveTime > 0:
			limit, hard = m.Limits.MoveTime, true
		case m.Limits.GameTime > 0:
			hard = true
			limit = clock[s]
		}
		mctx, cancelMove := ctx, context.CancelFunc(func() {})
		if hard {
			budget := limit
			if m.Limits.MoveTime <= 0 {
				if c, ok := players[s].(Clocked); ok {
					c.SetClock(clock[s], m.Limits.Increment)
				} else {
					budget = protocol.TimeShare(clock[s], m.Limits.Increment)
				}
			}
			mctx, cancelMove = context.WithTimeout(ctx, max(budget, time.Millisecond))
		}
		start := time.Now()
		c, err := players[s].Choose(mctx, g)
		elapsed := time.Since(start)
		cancelMove()
		if ctx.Err() != nil {
			return nil
		}
		if err != nil {
			return forfeit(s, err)
		}
		if hard && elapsed > limit+margin {
			what := fmt.Sprintf("of %v", limit)
			if m.Limits.MoveTime <= 0 {
				what = fmt.Sprintf("with %v left on its clock", limit.Round(time.Millisecond))
			}
			return forfeit(s, fmt.Errorf("%w: %v for a move %s", ErrTimeForfeit, elapsed.Round(time.Millisecond), what))
		}
		if err := g.Play(c.Move); err != nil {
			return forfeit(s, fmt.Errorf("move %v: %w", c.Move, err))
		}
		if c.Elapsed == 0 {
			c.Elapsed = elapsed
		}
		r.Choices = append(r.Choices, c)
		if m.Limits.GameTime > 0 {
			clock[s] += m.Limits.Increment - elapsed
		}
	}
	r.Winner, r.Reason = g.Winner(), "game over"
	return r
}
