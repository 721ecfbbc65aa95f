// Package engine plays five-in-a-row: an [Engine] with levels of play
// under every rule set of package gomoku (freestyle, standard, renju and
// omok) on every board size, a [search.Player] of [gomoku.Game]. Package
// gomoku/gomocup serves it to Gomocup managers.
//
//	g, _ := gomoku.NewGame(15, gomoku.Renju)
//	e := engine.Engine{Level: 2}
//	for !g.Over() {
//		c, _ := e.Choose(ctx, g) // c.Move, c.Score (threat points, ±Win when proven)
//		g.Play(c.Move)
//	}
//
// The engine plays within the rules of the game: under renju it never
// plays a point forbidden to Black.
package engine

import (
	"context"
	"fmt"
	"github.com/seed131617c4/board/internal/enginelevel"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/search"
)

// MaxLevel is the highest level of [Engine].
const MaxLevel = 3

// DefaultLevel is the level of an [Engine] whose Level is 0 and that has
// no time limit; with one, Level 0 plays MaxLevel.
const DefaultLevel = 2

// Win is the score of a proven gomoku win; a proven loss scores
// -Win. Evaluations lie strictly between them.
const Win = 100000

// level is what a level of gomoku searches: the depth in plies and
// the number of candidate moves at each node (0 for all of them).
type level struct {
	depth, width int
}

var levels = [MaxLevel + 1]level{
	1: {1, 0},
	2: {3, 12},
	3: {4, 12},
}

// An Engine is a gomoku engine for every rule set and board size: a
// principal-variation search, one depth after another (from the fifth,
// in a window around the score of the depth before, widened where it
// fails: aspiration windows), with a transposition table keyed by the
// Zobrist hash of the position (buckets of 4 entries; at MaxLevel 2^20
// entries, 16 MiB, the other levels 4 MiB), over the candidate moves
// near the stones, ranked by what they make on their lines
// (the move of the table first; under a time limit, MaxLevel's root, and
// the nodes a ply below it, have twice the candidates of the level's
// other nodes, and the nodes below those as many as their depth left
// counts: 3 a ply from the horizon, more with the depth up to 32, up to 8
// where a side has a four or an open three; a node whose candidates all
// lose, proven or by a threat at the horizon, searches the rest near the
// stones before it is scored lost), the late
// quiet ones searched a ply or two shallower first (from 6 plies above
// the horizon, up to PentaZen's round(ln d · ln i / 2) plies for the i-th
// move d plies up; those of a quiet root a ply, from its fifth move) and
// near the horizon not at all, a move that makes a four a ply deeper (up
// to half the depth of a line; off the principal variation, only a four
// that makes a second threat: an open four, a second four or a three)
// save a late one in a node with no four to answer, searched first
// without its extension, a quiet node near the horizon whose evaluation
// is far above beta (up to 5 plies from it) or below alpha (up to 2) cut
// at once (reverse futility pruning and razoring; the side to move's VCF
// sought only when the evaluation without it does not cut),
// with an evaluation read from the pattern tables of package [pattern],
// kept up to date move by move (the points where each colour makes five,
// an open four, a four or a three, the lines through the points near the
// stones), its weights fitted to the results of self-play games; a threat
// that all but decides the position scores a little less the later it
// comes, so that the search takes the quicker win and the slower loss. A
// four is always answered: when the opponent threatens five, the only
// candidates are the points that stop it, unless the side to move makes
// five first. Forbidden points are never candidates: the engine plays
// within the rules of the game, renju's fouls for Black included. The
// evaluation reads renju's threes as the rules do: Black's line whose
// straight-four point is forbidden to Black is no three, and White's four
// whose only five point is forbidden to Black (a trap: Black may not block
// it) threatens as a three does, and is answered as one.
//
// Threats come first (package threat): a win by continuous fours (VCF) for
// the side to move is played at once; when the opponent would have one if
// the side to move passed, the search is held to the moves after which it
// has none, if there are some; and at the horizon of the search a VCF for
// the side to move, sought when the evaluation without it is under beta,
// scores as all but a win. Each level bounds these searches in nodes. With
// a time limit, MaxLevel's search ends at 85% of it, and the rest guards
// its move: when the opponent has a victory by continuous threats (VCT)
// after it, the engine plays the first move after which the opponent has
// none, if it finds one in time, among the points of that VCT and then its
// other root moves (a move that makes a four left out: it only puts the
// threat off).
//
// The zero Engine plays at [DefaultLevel] with no time limit; given a Time
// and no Level it plays its strongest, [MaxLevel], within that time. Set
// the fields before the first Choose. An Engine keeps its search tables
// from move to move; it is not safe for concurrent use.
type Engine struct {
	// Level is the level of play, 1 to MaxLevel; 0 means MaxLevel when
	// Time is set and DefaultLevel when it is not, and a level out of
	// range is clamped.
	Level int
	// Time, if positive, bounds the search of each move, as does the end
	// of the context of Choose; 0 means no limit, and a negative Time is
	// refused (see docs/search.md for the convention). MaxLevel spends
	// the time: it deepens past its depth until its search ends, at 85%
	// of the limit, before the VCT guard, and when the limit stops a
	// depth after one of its root moves was searched, it plays the best
	// of them; the other levels keep their depth.
	Time time.Duration

	own     *pvs                                  // the engine's search
	ab      search.AlphaBeta[gomoku.Stone, *game] // the generic search it replaced, for the tests
	choose  chooser                               // the candidates and evaluation of the current search
	init    bool
	solver  threat.Solver
	quiesce quiesce
	running chan struct{} // closed when the search goroutine has ended
}

