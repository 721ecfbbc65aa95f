package engine

import (
	"context"
	"slices"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/search"
)

// The threat side of the gomoku engine: a VCF (victory by continuous
// fours, package threat) looked for at the root for the side to move and
// for the opponent, and at the horizon of the alpha-beta search as its
// quiescence.

// threatBudget is what one level spends on threats: the nodes of
// the root VCF for each side, and of each refutation check and each
// horizon VCF (0: none), and the most attacker moves of a horizon VCF.
// The last is the VCT guard's (0: none): the nodes of the opponent's
// VCT after a root move.
type threatBudget struct {
	root, refute, leaf int64
	leafDepth          int
	vctMove            int64
}

var threatBudgets = [MaxLevel + 1]threatBudget{
	1: {root: 5000}, // its own VCF only
	2: {root: 20000, refute: 500, leaf: 200, leafDepth: 6},
	3: {root: 50000, refute: 1000, leaf: 400, leafDepth: 8, vctMove: 200000},
}

// A quiesce is the VCF at the horizon: whether the side to move
// wins by fours from there, within a small budget, until the end of the
// search's context (which carries its deadline; after it the answer is
// no at once, so that a stopped search ends fast).
type quiesce struct {
	solver *threat.Solver
	nodes  int64
	depth  int
	done   <-chan struct{} // the search context's Done
	spent  int64           // the nodes of the VCFs since the last take
}

// take returns the nodes the VCFs of q expanded since the last take.
func (q *quiesce) take() int64 {
	n := q.spent
	q.spent = 0
	return n
}

// wins reports whether s, to move in x, has a VCF within q's budget.
func (q *quiesce) wins(x *game, s gomoku.Stone) bool {
	if q.nodes == 0 || !hasFour(x, s) || q.expired() {
		return false
	}
	// Its node budget bounds it; the end of the search stops it only
	// between VCFs (expired).
	_, res, _ := q.solver.VCF(context.Background(), x.pos, s, threat.Limits{Depth: q.depth, Nodes: q.nodes})
	q.spent += res.Nodes
	return res.Status == threat.Win
}

// expired reports whether the search's context is done.
func (q *quiesce) expired() bool {
	return done(q.done)
}

