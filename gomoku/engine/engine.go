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
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/search"
)

// MaxLevel is the highest level of [Engine].
const MaxLevel = 3

// DefaultLevel is the level of an [Engine] whose Level is 0.
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

// An Engine is a gomoku engine for every rule set and board size: an
// alpha-beta search of [search.AlphaBeta] over the candidate moves near
// the stones, ranked by what they make on their lines, with an
// evaluation read from the pattern tables of package [pattern], kept up
// to date move by move (the points where each colour makes five, an open
// four, a four or a three). A four is always answered: when the opponent threatens five, the only
// candidates are the points that stop it, unless the side to move makes
// five first. Forbidden points are never candidates: the engine plays
// within the rules of the game, renju's fouls for Black included.
//
// Threats come first (package threat): a win by continuous fours (VCF)
// for the side to move is played at once; when the opponent would have
// one if the side to move passed, the search is held to the moves after
// which it has none, if there are some; and at the horizon of the search
// a VCF for the side to move scores as all but a win. Each level bounds
// these searches in nodes.
//
// The zero Engine plays at [DefaultLevel] with no time limit. Set the
// fields before the first Choose. An Engine keeps its search tables from
// move to move; it is not safe for concurrent use.
type Engine struct {
	// Level is the level of play, 1 to MaxLevel; 0 means
	// DefaultLevel, and a level out of range is clamped.
	Level int
	// Time, if positive, bounds the search of each move, as does the end
	// of the context of Choose. MaxLevel spends the time: it deepens past
	// its depth while a depth is likely to finish (none starts after 45%
	// of the limit); the other levels keep their depth.
	Time time.Duration

	ab      search.AlphaBeta[gomoku.Stone, *game]
	choose  chooser // the candidates and evaluation of the current search
	init    bool
	off     technique // the techniques switched off, for the tests' matches
	solver  threat.Solver
	quiesce quiesce
	running chan struct{} // closed when the search goroutine has ended
}

// Choose returns the move of e for the side to move of g, or an error
// matching [board.ErrGameOver] if g is over. The score is in threat
// points, ±[Win] for a proven win or loss. The choice names its moves in
// the notation of [gomoku.FormatMove] at g's size, like "h8". It leaves g
// as it was.
//
// Choose returns within a millisecond or so of the end of ctx or of
// e.Time, with the best move of the deepest search it completed: the
// search itself runs on a goroutine of its own, which stops a little
// later, and the next Choose waits for it before it starts.
func (e *Engine) Choose(ctx context.Context, g *gomoku.Game) (search.Choice, error) {
	if g.Over() {
		return search.Choice{}, fmt.Errorf("gomoku/engine: %w", board.ErrGameOver)
	}
	if e.running != nil {
		<-e.running // the search that the last Choose left to stop
		e.running = nil
	}
	if !e.init {
		e.init = true
		e.ab.Eval = func(x *game) int { return e.choose.eval(x) }
		e.ab.Order = order
		e.ab.Candidates = func(x *game, dst []board.Point) []board.Point { return e.choose.candidates(x, dst) }
		e.ab.Table = search.NewTable(1 << 22)
	}
	if ctx == nil {
		ctx = context.Background()
	}
	start := time.Now()
	l := e.Level
	if l == 0 {
		l = DefaultLevel
	}
	l = min(max(l, 1), MaxLevel)
	lv := levels[l]
	x := newGame(g)
	e.choose = chooser{width: lv.width, defend: e.off&defend == 0}
	var deadline time.Time
	if e.Time > 0 {
		deadline = start.Add(e.Time)
	}
	var nodes int64
	b := threatBudgets[l]
	if e.off&rootVCF == 0 {
		// A win by fours is played at once.
		share := time.Duration(0)
		if e.Time > 0 {
			share = max(e.Time/4, 1)
		}
		line, n := e.rootVCF(ctx, x, b.root, share)
		if line != nil {
			return search.Choice{Move: line[0], Score: Win, Exact: true, Depth: line.AttackerMoves()*2 - 1,
				Nodes: n, Elapsed: time.Since(start), PV: line, Notation: notation(g.Size())}, nil
		}
		nodes += n
	}
	if e.off&refute == 0 {
		// The opponent's threat by fours: only its refutations are
		// searched, when there are some.
		refDeadline := deadline
		if e.Time > 0 {
			refDeadline = start.Add(e.Time / 2)
		}
		root, n2 := e.refutations(ctx, x, b, refDeadline)
		nodes += n2
		if len(root) > 0 {
			e.choose.root = root
		}
	}
	sctx, cancel := context.WithCancel(ctx)
	if e.Time > 0 {
		sctx, cancel = context.WithDeadline(ctx, deadline)
	}
	defer cancel()
	// Should not even a search 1 ply deep complete: the first candidate,
	// scored by the static evaluation (no threat search yet).
	fallback := search.Result{Move: e.choose.candidates(x, nil)[0], Stopped: true}
	if x.Play(fallback.Move) == nil {
		switch {
		case x.Winner() == g.Turn(): // five: a win in 1 ply
			fallback.Score, fallback.Exact = search.MaxEval+search.MaxPly-1, true
		case x.Over():
			fallback.Exact = true // a draw: the board is full
		default:
			fallback.Score = -e.choose.eval(x)
		}
		x.Undo()
	}
	if e.off&leafVCF == 0 {
		e.quiesce = quiesce{solver: &e.solver, nodes: b.leaf, depth: b.leafDepth, ctx: sctx}
		e.choose.q = &e.quiesce
	}
	// MaxLevel spends a time limit: as deep as it allows, no depth
	// started after 45% of it.
	depth, soft := lv.depth, time.Duration(0)
	if limit := e.budget(ctx, start); limit > 0 && l == MaxLevel && e.off&deepen == 0 {
		depth, soft = timedDepth, limit*45/100
	}
	r, n, ok := e.search(sctx, x, &e.choose, depth, start, soft)
	if !ok {
		r = fallback
	} else if (r.Depth < lv.depth || soft > 0) && !r.Exact {
		r.Stopped = true // the limit stopped a deeper search
	}
	c := r.Choice(Win)
	c.Nodes = n + nodes
	c.Elapsed = time.Since(start)
	c.Notation = notation(g.Size())
	return c, nil
}

// A technique is one of the engine's techniques that the tests switch
// off to measure what it gains (TestTechniques): a set of bits.
type technique uint16

const (
	rootVCF technique = 1 << iota // a VCF of the side to move is played at once
	refute                        // the opponent's VCF threat holds the root to its refutations
	leafVCF                       // a VCF at the horizon scores as all but a win
	deepen                        // MaxLevel spends a time limit deeper than its depth
	defend                        // against a three, only the moves that answer it are searched
	threats = rootVCF | refute | leafVCF
)

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
