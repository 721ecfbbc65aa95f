package othello

import (
	"iter"
	"strings"

	"github.com/seed131617c4/board"
)

// A Game is an Othello game under the full rules: it keeps the side to
// move, accepts only legal moves, passes automatically when the side to
// move has no legal move while the opponent has one, ends when neither side
// can move, and takes moves back.
//
// Passes and the end of the game are found lazily: [Game.Play] checks only
// the brackets of the move it plays, and the search for any legal move runs
// only when a move is not legal for the player who would normally be next,
// or when [Game.Turn], [Game.Over], [Game.Moves] and their like are asked.
// So replaying a recorded game costs O(N) per move.
//
// The zero Game has no board; use [NewGame] or [NewGameFrom]. A Game is not
// safe for concurrent use, even by readers, since they may settle a pending
// pass.
type Game struct {
	pos   *Position
	start *Position
	hist  []record
	state state
}

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
// move. It returns an error matching [ErrSize] unless n is even and in
// [MinSize]..[MaxSize].
func NewGame(n int) (*Game, error) {
	p, err := NewPosition(n)
	if err != nil {
		return nil, err
	}
	return &Game{pos: p, start: p.Clone()}, nil
}

// NewGameFrom returns a game that starts at a copy of p, with p's side to
// move (or its opponent, if p's side to move has no legal move).
func NewGameFrom(p *Position) *Game {
	return &Game{pos: p.Clone(), start: p.Clone()}
}

// Reset takes the game back to its start, keeping its storage. It does not
// allocate.
func (g *Game) Reset() {
	g.pos.CopyFrom(g.start)
	g.hist = g.hist[:0]
	g.state = unresolved
}

// Size returns N, the number of rows and of columns of the board.
func (g *Game) Size() int { return g.pos.Size() }

// At returns the colour of the disc at pt, or Empty for an empty square
// and for a point off the board.
func (g *Game) At(pt board.Point) Color { return g.pos.At(pt) }

// Position returns a copy of the current position, whose side to move is
// the player who moves next (after any forced pass). After the end of the
// game it is the player who would have moved next.
func (g *Game) Position() *Position {
	g.resolve()
	return g.pos.Clone()
}

// Start returns a copy of the position the game started from.
func (g *Game) Start() *Position { return g.start.Clone() }

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
// turn passes automatically and Turn returns the opponent. It costs
// O(N³) at worst, once per move.
func (g *Game) Turn() Color {
	g.resolve()
	if g.state == over {
		return Empty
	}
	return g.pos.turn
}

// Over reports whether the game is over: neither side has a legal move.
// The board need not be full.
func (g *Game) Over() bool {
	g.resolve()
	return g.state == over
}

// Legal reports whether pt is a legal move for the side to move.
func (g *Game) Legal(pt board.Point) bool {
	g.resolve()
	return g.state != over && g.pos.Legal(pt, g.pos.turn)
}

// Moves returns an iterator over the legal moves of the side to move, row
// by row from the top-left square; it yields nothing when the game is
// over. The game must not change while the iteration runs.
func (g *Game) Moves() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		if c := g.Turn(); c != Empty {
			g.pos.Moves(c)(yield)
		}
	}
}

// MoveSet returns the legal moves of the side to move as a set: the map
// holds true for each of them. It is empty when the game is over.
func (g *Game) MoveSet() map[board.Point]bool {
	set := make(map[board.Point]bool)
	for pt := range g.Moves() {
		set[pt] = true
	}
	return set
}

// Play plays pt for the side to move, flipping the discs it captures, and
// gives the turn to the opponent, or back to the mover when the opponent
// must pass. If pt is not a legal move it returns a [*MoveError], matching
// [ErrIllegalMove], whose Err is [ErrOffBoard], [ErrOccupied],
// [ErrNoCapture] or [ErrGameOver], and changes nothing. It costs O(N)
// when pt is legal for the player after the last mover, and does not
// allocate then but to grow the history.
func (g *Game) Play(pt board.Point) error {
	if g.state == over {
		return &MoveError{Point: pt, Err: ErrGameOver}
	}
	c := g.pos.turn
	m := g.pos.Captures(pt, c)
	if m.Flipped() == 0 {
		g.resolve()
		if g.state == over {
			return &MoveError{Point: pt, Err: ErrGameOver}
		}
		if g.pos.turn != c {
			c = g.pos.turn
			m = g.pos.Captures(pt, c)
		}
		if m.Flipped() == 0 {
			if err := g.pos.placeable(pt, c); err != nil {
				return err
			}
			return &MoveError{Point: pt, Color: c, Err: ErrNoCapture}
		}
	}
	before := g.state
	if before == unresolved {
		before = toMove // pt is legal for c, so c had a move
	}
	g.hist = append(g.hist, record{m, before})
	g.pos.apply(m)
	g.pos.turn = c.Opponent()
	g.state = unresolved
	return nil
}

// Pass records an explicit pass, which is accepted only where one is
// forced: the player after the last mover has no legal move and the
// opponent has one. The pass itself happens automatically (see
// [Game.Turn]); Pass only checks it, and a second Pass in a row is an
// error. Where no pass is forced it returns a [*MoveError] wrapping
// [ErrNoPass], or [ErrGameOver] after the end of the game.
func (g *Game) Pass() error {
	g.resolve()
	switch g.state {
	case passed:
		g.state = toMove
		return nil
	case over:
		return &MoveError{Pass: true, Err: ErrGameOver}
	}
	return &MoveError{Pass: true, Color: g.pos.turn, Err: ErrNoPass}
}

// Undo takes back the last move, with any pass that followed it, and
// reports whether there was one to take back.
func (g *Game) Undo() bool {
	if len(g.hist) == 0 {
		return false
	}
	r := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.pos.Undo(r.m)
	g.state = r.before
	return true
}

// Len returns the number of moves played, passes not counted.
func (g *Game) Len() int { return len(g.hist) }

// History returns an iterator over the moves played so far, oldest first,
// as placements with the discs they flipped. A move whose colour is the
// same as the one before it followed a pass.
func (g *Game) History() iter.Seq[Placement] {
	return func(yield func(Placement) bool) {
		for _, r := range g.hist {
			if !yield(r.m) {
				return
			}
		}
	}
}

// Count returns the number of discs of colour c on the board, or the number
// of empty squares for Empty. It costs O(1).
func (g *Game) Count(c Color) int { return g.pos.Count(c) }

// Score returns the score of the game in the WTHOR convention: the disc
// counts, with the empty squares given to the side with more discs (split
// evenly on a tie). It is the final score once the game is over; it does
// not check that it is.
func (g *Game) Score() (black, white int) {
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

// Winner returns the side with more discs, or Empty on a tie. It is the
// winner once the game is over; it does not check that it is.
func (g *Game) Winner() Color {
	switch {
	case g.pos.black > g.pos.white:
		return Black
	case g.pos.white > g.pos.black:
		return White
	}
	return Empty
}

// String returns the board as [Position.String] draws it, then a line
// telling who moves next, like "Black to move", or "Game over".
func (g *Game) String() string {
	var sb strings.Builder
	sb.WriteString(g.pos.String())
	if c := g.Turn(); c == Empty {
		sb.WriteString("Game over\n")
	} else {
		sb.WriteString(c.String() + " to move\n")
	}
	return sb.String()
}
