package kernel

// The tables of the kindergarten flip.
var (
	// kgOutflank[i][o] is, on a line of 8 squares with the new disc on
	// square i and opponent discs on the inner squares 1..6 given by the
	// 6 bits of o (square 1 is bit 0), the first square past the run of
	// opponent discs on each side of i: a mask of at most 2 bits, without
	// the squares next to i when no opponent disc is there.
	// kgFlipped[i][out] is the squares strictly between i and each square
	// of out, on a line of 8 squares.
	kgOutflank, kgFlipped = lineTables()
	// kgDiag[s] and kgAnti[s] are the "\" and "/" diagonals through s.
	kgDiag, kgAnti = diagonals()
)

func lineTables() (outflank [8][64]uint8, flipped [8][256]uint8) {
	for i := range 8 {
		for o := range 64 {
			line := uint8(o) << 1 &^ (1 << i) // the new disc is not an opponent disc
			var out uint8
			for _, step := range [2]int{-1, 1} {
				j := i + step
				for j >= 0 && j < 8 && line&(1<<j) != 0 {
					j += step
				}
				if j >= 0 && j < 8 && j != i+step {
					out |= 1 << j
				}
			}
			outflank[i][o] = out
		}
		for out := range 256 {
			var f uint8
			for j := range 8 {
				if out&(1<<j) == 0 {
					continue
				}
				for k := min(i, j) + 1; k < max(i, j); k++ {
					f |= 1 << k
				}
			}
			flipped[i][out] = f
		}
	}
	return outflank, flipped
}

func diagonals() (diag, anti [64]uint64) {
	for s := range 64 {
		diag[s] = Ray(s, 1, 1) | Ray(s, -1, -1) | 1<<s
		anti[s] = Ray(s, 1, -1) | Ray(s, -1, 1) | 1<<s
	}
	return diag, anti
}

// Multipliers of the kindergarten gathers and scatters.
const (
	colA      uint64 = 0x0101010101010101 // column a
	gatherCol uint64 = 0x0102040810204080 // column a, bit 8r, to bit 56+r
	spreadCol uint64 = 0x0002040810204081 // bit r of a byte to bit 8r (for r in 1..6)
	spreadRow uint64 = 0x0101010101010101 // a byte to every row
)

// Kindergarten is flip.Kindergarten, documented there: 4 lines of
// about 12 operations, 11 multiplications in all and no branch.
func Kindergarten(mover, opponent uint64, s int) uint64 {
	s &= 63
	return kgRow(mover, opponent, s) | kgColumn(mover, opponent, s) |
		kgDiagonal(mover, opponent, s, kgDiag[s]) | kgDiagonal(mover, opponent, s, kgAnti[s])
}

// kgRow returns the discs flipped along the row of s: the line is byte
// row of each mask, and s is square col of it.
func kgRow(mover, opponent uint64, s int) uint64 {
	row, col := uint(s>>3)&7, uint(s&7)
	sh := row * 8
	out := kgOutflank[col][opponent>>(sh+1)&63] & uint8(mover>>sh)
	return uint64(kgFlipped[col][out]) << sh
}

// kgColumn returns the discs flipped along the column of s: a multiplication
// moves bit 8r+col to bit 56+r, and s is square row of the line.
func kgColumn(mover, opponent uint64, s int) uint64 {
	row, col := uint(s>>3)&7, uint(s&7)
	po := (opponent >> col & colA) * gatherCol >> 57 & 63
	pm := (mover >> col & colA) * gatherCol >> 56
	out := kgOutflank[row][po] & uint8(pm)
	return (uint64(kgFlipped[row][out]) * spreadCol & colA) << col
}

// kgDiagonal returns the discs flipped along the diagonal m through s. The
// squares of a diagonal are in distinct columns, so adding up the 8 bytes
// (times spreadRow, top byte) gathers it with square c of the line in
// column c; s is square col.
func kgDiagonal(mover, opponent uint64, s int, m uint64) uint64 {
	col := uint(s & 7)
	po := (opponent & m) * spreadRow >> 57 & 63
	pm := (mover & m) * spreadRow >> 56
	out := kgOutflank[col][po] & uint8(pm)
	return uint64(kgFlipped[col][out]) * spreadRow & m
}
