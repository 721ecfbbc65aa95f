package pattern

// The position as it was before the per-line codes: the test oracle of the
// new core (old_test.go). Its tables are table.go's, shared with the new
// core; everything else is the old code, with the names below renamed.

import (
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/internal/rows"
)

// An oldPlayed is one move of the history.
type oldPlayed struct {
	q int16
	s gomoku.Stone
}

// A oldPoint holds the window keys of one point, by colour-1 and axis, and
// their hot entries (up to date while the point is empty), in half a cache line: a move changes both colours'
// keys of each point it touches on one axis.
type oldPoint struct {
	key [2][4]uint16
	pat [2][4]entry
	_   [8]byte
}

// An oldPosition is a square board under a rule set with the pattern tables
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
	// rows holds the stones again as bit rows, on which the fouls are
	// checked: the check of package gomoku.
	rows rows.Lines
}

// newOld returns an empty size×size old position under rule r, which the
// caller has checked.
func newOld(size int, r gomoku.Rule) *oldPosition {
	t := getTables()
	p := &oldPosition{size: size, rule: r, rows: rows.Lines{Size: size}}
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
	return p
}

// Hash returns a Zobrist hash of the stones of p, not of whose turn it is
// (p has no turn), with the keys of [gomoku.Game.Hash]: the hash of a Game
// in the same position with Black to move.
func (p *oldPosition) Hash() uint64 { return p.hash }

// Place puts a stone of s at the empty point q and updates the tables of
// the points within 5 steps of q on its 4 lines. It does not enforce turns
// or forbidden moves; a move after a win is played like any other. It
// panics if q is off the board or occupied, or s is not Black or White.
// It costs O(1): about 40 window updates per colour.
func (p *oldPosition) Place(q board.Point, s gomoku.Stone) {
	if !p.In(q) || p.cells[q.Row*p.size+q.Col] != gomoku.Empty || s != gomoku.Black && s != gomoku.White {
		panic(fmt.Sprintf("pattern: Place(%v, %v) on a %d×%d position: not an empty point and a colour", q, s, p.size, p.size))
	}
	p.hist = append(p.hist, oldPlayed{q: int16(q.Row*p.size + q.Col), s: s})
	p.place(q.Row, q.Col, s)
}

// Undo takes back the last move and reports whether there was one.
func (p *oldPosition) Undo() bool {
	n := len(p.hist)
	if n == 0 {
		return false
	}
	m := p.hist[n-1]
	p.hist = p.hist[:n-1]
	p.remove(int(m.q), m.s)
	return true
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

// In reports whether q is a point of p.
func (p *oldPosition) In(q board.Point) bool {
	return uint(q.Row) < uint(p.size) && uint(q.Col) < uint(p.size)
}

// point returns the point of index q.
func (p *oldPosition) point(q int) board.Point { return board.Pt(q/p.size, q%p.size) }