// done reports whether the channel c, a context's Done, is closed; a nil
// c never is.
func done(c <-chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

// hasFour reports whether s can make a four (or a five) in x: the cheap
// test that no VCF can pass without.
func hasFour(x *game, s gomoku.Stone) bool {
	return x.pos.Count(s, pattern.Four)+x.pos.Count(s, pattern.OpenFour)+x.pos.Count(s, pattern.DoubleFour)+x.pos.Count(s, pattern.Five) > 0
}

// rootVCF returns the first move of a VCF of the side to move of x, if
// it finds one within its budget, and the line.
func (e *Engine) rootVCF(ctx context.Context, x *game, nodes int64, d time.Duration) (threat.Line, int64) {
	me := x.Turn()
	if !hasFour(x, me) {
		return nil, 0
	}
	line, res, _ := e.solver.VCF(ctx, x.pos, me, threat.Limits{Nodes: nodes, Time: d, Depth: 20})
	if res.Status != threat.Win || len(line) == 0 || !x.legal(line[0], me) {
		return nil, res.Nodes
	}
	return line, res.Nodes
}

// refutations returns the candidates of x that stop the opponent's VCF
// threat (the VCF it would have if the side to move passed), or nil when
// there is no such threat, no candidate stops it, the budget ran out
// first or the level does not look (b.refute is 0). A candidate stops
// the threat when the opponent has no VCF after it within the
// refutation budget.
func (e *Engine) refutations(ctx context.Context, x *game, b threatBudget, deadline time.Time) ([]board.Point, int64) {
	me := x.Turn()
	opp := me.Opponent()
	if b.refute == 0 || x.pos.Count(me, pattern.Five) > 0 || x.pos.Count(opp, pattern.Five) > 0 || !hasFour(x, opp) {
		return nil, 0 // a five to make or to stop comes first
	}
	var nodes int64
	lim := threat.Limits{Nodes: b.root, Depth: 20, Time: max(time.Until(deadline), 0)}
	threatLine, res, _ := e.solver.VCF(ctx, x.pos, opp, lim)
	nodes += res.Nodes
	if res.Status != threat.Win {
		return nil, nodes
	}
	// Every legal point near the stones, the points of the threat first.
	all := (&chooser{}).candidates(x, nil)
	first := make([]board.Point, 0, len(all))
	for _, p := range threatLine {
		if slices.Contains(all, p) && !slices.Contains(first, p) {
			first = append(first, p)
		}
	}
	for _, p := range all {
		if !slices.Contains(first, p) {
			first = append(first, p)
		}
	}
	var out []board.Point
	for _, p := range first {
		if !deadline.IsZero() && time.Now().After(deadline) || ctx.Err() != nil {
			return nil, nodes // out of time: no restriction
		}
		if x.Play(p) != nil {
			continue
		}
		lim := threat.Limits{Nodes: b.refute, Depth: 20}
		_, res, _ := e.solver.VCF(ctx, x.pos, opp, lim)
		x.Undo()
		nodes += res.Nodes
		if res.Status != threat.Win {
			out = append(out, p)
		}
	}
	return out, nodes
}

// guard returns r, the search's choice in x, or when the opponent has a
// VCT after r's move (within b.vctMove nodes and the time to deadline),
// the first of the other moves (alternatives: the points of that VCT,
// then the root moves in the search's order) after which the opponent
// has none at all (the VCT search ends without one), if one is found
// before deadline. A proven win or loss stands. It returns the nodes it
// searched. The search must have ended.
func (e *Engine) guard(ctx context.Context, x *game, r search.Result, b threatBudget, deadline time.Time) (search.Result, int64) {
	if b.vctMove == 0 || r.Exact || abs(r.Score) > search.MaxEval {
		return r, 0
	}
	st, line, nodes := e.vctAfter(ctx, x, r.Move, b, deadline)
	if st != threat.Win {
		return r, nodes
	}
	for _, p := range e.alternatives(x, r.Move, line) {
		if ctx.Err() != nil || !deadline.IsZero() && !time.Now().Before(deadline) {
			break
		}
		safe, n := e.safe(ctx, x, p, b, deadline)
		nodes += n
		if safe {
			return search.Result{Move: p, Score: r.Score, Depth: r.Depth, Stopped: true, PV: []board.Point{p}}, nodes
		}
	}
	return r, nodes
}

// alternatives returns the moves the guard tries in x in place of m,
// after which the opponent wins by the VCT line: the points of line
// that are legal for the side to move (where the opponent attacks and
// where it must be answered, the attacker's moves first), then the root
// moves of the search in its order, each once, m left out, and so are
// the moves that make a four: the opponent's forced block ends its VCT
// search, which cannot tell that the threat it had is still there, so
// that such a move looks safe and only puts the loss off. With the
// guardLine technique off, the root moves only, fours included.
func (e *Engine) alternatives(x *game, m board.Point, line threat.Line) []board.Point {
	out := make([]board.Point, 0, len(line)+len(e.own.root))
	me := x.Turn()
	on := !e.isOff(guardLine)
	add := func(p board.Point) {
		if p != m && !slices.Contains(out, p) && (!on || x.pos.Fours(p, me) == 0) {
			out = append(out, p)
		}
	}
	if on {
		for parity := range 2 {
			for i := parity; i < len(line); i += 2 {
				if p := line[i]; x.pos.At(p) == gomoku.Empty && x.legal(p, me) {
					add(p)
				}
			}
		}
	}
	for _, p := range e.own.root {
		add(p)
	}
	return out
}

// safe reports whether the opponent of the side to move of x has no VCT
// after the move p: the VCT search, within b.vctMove nodes and the time
// to deadline, ended without one. It returns the nodes it searched.
func (e *Engine) safe(ctx context.Context, x *game, p board.Point, b threatBudget, deadline time.Time) (bool, int64) {
	st, _, n := e.vctAfter(ctx, x, p, b, deadline)
	return st == threat.None, n
}

// loses reports whether the opponent of the side to move of x has a VCT
// (a VCF included) after the move p within b.vctMove nodes and the time
// to deadline (0: none), and the nodes it searched. An illegal p loses.
func (e *Engine) loses(ctx context.Context, x *game, p board.Point, b threatBudget, deadline time.Time) (bool, int64) {
	st, _, n := e.vctAfter(ctx, x, p, b, deadline)
	return st == threat.Win, n
}

// vctAfter returns the outcome of the opponent's VCT after the move p of
// the side to move of x, within b.vctMove nodes and the time to deadline
// (0: none), its line when it wins, and the nodes it searched: Win after
// an illegal p or a five of the opponent's, None after a five of the
// mover's or a full board.
func (e *Engine) vctAfter(ctx context.Context, x *game, p board.Point, b threatBudget, deadline time.Time) (threat.Status, threat.Line, int64) {
	opp := x.Turn().Opponent()
	if x.Play(p) != nil {
		return threat.Win, nil, 0
	}
	defer x.Undo()
	if x.Over() {
		if x.Winner() == opp {
			return threat.Win, nil, 0
		}
		return threat.None, nil, 0
	}
	lim := threat.Limits{Nodes: b.vctMove}
	if !deadline.IsZero() {
		lim.Time = max(time.Until(deadline), time.Nanosecond)
	}
	line, res, _ := threat.VCT(ctx, x.pos, opp, lim)
	return res.Status, line, res.Nodes
}
