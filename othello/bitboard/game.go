package bitboard

import (
	"iter"
	"math/bits"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/internal/zkeys"
)

// A Game is an Othello game on a [Bitboard] that satisfies [board.Game],
// the contract of every game of this module, for fast search: Play, Undo
// and Moves cost a few dozen operations and allocate nothing (but Play to
// grow the history). The turn passes by itself: when the side to move
// has no legal move but the other side has, Play hands the turn back to
// the mover. The game is over when neither side can move.
//
// Its Hash equals that of an [othello.Game] in the same position with the
// same side to move. The zero Game is a new 8×8 game, Black to move. A
// Game is not safe for concurrent use.
type Game struct {
	b     Bitboard      // the discs; b.Mover are those of mover
	mover othello.Color // the colour of b.Mover
	over  bool
	hash  uint64 // of the discs alone
	hist  []record
	start record // the start position
	seq   iter.Seq[board.Point]
}

// A record is a position before a move, and the move.
type record struct {
	b     Bitboard
	mover othello.Color
	over  bool
	hash  uint64
	s     Square
}

var _ board.Game[othello.Color, *Game] = (*Game)(nil)

// The keys of a Black and of a White disc on each square, and their xor.
var blackKey, whiteKey, flipKey = squareKeys()

func squareKeys() (black, white, flipped [64]uint64) {
	for s := range Square(64) {
		i := 2 * (s.Row()*zkeys.MaxSize + s.Col())
		black[s], white[s] = zkeys.Disc[i], zkeys.Disc[i+1]
		flipped[s] = black[s] ^ white[s]
	}
	return black, white, flipped
}

// NewGame returns a game at the start position of the size×size board,
// size being 4, 6 or 8, Black to move. Any other size returns an error
// matching [board.ErrSize].
func NewGame(size int) (*Game, error) {
	b, err := Start(size)
	if err != nil {
		return nil, err
	}
	g := &Game{}
	g.setStart(b, othello.Black)
	return g, nil
}

// NewGameFrom returns a game that starts at p, with no history: p's side
// to move moves first, or passes at once if it has no move. It returns an
// error matching [board.ErrSize] unless p is 4×4, 6×6 or 8×8.
func NewGameFrom(p *othello.Position) (*Game, error) {
	b, err := FromPosition(p)
	if err != nil {
		return nil, err
	}
	g := &Game{}
	g.setStart(b, p.Turn())
	return g, nil
}

// setStart makes g a new game at b with mover to move.
func (g *Game) setStart(b Bitboard, mover othello.Color) {
	var h uint64
	for s := range Squares(b.Mover) {
		h ^= g.key(s, mover)
	}
	for s := range Squares(b.Opponent) {
		h ^= g.key(s, mover.Opponent())
	}
	g.b, g.mover, g.hash = b, mover, h
	g.settle()
	g.start = record{b: g.b, mover: g.mover, over: g.over, hash: g.hash}
	g.hist = g.hist[:0]
	g.seq = g.yieldMoves
}

// key returns the key of a disc of colour c on s.
func (g *Game) key(s Square, c othello.Color) uint64 {
	if c == othello.Black {
		return blackKey[s]
	}
	return whiteKey[s]
}

// init sets up the zero Game.
func (g *Game) init() {
	if g.seq == nil {
		b, _ := Start(8)
		g.setStart(b, othello.Black)
	}
}

// settle passes for the side to move if it has no move, and ends the game
// if neither side has.
func (g *Game) settle() {
	if g.b.Moves() != 0 {
		return
	}
	if g.b.Pass().Moves() == 0 {
		g.over = true
		return
	}
	g.b, g.mover = g.b.Pass(), g.mover.Opponent()
}

// Turn returns the side to move, or [othello.Empty] once the game is
// over. It costs O(1).
func (g *Game) Turn() othello.Color {
	g.init()
	if g.over {
		return othello.Empty
	}
	return g.mover
}

// Over reports whether the game is over: neither side has a legal move.
func (g *Game) Over() bool {
	g.init()
	return g.over
}

// Moves returns an iterator over the legal moves of the side to move,
// row by row from the top-left square; it yields nothing once the game is
// over. It returns the same iterator at every call, so that it does not
// allocate even through a type parameter; the game must not change while
// it runs. It costs one move generation and O(1) per move.
func (g *Game) Moves() iter.Seq[board.Point] {
	g.init()
	return g.seq
}

// yieldMoves is the iterator of Moves, bound once per game.
func (g *Game) yieldMoves(yield func(board.Point) bool) {
	if g.over {
		return
	}
	for m := g.b.Moves(); m != 0; m &= m - 1 {
		s := bits.TrailingZeros64(m)
		if !yield(board.Pt(s>>3, s&7)) {
			return
		}
	}
}

