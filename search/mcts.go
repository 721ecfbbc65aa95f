package search

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/enum"
)

// A Proof is what MCTS-Solver proved about a position for its side to
// move. The zero Proof is Unproven.
type Proof int8

// The proofs. MCTS-Solver proves wins and losses; a drawn line is left to
// the statistics, which keep telling the drawing moves that give the
// opponent chances to go wrong from those that do not.
const (
	Unproven Proof = iota
	ProvenLoss
	ProvenWin
)

// drawn marks a finished game that is drawn, inside a tree only.
const drawn Proof = -1

// String returns "unproven", "loss" or "win", or "Proof(7)" for a value
// that is none of those.
func (p Proof) String() string {
	return enum.Name(p, Unproven, "Proof", "unproven", "loss", "win")
}

// flip returns p for the other side.
func (p Proof) flip() Proof {
	switch p {
	case ProvenLoss:
		return ProvenWin
	case ProvenWin:
		return ProvenLoss
	}
	return p
}

// DefaultPlayouts is the playout budget of an [MCTS] whose Playouts is 0.
const DefaultPlayouts = 10000

// DefaultMaxNodes is the tree size of an [MCTS] whose MaxNodes is 0.
const DefaultMaxNodes = 1 << 20

// An MCTS searches a game by Monte Carlo tree search: UCT selection, one
// expansion per playout (the children of a node are made, in a random
// order, on its second visit), a playout to the end of the game, and the
// MCTS-Solver back-up of proven outcomes, which lets it play a proven win
// and avoid a proven loss and stops the search once the root is proven.
// Rewards are 1 for a win, 1/2 for a draw and 0 for a loss.
//
// With Threads above 1 it uses root parallelism: each worker grows
// its own tree over its own clone of the game, from its own seed, with a
// share of the playouts, and the statistics and proofs of the root's
// children are merged at the end. This needs no locks and scales with the
// cores; the trees do not share what they learn below the root.
//
// The zero MCTS is ready to use: one thread, DefaultPlayouts random
// playouts, seed 0, exploration √2. A search from the same position with
// the same fields and one thread is reproducible. An MCTS keeps its node
// arenas from search to search, so that a game of searches allocates
// little; it is not safe for concurrent use.
type MCTS[C comparable, G board.Game[C, G]] struct {
	// Playouts is the playout budget of a search; 0 means
	// DefaultPlayouts.
	Playouts int
	// Time stops a search after about this long; 0 means no limit.
	Time time.Duration
	// Seed seeds the random choices.
	Seed uint64
	// Threads is the number of trees searched in parallel, each by a
	// goroutine of its own; 0 means 1. Every core is
	// runtime.GOMAXPROCS(0).
	Threads int
	// Exploration is the UCT exploration constant; 0 means √2.
	Exploration float64
	// MaxNodes bounds the nodes of each tree; 0 means DefaultMaxNodes. A
	// full tree stops growing and the search goes on with playouts.
	MaxNodes int
	// Playout, if not nil, returns the reward for side of g, which is not
	// over: 1 for a win, 1/2 for a draw, 0 for a loss, or anything
	// between. It may play moves on g but must take them back. Nil means
	// random moves to the end of the game, scored by Outcome.
	Playout func(g G, side C, r *rand.Rand) float64
	// Outcome returns the outcome of the finished game g for side, whose
	// sign is what counts: positive for a win. Nil means by
	// [board.Game.Winner].
	Outcome func(g G, side C) int
	// Notation, if not nil, writes a move in the game's notation, like
	// othello.FormatMove; the search passes it on in its MCTSResult,
	// whose String names the move with it.
	Notation func(p board.Point) string

	trees []*tree[C, G]
}

// An MCTSResult is what a search of [MCTS] found.
type MCTSResult struct {
	// Move is the move chosen: a proven win if there is one, otherwise
	// the most visited move that is not a proven loss.
	Move board.Point
	// Value is the mean reward of Move for the side to move, in [0, 1].
	Value float64
	// Visits is the number of playouts through Move.
	Visits int
	// Proof is what the search proved about the position; a proven win
	// or draw is one Move achieves.
	Proof Proof
	// Playouts is the number of playouts of all workers.
	Playouts int
	// Nodes is the number of tree nodes of all workers.
	Nodes int
	// Elapsed is how long the search took.
	Elapsed time.Duration
	// Stopped reports whether a time or context limit stopped the search
	// before its playout budget was spent or the position was proven.
	Stopped bool
	// Notation writes the move in the game's notation for String: the
	// Notation of the search. Nil writes it as a [board.Point], like
	// "(1,1)".
	Notation func(p board.Point) string
}

