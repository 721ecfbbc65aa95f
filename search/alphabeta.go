package search

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/seed131617c4/board"
)

// Limits bound a search of [AlphaBeta]. The zero Limits searches until the
// score is exact (the whole game tree, for a small game) or MaxPly-1
// plies deep; any limit stops the search earlier.
type Limits struct {
	// Depth is the deepest iteration to run, in plies; 0 means MaxPly-1.
	Depth int
	// Nodes stops the search after about this many nodes; 0 means no limit.
	Nodes int64
	// Time stops the search after about this long; 0 means no limit.
	Time time.Duration
	// Soft, if positive, starts no iteration after this long: a search
	// with time to spend stops between iterations, where the next one
	// would likely be cut off and wasted, and Time bounds the iteration
	// that runs on.
	Soft time.Duration
}

// DefaultAspiration is the half-width of the first aspiration window when
// [AlphaBeta.Aspiration] is 0.
const DefaultAspiration = 64

// An AlphaBeta searches a game by negamax alpha-beta with
// principal-variation search and iterative deepening: it searches 1 ply
// deep, then 2, and so on, each iteration inside an aspiration window
// around the score of the last, until the score is exact or a limit
// stops it. A stopped iteration is discarded. The first iteration, one
// node per legal move, always finishes, limits or not, so that the move
// of a search comes with the score of a search that finished: a limit
// makes a search shallower, never blind.
//
// Moves are tried in this order: the best move of the transposition
// table, then by decreasing value of the [AlphaBeta.Order] hook (0 for
// every move when it is nil), and among moves of equal value the two
// killers of the ply (moves that cut off a sibling), then by the history
// heuristic (how often and how deep a move cut off).
//
// The zero AlphaBeta is ready to use: it scores finished games as
// win/draw/loss, evaluates every other horizon position as 0 (an even
// game), and makes a [Table] of [DefaultTableBytes] on its first search.
// Set the fields before a search and do not change them during one. An
// AlphaBeta keeps its table, killers and history from search to search,
// which helps a game that goes on; it is not safe for concurrent use.
//
// After its first searches, a search allocates only the result's PV and
// what the game's own methods allocate: nothing per node for a game with
// the fast path of [board.MoveAppender], which the search looks for once
// per search, and a Moves iterator per node for any other.
type AlphaBeta[C comparable, G board.Game[C, G]] struct {
	// Eval returns the static evaluation of g for the side to move, g not
	// over; nil means 0. Results are clamped to [-MaxEval, MaxEval].
	Eval func(g G) int
	// Outcome returns the outcome of the finished game g for side: a
	// positive number if side won, 0 for a draw, negative if it lost, at
	// most MaxOutcome in size. Nil means +1, 0 or -1 by [board.Game.Winner];
	// a game with a score, like Othello, passes its score so that the
	// search maximises it.
	Outcome func(g G, side C) int
	// Order, if not nil, returns how promising the move m is in g (higher
	// first), g not yet having played it.
	Order func(g G, m board.Point) int
	// Candidates, if not nil, appends to dst the moves to search at g,
	// which is not over, and returns the extended slice: a selective
	// search, which looks at the legal moves that the hook chooses for
	// the position rather than at all of them. They must be legal moves
	// of g, each once; they are ordered as any moves are. Should the hook
	// choose none, every legal move is searched. Nil means every legal
	// move. A search with Candidates is exact (Result.Exact) over the
	// candidates only.
	Candidates func(g G, dst []board.Point) []board.Point
	// Table is the transposition table; nil means a new table of
	// DefaultTableBytes, made on the first search.
	Table *Table
	// Limits bound each search.
	Limits Limits
	// Aspiration is the half-width of the first aspiration window; 0 means
	// DefaultAspiration and a negative value searches with a full window.
	Aspiration int
	// Notation, if not nil, writes a move in the game's notation, like
	// othello.FormatMove; the search passes it on in its Result, whose
	// String names moves with it. The search itself never calls it.
	Notation func(p board.Point) string

	g        G
	side     C               // the side to move at the root
	done     <-chan struct{} // the Done of the search's context
	deadline time.Time
	start    time.Time
	nodes    int64
	horizon  int64 // how many times a search met its horizon
	stopped  bool
	first    bool       // in the first iteration, which no limit stops
	lists    [][]scored // the moves of each ply
	pv       [][]board.Point
	best     []board.Point // the PV of the last complete iteration
	killers  [][2]uint16
	history  *[2][1 << 16]uint32
	touched  []uint16               // the history indices in use
	app      board.MoveAppender     // g's fast path, or nil
	buf      []board.Point          // the moves of a node as they come
	collect  func(board.Point) bool // appends to buf, for a game without a fast path
}

