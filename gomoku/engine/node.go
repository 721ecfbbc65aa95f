package engine

import (
	"context"
	"fmt"
	"iter"
	"math/bits"
	"slices"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// A gomokuNode is a gomoku game as the search sees it: a *gomoku.Game
// whose Moves are only the candidates, and which keeps bit lines of its
// own for the scans. It satisfies board.Game, with Play refusing the
// moves that are legal but not candidates.
//
// The candidates are: the moves that make five, if there are any; else
// the moves that stop the opponent's five (a four must be answered), if
// any of them is legal; else the legal points within 2 of a stone (the
// centre on an empty board), ranked by what they make for either side,
// the best width of them when width is positive.
type gomokuNode struct {
	g     *gomoku.Game
	n     int
	width int
	lines [2][4][]uint64 // [colour-1][axis][line]
	valid [4][]uint64
	near  []uint8 // the stones within 2 points, by point
	moves []board.Point
	plies []gomokuPly // by the number of moves played
	// The threat side: the position of the threat solvers, kept in step
	// with g, and the quiescence at the horizon (nil: none).
	pos *pattern.Position
	q   *gomokuQuiesce
	// root, when not nil, holds the only moves allowed at the root
	// (rootLen moves into the game): the refutations of a threat.
	root    []board.Point
	rootLen int
	// stop, when done, puts the node in a hurry: one candidate and a
	// zero evaluation, so that a search past its time ends at once.
	stop    context.Context
	stopped bool
}

// hurry reports whether x's stop is done, looking at it once in a while.
func (x *gomokuNode) hurry() bool {
	if !x.stopped && x.stop != nil && x.stop.Err() != nil {
		x.stopped = true
	}
	return x.stopped
}

// A gomokuPly caches what a node worked out about one position.
type gomokuPly struct {
	hash     uint64
	featsOK  bool
	feats    [2]sideFeat
	candsOK  bool
	cands    []board.Point
	rank     []int
	scratch  []board.Point
	scratchR []int
}

// newGomokuNode returns a node over g, which it owns from then on.
func newGomokuNode(g *gomoku.Game, width int) *gomokuNode {
	n := g.Size()
	x := &gomokuNode{g: g, n: n, width: width, near: make([]uint8, n*n), moves: slices.Collect(g.History()), rootLen: -1}
	x.pos, _ = pattern.From(g.Board(), g.Rule()) // g's size and rule are valid
	for a := range 4 {
		lines := n
		if a >= 2 {
			lines = 2*n - 1
		}
		x.valid[a] = make([]uint64, lines)
		for s := range 2 {
			x.lines[s][a] = make([]uint64, lines)
		}
	}
	for r := range n {
		for c := range n {
			for a := range 4 {
				l, b := x.index(board.Pt(r, c), a)
				x.valid[a][l] |= 1 << b
			}
			if s := g.At(board.Pt(r, c)); s != gomoku.Empty {
				x.set(board.Pt(r, c), s, 1)
			}
		}
	}
	return x
}

// index returns the line and the bit of p on axis a: 0 rows, 1 columns,
// 2 the diagonals "\" and 3 the diagonals "/".
func (x *gomokuNode) index(p board.Point, a int) (line, bit int) {
	switch a {
	case 0:
		return p.Row, p.Col
	case 1:
		return p.Col, p.Row
	case 2:
		return p.Row - p.Col + x.n - 1, p.Col
	}
	return p.Row + p.Col, p.Col
}

// point is the inverse of index.
func (x *gomokuNode) point(a, line, bit int) board.Point {
	switch a {
	case 0:
		return board.Pt(line, bit)
	case 1:
		return board.Pt(bit, line)
	case 2:
		return board.Pt(bit+line-(x.n-1), bit)
	}
	return board.Pt(line-bit, bit)
}

// set puts (d = 1) or takes (d = -1) a stone s at p in the bit lines and
// the neighbour counts.
func (x *gomokuNode) set(p board.Point, s gomoku.Stone, d int) {
	for a := range 4 {
		l, b := x.index(p, a)
		x.lines[s-1][a][l] ^= 1 << b
	}
	for r := max(0, p.Row-2); r <= min(x.n-1, p.Row+2); r++ {
		for c := max(0, p.Col-2); c <= min(x.n-1, p.Col+2); c++ {
			x.near[r*x.n+c] += uint8(d)
		}
	}
}

func (x *gomokuNode) Turn() gomoku.Stone { return x.g.Turn() }
func (x *gomokuNode) Over() bool         { return x.g.Over() }
func (x *gomokuNode) Winner() gomoku.Stone {
	return x.g.Winner()
}
func (x *gomokuNode) Hash() uint64 { return x.g.Hash() }

// String returns the game's text.
func (x *gomokuNode) String() string { return x.g.String() }

// Moves returns an iterator over the candidates, best first.
func (x *gomokuNode) Moves() iter.Seq[board.Point] {
	return slices.Values(x.ply().candidates(x))
}

// AppendMoves appends the candidates to dst, best first: the fast path of
// the search.
func (x *gomokuNode) AppendMoves(dst []board.Point) []board.Point {
	return append(dst, x.ply().candidates(x)...)
}

// Size returns the size of the board.
func (x *gomokuNode) Size() int { return x.n }

// At returns the stone at p.
func (x *gomokuNode) At(p board.Point) gomoku.Stone { return x.g.At(p) }

// Play plays p if it is a candidate.
func (x *gomokuNode) Play(p board.Point) error {
	s := x.g.Turn()
	if s != gomoku.Empty && !slices.Contains(x.ply().candidates(x), p) {
		if err := x.g.Play(p); err != nil {
			return err
		}
		x.g.Undo()
		return errNotCandidate
	}
	if err := x.g.Play(p); err != nil {
		return err
	}
	x.set(p, s, 1)
	x.pos.Play(p, s)
	x.moves = append(x.moves, p)
	return nil
}

// Undo takes back the last move.
func (x *gomokuNode) Undo() bool {
	if len(x.moves) == 0 {
		return false
	}
	last := x.moves[len(x.moves)-1]
	x.moves = x.moves[:len(x.moves)-1]
	s := x.g.At(last)
	x.g.Undo()
	x.set(last, s, -1)
	x.pos.Undo()
	return true
}

// Clone returns an independent copy.
func (x *gomokuNode) Clone() *gomokuNode {
	y := newGomokuNode(x.g.Clone(), x.width)
	y.q = x.q
	return y
}

// ply returns the cache of the current position.
func (x *gomokuNode) ply() *gomokuPly {
	i := x.g.Len()
	for len(x.plies) <= i {
		x.plies = append(x.plies, gomokuPly{})
	}
	pl := &x.plies[i]
	if h := x.g.Hash(); pl.hash != h {
		pl.hash, pl.featsOK, pl.candsOK = h, false, false
	}
	return pl
}

// features returns the features of both colours, Black's first.
func (pl *gomokuPly) features(x *gomokuNode) *[2]sideFeat {
	if pl.featsOK {
		return &pl.feats
	}
	pl.featsOK = true
	for s := range 2 {
		f := &pl.feats[s]
		*f = sideFeat{fives: f.fives[:0]}
		for a := range 4 {
			own, opp := x.lines[s][a], x.lines[1-s][a]
			for l, o := range own {
				if o == 0 {
					continue
				}
				lf := scanLine(o, opp[l], x.valid[a][l])
				f.five = f.five || lf.five
				switch n := bits.OnesCount64(lf.fives); {
				case n >= 2:
					f.openFours++
				case n == 1:
					f.fours++
				}
				for m := lf.fives; m != 0; m &= m - 1 {
					p := x.point(a, l, bits.TrailingZeros64(m))
					if !slices.Contains(f.fives, p) {
						f.fives = append(f.fives, p)
					}
				}
				if lf.open3 {
					f.open3++
				}
				f.threes += lf.threes
				f.twos += lf.twos
			}
		}
	}
	return &pl.feats
}

// candidates returns the candidate moves of the current position.
func (pl *gomokuPly) candidates(x *gomokuNode) []board.Point {
	if pl.candsOK {
		return pl.cands
	}
	pl.candsOK = true
	pl.cands, pl.rank = pl.cands[:0], pl.rank[:0]
	me := x.g.Turn()
	if me == gomoku.Empty {
		return pl.cands
	}
	if x.hurry() {
		for p := range x.g.Moves() {
			pl.cands, pl.rank = append(pl.cands, p), append(pl.rank, 0)
			break
		}
		return pl.cands
	}
	if x.root != nil && x.g.Len() == x.rootLen {
		pl.cands = append(pl.cands, x.root...)
		for _, p := range x.root {
			pl.rank = append(pl.rank, x.gain(p, me)+x.gain(p, me.Opponent())*7/8)
		}
		return pl.cands
	}
	feats := pl.features(x)
	mine, theirs := &feats[me-1], &feats[2-me]
	for _, set := range [2][]board.Point{mine.fives, theirs.fives} {
		for _, p := range set {
			if x.legal(p, me) {
				pl.cands = append(pl.cands, p)
				pl.rank = append(pl.rank, 1<<20)
			}
		}
		if len(pl.cands) > 0 {
			return pl.cands
		}
	}
	// The points near the stones, ranked by what they make for either side.
	all, rank := pl.scratch[:0], pl.scratchR[:0]
	n := x.n
	if x.g.Len() == 0 && x.empty() {
		all, rank = append(all, board.Pt(n/2, n/2)), append(rank, 0)
	}
	for i, v := range x.near {
		p := board.Pt(i/n, i%n)
		if v == 0 || x.g.At(p) != gomoku.Empty {
			continue
		}
		all = append(all, p)
		rank = append(rank, x.gain(p, me)+x.gain(p, me.Opponent())*7/8)
	}
	// Best first, stably; then the first width legal ones.
	idx := make([]int, len(all))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return rank[b] - rank[a] })
	for _, i := range idx {
		if x.width > 0 && len(pl.cands) >= x.width {
			break
		}
		if x.legal(all[i], me) {
			pl.cands = append(pl.cands, all[i])
			pl.rank = append(pl.rank, rank[i])
		}
	}
	pl.scratch, pl.scratchR = all, rank
	if len(pl.cands) == 0 { // only forbidden points near the stones
		for p := range x.g.Moves() {
			pl.cands = append(pl.cands, p)
			pl.rank = append(pl.rank, 0)
			if x.width > 0 && len(pl.cands) >= x.width {
				break
			}
		}
	}
	return pl.cands
}

