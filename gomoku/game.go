package gomoku

import (
	"errors"
	"fmt"
	"iter"
	"math/bits"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku/internal/zkeys"
)

// ErrForbidden reports a move to a point where the rule set forbids the
// side to move to play: Black's overline, double-four and double-three
// under renju, either side's double-three under omok. A [MoveError] that
// wraps it names the [Foul].
var ErrForbidden = errors.New("forbidden move")

// A MoveError reports a move that [Game.Play] refused: the point, the
// side that was to move (Empty once the game is over) and why. Err is
// [board.ErrOffBoard], [board.ErrOccupied], [board.ErrGameOver] or
// [ErrForbidden]; for ErrForbidden, Foul says which foul. Every MoveError
// matches [board.ErrIllegalMove].
type MoveError struct {
	Point  board.Point
	Player Stone
	Foul   Foul
	Err    error
	size   int // of the board, to name Point in renju notation; 0 if unknown
}

// Error returns the point in renju notation, the player and the reason,
// like "gomoku: illegal move h8 by black: point occupied" or
// "gomoku: illegal move h8 by black: forbidden move: double-three". It
// leaves out " by ..." when Player is Empty, as after the end of the game,
// and names the point as (row,col) when it is off the board or the
// MoveError was not made by a Game.
func (e *MoveError) Error() string {
	msg := "gomoku: illegal move " + FormatMove(e.Point, e.size)
	if e.Player != Empty {
		msg += " by " + e.Player.String()
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	if e.Foul != NoFoul {
		msg += ": " + e.Foul.String()
	}
	return msg
}

// Unwrap returns e.Err.
func (e *MoveError) Unwrap() error { return e.Err }

// Is reports whether target is [board.ErrIllegalMove], which every
// MoveError matches.
func (e *MoveError) Is(target error) bool { return target == board.ErrIllegalMove }

// A Result is how a game stands. The zero Result is a game in play.
type Result struct {
	// Winner is the colour that won, or Empty while the game goes on and
	// when it is drawn.
	Winner Stone
	// Five is the winning line when the game was won.
	Five Five
	// Draw reports a game that nobody won, ended because the side to move
	// had no legal move: a full board, or only forbidden points.
	Draw bool
}

// Over reports whether the game has ended.
func (r Result) Over() bool { return r.Winner != Empty || r.Draw }

// String describes r, like "in play", "draw" or "black wins with black
// horizontal 5 d8-h8", the winning line as [Five.String] gives it.
func (r Result) String() string {
	switch {
	case r.Draw:
		return "draw"
	case r.Winner != Empty:
		return fmt.Sprintf("%v wins with %v", r.Winner, r.Five)
	}
	return "in play"
}

// A Game is a game under one rule set, from the empty board ([NewGame])
// or from a given position ([NewGameFrom]). Black moves first, then the
// colours alternate. [Game.Play] enforces the rules:
//
//   - the game ends when a move makes a winning line under the rule set
//     ([Rule]); it ends in a draw when the side to move has no legal move:
//     when the board is full, or, on a small board under renju or omok,
//     when every empty point is forbidden to it. [Game.Turn] is then
//     Empty and [Game.Moves] yields nothing;
//   - a forbidden move (under renju Black's overline, double-four and
//     double-three; under omok a double-three, for either colour) is
//     refused with a *[MoveError] that wraps [ErrForbidden] and names the
//     [Foul], and the same player moves again; [Game.Moves] never yields
//     a forbidden point;
//   - freestyle and standard forbid nothing.
//
// Refusing a forbidden move is how renju programs and the Gomocup treat
// forbidden points. The rules of the Renju International Federation, meant
// for a game between people, say that a forbidden move loses; a program
// that refuses it, so that Black can never lose that way, is the computer
// form of the same rule.
//
// A Game satisfies [board.Game] and its fast path ([board.MoveAppender]).
// It keeps the position as bit rows, so every check is bit-parallel, and
// an incremental Zobrist [Game.Hash]; Play, Undo and AppendMoves allocate
// nothing.
//
// A Game is a value of fixed size (about 3 KB, the history of the largest
// board included) that holds no pointers: a copy is an independent game,
// and [Game.Clone] is a copy. The zero Game is a new freestyle game on the
// 15×15 board. Its read methods change nothing, so any number of
// goroutines may read a Game that no one is changing.
type Game struct {
	rule   Rule
	lines  lines // size 0 in the zero Game, read as DefaultSize
	stones int   // the number of stones on the board
	hash   uint64
	n      int                       // the number of moves played
	moves  [MaxSize * MaxSize]uint16 // the points played, row*MaxSize+col, oldest first
	result Result
}

var (
	_ board.Game[Stone, *Game] = (*Game)(nil)
	_ board.MoveAppender       = (*Game)(nil)
)

// stoneKey returns the Zobrist key of a stone of colour s, Black or
// White, at p: the keys that pattern.Position shares.
func stoneKey(p board.Point, s Stone) uint64 {
	return zkeys.Stone(int(s), p.Row*MaxSize+p.Col)
}

// NewGame returns a new game on an empty size×size board under rule r. It
// returns an error matching [board.ErrSize] unless size is in
// [MinSize]..[MaxSize], and one matching [ErrRule] for an unknown rule.
func NewGame(size int, r Rule) (*Game, error) {
	if !r.Valid() {
		return nil, fmt.Errorf("gomoku: %w %v", ErrRule, r)
	}
	if size < MinSize || size > MaxSize {
		return nil, sizeError(size)
	}
	return &Game{rule: r, lines: newLines(size)}, nil
}

// NewGameFrom returns a game under rule r that starts at the position of
// b, with no history; b itself is not kept. Black is to move when the
// board holds as many black stones as white, White when it holds one
// black stone more. If the side that moved last has a winning line, the
// game is over and won by it (the first such line in reading order, as
// [Winner] reports it); without one, a position where the side to
// move has no legal move (a full board) is a draw.
//
// NewGameFrom returns an error matching [board.ErrSize] unless b is
// square with [MinSize]..[MaxSize] points a side, one matching [ErrRule]
// for an unknown rule, and one matching [board.ErrPosition] for a position
// that alternate play cannot reach: a point holding a value other than
// Empty, Black and White, other stone counts, or a winning line of the
// side to move. It does not check that the stones could have been played
// without a forbidden move. It costs O(size²).
func NewGameFrom(b *board.Board[Stone], r Rule) (*Game, error) {
	if b.Rows() != b.Cols() {
		return nil, fmt.Errorf("gomoku: %dx%d board: %w (want a square board)", b.Rows(), b.Cols(), board.ErrSize)
	}
	g, err := NewGame(b.Rows(), r)
	if err != nil {
		return nil, err
	}
	var count [3]int
	for p, s := range b.All() {
		if s > White {
			return nil, fmt.Errorf("gomoku: %w: %s holds %v", board.ErrPosition, FormatMove(p, b.Rows()), s)
		}
		count[s]++
		if s != Empty {
			g.lines.set(p, s)
			g.hash ^= stoneKey(p, s)
		}
	}
	last := White // the side that moved last, if any
	switch count[Black] - count[White] {
	case 0:
	case 1:
		last = Black
		g.hash ^= zkeys.White()
	default:
		return nil, fmt.Errorf("gomoku: %w: %d black stones and %d white (want as many black as white, or one more)", board.ErrPosition, count[Black], count[White])
	}
	g.stones = count[Black] + count[White]
	if f, ok := g.lines.winnerOf(last.Opponent(), r); ok {
		return nil, fmt.Errorf("gomoku: %w: %v, the side to move, has a winning line, %v", board.ErrPosition, last.Opponent(), f)
	}
	if f, ok := g.lines.winnerOf(last, r); ok {
		g.result = Result{Winner: last, Five: f}
	} else if !g.canMove(last.Opponent()) {
		g.result = Result{Draw: true}
	}
	return g, nil
}

// winnerOf is [lines.winner] for the lines of colour s alone.
func (l *lines) winnerOf(s Stone, r Rule) (Five, bool) {
	c := *l
	clear(c.Rows[s.Opponent()-1][:])
	return c.winner(r)
}

// init makes the zero Game a new game on the 15×15 board.
func (g *Game) init() {
	if g.lines.Size == 0 {
		g.lines.Size = DefaultSize
	}
}

// Rule returns the rule set of g.
func (g *Game) Rule() Rule { return g.rule }

// Size returns the number of points on a side of the board of g.
func (g *Game) Size() int {
	if g.lines.Size == 0 {
		return DefaultSize
	}
	return g.lines.Size
}

// At returns the stone at p, or Empty if p is not on the board.
func (g *Game) At(p board.Point) Stone { return g.lines.at(p) }

// Board returns the position of g as a new board.
func (g *Game) Board() *board.Board[Stone] {
	if g.lines.Size == 0 {
		b, _ := NewBoard(DefaultSize)
		return b
	}
	return g.lines.board()
}

// Turn returns the colour to move: Black after an even number of stones,
// White after an odd one, and Empty once the game is over.
func (g *Game) Turn() Stone {
	switch {
	case g.result.Over():
		return Empty
	case g.stones%2 == 0:
		return Black
	}
	return White
}

// Moves returns an iterator over the legal moves of the colour to move:
// the empty points in reading order (by row from the top, then by
// column), less those forbidden to it under the rule set. It yields
// nothing once the game is over. Each point costs what [Forbidden]
// costs under renju and omok, a few bit operations under the other rules.
func (g *Game) Moves() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		if s := g.Turn(); s != Empty {
			g.legal(s, yield)
		}
	}
}

