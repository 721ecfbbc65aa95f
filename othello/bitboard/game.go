package bitboard

import (
	"iter"
	"math/bits"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/internal/zkeys"
)

// A Game is an Othello game on a [Bitboard] that satisfies [board.Game],
// the contract of every game of this module, and its fast path
// ([board.MoveAppender]), for fast search: Play, Undo and AppendMoves
// cost a few dozen operations and allocate nothing. The turn passes by
// itself: when the side to move has no legal move but the other side has,
// Play hands the turn back to the mover. The game is over when neither
// side can move.
//
// Its Hash equals that of an [othello.Game] in the same position with the
// same side to move.
//
// A Game is a value of fixed size (about 2 KB, the history of every move
// a game can have included) that holds no pointers: a copy is an
// independent game, and [Game.Clone] is a copy. The zero Game is a new 8×8
// game, Black to move. Its read methods change nothing, so any number of
// goroutines may read a Game that no one is changing.
type Game struct {
	ready bool   // the fields below hold the game; false in the zero Game, read as the 8×8 start
	cur   record // the position: its board, side to move, end and hash
	start record
	n     int          // the number of moves played
	hist  [64]undoInfo // the positions before the moves played, oldest first
}

// A record is a position of a game: the discs (b.Mover those of mover),
// whether the game is over, and the Zobrist hash of the discs.
type record struct {
	b     Bitboard
	hash  uint64
	mover othello.Color
	over  bool
}

// An undoInfo is what Undo restores: the discs and the hash before a
// move, the side that moved and where. The size of the board does not
// change, so it is not kept.
type undoInfo struct {
	mover, opponent uint64
	hash            uint64
	color           othello.Color
	s               Square
}

var (
	_ board.Game[othello.Color, *Game] = (*Game)(nil)
	_ board.MoveAppender               = (*Game)(nil)
)

// start8 is the zero Game's position: the start of the 8×8 game.
var start8 = func() record {
	b, _ := Start(8)
	return newRecord(b, othello.Black)
}()

// The keys of a Black and of a White disc on each square, and their xor.
var blackKey, whiteKey, flipKey = squareKeys()

func squareKeys() (black, white, flipped [64]uint64) {
	for s := range Square(64) {
		i := s.Row()*zkeys.MaxSize + s.Col()
		black[s], white[s] = zkeys.Disc(1, i), zkeys.Disc(2, i)
		flipped[s] = black[s] ^ white[s]
	}
	return black, white, flipped
}

// NewGame returns a game at the start position of the size×size board,
// size being 4, 6 or 8, Black to move. Any other size returns an error
// matching [board.ErrSize]. The zero Game is the 8×8 one.
func NewGame(size int) (*Game, error) {
	b, err := Start(size)
	if err != nil {
		return nil, err
	}
	g := &Game{}
	g.setStart(newRecord(b, othello.Black))
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
	g.setStart(newRecord(b, p.Turn()))
	return g, nil
}

// newRecord returns the position b with mover to move, its hash, and the
// pass of mover or the end of the game when mover has no move.
func newRecord(b Bitboard, mover othello.Color) record {
	var h uint64
	for s := range Squares(b.Mover) {
		h ^= key(s, mover)
	}
	for s := range Squares(b.Opponent) {
		h ^= key(s, mover.Opponent())
	}
	r := record{b: b, mover: mover, hash: h}
	r.settle()
	return r
}

// setStart makes g a new game at r.
func (g *Game) setStart(r record) {
	g.ready, g.cur, g.start, g.n = true, r, r, 0
}

// key returns the key of a disc of colour c on s.
func key(s Square, c othello.Color) uint64 {
	if c == othello.Black {
		return blackKey[s]
	}
	return whiteKey[s]
}

// now returns the current position, the start of the 8×8 game for the
// zero Game.
func (g *Game) now() *record {
	if !g.ready {
		return &start8
	}
	return &g.cur
}

// settle passes for the side to move if it has no move, and ends the game
// if neither side has.
func (r *record) settle() {
	if r.b.Legal() != 0 {
		return
	}
	if r.b.Pass().Legal() == 0 {
		r.over = true
		return
	}
	r.b, r.mover = r.b.Pass(), r.mover.Opponent()
}

// Size returns the number of rows, and of columns, of the board: 4, 6 or
// 8.
func (g *Game) Size() int { return g.now().b.Size() }

// Turn returns the side to move, or [othello.Empty] once the game is
// over. It costs O(1).
func (g *Game) Turn() othello.Color {
	r := g.now()
	if r.over {
		return othello.Empty
	}
	return r.mover
}

// Over reports whether the game is over: neither side has a legal move.
func (g *Game) Over() bool { return g.now().over }

// legal returns the squares of the legal moves of the side to move: none
// once the game is over.
func (g *Game) legal() uint64 {
	r := g.now()
	if r.over {
		return 0
	}
	return r.b.Legal()
}

// Moves returns an iterator over the legal moves of the side to move,
// row by row from the top-left square; it yields nothing once the game is
// over. It costs one move generation and O(1) per move. The game must
// not change while it runs.
func (g *Game) Moves() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for m := g.legal(); m != 0; m &= m - 1 {
			s := bits.TrailingZeros64(m)
			if !yield(board.Pt(s>>3, s&7)) {
				return
			}
		}
	}
}

// AppendMoves appends the legal moves of the side to move to dst, as
// Moves yields them, and returns the extended slice. It allocates only
// when dst lacks the capacity.
func (g *Game) AppendMoves(dst []board.Point) []board.Point {
	for m := g.legal(); m != 0; m &= m - 1 {
		s := bits.TrailingZeros64(m)
		dst = append(dst, board.Pt(s>>3, s&7))
	}
	return dst
}

