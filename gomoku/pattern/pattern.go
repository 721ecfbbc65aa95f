// Package pattern keeps a gomoku position with the line patterns of every
// empty point up to date move by move, as strong gomoku and renju engines
// do: for both colours and each of the 4 lines through a point, the class
// of the line if that colour played there ([Five], [OpenFour], [Four],
// [Three], ...). Each line of the board is kept as one integer, 2 bits a
// point, and [Position.Place] changes only the 11 points around the stone
// on each of its 4 lines: one table lookup per point on the code of its
// 11-point window, which gives both colours' patterns, and the point's
// totals updated where a pattern changed. [Position.Undo] copies back
// what the move saved. Threats, fives and forbidden points are read
// rather than scanned:
//
//	pos, _ := pattern.New(15, gomoku.Renju)
//	pos.Place(board.Pt(7, 7), gomoku.Black)
//	pos.Count(gomoku.White, pattern.Five) // 0: White has no four
//	for p, f := range pos.ForbiddenPoints(gomoku.Black) { ... }
//
// Fours and threes are those of package gomoku (RIF §3), and tests hold
// the tables to the gomoku scans. The fouls (with the five clause at every
// depth of the real-three recursion) are package gomoku's check itself:
// the tables rule out the points that cannot be fouls, and the others are
// checked on bit rows that the position keeps beside the tables, by the
// code that checks [gomoku.Forbidden]. The tables' own reading of the
// fouls is the tests' oracle. The package is the position of the
// threat solvers of package threat; it does not choose moves.
package pattern

import (
	"fmt"
	"iter"
	"math/bits"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/internal/rows"
	"github.com/seed131617c4/board/gomoku/internal/zkeys"
	"github.com/seed131617c4/board/internal/enum"
)

// A Class is the pattern of one line through an empty point for one
// colour, as if that colour played there. The zero Class is None.
type Class uint8

// The classes, weakest first. A point's class on a line is the first that
// applies from the strongest down.
const (
	None       Class = iota // nothing below
	Three                   // a move on the line then makes a straight four (a three of RIF §3 before the five clause)
	Four                    // one four: one move on the line then makes a winning line
	OpenFour                // a straight four: two moves on the line then win
	DoubleFour              // two fours on one line, as X.XXX.X
	Five                    // the move makes a winning line
	Overline                // six or more in a row, where only exactly five wins
)

// NumClasses is the number of classes, for arrays indexed by Class.
const NumClasses = 7

var classNames = [NumClasses]string{"none", "three", "four", "open-four", "double-four", "five", "overline"}

// String returns the name of c, like "open-four", or "Class(9)" for a
// value that is not a class.
func (c Class) String() string {
	return enum.Name(c, 0, "Class", classNames[:]...)
}

// maxPoints is the number of points of the largest board.
const maxPoints = gomoku.MaxSize * gomoku.MaxSize

// bitWords is the number of words of a set of points, a bit per point
// index, rounded up to a power of 2 (an index masked by bitWords-1 needs
// no check).
const bitWords = 16

// axisDelta is the forward step of each axis, as board.Axis.Forward.
var axisDelta = [4][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}}

// stoneKey returns the Zobrist key of a stone of s at (row, col), the key
// of a gomoku.Game.
func stoneKey(s gomoku.Stone, row, col int) uint64 {
	return zkeys.Stone(int(s), row*gomoku.MaxSize+col)
}

// A Position is a square board under a rule set with the pattern tables
// of its empty points. Use [New] or [From]; the zero Position has no
// points. A Position is a value of fixed size (about 22 KB) apart from
// its history; [Position.Clone] copies it. It is not safe for concurrent
// use.
type Position struct {
	size       int
	rule       gomoku.Rule
	restricted [4]bool                     // by colour (s&3): whether the rule gives it forbidden points
	steps      [4]int                      // by axis: the index step of the next point of a line
	code       *[1 << codeBits]uint8       // the combined table of the rule
	geo        *[maxPoints][4]axisGeo      // by point index and axis: where the point lies
	tab        [2]*lineTables              // by colour-1: the line tables, exact or loose
	st         *stateTables                // the tables on states
	cells      [maxPoints]gomoku.Stone     // the stones by point index row*size+col
	codes      [4][maxLines]uint64         // by axis and line: the line code
	slots      [4][maxLines][slotLen]uint8 // by axis, line and place+pad: the combined state of the point
	sum        [maxPoints]uint64           // the wide forms of a point's 4 states, black in the low half
	count      counts                      // by colour and class: states over empty points and axes
	wins       [2][bitWords]uint64         // by colour-1, a bit per point index: the empty points where the colour wins
	fours      [2][bitWords]uint64         // the same for the points where it makes a four and does not win
	hash       uint64
	hist       []frame
	recs       []sumRecord // the sums changed by the moves of hist
	win        int         // index in hist of the first winning move, or -1
	five       gomoku.Five // the line it made
	// rows holds the stones again as bit rows, on which the fouls are
	// checked: the check of package gomoku.
	rows rows.Lines
}

