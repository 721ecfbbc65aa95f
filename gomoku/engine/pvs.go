package engine

import (
	"math"
	"slices"
	"sync"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/search"
)

// The engine's own alpha-beta search: a negamax principal-variation
// search over the chooser's candidates, in the chooser's order (the rank
// of each point from its patterns) after the move of the transposition
// table, one depth at a time. It reads the game directly rather than
// through the hooks of the generic [search.AlphaBeta], so that it can
// reduce and prune by what it knows of gomoku.

// maxPly bounds the plies of a line of the search: deeper than
// timedDepth, which no line exceeds.
const maxPly = 64

// noMove is the packed move of a table entry with none.
const noMove = 0xffff

// A pvs is the engine's principal-variation search of one game at a
// time. It keeps its table from move to move; its buffers are made once.
type pvs struct {
	x     *game
	c     *chooser
	tt    table
	nodes int64
	// stop is the search context's Done: once it is closed (or the
	// chooser hurried), the search unwinds and stores nothing more.
	stop    <-chan struct{}
	stopped bool
	off     technique                       // the techniques the tests switched off
	root    []board.Point                   // the root moves, best of the last depth first
	moves   [maxPly][]board.Point           // the candidates of each ply
	pv      [maxPly + 1][maxPly]board.Point // the best line from each ply
	pvLen   [maxPly + 1]int
	ext     [maxPly + 1]int // the plies of extension of the line to each ply
	depth   int             // the depth of the iteration under way
	// score is the score of the last depth completed, if scored: the
	// centre of the next depth's aspiration window.
	score  int
	scored bool
	// partial is the best root move of the depth under way once one of
	// its moves is searched, for the engine to play should the time end
	// before the depth does.
	partial struct {
		mu           sync.Mutex
		score, depth int
		pv           [maxPly]board.Point // the line, from the move on
		n            int                 // its length
		ok           bool
	}
}

// newPVS returns a search with a table of 1<<bits entries in buckets
// of ways.
func newPVS(bits, ways int) *pvs {
	s := &pvs{tt: newTable(bits, ways)}
	for i := range s.moves {
		s.moves[i] = make([]board.Point, 0, gomoku.MaxSize*gomoku.MaxSize)
	}
	return s
}

// begin readies s for the depths of a search of x with c, stopped by
// stop, without the techniques off, and makes the root moves (c's
// candidates).
func (s *pvs) begin(x *game, c *chooser, stop <-chan struct{}, off technique) {
	s.x, s.c, s.stop, s.stopped, s.off = x, c, stop, false, off
	s.scored = false
	s.tt.gen = (s.tt.gen + 1) & 63
	s.root = c.candidates(x, s.root[:0])
}

// iterate searches the root moves depth plies deep and returns the
// result with the nodes of this depth; Stopped when the search was
// stopped, and then the result is not to be used. The best move goes
// first in the root moves for the next depth. From aspirationDepth, the
// root is searched in a window of aspirationWindow around the score of
// the depth before, when that score is the evaluation's (within
// fitBound), and again in a window twice as wide on the side it fails,
// and so on (a side past fitBound opens), unless the tests switched
// aspiration off.
func (s *pvs) iterate(depth int) search.Result {
	n0 := s.nodes
	s.depth, s.ext[0] = depth, 0
	lo, hi := -search.Infinity, search.Infinity
	delta := aspirationWindow
	if s.off&aspiration == 0 && depth >= aspirationDepth && s.scored && abs(s.score) <= fitBound {
		lo, hi = s.score-delta, s.score+delta
	}
	for {
		best, bi := s.searchRoot(depth, lo, hi)
		if s.stopped || bi < 0 { // no root move: cannot happen in a game not over
			return search.Result{Stopped: true, Nodes: s.nodes - n0}
		}
		if best > lo { // the best move, or one that failed high, goes first
			m := s.root[bi]
			copy(s.root[1:bi+1], s.root[:bi])
			s.root[0] = m
		}
		delta *= 2
		switch {
		case best <= lo:
			lo = best - delta
		case best >= hi:
			hi = best + delta
		default:
			m := s.root[0]
			s.score, s.scored = best, true
			s.tt.store(s.x.Hash(), best, depth, exactBound, pack(m))
			return search.Result{Move: m, Score: best, Depth: depth, Nodes: s.nodes - n0,
				PV: append([]board.Point(nil), s.pv[0][:s.pvLen[0]]...), Exact: abs(best) > search.MaxEval}
		}
		if lo < -fitBound {
			lo = -search.Infinity
		}
		if hi > fitBound {
			hi = search.Infinity
		}
	}
}

