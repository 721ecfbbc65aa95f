package solve

import (
	"math/bits"

	"github.com/seed131617c4/board/othello/internal/kernel"
)

const (
	colA   uint64 = 0x0101010101010101
	colH   uint64 = 0x8080808080808080
	row1   uint64 = 0xff
	row8   uint64 = 0xff << 56
	border        = colA | colH | row1 | row8
)

// diagonals holds the diagonals of the 8×8 board of at least 3 squares,
// in the two directions: those of direction +9 (down right) first.
var diag9, diag7 = diagonals()

func diagonals() (d9, d7 []uint64) {
	for s := range 64 {
		r, c := s/8, s%8
		if r == 0 || c == 0 {
			if m := kernel.Ray(s, 1, 1) | 1<<s; r+c <= 5 {
				d9 = append(d9, m)
			}
		}
		if r == 0 || c == 7 {
			if m := kernel.Ray(s, 1, -1) | 1<<s; (r == 0 && c >= 2) || (c == 7 && r <= 5) {
				d7 = append(d7, m)
			}
		}
	}
	return d9, d7
}

// stable returns the number of discs of p that o can never flip: discs
// anchored on each of the 4 axes by the edge, a full line or a stable
// disc of p beside them. The squares of off are outside the board (those
// of a 4×4 or 6×6 board embedded in the 8×8 one): they count as full and
// as edges.
func stable(p, o, off uint64) int {
	filled := p | o | off
	var h, v, d9, d7 uint64
	for r := range 8 {
		if row := row1 << (8 * r); filled&row == row {
			h |= row
		}
	}
	x := filled & (filled >> 32)
	x &= x >> 16
	x &= x >> 8
	v = (x & 0xff) * colA
	for _, m := range diag9 {
		if filled&m == m {
			d9 |= m
		}
	}
	for _, m := range diag7 {
		if filled&m == m {
			d7 |= m
		}
	}
	h |= colA | colH
	v |= row1 | row8
	d9 |= border
	d7 |= border
	var s uint64
	for {
		w := s | off
		ah := h | (w<<1)&kernel.NotColA | (w>>1)&kernel.NotColH
		av := v | w<<8 | w>>8
		a9 := d9 | (w<<9)&kernel.NotColA | (w>>9)&kernel.NotColH
		a7 := d7 | (w<<7)&kernel.NotColH | (w>>7)&kernel.NotColA
		ns := p & ah & av & a9 & a7
		if ns == s {
			return bits.OnesCount64(s)
		}
		s = ns
	}
}