// New returns an empty size×size position under rule r. It returns an
// error matching [board.ErrSize] unless size is in
// [gomoku.MinSize]..[gomoku.MaxSize], and one matching [gomoku.ErrRule]
// for a rule that is not one of [gomoku.Rules()]. The first call builds
// the line tables (about 0.8 MB) and the first call for a rule its code
// table (4 MB, one for freestyle, one for renju, one for standard and omok
// together), a few milliseconds each, and the first call for a size a
// table of where its points lie on their lines (16 KB), all shared by
// every position.
func New(size int, r gomoku.Rule) (*Position, error) {
	if size < gomoku.MinSize || size > gomoku.MaxSize {
		return nil, fmt.Errorf("pattern: board size %d: %w (want %d..%d)", size, board.ErrSize, gomoku.MinSize, gomoku.MaxSize)
	}
	if !r.Valid() {
		return nil, fmt.Errorf("pattern: %w %v", gomoku.ErrRule, r)
	}
	p := &Position{size: size, rule: r, win: -1, rows: rows.Lines{Size: size}}
	for _, s := range [2]gomoku.Stone{gomoku.Black, gomoku.White} {
		p.restricted[s] = r.Restricted(s)
	}
	p.code = getCodeTable(exact(r, gomoku.Black), exact(r, gomoku.White))
	p.geo = getGeo(size)
	p.st = getStates()
	for i, s := range [2]gomoku.Stone{gomoku.Black, gomoku.White} {
		p.tab[i] = &getTables()[looseT]
		if exact(r, s) {
			p.tab[i] = &getTables()[exactT]
		}
	}
	for a, d := range axisDelta {
		p.steps[a] = d[0]*size + d[1]
	}
	for row := range size {
		for col := range size {
			for a := range 4 {
				line, c := lineOf(a, row, col, size)
				p.codes[a][line] |= 3 << (2 * (c + pad))
			}
		}
	}
	for row := range size {
		for col := range size {
			q := row*size + col
			for a := range 4 {
				line, c := lineOf(a, row, col, size)
				e := p.code[p.codes[a][line]>>(2*c)&codeMask]
				p.slots[a][line][c+pad] = e
				p.sum[q] += p.st.wide[e]
				p.count.add(&p.st.cnt[e], &counts{})
			}
			p.mark(q)
		}
	}
	return p, nil
}

// From returns the position of b under rule r, its stones placed with no
// history. b must be square; errors are those of [New].
func From(b *board.Board[gomoku.Stone], r gomoku.Rule) (*Position, error) {
	if b.Rows() != b.Cols() {
		return nil, fmt.Errorf("pattern: %dx%d board: %w (want a square board)", b.Rows(), b.Cols(), board.ErrSize)
	}
	p, err := New(b.Rows(), r)
	if err != nil {
		return nil, err
	}
	for q, s := range b.All() {
		if s == gomoku.Black || s == gomoku.White {
			p.place(q.Row, q.Col, q.Row*p.size+q.Col, s)
		}
	}
	p.hist, p.recs = p.hist[:0], p.recs[:0]
	return p, nil
}

// exact reports whether only exactly five wins for s under r.
func exact(r gomoku.Rule, s gomoku.Stone) bool {
	switch r {
	case gomoku.Standard, gomoku.Omok:
		return true
	case gomoku.Renju:
		return s == gomoku.Black
	}
	return false
}

// Size returns the number of points on a side of p.
func (p *Position) Size() int { return p.size }

// Rule returns the rule set of p.
func (p *Position) Rule() gomoku.Rule { return p.rule }