// searchRoot searches the root moves depth plies deep in the window
// (alpha, beta) and returns the best score (fail-soft: a bound outside
// the window) and the index of its move, -1 for none; it stops at the
// first move that reaches beta. A move that beats alpha is the best of
// the depth under way (publish). From rootLateMove, a quiet move of a
// quiet root, rootReduceDepth plies from the horizon or more, is searched
// a ply shallower first, unless the tests switched rootReduce off.
func (s *pvs) searchRoot(depth, alpha, beta int) (best, bi int) {
	best, bi = -search.Infinity, -1
	s.pvLen[0] = 0
	x := s.x
	me := x.Turn()
	reduce := s.off&rootReduce == 0 && depth >= rootReduceDepth && quiet(x, s.c, me)
	for i := 0; i < len(s.root); i++ {
		m := s.root[i]
		r := b2i(reduce && i >= rootLateMove && !tactical(x, m, me))
		v := s.try(m, 0, depth, alpha, beta, true, i, r)
		if s.stopped {
			return best, bi
		}
		if v > best {
			best, bi = v, i
			if v > alpha {
				alpha = v
				s.setPV(0, m)
				if s.off&spend == 0 {
					s.publish(best, depth)
				}
			}
		}
		if alpha >= beta {
			break
		}
		if i == len(s.root)-1 && best < -lostBound {
			s.root = s.widen(s.root)
		}
	}
	return best, bi
}

// aspirationDepth is the first depth whose root is searched in a window
// around the score of the depth before.
const aspirationDepth = 5

// aspirationWindow is half the first window of the root's search around
// the score of the depth before, in the evaluation's units (a third of
// a logit, the futility margin of a ply).
const aspirationWindow = futilityMargin

// rootLateMove is the first root move (from 0) that rootReduce searches
// a ply shallower first.
const rootLateMove = 4

// rootReduceDepth is the shallowest depth whose late root moves
// rootReduce searches a ply shallower first.
const rootReduceDepth = 4

// reset forgets the best root move of the last search: called before a
// search starts.
func (s *pvs) reset() {
	s.partial.mu.Lock()
	s.partial.ok = false
	s.partial.mu.Unlock()
}

// publish makes the line of ply 0, scored score, the best of the depth
// under way, depth plies deep.
func (s *pvs) publish(score, depth int) {
	p := &s.partial
	p.mu.Lock()
	p.score, p.depth, p.ok = score, depth, true
	p.n = copy(p.pv[:], s.pv[0][:s.pvLen[0]])
	p.mu.Unlock()
}

// best returns the best root move of the depth under way, a stopped
// result, or false when no root move of it has been searched; it is safe
// to call while the search runs.
func (s *pvs) best() (search.Result, bool) {
	p := &s.partial
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.ok || p.n == 0 {
		return search.Result{}, false
	}
	return search.Result{Move: p.pv[0], Score: p.score, Depth: p.depth, Stopped: true,
		PV: append([]board.Point(nil), p.pv[:p.n]...)}, true
}

