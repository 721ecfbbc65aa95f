package eval

import (
	"math/bits"

	"github.com/seed131617c4/board/othello/bitboard"
)

// This file keeps the first implementation of the features, a test
// oracle for the fast one of pattern.go: it reads each place with a table
// lookup per row of the pattern and per side, and writes the features in
// the same order.

// oldScore returns the score of p, o by the weights w as Weights.Score
// did before the fast features: oldFeatures, then the sum.
func oldScore(w *Weights, p, o uint64) int {
	if len(w.w) == 0 {
		return 0
	}
	var f [nFeatures]int32
	oldFeatures(&f, p, o)
	st := stageOf(64 - bits.OnesCount64(p|o))
	t := w.w[st*stageSize : (st+1)*stageSize]
	s := 0
	for _, i := range &f {
		s += int(t[i])
	}
	return s
}

// oldTernary[b] reads the byte b as base-3 digits: bit i set is 3^i.
var oldTernary = func() (t [256]uint16) {
	for b := range 256 {
		for i := range 8 {
			if b>>i&1 != 0 {
				t[b] += uint16(pow3[i])
			}
		}
	}
	return t
}()

// oldDiag3 returns the base-3 number of the squares (r, r+k) of p and o.
func oldDiag3(p, o uint64, k uint) int {
	return int(oldTernary[oldDiagonal(p, k)]) + 2*int(oldTernary[oldDiagonal(o, k)])
}

// oldDiagonal returns the squares (r, r+k) of x, r from 0, as the bits r of
// a byte.
func oldDiagonal(x uint64, k uint) uint8 {
	const main, spread = 0x8040201008040201, 0x0101010101010101
	return uint8((x >> k & main & (^uint64(0) >> (8 * k))) * spread >> 56)
}

// oldTernaryRev[b] reads the byte b as base-3 digits in the other order:
// bit i set is 3^(7-i).
var oldTernaryRev = func() (t [256]uint16) {
	for b := range 256 {
		t[b] = oldTernary[bits.Reverse8(uint8(b))]
	}
	return t
}()

// oldRow3 returns the base-3 number of the bits mask of the byte of the
// mover's discs p and the other side's o that starts at bit shift (a row
// when shift is a multiple of 8), bit i being digit i.
func oldRow3(p, o uint64, shift uint, mask uint8) int {
	return int(oldTernary[uint8(p>>shift)&mask]) + 2*int(oldTernary[uint8(o>>shift)&mask])
}

// oldRow3Rev is oldRow3 with the bits read from the other end: bit 7 is digit
// 0. With mask 0xe0 it reads the 3 squares of the row at the right as the
// left ones of the mirrored board.
func oldRow3Rev(p, o uint64, shift uint, mask uint8) int {
	return int(oldTernaryRev[uint8(p>>shift)&mask]) + 2*int(oldTernaryRev[uint8(o>>shift)&mask])
}

// oldSquare3 returns the digit of square s.
func oldSquare3(p, o uint64, s uint) int { return int(p>>s&1) + 2*int(o>>s&1) }

// oldFeatures writes to f the indices, in the weights of the stage, of the
// nFeatures weights that the position p, o adds up. It reads the patterns
// at their places on the symmetric images of the board (see symmetric and
// the syms of each pattern) without computing all of them: the rows of the
// mirror top to bottom are the rows of the board from the bottom, and
// those of the mirror left to right are read backwards.
func oldFeatures(f *[nFeatures]int32, p, o uint64) {
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
		g[0] = int32(offEdge + oldRow3(p, o, 0, 0xff) + pow8*oldSquare3(p, o, x1) + pow9*oldSquare3(p, o, x2))
		g[1] = int32(offEdge + oldRow3(p, o, 56, 0xff) + pow8*oldSquare3(p, o, x1v) + pow9*oldSquare3(p, o, x2v))
		g[2] = int32(offRow2 + oldRow3(p, o, 8, 0xff))
		g[3] = int32(offRow2 + oldRow3(p, o, 48, 0xff))
		g[4] = int32(offRow3 + oldRow3(p, o, 16, 0xff))
		g[5] = int32(offRow3 + oldRow3(p, o, 40, 0xff))
		g[6] = int32(offRow4 + oldRow3(p, o, 24, 0xff))
		g[7] = int32(offRow4 + oldRow3(p, o, 32, 0xff))
		g = f[16+4*i : 20+4*i : 20+4*i]
		g[0] = int32(offC25 + oldRow3(p, o, 0, 31) + 243*oldRow3(p, o, 8, 31))
		g[1] = int32(offC25 + oldRow3(p, o, 56, 31) + 243*oldRow3(p, o, 48, 31))
		g[2] = int32(offC25 + oldRow3Rev(p, o, 0, 0xf8) + 243*oldRow3Rev(p, o, 8, 0xf8))
		g[3] = int32(offC25 + oldRow3Rev(p, o, 56, 0xf8) + 243*oldRow3Rev(p, o, 48, 0xf8))
	}
	// Symmetries 0 to 3: the four corners.
	f[24] = int32(offC33 + oldRow3(p, o, 0, 7) + 27*oldRow3(p, o, 8, 7) + 729*oldRow3(p, o, 16, 7))
	f[25] = int32(offC33 + oldRow3(p, o, 56, 7) + 27*oldRow3(p, o, 48, 7) + 729*oldRow3(p, o, 40, 7))
	f[26] = int32(offC33 + oldRow3Rev(p, o, 0, 0xe0) + 27*oldRow3Rev(p, o, 8, 0xe0) + 729*oldRow3Rev(p, o, 16, 0xe0))
	f[27] = int32(offC33 + oldRow3Rev(p, o, 56, 0xe0) + 27*oldRow3Rev(p, o, 48, 0xe0) + 729*oldRow3Rev(p, o, 40, 0xe0))
	// The diagonals: symmetries 0 and 2 for the long ones, 0, 1, 2 and 4
	// for the others.
	ph, oh := flipH(p), flipH(o)
	f[28] = int32(offDiag8 + oldDiag3(p, o, 0))
	f[29] = int32(offDiag8 + oldDiag3(ph, oh, 0))
	for i, b := range [4][2]uint64{{p, o}, {flipV(p), flipV(o)}, {ph, oh}, {pt, ot}} {
		p, o := b[0], b[1]
		g := f[30+4*i : 34+4*i : 34+4*i]
		g[0] = int32(offDiag7 + oldDiag3(p, o, 1))
		g[1] = int32(offDiag6 + oldDiag3(p, o, 2))
		g[2] = int32(offDiag5 + oldDiag3(p, o, 3))
		g[3] = int32(offDiag4 + oldDiag3(p, o, 4))
	}
	k := nInstances
	b := bitboard.Bitboard{Mover: p, Opponent: o}
	f[k] = int32(offMobility + min(bits.OnesCount64(b.Legal()), mobilityCap))
	f[k+1] = int32(offOther + min(bits.OnesCount64(b.Pass().Legal()), mobilityCap))
	f[k+2] = int32(offEmpties + min(64-bits.OnesCount64(p|o), 59)%stageWidth)
}
