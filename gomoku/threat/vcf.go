package threat

import (
	"context"
	"sync"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/internal/zobrist"
)

// VCF returns a victory by continuous fours for attacker on pos within
// lim (not always the shortest: see the package doc), or reports that
// none exists within lim.Depth attacker moves ([None]; with [Result.Cut]
// [NoBound], none of any length) or that the search stopped first, at a
// bound of lim or at the end of ctx ([Unknown], with the bound in
// Result.Cut). A negative limit is refused with an error matching
// [search.ErrLimits]. ctx must not be nil. pos is
// used for the search and left as it was. Every attacking move is a four
// that the attacker may play (not a forbidden point); the defender must
// block each four, and a block that makes a five or a four of the
// defender's is played out: the attacker must then block with a four.
// The line ends at the move that makes two five points, or a four whose
// only five point is forbidden for the defender.
func VCF(ctx context.Context, pos *pattern.Position, attacker gomoku.Stone, lim Limits) (Line, Result, error) {
	s := solvers.Get().(*Solver)
	defer solvers.Put(s)
	if s.s != nil {
		s.s.tt.reset() // a call of its own, as with a new Solver
	}
	return s.VCF(ctx, pos, attacker, lim)
}

// solvers holds the Solvers of VCF calls, so that a call does not
// allocate and clear a table and move lists of its own.
var solvers = sync.Pool{New: func() any { return new(Solver) }}

// vcfSolver is the VCF search on one position, with a table of results
// kept across calls (VCT asks many VCF questions of nearby positions).
type vcfSolver struct {
	pos  *pattern.Position
	b    *budget
	tt   vcfTable
	buf  [][]board.Point // move lists by ply
	fa   [][]fiveAfter   // by ply, when prefetchChildren read them: the five points after each move of buf
	line []board.Point
	deep bool // a search reached its depth bound with a four to play
	// A focused search asks whether the attacker move focus made a VCF
	// that was not there before it: such a VCF has a move near focus
	// (see near), so a line with none by its last move ends near focus.
	// Its table entries are its own: fkey marks their keys.
	focused bool
	focus   board.Point
	fkey    uint64
	// shortest is the longest VCF that has finds by deepening one move
	// at a time (1 when 0): see shortestVCF.
	shortest int
}

// setFocus makes the searches of s focused on the attacker move m, which
// must have made every VCF they find; see vcfSolver.focused.
func (s *vcfSolver) setFocus(m board.Point) {
	s.focused, s.focus = true, m
	s.fkey = zobrist.Mix(uint64(m.Row)<<8 | uint64(m.Col))
}

// near reports whether p lies on one of the 4 lines through q within 5
// points of it: the points whose patterns a stone at q can change.
func near(p, q board.Point) bool { return within(p, q, 5) }

// within reports whether p lies on one of the 4 lines through q at most
// r points from it (p = q included).
func within(p, q board.Point, r int) bool {
	dr, dc := p.Row-q.Row, p.Col-q.Col
	if dr < -r || dr > r || dc < -r || dc > r {
		return false
	}
	return dr == 0 || dc == 0 || dr == dc || dr == -dc
}

// lineNear reports whether a move of the current line is near the focus.
func (s *vcfSolver) lineNear() bool {
	for _, p := range s.line {
		if near(p, s.focus) {
			return true
		}
	}
	return false
}

// A vcfEntry is what is known of a position with a given attacker: no
// VCF within fail attacker moves; a VCF of win moves starting with move.
type vcfEntry struct {
	fail, win int16
	move      board.Point
}

func newVCFSolver(pos *pattern.Position, b *budget) *vcfSolver {
	return &vcfSolver{pos: pos, b: b}
}

// colourKey tells the positions of one attacker from the other's.
var colourKey = [3]uint64{0, 0x9e3779b97f4a7c15, 0xbf58476d1ce4e5b9}

// solve looks for a VCF of at most depth attacker moves (see has), and
// reports whether a line of the search
// reached the depth bound.
func (s *vcfSolver) solve(a gomoku.Stone, depth int) (Line, Status, bool) {
	switch {
	case s.has(a, depth):
		return append(Line(nil), s.line...), Win, false
	case s.b.stopped:
		return nil, Unknown, false
	}
	return nil, None, s.deep
}

// noVCF is the fail depth of a table entry that says there is no VCF of
// any length.
const noVCF = MaxDepth + 1