// String returns the result in one line, the move in the game's
// notation, like "move b2 value 0.52 visits 812 proof unproven playouts
// 10000" (or "move (1,1) ..." without a Notation).
func (r MCTSResult) String() string {
	s := fmt.Sprintf("move %s value %.2f visits %d proof %v playouts %d", formatMove(r.Notation, r.Move), r.Value, r.Visits, r.Proof, r.Playouts)
	if r.Stopped {
		s += " stopped"
	}
	return s
}

// A node is a node of a tree: a position reached by a move.
type node struct {
	move   board.Point
	sum    float64 // the total reward for the side that moved here
	visits int32
	first  int32 // the index of the first child; -1 before expansion
	n      int32 // the number of children
	proof  Proof // for the side that moved here
	kept   bool  // the side that moved here is to move again
	seen   bool  // kept and proof are known
}

// A tree is the search state of one worker.
type tree[C comparable, G board.Game[C, G]] struct {
	m        *MCTS[C, G]
	g        G
	root     C
	nodes    []node
	path     []int32
	movers   []C
	buf      []board.Point
	app      board.MoveAppender // g's fast path, or nil
	collect  func(board.Point) bool
	rng      *rand.Rand
	pcg      *rand.PCG
	playouts int
	stopped  bool
}

// Search searches g and returns the move chosen for its side to move,
// an error matching [board.ErrGameOver] if g is over, or one matching
// [ErrLimits] if m has a negative Playouts, Time or Threads. The end of
// ctx, which must not be nil, stops the search like a time limit. It
// leaves g as it was.
func (m *MCTS[C, G]) Search(ctx context.Context, g G) (MCTSResult, error) {
	if m.Playouts < 0 || m.Time < 0 || m.Threads < 0 {
		return MCTSResult{}, fmt.Errorf("search: %w: playouts %d, time %v, threads %d", ErrLimits, m.Playouts, m.Time, m.Threads)
	}
	var zero C
	if g.Turn() == zero {
		return MCTSResult{}, fmt.Errorf("search: %w", board.ErrGameOver)
	}
	start := time.Now()
	workers := max(m.Threads, 1)
	for len(m.trees) < workers {
		t := &tree[C, G]{m: m, pcg: rand.NewPCG(0, 0)}
		t.rng = rand.New(t.pcg)
		t.collect = func(p board.Point) bool {
			t.buf = append(t.buf, p)
			return true
		}
		m.trees = append(m.trees, t)
	}
	budget := m.Playouts
	if budget <= 0 {
		budget = DefaultPlayouts
	}
	var deadline time.Time
	if m.Time > 0 {
		deadline = start.Add(m.Time)
	}
	var solved atomic.Bool
	if workers == 1 {
		t := m.trees[0]
		t.g = g
		t.run(ctx, deadline, budget, m.Seed, &solved)
	} else {
		var wg sync.WaitGroup
		for i, t := range m.trees[:workers] {
			t.g = g.Clone()
			share := budget / workers
			if i < budget%workers {
				share++
			}
			wg.Go(func() { t.run(ctx, deadline, share, m.Seed+uint64(i)*0x9e3779b97f4a7c15, &solved) })
		}
		wg.Wait()
	}
	r := m.merge(m.trees[:workers])
	r.Elapsed, r.Notation = time.Since(start), m.Notation
	for _, t := range m.trees[:workers] {
		t.g, t.app = *new(G), nil
	}
	return r, nil
}

