package pattern

// The position as it was before the per-line codes: the test oracle of the
// new core (old_test.go). Its tables are table.go's, shared with the new
// core; everything else is the old code, with the names below renamed.

import (
	"fmt"
	"iter"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/internal/rows"
)

// A oldPlayed is one move of the history.
type oldPlayed struct {
	q   int16
	s   gomoku.Stone
	win bool // the move made a winning line
}

// A oldPoint holds the window keys of one point, by colour-1 and axis, and
// their hot entries (up to date while the point is empty), in half a cache line: a move changes both colours'
// keys of each point it touches on one axis.
type oldPoint struct {
	key [2][4]uint16
	pat [2][4]entry
	_   [8]byte
}

// A oldPosition is a square board under a rule set with the pattern tables
// of its empty points. Use [New] or [From]; the zero oldPosition has no
// points. A oldPosition is a value of fixed size (about 30 KB) apart from
// its history; [oldPosition.Clone] copies it. It is not safe for concurrent
// use.
type oldPosition struct {
	size  int
	rule  gomoku.Rule
	tab   [2]*lineTables // by colour-1: exact or loose
	cells [maxPoints]gomoku.Stone
	pts   [maxPoints]oldPoint  // the window keys and their entries
	sum   [2][maxPoints]uint32 // the 4 entries of an empty point added
	count [2][NumClasses]int32 // classes over empty points and axes
	hash  uint64
	hist  []oldPlayed
	win   int         // index in hist of the first winning move, or -1
	five  gomoku.Five // the line it made
	// rows holds the stones again as bit rows, on which the fouls are
	// checked: the check of package gomoku.
	rows rows.Lines
}

// New returns an empty size×size position under rule r. It returns an
// error matching [board.ErrSize] unless size is in
// [gomoku.MinSize]..[gomoku.MaxSize], and one matching [gomoku.ErrRule]
// for a rule that is not one of [gomoku.Rules()]. The first call builds the
// line tables (a few milliseconds, 640 KB, shared by every position).
func newOld(size int, r gomoku.Rule) (*oldPosition, error) {
	if size < gomoku.MinSize || size > gomoku.MaxSize {
		return nil, fmt.Errorf("pattern: board size %d: %w (want %d..%d)", size, board.ErrSize, gomoku.MinSize, gomoku.MaxSize)
	}
	if !r.Valid() {
		return nil, fmt.Errorf("pattern: %w %v", gomoku.ErrRule, r)
	}
	t := getTables()
	p := &oldPosition{size: size, rule: r, win: -1, rows: rows.Lines{Size: size}}
	for i, s := range [2]gomoku.Stone{gomoku.Black, gomoku.White} {
		p.tab[i] = &t[looseT]
		if exact(r, s) {
			p.tab[i] = &t[exactT]
		}
	}
	// Points off the board are blocked for both colours.
	for row := range size {
		for col := range size {
			q := row*size + col
			for a, d := range axisDelta {
				var k uint16
				for o := -window; o <= window; o++ {
					if o == 0 {
						continue
					}
					if r, c := row+o*d[0], col+o*d[1]; uint(r) >= uint(size) || uint(c) >= uint(size) {
						k += 2 * pow3[digit(o)]
					}
				}
				for i := range 2 {
					p.pts[q].key[i][a] = k
					e := p.tab[i].hot[k]
					p.pts[q].pat[i][a] = e
					p.sum[i][q] += e.wide()
					p.count[i][e.class()]++
				}
			}
		}
	}
	return p, nil
}

// Size returns the number of points on a side of p.
func (p *oldPosition) Size() int { return p.size }

// In reports whether q is a point of p.
func (p *oldPosition) In(q board.Point) bool {
	return uint(q.Row) < uint(p.size) && uint(q.Col) < uint(p.size)
}

// At returns the stone at q, or Empty if q is not on p.
func (p *oldPosition) At(q board.Point) gomoku.Stone {
	if !p.In(q) {
		return gomoku.Empty
	}
	return p.cells[q.Row*p.size+q.Col]
}

// Len returns the number of moves oldPlayed since [New] or [From].
func (p *oldPosition) Len() int { return len(p.hist) }