// In reports whether q is a point of p.
func (p *Position) In(q board.Point) bool {
	return uint(q.Row) < uint(p.size) && uint(q.Col) < uint(p.size)
}

// At returns the stone at q, or Empty if q is not on p.
func (p *Position) At(q board.Point) gomoku.Stone {
	if !p.In(q) {
		return gomoku.Empty
	}
	return p.cells[q.Row*p.size+q.Col]
}

// Len returns the number of moves played since [New] or [From].
func (p *Position) Len() int { return len(p.hist) }

// Last returns the last move played and its colour, and false when no
// move has been played.
func (p *Position) Last() (board.Point, gomoku.Stone, bool) {
	if len(p.hist) == 0 {
		return board.Point{}, gomoku.Empty, false
	}
	m := &p.hist[len(p.hist)-1]
	return p.point(int(m.q)), gomoku.Stone(m.s), true
}

// Hash returns a Zobrist hash of the stones of p, not of whose turn it is
// (p has no turn), with the keys of [gomoku.Game.Hash]: the hash of a Game
// in the same position with Black to move.
func (p *Position) Hash() uint64 { return p.hash }

// HashAfter returns what [Position.Hash] would return once s has played
// at the empty point q, without playing it.
func (p *Position) HashAfter(q board.Point, s gomoku.Stone) uint64 {
	if !p.In(q) || s != gomoku.Black && s != gomoku.White {
		return p.hash
	}
	return p.hash ^ stoneKey(s, q.Row, q.Col)
}

// point returns the point of index q.
func (p *Position) point(q int) board.Point { return board.Pt(q/p.size, q%p.size) }

// Place puts a stone of s at the empty point q and updates the tables of
// the points within 5 steps of q on its 4 lines. It does not enforce turns
// or forbidden moves; a move after a win is played like any other. It
// panics if q is off the board or occupied, or s is not Black or White.
// It costs O(1): one table lookup for each of the 44 points around q on
// its lines, and more only where their patterns change.
func (p *Position) Place(q board.Point, s gomoku.Stone) {
	if !p.In(q) || p.cells[q.Row*p.size+q.Col] != gomoku.Empty || s != gomoku.Black && s != gomoku.White {
		panic(fmt.Sprintf("pattern: Place(%v, %v) on a %d×%d position: not an empty point and a colour", q, s, p.size, p.size))
	}
	i := q.Row*p.size + q.Col
	won := field(p.sumOf(i, s), fFive) > 0
	p.place(q.Row, q.Col, i, s)
	if won {
		p.hist[len(p.hist)-1].win = true
		if p.win < 0 {
			p.win = len(p.hist) - 1
			p.five = p.lineAt(q, s)
		}
	}
}

// Undo takes back the last move and reports whether there was one.
func (p *Position) Undo() bool {
	n := len(p.hist)
	if n == 0 {
		return false
	}
	if p.win == n-1 {
		p.win, p.five = -1, gomoku.Five{}
	}
	f := &p.hist[n-1]
	i := int(f.q)
	p.cells[i] = gomoku.Empty
	p.hash, p.count = f.hash, f.count
	for _, r := range p.recs[f.rec:] { // a move records a point once
		q, sum := int(r>>16&0xffff), uint64(r&recSum)
		if diff := (sum ^ p.sum[q]) & markFields; diff != 0 {
			p.sum[q] = sum
			p.remark(q, diff)
		}
		p.sum[q] = sum
	}
	p.recs = p.recs[:f.rec]
	p.undoLines(f)
	p.hist = p.hist[:n-1]
	return true
}

// Clone returns an independent copy of p with the same history.
func (p *Position) Clone() *Position {
	c := *p
	c.hist = append([]frame(nil), p.hist...)
	c.recs = append([]sumRecord(nil), p.recs...)
	return &c
}

// place puts s at the empty point (row, col) of index i, pushing its
// frame.
func (p *Position) place(row, col, i int, s gomoku.Stone) {
	n := len(p.hist)
	if n == cap(p.hist) {
		p.hist = append(p.hist, frame{})
	} else {
		p.hist = p.hist[:n+1]
	}
	f := &p.hist[n]
	f.q, f.s, f.win, f.rec, f.hash, f.count = int16(i), uint8(s), false, int32(len(p.recs)), p.hash, p.count
	p.cells[i] = s
	p.hash ^= stoneKey(s, row, col)
	p.placeLines(i, uint8(s), f)
}