// Play plays pt for the side to move, flipping the discs it captures, and
// gives the turn to the opponent, or back to the mover when the opponent
// must pass. If pt is not a legal move it returns an [*othello.MoveError],
// matching [board.ErrIllegalMove], whose Err is [board.ErrOffBoard],
// [board.ErrOccupied], [othello.ErrNoCapture] or [board.ErrGameOver], and
// changes nothing. It costs a flip, a move generation (two after a pass)
// and O(1) per flipped disc.
func (g *Game) Play(pt board.Point) error {
	g.init()
	if g.over {
		return &othello.MoveError{Point: pt, Err: board.ErrGameOver}
	}
	n := g.b.Size()
	if uint(pt.Row) >= uint(n) || uint(pt.Col) >= uint(n) {
		return &othello.MoveError{Point: pt, Player: g.mover, Err: board.ErrOffBoard}
	}
	s := Square(pt.Row*8 + pt.Col)
	if (g.b.Mover|g.b.Opponent)&s.Bit() != 0 {
		return &othello.MoveError{Point: pt, Player: g.mover, Err: board.ErrOccupied}
	}
	f := g.b.Flip(s)
	if f == 0 {
		return &othello.MoveError{Point: pt, Player: g.mover, Err: othello.ErrNoCapture}
	}
	g.hist = append(g.hist, record{b: g.b, mover: g.mover, hash: g.hash, s: s})
	h := g.hash ^ g.key(s, g.mover)
	for x := f; x != 0; x &= x - 1 {
		h ^= flipKey[bits.TrailingZeros64(x)]
	}
	g.hash = h
	g.b, g.mover = g.b.Make(s, f), g.mover.Opponent()
	g.settle()
	return nil
}

// Undo takes back the last move, restoring the position, the side to move
// and the hash, and reports whether there was one. It costs O(1).
func (g *Game) Undo() bool {
	g.init()
	if len(g.hist) == 0 {
		return false
	}
	r := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.b, g.mover, g.over, g.hash = r.b, r.mover, false, r.hash
	return true
}

// Winner returns the colour with more discs once the game is over, or
// [othello.Empty] while it goes on and on a draw.
func (g *Game) Winner() othello.Color {
	if !g.Over() {
		return othello.Empty
	}
	m, o := g.b.Discs()
	switch {
	case m > o:
		return g.mover
	case o > m:
		return g.mover.Opponent()
	}
	return othello.Empty
}

// Score returns the disc counts of Black and White, the empty squares
// given to the winner (split on a draw), as WTHOR archives record scores.
func (g *Game) Score() (black, white int) {
	g.init()
	m, o := g.b.Discs()
	black, white = m, o
	if g.mover == othello.White {
		black, white = o, m
	}
	empty := bits.OnesCount64(g.b.Empties())
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

// Clone returns an independent copy of g with the same history.
func (g *Game) Clone() *Game {
	g.init()
	c := *g
	c.hist = append([]record(nil), g.hist...)
	c.seq = c.yieldMoves
	return &c
}

// Hash returns the Zobrist hash of the position and the side to move, the
// hash of an [othello.Game] in the same position. It costs O(1).
func (g *Game) Hash() uint64 {
	g.init()
	if !g.over && g.mover == othello.White {
		return g.hash ^ zkeys.White
	}
	return g.hash
}

// History returns an iterator over the moves played since the start,
// oldest first.
func (g *Game) History() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for _, r := range g.hist {
			if !yield(r.s.Point()) {
				return
			}
		}
	}
}

// Len returns the number of moves played, passes not counted.
func (g *Game) Len() int { return len(g.hist) }

// Reset takes the game back to its start, history cleared.
func (g *Game) Reset() {
	g.init()
	g.b, g.mover, g.over, g.hash = g.start.b, g.start.mover, g.start.over, g.start.hash
	g.hist = g.hist[:0]
}

// At returns the disc on pt, or [othello.Empty] for an empty square or a
// point off the board.
func (g *Game) At(pt board.Point) othello.Color {
	g.init()
	n := g.b.Size()
	if uint(pt.Row) >= uint(n) || uint(pt.Col) >= uint(n) {
		return othello.Empty
	}
	x := uint64(1) << (pt.Row*8 + pt.Col)
	switch {
	case g.b.Mover&x != 0:
		return g.mover
	case g.b.Opponent&x != 0:
		return g.mover.Opponent()
	}
	return othello.Empty
}

// Bitboard returns the position, with the discs of the side to move (of
// the last side to move once the game is over) as the mover's.
func (g *Game) Bitboard() Bitboard {
	g.init()
	return g.b
}

// String returns the board as [othello.Position.String] draws it, then a
// line like "black to move", "white wins" or "draw".
func (g *Game) String() string {
	g.init()
	p, _ := g.b.Position(g.mover)
	s := p.String()
	switch w := g.Winner(); {
	case !g.over:
		return s + g.mover.String() + " to move\n"
	case w != othello.Empty:
		return s + w.String() + " wins\n"
	}
	return s + "draw\n"
}

// Position returns the position as an [othello.Position], with the side
// to move (the last one once the game is over) to move.
func (g *Game) Position() *othello.Position {
	g.init()
	p, _ := g.b.Position(g.mover)
	return p
}
