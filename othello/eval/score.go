package eval

import (
	"math/bits"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/internal/kernel"
)

// This file is the evaluation's hot path: Weights.Score reads the places
// of the patterns straight from the bits of the position and adds up
// their weights, without going through features: in portable Go here
// (scoreGo), with AVX-512 in vector_amd64.s where the processor has it.

// tablePad is the number of weights past the last stage that the tables
// hold, so that the table of a stage is an array long enough for any
// pattern's offset plus any index that index returns: the compiler sees
// that Score's reads are in bounds, and checks none. Valid positions
// never read the padding, nor do overlapping bitboards: their indices
// may run into the tables that follow, as they did before, but not
// past the stage.
const tablePad = 3 << 16

// stageTable is the table of one stage with the padding that follows it.
type stageTable = [stageSize + tablePad]int16

// newTables returns zero tables for all the stages.
func newTables() []int16 { return make([]int16, nStages*stageSize+tablePad) }

// ternary[m] reads the 10 bits of m as base-3 digits: bit i set is 3^i. A
// place whose squares, in the order of its digits, are the bits a of the
// side to move and b of the other side has the index ternary[a] +
// 2·ternary[b].
var ternary = func() (t [1 << 10]uint16) {
	for m := range len(t) {
		for i := range 10 {
			if m>>i&1 != 0 {
				t[m] += uint16(pow3[i])
			}
		}
	}
	return t
}()

// index returns the base-3 index of a place of up to 10 squares, the bits
// a of the side to move and b of the other side.
func index(a, b uint64) int { return int(ternary[a&0x3ff]) + 2*int(ternary[b&0x3ff]) }

// index8 is index for a place of up to 8 squares.
func index8(a, b uint8) int { return int(ternary[a]) + 2*int(ternary[b]) }

// The gathers read the squares of a pattern at its top-left place into
// the bits of a number, square i of the pattern being bit i. The other
// places are the top-left places of the images of the board (see
// symmetric), or rows and diagonals read by the same gathers.

// edge returns the squares of the edge with its two X squares: the 8 of
// the top row, then b2 and g2.
func edge(x uint64) uint64 { return x&0xff | x>>1&0x100 | x>>5&0x200 }

// corner3x3 returns the 3×3 block of the top-left corner, row by row.
func corner3x3(x uint64) uint64 { return x&7 | x>>5&0x38 | x>>10&0x1c0 }

// corner2x5 returns the 2×5 block of the top-left corner, row by row.
func corner2x5(x uint64) uint64 { return x&0x1f | x>>3&0x3e0 }

// row returns row r.
func row(x uint64, r uint) uint8 { return uint8(x >> (8 * r)) }

// diagonal returns the squares (r, r+k) of x, r from 0: the diagonal of
// 8-k squares that starts at column k of the top row. The multiplication
// adds up the bytes of the masked diagonal, each holding at most its
// square r at bit r, into the top byte.
func diagonal(x uint64, k uint) uint8 {
	const main, spread = 0x8040201008040201, 0x0101010101010101
	return uint8((x >> k & main & (^uint64(0) >> (8 * k))) * spread >> 56)
}

// Score returns the evaluation of the 8×8 position with the discs player
// of the side to move and opponent of the other side: its predicted final
// disc difference for the side to move, in hundredths of a disc. It
// checks nothing: player and opponent must be a position that a game can
// hold (if they share a square, say, the score means nothing, but Score
// does not fail), as in a search; [Weights.Evaluate] checks. It allocates
// nothing. On amd64
// processors with AVX-512 (F, BW, VL, BITALG and GFNI) it reads the
// patterns in vector registers, with the same results.
func (w *Weights) Score(player, opponent uint64) int {
	if len(w.w) == 0 {
		return 0
	}
	pm, om := kernel.MovesBoth(player, opponent)
	return w.ScoreMoves(player, opponent, pm, om)
}

// ScoreMoves returns [Weights.Score] of the position with the discs
// player and opponent whose legal moves, those of the side to move and
// those of the other side, are playerMoves and opponentMoves, as
// [ScoreMoves] does for the Default weights.
func (w *Weights) ScoreMoves(player, opponent, playerMoves, opponentMoves uint64) int {
	if len(w.w) == 0 {
		return 0
	}
	st := stageOf(64 - bits.OnesCount64(player|opponent))
	t := (*stageTable)(w.w[st*stageSize:])
	return score(t, player, opponent) + scoreRest(t, player, opponent, playerMoves, opponentMoves)
}

// Evaluate returns [Weights.Score] of the position b, or an error
// matching [board.ErrSize] if b is not 8×8 and one matching
// [board.ErrPosition] if no game can hold it ([bitboard.Bitboard.Check]).
func (w *Weights) Evaluate(b bitboard.Bitboard) (int, error) {
	if err := check(b); err != nil {
		return 0, err
	}
	return w.Score(b.Mover, b.Opponent), nil
}