// Class returns the class of the line through the empty point q on axis a
// for s, as if s played at q. It returns None for an occupied point, a
// point off the board or a colour other than Black and White.
func (p *Position) Class(q board.Point, a board.Axis, s gomoku.Stone) Class {
	if !p.In(q) || p.cells[q.Row*p.size+q.Col] != gomoku.Empty || s != gomoku.Black && s != gomoku.White || a > 3 {
		return None
	}
	return Class(p.st.class[p.stateAt(q.Row, q.Col, int(a), s)])
}

// Segment returns the 11 points of the line through q on axis a, from
// 5 points before q to 5 after it in the axis's [board.Axis.Forward]
// direction, 2 bits a point: the point q+(k-5)·d at bits 2k and 2k+1,
// 3 for an empty point, 1 for a black stone, 2 for a white one and 0
// for a point off the board (q itself at bits 10-11). It returns 0 for
// a point off the board or an axis past 3. It costs one read: what a
// caller that counts stones along a line reads instead of 11 calls of
// [Position.At].
func (p *Position) Segment(q board.Point, a board.Axis) uint32 {
	if !p.In(q) || a > 3 {
		return 0
	}
	return uint32(p.codeAt(q.Row, q.Col, int(a)))
}

// codeAt returns the code of the 11 points around (row, col) on axis a:
// the point k-5 steps along the axis at bits 2k and 2k+1.
func (p *Position) codeAt(row, col, a int) uint64 {
	line, c := lineOf(a, row, col, p.size)
	return p.codes[a&3][line&(maxLines-1)] >> (2 * (c & 31)) & codeMask
}

// stateAt returns the state for s of the point (row, col) on axis a.
func (p *Position) stateAt(row, col, a int, s gomoku.Stone) state {
	line, c := lineOf(a, row, col, p.size)
	return state(p.slots[a][line&(maxLines-1)][c&31+pad] >> (4 * (s - 1) & 7) & 15)
}

// keyAt returns the key of the line tables for s of the point (row, col)
// on axis a.
func (p *Position) keyAt(row, col, a int, s gomoku.Stone) uint16 {
	return p.st.key(p.codeAt(row, col, a), int(s-1)&1)
}

// sumOf returns the sum of the states of the point of index i for s, a
// colour.
func (p *Position) sumOf(i int, s gomoku.Stone) uint32 {
	return uint32(p.sum[i] >> (32 * (s - 1) & 63))
}

// Count returns the number of pairs of an empty point and an axis whose
// class for s is c: Count(s, Five) > 0 says that s has a four on the
// board, a point where it wins. It costs one read.
func (p *Position) Count(s gomoku.Stone, c Class) int {
	if s != gomoku.Black && s != gomoku.White || c >= NumClasses {
		return 0
	}
	return p.count.get(int(s-1), c)
}

// emptyAt returns the index of q and reports whether q is an empty point
// of p and s is Black or White.
func (p *Position) emptyAt(q board.Point, s gomoku.Stone) (int, bool) {
	if !p.In(q) || s != gomoku.Black && s != gomoku.White {
		return 0, false
	}
	i := q.Row*p.size + q.Col
	return i, p.cells[i] == gomoku.Empty
}

// sumAt returns the sum of the entries of the empty point q for s, or 0:
// an occupied point's sum is 0, so only q and s are checked.
func (p *Position) sumAt(q board.Point, s gomoku.Stone) uint32 {
	if !p.In(q) || s-1 > 1 {
		return 0
	}
	return uint32(p.sum[q.Row*p.size+q.Col] >> (32 * (s - 1) & 63))
}

// Window returns the most stones of s in a window of 5 points on one of
// the 4 lines through the empty point q, q in the window but not
// counted, that holds no stone of the other colour and no point off the
// board: 3 says that s at q makes a four or a five possible on that line,
// 2 a three. It returns 0 for an occupied point, a point off the board
// or a colour other than Black and White. It costs 4 reads.
func (p *Position) Window(q board.Point, s gomoku.Stone) int {
	i, ok := p.emptyAt(q, s)
	if !ok {
		return 0
	}
	c := int(s-1) & 1
	row, col := (i/p.size)&31, (i%p.size)&31
	d, e := p.diagonals(row, col)
	st := p.st
	n := max(st.mostOf(p.codes[0][row]>>(2*col), c), st.mostOf(p.codes[1][col]>>(2*row), c),
		st.mostOf(p.codes[2][d]>>(2*col), c), st.mostOf(p.codes[3][e]>>(2*col), c))
	return int(n)
}

