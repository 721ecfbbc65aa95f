package othello

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"github.com/seed131617c4/board"
)

// A Game is an Othello game under the full rules: it keeps the side to
// move, accepts only legal moves, passes automatically when the side to
// move has no legal move while the opponent has one, ends when neither side
// can move, and takes moves back. It satisfies [board.Game].
//
// Passes and the end of the game are found lazily: [Game.Play] checks only
// the brackets of the move it plays, and the search for any legal move runs
// only when a move is not legal for the player who would normally be next,
// or when [Game.Turn], [Game.Over], [Game.Moves], [Game.Hash] and their
// like are asked. So replaying a recorded game costs O(N) per move.
//
// The zero Game is a new game on the 8×8 board, Black to move; it sets up
// its board on first use. A Game is not safe for concurrent use, even by
// readers, since they may settle a pending pass.
type Game struct {
	pos   *Position
	start *Position // never changed, so clones share it
	hist  []record
	state state
	hash  uint64 // the Zobrist hash of the discs of pos
	hash0 uint64 // the Zobrist hash of the discs of start
	// seq is the iterator of Moves, g.yieldMoves bound once (and again by
	// Clone), so that Moves allocates nothing even when a generic caller
	// cannot inline it.
	seq iter.Seq[board.Point]
}

var _ board.Game[Color, *Game] = (*Game)(nil)

// A state is how far the game knows who moves next.
type state uint8

const (
	unresolved state = iota // pos.turn is the player after the last mover, not yet checked
	toMove                  // pos.turn has a legal move
	passed                  // pos.turn has a legal move and its opponent, who was next, had none
	over                    // neither side has a legal move
)

// A record is a move played and the state before it, for undo.
type record struct {
	m      Placement
	before state
}

// NewGame returns a game at the start position of an n×n board, Black to
// move. It returns an error matching [board.ErrSize] unless n is even and
// in [MinSize]..[MaxSize].
func NewGame(n int) (*Game, error) {
	p, err := NewPosition(n)
	if err != nil {
		return nil, err
	}
	return newGame(p), nil
}

// newGame returns a game that starts at p, which it keeps.
func newGame(p *Position) *Game {
	g := &Game{pos: p, start: p.Clone()}
	g.hash = discHash(p)
	g.hash0 = g.hash
	g.seq = g.yieldMoves
	return g
}

// NewGameFrom returns a game that starts at a copy of p, with no history,
// and p's side to move (or its opponent, if p's side to move has no legal
// move). It returns an error matching [board.ErrSize] if p is nil or the
// zero Position, and one matching [board.ErrPosition] if legal play cannot
// reach p: a square of the central 2×2 is empty, or the discs are not all
// connected to it (every move is next to a disc already on the board).
// These checks are necessary, not sufficient: a position that passes them
// may still be unreachable. It costs O(N²).
func NewGameFrom(p *Position) (*Game, error) {
	if p == nil || p.b == nil {
		return nil, fmt.Errorf("othello: NewGameFrom of a zero Position: %w", board.ErrSize)
	}
	if err := reachable(p); err != nil {
		return nil, err
	}
	return newGame(p.Clone()), nil
}

// reachable returns an error matching [board.ErrPosition] if p has an
// empty square in its central 2×2 or a disc not connected to them.
func reachable(p *Position) error {
	n := p.Size()
	h := n / 2
	for _, pt := range [4]board.Point{{Row: h - 1, Col: h - 1}, {Row: h - 1, Col: h}, {Row: h, Col: h - 1}, {Row: h, Col: h}} {
		if p.b.At(pt) == Empty {
			return fmt.Errorf("othello: position with %s empty: %w", FormatMove(pt), board.ErrPosition)
		}
	}
	// Flood the discs from the centre.
	seen := make([]bool, n*n)
	stack := []board.Point{board.Pt(h, h)}
	seen[h*n+h] = true
	found := 1
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range board.Directions {
			r := q.Add(d.Delta())
			if p.b.At(r) != Empty && !seen[r.Row*n+r.Col] {
				seen[r.Row*n+r.Col] = true
				found++
				stack = append(stack, r)
			}
		}
	}
	if found != p.black+p.white {
		for pt, c := range p.b.All() {
			if c != Empty && !seen[pt.Row*n+pt.Col] {
				return fmt.Errorf("othello: position with the disc at %s cut off from the centre: %w", FormatMove(pt), board.ErrPosition)
			}
		}
	}
	return nil
}