// scoreRest returns the weights of t that the position p, o, whose sides
// have the legal moves pm and om, reads past the patterns: the
// mobilities and the empty squares.
func scoreRest(t *stageTable, p, o, pm, om uint64) int {
	return int(t[offMobility+min(uint(bits.OnesCount64(pm)), mobilityCap)]) +
		int(t[offOther+min(uint(bits.OnesCount64(om)), mobilityCap)]) +
		int(t[offEmpties+min(64-bits.OnesCount64(p|o), 59)%stageWidth])
}

// scoreGo returns the sum of the weights of t of the places of the
// patterns of the position p, o, read on the 8 images of the board: the
// first 46 features, in portable Go.
func scoreGo(t *stageTable, p, o uint64) int {
	s := 0
	pv, ov := flipV(p), flipV(o)
	ph, oh := flipH(p), flipH(o)
	phv, ohv := flipV(ph), flipV(oh)
	pt, ot := transpose(p), transpose(o)
	ptv, otv := flipV(pt), flipV(ot)
	pth, oth := flipH(pt), flipH(ot)
	pthv, othv := flipV(pth), flipV(oth)

	// The edges and the rows 2 to 4 from each edge, on the board and on
	// its transposition. The rows of the mirror top to bottom are those
	// of the board from the bottom.
	s += int(t[offEdge+index(edge(p), edge(o))])
	s += int(t[offEdge+index(edge(pv), edge(ov))])
	s += int(t[offRow2+index8(row(p, 1), row(o, 1))])
	s += int(t[offRow2+index8(row(p, 6), row(o, 6))])
	s += int(t[offRow3+index8(row(p, 2), row(o, 2))])
	s += int(t[offRow3+index8(row(p, 5), row(o, 5))])
	s += int(t[offRow4+index8(row(p, 3), row(o, 3))])
	s += int(t[offRow4+index8(row(p, 4), row(o, 4))])
	s += int(t[offEdge+index(edge(pt), edge(ot))])
	s += int(t[offEdge+index(edge(ptv), edge(otv))])
	s += int(t[offRow2+index8(row(pt, 1), row(ot, 1))])
	s += int(t[offRow2+index8(row(pt, 6), row(ot, 6))])
	s += int(t[offRow3+index8(row(pt, 2), row(ot, 2))])
	s += int(t[offRow3+index8(row(pt, 5), row(ot, 5))])
	s += int(t[offRow4+index8(row(pt, 3), row(ot, 3))])
	s += int(t[offRow4+index8(row(pt, 4), row(ot, 4))])

	s += int(t[offC25+index(corner2x5(p), corner2x5(o))])
	s += int(t[offC25+index(corner2x5(pv), corner2x5(ov))])
	s += int(t[offC25+index(corner2x5(ph), corner2x5(oh))])
	s += int(t[offC25+index(corner2x5(phv), corner2x5(ohv))])
	s += int(t[offC25+index(corner2x5(pt), corner2x5(ot))])
	s += int(t[offC25+index(corner2x5(ptv), corner2x5(otv))])
	s += int(t[offC25+index(corner2x5(pth), corner2x5(oth))])
	s += int(t[offC25+index(corner2x5(pthv), corner2x5(othv))])

	s += int(t[offC33+index(corner3x3(p), corner3x3(o))])
	s += int(t[offC33+index(corner3x3(pv), corner3x3(ov))])
	s += int(t[offC33+index(corner3x3(ph), corner3x3(oh))])
	s += int(t[offC33+index(corner3x3(phv), corner3x3(ohv))])

	s += int(t[offDiag8+index8(diagonal(p, 0), diagonal(o, 0))])
	s += int(t[offDiag8+index8(diagonal(ph, 0), diagonal(oh, 0))])
	s += int(t[offDiag7+index8(diagonal(p, 1), diagonal(o, 1))])
	s += int(t[offDiag6+index8(diagonal(p, 2), diagonal(o, 2))])
	s += int(t[offDiag5+index8(diagonal(p, 3), diagonal(o, 3))])
	s += int(t[offDiag4+index8(diagonal(p, 4), diagonal(o, 4))])
	s += int(t[offDiag7+index8(diagonal(pv, 1), diagonal(ov, 1))])
	s += int(t[offDiag6+index8(diagonal(pv, 2), diagonal(ov, 2))])
	s += int(t[offDiag5+index8(diagonal(pv, 3), diagonal(ov, 3))])
	s += int(t[offDiag4+index8(diagonal(pv, 4), diagonal(ov, 4))])
	s += int(t[offDiag7+index8(diagonal(ph, 1), diagonal(oh, 1))])
	s += int(t[offDiag6+index8(diagonal(ph, 2), diagonal(oh, 2))])
	s += int(t[offDiag5+index8(diagonal(ph, 3), diagonal(oh, 3))])
	s += int(t[offDiag4+index8(diagonal(ph, 4), diagonal(oh, 4))])
	s += int(t[offDiag7+index8(diagonal(pt, 1), diagonal(ot, 1))])
	s += int(t[offDiag6+index8(diagonal(pt, 2), diagonal(ot, 2))])
	s += int(t[offDiag5+index8(diagonal(pt, 3), diagonal(ot, 3))])
	s += int(t[offDiag4+index8(diagonal(pt, 4), diagonal(ot, 4))])

	return s
}
