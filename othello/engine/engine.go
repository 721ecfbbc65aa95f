// Package engine plays Othello: an [Engine] with levels of play from
// instant to strong on any even board size, a [search.Player] of
// [othello.Game].
//
// A complete bot is a few lines:
//
//	g, _ := othello.NewGame(8)
//	e := engine.Engine{Level: 3}
//	for !g.Over() {
//		c, _ := e.Choose(ctx, g) // c.Move, c.Score, c.Exact ...
//		g.Play(c.Move)
//	}
//
// # Levels
//
// The levels run from 1 to [MaxLevel]. Each level beats the level below
// it in most games. Level 0 chooses for the caller: with a time (the
// Time field) it is MaxLevel, the strongest play within that time, and
// without one it is [DefaultLevel], which wins practically every game
// against a random player. A time limit stops the search of each move
// early; the engine then plays the move of the deepest iteration that
// finished, and its choice says so (Stopped). MaxLevel under a time limit
// spends it, as deep as it allows. On 8×8 every level plays the opening
// book of package [book] while the game is in it (Book in the choice;
// NoBook turns it off).
//
// # Positions
//
// An Engine is given games, never bare positions: a caller's position
// comes to it through [othello.NewGameFrom], which refuses one that legal
// play cannot reach with an error matching [board.ErrPosition], so the
// engine never meets an impossible position.
//
// # Scores
//
// A [search.Choice] carries the engine's evaluation of its move for the
// side to move, in hundredths of a disc. When Exact is set the score is
// the final disc difference under perfect play, times 100.
//
// # Analysis
//
// [Engine.Hint] scores every legal move of a position, best first, and
// [Engine.Review] every move of a game with the move the engine prefers:
// the analysis of an analysis board, whose graph package render draws.
package engine

import (
	"cmp"
	"context"
	"fmt"
	"github.com/seed131617c4/board/internal/enginelevel"
	"math/bits"
	"slices"
	"sync"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/zobrist"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/book"
	"github.com/seed131617c4/board/othello/engine/internal/pvs"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/othello/solve"
	"github.com/seed131617c4/board/search"
)

// MaxLevel is the highest level of [Engine].
const MaxLevel = 5

// DefaultLevel is the level of an [Engine] whose Level is 0.
const DefaultLevel = 3

// othelloLevel is what a level of Othello searches: the midgame depth in
// plies and the number of empty squares from which it searches exactly
// to the end of the game.
type othelloLevel struct {
	depth, exact int
}

var othelloLevels = [MaxLevel + 1]othelloLevel{
	1: {1, 0},
	2: {2, 6},
	3: {3, 10},
	4: {5, 12},
	5: {7, 14},
}