// Hash returns a Zobrist hash of the stones of p, not of whose turn it is
// (p has no turn), with the keys of [gomoku.Game.Hash]: the hash of a Game
// in the same position with Black to move.
func (p *oldPosition) Hash() uint64 { return p.hash }

// point returns the point of index q.
func (p *oldPosition) point(q int) board.Point { return board.Pt(q/p.size, q%p.size) }

// Place puts a stone of s at the empty point q and updates the tables of
// the points within 5 steps of q on its 4 lines. It does not enforce turns
// or forbidden moves; a move after a win is oldPlayed like any other. It
// panics if q is off the board or occupied, or s is not Black or White.
// It costs O(1): about 40 window updates per colour.
func (p *oldPosition) Place(q board.Point, s gomoku.Stone) {
	if !p.In(q) || p.cells[q.Row*p.size+q.Col] != gomoku.Empty || s != gomoku.Black && s != gomoku.White {
		panic(fmt.Sprintf("pattern: Place(%v, %v) on a %d×%d position: not an empty point and a colour", q, s, p.size, p.size))
	}
	i := q.Row*p.size + q.Col
	won := field(p.sum[s-1][i], fFive) > 0
	p.hist = append(p.hist, oldPlayed{q: int16(i), s: s, win: won})
	p.place(q.Row, q.Col, s)
	if won && p.win < 0 {
		p.win = len(p.hist) - 1
		p.five = p.lineAt(q, s)
	}
}

// Undo takes back the last move and reports whether there was one.
func (p *oldPosition) Undo() bool {
	n := len(p.hist)
	if n == 0 {
		return false
	}
	m := p.hist[n-1]
	p.hist = p.hist[:n-1]
	if p.win == n-1 {
		p.win, p.five = -1, gomoku.Five{}
	}
	p.remove(int(m.q), m.s)
	return true
}

// Clone returns an independent copy of p with the same history.
func (p *oldPosition) Clone() *oldPosition {
	c := *p
	c.hist = append([]oldPlayed(nil), p.hist...)
	return &c
}

// place puts s at (row, col) and updates the tables.
func (p *oldPosition) place(row, col int, s gomoku.Stone) {
	q := row*p.size + col
	for i := range 2 {
		p.sum[i][q] = 0
		for a := range 4 {
			p.count[i][p.pts[q].pat[i][a].class()]--
		}
	}
	p.cells[q] = s
	p.hash ^= stoneKey(s, row, col)
	p.rows.Set(board.Pt(row, col), int(s))
	p.around(row, col, s, 1)
}

// remove empties the point q that holds s and updates the tables.
func (p *oldPosition) remove(q int, s gomoku.Stone) {
	p.cells[q] = gomoku.Empty
	p.hash ^= stoneKey(s, q/p.size, q%p.size)
	p.rows.Set(p.point(q), 0)
	p.around(q/p.size, q%p.size, s, -1)
	for i := range 2 {
		var sum uint32
		for a := range 4 {
			e := p.tab[i].hot[p.pts[q].key[i][a]]
			p.pts[q].pat[i][a] = e
			sum += e.wide()
			p.count[i][e.class()]++
		}
		p.sum[i][q] = sum
	}
}

// around adds (sign 1) or takes away (sign -1) a stone of s at (row, col)
// in the window keys of the points within 5 steps on its 4 lines. It
// updates the keys first and reads the tables after, so that the reads
// (the cost: the tables are bigger than the first-level cache) overlap.
func (p *oldPosition) around(row, col int, s gomoku.Stone, sign int) {
	n := p.size
	own := int(s - 1)
	at := row*n + col
	var touched [4 * 2 * window]uint16 // empty points: index<<2 | axis
	m := 0
	for a, d := range axisDelta {
		step := d[0]*n + d[1]
		for _, dir := range [2]int{-1, 1} {
			// The steps to the edge in this direction.
			lim := window
			if r := dir * d[0]; r < 0 {
				lim = min(lim, row)
			} else if r > 0 {
				lim = min(lim, n-1-row)
			}
			if c := dir * d[1]; c < 0 {
				lim = min(lim, col)
			} else if c > 0 {
				lim = min(lim, n-1-col)
			}
			q := at
			for k := 1; k <= lim; k++ {
				q += dir * step
				// The stone is at offset -dir*k in q's window: digit 1
				// for its colour, 2 for the other.
				w := uint16(sign) * pow3[digit(-dir*k)]
				pt := &p.pts[q]
				pt.key[own][a] += w
				pt.key[1-own][a] += 2 * w
				if p.cells[q] == gomoku.Empty { // an occupied point's entries are read when it empties
					touched[m] = uint16(q<<2 | a)
					m++
				}
			}
		}
	}
	for _, t := range touched[:m] {
		q, a := int(t>>2), int(t&3)
		pt := &p.pts[q]
		for i := range 2 {
			e := p.tab[i].hot[pt.key[i][a]]
			if old := pt.pat[i][a]; e != old {
				pt.pat[i][a] = e
				p.sum[i][q] += e.wide() - old.wide()
				p.count[i][old.class()]--
				p.count[i][e.class()]++
			}
		}
	}
}