// merge returns the result of the trees, merged by move at the root.
func (m *MCTS[C, G]) merge(trees []*tree[C, G]) MCTSResult {
	var r MCTSResult
	t0 := trees[0]
	kids := t0.nodes[t0.nodes[0].first:][:t0.nodes[0].n]
	type stat struct {
		move   board.Point
		sum    float64
		visits int
		proof  Proof // for the side to move at the root
	}
	stats := make([]stat, len(kids))
	for i, c := range kids {
		stats[i] = stat{c.move, c.sum, int(c.visits), c.proof}
	}
	for _, t := range trees {
		r.Playouts += t.playouts
		r.Nodes += len(t.nodes)
		r.Stopped = r.Stopped || t.stopped
		if t == t0 {
			continue
		}
		for _, c := range t.nodes[t.nodes[0].first:][:t.nodes[0].n] {
			for i := range stats {
				if stats[i].move == c.move {
					stats[i].sum += c.sum
					stats[i].visits += int(c.visits)
					if c.proof != Unproven {
						stats[i].proof = c.proof // a proof holds in every tree
					}
					break
				}
			}
		}
	}
	// A proven win first, then the most visited move that is not a proven
	// loss, and a proven loss only when every move is one.
	all := true
	for _, s := range stats {
		all = all && s.proof == ProvenLoss
	}
	class := func(s stat) int {
		switch s.proof {
		case ProvenWin:
			return 2
		case ProvenLoss:
			return 0
		}
		return 1
	}
	best := 0
	for i, s := range stats {
		if a, b := class(s), class(stats[best]); a > b || a == b && s.visits > stats[best].visits {
			best = i
		}
	}
	s := stats[best]
	r.Move, r.Visits = s.move, s.visits
	if s.visits > 0 {
		r.Value = s.sum / float64(s.visits)
	}
	if s.proof == ProvenWin || all {
		r.Proof = s.proof
	}
	return r
}

// run grows the tree from t.g for budget playouts at most.
func (t *tree[C, G]) run(ctx context.Context, deadline time.Time, budget int, seed uint64, solved *atomic.Bool) {
	t.pcg.Seed(seed, 0x6d637473)
	t.app, _ = any(t.g).(board.MoveAppender)
	t.root = t.g.Turn()
	t.nodes = append(t.nodes[:0], node{first: -1, seen: true})
	t.playouts, t.stopped = 0, false
	maxNodes := t.m.MaxNodes
	if maxNodes <= 0 {
		maxNodes = DefaultMaxNodes
	}
	maxNodes = max(maxNodes, 1+t.branching()) // room for the root's children
	for t.playouts < budget {
		if t.playouts&63 == 0 && t.playouts > 0 {
			if !deadline.IsZero() && time.Now().After(deadline) || ctx.Err() != nil {
				t.stopped = true
				return
			}
			if solved.Load() {
				return
			}
		}
		t.iterate(maxNodes)
		t.playouts++
		if t.nodes[0].proof != Unproven {
			solved.Store(true)
			return
		}
	}
}

// branching returns the number of moves at the root.
func (t *tree[C, G]) branching() int {
	t.moves()
	return len(t.buf)
}

// moves puts the legal moves of t.g in t.buf, through the game's fast
// path when it has one.
func (t *tree[C, G]) moves() {
	if t.app != nil {
		t.buf = t.app.AppendMoves(t.buf[:0])
		return
	}
	t.buf = t.buf[:0]
	t.g.Moves()(t.collect)
}

// iterate runs one playout: selection, expansion, playout and back-up.
func (t *tree[C, G]) iterate(maxNodes int) {
	var zero C
	t.path = append(t.path[:0], 0)
	t.movers = append(t.movers[:0], zero)
	cur := int32(0)
	var reward float64 // for the root side
	for {
		n := &t.nodes[cur]
		if n.proof != Unproven {
			reward = proofReward(n.proof)
			if t.movers[len(t.movers)-1] != t.root {
				reward = 1 - reward
			}
			break
		}
		if n.first < 0 {
			if cur != 0 && n.visits == 0 || !t.expand(cur, maxNodes) {
				reward = t.playout()
				break
			}
		}
		child := t.selectChild(cur)
		c := &t.nodes[child]
		me := t.g.Turn()
		if err := t.g.Play(c.move); err != nil {
			panic(fmt.Sprintf("search: Play(%v) of a move that Moves yielded: %v", c.move, err))
		}
		t.path = append(t.path, child)
		t.movers = append(t.movers, me)
		if !c.seen {
			c.seen = true
			switch turn := t.g.Turn(); turn {
			case zero:
				c.proof = t.outcome(me)
			case me:
				c.kept = true
			}
		}
		cur = child
	}
	// Back-up, undoing the moves of the path.
	for i := len(t.path) - 1; i >= 0; i-- {
		n := &t.nodes[t.path[i]]
		n.visits++
		if t.movers[i] == t.root {
			n.sum += reward
		} else {
			n.sum += 1 - reward
		}
		if i > 0 {
			t.g.Undo()
		}
	}
	// Solver back-up of a proof at the leaf.
	for i := len(t.path) - 2; i >= 0; i-- {
		if t.nodes[t.path[i+1]].proof == Unproven || !t.prove(t.path[i]) {
			break
		}
	}
}