// AppendWindows appends to dst the empty points q where Window(q, s) is
// at least k, in reading order, and returns the extended slice: with
// k 1, the points in an open window of 5 with a stone of s. It works on
// the bit rows of whole lines (the windows of 5 points free of the other
// colour holding k stones of s, then the empty points they cover), a few
// dozen operations a line and a few a point found: a scan of the board
// that costs a fraction of a call of [Position.Window] at every point.
// With k 0 or less it appends every empty point; with k over 4, or s
// neither Black nor White, none.
func (p *Position) AppendWindows(dst []board.Point, s gomoku.Stone, k int) []board.Point {
	if s != gomoku.Black && s != gomoku.White || k > 4 {
		return dst
	}
	if k <= 0 {
		for q := range p.Points() {
			dst = append(dst, q)
		}
		return dst
	}
	var set [bitWords]uint64
	n, c := p.size, int(s-1)&1
	for a := range 4 {
		lines := n
		if a >= 2 {
			lines = 2*n - 1
		}
		mine, theirs := &p.rows.Rows[c][a], &p.rows.Rows[1-c][a]
		for ln := range lines {
			own := uint64(mine[ln])
			if own == 0 {
				continue
			}
			lo, hi := 0, n-1
			if a >= 2 {
				lo, hi = max(0, ln-(n-1)), min(n-1, ln)
			}
			valid := (uint64(2)<<(hi&63) - 1) &^ (uint64(1)<<(lo&63) - 1)
			free := valid &^ uint64(theirs[ln])
			if cover := windowsCover(own, free, k) &^ own; cover != 0 {
				p.scatter(&set, a, ln, cover)
			}
		}
	}
	return p.appendSet(dst, &set)
}

// windowsCover returns the points covered by the windows of 5 points of
// free (the bits of a line) that hold at least k (1 to 4) bits of own.
func windowsCover(own, free uint64, k int) uint64 {
	starts := free & (free >> 1) & (free >> 2) & (free >> 3) & (free >> 4)
	if starts == 0 || own == 0 {
		return 0
	}
	// a1..a4: the starts of windows with at least 1..4 bits of own.
	var a1, a2, a3, a4 uint64
	for i := range 5 {
		x := own >> i
		a4 |= a3 & x
		a3 |= a2 & x
		a2 |= a1 & x
		a1 |= x
	}
	g := starts & a1
	switch k {
	case 2:
		g &= a2
	case 3:
		g &= a3
	case 4:
		g &= a4
	}
	return g | g<<1 | g<<2 | g<<3 | g<<4
}

// scatter adds to set the points of the bits of x of line ln on axis a.
func (p *Position) scatter(set *[bitWords]uint64, a, ln int, x uint64) {
	n := p.size
	if a == 0 && x != 0 {
		i := ln * n
		set[i>>6&(bitWords-1)] |= x << (i & 63)
		if i&63 != 0 {
			set[(i>>6+1)&(bitWords-1)] |= x >> (64 - i&63)
		}
		return
	}
	for ; x != 0; x &= x - 1 {
		b := bits.TrailingZeros64(x)
		var i int
		switch a {
		case 1:
			i = b*n + ln
		case 2:
			i = (b-ln+n-1)*n + b
		default:
			i = (ln-b)*n + b
		}
		set[i>>6&(bitWords-1)] |= 1 << (i & 63)
	}
}

// A Line is what the line through an empty point on one axis holds for
// one colour: the Class of the line as if the colour played there, and
// the most stones of the colour in an open window of 5 points through the
// point, as [Position.Window] counts them.
type Line struct {
	Class  Class
	Window int
}

// diagonals returns the indexes in the arrays of lines of the
// [board.Diagonal] and the [board.AntiDiagonal] lines through the point
// at row and col.
func (p *Position) diagonals(row, col int) (d, e int) {
	return (col - row + p.size - 1) & (maxLines - 1), (row + col) & (maxLines - 1)
}