// Class returns the class of the line through the empty point q on axis a
// for s, as if s oldPlayed at q. It returns None for an occupied point, a
// point off the board or a colour other than Black and White.
func (p *oldPosition) Class(q board.Point, a board.Axis, s gomoku.Stone) Class {
	if !p.In(q) || p.cells[q.Row*p.size+q.Col] != gomoku.Empty || s != gomoku.Black && s != gomoku.White || a > 3 {
		return None
	}
	return p.pts[q.Row*p.size+q.Col].pat[s-1][a].class()
}

// Count returns the number of pairs of an empty point and an axis whose
// class for s is c: Count(s, Five) > 0 says that s has a four on the
// board, a point where it wins. It costs one read.
func (p *oldPosition) Count(s gomoku.Stone, c Class) int {
	if s != gomoku.Black && s != gomoku.White || c >= NumClasses {
		return 0
	}
	return int(p.count[s-1][c])
}

// emptyAt returns the index of q and reports whether q is an empty oldPoint
// of p and s is Black or White.
func (p *oldPosition) emptyAt(q board.Point, s gomoku.Stone) (int, bool) {
	if !p.In(q) || s != gomoku.Black && s != gomoku.White {
		return 0, false
	}
	i := q.Row*p.size + q.Col
	return i, p.cells[i] == gomoku.Empty
}

// sumAt returns the sum of the entries of the empty point q for s, or 0.
func (p *oldPosition) sumAt(q board.Point, s gomoku.Stone) uint32 {
	i, ok := p.emptyAt(q, s)
	if !ok {
		return 0
	}
	return p.sum[s-1][i]
}

// Window returns the most stones of s in a window of 5 points on one of
// the 4 lines through the empty point q, q in the window but not
// counted, that holds no stone of the other colour and no point off the
// board: 3 says that s at q makes a four or a five possible on that line,
// 2 a three. It returns 0 for an occupied point, a point off the board
// or a colour other than Black and White. It costs 4 reads.
func (p *oldPosition) Window(q board.Point, s gomoku.Stone) int {
	i, ok := p.emptyAt(q, s)
	if !ok {
		return 0
	}
	k := &p.pts[i].key[s-1]
	return int(max(most[k[0]], most[k[1]], most[k[2]], most[k[3]]))
}

// Lines returns the 4 lines through the empty point q for s, in the order
// of [board.Axes]: what an evaluation reads of a point, in 8 reads. It
// returns zero Lines for an occupied point, a point off the board or a
// colour other than Black and White.
func (p *oldPosition) Lines(q board.Point, s gomoku.Stone) [4]Line {
	var l [4]Line
	i, ok := p.emptyAt(q, s)
	if !ok {
		return l
	}
	pt := &p.pts[i]
	for a := range l {
		l[a] = Line{Class: pt.pat[s-1][a].class(), Window: int(most[pt.key[s-1][a]])}
	}
	return l
}

// Wins reports whether s at the empty point q makes a line that wins
// under the rule set of p. It costs one read.
func (p *oldPosition) Wins(q board.Point, s gomoku.Stone) bool {
	return field(p.sumAt(q, s), fFive) > 0
}