// Choose returns the move of e for the side to move of g, an error
// matching [board.ErrGameOver] if g is over, or one matching
// [search.ErrLimits] if e.Time is negative. The score is in threat
// points, ±[Win] for a proven win or loss. The choice names its moves in
// the notation of [gomoku.FormatMove] at g's size, like "h8". It leaves g
// as it was. ctx must not be nil.
//
// Choose returns within a millisecond or so of the end of ctx or of
// e.Time, with the best move of the deepest search it completed: the
// search itself runs on a goroutine of its own, which stops a little
// later, and the next Choose waits for it before it starts.
func (e *Engine) Choose(ctx context.Context, g *gomoku.Game) (search.Choice, error) {
	if e.Time < 0 {
		return search.Choice{}, fmt.Errorf("gomoku/engine: %w: time %v", search.ErrLimits, e.Time)
	}
	if g.Over() {
		return search.Choice{}, fmt.Errorf("gomoku/engine: %w", board.ErrGameOver)
	}
	e.wait()
	e.setup()
	start := time.Now()
	l := e.level()
	x := newGame(g)
	e.choose = chooser{width: levels[l].width, defend: !e.isOff(defend), hand: e.isOff(fitted), fakeThrees: e.isOff(realThrees), noTraps: e.isOff(trapFours)}
	c, nodes, won := e.threats(ctx, x, l, start)
	if won {
		c.Notation = notation(g.Size())
		return c, nil
	}
	// With a time limit, MaxLevel keeps the last guardShare of it for
	// the VCT guard.
	limit := e.budget(ctx, start)
	guard := limit > 0 && l == MaxLevel && !e.isOff(vctGuard) && !e.isOff(pvsSearch)
	stime := e.Time
	if guard {
		stime = max(limit*(100-guardShare)/100, 1)
	}
	sctx, cancel := within(ctx, start, stime)
	defer cancel()
	fallback := e.fallback(x, g.Turn())
	if !e.isOff(leafVCF) {
		b := threatBudgets[l]
		e.quiesce = quiesce{solver: &e.solver, nodes: b.leaf, depth: b.leafDepth, done: sctx.Done()}
		e.choose.q = &e.quiesce
	}
	// MaxLevel spends a time limit: as deep as it allows, depths started
	// until the search ends (none after 45% of the limit when a stopped
	// depth's root moves are not played).
	depth, soft := levels[l].depth, time.Duration(0)
	timed := limit > 0 && l == MaxLevel && !e.isOff(deepen)
	if timed {
		depth = timedDepth
		if e.isOff(spend) {
			soft = limit * 45 / 100
		}
		e.timedWidths()
	}
	r, n, ok := e.search(sctx, x, &e.choose, depth, start, soft)
	if !ok {
		r = fallback
	} else if (r.Depth < levels[l].depth || timed) && !r.Exact {
		r.Stopped = true // the limit stopped a deeper search
	}
	if guard {
		cancel()
		e.wait() // the guard reads the search's root moves and plays on x
		var n2 int64
		r, n2 = e.guard(ctx, x, r, threatBudgets[l], start.Add(limit))
		n += n2
	}
	c = r.Choice(Win)
	c.Nodes = n + nodes
	c.Elapsed = time.Since(start)
	c.Notation = notation(g.Size())
	return c, nil
}

// wait waits for the search that the last Choose left to stop.
func (e *Engine) wait() {
	if e.running != nil {
		<-e.running
		e.running = nil
	}
}

