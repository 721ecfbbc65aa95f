package search

import (
	"context"
	"math"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
)

// This file measures what the generic [AlphaBeta] costs against the same
// search written directly against [bitboard.Bitboard]: the same
// iterative deepening, aspiration windows, PVS, move ordering (table move,
// killers, history) and [Table] policy, with the same Zobrist keys, so
// that both search exactly the same nodes and find the same scores.

// genericsDepth is the depth of the searches of BenchmarkGenerics.
const genericsDepth = 7

// genericsPositions returns n midgame positions: 20 random moves from the
// start, from a fixed seed.
func genericsPositions(n int) []bitboard.Bitboard {
	var out []bitboard.Bitboard
	for i := 0; len(out) < n; i++ {
		rng := rand.New(rand.NewPCG(11, uint64(i)))
		b, _ := bitboard.Start(8)
		for range 20 {
			m := b.Legal()
			if m == 0 {
				b = b.Pass()
				m = b.Legal()
			}
			if m == 0 {
				break
			}
			k := rng.IntN(bits.OnesCount64(m))
			for range k {
				m &= m - 1
			}
			b, _ = b.Play(bitboard.Square(bits.TrailingZeros64(m)))
		}
		if b.Legal() != 0 {
			out = append(out, b) // Black to move: 20 plies, no pass
		}
	}
	return out
}

// mobilityEval is the simple evaluation of both searches: the mobility
// difference, then the disc difference.
func mobilityEval(b bitboard.Bitboard, moves uint64) int {
	m, o := b.Discs()
	return 16*(bits.OnesCount64(moves)-bits.OnesCount64(b.Pass().Legal())) + m - o
}

// newGenericSearch returns the generic search of BenchmarkGenerics.
func newGenericSearch(t *Table, depth int) *AlphaBeta[othello.Color, *bitboard.Game] {
	return &AlphaBeta[othello.Color, *bitboard.Game]{
		Eval: func(g *bitboard.Game) int {
			b := g.Bitboard()
			return mobilityEval(b, b.Legal())
		},
		Outcome: func(g *bitboard.Game, side othello.Color) int {
			black, white := g.Score()
			if side == othello.White {
				return white - black
			}
			return black - white
		},
		Table:  t,
		Limits: Limits{Depth: depth},
	}
}