// Fours returns the number of fours that s at the empty point q makes, on
// all 4 lines, counted as the gomoku package counts them (RIF §3: the two
// ends of a straight four are one four, X.XXX.X holds two): the moves
// after which s has a point that wins. A four is counted with the rule's
// five: exactly five where only exactly five wins. It is 0 when the move
// itself wins. It costs one read.
func (p *oldPosition) Fours(q board.Point, s gomoku.Stone) int {
	sum := p.sumAt(q, s)
	if field(sum, fFive) > 0 {
		return 0
	}
	return field(sum, fFours)
}

// Threes returns the number of lines on which s at the empty point q makes
// a three: a line with a move that makes a straight four without making a
// five on another line at the same time (RIF §3). It does not ask whether
// the threes are real (see [oldPosition.Forbidden]).
func (p *oldPosition) Threes(q board.Point, s gomoku.Stone) int {
	if sum := p.sumAt(q, s); field(sum, fThrees) == 0 || field(sum, fFive) > 0 {
		return 0
	}
	i := q.Row*p.size + q.Col
	n := 0
	for a := range 4 {
		if p.straightFourMoves(i, a, s-1) != 0 {
			n++
		}
	}
	return n
}

// FivesAfter appends to dst the points where s would win once it has
// oldPlayed at the empty point q, on the 4 lines through q, and returns the
// extended slice: none when q makes no four, two or more when it makes a
// straight four or two fours. Only points made winning by q are listed.
func (p *oldPosition) FivesAfter(dst []board.Point, q board.Point, s gomoku.Stone) []board.Point {
	if sum := p.sumAt(q, s); field(sum, fFours) == 0 || field(sum, fFive) > 0 {
		return dst
	}
	i := q.Row*p.size + q.Col
	for a, d := range axisDelta {
		m := p.tab[s-1].mask[p.pts[i].key[s-1][a]].fives()
		for ; m != 0; m &= m - 1 {
			o := bitsTrailing(m) - window
			dst = append(dst, board.Pt(q.Row+o*d[0], q.Col+o*d[1]))
		}
	}
	return dst
}

// AppendWins appends to dst the empty points where s wins at once, in
// reading order, and returns the extended slice. It reads every oldPoint
// only when [oldPosition.Count](s, Five) says there is one.
func (p *oldPosition) AppendWins(dst []board.Point, s gomoku.Stone) []board.Point {
	if p.Count(s, Five) == 0 {
		return dst
	}
	for i := range p.size * p.size {
		if p.cells[i] == gomoku.Empty && field(p.sum[s-1][i], fFive) > 0 {
			dst = append(dst, p.point(i))
		}
	}
	return dst
}

// AppendFours appends to dst the empty points where s makes a four (see
// [oldPosition.Fours]), in reading order, and returns the extended slice.
// It reads every point once.
func (p *oldPosition) AppendFours(dst []board.Point, s gomoku.Stone) []board.Point {
	if s != gomoku.Black && s != gomoku.White {
		return dst
	}
	sums := &p.sum[s-1]
	for i := range p.size * p.size {
		if sum := sums[i]; sum&(15<<fFours) != 0 && sum&(15<<fFive) == 0 && p.cells[i] == gomoku.Empty {
			dst = append(dst, p.point(i))
		}
	}
	return dst
}

// Winner returns the first winning line made in the history of p, the
// line through the stone of the first move that won (the first of its
// lines in the order of [board.Axes]), and reports whether there is one.
// Stones placed by [From] are not moves: a position whose board already
// holds a five has no winner until a move makes one.
func (p *oldPosition) Winner() (gomoku.Five, bool) {
	return p.five, p.win >= 0
}

// lineAt returns the first winning line through the stone of s at q, in
// the order of board.Axes.
func (p *oldPosition) lineAt(q board.Point, s gomoku.Stone) gomoku.Five {
	for a, d := range axisDelta {
		back := p.run(q, -d[0], -d[1], s)
		n := 1 + back + p.run(q, d[0], d[1], s)
		if n == 5 || n > 5 && !exact(p.rule, s) {
			return gomoku.Five{Stone: s, Start: board.Pt(q.Row-back*d[0], q.Col-back*d[1]), Axis: board.Axis(a), Len: n, Size: p.size}
		}
	}
	return gomoku.Five{} // not reached: the move won
}