// try plays m, the i-th move of the node at ply, and returns its score
// for the side that played it, searched depth-1 plies deeper (depth when
// the search extends it: a four, see extension): the first
// move in the window (alpha, beta), the others with a null window first,
// r plies shallower, and again without the reduction, then in the full
// window of a PV node (pv), when they beat alpha.
func (s *pvs) try(m board.Point, ply, depth, alpha, beta int, pv bool, i, r int) int {
	x := s.x
	me := x.Turn()
	e := s.extension(m, ply, me, pv)
	s.ext[ply+1] = s.ext[ply] + e
	depth += e
	if x.Play(m) != nil {
		return -search.Infinity // a candidate is legal: not reached
	}
	var v int
	switch {
	case x.Winner() == me:
		v = search.MaxEval + search.MaxPly - (ply + 1)
		s.pvLen[ply+1] = 0
	case x.Over(): // a draw: the board is full
		v = 0
		s.pvLen[ply+1] = 0
	case i == 0:
		v = -s.negamax(ply+1, depth-1, -beta, -alpha, pv)
	default:
		v = -s.negamax(ply+1, depth-1-r, -alpha-1, -alpha, false)
		if r > 0 && v > alpha && !s.stopped {
			v = -s.negamax(ply+1, depth-1, -alpha-1, -alpha, false)
		}
		if pv && v > alpha && v < beta && !s.stopped {
			v = -s.negamax(ply+1, depth-1, -beta, -alpha, true)
		}
	}
	x.Undo()
	if s.c.stopped { // the chooser hurried: its scores are no good
		s.stopped = true
	}
	return v
}

// negamax returns the score of the position at ply, not over, for its
// side to move, searched depth plies deep in the window (alpha, beta):
// exact inside it, a bound outside it (fail-soft). pv says whether the
// node is on the principal variation (a full window).
func (s *pvs) negamax(ply, depth, alpha, beta int, pv bool) int {
	s.nodes++
	s.pvLen[ply] = 0
	if s.stopped || done(s.stop) {
		s.stopped = true
		return 0
	}
	x := s.x
	key := x.Hash()
	hashMove := uint16(noMove)
	if e, ok := s.tt.probe(key); ok {
		hashMove = e.move
		if v, ok := e.cut(depth, ply, alpha, beta); ok {
			return v
		}
	}
	if depth <= 0 || ply >= maxPly-1 {
		if s.off&leafBeta == 0 {
			return s.static(ply, beta)
		}
		return s.static(ply, search.Infinity)
	}
	me := x.Turn()
	calm := quiet(x, s.c, me)
	if v, ok := s.futile(ply, depth, alpha, beta, pv, calm); ok {
		return v
	}
	s.count(ply, depth)
	list := s.c.candidates(x, s.moves[ply][:0])
	s.moves[ply] = list
	if len(list) == 0 {
		return s.static(ply, search.Infinity)
	}
	first(list, hashMove)
	alpha0, best, bm := alpha, -search.Infinity, uint16(noMove)
	reduce := s.off&lmr == 0 && depth >= 3 && calm
	fours := s.off&(lmr|lateFours) == 0 && depth >= 3 && noFives(x, me)
	late := lateMoves[:]
	if s.off&mcp != 0 {
		late = lateMovesNear[:]
	}
	prune := s.off&lmp == 0 && !pv && depth < len(late) && calm
	for i := 0; i < len(list); i++ {
		m := list[i]
		r := 0
		if prune && i >= late[depth] && (best > -lostBound || s.off&widen != 0) && !tactical(x, m, me) {
			continue
		}
		switch {
		case reduce && i >= 2 && !tactical(x, m, me):
			r = s.reduction(depth, i)
		case fours && i >= 1 && x.pos.Fours(m, me) > 0:
			r = 1
		}
		v := s.try(m, ply, depth, alpha, beta, pv, i, r)
		if s.stopped {
			return 0
		}
		if v > best {
			best, bm = v, pack(m)
			if v > alpha {
				alpha = v
				s.setPV(ply, m)
			}
		}
		if alpha >= beta {
			break
		}
		if i == len(list)-1 && best < -lostBound {
			s.count(ply, depth)
			list = s.widen(list)
			s.moves[ply] = list
		}
	}
	s.tt.store(key, search.ToTable(best, ply), depth, boundOf(best, alpha0, beta), bm)
	return best
}