// AppendMoves appends the legal moves of the colour to move to dst, as
// Moves yields them, and returns the extended slice. It allocates only
// when dst lacks the capacity.
func (g *Game) AppendMoves(dst []board.Point) []board.Point {
	if s := g.Turn(); s != Empty {
		g.legal(s, func(p board.Point) bool {
			dst = append(dst, p)
			return true
		})
	}
	return dst
}

// legal yields the points where s may play, in reading order, until
// yield returns false, and reports whether it was stopped.
func (g *Game) legal(s Stone, yield func(board.Point) bool) bool {
	n := g.Size()
	restricted := g.rule.Restricted(s)
	for row := range n {
		occupied := g.lines.Rows[0][board.Horizontal][row] | g.lines.Rows[1][board.Horizontal][row]
		for free := (uint64(1)<<n - 1) &^ uint64(occupied); free != 0; free &= free - 1 {
			p := board.Pt(row, bits.TrailingZeros64(free))
			if restricted && g.lines.forbidden(p, s, g.rule) != NoFoul {
				continue
			}
			if !yield(p) {
				return true
			}
		}
	}
	return false
}

// canMove reports whether s has a legal move. Where s has forbidden
// points it usually stops at the first empty point.
func (g *Game) canMove(s Stone) bool {
	switch {
	case g.stones == g.lines.Size*g.lines.Size:
		return false
	case !g.rule.Restricted(s):
		return true
	}
	n := g.lines.Size
	for row := range n {
		occupied := g.lines.Rows[0][board.Horizontal][row] | g.lines.Rows[1][board.Horizontal][row]
		for free := (uint64(1)<<n - 1) &^ uint64(occupied); free != 0; free &= free - 1 {
			p := board.Pt(row, bits.TrailingZeros64(free))
			if g.alone(p, s) || g.lines.forbidden(p, s, g.rule) == NoFoul {
				return true
			}
		}
	}
	return false
}

