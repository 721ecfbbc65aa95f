package othello

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/internal/zkeys"
)

// A Game is an Othello game under the full rules: it keeps the side to
// move, accepts only legal moves, passes automatically when the side to
// move has no legal move while the opponent has one, ends when neither side
// can move, and takes moves back. It satisfies [board.Game] and its fast
// path ([board.MoveAppender]).
//
// Play settles at once who moves next: it looks for a legal move of the
// opponent, which stops at the first one it finds. Its read methods change
// nothing, so any number of goroutines may read a Game that no one is
// changing.
//
// The zero Game is a new game on the 8×8 board, Black to move. A Game must
// not be copied once made or played: its board is shared by the copy. Use
// [Game.Clone]. go vet reports a copy, and a copy panics at its first use.
type Game struct {
	_     noCopy
	self  *Game     // the game's address, for the copy check; nil in the zero Game until it plays
	pos   *Position // nil in the zero Game until it plays: read as the 8×8 start
	start *Position // never changed, so clones share it
	hist  []record
	state state
	hash  uint64 // the Zobrist hash of the discs of pos
	hash0 uint64 // the Zobrist hash of the discs of start
}

var (
	_ board.Game[Color, *Game] = (*Game)(nil)
	_ board.MoveAppender       = (*Game)(nil)
)

// noCopy makes go vet's copylocks check report a copy of a Game.
type noCopy struct{}

func (*noCopy) Lock()   {}
func (*noCopy) Unlock() {}

// A state is who moves next, settled after every move.
type state uint8

const (
	toMove state = iota // pos.turn has a legal move
	passed              // pos.turn has a legal move and its opponent, who was next, had none
	over                // neither side has a legal move
)

// A record is a move played and the state before it, for undo.
type record struct {
	m      Placement
	before state
}

// start8 is the position of the zero Game, which it never changes, and
// start8Hash its hash.
var start8, start8Hash = func() (*Position, uint64) {
	p, _ := NewPosition(8)
	return p, discHash(p)
}()

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

// newGame returns a game that starts at p, which it keeps, with p's side
// to move or its opponent when p's side to move has no legal move.
func newGame(p *Position) *Game {
	g := &Game{pos: p, start: p.Clone()}
	g.self = g
	g.hash = discHash(p)
	g.hash0 = g.hash
	g.state = g.settle()
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
		for _, d := range board.Directions() {
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

// copyPanic is the message of the copy check.
const copyPanic = "othello: a Game used after a copy of its value; use Clone to copy a Game"

// read returns the current position for a read method: the 8×8 start for
// the zero Game. It panics if g is a copy of another Game.
func (g *Game) read() *Position {
	if g.self != g {
		if g.self != nil {
			panic(copyPanic)
		}
		if g.pos == nil {
			return start8
		}
	}
	return g.pos
}

// write prepares g for a change: it makes the zero Game a new 8×8 game,
// and panics if g is a copy of another Game.
func (g *Game) write() {
	if g.self != g {
		if g.self != nil {
			panic(copyPanic)
		}
		if g.pos == nil {
			*g = Game{pos: start8.Clone(), start: start8, hash: start8Hash, hash0: start8Hash}
		}
		g.self = g
	}
}

// Reset takes the game back to its start, keeping its storage. It does not
// allocate.
func (g *Game) Reset() {
	g.write()
	g.pos.CopyFrom(g.start)
	g.hist = g.hist[:0]
	g.hash = g.hash0
	g.state = g.settle()
}

// Size returns N, the number of rows and of columns of the board.
func (g *Game) Size() int { return g.read().Size() }

// At returns the colour of the disc at pt, or Empty for an empty square
// and for a point off the board.
func (g *Game) At(pt board.Point) Color { return g.read().At(pt) }

// Position returns a copy of the current position, whose side to move is
// the player who moves next (after any forced pass). After the end of the
// game it is the player who would have moved next.
func (g *Game) Position() *Position { return g.read().Clone() }

// Start returns a copy of the position the game started from.
func (g *Game) Start() *Position {
	if g.read() == start8 {
		return start8.Clone()
	}
	return g.start.Clone()
}

// settle returns who moves next after a move: the player after the last
// mover if they have a legal move, else their opponent if they have one
// (a forced pass), which it makes the side to move, else nobody (game
// over). It costs O(N³) at worst, and usually far less: the search stops
// at the first legal move.
func (g *Game) settle() state {
	c := g.pos.turn
	switch {
	case g.pos.HasMove(c):
		return toMove
	case g.pos.HasMove(c.Opponent()):
		g.pos.turn = c.Opponent()
		return passed
	}
	return over
}

// Turn returns the side to move, or Empty when the game is over. When the
// player who would be next has no legal move but the opponent has, the
// turn passes automatically and Turn returns the opponent, so the same
// side may move twice in a row. It costs O(1).
func (g *Game) Turn() Color {
	p := g.read()
	if g.state == over {
		return Empty
	}
	return p.turn
}

// Over reports whether the game is over: neither side has a legal move.
// The board need not be full.
func (g *Game) Over() bool {
	g.read()
	return g.state == over
}

// Moves returns an iterator over the legal moves of the side to move, row
// by row from the top-left square; it yields nothing when the game is
// over. The game must not change while the iteration runs. To test one
// point, use [Position.Legal] on [Game.Position], or play it.
func (g *Game) Moves() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		if c := g.Turn(); c != Empty {
			g.read().Moves(c)(yield)
		}
	}
}

