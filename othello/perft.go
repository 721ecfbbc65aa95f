package othello

import "github.com/seed131617c4/board"

// Perft returns the number of leaves of the game tree of p at
// depth plies, with the generic rules of [Position] on any board size and
// the convention of [Perft]: a pass uses up one ply and a finished game is
// one leaf. Depth 0 is 1 and a negative depth is 0. p is left as it was.
//
// It plays and undoes every move with [Position.Play] and [Position.Undo]
// on a copy of p, with no bulk counting, so each leaf costs a move
// generation on the generic board: it is the reference that the bitboard
// perft of the 4×4, 6×6 and 8×8 boards is tested against, not a fast
// perft.
func Perft(p *Position, depth int) uint64 {
	if depth < 0 {
		return 0
	}
	return perftPosition(p.Clone(), depth, make([][]board.Point, depth+1))
}

// perftPosition is Perft with bufs[d] the move buffer of depth d.
func perftPosition(p *Position, depth int, bufs [][]board.Point) uint64 {
	if depth == 0 {
		return 1
	}
	moves := p.AppendMoves(bufs[depth][:0], p.Turn())
	bufs[depth] = moves
	if len(moves) == 0 {
		if !p.HasMove(p.Turn().Opponent()) {
			return 1 // the game is over
		}
		p.Pass()
		n := perftPosition(p, depth-1, bufs)
		p.Pass()
		return n
	}
	var n uint64
	for _, pt := range moves {
		m, err := p.Play(pt)
		if err != nil {
			panic("othello: Perft: a listed move is illegal: " + err.Error())
		}
		n += perftPosition(p, depth-1, bufs)
		p.Undo(m)
	}
	return n
}
