package threat

import (
	"context"
	"math/bits"
	"slices"
	"sync"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// VCT returns a victory by continuous threats for attacker on pos within
// lim, or reports that the search proved there is none within lim.Depth
// attacker moves ([None]; with [Result.Cut] [NoBound], none of any
// length) under its notion of a threat, or stopped first, at a bound of
// lim or at the end of ctx ([Unknown], with the bound in Result.Cut). A
// negative limit is refused with an error matching [search.ErrLimits]. ctx must
// not be nil. pos is used for the search and left as it was.
//
// The search is df-pn on an AND/OR tree: at the attacker's nodes a VCF
// within the depth left wins at once; otherwise the attacker's moves are
// its fours and its threats (moves after which, the defender passing, it
// would have a VCF of at most lim.Threat fours), and a defender four must
// be blocked. At the defender's nodes a four must be blocked; against a
// threat the defender's own VCF refutes it, and its replies are the
// points that can stop the attacker's shortest VCF (see the package
// documentation). The line follows one defence at each defender node.
//
// A move is tested as a threat only when df-pn first visits the node
// after it, so that most of the moves of a node proven early are never
// tested. The candidates are the fours and the moves likely to make a
// four point on one of their lines (two stones of the attacker's in an
// open window of 5 with the move, or one and a four point of the
// attacker's on the line already), read from the pattern tables: this
// is part of the search's notion of a threat. When the defender
// would have a VCF if the attacker passed, only the moves that can stop
// it stay. The test is a VCF search that knows the attacker had none
// before the move: such a VCF has a move on one of the move's lines;
// and as a VCF search deepens one move at a time, the last move of a
// longer line is near a move of the line before it (when the defender
// has no forbidden points). An attacker move not yet searched starts
// with a disproof number of 1 and a proof number of its estimate, 2 for
// a four (3 with 11 attacker moves left or fewer), 2 for a three and 3
// otherwise, 5 more for a move far from the last two moves, times one
// more than the bit length of the number of its node's moves: as in
// quintet, whose proof number is that number, a position where the
// attacker has many moves is taken as harder to prove than one where
// it has few. Among equal numbers the moves go by quintet's potential.
// The best child searches on until it is half as bad again as the
// second best (the 1+ε trick; at the root three quarters, or five
// quarters when the second best is a move not yet searched). With 3
// attacker moves left or fewer, the defender tries its fours first.
//
// The search keeps every position of the tree it visits (a few dozen
// bytes each) and three VCF tables of at most 64 MB: bound a long
// search with lim.Nodes, lim.Time or ctx.
func VCT(ctx context.Context, pos *pattern.Position, attacker gomoku.Stone, lim Limits) (Line, Result, error) {
	if err := lim.check(); err != nil {
		return nil, Result{}, err
	}
	s := vctSolvers.Get().(*vctSolver)
	defer s.release()
	s.bud = newBudget(ctx, lim)
	b := &s.bud
	s.pos, s.a, s.d, s.b = pos, attacker, attacker.Opponent(), b
	s.threat, s.rootLen = lim.Threat, pos.Len()
	s.quiet, s.blocked, s.cut = false, false, false
	s.path = s.path[:0]
	for _, v := range [3]*vcfSolver{s.vcf, s.dvcf, s.tvcf} {
		v.tt.reset()
		*v = vcfSolver{pos: pos, b: b, tt: v.tt, buf: v.buf, fa: v.fa, line: v.line[:0], shortest: shortestVCF}
	}
	if s.threat <= 0 {
		s.threat = 2
	}
	s.counter = lim.Counter
	if s.counter <= 0 {
		s.counter = defaultCounter
	}
	depth := depthOf(lim)
	root, _ := s.node(true, depth)
	s.mid(root, true, depth, inf, inf)
	st := Unknown
	var line Line
	switch {
	case root.pn == 0:
		st = Win
		// The line of a node proven by a VCF is found again: lift the
		// bounds, which may have been reached with the proof.
		nodes := b.nodes
		*b = budget{start: b.start}
		line = s.extract(depth)
		b.nodes = nodes
	case b.stopped:
		// Unknown: nodes cut short by the bound may read as disproven.
	case root.dn == 0:
		st = None
	}
	return line, b.result(st, s.cut), nil
}

// vctSolvers holds the solvers of earlier VCT calls (see release), so
// that a search does not allocate its tree's chunks and its VCF tables
// again and grow them from their first size: that set-up took most of
// the time of the quickest shared cases, and 7% of the time of those of
// 20,000 to 60,000 nodes.
var vctSolvers = sync.Pool{New: func() any {
	return &vctSolver{vcf: new(vcfSolver), dvcf: new(vcfSolver), tvcf: new(vcfSolver)}
}}

// What release keeps of a solver for the next VCT call: its tree's index
// up to maxPooledIndex slots (a larger one is dropped, as clearing it
// would cost more than a new one), its first maxPooledChunks chunks of
// nodes and of children (8 MB, which need no clearing), and VCF tables
// of up to maxPooledSlots slots (4 MB each, emptied by a generation
// number).
const (
	maxPooledIndex  = 1 << 14
	maxPooledChunks = 4
	maxPooledSlots  = 1 << 18
)

// release empties s for the next VCT call, drops what it holds past the
// sizes above, and puts it back in the pool.
func (s *vctSolver) release() {
	s.pos = nil
	for _, v := range [3]*vcfSolver{s.vcf, s.dvcf, s.tvcf} {
		if len(v.tt.slots) > maxPooledSlots {
			v.tt = vcfTable{limit: v.tt.limit}
		}
		v.pos = nil
	}
	s.tt.release()
	vctSolvers.Put(s)
}

// inf is the proof or disproof number of a solved node: far above any sum
// of finite numbers that a search can reach.
const inf = 1 << 62

// ref returns the childRef of move m with first proof number init.
func (s *vctSolver) ref(m board.Point, init uint8) childRef {
	return childRef(m.Row*s.pos.Size()+m.Col) | childRef(min(init, maxInit))<<refBits
}

// point returns the move of r.
func (s *vctSolver) point(r childRef) board.Point {
	q := int(r & refMask)
	return board.Pt(q/s.pos.Size(), q%s.pos.Size())
}

type vctSolver struct {
	pos       *pattern.Position
	a, d      gomoku.Stone
	b         *budget
	bud       budget // what b points to
	vcf, dvcf *vcfSolver
	tvcf      *vcfSolver // the threat test of a move, focused on it
	tt        vctTree
	threat    int
	counter   int  // the longest defender VCF looked for against a threat
	quiet     bool // the parent of the node being expanded is quiet
	blocked   bool // the move to the node being expanded blocked a five
	rootLen   int  // pos.Len() at the root
	cut       bool // a node was disproven because of the depth bound
	// Scratch buffers of expandAttacker.
	dw, cands, fa []board.Point
	refs, sorted  []childRef
	keys          []uint64      // order's sort keys
	path          []board.Point // the moves of the search from the root
	rest          []board.Point // foursFirst's replies that are not fours
	// Scratch of expandDefender and defences.
	threatBuf        Line
	seen             []bool // by point index, false outside a call of defences
	defOut, fourBuf  []board.Point
	fiveBuf, winsBuf []board.Point
}

// andKey and depthKeys make the table key of a node from the stones.
var (
	andKey    uint64 = 0x94d049bb133111eb
	depthKeys        = func() (k [MaxDepth + 2]uint64) {
		x := uint64(0x2545f4914f6cdd1d)
		for i := range k {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			k[i] = x
		}
		return k
	}()
)

func key(hash uint64, or bool, depth int) uint64 {
	if !or {
		hash ^= andKey
	}
	return hash ^ depthKeys[depth]
}

// node returns the table entry of the current position, a new one if
// it has none, and its number.
func (s *vctSolver) node(or bool, depth int) (*vctNode, uint32) {
	k := key(s.pos.Hash(), or, depth)
	i, ok := s.tt.get(k)
	if !ok {
		i = s.tt.add(k)
	}
	return s.tt.node(i), i
}

// peek returns the proof and disproof numbers of the child after move m,
// 1 and 1 when it has not been seen.
func (s *vctSolver) peek(m board.Point, mover gomoku.Stone, childOr bool, depth int) (uint64, uint64) {
	if i, ok := s.tt.get(key(s.pos.HashAfter(m, mover), childOr, depth)); ok {
		n := s.tt.node(i)
		return n.pn, n.dn
	}
	return 1, 1
}

// link records in kids the children of the current position that are
// in the tree: only the search below a node adds its children, so a
// node learns of the others once, when the search enters it.
func (s *vctSolver) link(kids []vctChild, mover gomoku.Stone, childOr bool, depth int) {
	for i := range kids {
		if kids[i].node == 0 {
			if j, ok := s.tt.get(key(s.pos.HashAfter(s.point(kids[i].ref), mover), childOr, depth)); ok {
				kids[i].node = j + 1
			}
		}
	}
}

func add(x, y uint64) uint64 { return min(x+y, inf) }

// epsilon is the threshold of the best child against the second best,
// second: the 1+ε trick (ε = 1/2, the best of 1/4, 1/2 and 3/4 on the
// shared cases) of Pawlewicz and Lew, which lets the best child run a
// while past its sibling rather than switching back and forth between
// two close children.
func epsilon(second uint64) uint64 { return add(second, second/2+1) }

// rootEpsilon is epsilon at the root, ε = 3/4: the root's best child
// runs on until it is 1.75 times as bad as the second best. At the root
// the second best is most often an untried move at its first estimate,
// and with ε = 1/2 the move that wins is left for each of them in turn
// (see the ninth session in docs/gomoku.md).
func rootEpsilon(second uint64) uint64 { return add(second, second*3/4+1) }

// rootUntriedEpsilon is epsilon at the root when the second best is a
// move not yet searched, ε = 5/4: its number is only its first
// estimate, and the best child runs on until it is 2.25 times as bad.
// On the root of vct_game_white_l10_1 (47 moves, each first at 21) the
// move that wins is proven in its first visit, at 48, where with ε = 3/4
// every other move is visited to 37 first: 4,648 nodes, not 13,592; the
// 49 threat cases 2.8% fewer nodes. The landscape is rough: ε = 1 or
// 9/8 leave vct_game_white_l12_1 at 36,458 nodes, not 2,168, and 21/16
// or 11/8 take the 49 cases 0.2% and 5.4% more nodes than ε = 3/4 (see
// the tenth session in docs/gomoku.md).
func rootUntriedEpsilon(second uint64) uint64 { return add(second, second*5/4+1) }

// untried reports whether second, the second least proof number of
// kids, the children of an attacker node, is that of a child other than
// kids[best] not yet in the tree: an untried move at its first
// estimate (see gather).
func (s *vctSolver) untried(kids []vctChild, best int, second uint64) bool {
	b := breadth(len(kids))
	for i, c := range kids {
		if i != best && c.node == 0 && uint64(c.ref>>refBits)*b == second {
			return true
		}
	}
	return false
}

// mid is df-pn's multiple iterative deepening at node n: it searches
// until n's proof number reaches thpn or its disproof number thdn.
// Attacker nodes (or) have depth attacker moves left.
func (s *vctSolver) mid(n *vctNode, or bool, depth int, thpn, thdn uint64) {
	if n.flags&expanded == 0 {
		s.expand(n, or, depth)
	}
	mover, childDepth := s.a, depth-1
	if !or {
		mover, childDepth = s.d, depth
	}
	kids := s.tt.children(n)
	s.link(kids, mover, !or, childDepth)
	for n.pn != 0 && n.dn != 0 && !s.b.stopped {
		best, second, bestOther, sum := s.gather(kids, or)
		if or {
			n.pn, n.dn = best.x, sum
		} else {
			n.pn, n.dn = sum, best.x
		}
		if n.pn >= thpn || n.dn >= thdn || n.pn == 0 || n.dn == 0 {
			return
		}
		if s.b.spend() {
			return
		}
		m := s.point(kids[best.i].ref)
		var cthpn, cthdn uint64
		if or {
			eps := epsilon
			if len(s.path) == 0 {
				eps = rootEpsilon
				if s.untried(kids, best.i, second) {
					eps = rootUntriedEpsilon
				}
			}
			cthpn = min(thpn, eps(second))
			cthdn = add(thdn-n.dn, bestOther)
		} else {
			cthdn = min(thdn, epsilon(second))
			cthpn = add(thpn-n.pn, bestOther)
		}
		s.pos.Place(m, mover)
		s.path = append(s.path, m)
		c, ci := s.node(!or, childDepth)
		kids[best.i].node = ci + 1
		s.quiet = or && n.flags&quiet != 0
		s.blocked = or && n.flags&mustBlock != 0
		s.mid(c, !or, childDepth, cthpn, cthdn)
		s.pos.Undo()
		s.path = s.path[:len(s.path)-1]
	}
}

// A pick is the child that df-pn searches next: its index among the
// node's children and its number to minimise (see gather).
type pick struct {
	i int
	x uint64
}

// gather reads the numbers of kids, the children of an attacker node
// (or) or of a defender node, and returns the child to search, the
// least of its number to minimise (the proof number at an attacker node,
// the disproof number at a defender node), the second least of that
// number (ties included), the best child's other number, which df-pn's
// threshold for it needs, and the sum of the other number
// over kids: the node's numbers are the least and the sum. With no kids
// the least is inf (best.i -1) and the sum 0.
//
// A child not yet in the tree has its first estimate: at an attacker
// node, a disproof number of 1 and a proof number of its estimate (its
// first number) times breadth(len(kids)); 1 and 1 otherwise.
func (s *vctSolver) gather(kids []vctChild, or bool) (best pick, second, bestOther, sum uint64) {
	g := gathered{best: pick{i: -1, x: inf}, second: inf}
	if !or {
		s.gatherAnd(kids, &g)
		return g.best, g.second, g.other, g.sum
	}
	b := breadth(len(kids))
	for i, c := range kids {
		pn, dn := uint64(1), uint64(1)
		if c.node != 0 {
			n := s.tt.node(c.node - 1)
			pn, dn = n.pn, n.dn
		} else if init := c.ref >> refBits; init > 0 {
			pn = uint64(init) * b
		}
		g.add(i, pn, dn)
	}
	return g.best, g.second, g.other, g.sum
}

// breadth returns what an untried attacker move's first proof number
// is multiplied by at a node of n moves: one more than the bit length of
// n, so 2 for 1 move, 4 for 4 to 7 and 7 for 32 to 63. Quintet starts
// every untried attacker move at n, and 1 for its disproof number: a
// node where the attacker has many moves looks hard to prove, one with
// few forced, so df-pn goes first down the lines where the attacker's
// choices are narrow. On the 49 threat cases, against the estimates
// alone with a disproof number of half of n: 14.8% fewer nodes (and
// 23.7% with the fours started at 3 up to 7 moves left, not 4); with
// n as the factor, 3.3% more; the bit length of n, 12.2% fewer; plus 2,
// 3.5%; the square root of n, 4.0%; n alone, with no estimate, 9.4%
// more.
func breadth(n int) uint64 { return uint64(bits.Len(uint(n)) + 1) }

// gathered is what gather has found so far.
type gathered struct {
	best               pick
	second, other, sum uint64
}

// add counts child i, whose number to minimise is x and whose other
// number is y.
func (g *gathered) add(i int, x, y uint64) {
	g.sum = min(g.sum+y, inf) // both at most inf: no overflow
	if x < g.second {
		if x < g.best.x {
			g.second, g.best, g.other = g.best.x, pick{i, x}, y
		} else {
			g.second = x
		}
	}
}

// gatherAnd is gather at a defender node, whose children are the
// defender's replies, made with no first proof number (1 and 1 until
// searched), in a loop of its own: with no swap of the two numbers in
// the loop, 0.8% fewer instructions on vct_game_white_l05_1.
func (s *vctSolver) gatherAnd(kids []vctChild, g *gathered) {
	for i, c := range kids {
		pn, dn := uint64(1), uint64(1)
		if c.node != 0 {
			n := s.tt.node(c.node - 1)
			pn, dn = n.pn, n.dn
		}
		g.add(i, dn, pn)
	}
}

// expand evaluates a new node: a win, a loss, or its children.
func (s *vctSolver) expand(n *vctNode, or bool, depth int) {
	n.flags |= expanded
	proven := func() { n.pn, n.dn = 0, inf }
	disproven := func() { n.pn, n.dn = inf, 0 }
	if or {
		s.expandAttacker(n, depth, proven, disproven)
	} else {
		s.expandDefender(n, depth, proven, disproven)
	}
	if n.pn != 0 && n.dn != 0 {
		k := uint64(n.n)
		if or {
			n.pn, n.dn = 1, max(1, k)
		} else {
			n.pn, n.dn = max(1, k), 1
		}
	}
}

// expandAttacker: the attacker to move with depth moves left.
func (s *vctSolver) expandAttacker(n *vctNode, depth int, proven, disproven func()) {
	pos := s.pos
	if depth <= 0 {
		s.cut = true
		disproven()
		return
	}
	if s.vcf.has(s.a, depth) {
		n.flags |= byVCF
		proven()
		return
	}
	s.cut = s.cut || s.vcf.deep // a longer VCF may exist
	if depth == 1 {
		s.cut = true
		disproven()
		return
	}
	dw := pos.AppendWins(s.dw[:0], s.d)
	s.dw = dw
	if len(dw) >= 2 {
		disproven()
		return
	}
	cands := s.cands[:0]
	if len(dw) == 1 {
		n.flags |= mustBlock
		if legal(pos, dw[0], s.a) {
			cands = append(cands, dw[0])
		}
	} else {
		cands = s.candidates(s.cands)
		// The defender's own VCF, if the attacker passed, refutes every
		// threat that is not a four unless the threat stops it: the
		// attacker's other moves are the defences against it.
		hd := s.dvcf.has(s.d, s.counter)
		if !hd && !s.hasForbidden(s.d) {
			n.flags |= quiet
		}
		if hd {
			s.threatBuf = append(s.threatBuf[:0], s.dvcf.line...)
			stops := s.defences(s.threatBuf, s.d, s.a)
			cands = slices.DeleteFunc(cands, func(m board.Point) bool {
				return pos.Fours(m, s.a) == 0 && !slices.Contains(stops, m)
			})
		}
	}
	s.cands = cands
	refs := s.attacks(cands, len(dw) > 0, depth)
	s.refs = refs
	if len(refs) == 0 {
		disproven()
		return
	}
	s.tt.setKids(n, s.order(refs))
}

// attacks returns, in s.refs' room, the children of an attacker node
// with depth moves left among its candidates cands, with their first
// proof numbers; block says that the attacker must block a four.
func (s *vctSolver) attacks(cands []board.Point, block bool, depth int) []childRef {
	pos := s.pos
	s.fa = pos.AppendFours(s.fa[:0], s.a)
	refs := s.refs[:0]
	var buf [2]board.Point
	last := s.lastTwo(&buf)
	for _, m := range cands {
		if pos.Fours(m, s.a) > 0 {
			// With 2 moves left a four wins only by a VCF of 2, which
			// this node looked for: it is left out, unless it blocks.
			// With a few more, it starts as a move that prepares a
			// three: the VCFs of its moves left were looked for too,
			// so it must lead to a threat with one move fewer. Among
			// the moves of equal first numbers, order puts it by its
			// potential, as quintet gives fours no priority.
			if depth > 2 || block {
				e := uint8(deepFourEstimate)
				if depth <= slowFourDepth {
					e = fourEstimate
				}
				refs = append(refs, s.ref(m, e))
			}
			continue
		}
		// A VCF that is m's own has a four through m (or m took a
		// counter-four of the defender's away, or stopped its five).
		// Only the likely ones are kept: m makes three in an open
		// window of 5, or two with a four point of the attacker's
		// within 4 points on one of m's lines. In the search of
		// vct_unstable's hardest defence, the others were 330,000 of
		// the 790,000 moves tested and 600 of the 58,000 threats;
		// without them the shared cases take 12% fewer nodes and none
		// is lost. With 2 moves left only the first kind can be a
		// threat: its VCF is a single four with two five points (or
		// one the defender may not block), and one of its lines holds
		// m and 4 attacker stones in a window of 5, 2 of them there
		// now. Whether m is a threat is asked when its node is
		// expanded.
		if w := pos.Window(m, s.a); block || w >= 2 || w == 1 && depth > 2 && anyNear(s.fa, m) {
			refs = append(refs, s.ref(m, s.estimate(m, last)))
		}
	}
	return refs
}

// order returns refs sorted by their first proof numbers, and among
// equal numbers by their potential, highest first (then in the order
// given). df-pn takes the first of the children with the least number,
// so that among them it tries first those with most stones of the
// attacker's around them, as quintet orders all its moves. (Before the
// ninth session only the threes were ordered so, and fours started at 1
// with 8 attacker moves left or more, not 12: with the root's ε of that
// session too, 4.4% fewer nodes on the 49 threat cases.)
func (s *vctSolver) order(refs []childRef) []childRef {
	if len(refs) < 2 {
		return refs
	}
	keys := s.keys[:0]
	for i, r := range refs {
		e := uint64(r >> refBits)
		p := min(s.potential(s.point(r)), 0xff)
		keys = append(keys, e<<24|uint64(0xff-p)<<16|uint64(i))
	}
	slices.Sort(keys)
	s.keys = keys
	out := s.sorted[:0]
	for _, k := range keys {
		out = append(out, refs[k&0xffff])
	}
	s.sorted = out
	return out
}

// potential returns quintet's potential of the attacker's move m, a
// measure of the threats it can take part in: on each of the 4 lines
// through m, the most stones of the attacker's (with m) in a window of 5
// points through m that holds no defender stone, when it is at least 2,
// times the number of such windows that hold that most, summed over the
// lines. Under renju a window that an attacking Black would extend to an
// overline (a black stone next to it on the line) does not count. It
// reads the 11 points of each line around m at once
// ([pattern.Position.Segment], 2 bits a point) and counts each window's
// stones with a mask: the point k of a line is bit 2k of own and of
// blocked.
func (s *vctSolver) potential(m board.Point) int {
	strict := s.a == gomoku.Black && s.pos.Rule() == gomoku.Renju
	sum := 0
	for _, a := range board.Axes() {
		own, blocked := s.lineBits(m, a)
		if own&windowPoints == 0 {
			continue // no window with a stone of the attacker's
		}
		most, count := 0, 0
		for start := range 5 { // the window of points start+1 ... start+5
			w := uint32(0x155) << (2 * (start + 1))
			k := 1 + bits.OnesCount32(own&w)
			if blocked&w != 0 || k < 2 || strict && own&(1<<(2*start)|1<<(2*(start+6))) != 0 {
				continue
			}
			if k > most {
				most, count = k, 1
			} else if k == most {
				count++
			}
		}
		sum += most * count
	}
	return sum
}

// windowPoints has the bit of each point of lineBits that a window of
// 5 through m may hold: m-4·d ... m+4·d.
const windowPoints = segmentLow &^ (1 | 1<<20)

// segmentLow has the low bit of each of the 11 points of a
// [pattern.Position.Segment].
const segmentLow = 0x155555

// lineBits returns the points m-5·d ... m+5·d on axis a, d its forward
// direction, as two sets, bit 2i for the point m+(i-5)·d: the
// attacker's stones, and the points that no window may hold (the
// defender's stones and the points off the board).
func (s *vctSolver) lineBits(m board.Point, a board.Axis) (own, blocked uint32) {
	x := s.pos.Segment(m, a)
	lo, hi := x&segmentLow, x>>1&segmentLow // 1 and 3: lo; 2 and 3: hi
	if s.a == gomoku.White {
		lo, hi = hi, lo
	}
	return lo &^ hi, segmentLow &^ lo
}

// estimate returns the first proof number of the attacker move m that
// is not a four: a move that makes a three is likely a threat with one
// reply fewer to meet than a move that prepares one, and a move near
// neither of the last two moves of the search, last (the attacker's last
// threat and the defender's reply; none at the root), is less likely to
// be one: threat sequences stay local.
func (s *vctSolver) estimate(m board.Point, last []board.Point) uint8 {
	e := uint8(3)
	if s.pos.Threes(m, s.a) > 0 {
		e = 2
	}
	if len(last) == 2 && !near(m, last[0]) && !near(m, last[1]) {
		e += farEstimate
	}
	return e
}

// lastTwo returns the last two moves of the search, the last first, or
// none when it has played fewer.
func (s *vctSolver) lastTwo(buf *[2]board.Point) []board.Point {
	n := len(s.path)
	if n < 2 {
		return nil
	}
	buf[0], buf[1] = s.path[n-1], s.path[n-2]
	return buf[:]
}

// fourEstimate is the first proof number of a four with slowFourDepth
// attacker moves left or fewer (see attacks): that of a move that
// prepares a three.
const fourEstimate = 3

// deepFourEstimate is the first proof number of a four with more than
// slowFourDepth attacker moves left: that of a move that makes a three.
// Against 1 (a move with one reply, the estimate before the tenth
// session), on top of that session's root: the 49 threat cases 6.9%
// fewer nodes (vct_game_white_l14_1 −25%, vct_game_white_l12_1 ×2.7),
// the deep tier's VCT cases 2.5% fewer (vct_small_but_long −53%),
// vct_unstable 13% fewer; 3, 6.8% more on the 49 cases.
const deepFourEstimate = 2

// slowFourDepth is the most attacker moves left at which a four starts
// at fourEstimate, not deepFourEstimate. With the ninth session's order,
// and fours past it at 1, 11 takes 4.4% fewer nodes than main's 7 on
// the 49 threat cases (10: 3.4%, every depth: 4.1%), and vct_unstable
// (limit 12) 36.3 M nodes where every depth takes 63.8 M (20.8 M before
// the session).
const slowFourDepth = 11

// farEstimate is what estimate adds for a move far from the last two.
const farEstimate = 5

// hasForbidden reports whether s has a forbidden point.
func (s *vctSolver) hasForbidden(c gomoku.Stone) bool {
	for range s.pos.ForbiddenPoints(c) {
		return true
	}
	return false
}

// candidates returns, in dst's room, the attacker's legal moves that lie
// in a window of 5 points on a line holding no defender stone, a stone
// of the attacker's and enough of them (with the move) for a VCF of
// s.threat fours to use it, its fours first.
func (s *vctSolver) candidates(dst []board.Point) []board.Point {
	pos := s.pos
	need := max(1, 4-s.threat)
	dst = slices.DeleteFunc(pos.AppendFours(dst[:0], s.a), func(q board.Point) bool { return !legal(pos, q, s.a) })
	n := len(dst)
	// A move with no stone of the attacker's in an open window through
	// it is no candidate (see expandAttacker).
	dst = pos.AppendWindows(dst, s.a, max(1, need-1))
	moves := dst[:n]
	for _, q := range dst[n:] {
		if pos.Fours(q, s.a) == 0 && legal(pos, q, s.a) {
			moves = append(moves, q)
		}
	}
	return moves
}

func pos2In(p board.Point, n int) bool {
	return uint(p.Row) < uint(n) && uint(p.Col) < uint(n)
}

// expandDefender: the defender to move, the attacker with depth moves
// left.
func (s *vctSolver) expandDefender(n *vctNode, depth int, proven, disproven func()) {
	pos := s.pos
	aw := pos.AppendWins(s.dw[:0], s.a)
	s.dw = aw
	if len(aw) > 0 {
		switch {
		case s.defenderWins():
			disproven() // the defender makes a five first
		case len(aw) >= 2 || !legal(pos, aw[0], s.d):
			proven()
		default:
			s.tt.setKids(n, []childRef{s.ref(aw[0], 0)})
		}
		return
	}
	if s.defenderWins() {
		disproven()
		return
	}
	// The threat: the attacker's shortest VCF if the defender passed.
	// The attacker had none before its last move m (its node found no
	// VCF), so any VCF now is m's own, unless m stopped a five of the
	// defender's, which stopped every VCF that was not a five.
	if depth <= 0 {
		s.cut = true
		disproven()
		return
	}
	t := s.vcf
	if m, _, ok := pos.Last(); ok && !s.blocked {
		t = s.tvcf
		t.setFocus(m)
	}
	if !t.has(s.a, min(s.threat, depth)) {
		// A VCF longer than the depth left would have made a threat.
		s.cut = s.cut || depth < s.threat && t.deep
		disproven()
		return
	}
	s.threatBuf = append(s.threatBuf[:0], t.line...)
	threat := s.threatBuf
	// The defender's own VCF refutes a threat that is not a four.
	if !s.quiet && s.dvcf.has(s.d, s.counter) {
		disproven()
		return
	}
	refs := s.refs[:0]
	replies := s.defences(threat, s.a, s.d)
	if depth <= foursFirstDepth {
		replies = s.foursFirst(replies)
	}
	for _, q := range replies {
		refs = append(refs, s.ref(q, 0))
	}
	s.refs = refs
	s.tt.setKids(n, refs)
	if len(refs) == 0 {
		proven()
	}
}

// foursFirstDepth is the most attacker moves left at which the
// defender tries its fours first (see foursFirst).
const foursFirstDepth = 3

// foursFirst moves the defender's fours among replies to its front,
// each part in its order. With few attacker moves left, a four of the
// defender's, which the attacker must block with one of them, is the
// likeliest refutation: on the 49 threat cases, 3.1% fewer nodes and
// none more (with up to 2 moves left, 1.5% fewer; 4 or 5, 38% more).
// It reorders replies in place, with s.rest for the others.
func (s *vctSolver) foursFirst(replies []board.Point) []board.Point {
	rest, n := s.rest[:0], 0
	for _, q := range replies {
		if s.pos.Fours(q, s.d) > 0 {
			replies[n] = q
			n++
		} else {
			rest = append(rest, q)
		}
	}
	s.rest = rest
	return append(replies[:n], rest...)
}

// defences returns the defender's legal replies that can stop the VCF
// threat of the attacker: its points and five points (around a forbidden
// five point, the points on its lines that could make it allowed), the
// defender's fours now and the defender's fours along the threat.
func (s *vctSolver) defences(threat Line, att, def gomoku.Stone) []board.Point {
	pos := s.pos
	n := pos.Size()
	if len(s.seen) < n*n {
		s.seen = make([]bool, n*n)
	}
	out := s.defOut[:0]
	addPt := func(q board.Point) {
		if pos2In(q, n) && !s.seen[q.Row*n+q.Col] && pos.At(q) == gomoku.Empty {
			s.seen[q.Row*n+q.Col] = true
			out = append(out, q)
		}
	}
	fours := func() {
		s.fourBuf = pos.AppendWins(pos.AppendFours(s.fourBuf[:0], def), def)
		for _, q := range s.fourBuf {
			addPt(q)
		}
	}
	for _, q := range threat {
		addPt(q)
	}
	fours()
	// Play the threat out, the attacker first (the defender passed), up
	// to its last move, the attacker's, whose five points are read
	// without playing it.
	played, last := 0, len(threat)-1
	for i, q := range threat[:last] {
		mover := att
		if i%2 == 1 {
			mover = def
		}
		if pos.At(q) != gomoku.Empty {
			break
		}
		pos.Place(q, mover)
		played++
		if mover == def {
			fours()
		}
	}
	buf := s.fiveBuf[:0]
	if played == last && last%2 == 0 && pos.At(threat[last]) == gomoku.Empty {
		buf = pos.FivesAfter(buf, threat[last], att)
		if len(buf) == 1 {
			// A five point that the defender may not play: the defender's
			// stones on its lines might make it playable.
			for _, a := range board.Axes() {
				d := a.Forward().Delta()
				for k := -5; k <= 5; k++ {
					addPt(buf[0].Add(d.Mul(k)))
				}
			}
		}
	}
	s.fiveBuf = buf
	for range played {
		pos.Undo()
	}
	for _, q := range buf {
		addPt(q)
	}
	legalOut := out[:0]
	for _, q := range out {
		s.seen[q.Row*n+q.Col] = false
		if legal(pos, q, def) {
			legalOut = append(legalOut, q)
		}
	}
	s.defOut = out
	return legalOut
}

// defenderWins reports whether the defender has a five point.
func (s *vctSolver) defenderWins() bool {
	s.winsBuf = s.pos.AppendWins(s.winsBuf[:0], s.d)
	return len(s.winsBuf) > 0
}

// extract follows a proof from the root: at attacker nodes a proven child
// or the VCF that proved the node, at defender nodes the first defence.
func (s *vctSolver) extract(depth int) Line {
	var line Line
	played := 0
	defer func() {
		for range played {
			s.pos.Undo()
		}
	}()
	or := true
	for {
		i, ok := s.tt.get(key(s.pos.Hash(), or, depth))
		if !ok || s.tt.node(i).pn != 0 {
			return line // not reached for a proven root
		}
		n := s.tt.node(i)
		kids := s.tt.children(n)
		if or && n.flags&byVCF != 0 {
			v, _, _ := s.vcf.solve(s.a, depth)
			return append(line, v...)
		}
		mover, childDepth := s.a, depth-1
		if !or {
			mover, childDepth = s.d, depth
		}
		next := -1
		for i, c := range kids {
			if cp, _ := s.peek(s.point(c.ref), mover, !or, childDepth); cp == 0 {
				next = i
				break
			}
		}
		if next < 0 {
			return line // a terminal defender node: the attacker's last move won
		}
		m := s.point(kids[next].ref)
		line = append(line, m)
		s.pos.Place(m, mover)
		played++
		or, depth = !or, childDepth
	}
}

// anyNear reports whether one of ps is on one of the 4 lines through m,
// 1 to 4 points from it: with ps the four points of a colour, whether
// that colour has a four point on one of m's lines within 4 points.
func anyNear(ps []board.Point, m board.Point) bool {
	for _, p := range ps {
		if p != m && within(p, m, 4) {
			return true
		}
	}
	return false
}