// empty reports whether the board has no stone.
func (x *gomokuNode) empty() bool {
	for _, v := range x.near {
		if v != 0 {
			return false
		}
	}
	return true
}

// legal reports whether s, to move, may play at the empty point p.
func (x *gomokuNode) legal(p board.Point, s gomoku.Stone) bool {
	switch x.g.Rule() {
	case gomoku.Renju:
		if s != gomoku.Black {
			return true
		}
	case gomoku.Omok:
	default:
		return true
	}
	return x.g.Forbidden(p) == gomoku.NoFoul
}

// gain returns how much a stone of s at p adds to the lines through it.
func (x *gomokuNode) gain(p board.Point, s gomoku.Stone) int {
	v := 0
	for a := range 4 {
		l, b := x.index(p, a)
		own, opp, valid := x.lines[s-1][a][l], x.lines[2-s][a][l], x.valid[a][l]
		v += lineValue(scanLine(own|1<<b, opp, valid)) - lineValue(scanLine(own, opp, valid))
	}
	return v
}

// order returns the rank of the candidate m, for the search's ordering.
func (x *gomokuNode) order(m board.Point) int {
	pl := x.ply()
	if i := slices.Index(pl.candidates(x), m); i >= 0 {
		return pl.rank[i]
	}
	return 0
}

// eval returns the evaluation of the position for the side to move.
func (x *gomokuNode) eval() int {
	if x.hurry() {
		return 0
	}
	me := x.g.Turn()
	feats := x.ply().features(x)
	my, their := &feats[me-1], &feats[2-me]
	switch {
	case len(my.fives) > 0: // five next move
		return gomokuNearWin
	case len(their.fives) >= 2: // two fives to stop
		return -gomokuNearWin
	case x.q != nil && x.q.wins(x, me): // a VCF
		return gomokuVCFWin
	case len(their.fives) == 0 && my.open3 > 0: // an open four next move
		return gomokuNearWin / 2
	case len(their.fives) == 0 && their.open3 >= 2 && my.fours == 0: // two threes to stop
		return -gomokuNearWin / 4
	}
	v := 500*my.fours - 300*their.fours +
		700*my.open3 - 1000*their.open3 +
		60*my.threes - 50*their.threes +
		12*my.twos - 10*their.twos
	if len(their.fives) == 1 { // the block is forced: the tempo is theirs
		v -= 300
	}
	return v
}

// errNotCandidate refuses a legal move that is not a candidate.
var errNotCandidate = fmt.Errorf("engine: %w: not a candidate move", board.ErrIllegalMove)