// Lines returns the 4 lines through the empty point q for s, in the order
// of [board.Axes]: what an evaluation reads of a point, in 8 reads. It
// returns zero Lines for an occupied point, a point off the board or a
// colour other than Black and White.
func (p *Position) Lines(q board.Point, s gomoku.Stone) [4]Line {
	var l [4]Line
	if _, ok := p.emptyAt(q, s); !ok {
		return l
	}
	c := int(s-1) & 1
	row, col := q.Row&31, q.Col&31
	d, e := p.diagonals(row, col)
	st := p.st
	l[0] = st.line(p.codes[0][row]>>(2*col), p.slots[0][row][col+pad], c)
	l[1] = st.line(p.codes[1][col]>>(2*row), p.slots[1][col][row+pad], c)
	l[2] = st.line(p.codes[2][d]>>(2*col), p.slots[2][d][col+pad], c)
	l[3] = st.line(p.codes[3][e]>>(2*col), p.slots[3][e][col+pad], c)
	return l
}

// Classes returns the classes of the 4 lines through the empty point q
// for s, in the order of [board.Axes]: those of [Position.Lines] without
// their windows, in 4 reads, for a caller that reads only the classes. It
// returns None for an occupied point, a point off the board or a colour
// other than Black and White.
func (p *Position) Classes(q board.Point, s gomoku.Stone) [4]Class {
	var k [4]Class
	if _, ok := p.emptyAt(q, s); !ok {
		return k
	}
	sh := 4 * uint((s-1)&1)
	row, col := q.Row&31, q.Col&31
	d, e := p.diagonals(row, col)
	cl := &p.st.class
	k[0] = Class(cl[p.slots[0][row][col+pad]>>sh&15])
	k[1] = Class(cl[p.slots[1][col][row+pad]>>sh&15])
	k[2] = Class(cl[p.slots[2][d][col+pad]>>sh&15])
	k[3] = Class(cl[p.slots[3][e][col+pad]>>sh&15])
	return k
}

// LinesOn returns the lines through the empty point q on axis a for
// both colours, Black's first: one of the 4 [Line]s that [Position.Lines]
// returns for each colour, in one read, for a caller that keeps each
// point's lines and reads again only the axis a stone changed. It returns
// zero Lines for an occupied point, a point off the board or an axis
// past 3.
func (p *Position) LinesOn(q board.Point, a board.Axis) [2]Line {
	if !p.In(q) || a > 3 {
		return [2]Line{}
	}
	i := q.Row*p.size + q.Col
	if p.cells[i] != gomoku.Empty {
		return [2]Line{}
	}
	g := p.geo[i][a]
	w := p.flatCodes()[g.ci] >> (2 * (g.c & 31))
	slot, m := p.flatSlots()[g.ci][(g.c+pad)&31], p.st.most[windowKey(w)]
	return [2]Line{
		{Class: Class(p.st.class[slot&15]), Window: int(m & 15)},
		{Class: Class(p.st.class[slot>>4]), Window: int(m >> 4)},
	}
}

// LinesAround sets element k of dst, for each bit k of mask, to the
// lines of both colours through the point q+(k-5)·d on axis a, d the
// axis's [board.Axis.Forward] step, as [Position.LinesOn] returns them:
// zero Lines for an occupied point or a point off the board (every one
// of mask for q off the board or an axis past 3). It leaves the elements
// not in mask as they are. The points within 5 of a stone on its lines
// are those whose lines on that axis the stone changes: a caller that
// keeps the lines of some points reads those of a move in 4 calls, the
// mask its points. It costs one read of the line and a table lookup a
// point of mask, and writes only those of mask; a nil dst is left alone.
func (p *Position) LinesAround(dst *[11][2]Line, q board.Point, a board.Axis, mask uint16) {
	if dst == nil {
		return
	}
	mask &= 1<<len(dst) - 1
	if !p.In(q) || a > 3 {
		for ; mask != 0; mask &= mask - 1 {
			dst[bits.TrailingZeros16(mask)] = [2]Line{}
		}
		return
	}
	g := p.geo[q.Row*p.size+q.Col][a]
	line, c := p.flatCodes()[g.ci], int(g.c)
	slots := p.flatSlots()[g.ci][:]
	st := p.st
	for m := mask; m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m) & 15
		if k >= len(dst) {
			break // never: mask holds len(dst) bits; the check spares the bounds checks below
		}
		// The point's place on its line, and its code from pad before
		// it: off the board, 0 (point c+k-pad at bits 2(c+k) of the line
		// code, which holds pad points off the board before the first).
		at := c + k
		w := line >> (2 * (at - pad) & 63)
		if at < pad || at >= len(slots)-pad || w>>(2*pad)&3 != 3 { // off the board or occupied
			dst[k] = [2]Line{}
			continue
		}
		slot, most := slots[at], st.most[windowKey(w)]
		dst[k] = [2]Line{
			{Class: Class(st.class[slot&15]), Window: int(most & 15)},
			{Class: Class(st.class[slot>>4]), Window: int(most >> 4)},
		}
	}
}