// AppendMoves appends the legal moves of the side to move to dst, as
// Moves yields them, and returns the extended slice. It allocates only
// when dst lacks the capacity.
func (g *Game) AppendMoves(dst []board.Point) []board.Point {
	if c := g.Turn(); c != Empty {
		return g.read().AppendMoves(dst, c)
	}
	return dst
}

// Play plays pt for the side to move, flipping the discs it captures, and
// gives the turn to the opponent, or back to the mover when the opponent
// must pass. If pt is not a legal move it returns a [*MoveError], matching
// [board.ErrIllegalMove], whose Err is [board.ErrOffBoard],
// [board.ErrOccupied], [ErrNoCapture] or [board.ErrGameOver], and changes
// nothing. It costs O(N) to play and what finding the next side to move
// costs (see [Game.Turn]), and does not allocate but to grow the history.
func (g *Game) Play(pt board.Point) error {
	g.write()
	if g.state == over {
		return &MoveError{Point: pt, Err: board.ErrGameOver}
	}
	c := g.pos.turn
	m := g.pos.Captures(pt, c)
	if m.Flipped() == 0 {
		if err := g.pos.placeable(pt, c); err != nil {
			return err
		}
		return &MoveError{Point: pt, Player: c, Err: ErrNoCapture}
	}
	g.hist = append(g.hist, record{m, g.state})
	g.hash ^= g.pos.apply(m)
	g.pos.turn = c.Opponent()
	g.state = g.settle()
	return nil
}

// Pass records an explicit pass, which is accepted only where one is
// forced: the player after the last mover has no legal move and the
// opponent has one. The pass itself happens automatically (see
// [Game.Turn]); Pass only checks it, and a second Pass in a row is an
// error. Where no pass is forced it returns a [*MoveError] with Pass set,
// wrapping [ErrNoPass], or [board.ErrGameOver] after the end of the game.
func (g *Game) Pass() error {
	g.write()
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
	g.read()
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
func (g *Game) Len() int {
	g.read()
	return len(g.hist)
}

// History returns an iterator over the points played so far, oldest
// first; passes are not listed. [Game.Placements] gives the colours and
// the discs flipped as well.
func (g *Game) History() iter.Seq[board.Point] {
	g.read()
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
	g.read()
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
	if g.read() == start8 {
		return new(Game)
	}
	c := &Game{pos: g.pos.Clone(), start: g.start, hist: slices.Clone(g.hist), state: g.state, hash: g.hash, hash0: g.hash0}
	c.self = c
	return c
}

// Hash returns the Zobrist hash of the position and the side to move: the
// keys of the discs on their squares, plus a key for White when White is
// to move. The game over state adds no turn key: the discs alone decide
// that the game is over. The hash is kept move by move, so Hash costs
// O(1) and does not allocate. Equal positions with the same side to move
// hash alike however they were reached, and the keys of a square do not
// depend on the board size.
func (g *Game) Hash() uint64 {
	p := g.read()
	h := g.hash
	if p == start8 {
		h = start8Hash
	}
	if g.state != over && p.turn == White {
		h ^= zkeys.White()
	}
	return h
}

// Count returns the number of discs of colour c on the board, or the number
// of empty squares for Empty. It costs O(1).
func (g *Game) Count(c Color) int { return g.read().Count(c) }

// Score returns the score of the game in the WTHOR convention: the disc
// counts, with the empty squares given to the side with more discs (split
// evenly on a tie). It is the final score once the game is over; it does
// not check that it is.
func (g *Game) Score() (black, white int) {
	p := g.read()
	return FinalScore(p.black, p.white, p.Count(Empty))
}

// FinalScore returns the score of a finished game with black and white
// discs and empty squares on the board, in the WTHOR convention that
// [Game.Score] follows: the empty squares go to the side with more discs,
// and are split evenly on a tie (White has the odd one).
func FinalScore(black, white, empty int) (int, int) {
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
	p := g.read()
	switch {
	case p.black > p.white:
		return Black
	case p.white > p.black:
		return White
	}
	return Empty
}

// String returns the board as [Position.String] draws it, then a line
// telling who moves next or how the game ended: "black to move",
// "white to move", "black wins", "white wins" or "draw".
func (g *Game) String() string {
	var sb strings.Builder
	sb.WriteString(g.read().String())
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