// setup makes the search of e on its first Choose; a search the tests
// gave e before (e.own, with its own table) is kept.
func (e *Engine) setup() {
	if e.init {
		return
	}
	e.init = true
	e.ab.Eval = func(x *game) int { return e.choose.eval(x) }
	e.ab.Order = order
	e.ab.Candidates = func(x *game, dst []board.Point) []board.Point { return e.choose.candidates(x, dst) }
	switch {
	case e.own != nil:
	case e.isOff(bigTable):
		e.own = newPVS(tableBits, 1)
	case e.level() == MaxLevel:
		e.own = newPVS(maxTableBits, tableWays)
	default:
		e.own = newPVS(tableBits, tableWays)
	}
}

// level returns the level e plays at: its Level clamped to 1 to
// MaxLevel, or for Level 0 MaxLevel with a time limit and DefaultLevel
// without one.
func (e *Engine) level() int {
	return enginelevel.Of(e.Level, MaxLevel, DefaultLevel, e.Time > 0)
}

// threats runs the threat searches of level l before the search of x,
// which began at start: a win by fours for the side to move is played at
// once (the choice, true); the opponent's threat by fours holds the
// search to its refutations, when there are some (e.choose.root). It
// returns the nodes it searched.
func (e *Engine) threats(ctx context.Context, x *game, l int, start time.Time) (c search.Choice, nodes int64, won bool) {
	b := threatBudgets[l]
	if !e.isOff(rootVCF) {
		share := time.Duration(0)
		if e.Time > 0 {
			share = max(e.Time/4, 1)
		}
		line, n := e.rootVCF(ctx, x, b.root, share)
		if line != nil {
			return search.Choice{Move: line[0], Score: Win, Exact: true, Depth: line.AttackerMoves()*2 - 1,
				Nodes: n, Elapsed: time.Since(start), PV: line}, n, true
		}
		nodes += n
	}
	if !e.isOff(refute) {
		var deadline time.Time
		if e.Time > 0 {
			deadline = start.Add(e.Time / 2)
		}
		root, n := e.refutations(ctx, x, b, deadline)
		nodes += n
		if len(root) > 0 {
			e.choose.root = root
		}
	}
	return search.Choice{}, nodes, false
}

// fallback returns the result to stand should not even a search 1 ply
// deep complete: the first candidate of x, whose side to move is me,
// scored by the static evaluation (no threat search yet).
func (e *Engine) fallback(x *game, me gomoku.Stone) search.Result {
	r := search.Result{Move: e.choose.candidates(x, nil)[0], Stopped: true}
	if x.Play(r.Move) == nil {
		switch {
		case x.Winner() == me: // five: a win in 1 ply
			r.Score, r.Exact = search.MaxEval+search.MaxPly-1, true
		case x.Over():
			r.Exact = true // a draw: the board is full
		default:
			r.Score = -e.choose.eval(x)
		}
		x.Undo()
	}
	return r
}

// A technique is one of the engine's techniques that the tests switch
// off to measure what it gains (TestTechniques): a set of bits, the
// top one (searchFit) the tests' own.
type technique uint64

// techniquesOff returns the techniques switched off in e: the tests'
// hook, set in export_test.go; nil, none, in a program.
var techniquesOff func(e *Engine) technique

// offs returns the techniques the tests switched off in e.
func (e *Engine) offs() technique {
	if techniquesOff == nil {
		return 0
	}
	return techniquesOff(e)
}

// isOff reports whether the tests switched t off in e.
func (e *Engine) isOff(t technique) bool {
	return techniquesOff != nil && techniquesOff(e)&t != 0
}