// Play plays pt for the side to move, flipping the discs it captures, and
// gives the turn to the opponent, or back to the mover when the opponent
// must pass. If pt is not a legal move it returns an [*othello.MoveError],
// matching [board.ErrIllegalMove], whose Err is [board.ErrOffBoard],
// [board.ErrOccupied], [othello.ErrNoCapture] or [board.ErrGameOver], and
// changes nothing. It costs a flip, a move generation (two after a pass)
// and O(1) per flipped disc, and does not allocate.
func (g *Game) Play(pt board.Point) error {
	if !g.ready {
		g.setStart(start8)
	}
	r := &g.cur
	if r.over {
		return &othello.MoveError{Point: pt, Err: board.ErrGameOver}
	}
	n := r.b.Size()
	if uint(pt.Row) >= uint(n) || uint(pt.Col) >= uint(n) {
		return &othello.MoveError{Point: pt, Player: r.mover, Err: board.ErrOffBoard}
	}
	s := Square(pt.Row*8 + pt.Col)
	if (r.b.Mover|r.b.Opponent)&s.Bit() != 0 {
		return &othello.MoveError{Point: pt, Player: r.mover, Err: board.ErrOccupied}
	}
	f := r.b.Flip(s)
	if f == 0 {
		return &othello.MoveError{Point: pt, Player: r.mover, Err: othello.ErrNoCapture}
	}
	g.hist[g.n] = undoInfo{mover: r.b.Mover, opponent: r.b.Opponent, hash: r.hash, color: r.mover, s: s}
	g.n++
	h := r.hash ^ key(s, r.mover)
	for x := f; x != 0; x &= x - 1 {
		h ^= flipKey[bits.TrailingZeros64(x)]
	}
	r.hash = h
	r.b, r.mover = r.b.Make(s, f), r.mover.Opponent()
	r.settle()
	return nil
}

// Undo takes back the last move, restoring the position, the side to move
// and the hash, and reports whether there was one. It costs O(1).
func (g *Game) Undo() bool {
	if g.n == 0 {
		return false
	}
	g.n--
	u := &g.hist[g.n]
	r := &g.cur
	r.b.Mover, r.b.Opponent, r.hash, r.mover, r.over = u.mover, u.opponent, u.hash, u.color, false
	return true
}

// Winner returns the colour with more discs once the game is over, or
// [othello.Empty] while it goes on and on a draw.
func (g *Game) Winner() othello.Color {
	r := g.now()
	if !r.over {
		return othello.Empty
	}
	m, o := r.b.Discs()
	switch {
	case m > o:
		return r.mover
	case o > m:
		return r.mover.Opponent()
	}
	return othello.Empty
}

// Score returns the disc counts of Black and White, the empty squares
// given to the winner (split on a draw), as WTHOR archives record scores
// ([othello.FinalScore]).
func (g *Game) Score() (black, white int) {
	r := g.now()
	m, o := r.b.Discs()
	black, white = m, o
	if r.mover == othello.White {
		black, white = o, m
	}
	return othello.FinalScore(black, white, bits.OnesCount64(r.b.Empties()))
}

// Clone returns an independent copy of g with the same history: a copy
// of the value.
func (g *Game) Clone() *Game {
	c := *g
	return &c
}

// Hash returns the Zobrist hash of the position and the side to move, the
// hash of an [othello.Game] in the same position. It costs O(1).
func (g *Game) Hash() uint64 {
	r := g.now()
	if !r.over && r.mover == othello.White {
		return r.hash ^ zkeys.White()
	}
	return r.hash
}

// History returns an iterator over the moves played since the start,
// oldest first.
func (g *Game) History() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for _, u := range g.hist[:g.n] {
			if !yield(u.s.Point()) {
				return
			}
		}
	}
}

// Len returns the number of moves played, passes not counted.
func (g *Game) Len() int { return g.n }

// Reset takes the game back to its start, history cleared.
func (g *Game) Reset() {
	if g.ready {
		g.cur, g.n = g.start, 0
	}
}

// At returns the disc on pt, or [othello.Empty] for an empty square or a
// point off the board.
func (g *Game) At(pt board.Point) othello.Color {
	r := g.now()
	n := r.b.Size()
	if uint(pt.Row) >= uint(n) || uint(pt.Col) >= uint(n) {
		return othello.Empty
	}
	x := uint64(1) << (pt.Row*8 + pt.Col)
	switch {
	case r.b.Mover&x != 0:
		return r.mover
	case r.b.Opponent&x != 0:
		return r.mover.Opponent()
	}
	return othello.Empty
}

// Bitboard returns the position, with the discs of the side to move (of
// the last side to move once the game is over) as the mover's.
func (g *Game) Bitboard() Bitboard { return g.now().b }

// String returns the board as [othello.Position.String] draws it, then a
// line like "black to move", "white wins" or "draw".
func (g *Game) String() string {
	r := g.now()
	p, _ := r.b.Position(r.mover)
	s := p.String()
	switch w := g.Winner(); {
	case !r.over:
		return s + r.mover.String() + " to move\n"
	case w != othello.Empty:
		return s + w.String() + " wins\n"
	}
	return s + "draw\n"
}

// Position returns the position as an [othello.Position], with the side
// to move (the last one once the game is over) to move.
func (g *Game) Position() *othello.Position {
	r := g.now()
	p, _ := r.b.Position(r.mover)
	return p
}
