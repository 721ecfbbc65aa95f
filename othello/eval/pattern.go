package eval

import (
	"math/bits"

	"github.com/seed131617c4/board/othello/bitboard"
)

// A pattern is a list of squares whose contents, read as the base-3 digits
// 0 (empty), 1 (the side to move) and 2 (the other side), square i being
// digit i, index a table of weights. The evaluation reads each pattern at
// every place the 8 symmetries of the board carry it to; the symmetries
// that map the pattern onto itself tie the weights of the configurations
// they exchange, so that the evaluation is the same on all 8 symmetric
// boards.
type pattern struct {
	name    string
	squares []int // the squares at the top-left place, as bit numbers 8r+c
	syms    []int // the symmetries of the board (see symmetric) that give its places
}

// The patterns, in the order of their tables: the edge with its two X
// squares, the corner's 3×3 and 2×5 blocks, the rows 2 to 4 and the
// diagonals of 8 to 4 squares.
var patterns = [...]pattern{
	{"edge+2X", []int{0, 1, 2, 3, 4, 5, 6, 7, 9, 14}, []int{0, 1, 4, 5}},
	{"corner 3×3", []int{0, 1, 2, 8, 9, 10, 16, 17, 18}, []int{0, 1, 2, 3}},
	{"corner 2×5", []int{0, 1, 2, 3, 4, 8, 9, 10, 11, 12}, []int{0, 1, 2, 3, 4, 5, 6, 7}},
	{"row 2", []int{8, 9, 10, 11, 12, 13, 14, 15}, []int{0, 1, 4, 5}},
	{"row 3", []int{16, 17, 18, 19, 20, 21, 22, 23}, []int{0, 1, 4, 5}},
	{"row 4", []int{24, 25, 26, 27, 28, 29, 30, 31}, []int{0, 1, 4, 5}},
	{"diagonal 8", []int{0, 9, 18, 27, 36, 45, 54, 63}, []int{0, 2}},
	{"diagonal 7", []int{1, 10, 19, 28, 37, 46, 55}, []int{0, 1, 2, 4}},
	{"diagonal 6", []int{2, 11, 20, 29, 38, 47}, []int{0, 1, 2, 4}},
	{"diagonal 5", []int{3, 12, 21, 30, 39}, []int{0, 1, 2, 4}},
	{"diagonal 4", []int{4, 13, 22, 31}, []int{0, 1, 2, 4}},
}

// The extra features after the patterns: the number of moves of each
// side (capped) and the number of empty squares within the stage.
const (
	mobilityCap = 31 // mobility counts above it share its weight
	nMobility   = mobilityCap + 1
	nPatterns   = len(patterns)
	nInstances  = 4 + 4 + 8 + 4 + 4 + 4 + 2 + 4 + 4 + 4 + 4
	// nFeatures is the number of weights a position adds up: one per
	// place of a pattern, two mobilities and the count of empty squares.
	nFeatures = nInstances + 3
)

// The layout of the weights of a stage: each pattern's table of 3^n
// configurations, in the order of patterns, then the mobility of the side
// to move, that of the other side, and one weight per number of empty
// squares of the stage. TestLayout checks the constants against patterns.
const (
	offEdge      = 0
	offC33       = offEdge + 59049
	offC25       = offC33 + 19683
	offRow2      = offC25 + 59049
	offRow3      = offRow2 + 6561
	offRow4      = offRow3 + 6561
	offDiag8     = offRow4 + 6561
	offDiag7     = offDiag8 + 6561
	offDiag6     = offDiag7 + 2187
	offDiag5     = offDiag6 + 729
	offDiag4     = offDiag5 + 243
	offMobility  = offDiag4 + 81
	offOther     = offMobility + nMobility
	offEmpties   = offOther + nMobility
	stageSize    = offEmpties + stageWidth
	pow8, pow9   = 6561, 19683
	nPatternRows = offMobility // the weights of the patterns
)

// patternOffset[i] is the offset of the table of patterns[i].
var patternOffset = [nPatterns]int{offEdge, offC33, offC25, offRow2, offRow3, offRow4, offDiag8, offDiag7, offDiag6, offDiag5, offDiag4}