// Wins reports whether s at the empty point q makes a line that wins
// under the rule set of p. It costs one read.
func (p *Position) Wins(q board.Point, s gomoku.Stone) bool {
	return field(p.sumAt(q, s), fFive) > 0
}

// Fours returns the number of fours that s at the empty point q makes, on
// all 4 lines, counted as the gomoku package counts them (RIF §3: the two
// ends of a straight four are one four, X.XXX.X holds two): the moves
// after which s has a point that wins. A four is counted with the rule's
// five: exactly five where only exactly five wins. It is 0 when the move
// itself wins. It costs one read.
func (p *Position) Fours(q board.Point, s gomoku.Stone) int {
	if sum := p.sumAt(q, s); sum>>fFive&15 == 0 { // no five: inlined
		return int(sum >> fFours & 15)
	}
	return 0
}

// Threes returns the number of lines on which s at the empty point q makes
// a three: a line with a move that makes a straight four without making a
// five on another line at the same time (RIF §3). It does not ask whether
// the threes are real (see [Position.Forbidden]).
func (p *Position) Threes(q board.Point, s gomoku.Stone) int {
	if sum := p.sumAt(q, s); field(sum, fThrees) == 0 || field(sum, fFive) > 0 {
		return 0
	}
	i := q.Row*p.size + q.Col
	n := 0
	for a := range 4 {
		// Only a line whose state has a three has straight-four moves.
		if p.stateEntry(i, a, s)&(1<<4) != 0 && p.straightFourMoves(i, a, s-1) != 0 {
			n++
		}
	}
	return n
}

// Overlines returns the number of lines on which s at the empty point q
// makes an overline, the lines whose [Position.Class] is [Overline]: none
// under a rule where an overline of s wins. With [Position.Fours] and
// [Position.Threes] it says whether q can be forbidden. It costs one read.
func (p *Position) Overlines(q board.Point, s gomoku.Stone) int {
	return field(p.sumAt(q, s), fOver)
}

// stateEntry returns the entry of the state for s of the point of index
// i on axis a.
func (p *Position) stateEntry(i, a int, s gomoku.Stone) entry {
	g := p.geo[i][a&3]
	return p.st.entry[p.flatSlots()[g.ci][(int(g.c)+pad)&31]>>(4*uint(s-1)&7)&15]
}

// FivesAfter appends to dst the points where s would win once it has
// played at the empty point q, on the 4 lines through q, and returns the
// extended slice: none when q makes no four, two or more when it makes a
// straight four or two fours. Only points made winning by q are listed.
func (p *Position) FivesAfter(dst []board.Point, q board.Point, s gomoku.Stone) []board.Point {
	if !p.In(q) || s-1 > 1 {
		return dst
	}
	i, c := q.Row*p.size+q.Col, uint(s-1)&1
	sum := uint32(p.sum[i] >> (32 * c))
	n := field(sum, fFours) // the fours left to find on the lines
	if n == 0 || field(sum, fFive) > 0 {
		return dst
	}
	g, slots, codes, st, mask := &p.geo[i], p.flatSlots(), p.flatCodes(), p.st, &p.tab[c].mask
	for a := 0; a < 4 && n > 0; a++ {
		// Only a line whose state has a four has five points: the
		// others cost one read, and the lines after the last four
		// none.
		x := &g[a]
		ci, k := x.ci, int(x.c)&31
		f := int(st.entry[slots[ci][k+pad]>>(4*c)&15] >> 2 & 3)
		if f == 0 {
			continue
		}
		n -= f
		m := mask[st.key(codes[ci]>>(2*uint(k)&63)&codeMask, int(c))].fives()
		for d := axisDelta[a]; m != 0; m &= m - 1 {
			o := bitsTrailing(m) - window
			dst = append(dst, board.Pt(q.Row+o*d[0], q.Col+o*d[1]))
		}
	}
	return dst
}