// A scored is a move with its ordering key.
type scored struct {
	p   board.Point
	key int64
}

// A Result is what a search of [AlphaBeta] found.
type Result struct {
	// Move is the best move found: the first of PV.
	Move board.Point
	// Score is the score of Move for the side to move; see the package doc.
	Score int
	// PV is the principal variation: the best line found, from Move on.
	PV []board.Point
	// Depth is the depth of the last iteration that completed, in plies.
	Depth int
	// Nodes is the number of positions searched.
	Nodes int64
	// Elapsed is how long the search took.
	Elapsed time.Duration
	// Exact reports whether Score is the value of the game under perfect
	// play: the last iteration met no horizon, searching every line to
	// the end of the game.
	Exact bool
	// Stopped reports whether a node, time (Time or Soft) or context
	// limit stopped the search before it was exact or reached its depth
	// limit.
	Stopped bool
	// Notation writes a move in the game's notation for String: the
	// Notation of the search. Nil writes a move as a [board.Point], like
	// "(1,1)".
	Notation func(p board.Point) string
}

// String returns the result in one line, with its moves in the game's
// notation, like "move b2 score 0 depth 9 nodes 1234 exact pv b2 a1"
// (or "move (1,1) ... pv (1,1) (0,0)" without a Notation).
func (r Result) String() string {
	var s strings.Builder
	fmt.Fprintf(&s, "move %s score %d depth %d nodes %d", formatMove(r.Notation, r.Move), r.Score, r.Depth, r.Nodes)
	if r.Exact {
		s.WriteString(" exact")
	}
	if r.Stopped {
		s.WriteString(" stopped")
	}
	s.WriteString(" pv")
	for _, p := range r.PV {
		s.WriteString(" " + formatMove(r.Notation, p))
	}
	return s.String()
}

// Search searches g and returns the best move for its side to move, an
// error matching [board.ErrGameOver] if g is over, or one matching
// [ErrLimits] if a.Limits has a negative Nodes, Time or Soft. The end of
// ctx, which must not be nil, stops the search like a time limit. It
// leaves g as it was: it plays moves on g and takes them back.
func (a *AlphaBeta[C, G]) Search(ctx context.Context, g G) (Result, error) {
	if l := a.Limits; l.Nodes < 0 || l.Time < 0 || l.Soft < 0 {
		return Result{}, fmt.Errorf("search: %w: nodes %d, time %v, soft %v", ErrLimits, l.Nodes, l.Time, l.Soft)
	}
	var zero C
	side := g.Turn()
	if side == zero {
		return Result{}, fmt.Errorf("search: %w", board.ErrGameOver)
	}
	a.begin(ctx, g, side)
	defer func() { var g G; a.g, a.done, a.app = g, nil, nil }()

	// The root moves, in table order first, then kept in the order of the
	// last iteration with its best move first.
	hash := uint16(noMove)
	if e, ok := a.Table.probe(g.Hash()); ok {
		hash = e.move
	}
	root := a.moves(0, hash)
	a.sortAll(root)
	r := a.deepen(root)
	if len(a.best) == 0 {
		a.best = append(a.best, r.Move)
	}
	r.PV = a.extendPV(a.best)
	r.Nodes = a.nodes
	r.Elapsed = time.Since(a.start)
	return r, nil
}

// begin readies a for a search of g, side to move, under ctx.
func (a *AlphaBeta[C, G]) begin(ctx context.Context, g G, side C) {
	a.init()
	a.g, a.side, a.done = g, side, ctx.Done()
	a.app, _ = any(g).(board.MoveAppender)
	a.start = time.Now()
	a.deadline = time.Time{}
	if a.Limits.Time > 0 {
		a.deadline = a.start.Add(a.Limits.Time)
	}
	a.nodes, a.horizon, a.stopped = 0, 0, false
	a.best = a.best[:0]
	a.Table.age()
	a.ageHistory()
}

