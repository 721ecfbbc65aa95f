package board

import "iter"

// A View is a read-only look at the board of a game: its size and the
// piece on each point. Every [Game] is a View, so code that only looks,
// such as a renderer or a terminal board, is written once for every game.
// C is the game's piece type, whose zero value is an empty point.
type View[C comparable] interface {
	// Size returns the number of rows, and of columns, of the board.
	Size() int
	// At returns the piece at p: the zero C for an empty point and for a
	// point off the board.
	At(p Point) C
}

// Game is the contract that every game of this module satisfies, so that
// an algorithm written once (a random playout, a negamax, a perft) runs on
// any of them. C is the game's side type (a mark, a stone or a disc
// colour), whose zero value means nobody and is also the empty point of
// the [View]; G is the game type itself, which [Game.Clone] returns.
//
// A generic algorithm constrains its type parameter by Game:
//
//	func Playout[C comparable, G board.Game[C, G]](g G, r *rand.Rand) C
//
// A conforming implementation guarantees:
//
//   - Turn returns the side to move, and the zero C exactly when Over
//     reports true. A side may move twice in a row: where the rules force
//     the next side to pass (as in Othello), Play hands the turn back to
//     the mover and no pass move is played, so a caller compares Turn
//     before and after a move rather than assuming the sides alternate.
//   - Moves yields each legal move once, and nothing exactly when Over
//     reports true. The game must not change while the iteration runs:
//     to play the moves one by one, collect them first (with
//     [AppendMoves]).
//   - Play plays a move yielded by Moves and returns nil. For any other
//     point it returns an error matching [ErrIllegalMove], and also
//     [ErrOffBoard] for a point off the board, [ErrOccupied] for a point
//     that holds a piece, and [ErrGameOver] once the game is over; the
//     game is then unchanged.
//   - Undo takes back the last move played, restoring everything,
//     including Turn, Moves and Hash, and reports whether there was one.
//   - Winner returns the side that won, or the zero C while the game goes
//     on and when it is drawn.
//   - Clone returns an independent copy with the same history: moves
//     played on one do not change the other.
//   - Hash returns a 64-bit Zobrist hash of the position and the side to
//     move, kept up to date move by move (not recomputed from the board).
//     Equal positions with the same side to move have equal hashes,
//     however they were reached; different ones collide with probability
//     about 2^-64.
//   - Reading never writes: Size, At, Turn, Moves, Over, Winner, Hash and
//     the game's other read methods change nothing, not even a cache, so
//     any number of goroutines may read a game that no one is changing.
//   - A value copy of the game type (h := *g) is either an independent
//     game, or is caught: its first use panics, or go vet reports it. The
//     game's doc says which.
//
// # The fast path
//
// A generic caller cannot inline the iterator that Moves returns, so
// ranging over Moves through a type parameter allocates the iterator. A
// game that also has the method of [MoveAppender] gives searches a path
// that allocates nothing: the searches of this module look for it once
// per search, in the manner of io.WriterTo, and append the moves of each
// node to a buffer of their own. [AppendMoves] takes that path when it
// can.
//
// The package boardtest checks these guarantees on random games.
type Game[C comparable, G any] interface {
	View[C]
	// Turn returns the side to move, or the zero C once the game is over.
	Turn() C
	// Moves returns an iterator over the legal moves of the side to move.
	Moves() iter.Seq[Point]
	// Play plays p for the side to move, or returns why it cannot.
	Play(p Point) error
	// Undo takes back the last move and reports whether there was one.
	Undo() bool
	// Over reports whether the game has ended.
	Over() bool
	// Winner returns the side that won, or the zero C.
	Winner() C
	// Clone returns an independent copy of the game.
	Clone() G
	// Hash returns the Zobrist hash of the position and the side to move.
	Hash() uint64
}

// A MoveAppender appends the legal moves of its side to move to dst, in
// the order of its Moves, and returns the extended slice, allocating only
// when dst lacks the capacity: the optional fast path of a [Game] that
// generic searches discover once.
type MoveAppender interface {
	AppendMoves(dst []Point) []Point
}

// AppendMoves appends the legal moves of g to dst and returns the
// extended slice: through g's own AppendMoves when g is a [MoveAppender],
// and by ranging over g's Moves otherwise. It does not change g, so the
// caller may then play the moves one by one.
func AppendMoves(dst []Point, g interface{ Moves() iter.Seq[Point] }) []Point {
	if a, ok := g.(MoveAppender); ok {
		return a.AppendMoves(dst)
	}
	return appendSeq(dst, g.Moves())
}

// appendSeq appends the points of seq to dst. It is apart from
// AppendMoves so that the variable its loop captures does not make dst
// escape on the fast path.
func appendSeq(dst []Point, seq iter.Seq[Point]) []Point {
	for p := range seq {
		dst = append(dst, p)
	}
	return dst
}