// AppendWins appends to dst the empty points where s wins at once, in
// reading order, and returns the extended slice. It reads a set of those
// points that every move keeps up to date: a word per 64 points, and one
// step per point listed; when the class counts (see [Position.Count]) say
// that s has no such point, one read.
func (p *Position) AppendWins(dst []board.Point, s gomoku.Stone) []board.Point {
	if s != gomoku.Black && s != gomoku.White || p.count.get(int(s-1), Five) == 0 {
		return dst // no point and axis of class Five: the set is empty
	}
	return p.appendSet(dst, &p.wins[s-1])
}

// AppendFours appends to dst the empty points where s makes a four (see
// [Position.Fours]), in reading order, and returns the extended slice.
// It costs what [Position.AppendWins] costs.
func (p *Position) AppendFours(dst []board.Point, s gomoku.Stone) []board.Point {
	if s != gomoku.Black && s != gomoku.White || !p.count.anyFour(int(s-1)) {
		return dst // no point and axis of a four's class: the set is empty
	}
	return p.appendSet(dst, &p.fours[s-1])
}

// AddThreats adds to set, a bit per point index row·size+col (bit i%64 of
// set[i/64]), the empty points where s makes a five or a four: the points
// of [Position.AppendWins] and [Position.AppendFours], read a word per 64
// points. A set of (size²+63)/64 words holds every point; the points
// past a shorter set's 64·len(set) bits are left out, and the bits of
// the other points are left as they are. It does nothing for a colour
// other than Black and White.
func (p *Position) AddThreats(set []uint64, s gomoku.Stone) {
	if s != gomoku.Black && s != gomoku.White {
		return
	}
	w, f := &p.wins[s-1], &p.fours[s-1]
	n := min((p.size*p.size+63)/64, len(set))
	for i, x := range set[:n] {
		set[i] = x | w[i&(bitWords-1)] | f[i&(bitWords-1)]
	}
}

// appendSet appends to dst the points of set, a bit per point index, in
// reading order.
func (p *Position) appendSet(dst []board.Point, set *[bitWords]uint64) []board.Point {
	for w := range (p.size*p.size + 63) / 64 {
		for m := set[w&(bitWords-1)]; m != 0; m &= m - 1 {
			dst = append(dst, p.point(w*64+bits.TrailingZeros64(m)))
		}
	}
	return dst
}

// Winner returns the first winning line made in the history of p, the
// line through the stone of the first move that won (the first of its
// lines in the order of [board.Axes]), and reports whether there is one.
// Stones placed by [From] are not moves: a position whose board already
// holds a five has no winner until a move makes one.
func (p *Position) Winner() (gomoku.Five, bool) {
	return p.five, p.win >= 0
}

// lineAt returns the first winning line through the stone of s at q, in
// the order of board.Axes.
func (p *Position) lineAt(q board.Point, s gomoku.Stone) gomoku.Five {
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
func (p *Position) run(q board.Point, dr, dc int, s gomoku.Stone) int {
	n := 0
	for r, c := q.Row+dr, q.Col+dc; uint(r) < uint(p.size) && uint(c) < uint(p.size) && p.cells[r*p.size+c] == s; r, c = r+dr, c+dc {
		n++
	}
	return n
}

// Board returns the stones of p as a new board.
func (p *Position) Board() *board.Board[gomoku.Stone] {
	b, _ := gomoku.NewBoard(p.size)
	for i := range p.size * p.size {
		if p.cells[i] != gomoku.Empty {
			b.Set(p.point(i), p.cells[i])
		}
	}
	return b
}

// String returns the board of p in the text of [gomoku.ParseBoard].
func (p *Position) String() string {
	return p.Board().Format(gomoku.Stone.Rune)
}

// Points returns an iterator over the empty points of p in reading order.
func (p *Position) Points() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for i := range p.size * p.size {
			if p.cells[i] == gomoku.Empty && !yield(p.point(i)) {
				return
			}
		}
	}
}