// shortestVCF is the longest VCF, in attacker moves, that the VCF
// searches of VCT find by deepening one move at a time, and so a
// shortest one: every threat (at most 3 fours) and counter-VCF, whose
// points are the defender's replies. Past it, and past one move in the
// other searches, has searches once to its full depth: deepening one
// move at a time to a long VCF searches the same positions again at
// every depth (16 times the positions of one search on quintet's
// vcf_long), and a VCF of 2 or 3 moves found by deepening costs twice
// the positions of one found by a search to the full depth on quintet's
// short VCF cases.
const shortestVCF = 3

// has reports whether a has a VCF of at most depth moves, leaving the
// line in s.line: a shortest one when there is one of at most
// s.shortest moves (at least 1). When it has none, s.deep reports
// whether a longer one might exist: whether a line of the search reached
// the depth bound.
func (s *vcfSolver) has(a gomoku.Stone, depth int) bool {
	// The depths that the table says fail need no search.
	key := s.pos.Hash() ^ colourKey[a] ^ s.fkey
	from := 1
	if e, ok := s.tt.get(key); ok {
		if e.fail >= noVCF {
			s.deep = false
			return false
		}
		from = int(e.fail) + 1
	}
	s.deep = true // when the table says that every depth fails
	for d := from; d <= depth; d++ {
		if d > max(s.shortest, 1) {
			d = depth // one depth-first search for the rest
		}
		s.line, s.deep = s.line[:0], false
		if s.search(a, d, 0) {
			return true
		}
		if s.b.stopped {
			return false
		}
		if !s.deep {
			// No line was cut short: deeper finds nothing.
			s.fail(key, noVCF)
			return false
		}
	}
	return false
}

// legal reports whether s may play at the empty point q.
func legal(pos *pattern.Position, q board.Point, s gomoku.Stone) bool {
	return pos.Forbidden(q, s) == gomoku.NoFoul
}

// search reports whether a, to move, has a VCF of at most d moves, and
// prepends it to s.line when it has. When it has none, it sets s.deep if
// a line of its search reached the depth bound, and leaves s.deep as it
// was otherwise.
func (s *vcfSolver) search(a gomoku.Stone, d, ply int) bool {
	outer := s.deep
	s.deep = false
	ok := s.node(a, d, ply)
	s.deep = s.deep || outer
	return ok
}

// node is search with s.deep false on entry: it sets s.deep when a line
// of its search reaches the depth bound. A node that fails without
// setting it has no VCF of any length, and its table entry says so: a
// later, deeper search does not look at it again.
func (s *vcfSolver) node(a gomoku.Stone, d, ply int) bool {
	if d <= 0 {
		s.deep = true
		return false
	}
	if s.b.spend() {
		return false
	}
	key := s.pos.Hash() ^ colourKey[a] ^ s.fkey
	e, seen := s.tt.get(key)
	if seen && int(e.fail) >= d {
		s.deep = e.fail < noVCF // a deeper search might find one
		return false
	}
	if len(s.buf) <= ply {
		s.buf = append(s.buf, nil)
	}
	if len(s.fa) <= ply {
		s.fa = append(s.fa, nil)
	}
	moves, v := s.attacks(a, d, ply, e, seen)
	switch v {
	case fiveNow:
		return true
	case noFour:
		s.failNode(key, d)
		return false
	}
	s.buf[ply] = moves
	s.fa[ply] = s.fa[ply][:0]
	if d >= 2 {
		s.fa[ply] = s.prefetchChildren(s.fa[ply], moves, a)
	}
	for i, m := range moves {
		var known fiveAfter
		if i < len(s.fa[ply]) {
			known = s.fa[ply][i]
		}
		switch s.four(key, m, known, a, d, ply) {
		case fourWins:
			return true
		case fourStopped:
			return false
		}
	}
	if !s.b.stopped {
		s.failNode(key, d)
	}
	return false
}

// A verdict is what the moves of a node decide before any is searched.
type verdict uint8

const (
	openNode verdict = iota // the moves are to be searched
	fiveNow                 // the attacker makes five: the move is on s.line
	noFour                  // no four can win: the defender has two fives, or a five that no four blocks
)

