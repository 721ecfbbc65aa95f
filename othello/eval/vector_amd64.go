//go:build amd64 && !purego

package eval

import "golang.org/x/sys/cpu"

// hasVector reports whether the processor runs scoreAVX512: AVX-512 F,
// BW and VL, BITALG for VPSHUFBITQMB and GFNI for VGF2P8AFFINEQB.
var hasVector = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VL &&
	cpu.X86.HasAVX512BITALG && cpu.X86.HasAVX512GFNI

// useVector reports whether score calls scoreAVX512: hasVector, unless a
// test turns it off to run the portable code.
var useVector = hasVector

// scoreAVX512 returns the sum of the weights, in the table t of a stage,
// of the 46 places of the patterns of the position p, o, as scoreGo does.
// It makes the 8 images of the board of each side in the 8 lanes of a
// vector (two affine transformations, VGF2P8AFFINEQB, and a byte shuffle),
// then reads the places as plan lays them out: 8 groups of 8 chunks of up
// to 8 squares, each chunk in a 64-bit lane. Per group, a permutation
// (VPERMQ) brings each lane's image, a bit shuffle (VPSHUFBITQMB) gathers
// the chunk's squares of each side into a mask, a masked byte move and
// add make the base-3 digits, and three multiply-adds (VPMADDUBSW,
// VPMADDWD, VPMULLD) turn them into the chunk's base-3 number. The
// numbers, with the second chunks of the places of 9 or 10 squares and
// the pattern offsets added, are written to idx and index 46 loads of
// weights. About 130 vector instructions and 140 scalar ones, no branch.
//
//go:noescape
func scoreAVX512(t *int16, p, o uint64, plan *vectorPlan) int

// score returns the sum of the weights of t of the places of the patterns
// of the position p, o: with scoreAVX512 where the processor runs it,
// else with scoreGo.
func score(t *stageTable, p, o uint64) int {
	if !useVector {
		return scoreGo(t, p, o)
	}
	return scoreAVX512(&t[0], p, o, &thePlan)
}

// nGroups is the number of groups of 8 chunks of the vector plan.
const nGroups = 8

// A vectorPlan lays out the places of the patterns for scoreAVX512, with
// the constants it reads; the assembly reads the fields at fixed offsets
// (given in the comments), which TestVectorPlanLayout checks.
type vectorPlan struct {
	perm  [nGroups][8]uint64 // 0: the image of each lane (VPERMQ indices)
	ctrl  [nGroups][64]uint8 // 512: the square of each digit of each lane
	mul   [nGroups][64]uint8 // 1024: 1 and 3 for the even and odd digits, 0 past the chunk
	off   [3][16]int32       // 1536: the pattern offsets of the 16 places of each gather
	ones  [64]uint8          // 1728
	twos  [64]uint8          // 1792
	w19   [32]int16          // 1856: 1 and 9
	d181  [16]int32          // 1920: 1 and 81
	d6561 [16]int32          // 1984: 6561 = 3^8
	w10   [32]int16          // 2048: 1 and 0
	bits  [8]uint64          // 2112: the bytes 1, 2, 4 ... 128
	bswap [64]uint8          // 2176: the byte shuffle that reverses each lane
}

// A chunk is up to 8 squares of a place: the digits 8·part to 8·part+7
// of the pattern read on image sym of the board. A pattern below 0 marks
// an unused lane.
type chunk struct{ pattern, sym, part int8 }

// groups are the chunks of the vector plan. The 16 lanes of each gather
// are those of two groups: the first chunks of groups 0 and 2, whose
// places have second chunks in groups 1 and 3 (the patterns of 9 and 10
// squares), then groups 4 and 5, then 6 and 7. The two last lanes of
// group 7 are unused, and their gather lanes masked off.
var groups = [nGroups][8]chunk{
	{{2, 0, 0}, {2, 1, 0}, {2, 2, 0}, {2, 3, 0}, {2, 4, 0}, {2, 5, 0}, {2, 6, 0}, {2, 7, 0}},
	{{2, 0, 1}, {2, 1, 1}, {2, 2, 1}, {2, 3, 1}, {2, 4, 1}, {2, 5, 1}, {2, 6, 1}, {2, 7, 1}},
	{{0, 0, 0}, {0, 1, 0}, {0, 4, 0}, {0, 5, 0}, {1, 0, 0}, {1, 1, 0}, {1, 2, 0}, {1, 3, 0}},
	{{0, 0, 1}, {0, 1, 1}, {0, 4, 1}, {0, 5, 1}, {1, 0, 1}, {1, 1, 1}, {1, 2, 1}, {1, 3, 1}},
	{{3, 0, 0}, {3, 1, 0}, {3, 4, 0}, {3, 5, 0}, {4, 0, 0}, {4, 1, 0}, {4, 4, 0}, {4, 5, 0}},
	{{5, 0, 0}, {5, 1, 0}, {5, 4, 0}, {5, 5, 0}, {6, 0, 0}, {6, 2, 0}, {7, 0, 0}, {7, 1, 0}},
	{{7, 2, 0}, {7, 4, 0}, {8, 0, 0}, {8, 1, 0}, {8, 2, 0}, {8, 4, 0}, {9, 0, 0}, {9, 1, 0}},
	{{9, 2, 0}, {9, 4, 0}, {10, 0, 0}, {10, 1, 0}, {10, 2, 0}, {10, 4, 0}, {-1, 0, 0}, {-1, 0, 0}},
}

// thePlan is the plan of groups.
var thePlan = newVectorPlan()

// newVectorPlan returns the plan of groups.
func newVectorPlan() (v vectorPlan) {
	for g, lanes := range groups {
		for l, c := range lanes {
			v.perm[g][l] = uint64(c.sym)
			if c.pattern < 0 {
				continue
			}
			squares := patterns[c.pattern].squares
			for j := range 8 {
				if d := 8*int(c.part) + j; d < len(squares) {
					v.ctrl[g][8*l+j] = uint8(squares[d])
					v.mul[g][8*l+j] = uint8(1 + 2*(j&1))
				}
			}
		}
	}
	for i, pair := range [3][2]int{{0, 2}, {4, 5}, {6, 7}} {
		for h, g := range pair {
			for l, c := range groups[g] {
				if c.pattern >= 0 {
					v.off[i][8*h+l] = int32(patternOffset[c.pattern])
				}
			}
		}
	}
	for i := range 64 {
		v.ones[i], v.twos[i] = 1, 2
	}
	for i := range 32 {
		v.w19[i] = int16(1 + 8*(i&1))
		v.w10[i] = int16(1 - i&1)
	}
	for i := range 8 {
		v.bits[i] = 0x8040201008040201
	}
	for i := range 64 {
		v.bswap[i] = uint8(i&^7 + 7 - i&7)
	}
	for i := range 16 {
		v.d181[i] = int32(1 + 80*(i&1))
		v.d6561[i] = pow8
	}
	return v
}
