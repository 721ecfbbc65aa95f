// Package search finds good moves in any game that satisfies the root
// contract [board.Game], knowing nothing of the game itself. It has two
// searchers:
//
//   - [AlphaBeta], a negamax alpha-beta search with principal-variation
//     search, iterative deepening, aspiration windows, a transposition
//     [Table], hash-move, killer and history move ordering and a caller's
//     ordering hook, limited by depth, nodes, time or a context;
//   - [MCTS], a Monte Carlo tree search (UCT) with random or caller-supplied
//     playouts, MCTS-Solver proofs of wins and losses, a seed for
//     reproducible runs, and root parallelism over every core.
//
// A complete tic-tac-toe player is a few lines:
//
//	ab := search.AlphaBeta[tictactoe.Mark, *tictactoe.Game]{Notation: tictactoe.FormatMove}
//	r, err := ab.Search(ctx, g) // r.Move, r.Score, r.PV, r.Exact ...
//	fmt.Println(r)              // move a1 score 0 depth 9 nodes 5667 exact pv a1 b2 b1 ...
//
// The searchers take what they need of the game as functions: an
// evaluation of a position for the side to move (alpha-beta's horizon),
// the score of a finished game (win/draw/loss by default, or a game's own
// score such as a disc difference), an ordering hook and a playout.
//
// # Moves and their notation
//
// Moves are [board.Point] values, which print as "(row,col)": the search
// knows no game's notation. A searcher's Notation field, a function that
// writes a move the way its game does (othello.FormatMove,
// tictactoe.FormatMove, or gomoku.FormatMove at the board's size), passes
// on to its [Result] or [MCTSResult] and from there to a [Choice], whose
// String methods then name moves as the game's players do, like
// "move f5 score 84 ...". The engines of the games set it in their
// choices. The search never calls it, so it costs nothing per node.
//
// # Scores
//
// Alpha-beta scores are ints for the side to move. An evaluation is
// clamped to [-MaxEval, MaxEval]. A finished game whose outcome o (by
// default +1, 0 or -1; a game's own score up to ±MaxOutcome) is reached p
// plies from the root scores 0 for o = 0 and otherwise
//
//	sign(o) * (MaxEval + |o|*MaxPly - p)
//
// so every proven outcome lies beyond every evaluation, a larger outcome
// beats a smaller one, and among equal outcomes the shortest win and the
// longest loss are preferred. [Proven] decodes such a score. Every score
// lies strictly inside ±[Infinity].
//
// # Limits and threads
//
// Every searcher of the module (these two, package othello/solve,
// package gomoku/threat and the engines built on them) follows one
// convention, written out in docs/search.md: a node limit is an int64
// Nodes and a time limit a [time.Duration] Time, where 0 means no limit;
// parallelism is a Threads int, where 0 means one goroutine, so that the
// zero value is reproducible (every core is runtime.GOMAXPROCS(0), asked
// for explicitly); a negative limit or thread count is refused with an
// error matching [ErrLimits]. A search takes a context as its first
// parameter, never nil (context.Background() when there is none), whose
// end stops it like a time limit.
//
// # Forced passes
//
// The contract lets a side move twice in a row when the rules force the
// other to pass. Both searchers compare Turn before and after each move
// and change the point of view only when it changed; they never assume
// the sides alternate. They assume two sides and a zero-sum outcome.
package search

import (
	"errors"

	"github.com/seed131617c4/board"
)

// ErrLimits reports a negative limit or thread count given to a search:
// a Nodes, Time, Soft, Playouts or Threads below 0. Every searcher of the
// module (package othello/solve, package gomoku/threat and the engines
// too) refuses one with an error matching it.
var ErrLimits = errors.New("negative limit")

// The score range of [AlphaBeta]; see the package doc.
const (
	// MaxEval bounds an evaluation: evaluations are clamped to
	// [-MaxEval, MaxEval].
	MaxEval = 1 << 20
	// MaxPly bounds the length of a searched line, in plies from the root.
	MaxPly = 1 << 10
	// MaxOutcome bounds the outcome of a finished game: outcomes are
	// clamped to [-MaxOutcome, MaxOutcome].
	MaxOutcome = 1 << 16
	// Infinity is greater than every score.
	Infinity = MaxEval + (MaxOutcome+1)*MaxPly
)

// ToTable returns score, found ply plies from the root, as a
// transposition table keeps it: a proven outcome counted from the node
// rather than from the root, so that the entry holds at whatever ply the
// node is reached again. Evaluations are kept as they are. FromTable is
// its inverse. A search of its own that keeps proven outcomes in a table
// uses the pair as AlphaBeta does.
func ToTable(score, ply int) int {
	switch {
	case score > MaxEval:
		return score + ply
	case score < -MaxEval:
		return score - ply
	}
	return score
}

// FromTable returns the score that a table entry made by ToTable gives a
// node ply plies from the root.
func FromTable(score, ply int) int {
	switch {
	case score > MaxEval:
		return score - ply
	case score < -MaxEval:
		return score + ply
	}
	return score
}

// Proven reports whether score is the score of a proven outcome and, if
// so, returns the outcome (for the side to move at the root: positive for
// a win, like +1 or a final disc difference) and the number of plies from
// the root to the end of the game. A draw scores 0 like an even
// evaluation, so Proven reports false for it; [Result.Exact] tells a
// proven draw.
func Proven(score int) (outcome, plies int, ok bool) {
	a, sign := score, 1
	if a < 0 {
		a, sign = -a, -1
	}
	if a <= MaxEval || a >= Infinity {
		return 0, 0, false
	}
	a -= MaxEval
	o := (a + MaxPly - 1) / MaxPly
	return sign * o, o*MaxPly - a, true
}

// decisive returns the score of outcome o reached ply plies from the root.
func decisive(o, ply int) int {
	switch {
	case o > 0:
		return MaxEval + min(o, MaxOutcome)*MaxPly - ply
	case o < 0:
		return -(MaxEval + min(-o, MaxOutcome)*MaxPly - ply)
	}
	return 0
}

// winLoss is the default outcome of a finished game for side: +1 if side
// won, -1 if it lost and 0 for a draw.
func winLoss[C comparable, G board.Game[C, G]](g G, side C) int {
	var zero C
	switch g.Winner() {
	case side:
		return 1
	case zero:
		return 0
	}
	return -1
}

// formatMove writes p in notation, or as p.String() ("(row,col)") when
// notation is nil.
func formatMove(notation func(board.Point) string, p board.Point) string {
	if notation == nil {
		return p.String()
	}
	return notation(p)
}

// noMove is the packed form of no move.
const noMove = 0

// pack returns p packed into 16 bits: (row<<8 | col) + 1, so that 0 means
// no move. A point with a row or column outside [0, 254] packs to noMove
// and is never stored.
func pack(p board.Point) uint16 {
	if uint(p.Row) > 254 || uint(p.Col) > 254 {
		return noMove
	}
	return uint16(p.Row<<8|p.Col) + 1
}

// unpack returns the point that m packs; m must not be noMove.
func unpack(m uint16) board.Point {
	m--
	return board.Pt(int(m>>8), int(m&0xff))
}