// attacks returns the attacker moves of the node of a at depth d and
// ply, given its table entry e (if seen), or decides the node first: a
// five of a's wins at once, and two fives of the defender's, or one that
// a cannot block with a four, leave no VCF. The moves are a's fours, the
// known first move first; for the last move of a line, only the fours
// near the line (or near the focus).
func (s *vcfSolver) attacks(a gomoku.Stone, d, ply int, e vcfEntry, seen bool) ([]board.Point, verdict) {
	pos := s.pos
	moves := pos.AppendWins(s.buf[ply][:0], a)
	if len(moves) > 0 {
		s.line = append(s.line, moves[0])
		return moves, fiveNow
	}
	def := a.Opponent()
	moves = pos.AppendWins(moves, def)
	switch {
	case len(moves) >= 2:
		return moves, noFour
	case len(moves) == 1:
		if pos.Fours(moves[0], a) == 0 || !legal(pos, moves[0], a) {
			return moves, noFour
		}
		return moves, openNode
	}
	hint := seen && e.win > 0 && int(e.win) <= d
	if hint {
		moves = append(moves, e.move) // the known first move first
	}
	if s.focused && d == 1 && !s.lineNear() {
		// The last move of a line far from the focus: near it. A longer
		// line might find one elsewhere.
		s.deep = true
		return s.appendFoursNear(moves, []board.Point{s.focus}, a), openNode
	}
	if d == 1 && ply > 0 && !pos.Rule().Restricted(def) {
		// The last move of a line: the search found no VCF of one move
		// where it started, so the last move wins only through the
		// stones of the line: it is near one of them. (A defender with
		// forbidden points may lose at a five point that the defender's
		// own stones made forbidden.)
		s.deep = true // a longer line might find one elsewhere
		return s.appendFoursNear(moves, s.line, a), openNode
	}
	fours := pos.AppendFours(moves, a)
	if hint { // the known first move is in moves already
		kept := fours[:len(moves)]
		for _, q := range fours[len(moves):] {
			if q != e.move {
				kept = append(kept, q)
			}
		}
		fours = kept
	}
	return fours, openNode
}

// A fiveAfter is what [pattern.Position.FivesAfter] says of a move: the
// number of its five points (0 when not known) and the point when it is
// the only one.
type fiveAfter struct {
	q   board.Point
	n   int8
	key uint64 // when n is 1: the table key after the move and its block q
}

// prefetchChildren starts loading the table slots of the children of
// a's moves, read by failsAfter, and appends to fa the five points after
// each move, which four reads again.
func (s *vcfSolver) prefetchChildren(fa []fiveAfter, moves []board.Point, a gomoku.Stone) []fiveAfter {
	var fives [4]board.Point
	for _, m := range moves {
		f := s.pos.FivesAfter(fives[:0], m, a)
		x := fiveAfter{n: int8(len(f))}
		if len(f) == 1 {
			x.q, x.key = f[0], s.childKey(m, f[0], a)
			s.tt.prefetch(x.key)
		}
		fa = append(fa, x)
	}
	return fa
}

// A step is what the search of one move of a node found.
type step uint8

const (
	fourFails   step = iota // no VCF through the move: the next one
	fourWins                // a VCF through the move, on s.line
	fourStopped             // a bound stopped the search
)

// four searches a's move m at the node of key at depth d and ply: a four
// that a may play, blocked by the defender, and the VCF after the block.
// A four with two five points, or whose block is forbidden, wins at
// once. known is the five points after m, when prefetchChildren read
// them.
func (s *vcfSolver) four(key uint64, m board.Point, known fiveAfter, a gomoku.Stone, d, ply int) step {
	pos, def := s.pos, a.Opponent()
	if pos.Fours(m, a) == 0 || !legal(pos, m, a) {
		return fourFails
	}
	if d == 1 && known.n == 0 && !pos.Rule().Restricted(def) && pos.Count(a, pattern.OpenFour) == 0 {
		// The last four of a line against a defender with no forbidden
		// points wins only with two five points: with no straight four
		// on the board, only with two fours (see lastFour).
		if pos.Fours(m, a) >= 2 {
			s.win(key, d, 1, m)
			s.line = append(s.line, m)
			return fourWins
		}
		s.deep = true
		return fourFails
	}
	var fives [4]board.Point
	f := fives[:0]
	switch {
	case known.n == 1:
		f = append(f, known.q)
	case known.n >= 2: // two or more: a win, whatever the points
		f = fives[:min(int(known.n), len(fives))]
	default:
		f = pos.FivesAfter(f, m, a)
	}
	if len(f) >= 2 {
		s.win(key, d, 1, m)
		s.line = append(s.line, m)
		return fourWins
	}
	q := f[0]
	if d == 1 {
		return s.lastFour(key, m, q, a)
	}
	if pos.Wins(q, def) {
		// The block makes a five (and so is allowed): m, of the other
		// colour, cannot take it away.
		return fourFails
	}
	ck := known.key
	if known.n != 1 {
		ck = s.childKey(m, q, a)
	}
	if fails, some := s.failsAfter(ck, q, a, d-1); fails {
		s.deep = s.deep || some // as the search of the child would say
		return fourFails
	}
	pos.Place(m, a)
	if !legal(pos, q, def) {
		pos.Undo()
		s.win(key, d, 1, m)
		s.line = append(s.line, m)
		return fourWins
	}
	pos.Place(q, def)
	n := len(s.line)
	s.line = append(s.line, m, q)
	ok := s.search(a, d-1, ply+1)
	pos.Undo()
	pos.Undo()
	if ok {
		s.win(key, d, 0, m)
		return fourWins
	}
	s.line = s.line[:n]
	if s.b.stopped {
		return fourStopped
	}
	return fourFails
}

