package solve

import (
	"math/bits"

	"github.com/seed131617c4/board/othello/internal/kernel"
)

// countFlip[i][l] is the number of discs that a disc played on square i
// of a line of 8 squares flips when the mover's discs on the line are
// the bits of l and every other square of the line but i holds an
// opponent disc: the line of a last empty square on a full board.
var countFlip = countFlipTable()

func countFlipTable() (t [8][256]uint8) {
	for i := range 8 {
		for l := range 256 {
			n := 0
			for _, step := range [2]int{-1, 1} {
				run := 0
				j := i + step
				for j >= 0 && j < 8 && l&(1<<j) == 0 {
					run++
					j += step
				}
				if j >= 0 && j < 8 {
					n += run
				}
			}
			t[i][l] = uint8(n)
		}
	}
	return t
}

// lastLines holds, for each square, the masks of its "\" and "/"
// diagonals on the 8×8 board.
var lastLines = func() (t [64][2]uint64) {
	for s := range 64 {
		t[s][0] = kernel.Ray(s, 1, 1) | kernel.Ray(s, -1, -1) | 1<<s
		t[s][1] = kernel.Ray(s, 1, -1) | kernel.Ray(s, -1, 1) | 1<<s
	}
	return t
}()

// lastCount returns the number of discs that p flips by playing on x, the
// only empty square of the full 8×8 board, all other squares being the
// opponent's: four table look-ups, one per line, and no move generation.
//
// A diagonal shorter than 8 squares gathers its squares in their columns,
// and the columns past its ends read as opponent discs; a run of them
// reaches the end of the line with no disc of p past it, so it flips
// nothing, as on the board.
func lastCount(p uint64, x int) int {
	row, col := x>>3, x&7
	const (
		colA      = 0x0101010101010101
		gatherCol = 0x0102040810204080
	)
	n := countFlip[col][uint8(p>>(8*row))]
	n += countFlip[row][(p>>col&colA)*gatherCol>>56]
	n += countFlip[col][(p&lastLines[x][0])*colA>>56]
	n += countFlip[col][(p&lastLines[x][1])*colA>>56]
	return int(n)
}

// last1Full returns the score of p to move on the full board with the
// single empty square x, by lastCount. On the smaller boards the squares
// outside the board read as discs of the side that does not play on x:
// a line that leaves the board never comes back to it, so no run of them
// ends at a disc of the side that plays, and they flip nothing.
func (s *searcher) last1Full(p uint64, x int) int {
	s.count()
	d := 2*bits.OnesCount64(p) - s.sh.squares // the difference, x empty, minus one
	if f := lastCount(p, x); f != 0 {
		return d + 2 + 2*f
	}
	o := ^(p | 1<<x | s.sh.off)
	if f := lastCount(o, x); f != 0 {
		return d - 2*f
	}
	// Neither side can play: the empty square goes to the winner.
	if d++; d > 0 {
		return d + 1
	}
	return d - 1
}