// deepen runs the iterations of a search over the root moves, 1 ply deep
// and deeper, until the score is exact or a limit stops it, and returns
// the result of the last that completed (its PV in a.best).
func (a *AlphaBeta[C, G]) deepen(root []scored) Result {
	maxDepth := a.Limits.Depth
	if maxDepth <= 0 || maxDepth > MaxPly-1 {
		maxDepth = MaxPly - 1
	}
	r := Result{Notation: a.Notation, Move: root[0].p}
	for depth := 1; depth <= maxDepth; depth++ {
		a.first = depth == 1
		score, best, exact := a.aspirate(root, depth, r.Score)
		if a.stopped {
			r.Stopped = true
			break
		}
		// The best move goes first for the next iteration.
		m := root[best]
		copy(root[1:best+1], root[:best])
		root[0] = m
		r.Move, r.Score, r.Depth = m.p, score, depth
		a.best = append(a.best[:0], a.pv[0]...)
		if exact {
			r.Exact = true
			break
		}
		if a.Limits.Soft > 0 && depth < maxDepth && time.Since(a.start) >= a.Limits.Soft {
			r.Stopped = true
			break
		}
	}
	return r
}

// aspirate runs the iteration depth plies deep over the root moves,
// first in the aspiration window around last, the score of the iteration
// before, widening the window on the side the score falls out of it until
// it falls inside, and returns the score, the index of the best move and
// whether the last search of the window met no horizon (an exact score).
func (a *AlphaBeta[C, G]) aspirate(root []scored, depth, last int) (score, best int, exact bool) {
	width := a.Aspiration
	if width == 0 {
		width = DefaultAspiration
	}
	alpha, beta := -Infinity, Infinity
	if width > 0 && depth > 1 && abs(last) <= MaxEval {
		alpha, beta = max(last-width, -Infinity), min(last+width, Infinity)
	}
	for delta := width; ; delta *= 4 {
		horizon := a.horizon
		score, best = a.root(root, depth, alpha, beta)
		exact = a.horizon == horizon
		switch {
		case a.stopped:
			return score, best, exact
		case score <= alpha && alpha > -Infinity:
			alpha = max(score-delta, -Infinity)
			if score < -MaxEval {
				alpha = -Infinity
			}
		case score >= beta && beta < Infinity:
			beta = min(score+delta, Infinity)
			if score > MaxEval {
				beta = Infinity
			}
		default:
			return score, best, exact
		}
	}
}

// extendPV returns a copy of pv extended by the best moves of exact table
// entries, which the search cut off at, until the end of the game.
func (a *AlphaBeta[C, G]) extendPV(pv []board.Point) []board.Point {
	var zero C
	out := make([]board.Point, 0, len(pv)+8)
	for _, m := range pv {
		if a.g.Play(m) != nil {
			break
		}
		out = append(out, m)
	}
	for len(out) < MaxPly && a.g.Turn() != zero {
		e, ok := a.Table.probe(a.g.Hash())
		if !ok || e.meta&exact != exact || e.move == noMove || a.g.Play(unpack(e.move)) != nil {
			break
		}
		out = append(out, unpack(e.move))
	}
	for range out {
		a.g.Undo()
	}
	return out
}

// init makes what the zero AlphaBeta lacks.
func (a *AlphaBeta[C, G]) init() {
	if a.Table == nil {
		a.Table = NewTable(DefaultTableBytes)
	}
	if a.history == nil {
		a.history = new([2][1 << 16]uint32)
	}
	if a.collect == nil {
		a.collect = func(p board.Point) bool {
			a.buf = append(a.buf, p)
			return true
		}
	}
}

// ageHistory halves the history scores, so that a new search leans on
// them less.
func (a *AlphaBeta[C, G]) ageHistory() {
	n := 0
	for _, i := range a.touched {
		for s := range a.history {
			a.history[s][i] /= 2
		}
		if a.history[0][i] != 0 || a.history[1][i] != 0 {
			a.touched[n] = i
			n++
		}
	}
	a.touched = a.touched[:n]
}