// BenchmarkGenerics compares the node rate of the generic AlphaBeta over
// *bitboard.Game (impl=generic) with the same search written against
// the Bitboard (impl=direct), from 4 midgame positions to depth 7, the
// table cleared before each position. Both check first that they search
// the same nodes to the same scores.
func BenchmarkGenerics(b *testing.B) {
	ctx := context.Background()
	pos := genericsPositions(4)
	t := NewTable(1 << 22)
	games := make([]*bitboard.Game, len(pos))
	for i, p := range pos {
		q, _ := p.Position(othello.Black)
		games[i], _ = bitboard.NewGameFrom(q)
	}
	generic := func() (nodes int64, scores []int) {
		a := newGenericSearch(t, genericsDepth)
		for _, g := range games {
			t.Clear()
			r, _ := a.Search(ctx, g)
			nodes += r.Nodes
			scores = append(scores, r.Score)
		}
		return nodes, scores
	}
	direct := func() (nodes int64, scores []int) {
		d := newDirect(t, genericsDepth)
		for _, p := range pos {
			t.Clear()
			score, n := d.search(p)
			nodes += n
			scores = append(scores, score)
		}
		return nodes, scores
	}
	gn, gs := generic()
	dn, ds := direct()
	if gn != dn || !equalInts(gs, ds) {
		b.Fatalf("generic: %d nodes, scores %v; direct: %d nodes, scores %v", gn, gs, dn, ds)
	}
	for _, impl := range []struct {
		name string
		run  func() (int64, []int)
	}{{"generic", generic}, {"direct", direct}} {
		b.Run("impl="+impl.name, func(b *testing.B) {
			b.ReportAllocs()
			var nodes int64
			for b.Loop() {
				n, _ := impl.run()
				nodes += n
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// TestGenericsDirect holds the direct search of BenchmarkGenerics to the
// generic one: the same nodes and scores, position by position, with the
// killers and history carried from one position to the next.
func TestGenericsDirect(t *testing.T) {
	ctx := context.Background()
	pos := genericsPositions(3)
	tab := NewTable(1 << 20)
	a := newGenericSearch(tab, 4)
	d := newDirect(tab, 4)
	for i, p := range pos {
		q, _ := p.Position(othello.Black)
		g, _ := bitboard.NewGameFrom(q)
		tab.Clear()
		r, err := a.Search(ctx, g)
		if err != nil {
			t.Fatal(err)
		}
		tab.Clear()
		score, nodes := d.search(p)
		if r.Score != score || r.Nodes != nodes {
			t.Errorf("position %d %s: generic score %d, %d nodes; direct score %d, %d nodes", i, p.Text(othello.Black), r.Score, r.Nodes, score, nodes)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Zobrist keys of the Bitboard game, read back from [bitboard.Game.Hash]:
// the key of a Black and of a White disc on each square, and the key of
// White to move.
var zBlack, zWhite, zSide = directKeys()

func directKeys() (black, white [64]uint64, side uint64) {
	hash := func(text string) uint64 {
		p, err := othello.ParsePosition(text)
		if err != nil {
			panic(err)
		}
		g, err := bitboard.NewGameFrom(p)
		if err != nil {
			panic(err)
		}
		return g.Hash()
	}
	full := strings.Repeat("X", 64)
	h := hash(full + " X") // over: no side key
	for s := range 64 {
		black[s] = h ^ hash(full[:s]+"-"+full[s+1:]+" X")
		white[s] = black[s] ^ h ^ hash(full[:s]+"O"+full[s+1:]+" X")
	}
	b, _ := bitboard.Start(8)
	start := b.Text(othello.Black)
	return black, white, hash(start) ^ hash(strings.TrimSuffix(start, "X")+"O")
}

// A dpos is a position of the direct search: the discs, whether White is
// to move and the hash of the discs.
type dpos struct {
	b     bitboard.Bitboard
	white bool
	hash  uint64
	moves uint64 // of the side to move
	over  bool
}

// key returns the hash of p and the side to move, as bitboard.Game.Hash.
func (p *dpos) key() uint64 {
	if p.white && !p.over {
		return p.hash ^ zSide
	}
	return p.hash
}

// play returns p after its side to move plays s, passing for the next
// side if it has no move.
func (p *dpos) play(s bitboard.Square) dpos {
	f := p.b.Flip(s)
	h := p.hash
	if p.white {
		h ^= zWhite[s]
	} else {
		h ^= zBlack[s]
	}
	for x := f; x != 0; x &= x - 1 {
		i := bits.TrailingZeros64(x)
		h ^= zBlack[i] ^ zWhite[i]
	}
	c := dpos{b: p.b.Make(s, f), white: !p.white, hash: h}
	c.moves = c.b.Legal()
	if c.moves == 0 {
		if m := c.b.Pass().Legal(); m != 0 {
			c.b, c.white, c.moves = c.b.Pass(), p.white, m
		} else {
			c.over = true
		}
	}
	return c
}

// A dmove is a move of the direct search: its square, packed as
// [pack] would, and its ordering key.
type dmove struct {
	m   uint16
	key int64
}

// sqOf returns the square of the packed move m.
func sqOf(m uint16) bitboard.Square {
	m--
	return bitboard.Square(int(m>>8)*8 + int(m&0xff))
}

// A direct is the search of [AlphaBeta] written against the Bitboard.
type direct struct {
	table     *Table
	depth     int
	rootWhite bool
	nodes     int64
	horizon   int64
	lists     [][]dmove
	pv        [][]uint16
	killers   [][2]uint16
	history   *[2][1 << 16]uint32
	touched   []uint16
}

func newDirect(t *Table, depth int) *direct {
	return &direct{table: t, depth: depth, history: new([2][1 << 16]uint32)}
}

// search returns the score of b, Black to move, and the nodes searched.
func (d *direct) search(b bitboard.Bitboard) (int, int64) {
	p := dpos{b: b}
	for s := range bitboard.Squares(b.Mover) {
		p.hash ^= zBlack[s]
	}
	for s := range bitboard.Squares(b.Opponent) {
		p.hash ^= zWhite[s]
	}
	p.moves = b.Legal()
	d.rootWhite = false
	d.nodes, d.horizon = 0, 0
	d.table.age()
	d.ageHistory()
	width := DefaultAspiration
	hash := uint16(noMove)
	if e, ok := d.table.probe(p.key()); ok {
		hash = e.move
	}
	root := d.moves(&p, 0, hash)
	for i := 1; i < len(root); i++ {
		for j := i; j > 0 && root[j].key > root[j-1].key; j-- {
			root[j], root[j-1] = root[j-1], root[j]
		}
	}
	score := 0
	for depth := 1; depth <= d.depth; depth++ {
		alpha, beta := -Infinity, Infinity
		if depth > 1 && abs(score) <= MaxEval {
			alpha, beta = max(score-width, -Infinity), min(score+width, Infinity)
		}
		var v, best int
		var horizon int64
		for delta := width; ; delta *= 4 {
			horizon = d.horizon
			v, best = d.root(&p, root, depth, alpha, beta)
			switch {
			case v <= alpha && alpha > -Infinity:
				alpha = max(v-delta, -Infinity)
				if v < -MaxEval {
					alpha = -Infinity
				}
				continue
			case v >= beta && beta < Infinity:
				beta = min(v+delta, Infinity)
				if v > MaxEval {
					beta = Infinity
				}
				continue
			}
			break
		}
		m := root[best]
		copy(root[1:best+1], root[:best])
		root[0] = m
		score = v
		if d.horizon == horizon {
			break
		}
	}
	return score, d.nodes
}

func (d *direct) ageHistory() {
	n := 0
	for _, i := range d.touched {
		for s := range d.history {
			d.history[s][i] /= 2
		}
		if d.history[0][i] != 0 || d.history[1][i] != 0 {
			d.touched[n] = i
			n++
		}
	}
	d.touched = d.touched[:n]
}

func (d *direct) side(p *dpos) int {
	if p.white == d.rootWhite {
		return 0
	}
	return 1
}

func (d *direct) moves(p *dpos, ply int, hash uint16) []dmove {
	for len(d.lists) <= ply {
		d.lists = append(d.lists, nil)
		d.pv = append(d.pv, nil)
		d.killers = append(d.killers, [2]uint16{})
	}
	list := d.lists[ply][:0]
	s := d.side(p)
	k := d.killers[ply]
	for x := p.moves; x != 0; x &= x - 1 {
		i := bits.TrailingZeros64(x)
		m := uint16(i>>3<<8|i&7) + 1
		var key int64
		switch m {
		case hash:
			key = math.MaxInt64
		case k[0]:
			key = 1<<32 - 1
		case k[1]:
			key = 1<<32 - 2
		default:
			key = int64(min(d.history[s][m], 1<<31))
		}
		list = append(list, dmove{m, key})
	}
	d.lists[ply] = list
	return list
}

func (d *direct) root(p *dpos, list []dmove, depth, alpha, beta int) (int, int) {
	best, bi, alpha0 := -Infinity, -1, alpha
	d.pv[0] = d.pv[0][:0]
	for i, m := range list {
		v := d.try(p, m.m, 0, depth, alpha, beta, i == 0)
		if v > best {
			best, bi = v, i
			if v > alpha {
				alpha = v
				d.setPV(0, m.m)
			}
		}
		if alpha >= beta {
			break
		}
	}
	d.table.store(p.key(), best, depth, bound(best, alpha0, beta), list[bi].m)
	return best, bi
}

func (d *direct) try(p *dpos, m uint16, ply, depth, alpha, beta int, pv bool) int {
	c := p.play(sqOf(m))
	if pv || beta-alpha == 1 {
		return d.child(p, &c, ply+1, depth-1, alpha, beta)
	}
	v := d.child(p, &c, ply+1, depth-1, alpha, alpha+1)
	if v > alpha && v < beta {
		v = d.child(p, &c, ply+1, depth-1, alpha, beta)
	}
	return v
}

// child returns the score of c, for the side to move of p.
func (d *direct) child(p, c *dpos, ply, depth, alpha, beta int) int {
	switch {
	case c.over:
		d.nodes++
		d.clearPV(ply)
		// No pass is made at the end: the mover of p holds c's Opponent.
		o := bits.OnesCount64(c.b.Opponent) - bits.OnesCount64(c.b.Mover)
		e := bits.OnesCount64(c.b.Empties())
		switch {
		case o > 0:
			o += e
		case o < 0:
			o -= e
		}
		return decisive(o, ply)
	case c.white == p.white:
		return d.negamax(c, ply, depth, alpha, beta)
	}
	return -d.negamax(c, ply, depth, -beta, -alpha)
}

func (d *direct) clearPV(ply int) {
	if ply < len(d.pv) {
		d.pv[ply] = d.pv[ply][:0]
	}
}

func (d *direct) setPV(ply int, m uint16) {
	d.pv[ply] = append(d.pv[ply][:0], m)
	if ply+1 < len(d.pv) {
		d.pv[ply] = append(d.pv[ply], d.pv[ply+1]...)
	}
}

func (d *direct) negamax(p *dpos, ply, depth, alpha, beta int) int {
	d.nodes++
	d.clearPV(ply)
	key := p.key()
	hash := uint16(noMove)
	if e, ok := d.table.probe(key); ok {
		hash = e.move
		if int(e.depth) >= depth {
			v := FromTable(int(e.score), ply)
			b := e.meta & exact
			if b == exact || b == lower && v >= beta || b == upper && v <= alpha {
				if e.depth != resolved {
					d.horizon++
				}
				return v
			}
		}
	}
	if depth <= 0 || ply >= MaxPly-1 {
		d.horizon++
		return clamp(mobilityEval(p.b, p.moves), -MaxEval, MaxEval)
	}
	horizon := d.horizon
	alpha0 := alpha
	list := d.moves(p, ply, hash)
	best, bm := -Infinity, uint16(noMove)
	for i := range list {
		b := i
		for j := i + 1; j < len(list); j++ {
			if list[j].key > list[b].key {
				b = j
			}
		}
		list[i], list[b] = list[b], list[i]
		m := list[i].m
		v := d.try(p, m, ply, depth, alpha, beta, i == 0)
		if v > best {
			best, bm = v, m
			if v > alpha {
				alpha = v
				d.setPV(ply, m)
			}
		}
		if alpha >= beta {
			d.cutoff(p, ply, bm, depth)
			break
		}
	}
	dd := depth
	if d.horizon == horizon {
		dd = resolved
	}
	d.table.store(key, ToTable(best, ply), dd, bound(best, alpha0, beta), bm)
	return best
}

func (d *direct) cutoff(p *dpos, ply int, m uint16, depth int) {
	k := &d.killers[ply]
	if k[0] != m {
		k[0], k[1] = m, k[0]
	}
	h := &d.history[d.side(p)][m]
	if d.history[0][m] == 0 && d.history[1][m] == 0 {
		d.touched = append(d.touched, m)
	}
	*h += uint32(depth * depth)
	if *h > 1<<30 {
		d.ageHistory()
	}
}

// TestDirectKeys holds the incremental hash of the direct search to
// bitboard.Game.Hash along random games.
func TestDirectKeys(t *testing.T) {
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 3))
		g, _ := bitboard.NewGame(8)
		b, _ := bitboard.Start(8)
		p := dpos{b: b, moves: b.Legal()}
		for s := range bitboard.Squares(b.Mover) {
			p.hash ^= zBlack[s]
		}
		for s := range bitboard.Squares(b.Opponent) {
			p.hash ^= zWhite[s]
		}
		for !p.over {
			if p.key() != g.Hash() || p.b != g.Bitboard() {
				t.Fatalf("seed %d after %d moves: key %#x, want %#x", seed, g.Len(), p.key(), g.Hash())
			}
			k := rng.IntN(bits.OnesCount64(p.moves))
			m := p.moves
			for range k {
				m &= m - 1
			}
			s := bitboard.Square(bits.TrailingZeros64(m))
			p = p.play(s)
			g.Play(s.Point())
		}
		if !g.Over() {
			t.Fatalf("seed %d: direct over, game not", seed)
		}
	}
}