// lostBound is the score of a node of the search below which it is lost:
// a proven loss, or one that a threat all but decides at the horizon
// (beyond the fitted evaluation's bound). A node whose moves all score
// below it searches the rest of its candidates (widen), and no late move
// of it is pruned.
const lostBound = fitBound

// widen returns list, the moves of a node of the search whose moves all
// lose (below -lostBound), with the candidates that the chooser's width
// left out of it appended, ranked: a loss is scored over every move near
// the stones, not the best width of them, since a defence ranked past
// the width (a quiet move that prepares a counter-threat, say) may hold.
// It returns list itself when the width left nothing out, the search is
// stopped, or the tests switched widen off. It allocates only when list
// has no room for every candidate after its own moves.
func (s *pvs) widen(list []board.Point) []board.Point {
	c := s.c
	cut := c.widthAt(s.x)
	if s.off&widen != 0 || cut == 0 || len(list) < cut || s.stopped {
		return list
	}
	n := len(list)
	w, rw, pw, cs := c.width, c.rootWidth, c.replyWidth, c.counts
	c.width, c.rootWidth, c.replyWidth, c.counts = 0, 0, 0, false
	list = c.candidates(s.x, list)
	c.width, c.rootWidth, c.replyWidth, c.counts = w, rw, pw, cs
	k := n
	for _, p := range list[n:] {
		if !slices.Contains(list[:n], p) {
			list[k] = p
			k++
		}
	}
	return list[:k]
}

// extension returns the plies by which the search extends m, a move of
// me at ply in a node on the principal variation or not (pv): 1 when m
// makes a four, which the opponent must answer at once, while the
// extensions of the line to ply are fewer than half the depth of the
// iteration; 0 otherwise, or when the tests switched extend off. Off
// the principal variation, a four that makes no second threat (fork) is
// not extended, unless the tests switched plainFours off.
func (s *pvs) extension(m board.Point, ply int, me gomoku.Stone, pv bool) int {
	if s.off&extend != 0 || 2*s.ext[ply] >= s.depth {
		return 0
	}
	switch n := s.x.pos.Fours(m, me); {
	case n == 0:
		return 0
	case n == 1 && !pv && s.off&plainFours == 0 && !fork(s.x, m, me):
		return 0
	}
	return 1
}

// fork reports whether a stone of s at the empty point q of x makes a
// threat beside its four: an open four, a second four, or a three.
func fork(x *game, q board.Point, s gomoku.Stone) bool {
	n := 0
	for _, k := range x.pos.Classes(q, s) {
		switch k {
		case pattern.Three, pattern.OpenFour, pattern.DoubleFour, pattern.Five:
			return true
		case pattern.Four:
			n++
		}
	}
	return n >= 2
}

// reduction returns the plies by which a calm node depth plies from the
// horizon reduces its i-th move, a late quiet one: 1, 2 from the 6th at
// depth 4 or more, and from depth 6 PentaZen's round(ln d · ln(i+1) / 2)
// where larger (logReductions), unless the tests switched logLMR off.
func (s *pvs) reduction(depth, i int) int {
	r := 1 + b2i(i >= 5 && depth >= 4)
	if depth >= 6 && s.off&logLMR == 0 {
		r = max(r, int(logReductions[min(depth, maxPly)][min(i, len(logReductions[0])-1)]))
	}
	return r
}

// logReductions holds, by the depth left d and the move's index i,
// round(ln d · ln(i+1) / 2), at most d−2 (the reduced search keeps a
// ply): PentaZen's reductions of its late moves.
var logReductions = func() (r [maxPly + 1][64]int8) {
	for d := 2; d <= maxPly; d++ {
		for i := range r[d] {
			v := math.Round(math.Log(float64(d)) * math.Log(float64(i+1)) / 2)
			r[d][i] = int8(min(int(v), d-2))
		}
	}
	return r
}()