// moves collects the moves of the position at ply with their ordering
// keys and returns them; hash is the table's best move.
func (a *AlphaBeta[C, G]) moves(ply int, hash uint16) []scored {
	for len(a.lists) <= ply {
		a.lists = append(a.lists, nil)
		a.pv = append(a.pv, nil)
		a.killers = append(a.killers, [2]uint16{})
	}
	a.buf = a.buf[:0]
	if a.Candidates != nil {
		a.buf = a.Candidates(a.g, a.buf)
	}
	if len(a.buf) == 0 {
		if a.app != nil {
			a.buf = a.app.AppendMoves(a.buf)
		} else {
			a.g.Moves()(a.collect)
		}
	}
	a.lists[ply] = a.lists[ply][:0]
	for _, p := range a.buf {
		a.lists[ply] = append(a.lists[ply], scored{p: p})
	}
	list := a.lists[ply]
	s := a.sideIndex()
	k := a.killers[ply]
	for i := range list {
		m := pack(list[i].p)
		var key int64
		if a.Order != nil {
			key = int64(clamp(a.Order(a.g, list[i].p), math.MinInt32, math.MaxInt32)) << 32
		}
		switch {
		case m != noMove && m == hash:
			key = math.MaxInt64
		case m != noMove && m == k[0]:
			key += 1<<32 - 1
		case m != noMove && m == k[1]:
			key += 1<<32 - 2
		default:
			key += int64(min(a.history[s][m], 1<<31))
		}
		list[i].key = key
	}
	return list
}

// sideIndex returns 0 if the root side is to move, and 1 otherwise.
func (a *AlphaBeta[C, G]) sideIndex() int {
	if a.g.Turn() == a.side {
		return 0
	}
	return 1
}