// lastFour is four for the last move of a line, a's four m with the
// block q: it wins only if the block is forbidden to the defender.
// Deeper lines may go on from here.
func (s *vcfSolver) lastFour(key uint64, m, q board.Point, a gomoku.Stone) step {
	pos, def := s.pos, a.Opponent()
	s.deep = true
	if pos.MayBeForbidden(q, def) {
		pos.Place(m, a)
		won := !legal(pos, q, def)
		pos.Undo()
		if won {
			s.win(key, 1, 1, m)
			s.line = append(s.line, m)
			return fourWins
		}
	}
	return fourFails
}

// failsAfter reports whether the table says that a has no VCF of d
// moves after a's four and the block q, whose table key is ck (see
// childKey), when the block is sure to be played: allowed to the
// defender (q makes no five of the defender's: the caller has checked).
// It saves playing the two moves to read the entry.
// some reports whether a longer VCF may exist there.
func (s *vcfSolver) failsAfter(ck uint64, q board.Point, a gomoku.Stone, d int) (fails, some bool) {
	if s.pos.MayBeForbidden(q, a.Opponent()) {
		return false, false
	}
	e, seen := s.tt.get(ck)
	return seen && int(e.fail) >= d, e.fail < noVCF
}

// childKey returns the table key of the position after a's four m and
// the block q, without playing them.
func (s *vcfSolver) childKey(m, q board.Point, a gomoku.Stone) uint64 {
	pos := s.pos
	h := pos.HashAfter(m, a) ^ pos.HashAfter(q, a.Opponent()) ^ pos.Hash() // both played
	return h ^ colourKey[a] ^ s.fkey
}

// appendFoursNear appends to moves the points near one of centres (see
// near), in reading order, where a makes a four and that are not already
// in moves, and returns the extended slice. It reads the position's set
// of a's fours, a few points, and keeps those near a centre.
func (s *vcfSolver) appendFoursNear(moves, centres []board.Point, a gomoku.Stone) []board.Point {
	n := s.pos.Size()
	var seen [(gomoku.MaxSize*gomoku.MaxSize + 63) / 64]uint64
	for _, q := range moves {
		i := q.Row*n + q.Col
		seen[i>>6] |= 1 << (i & 63)
	}
	k := len(moves)
	all := s.pos.AppendFours(moves, a)
	for _, q := range all[k:] {
		i := q.Row*n + q.Col
		if seen[i>>6]&(1<<(i&63)) == 0 && nearAny(q, centres) {
			all[k] = q
			k++
		}
	}
	return all[:k]
}

// nearAny reports whether q is near one of centres, q itself excluded.
func nearAny(q board.Point, centres []board.Point) bool {
	for _, p := range centres {
		if p != q && near(q, p) {
			return true
		}
	}
	return false
}

// failNode records that node found no VCF of d moves at key: of any
// length when no line of its search reached the depth bound.
func (s *vcfSolver) failNode(key uint64, d int) {
	if !s.deep {
		d = noVCF
	}
	s.fail(key, d)
}

func (s *vcfSolver) fail(key uint64, d int) {
	e, _ := s.tt.get(key)
	e.fail = max(e.fail, int16(d))
	s.tt.put(key, e)
}

func (s *vcfSolver) win(key uint64, d, _ int, m board.Point) {
	e, _ := s.tt.get(key)
	if e.win == 0 || int(e.win) > d {
		e.win, e.move = int16(d), m
	}
	s.tt.put(key, e)
}