// depthCounts holds, by the depth left, the most moves of a node two or
// more plies below the root when the chooser counts (a timed MaxLevel
// search): [0] in a calm node, where no side has a four or an open three,
// round(15√d − 12) up to 32 (3, 9, 14, 18, 22, 25, 28, 30, 32 at d = 1 to
// 9); [1] in the others, round(5√d − 2) up to 8 (3, 5, 7, 8 from d = 1).
// They are PentaZen's counts: few moves near the horizon, where a late
// move seldom beats the first ones, and more than the level's 12 from 4
// plies up, where a move the ranking puts past 12 can refute a line.
var depthCounts = func() (c [2][maxPly + 1]int) {
	for d := 1; d <= maxPly; d++ {
		r := math.Sqrt(float64(d))
		c[0][d] = min(int(math.Round(15*r-12)), 32)
		c[1][d] = min(int(math.Round(5*r-2)), 8)
	}
	return c
}()

// count gives the node at ply, depth plies from the horizon, the width
// of depthCounts when the chooser counts and the node is two or more
// plies below the root; it is called before the node's candidates are
// ranked, and again before they are widened (widen reads the width).
func (s *pvs) count(ply, depth int) {
	if c := s.c; c.counts && ply >= 2 {
		c.nodeWidth = depthCounts[b2i(sharp(s.x, c))][min(depth, maxPly)]
	}
}

// sharp reports whether a side has a four or a three in x, its threes
// as c counts them (hasThree).
func sharp(x *game, c *chooser) bool {
	for _, s := range [2]gomoku.Stone{gomoku.Black, gomoku.White} {
		if x.pos.Count(s, pattern.Five) > 0 || hasThree(x, c, s) {
			return true
		}
	}
	return false
}

// hasThree reports whether s has a three in x: a point where a stone of
// s makes an open four, and, unless c counts fake threes (the tests'
// switch realThrees), one that s may play (threeLines: renju's Black
// line whose open-four point is forbidden is no three). Only a colour
// with forbidden points has its points checked. A trap four (threeLines'
// traps) is not counted: it is a four, which the callers read first.
func hasThree(x *game, c *chooser, s gomoku.Stone) bool {
	if x.pos.Count(s, pattern.OpenFour) == 0 {
		return false
	}
	return c.fakeThrees || !x.pos.Rule().Restricted(s) || threeLines(x, s, true, false) > 0
}

// lateMoves holds, by the depth left (1 to 5), the moves of a quiet node
// off the principal variation past which its quiet moves are not
// searched (late move pruning): they are ranked low, and so near the
// horizon they seldom beat the first ones. The counts grow with the
// depth as Rapfi's move-count pruning's do (3 + depth^1.32 for an
// improving node), and past the width of MaxLevel (12) from 6 plies.
var lateMoves = [...]int{1: 5, 2: 6, 3: 7, 4: 9, 5: 11}

// lateMovesNear is lateMoves with the pruning 1 and 2 plies from the
// horizon only: the search before the mcp technique.
var lateMovesNear = [...]int{1: 5, 2: 8}

// futilityMargin is the margin of reverse futility pruning a ply of depth
// left, in the evaluation's units (about a third of a logit of the
// fitted evaluation's 1206 units a logit; Rapfi's margin is about a
// third of a logit a ply too).
const futilityMargin = 400

// futilityDepth is the deepest node that reverse futility pruning cuts:
// 5 plies from the horizon, where the margin is 2,000 (1.7 logits).
const futilityDepth = 5

// futilityNear is the deepest node that reverse futility pruning cuts
// when the tests switched deepRFP off.
const futilityNear = 3

// razorMargin is the margin of razoring a ply of depth left, in the
// evaluation's units (a quarter of a logit; Rapfi's is a fifth).
const razorMargin = 300

// razorDepth is the deepest node that razoring cuts.
const razorDepth = 2