// proofReward returns the reward of a proven outcome.
func proofReward(p Proof) float64 {
	switch p {
	case ProvenWin:
		return 1
	case drawn:
		return 0.5
	}
	return 0
}

// outcome returns the proof of a finished game for me.
func (t *tree[C, G]) outcome(me C) Proof {
	f := t.m.Outcome
	if f == nil {
		f = winLoss[C, G]
	}
	switch o := f(t.g, me); {
	case o > 0:
		return ProvenWin
	case o < 0:
		return ProvenLoss
	}
	return drawn
}

// prove sets the proof of node i from its children, if they prove it,
// and reports whether they did.
func (t *tree[C, G]) prove(i int32) bool {
	n := &t.nodes[i]
	if n.first < 0 {
		return false
	}
	// A win for the side to move at n, who moved into the children, if
	// one child is a win; a loss if all are losses.
	best := ProvenLoss
	for _, c := range t.nodes[n.first : n.first+n.n] {
		if c.proof == ProvenWin {
			best = ProvenWin
			break
		}
		if c.proof != ProvenLoss {
			best = Unproven
		}
	}
	if best == Unproven {
		return false
	}
	if i != 0 && !n.kept {
		best = best.flip()
	}
	n.proof = best
	return true
}

// expand makes the children of node i, whose position t.g is at, in a
// random order, and reports whether the tree had room for them.
func (t *tree[C, G]) expand(i int32, maxNodes int) bool {
	t.moves()
	if len(t.nodes)+len(t.buf) > maxNodes {
		return false
	}
	first := int32(len(t.nodes))
	for _, p := range t.buf {
		t.nodes = append(t.nodes, node{first: -1, move: p})
	}
	kids := t.nodes[first:]
	for k := len(kids) - 1; k > 0; k-- {
		j := t.rng.IntN(k + 1)
		kids[k], kids[j] = kids[j], kids[k]
	}
	t.nodes[i].first, t.nodes[i].n = first, int32(len(kids))
	return true
}

// selectChild returns the child of node i to descend to: a proven win, or
// an unvisited child, or the best by UCT among those not proven lost.
func (t *tree[C, G]) selectChild(i int32) int32 {
	n := &t.nodes[i]
	c := t.m.Exploration
	if c == 0 {
		c = math.Sqrt2
	}
	logN := math.Log(float64(max(n.visits, 1)))
	best, bestV := n.first, math.Inf(-1)
	for j := n.first; j < n.first+n.n; j++ {
		k := &t.nodes[j]
		var v float64
		switch {
		case k.proof == ProvenWin:
			return j
		case k.proof == ProvenLoss:
			v = math.Inf(-1)
		case k.visits == 0:
			return j
		default:
			v = k.sum/float64(k.visits) + c*math.Sqrt(logN/float64(k.visits))
		}
		if v > bestV {
			best, bestV = j, v
		}
	}
	return best
}

// playout returns the reward for the root side of a playout from t.g,
// which it leaves as it was.
func (t *tree[C, G]) playout() float64 {
	var zero C
	if t.g.Turn() == zero {
		return 0.5 // not reached: a finished position is proven
	}
	if t.m.Playout != nil {
		return t.m.Playout(t.g, t.root, t.rng)
	}
	plies := 0
	for t.g.Turn() != zero {
		t.moves()
		if err := t.g.Play(t.buf[t.rng.IntN(len(t.buf))]); err != nil {
			panic(fmt.Sprintf("search: Play of a move that Moves yielded: %v", err))
		}
		plies++
	}
	r := proofReward(t.outcome(t.root))
	for range plies {
		t.g.Undo()
	}
	return r
}