// alone reports whether s has no stone within 5 points of p across,
// down or diagonally, so that p cannot be forbidden to s: every foul is
// made of stones of s on the lines through p, within 4 points of it. It
// costs a word operation per row and is much cheaper than Forbidden.
func (g *Game) alone(p board.Point, s Stone) bool {
	n := g.lines.Size
	lo, hi := max(0, p.Col-5), min(n-1, p.Col+5)
	mask := uint32((uint64(2)<<hi - 1) &^ (uint64(1)<<lo - 1))
	for r := max(0, p.Row-5); r <= min(n-1, p.Row+5); r++ {
		if g.lines.Rows[s-1][board.Horizontal][r]&mask != 0 {
			return false
		}
	}
	return true
}

// History returns an iterator over the moves played since the start of
// g, Black's first. A game from [NewGameFrom] has no history at its start.
func (g *Game) History() iter.Seq[board.Point] {
	return func(yield func(board.Point) bool) {
		for _, m := range g.moves[:g.n] {
			if !yield(unpackPoint(m)) {
				return
			}
		}
	}
}

// packPoint and unpackPoint pack a point of the board in 16 bits.
func packPoint(p board.Point) uint16 { return uint16(p.Row*MaxSize + p.Col) }

func unpackPoint(m uint16) board.Point { return board.Pt(int(m)/MaxSize, int(m)%MaxSize) }