// init makes the zero Game a new 8×8 game. Every method calls it first.
func (g *Game) init() {
	if g.pos == nil {
		p, _ := NewPosition(8)
		*g = *newGame(p)
		g.seq = g.yieldMoves
	}
}

// Reset takes the game back to its start, keeping its storage. It does not
// allocate.
func (g *Game) Reset() {
	g.init()
	g.pos.CopyFrom(g.start)
	g.hist = g.hist[:0]
	g.state = unresolved
	g.hash = g.hash0
}

// Size returns N, the number of rows and of columns of the board.
func (g *Game) Size() int {
	g.init()
	return g.pos.Size()
}

// At returns the colour of the disc at pt, or Empty for an empty square
// and for a point off the board.
func (g *Game) At(pt board.Point) Color {
	g.init()
	return g.pos.At(pt)
}

// Position returns a copy of the current position, whose side to move is
// the player who moves next (after any forced pass). After the end of the
// game it is the player who would have moved next.
func (g *Game) Position() *Position {
	g.init()
	g.resolve()
	return g.pos.Clone()
}

// Start returns a copy of the position the game started from.
func (g *Game) Start() *Position {
	g.init()
	return g.start.Clone()
}

// resolve settles who moves next when that is not yet known: the player
// after the last mover if they have a legal move, else their opponent if
// they have one (a forced pass), else nobody (game over).
func (g *Game) resolve() {
	if g.state != unresolved {
		return
	}
	c := g.pos.turn
	switch {
	case g.pos.HasMove(c):
		g.state = toMove
	case g.pos.HasMove(c.Opponent()):
		g.pos.turn = c.Opponent()
		g.state = passed
	default:
		g.state = over
	}
}

// Turn returns the side to move, or Empty when the game is over. When the
// player who would be next has no legal move but the opponent has, the
// turn passes automatically and Turn returns the opponent, so the same
// side may move twice in a row. It costs O(N³) at worst, once per move.
func (g *Game) Turn() Color {
	g.init()
	g.resolve()
	if g.state == over {
		return Empty
	}
	return g.pos.turn
}

// Over reports whether the game is over: neither side has a legal move.
// The board need not be full.
func (g *Game) Over() bool {
	g.init()
	g.resolve()
	return g.state == over
}

// Moves returns an iterator over the legal moves of the side to move, row
// by row from the top-left square; it yields nothing when the game is
// over. The game must not change while the iteration runs. To test one
// point, use [Position.Legal] on [Game.Position], or play it.
func (g *Game) Moves() iter.Seq[board.Point] {
	g.init()
	return g.seq
}

// yieldMoves is the iterator of Moves.
func (g *Game) yieldMoves(yield func(board.Point) bool) {
	if c := g.Turn(); c != Empty {
		g.pos.Moves(c)(yield)
	}
}

// Play plays pt for the side to move, flipping the discs it captures, and
// gives the turn to the opponent, or back to the mover when the opponent
// must pass. If pt is not a legal move it returns a [*MoveError], matching
// [board.ErrIllegalMove], whose Err is [board.ErrOffBoard],
// [board.ErrOccupied], [ErrNoCapture] or [board.ErrGameOver], and changes
// nothing. It costs O(N) when pt is legal for the player after the last
// mover, and does not allocate then but to grow the history.
func (g *Game) Play(pt board.Point) error {
	g.init()
	if g.state == over {
		return &MoveError{Point: pt, Err: board.ErrGameOver}
	}
	c := g.pos.turn
	m := g.pos.Captures(pt, c)
	if m.Flipped() == 0 {
		g.resolve()
		if g.state == over {
			return &MoveError{Point: pt, Err: board.ErrGameOver}
		}
		if g.pos.turn != c {
			c = g.pos.turn
			m = g.pos.Captures(pt, c)
		}
		if m.Flipped() == 0 {
			if err := g.pos.placeable(pt, c); err != nil {
				return err
			}
			return &MoveError{Point: pt, Player: c, Err: ErrNoCapture}
		}
	}
	before := g.state
	if before == unresolved {
		before = toMove // pt is legal for c, so c had a move
	}
	g.hist = append(g.hist, record{m, before})
	g.hash ^= g.pos.apply(m)
	g.pos.turn = c.Opponent()
	g.state = unresolved
	return nil
}