const (
	rootVCF    technique = 1 << iota // a VCF of the side to move is played at once
	refute                           // the opponent's VCF threat holds the root to its refutations
	leafVCF                          // a VCF at the horizon scores as all but a win
	deepen                           // MaxLevel spends a time limit deeper than its depth
	defend                           // against a three, only the moves that answer it are searched
	pvsSearch                        // the engine's own search; off, the generic search.AlphaBeta
	lmr                              // late quiet moves are searched a ply or two shallower first
	spend                            // a stopped depth's best root move is played, and depths start until the search ends
	lmp                              // near the horizon, the late quiet moves of a quiet node are not searched
	vctGuard                         // the opponent's VCT threat holds the root to the moves that leave it none
	fitted                           // the evaluation fitted to self-play (fiteval.go); off, the hand-set one
	mcp                              // late-move pruning from 1 to 5 plies from the horizon; off, 1 and 2 plies only
	rfp                              // reverse futility pruning: a quiet node near the horizon whose evaluation beats beta by a margin fails high
	razoring                         // a quiet node 1 or 2 plies from the horizon whose evaluation falls short of alpha by a margin fails low
	extend                           // a move that makes a four is searched a ply deeper
	guardLine                        // the VCT guard tries the points of the opponent's VCT before the other root moves
	rootWidth                        // the root searches rootWidth candidates; off, the width of the other nodes
	distance                         // a threat's score at the horizon is nearer zero by its ply: the quicker win, the slower loss
	widen                            // a node whose moves all lose (proven, or by a threat at the horizon) searches the candidates past its width before it is scored lost
	replies                          // the nodes a ply below the root search timedRootWidth candidates; off, the width of the other nodes
	leafBeta                         // the horizon seeks the side to move's VCF only when its evaluation without it is under beta
	moveCounts                       // from ply 2 of a timed MaxLevel search, a node's width is a count by its depth left (depthCounts); off, the width of the level
	futileVCF                        // the futility checks seek the side to move's VCF only when its evaluation without it does not fail high already
	lateFours                        // a late move that makes a four, in a quiet node or against an open three, is searched a ply shallower first (its extension undone)
	deepRFP                          // reverse futility pruning to 5 plies from the horizon; off, 3
	realThrees                       // a three of a colour with forbidden points counts only where its open four is not forbidden (renju's Black); off, every open-four point counts
	trapFours                        // a four whose only block is forbidden to the opponent (renju's trap for Black) counts as a three of its line
	aspiration                       // from depth 5 the root is searched in a window around the score of the depth before, widened where it fails
	rootReduce                       // the late quiet moves of a quiet root are searched a ply shallower first
	plainFours                       // off the principal variation, a four that makes no second threat (an open four, a second four or a three) is not extended
	logLMR                           // from 6 plies above the horizon, a calm node's late quiet moves are reduced by PentaZen's round(ln d · ln(i+1) / 2) plies where more than 1-2
	bigTable                         // the table is in buckets of 4 entries, MaxLevel's of 2^20 entries (the other levels' 2^18); off, 2^18 single entries
	threats    = rootVCF | refute | leafVCF
)

// timedRootWidth is the most candidates of the root of MaxLevel under a
// time limit: twice those of its other nodes, so that a move the ranking
// puts past their width (often a quiet defence: the ranking prefers what
// a move makes to what it takes from the opponent) can still be played.
const timedRootWidth = 24

// timedWidths gives the root of a timed MaxLevel search, and the nodes a
// ply below it (the opponent's replies to the root moves),
// timedRootWidth candidates, unless the tests switched rootWidth or
// replies off: a reply that the ranking puts past the width of the
// other nodes (often a quiet move that prepares the opponent's attack)
// is then seen where it refutes a root move. The nodes below take the
// width of their depth left (depthCounts), unless the tests switched
// moveCounts off or the search is the generic one.
func (e *Engine) timedWidths() {
	if !e.isOff(rootWidth) {
		e.choose.rootWidth = timedRootWidth
	}
	if !e.isOff(replies) {
		e.choose.replyWidth = timedRootWidth
	}
	e.choose.counts = !e.isOff(moveCounts) && !e.isOff(pvsSearch)
}

// guardShare is the percent of its time limit that MaxLevel keeps for
// the VCT guard after its search.
const guardShare = 15

// timedDepth is the deepest search of MaxLevel under a time limit.
const timedDepth = 40

// budget returns the time e may take for the move that started at start:
// its Time, or less if ctx ends sooner; 0 for no limit.
func (e *Engine) budget(ctx context.Context, start time.Time) time.Duration {
	limit := e.Time
	if d, ok := ctx.Deadline(); ok {
		if left := d.Sub(start); limit <= 0 || left < limit {
			limit = max(left, 1)
		}
	}
	return limit
}

// notation returns the notation of the moves of a board of size points a
// side: [gomoku.FormatMove] at that size.
func notation(size int) func(board.Point) string {
	return func(p board.Point) string { return gomoku.FormatMove(p, size) }
}

// within returns a child of ctx that ends d after start, or with ctx
// when d is 0, and its cancel function.
func within(ctx context.Context, start time.Time, d time.Duration) (context.Context, context.CancelFunc) {
	if d > 0 {
		return context.WithDeadline(ctx, start.Add(d))
	}
	return context.WithCancel(ctx)
}