// pow3[n] is 3^n.
var pow3 = [...]int{1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049}

// ternary[b] reads the byte b as base-3 digits: bit i set is 3^i.
var ternary = func() (t [256]uint16) {
	for b := range 256 {
		for i := range 8 {
			if b>>i&1 != 0 {
				t[b] += uint16(pow3[i])
			}
		}
	}
	return t
}()

// The stages: the weights differ by the number of empty squares, in
// stages of stageWidth of them.
const (
	stageWidth = 4
	nStages    = 60 / stageWidth
)

// stageOf returns the stage of a position with empties empty squares.
func stageOf(empties int) int { return min(empties, 59) / stageWidth }

// symmetric returns the 8 images of x under the symmetries of the board:
// 0 the identity, 1 the mirror top to bottom, 2 left to right, 3 the
// half turn, then 4 to 7 the same after the transposition (the mirror in
// the a1-h8 diagonal).
func symmetric(x uint64) [8]uint64 {
	t := transpose(x)
	return [8]uint64{x, flipV(x), flipH(x), bits.Reverse64(x), t, flipV(t), flipH(t), bits.Reverse64(t)}
}

func flipV(x uint64) uint64 { return bits.ReverseBytes64(x) }

func flipH(x uint64) uint64 {
	const k1, k2, k4 = 0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f
	x = x>>1&k1 | x&k1<<1
	x = x>>2&k2 | x&k2<<2
	return x>>4&k4 | x&k4<<4
}

func transpose(x uint64) uint64 {
	const k1, k2, k4 = 0x5500550055005500, 0x3333000033330000, 0x0f0f0f0f00000000
	t := k4 & (x ^ x<<28)
	x ^= t ^ t>>28
	t = k2 & (x ^ x<<14)
	x ^= t ^ t>>14
	t = k1 & (x ^ x<<7)
	return x ^ t ^ t>>7
}

// diag3 returns the base-3 number of the squares (r, r+k) of p and o.
func diag3(p, o uint64, k uint) int {
	return int(ternary[diagonal(p, k)]) + 2*int(ternary[diagonal(o, k)])
}

// diagonal returns the squares (r, r+k) of x, r from 0, as the bits r of
// a byte.
func diagonal(x uint64, k uint) uint8 {
	const main, spread = 0x8040201008040201, 0x0101010101010101
	return uint8((x >> k & main & (^uint64(0) >> (8 * k))) * spread >> 56)
}

// ternaryRev[b] reads the byte b as base-3 digits in the other order:
// bit i set is 3^(7-i).
var ternaryRev = func() (t [256]uint16) {
	for b := range 256 {
		t[b] = ternary[bits.Reverse8(uint8(b))]
	}
	return t
}()

// row3 returns the base-3 number of the bits mask of the byte of the
// mover's discs p and the other side's o that starts at bit shift (a row
// when shift is a multiple of 8), bit i being digit i.
func row3(p, o uint64, shift uint, mask uint8) int {
	return int(ternary[uint8(p>>shift)&mask]) + 2*int(ternary[uint8(o>>shift)&mask])
}

// row3Rev is row3 with the bits read from the other end: bit 7 is digit
// 0. With mask 0xe0 it reads the 3 squares of the row at the right as the
// left ones of the mirrored board.
func row3Rev(p, o uint64, shift uint, mask uint8) int {
	return int(ternaryRev[uint8(p>>shift)&mask]) + 2*int(ternaryRev[uint8(o>>shift)&mask])
}

// square3 returns the digit of square s.
func square3(p, o uint64, s uint) int { return int(p>>s&1) + 2*int(o>>s&1) }