// Pass records an explicit pass, which is accepted only where one is
// forced: the player after the last mover has no legal move and the
// opponent has one. The pass itself happens automatically (see
// [Game.Turn]); Pass only checks it, and a second Pass in a row is an
// error. Where no pass is forced it returns a [*MoveError] with Pass set,
// wrapping [ErrNoPass], or [board.ErrGameOver] after the end of the game.
func (g *Game) Pass() error {
	g.init()
	g.resolve()
	switch g.state {
	case passed:
		g.state = toMove
		return nil
	case over:
		return &MoveError{Pass: true, Err: board.ErrGameOver}
	}
	return &MoveError{Pass: true, Player: g.pos.turn, Err: ErrNoPass}
}

// Undo takes back the last move, with any pass that followed it, and
// reports whether there was one to take back. It restores the side to
// move and the hash, costs O(N) and does not allocate.
func (g *Game) Undo() bool {
	if len(g.hist) == 0 {
		return false
	}
	r := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.hash ^= g.pos.undo(r.m)
	g.state = r.before
	return true
}

// Len returns the number of moves played, passes not counted.
func (g *Game) Len() int { return len(g.hist) }

// History returns an iterator over the points played so far, oldest
// first; passes are not listed. [Game.Placements] gives the colours and
// the discs flipped as well.
func (g *Game) History() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for _, r := range g.hist {
			if !yield(r.m.Point) {
				return
			}
		}
	}
}

// Placements returns an iterator over the moves played so far, oldest
// first, as placements with the discs they flipped. A move whose colour is
// the same as the one before it followed a pass.
func (g *Game) Placements() iter.Seq[Placement] {
	return func(yield func(Placement) bool) {
		for _, r := range g.hist {
			if !yield(r.m) {
				return
			}
		}
	}
}

// Clone returns an independent copy of g with the same history: moves
// played on one do not change the other.
func (g *Game) Clone() *Game {
	g.init()
	c := *g
	c.pos = g.pos.Clone()
	c.hist = slices.Clone(g.hist)
	c.seq = c.yieldMoves
	return &c
}

// Hash returns the Zobrist hash of the position and the side to move: the
// keys of the discs on their squares, plus a key for White when White is
// to move. The game over state adds no turn key: the discs alone decide
// that the game is over. The hash is kept move by move, so Hash costs
// O(1) but to settle a pending pass (see [Game.Turn]), and does not
// allocate. Equal positions with the same side to move hash alike however
// they were reached, and the keys of a square do not depend on the board
// size.
func (g *Game) Hash() uint64 {
	g.init()
	g.resolve()
	h := g.hash
	if g.state != over && g.pos.turn == White {
		h ^= zobristWhite
	}
	return h
}

// Count returns the number of discs of colour c on the board, or the number
// of empty squares for Empty. It costs O(1).
func (g *Game) Count(c Color) int {
	g.init()
	return g.pos.Count(c)
}

// Score returns the score of the game in the WTHOR convention: the disc
// counts, with the empty squares given to the side with more discs (split
// evenly on a tie). It is the final score once the game is over; it does
// not check that it is.
func (g *Game) Score() (black, white int) {
	g.init()
	black, white = g.pos.black, g.pos.white
	empty := g.pos.Count(Empty)
	switch {
	case black > white:
		black += empty
	case white > black:
		white += empty
	default:
		black += empty / 2
		white += empty - empty/2
	}
	return black, white
}

// Winner returns the side with more discs once the game is over, and
// Empty while it goes on and on a draw.
func (g *Game) Winner() Color {
	if !g.Over() {
		return Empty
	}
	switch {
	case g.pos.black > g.pos.white:
		return Black
	case g.pos.white > g.pos.black:
		return White
	}
	return Empty
}

// String returns the board as [Position.String] draws it, then a line
// telling who moves next or how the game ended: "black to move",
// "white to move", "black wins", "white wins" or "draw".
func (g *Game) String() string {
	g.init()
	var sb strings.Builder
	sb.WriteString(g.pos.String())
	switch c := g.Turn(); {
	case c != Empty:
		sb.WriteString(c.String() + " to move\n")
	case g.Winner() != Empty:
		sb.WriteString(g.Winner().String() + " wins\n")
	default:
		sb.WriteString("draw\n")
	}
	return sb.String()
}