// sortAll sorts list by decreasing key, stably.
func (a *AlphaBeta[C, G]) sortAll(list []scored) {
	for i := 1; i < len(list); i++ {
		for j := i; j > 0 && list[j].key > list[j-1].key; j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
}

// pick moves the move with the highest key among list[i:] to list[i].
func pick(list []scored, i int) {
	b := i
	for j := i + 1; j < len(list); j++ {
		if list[j].key > list[b].key {
			b = j
		}
	}
	list[i], list[b] = list[b], list[i]
}

// root searches the root moves in their order to depth and returns the
// score and the index of the best move (-1 if none was searched).
func (a *AlphaBeta[C, G]) root(list []scored, depth, alpha, beta int) (int, int) {
	best, bi, alpha0 := -Infinity, -1, alpha
	a.pv[0] = a.pv[0][:0]
	for i, m := range list {
		v := a.try(m.p, 0, depth, alpha, beta, i == 0)
		if a.stopped {
			break
		}
		if v > best {
			best, bi = v, i
			if v > alpha {
				alpha = v
				a.setPV(0, m.p)
			}
		}
		if alpha >= beta {
			break
		}
	}
	if bi >= 0 && depth > 0 {
		a.Table.store(a.g.Hash(), best, depth, bound(best, alpha0, beta), pack(list[bi].p))
	}
	return best, bi
}

// bound returns what best, the score of a search in the window
// (alpha, beta), is: an upper bound, a lower bound or exact.
func bound(best, alpha, beta int) uint8 {
	switch {
	case best <= alpha:
		return upper
	case best >= beta:
		return lower
	}
	return exact
}

// try plays m at ply and returns its score for the side to move before it,
// searched with PVS: a null window first unless pv.
func (a *AlphaBeta[C, G]) try(m board.Point, ply, depth, alpha, beta int, pv bool) int {
	me := a.g.Turn()
	if err := a.g.Play(m); err != nil {
		panic(fmt.Sprintf("search: Play(%v) of a move that Moves yielded: %v", m, err))
	}
	var v int
	if pv || beta-alpha == 1 {
		v = a.child(me, ply+1, depth-1, alpha, beta)
	} else {
		v = a.child(me, ply+1, depth-1, alpha, alpha+1)
		if v > alpha && v < beta && !a.stopped {
			v = a.child(me, ply+1, depth-1, alpha, beta)
		}
	}
	a.g.Undo()
	return v
}

// child returns the score, for me, of the position after me moved, at ply.
func (a *AlphaBeta[C, G]) child(me C, ply, depth, alpha, beta int) int {
	var zero C
	switch a.g.Turn() {
	case zero:
		a.nodes++
		a.clearPV(ply)
		f := a.Outcome
		if f == nil {
			f = winLoss[C, G]
		}
		return decisive(f(a.g, me), ply)
	case me: // the other side had to pass
		return a.negamax(ply, depth, alpha, beta)
	}
	return -a.negamax(ply, depth, -beta, -alpha)
}

// clearPV empties the PV at ply.
func (a *AlphaBeta[C, G]) clearPV(ply int) {
	if ply < len(a.pv) {
		a.pv[ply] = a.pv[ply][:0]
	}
}

// setPV makes m then the PV of ply+1 the PV of ply.
func (a *AlphaBeta[C, G]) setPV(ply int, m board.Point) {
	a.pv[ply] = append(a.pv[ply][:0], m)
	if ply+1 < len(a.pv) {
		a.pv[ply] = append(a.pv[ply], a.pv[ply+1]...)
	}
}

// stop reports whether a limit has stopped the search, checking the
// clock and the context every 64 nodes (a node of a big game such as
// gomoku can cost tens of microseconds, and a brain answers on time).
func (a *AlphaBeta[C, G]) stop() bool {
	if a.stopped || a.first {
		return a.stopped
	}
	if a.Limits.Nodes > 0 && a.nodes >= a.Limits.Nodes {
		a.stopped = true
	} else if a.nodes&63 == 0 {
		if !a.deadline.IsZero() && time.Now().After(a.deadline) {
			a.stopped = true
		} else {
			select {
			case <-a.done:
				a.stopped = true
			default:
			}
		}
	}
	return a.stopped
}

// negamax returns the score of the position at ply, not over, for its
// side to move, searched depth plies deep in the window (alpha, beta):
// exact inside it, a bound outside it (fail-soft).
func (a *AlphaBeta[C, G]) negamax(ply, depth, alpha, beta int) int {
	a.nodes++
	a.clearPV(ply)
	if a.stop() {
		return 0
	}
	key := a.g.Hash()
	hash := uint16(noMove)
	if e, ok := a.Table.probe(key); ok {
		hash = e.move
		if int(e.depth) >= depth {
			v := FromTable(int(e.score), ply)
			b := e.meta & exact
			if b == exact || b == lower && v >= beta || b == upper && v <= alpha {
				if e.depth != resolved {
					a.horizon++
				}
				return v
			}
		}
	}
	if depth <= 0 || ply >= MaxPly-1 {
		a.horizon++
		if a.Eval == nil {
			return 0
		}
		return clamp(a.Eval(a.g), -MaxEval, MaxEval)
	}
	horizon := a.horizon
	alpha0 := alpha
	list := a.moves(ply, hash)
	best, bm := -Infinity, uint16(noMove)
	for i := range list {
		pick(list, i)
		m := list[i].p
		v := a.try(m, ply, depth, alpha, beta, i == 0)
		if a.stopped {
			return 0
		}
		if v > best {
			best, bm = v, pack(m)
			if v > alpha {
				alpha = v
				a.setPV(ply, m)
			}
		}
		if alpha >= beta {
			a.cutoff(ply, bm, depth)
			break
		}
	}
	d := depth
	if a.horizon == horizon {
		d = resolved
	}
	a.Table.store(key, ToTable(best, ply), d, bound(best, alpha0, beta), bm)
	return best
}

// cutoff records that m cut off at ply, depth plies from the horizon: as
// a killer of the ply and in the history.
func (a *AlphaBeta[C, G]) cutoff(ply int, m uint16, depth int) {
	if m == noMove {
		return
	}
	k := &a.killers[ply]
	if k[0] != m {
		k[0], k[1] = m, k[0]
	}
	h := &a.history[a.sideIndex()][m]
	if a.history[0][m] == 0 && a.history[1][m] == 0 {
		a.touched = append(a.touched, m)
	}
	*h += uint32(depth * depth)
	if *h > 1<<30 {
		a.ageHistory()
	}
}

func clamp(v, lo, hi int) int { return min(max(v, lo), hi) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