// features writes to f the indices, in the weights of the stage, of the
// nFeatures weights that the position p, o adds up. It reads the patterns
// at their places on the symmetric images of the board (see symmetric and
// the syms of each pattern) without computing all of them: the rows of the
// mirror top to bottom are the rows of the board from the bottom, and
// those of the mirror left to right are read backwards.
func features(f *[nFeatures]int32, p, o uint64) {
	pt, ot := transpose(p), transpose(o)
	const (
		x1, x2, x1v, x2v = 9, 14, 49, 54 // the X squares read with each edge
	)
	// Symmetries 0, 1, 4 and 5 for the edges and rows: the top and bottom
	// rows of the board and of its transposition; all 8 for the 2×5
	// corners: each corner of both, read forwards and backwards.
	for i, b := range [2][2]uint64{{p, o}, {pt, ot}} {
		p, o := b[0], b[1]
		g := f[8*i : 8*i+8 : 8*i+8]
		g[0] = int32(offEdge + row3(p, o, 0, 0xff) + pow8*square3(p, o, x1) + pow9*square3(p, o, x2))
		g[1] = int32(offEdge + row3(p, o, 56, 0xff) + pow8*square3(p, o, x1v) + pow9*square3(p, o, x2v))
		g[2] = int32(offRow2 + row3(p, o, 8, 0xff))
		g[3] = int32(offRow2 + row3(p, o, 48, 0xff))
		g[4] = int32(offRow3 + row3(p, o, 16, 0xff))
		g[5] = int32(offRow3 + row3(p, o, 40, 0xff))
		g[6] = int32(offRow4 + row3(p, o, 24, 0xff))
		g[7] = int32(offRow4 + row3(p, o, 32, 0xff))
		g = f[16+4*i : 20+4*i : 20+4*i]
		g[0] = int32(offC25 + row3(p, o, 0, 31) + 243*row3(p, o, 8, 31))
		g[1] = int32(offC25 + row3(p, o, 56, 31) + 243*row3(p, o, 48, 31))
		g[2] = int32(offC25 + row3Rev(p, o, 0, 0xf8) + 243*row3Rev(p, o, 8, 0xf8))
		g[3] = int32(offC25 + row3Rev(p, o, 56, 0xf8) + 243*row3Rev(p, o, 48, 0xf8))
	}
	// Symmetries 0 to 3: the four corners.
	f[24] = int32(offC33 + row3(p, o, 0, 7) + 27*row3(p, o, 8, 7) + 729*row3(p, o, 16, 7))
	f[25] = int32(offC33 + row3(p, o, 56, 7) + 27*row3(p, o, 48, 7) + 729*row3(p, o, 40, 7))
	f[26] = int32(offC33 + row3Rev(p, o, 0, 0xe0) + 27*row3Rev(p, o, 8, 0xe0) + 729*row3Rev(p, o, 16, 0xe0))
	f[27] = int32(offC33 + row3Rev(p, o, 56, 0xe0) + 27*row3Rev(p, o, 48, 0xe0) + 729*row3Rev(p, o, 40, 0xe0))
	// The diagonals: symmetries 0 and 2 for the long ones, 0, 1, 2 and 4
	// for the others.
	ph, oh := flipH(p), flipH(o)
	f[28] = int32(offDiag8 + diag3(p, o, 0))
	f[29] = int32(offDiag8 + diag3(ph, oh, 0))
	for i, b := range [4][2]uint64{{p, o}, {flipV(p), flipV(o)}, {ph, oh}, {pt, ot}} {
		p, o := b[0], b[1]
		g := f[30+4*i : 34+4*i : 34+4*i]
		g[0] = int32(offDiag7 + diag3(p, o, 1))
		g[1] = int32(offDiag6 + diag3(p, o, 2))
		g[2] = int32(offDiag5 + diag3(p, o, 3))
		g[3] = int32(offDiag4 + diag3(p, o, 4))
	}
	k := nInstances
	b := bitboard.Bitboard{Mover: p, Opponent: o}
	f[k] = int32(offMobility + min(bits.OnesCount64(b.Moves()), mobilityCap))
	f[k+1] = int32(offOther + min(bits.OnesCount64(b.Pass().Moves()), mobilityCap))
	f[k+2] = int32(offEmpties + min(64-bits.OnesCount64(p|o), 59)%stageWidth)
}