// An Engine is an Othello engine for any even board size: an alpha-beta
// search over an evaluation, and the exact solver of package [solve] for
// the last empty squares, which maximises the final disc difference. On
// the 8×8 board the evaluation is the pattern evaluation of package
// [eval], learned from the WTHOR archive of tournament games, and the
// search a principal variation search of its own on the two bitboards of
// the position, with a transposition table and move ordering: the scores
// of [search.AlphaBeta] at the same depth (with fresh tables, on one
// goroutine), several times faster. On the
// other sizes, searched by [search.AlphaBeta], the evaluation is one a
// strong player would recognise (mobility and potential mobility, corners
// and the X and C squares next to them, stable discs, parity and the
// edges, weighted by the stage of the game). The solver plays the boards
// up to 8×8; on larger ones the exact phase is the alpha-beta search run
// to the end of the game.
//
// Level 1 looks one move ahead and answers at once; level 5 searches 7
// plies and plays the last 14 empty squares perfectly. A time limit is
// Time, or the end of the context of Choose if that comes first. Under
// one, the levels below MaxLevel keep their depth (the limit can only cut
// it short), and MaxLevel spends the time: on 8×8 it deepens until the
// limit stops an iteration (and plays that iteration's best move if it
// searched it in full and found it better than the last complete
// iteration's; on the other sizes it starts none after 45% of the time),
// cutting the 8×8 midgame's tree by Multi-ProbCut (Buro's: a shallow search
// predicts a deep one's cutoff, by a fit of the evaluation's error per
// stage and depth; such a score is never exact), and searches
// exactly from the number of empty squares that the solver is expected
// to finish in three quarters of it (17 at 100 ms, 19 at 1 s on the
// machine of docs/search.md). The exact phase of a level is tried only
// after an evaluated search has chosen a move, within a quarter of the
// time: a solve that the limit stops gives way to that move, so that a
// limit makes a move shallower, never blind, and the score is always that
// of the search that chose the move. Under a game clock ([Engine.SetClock])
// the limit of a move is its share of the clock: what is left less a
// margin, shared out over the engine's moves to the end of the game (one
// in two of the empty squares), a move of the middle game (44 to 21 empty
// squares) weighing 1, one of the opening (mostly the book's) a half, one
// with 20 to 15 empty squares 0.15 and a later one 0.02 (the solver plays
// them quickly), at most a third of the clock. The zero Engine plays at
// [DefaultLevel] with no time limit. Set the fields before the first
// call.
//
// An Engine keeps its search tables from move to move, which helps a
// game that goes on. It is safe for concurrent use: its calls run one at
// a time, in turn, each with its own time limit counted from its start.
// The engine never changes the games it is given, so any number of
// goroutines may ask it, or other engines, about the same game, as long
// as no one plays on that game meanwhile. An Engine must not be copied
// after its first use.
type Engine struct {
	// Level is the level of play, 1 to MaxLevel, a level out of range
	// being clamped; 0 means MaxLevel if Time is set, and DefaultLevel
	// otherwise.
	Level int
	// Time, if positive, bounds the search of each move; with Level 0 the
	// engine plays its strongest within it.
	Time time.Duration
	// Seed, if not 0, adds to the midgame evaluation a noise of at most
	// ±10 hundredths of a disc drawn from the position and the seed, and
	// picks among the book moves within a disc of the best, so that
	// engines with different seeds vary their play; with 0 an Engine
	// plays the same move from the same position every time.
	Seed uint64
	// Book is the opening book of the 8×8 board: while the position is
	// in it and its best move stays in it, the engine plays that move
	// without a search, and says so (Choice.Book). Nil means
	// [book.Default], built from the WTHOR archive.
	Book *book.Book
	// NoBook turns the opening book off.
	NoBook bool
	// Threads is the number of goroutines that search a move: the 8×8
	// midgame search, and the solver on the boards up to 8×8; 0 or 1
	// means one. A negative Threads or Time is refused with an error
	// matching [search.ErrLimits].
	// With more, the midgame goroutines share one table and the moves
	// of its nodes (Young Brothers Wait): a search to the same depth
	// without Multi-ProbCut (the fixed depths of the levels) scores as
	// one goroutine does and may choose another move of the same score;
	// with it (MaxLevel under a time limit) the score may differ as
	// well, the cuts depending on what the table holds.
	Threads int

	mu    sync.Mutex // held by each call, which uses s and clock
	s     *searchers // made by the first call
	clock gameClock  // the game clock of the next Choose, from SetClock
}

// gameClock is what SetClock said: the time left on the engine's clock
// and the increment after each move, if set.
type gameClock struct {
	left, inc time.Duration
	set       bool
}

// SetClock sets the game clock of the next Choose: left is the time left
// on the engine's clock for the rest of the game, increment the time
// added after each of its moves. Choose then shares the clock out over
// the moves the engine has left to play (see [Engine]) within the end of
// its context, and a Level of 0 plays MaxLevel. It makes an Engine a
// Clocked player of package match, which sets the clock before each
// move; the NBoard server of package nboard does so from the game's
// clock.
func (e *Engine) SetClock(left, increment time.Duration) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.clock = gameClock{left: max(left, 0), inc: max(increment, 0), set: true}
}

// The searchers of an Engine, with the evaluations they use.
type searchers struct {
	mid search.AlphaBeta[othello.Color, *othello.Game]
	end search.AlphaBeta[othello.Color, *othello.Game] // boards the solver does not play
	// mid8 is the search of the 8×8 board; the tests compare it with mid
	// by setting it to nil, which searches 8×8 games as the others.
	mid8 *pvs.Searcher
	// eval is the midgame evaluation of mid before the noise of a Seed.
	eval func(*othello.Game) int
	hand handEval
}

