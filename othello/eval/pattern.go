package eval

import "math/bits"

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
