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
// configurations, then the mobility of the side to move, that of the
// other side, and one weight per number of empty squares of the stage.
var (
	patternOffset [nPatterns]int
	mobilityMover int
	mobilityOther int
	emptiesOffset int
	stageSize     int
)

func init() {
	n := 0
	for i, p := range patterns {
		patternOffset[i] = n
		n += pow3[len(p.squares)]
	}
	mobilityMover = n
	mobilityOther = n + nMobility
	emptiesOffset = n + 2*nMobility
	stageSize = emptiesOffset + stageWidth
}

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

// diagonal returns the squares (r, r+k) of x, r from 0, as the bits r of
// a byte.
func diagonal(x uint64, k int) uint64 {
	const main, spread = 0x8040201008040201, 0x0101010101010101
	return (x >> k & main & (^uint64(0) >> (8 * k))) * spread >> 56
}

// row3 returns the base-3 number of the squares of mask 0xff<<shift (a
// part of a row) of the mover's discs p and the other side's o.
func row3(p, o uint64, shift int, mask uint64) int {
	return int(ternary[p>>shift&mask]) + 2*int(ternary[o>>shift&mask])
}

// square3 returns the digit of square s.
func square3(p, o uint64, s int) int { return int(p>>s&1) + 2*int(o>>s&1) }

// features writes to f the indices, in the weights of the stage, of the
// nFeatures weights that the position p, o adds up.
func features(f *[nFeatures]int32, p, o uint64) {
	ps, os := symmetric(p), symmetric(o)
	const (
		edge, c33, c25, row2, row3s, row4 = 0, 1, 2, 3, 4, 5
	)
	for k, s := range [4]int{0, 1, 4, 5} {
		p, o := ps[s], os[s]
		f[k] = int32(patternOffset[edge] + row3(p, o, 0, 0xff) + pow3[8]*square3(p, o, 9) + pow3[9]*square3(p, o, 14))
		f[4+k] = int32(patternOffset[row2] + row3(p, o, 8, 0xff))
		f[8+k] = int32(patternOffset[row3s] + row3(p, o, 16, 0xff))
		f[12+k] = int32(patternOffset[row4] + row3(p, o, 24, 0xff))
	}
	for s := range 4 {
		p, o := ps[s], os[s]
		f[16+s] = int32(patternOffset[c33] + row3(p, o, 0, 7) + 27*row3(p, o, 8, 7) + 729*row3(p, o, 16, 7))
	}
	for s := range 8 {
		p, o := ps[s], os[s]
		f[20+s] = int32(patternOffset[c25] + row3(p, o, 0, 31) + 243*row3(p, o, 8, 31))
	}
	f[28] = int32(patternOffset[6] + row3(diagonal(p, 0), diagonal(o, 0), 0, 0xff))
	f[29] = int32(patternOffset[6] + row3(diagonal(ps[2], 0), diagonal(os[2], 0), 0, 0xff))
	k := 30
	for _, s := range [4]int{0, 1, 2, 4} {
		p, o := ps[s], os[s]
		for d := 1; d <= 4; d++ {
			f[k] = int32(patternOffset[6+d] + row3(diagonal(p, d), diagonal(o, d), 0, 0xff))
			k++
		}
	}
	b := bitboard.Bitboard{Mover: p, Opponent: o}
	f[k] = int32(mobilityMover + min(bits.OnesCount64(b.Moves()), mobilityCap))
	f[k+1] = int32(mobilityOther + min(bits.OnesCount64(b.Pass().Moves()), mobilityCap))
	f[k+2] = int32(emptiesOffset + min(64-bits.OnesCount64(p|o), 59)%stageWidth)
}
