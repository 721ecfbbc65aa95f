package othello

import (
	"iter"

	"github.com/seed131617c4/board"
)

// A Placement is a disc placed on a [Position] and the discs it flipped:
// Runs[d] is the number of discs flipped from Point toward the
// [board.Direction] d. It is what [Position.Undo] needs to take the
// placement back. The zero Placement flips nothing.
type Placement struct {
	Point board.Point
	Color Color
	Runs  [8]uint8
}

// Flipped returns the number of discs m flips.
func (m Placement) Flipped() int {
	n := 0
	for _, k := range m.Runs {
		n += int(k)
	}
	return n
}

// Captures returns the placement of a disc of colour c at pt with the discs
// it would flip: in each of the 8 directions, the unbroken run of the
// opponent's discs closed by a disc of colour c (an empty square or the
// edge breaks a run). It does not change p. No run is flipped, and
// Flipped is 0, when pt is off the board or occupied or c is not a disc
// colour. It costs O(N) and does not allocate.
func (p *Position) Captures(pt board.Point, c Color) Placement {
	m := Placement{Point: pt, Color: c}
	if !c.valid() || !p.b.In(pt) || p.b.At(pt) != Empty {
		return m
	}
	opp := c.Opponent()
	for _, d := range board.Directions() {
		m.Runs[d] = uint8(p.b.Bracket(pt, d, opp, c))
	}
	return m
}

// Legal reports whether c may move at pt: pt is an empty square and a disc
// of colour c there flips at least one disc. It costs O(N) and does not
// allocate.
func (p *Position) Legal(pt board.Point, c Color) bool {
	if !c.valid() || !p.b.In(pt) || p.b.At(pt) != Empty {
		return false
	}
	return p.captures(pt, c)
}

// captures reports whether a disc of colour c at the empty square pt flips
// anything.
func (p *Position) captures(pt board.Point, c Color) bool {
	opp := c.Opponent()
	for _, d := range board.Directions() {
		if p.b.Bracket(pt, d, opp, c) > 0 {
			return true
		}
	}
	return false
}

// HasMove reports whether c has a legal move on p. It stops at the first
// one it finds; it costs O(N³) at worst and does not allocate.
func (p *Position) HasMove(c Color) bool {
	if !c.valid() {
		return false
	}
	for pt, v := range p.b.All() {
		if v == Empty && p.captures(pt, c) {
			return true
		}
	}
	return false
}

// Moves returns an iterator over the legal moves of c on p, row by row from
// the top-left square. The position must not change while the iteration
// runs. A full iteration costs O(N³) at worst.
func (p *Position) Moves(c Color) iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		if !c.valid() {
			return
		}
		for pt, v := range p.b.All() {
			if v == Empty && p.captures(pt, c) && !yield(pt) {
				return
			}
		}
	}
}

// AppendMoves appends the legal moves of c on p to dst, row by row from the
// top-left square, and returns the extended slice. It allocates only when
// dst lacks the capacity.
func (p *Position) AppendMoves(dst []board.Point, c Color) []board.Point {
	if !c.valid() {
		return dst
	}
	for pt, v := range p.b.All() {
		if v == Empty && p.captures(pt, c) {
			dst = append(dst, pt)
		}
	}
	return dst
}

// Place puts a disc of colour c at pt and flips what it captures, whether
// or not it captures anything, and returns the placement; this is the
// mechanics of judge problems that give each disc's colour. It leaves the
// side to move as it is. It returns a [*MoveError] wrapping
// [board.ErrOffBoard], [board.ErrOccupied] or [ErrColor], and changes
// nothing, if pt is off the board, pt is occupied or c is not a disc
// colour. It costs O(N) and does not allocate.
func (p *Position) Place(pt board.Point, c Color) (Placement, error) {
	if err := p.placeable(pt, c); err != nil {
		return Placement{Point: pt, Color: c}, err
	}
	m := p.Captures(pt, c)
	p.apply(m)
	return m, nil
}

// placeable returns the error for placing c at pt, or nil if pt is an
// empty square and c a disc colour.
func (p *Position) placeable(pt board.Point, c Color) error {
	switch {
	case !c.valid():
		return &MoveError{Point: pt, Player: c, Err: ErrColor}
	case !p.b.In(pt):
		return &MoveError{Point: pt, Player: c, Err: board.ErrOffBoard}
	case p.b.At(pt) != Empty:
		return &MoveError{Point: pt, Player: c, Err: board.ErrOccupied}
	}
	return nil
}

// Play plays the legal move pt for the side to move, then gives the turn to
// the opponent (even if the opponent has no move: see [Game] for passes),
// and returns the placement. It returns a [*MoveError] wrapping
// [board.ErrOffBoard], [board.ErrOccupied] or [ErrNoCapture], and changes
// nothing, if the move is not legal. It costs O(N) and does not allocate.
func (p *Position) Play(pt board.Point) (Placement, error) {
	if err := p.placeable(pt, p.turn); err != nil {
		return Placement{Point: pt, Color: p.turn}, err
	}
	m := p.Captures(pt, p.turn)
	if m.Flipped() == 0 {
		return m, &MoveError{Point: pt, Player: p.turn, Err: ErrNoCapture}
	}
	p.apply(m)
	p.turn = p.turn.Opponent()
	return m, nil
}

// Pass gives the turn to the opponent of the side to move. It does not
// check that the side to move has no legal move; [Position.HasMove] tells.
func (p *Position) Pass() { p.turn = p.turn.Opponent() }

// Undo takes back the placement m, which must be the last change made to p
// by [Position.Place] or [Position.Play]: it empties m.Point, flips the
// discs m flipped back to the opponent's colour, and makes m.Color the side
// to move (which restores the turn after Play; after Place, set it again
// with [Position.SetTurn] if it matters). It does nothing if m.Point does
// not hold a disc of colour m.Color. It costs O(N) and does not allocate.
func (p *Position) Undo(m Placement) {
	if !m.Color.valid() || p.b.At(m.Point) != m.Color {
		return
	}
	p.undo(m)
}

// apply puts m's disc on its empty square, flips its runs, and returns the
// change that m makes to the Zobrist hash of the discs, found on the same
// walk: the key of its disc and the flip key of every disc it flips.
// Taking m back ([Position.undo]) xors the same value.
func (p *Position) apply(m Placement) uint64 {
	p.b.Set(m.Point, m.Color)
	n, h := p.paint(m, m.Color)
	p.count(m.Color, 1+n)
	p.count(m.Color.Opponent(), -n)
	return h ^ discKey(m.Point, m.Color)
}

// undo is [Position.Undo] of the last placement m, which must be on p; it
// returns the change of the hash, as apply does.
func (p *Position) undo(m Placement) uint64 {
	p.b.Set(m.Point, Empty)
	n, h := p.paint(m, m.Color.Opponent())
	p.count(m.Color, -1-n)
	p.count(m.Color.Opponent(), n)
	p.turn = m.Color
	return h ^ discKey(m.Point, m.Color)
}

// paint sets the discs of m's runs to colour c and returns how many there
// are and the xor of their flip keys.
func (p *Position) paint(m Placement, c Color) (int, uint64) {
	total := 0
	var h uint64
	for d, n := range m.Runs {
		if n == 0 {
			continue
		}
		total += int(n)
		k := uint8(0)
		for q := range p.b.Ray(m.Point, board.Direction(d)) {
			p.b.Set(q, c)
			h ^= zobristFlip[q.Row*MaxSize+q.Col]
			if k++; k == n {
				break
			}
		}
	}
	return total, h
}
