package engine

import (
	"math/bits"

	"github.com/seed131617c4/board/othello/bitboard"
)

// The masks of eval8, square 8r+c being bit 8r+c.
const (
	notColA  uint64 = 0xfefefefefefefefe // every square but column a
	notColH  uint64 = 0x7f7f7f7f7f7f7f7f // every square but column h
	edges8   uint64 = 0x7e8181818181817e // the edges but the corners
	corners8 uint64 = 0x8100000000000081
)

// A corner8 is a corner of the 8×8 board with what the evaluation reads
// beside it: its X square, its two C squares, and the steps along its row
// and its column towards the board.
type corner8 struct {
	sq          int
	x, c        uint64
	alongRow    int
	alongColumn int
}

var corner8s = [4]corner8{
	{sq: 0, x: 1 << 9, c: 1<<1 | 1<<8, alongRow: 1, alongColumn: 8},
	{sq: 7, x: 1 << 14, c: 1<<6 | 1<<15, alongRow: -1, alongColumn: 8},
	{sq: 56, x: 1 << 49, c: 1<<57 | 1<<48, alongRow: 1, alongColumn: -8},
	{sq: 63, x: 1 << 54, c: 1<<62 | 1<<55, alongRow: -1, alongColumn: -8},
}

// eval8 is the test oracle of the hand-written evaluation: the evaluation
// of the 8×8 position with the discs me of the side to move and opp of the
// other side, in hundredths of a disc, with the features and weights of
// [handEval.evalBoard] computed another way, with shifts, masks and
// popcounts on the bitboards.
func eval8(me, opp uint64) int {
	empty := ^(me | opp)
	b := bitboard.Bitboard{Mover: me, Opponent: opp}
	score := wMobility*(pop(b.Legal())-pop(b.Pass().Legal())) +
		wPotential*(pop(empty&neighbours(opp))-pop(empty&neighbours(me)))

	// Corners, X and C squares, and the discs held from the corners.
	var stable uint64
	edges := edges8
	for _, k := range corner8s {
		bit := uint64(1) << k.sq
		held := me
		switch {
		case empty&bit != 0:
			score -= wX*diff(me, opp, k.x) + wC*diff(me, opp, k.c)
			edges &^= k.c // counted here, not as edges
			continue
		case me&bit != 0:
			score += wCorner
		default:
			score -= wCorner
			held = opp
		}
		stable |= run(held, k.sq, k.alongRow) | run(held, k.sq, k.alongColumn)
	}
	score += wStable*diff(me, opp, stable) + wEdge*diff(me, opp, edges)

	// Late in the game: parity, and the discs themselves.
	empties := pop(empty)
	if empties <= 18 {
		if empties%2 == 1 {
			score += wParity
		} else {
			score -= wParity
		}
	}
	if filled := 64 - empties; 3*filled > 2*64 {
		score += wDisc * diff(me, opp, ^uint64(0)) * (3*filled - 2*64) / 64
	}
	return score
}

// neighbours returns the squares next to a disc of x, in any of the 8
// directions.
func neighbours(x uint64) uint64 {
	e, w := x<<1&notColA, x>>1&notColH
	row := x | e | w
	return e | w | row<<8 | row>>8
}

// run returns the run of discs of held from square from, step by step
// along an edge: empty if from is not held.
func run(held uint64, from, step int) uint64 {
	var r uint64
	for k, s := 0, from; k < 8 && held>>s&1 != 0; k, s = k+1, s+step {
		r |= 1 << s
	}
	return r
}

// diff returns how many squares of mask hold my discs more than the
// opponent's.
func diff(me, opp, mask uint64) int { return pop(me&mask) - pop(opp&mask) }

func pop(x uint64) int { return bits.OnesCount64(x) }
