package board

import "iter"

// Game is the contract that every game of this module satisfies, so that
// an algorithm written once (a random playout, a negamax, a perft) runs on
// any of them. C is the game's side type (a mark, a stone or a disc
// colour), whose zero value means nobody; G is the game type itself, which
// [Game.Clone] returns.
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
//     reports true. The game must not change while the iteration runs.
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
//
// A generic caller cannot inline the iterator that Moves returns, so an
// iterator made afresh by each call escapes to the heap. The games of this
// module make theirs once, as a method value stored in the game, so that
// searches over the contract allocate nothing per node; a fast
// implementation should do the same.
//
// The package boardtest checks these guarantees on random games.
type Game[C comparable, G any] interface {
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