// run returns the number of stones of s from q (not counted) in steps of
// (dr, dc).
func (p *oldPosition) run(q board.Point, dr, dc int, s gomoku.Stone) int {
	n := 0
	for r, c := q.Row+dr, q.Col+dc; uint(r) < uint(p.size) && uint(c) < uint(p.size) && p.cells[r*p.size+c] == s; r, c = r+dr, c+dc {
		n++
	}
	return n
}

// Points returns an iterator over the empty points of p in reading order.
func (p *oldPosition) Points() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for i := range p.size * p.size {
			if p.cells[i] == gomoku.Empty && !yield(p.point(i)) {
				return
			}
		}
	}
}

// straightFourMoves returns the offsets (bit o+5) of the moves on axis a
// that make the line through the empty point i, with colour c+1 there, a
// straight four without making a five on another line at the same time:
// the moves of the three of RIF §3. A move on axis a makes no five on
// another line through the point i, so the position as it stands tells.
func (p *oldPosition) straightFourMoves(i, a int, c gomoku.Stone) uint32 {
	m := p.tab[c].mask[p.pts[i].key[c][a]].threes()
	step := axisDelta[a][0]*p.size + axisDelta[a][1]
	for x := m; x != 0; x &= x - 1 {
		j := i + (bitsTrailing(x)-window)*step
		for b := range 4 {
			if b != a && field(p.pts[j].pat[c][b].wide(), fFive) > 0 {
				m &^= x & -x // RIF §3: a straight four made with a five is no three
				break
			}
		}
	}
	return m
}

// Forbidden returns the foul that s playing at q would be under the rule
// set of p, or [gomoku.NoFoul], with the rules and results of
// [gomoku.Forbidden]: [gomoku.Overline], [gomoku.DoubleFour] or
// [gomoku.DoubleThree], in that order; never a foul for a move that makes
// exactly five, an occupied point, a point off the board or a colour
// without forbidden moves.
//
// It reads the sums of q's 4 lines, and only a point that they make a
// candidate (an overline, two fours or two threes, and no five) costs
// more: the check of package gomoku, on the bit rows that p keeps beside
// its tables, which under renju asks the same of the moves that make each
// three a straight four, recursively, on a copy of the rows. p itself is
// only read, so any number of goroutines may ask at once of a position
// that no one changes.
func (p *oldPosition) Forbidden(q board.Point, s gomoku.Stone) gomoku.Foul {
	if !restricted(p.rule, s) || !p.In(q) {
		return gomoku.NoFoul
	}
	if i := q.Row*p.size + q.Col; !candidate(p.sum[s-1][i], p.foulMask()) || p.cells[i] != gomoku.Empty {
		return gomoku.NoFoul
	}
	return gomoku.Foul(p.rows.Forbidden(q, int(s), p.rule == gomoku.Renju))
}

// foulMask returns the fields of a sum that make an empty point a
// candidate for a foul under the rule set of p: overlines, fours and
// threes under renju, threes under omok (a field of 1 is no foul, so the
// mask leaves out its lowest bit).
func (p *oldPosition) foulMask() uint32 {
	if p.rule == gomoku.Omok {
		return 14 << fThrees
	}
	return 15<<fOver | 14<<fFours | 14<<fThrees
}

// ForbiddenPoints returns an iterator over the empty points where s may
// not play under the rule set of p, with the reason, in reading order (by
// row from the top, then by column). Each point that is not a candidate
// (no overline, two fours or two threes) costs one read, and each
// candidate what [oldPosition.Forbidden] costs. p must not change while the
// iterator runs.
func (p *oldPosition) ForbiddenPoints(s gomoku.Stone) iter.Seq2[board.Point, gomoku.Foul] {
	return func(yield func(board.Point, gomoku.Foul) bool) {
		if !restricted(p.rule, s) {
			return
		}
		mask, renju := p.foulMask(), p.rule == gomoku.Renju
		sums := &p.sum[s-1]
		for i := range p.size * p.size {
			if !candidate(sums[i], mask) || p.cells[i] != gomoku.Empty {
				continue
			}
			q := p.point(i)
			if f := gomoku.Foul(p.rows.Forbidden(q, int(s), renju)); f != gomoku.NoFoul && !yield(q, f) {
				return
			}
		}
	}
}
