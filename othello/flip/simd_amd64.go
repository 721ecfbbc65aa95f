//go:build goexperiment.simd && amd64

package flip

import (
	"math/bits"
	"simd/archsimd"

	"github.com/seed131617c4/board/othello/internal/kernel"
)

// simdOK reports whether the processor runs the AVX-512 instructions of
// flipSIMD (AVX-512 F, CD, BW, DQ and VL).
var simdOK = archsimd.X86.AVX512()

// simdAlgorithms returns the entry of the simd algorithm if the processor
// runs it.
func simdAlgorithms() []Algorithm {
	if !simdOK {
		return nil
	}
	return []Algorithm{{"simd", "the carry algorithm on 4 rays at once in 256-bit AVX-512 vectors of simd/archsimd (GOEXPERIMENT=simd)", flipSIMD, perftSIMD}}
}

// flipSIMD is the "simd" flip, built only with GOEXPERIMENT=simd on
// amd64: the algorithm of [Carry] with its 4 rays toward higher bits
// in the 4 lanes of one 256-bit vector and its 4 rays toward lower bits in
// another, written with simd/archsimd. Upward, a vector add (VPADDQ)
// carries across the runs, and a vector maximum with the first square
// (VPMAXUQ) stands in for the test of a missing outflank square;
// downward, VPLZCNTQ counts leading zeros and a variable shift (VPSRLVQ)
// makes the outflank square. A 128-bit OR and a scalar OR fold the 4
// lanes together.
//
// Its table is that of [Carry], 8 KiB, read as 4 vectors a call. Its
// cost is about 25 vector instructions with no branch and no loop. It
// needs AVX-512 (F, CD, BW, DQ and VL, the set archsimd checks) for
// VPLZCNTQ and VPMAXUQ on 256-bit vectors; the registry lists it only
// where the processor has them.
func flipSIMD(mover, opponent uint64, s int) uint64 {
	t := kernel.Rays(s)
	p := archsimd.BroadcastUint64x4(mover)
	o := archsimd.BroadcastUint64x4(opponent)

	up := archsimd.LoadUint64x4(&t.Up)
	first := archsimd.LoadUint64x4(&t.FirstUp)
	out := o.Or(archsimd.LoadUint64x4(&t.NotUp)).Add(first).And(up).And(p)
	f := out.Max(first).Sub(first).And(up)

	down := archsimd.LoadUint64x4(&t.Down)
	out = simdHigh.ShiftRight(down.AndNot(o).LeadingZeros()).And(p)
	f = f.Or(archsimd.Uint64x4{}.Sub(out).ShiftAllLeft(1).And(down))

	h := f.GetLo().Or(f.GetHi())
	return h.GetElem(0) | h.GetElem(1)
}

// movesSIMD is kernel.PortableMoves with the 4 axes in the 4 lanes of 256-bit vectors
// (AVX2 variable shifts, VPSLLVQ and VPSRLVQ): the same Kogge-Stone fills,
// east included, in a quarter of the instructions.
func movesSIMD(mover, opponent uint64) uint64 {
	p := archsimd.BroadcastUint64x4(mover)
	o := archsimd.BroadcastUint64x4(opponent).And(simdMovesMask)
	d := simdMovesShift
	d2 := simdMovesShift2
	fl := o.And(p.ShiftLeft(d))
	fr := o.And(p.ShiftRight(d))
	fl = fl.Or(o.And(fl.ShiftLeft(d)))
	fr = fr.Or(o.And(fr.ShiftRight(d)))
	ql := o.And(o.ShiftLeft(d))
	qr := ql.ShiftRight(d)
	fl = fl.Or(ql.And(fl.ShiftLeft(d2)))
	fr = fr.Or(qr.And(fr.ShiftRight(d2)))
	fl = fl.Or(ql.And(fl.ShiftLeft(d2)))
	fr = fr.Or(qr.And(fr.ShiftRight(d2)))
	m := fl.ShiftLeft(d).Or(fr.ShiftRight(d))
	h := m.GetLo().Or(m.GetHi())
	return (h.GetElem(0) | h.GetElem(1)) &^ (mover | opponent)
}

// notEdge is the squares outside columns a and h.
const notEdge = kernel.NotColA & kernel.NotColH

var (
	simdHigh        = archsimd.BroadcastUint64x4(1 << 63)
	simdMovesMask   = archsimd.LoadUint64x4(&[4]uint64{notEdge, ^uint64(0), notEdge, notEdge})
	simdMovesShift  = archsimd.LoadUint64x4(&[4]uint64{1, 8, 7, 9})
	simdMovesShift2 = archsimd.LoadUint64x4(&[4]uint64{2, 16, 14, 18})
)

// simdLeaves returns the number of leaves two plies below the position
// with mover to move, whose moves m are not 0, on the board without the
// squares off: for each move, the number of moves of the position after
// it, or 1 if that position has none (a pass or a finished game). It is
// the loop of the leaf parents of perftSIMD with flipSIMD and movesSIMD
// fused: the discs stay in vector registers across the loop, and each
// child goes from the flip to its move generation without a call.
func simdLeaves(mover, opponent, m, off uint64) uint64 {
	p := archsimd.BroadcastUint64x4(mover)
	o := archsimd.BroadcastUint64x4(opponent)
	mask, d, d2 := simdMovesMask, simdMovesShift, simdMovesShift2
	var n uint64
	for m != 0 {
		s := bits.TrailingZeros64(m) & 63
		m &= m - 1
		t := kernel.Rays(s)

		// flipSIMD.
		up := archsimd.LoadUint64x4(&t.Up)
		first := archsimd.LoadUint64x4(&t.FirstUp)
		out := o.Or(archsimd.LoadUint64x4(&t.NotUp)).Add(first).And(up).And(p)
		f := out.Max(first).Sub(first).And(up)
		down := archsimd.LoadUint64x4(&t.Down)
		out = simdHigh.ShiftRight(down.AndNot(o).LeadingZeros()).And(p)
		f = f.Or(archsimd.Uint64x4{}.Sub(out).ShiftAllLeft(1).And(down))
		h := f.GetLo().Or(f.GetHi())
		flipped := h.GetElem(0) | h.GetElem(1)

		// movesSIMD of the child: the opponent moves, with the flipped
		// discs, against the mover's discs and the new one.
		x := uint64(1) << s
		cp := archsimd.BroadcastUint64x4(opponent ^ flipped)
		co := archsimd.BroadcastUint64x4(mover ^ flipped ^ x).And(mask)
		fl := co.And(cp.ShiftLeft(d))
		fr := co.And(cp.ShiftRight(d))
		fl = fl.Or(co.And(fl.ShiftLeft(d)))
		fr = fr.Or(co.And(fr.ShiftRight(d)))
		ql := co.And(co.ShiftLeft(d))
		qr := ql.ShiftRight(d)
		fl = fl.Or(ql.And(fl.ShiftLeft(d2)))
		fr = fr.Or(qr.And(fr.ShiftRight(d2)))
		fl = fl.Or(ql.And(fl.ShiftLeft(d2)))
		fr = fr.Or(qr.And(fr.ShiftRight(d2)))
		mv := fl.ShiftLeft(d).Or(fr.ShiftRight(d))
		h = mv.GetLo().Or(mv.GetHi())
		c := uint64(bits.OnesCount64((h.GetElem(0) | h.GetElem(1)) &^ (mover | opponent | x | off)))
		if c == 0 {
			c = 1
		}
		n += c
	}
	return n
}