// probCut is the Multi-ProbCut of the 8×8 search of the top level
// under a time limit (pvs.Searcher.ProbCut), 0 for none; the fixed
// depths of the levels search their whole tree. With 1 the top level at
// 100 ms a move scored 73.2% (+175 ± 53 Elo) against itself without it
// over 200 games, with 1.5 65.2% and with 2 60.2%; 0.5 and 0.75 scored
// 45.5% and 53.8% against 1 (docs/search.md).
const probCut = 1.0

// selective turns the Multi-ProbCut of the 8×8 search on, or off.
func (s *searchers) selective(on bool) {
	if s.mid8 != nil {
		s.mid8.ProbCut = 0
		if on {
			s.mid8.ProbCut = probCut
		}
	}
}

// solverTableBits is the size of the solver's table for the exact phase,
// 2^18 entries (4 MiB): the solves of the levels, 14 empty squares at
// most, need no more.
const solverTableBits = 18

// learnedEval returns the midgame evaluation of g for its side to move:
// on the 8×8 board the learned one of package eval, read from g square by
// square (the 8×8 search reads it from its bitboards), and the
// hand-written one on the other sizes.
func (s *searchers) learnedEval(g *othello.Game) int {
	if g.Size() != 8 {
		return s.hand.eval(g)
	}
	me := g.Turn()
	var mover, other uint64
	for sq := range 64 {
		switch g.At(board.Pt(sq/8, sq%8)) {
		case me:
			mover |= 1 << sq
		case othello.Empty:
		default:
			other |= 1 << sq
		}
	}
	return eval.Score(mover, other)
}

// searchers returns the searchers of e, made at its first call. e.mu is
// held.
func (e *Engine) searchers() *searchers {
	if e.s == nil {
		s := &searchers{mid8: pvs.New(eval.ScoreMoves, midTableBits)}
		s.eval = s.learnedEval
		s.setup(e.Seed)
		e.s = s
	}
	return e.s
}

// midTableBits is the size of the table of the 8×8 search, 2^18 entries
// (4 MiB).
const midTableBits = 18

// setup sets the searchers of s up with the evaluation s.eval, and the
// noise of seed if it is not 0.
func (s *searchers) setup(seed uint64) {
	mid := s.eval
	s.mid.Eval = mid
	if seed != 0 {
		s.mid.Eval = func(g *othello.Game) int { return mid(g) + noise(seed, g.Hash()) }
		if s.mid8 != nil {
			s.mid8.Eval = func(p, o, pm, om uint64) int { return eval.ScoreMoves(p, o, pm, om) + noise(seed, p^zobrist.Mix(o)) }
		}
	}
	s.mid.Outcome = outcome[*othello.Game]
	s.mid.Order = order
	s.end.Outcome = outcome[*othello.Game]
	s.end.Order = endOrder
	s.end.Aspiration = -1
	s.mid.Notation, s.end.Notation = othello.FormatMove, othello.FormatMove
	// The exact search, which scores its horizon 0 until it reaches the
	// end, makes its own table on its first search.
	s.mid.Table = search.NewTable(1 << 22)
}

// noise returns the noise of seed for the position of hash h: at most
// ±10.
func noise(seed, h uint64) int {
	return int(zobrist.Mix(h^seed)%21) - 10
}

// level returns the parameters of e's level.
func (e *Engine) level() othelloLevel {
	return othelloLevels[e.levelNumber()]
}

// levelNumber returns the level e plays, 1 to MaxLevel: its Level, or
// for Level 0 MaxLevel if Time is set and DefaultLevel if not.
func (e *Engine) levelNumber() int {
	return enginelevel.Of(e.Level, MaxLevel, DefaultLevel, e.Time > 0 || e.clock.set)
}