// Len returns the number of moves played since the start of g.
func (g *Game) Len() int { return g.n }

// Result returns how the game stands: the winner and the winning line, or
// a draw.
func (g *Game) Result() Result { return g.result }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.result.Over() }

// Winner returns the colour that won, or Empty while the game goes on and
// when it is drawn.
func (g *Game) Winner() Stone { return g.result.Winner }

// Forbidden returns the foul that p would be for the colour to move, or
// NoFoul, as [Forbidden] does; NoFoul once the game is over.
func (g *Game) Forbidden(p board.Point) Foul {
	return g.lines.forbidden(p, g.Turn(), g.rule)
}

// Play plays a stone of the colour to move at p. It returns a *[MoveError]
// and leaves the game as it was if the game is over
// ([board.ErrGameOver]), p is off the board ([board.ErrOffBoard]) or
// occupied ([board.ErrOccupied]), or p is forbidden to the colour to move
// under the rule set ([ErrForbidden], with the [Foul]); the same colour is
// then still to move. A move that makes a winning line ends the game; so
// does a move that leaves the other colour no legal move, a draw. Where
// the other colour has forbidden moves, seeing that it has a legal one
// usually costs a [Forbidden] check of one point.
func (g *Game) Play(p board.Point) error {
	g.init()
	s := g.Turn()
	switch {
	case s == Empty:
		return g.refuse(p, s, board.ErrGameOver, NoFoul)
	case !g.lines.In(p):
		return g.refuse(p, s, board.ErrOffBoard, NoFoul)
	case g.lines.at(p) != Empty:
		return g.refuse(p, s, board.ErrOccupied, NoFoul)
	}
	if f := g.lines.forbidden(p, s, g.rule); f != NoFoul {
		return g.refuse(p, s, ErrForbidden, f)
	}
	g.lines.set(p, s)
	g.stones++
	g.hash ^= stoneKey(p, s) ^ zkeys.White()
	g.moves[g.n] = packPoint(p)
	g.n++
	if five, ok := g.lines.winAt(p, g.rule); ok {
		g.result = Result{Winner: s, Five: five}
	} else if !g.canMove(s.Opponent()) {
		g.result = Result{Draw: true}
	}
	return nil
}

// refuse returns the *MoveError of a refused move.
func (g *Game) refuse(p board.Point, s Stone, err error, f Foul) error {
	return &MoveError{Point: p, Player: s, Foul: f, Err: err, size: g.lines.Size}
}

// Undo takes back the last move and reports whether there was one. The
// game is in play again afterwards, since play stops at the first move
// that ends it.
func (g *Game) Undo() bool {
	if g.n == 0 {
		return false
	}
	g.n--
	p := unpackPoint(g.moves[g.n])
	g.hash ^= stoneKey(p, g.lines.at(p)) ^ zkeys.White()
	g.lines.set(p, Empty)
	g.stones--
	g.result = Result{}
	return true
}

// Reset takes back every move, leaving g at its start: the empty board,
// or the position given to [NewGameFrom].
func (g *Game) Reset() {
	for g.Undo() {
	}
}

// Clone returns an independent copy of g with the same history: a copy
// of the value.
func (g *Game) Clone() *Game {
	c := *g
	return &c
}

// Hash returns the Zobrist hash of the position and the colour to move,
// kept up to date by Play and Undo: equal positions have equal hashes
// however they were reached, whatever the rule set.
func (g *Game) Hash() uint64 { return g.hash }

// String returns the board of g as [board.Board.Format] writes it with
// Stone.Rune, then a line saying how the game stands: "black to move",
// "white to move", "black wins", "white wins" or "draw".
func (g *Game) String() string {
	status := g.Turn().String() + " to move"
	switch {
	case g.result.Draw:
		status = "draw"
	case g.result.Winner != Empty:
		status = g.result.Winner.String() + " wins"
	}
	return g.Board().Format(Stone.Rune) + status + "\n"
}