// static returns the static evaluation of the position at ply for its
// side to move (its VCF sought only under beta: evalUnder), a threat's
// score (beyond fitBound: a win or a loss that the threats all but
// decide) ply points nearer zero, so that of two such lines the search
// prefers the quicker win and the slower loss, unless the tests switched
// distance off.
func (s *pvs) static(ply, beta int) int {
	v := s.c.evalUnder(s.x, beta)
	switch {
	case s.off&distance != 0 || abs(v) <= fitBound:
		return v
	case v > 0:
		return v - ply
	}
	return v + ply
}

// futile returns the static evaluation of the position at ply, a node depth
// plies from the horizon, off the principal variation (pv false) and
// quiet (calm), and true when it decides the node without a search:
// when it beats beta by the futility margin of the depth (reverse
// futility pruning, a fail high), or falls short of alpha by the razor
// margin of the depth (razoring, a fail low: the evaluation holds the
// side to move's VCF at the horizon, its one way back), unless the tests
// switched rfp and razor off. The VCF, which only raises the score, is
// sought only when the evaluation without it does not fail high (unless
// the tests switched futileVCF off): most of the nodes it cuts fail high
// without it.
func (s *pvs) futile(ply, depth, alpha, beta int, pv, calm bool) (int, bool) {
	fail := s.off&rfp == 0 && (depth <= futilityDepth && s.off&deepRFP == 0 || depth <= futilityNear)
	razor := s.off&razoring == 0 && depth <= razorDepth
	if !fail && !razor || pv || !calm || abs(alpha) > search.MaxEval || abs(beta) > search.MaxEval {
		return 0, false
	}
	// The side to move's VCF only raises a score that fails high
	// already (as at the horizon: leafBeta), so with reverse futility
	// pruning it is sought only under beta plus the margin.
	under := search.Infinity
	if fail && s.off&futileVCF == 0 {
		under = beta + futilityMargin*depth
	}
	v := s.static(ply, under)
	if fail && v-futilityMargin*depth >= beta || razor && v+razorMargin*depth <= alpha {
		return v, true
	}
	return 0, false
}

// quiet reports whether me, to move in x, has no five to make and no
// four or three to answer, the threes as c counts them (hasThree): a
// node whose late moves the search reduces.
func quiet(x *game, c *chooser, me gomoku.Stone) bool {
	return noFives(x, me) && !hasThree(x, c, me.Opponent())
}

// noFives reports whether me, to move in x, has no five to make and no
// four to answer: a quiet node, or one against an open three, whose late
// fours the search reduces (lateFours).
func noFives(x *game, me gomoku.Stone) bool {
	return x.pos.Count(me, pattern.Five) == 0 && x.pos.Count(me.Opponent(), pattern.Five) == 0
}

// tactical reports whether a stone of s at the empty point q of x makes
// a three or more, or takes a point where the opponent makes an open
// four: a move that the search does not reduce.
func tactical(x *game, q board.Point, s gomoku.Stone) bool {
	for _, k := range x.pos.Classes(q, s) {
		if k >= pattern.Three && k <= pattern.Five {
			return true
		}
	}
	for _, k := range x.pos.Classes(q, s.Opponent()) {
		if k >= pattern.OpenFour && k <= pattern.Five {
			return true
		}
	}
	return false
}

// b2i returns 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// first moves the move packed as m, if list holds it, to the front of
// list, the others keeping their order.
func first(list []board.Point, m uint16) {
	if m == noMove {
		return
	}
	p := unpack(m)
	for i, q := range list {
		if q == p {
			copy(list[1:i+1], list[:i])
			list[0] = p
			return
		}
	}
}

// setPV makes m then the line of ply+1 the line of ply.
func (s *pvs) setPV(ply int, m board.Point) {
	s.pv[ply][0] = m
	n := copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
	s.pvLen[ply] = n + 1
}

// pack returns p in the 16 bits of a table entry.
func pack(p board.Point) uint16 { return uint16(p.Row<<8 | p.Col) }

// unpack is the inverse of pack.
func unpack(m uint16) board.Point { return board.Pt(int(m>>8), int(m&0xff)) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