// Choose returns the move of e for the side to move of g, or an error
// matching [board.ErrGameOver] if g is over. The score is in hundredths
// of a disc; an exact score is the final disc difference (the empty
// squares counted for the winner) times 100. The choice names its moves
// in the notation of [othello.FormatMove], like "f5". It leaves g as it
// was.
//
// An 8×8 game is searched on the bitboards of its position, which finds
// the score of the generic search of g itself.
func (e *Engine) Choose(ctx context.Context, g *othello.Game) (search.Choice, error) {
	if err := e.limits(); err != nil {
		return search.Choice{}, err
	}
	if g.Over() {
		return search.Choice{}, fmt.Errorf("othello/engine: %w", board.ErrGameOver)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.searchers()
	defer func() { e.clock = gameClock{} }() // the clock is of this move
	limit := e.budget(ctx)
	if k := e.clock; k.set {
		share := clockBudget(k.left, k.inc, g.Count(othello.Empty))
		if limit <= 0 || share < limit {
			limit = share
		}
	}
	return e.choose(ctx, g, limit)
}

// limits returns an error matching [search.ErrLimits] if e has a
// negative Time or Threads, which Choose, Hint and Review refuse.
func (e *Engine) limits() error {
	if e.Time < 0 || e.Threads < 0 {
		return fmt.Errorf("othello/engine: %w: time %v, threads %d", search.ErrLimits, e.Time, e.Threads)
	}
	return nil
}

// Hint returns the legal moves of g, at most n of them (all when n is 0
// or less), with their scores for the side to move, best first, or an
// error matching [board.ErrGameOver] if g is over. A move's score is that
// of the position after it, searched as Choose searches a position
// (exact when Choose would be, its time limit shared out among the
// moves), seen from the side to move of g; its PV starts with it. Among
// moves of equal score the order is that of [othello.Game.Moves]. It
// leaves g as it was.
func (e *Engine) Hint(ctx context.Context, g *othello.Game, n int) ([]search.Choice, error) {
	if err := e.limits(); err != nil {
		return nil, err
	}
	if g.Over() {
		return nil, fmt.Errorf("othello/engine: %w", board.ErrGameOver)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.searchers()
	start := time.Now()
	moves := g.AppendMoves(nil)
	limit := e.budget(ctx)
	hints := make([]search.Choice, 0, len(moves))
	for i, m := range moves {
		share := time.Duration(0)
		if limit > 0 {
			share = max((limit-time.Since(start))/time.Duration(len(moves)-i), 1)
		}
		h, err := e.moveScore(ctx, g, m, share)
		if err != nil {
			return nil, err
		}
		hints = append(hints, h)
	}
	slices.SortStableFunc(hints, func(a, b search.Choice) int { return cmp.Compare(b.Score, a.Score) })
	if n > 0 && n < len(hints) {
		hints = hints[:n]
	}
	return hints, nil
}

// moveScore returns legal move m of g with its score for the side to
// move of g: that of the position after it, searched as Choose searches
// (within limit if positive), or its final score if the move ends the
// game. Its depth and PV count m.
func (e *Engine) moveScore(ctx context.Context, g *othello.Game, m board.Point, limit time.Duration) (search.Choice, error) {
	start := time.Now()
	me := g.Turn()
	child := g.Clone()
	if err := child.Play(m); err != nil {
		return search.Choice{}, err
	}
	h := search.Choice{Move: m, PV: []board.Point{m}, Depth: 1, Nodes: 1, Notation: othello.FormatMove}
	if child.Over() {
		h.Score, h.Exact = 100*outcome(child, me), true
	} else {
		c, err := e.choose(ctx, child, limit)
		if err != nil {
			return search.Choice{}, err
		}
		h.Score, h.Exact, h.Stopped, h.Book = c.Score, c.Exact, c.Stopped, c.Book
		if child.Turn() != me {
			h.Score = -h.Score
		}
		h.Depth, h.Nodes = c.Depth+1, c.Nodes+1
		h.PV = append(h.PV, c.PV...)
	}
	h.Elapsed = time.Since(start)
	return h, nil
}

// A Review is the engine's verdict on a move of a game: the move played
// with its score, and the move the engine would have played with its,
// both for the side that moved and in hundredths of a disc.
type Review struct {
	// Turn is the side that played the move.
	Turn othello.Color
	// Played is the move played and its score: that of the position
	// after it, searched as Choose searches a position.
	Played search.Choice
	// Best is the engine's choice in the position before the move, scored
	// as Played is; Played when it is the same move or scores no more.
	Best search.Choice
}

// Loss returns how much the move played gives away, by the engine's
// scores: Best's score less Played's, and 0 when Played is as good.
func (r Review) Loss() int { return max(r.Best.Score-r.Played.Score, 0) }

// ForBlack returns the evaluation of the game after the move played, for
// Black and in discs: Played's score, turned round when White played it.
// It is the value that an evaluation graph draws for the move
// (render.Graph).
func (r Review) ForBlack() float64 {
	score := r.Played.Score
	if r.Turn == othello.White {
		score = -score // never -0
	}
	return float64(score) / 100
}

// Review reviews every move of g from the position it started from, in
// the order played (passes are not moves and have none): the move played
// and the engine's choice before it (by Choose), each scored by a search
// of the position after it. Each search has the time limit of a Choose.
// The score of the move played, for the side that moved, is the
// evaluation of the game after it: the graph of an analysis board. It
// leaves g as it was.
func (e *Engine) Review(ctx context.Context, g *othello.Game) ([]Review, error) {
	if err := e.limits(); err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.searchers()
	x, err := othello.NewGameFrom(g.Start())
	if err != nil {
		return nil, err
	}
	var out []Review
	for m := range g.History() {
		r := Review{Turn: x.Turn()}
		best, err := e.choose(ctx, x, e.budget(ctx))
		if err != nil {
			return nil, err
		}
		if r.Played, err = e.moveScore(ctx, x, m, e.budget(ctx)); err != nil {
			return nil, err
		}
		r.Best = r.Played
		if best.Move != m {
			b, err := e.moveScore(ctx, x, best.Move, e.budget(ctx))
			if err != nil {
				return nil, err
			}
			if b.Score > r.Played.Score {
				r.Best = b
			}
		}
		out = append(out, r)
		if err := x.Play(m); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// bookMove returns the book move of g, if the position is in e's book
// and its best move stays in the book: the best, or with a Seed one of
// those within a disc of it.
func (e *Engine) bookMove(g *othello.Game) (search.Choice, bool) {
	if e.NoBook || g.Size() != 8 {
		return search.Choice{}, false
	}
	bk := e.Book
	if bk == nil {
		bk = book.Default()
	}
	b, err := bitboard.FromPosition(g.Position())
	if err != nil {
		return search.Choice{}, false
	}
	entry, ok, err := bk.Lookup(b)
	if err != nil || !ok {
		return search.Choice{}, false
	}
	moves, err := bk.Moves(b)
	if err != nil || len(moves) == 0 || moves[0].Score < entry.Score {
		return search.Choice{}, false // the best move leaves the book
	}
	m := moves[0]
	if e.Seed != 0 {
		n := 1
		for n < len(moves) && moves[n].Score >= m.Score-100 {
			n++
		}
		m = moves[zobrist.Mix(g.Hash()^e.Seed)%uint64(n)]
	}
	p := m.Square.Point()
	return search.Choice{Move: p, Score: m.Score, Book: true, PV: []board.Point{p}, Notation: othello.FormatMove}, true
}

// choose is Choose within limit, if positive.
func (e *Engine) choose(ctx context.Context, g *othello.Game, limit time.Duration) (search.Choice, error) {
	start := time.Now()
	if c, ok := e.bookMove(g); ok {
		c.Elapsed = time.Since(start)
		return c, nil
	}
	lv := e.level()
	empties := g.Count(othello.Empty)
	var soft time.Duration
	spend := limit > 0 && lv == othelloLevels[MaxLevel]
	if spend {
		// The top level under a limit: as deep as the time allows, exact
		// from where the solver is expected to finish. On 8×8 to the
		// limit (the search plays a stopped iteration's better move); the
		// generic search of the other sizes throws a stopped iteration
		// away, and starts none after 45% of the time.
		lv = othelloLevel{depth: 0, exact: exactWithin(3 * limit / 4)}
		if g.Size() != 8 {
			soft = limit * 45 / 100
		}
	}
	e.s.selective(spend)
	if empties > lv.exact {
		return e.search(ctx, g, search.Limits{Depth: lv.depth, Time: limit, Soft: soft}, false)
	}
	if limit <= 0 {
		if c, ok := e.exact(ctx, g, 0); ok {
			return c, nil
		}
		// ctx stopped the exact search: the evaluated one, whose first
		// iteration finishes however stopped ctx is.
		c, err := e.search(ctx, g, search.Limits{Depth: lv.depth}, false)
		c.Stopped = true
		c.Elapsed = time.Since(start)
		return c, err
	}
	// With a time limit: the evaluated search within a quarter of it, then
	// the exact one within the rest; a limit that stops the exact search
	// leaves the evaluated search's move.
	c, err := e.search(ctx, g, search.Limits{Depth: lv.depth, Time: max(limit/4, 1), Soft: soft / 4}, false)
	if err != nil {
		return c, err
	}
	if left := limit - time.Since(start); left > 0 {
		if s, ok := e.exact(ctx, g, left); ok {
			s.Nodes += c.Nodes
			s.Elapsed = time.Since(start)
			return s, nil
		}
	}
	c.Stopped = true
	c.Elapsed = time.Since(start)
	return c, nil
}

// budget returns the time e may take for a move: its Time, or less if
// ctx ends sooner (less a twentieth and a millisecond, to answer before
// it does); 0 for no limit.
func (e *Engine) budget(ctx context.Context) time.Duration {
	limit := e.Time
	if d, ok := ctx.Deadline(); ok {
		left := time.Until(d)
		left -= left/20 + time.Millisecond
		if limit <= 0 || left < limit {
			limit = max(left, 1)
		}
	}
	return limit
}

// clockBudget returns the time a move may take with left on the game
// clock, inc added after each move and empties empty squares on the
// board: left less a safety margin (a tenth, at most a second, and 20 ms)
// shared out over the engine's moves to the end of the game, about one in
// two of the empty squares, each weighted by its stage (stageWeight: the
// middle game most, the book's opening and the solver's endgame less),
// plus three quarters of inc; at most a third of what is left after the
// margin, at least a millisecond. A search that spends a limit spends it
// all; the solver's moves, which finish sooner, leave time to the later
// moves.
func clockBudget(left, inc time.Duration, empties int) time.Duration {
	usable := left - min(left/10, time.Second) - 20*time.Millisecond
	if usable <= 0 {
		return time.Millisecond
	}
	total := 0.0
	for n := empties; n > 0; n -= 2 {
		total += stageWeight(n)
	}
	share := time.Duration(float64(usable)*stageWeight(empties)/total) + inc*3/4
	return max(min(share, usable/3), time.Millisecond)
}

// stageWeight returns the share of the clock of a move with n empty
// squares, against 1 for a move of the middle game: the opening, mostly
// played from the book, half; from 20 empty squares, which the solver
// plays quickly (in 5 minutes a game it solves from 24 or so), 0.15,
// and from 14, 0.02.
func stageWeight(n int) float64 {
	switch {
	case n > 44:
		return 0.5
	case n > 20:
		return 1
	case n > 14:
		return 0.15
	}
	return 0.02
}

// exactWithin returns the most empty squares that the solver, on one
// thread, solves within d in 9 positions of 10: it took 28 ms for 16
// empty squares, 92 ms for 18, 0.49 s for 20 and 4.2 s for 22 in 16
// positions of WTHOR games each on the machine of docs/search.md, about
// 2.3 times as long for each empty square more.
func exactWithin(d time.Duration) int {
	const base, growth = 28 * time.Millisecond, 2.31
	n := 16
	for t := float64(base); n < 30 && t*growth <= float64(d); t *= growth {
		n++
	}
	for t := float64(base); n > 8 && t > float64(d); t /= growth {
		n--
	}
	return n
}

// exact searches g exactly to the end of the game, within limit if
// positive, and reports whether the search finished: with the solver of
// package solve up to 8×8, by the alpha-beta search on larger boards.
func (e *Engine) exact(ctx context.Context, g *othello.Game, limit time.Duration) (search.Choice, bool) {
	if g.Size() <= 8 {
		return e.solve(ctx, g, limit)
	}
	c, err := e.search(ctx, g, search.Limits{Time: limit}, true)
	return c, err == nil && c.Exact
}

// search searches g within lim: with the evaluation, or exactly to the
// end of the game when exact. It searches a copy of g: on the bitboards
// for 8×8, or a clone.
func (e *Engine) search(ctx context.Context, g *othello.Game, lim search.Limits, exact bool) (search.Choice, error) {
	if exact {
		lim.Depth = 0
	}
	var r search.Result
	var err error
	if s := e.s; g.Size() == 8 && s.mid8 != nil && !exact {
		b, berr := bitboard.FromPosition(g.Position())
		if berr != nil {
			return search.Choice{}, berr
		}
		s.mid8.Limits, s.mid8.Threads = lim, e.Threads
		r, err = s.mid8.Search(ctx, b)
	} else {
		a := &s.mid
		if exact {
			a = &s.end
		}
		a.Limits = lim
		r, err = a.Search(ctx, g.Clone())
	}
	if err != nil {
		return search.Choice{}, err
	}
	return r.Choice(100), nil
}

// solve solves g exactly with package solve within limit if positive, and
// reports whether it finished.
func (e *Engine) solve(ctx context.Context, g *othello.Game, limit time.Duration) (search.Choice, bool) {
	b, err := bitboard.FromPosition(g.Position())
	if err != nil {
		return search.Choice{}, false
	}
	r, err := solve.Solve(ctx, b, solve.Options{Threads: max(e.Threads, 1), Time: limit, TableBits: solverTableBits})
	if err != nil || !r.Solved || r.Best >= solve.Pass {
		return search.Choice{}, false
	}
	c := search.Choice{Move: bitboard.Square(r.Best).Point(), Score: 100 * r.Score, Exact: true,
		Depth: bits.OnesCount64(b.Empties()), Nodes: int64(r.Nodes), Elapsed: r.Time, Notation: othello.FormatMove}
	for _, m := range r.PV {
		if m < solve.Pass {
			c.PV = append(c.PV, bitboard.Square(m).Point())
		}
	}
	return c, true
}

// outcome is the final disc difference for side, the empty squares
// counted for the winner.
func outcome[G interface{ Score() (black, white int) }](g G, side othello.Color) int {
	b, w := g.Score()
	if side == othello.White {
		return w - b
	}
	return b - w
}

// order orders the midgame moves by the static value of their square:
// corners first, the X and C squares next to an empty corner last.
func order(g *othello.Game, m board.Point) int {
	return squareValue(g, m)
}

// endOrder orders the moves of the exact search of the boards the solver
// does not play fastest first: the move that leaves the opponent the
// fewest replies, corners breaking ties.
func endOrder(g *othello.Game, m board.Point) int {
	if g.Count(othello.Empty) <= 6 {
		return squareValue(g, m)
	}
	me := g.Turn()
	if g.Play(m) != nil {
		return 0
	}
	n := 0
	if g.Turn() != me {
		for range g.Moves() {
			n++
		}
	}
	g.Undo()
	return -16*n + squareValue(g, m)
}

// squareValue returns the static value of square m of the board of v:
// high for a corner, low for an X or C square next to an empty corner,
// and a little above 0 on the edges.
func squareValue(v board.View[othello.Color], m board.Point) int {
	n := v.Size()
	r, c := edgeDist(m.Row, n), edgeDist(m.Col, n)
	switch {
	case r == 0 && c == 0:
		return 100
	case r <= 1 && c <= 1:
		if v.At(nearestCorner(m, n)) == othello.Empty {
			if r == 1 && c == 1 {
				return -50
			}
			return -20
		}
		return 5
	case r == 0 || c == 0:
		return 10
	case r == 1 || c == 1:
		return -5
	}
	return 0
}

// edgeDist returns the distance of i from the nearer edge of 0..n-1.
func edgeDist(i, n int) int { return min(i, n-1-i) }

// nearestCorner returns the corner of the n×n board nearest to p.
func nearestCorner(p board.Point, n int) board.Point {
	r, c := 0, 0
	if p.Row >= n/2 {
		r = n - 1
	}
	if p.Col >= n/2 {
		c = n - 1
	}
	return board.Pt(r, c)
}
