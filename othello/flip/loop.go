package flip

import "github.com/seed131617c4/board/othello/internal/kernel"

// Loop is the "loop" [Func]: for each of the 8 directions it steps
// a one-bit mask from s with a shift (and a mask that stops the step
// wrapping around the board edge) while the bit lands on an opponent disc,
// and keeps the run if the step after it lands on a mover disc.
//
// It needs no tables. Its cost is one shift, two ANDs and a branch per
// square walked: about 8 + the number of flipped discs steps, with loop
// exits that depend on the position, so the processor mispredicts several
// of them a flip.
func Loop(mover, opponent uint64, s int) uint64 {
	x := uint64(1) << (s & 63)
	return loopUp(x, mover, opponent, 1, kernel.NotColA) | // east
		loopUp(x, mover, opponent, 7, kernel.NotColH) | // south-west
		loopUp(x, mover, opponent, 8, ^uint64(0)) | // south
		loopUp(x, mover, opponent, 9, kernel.NotColA) | // south-east
		loopDown(x, mover, opponent, 1, kernel.NotColH) | // west
		loopDown(x, mover, opponent, 7, kernel.NotColA) | // north-east
		loopDown(x, mover, opponent, 8, ^uint64(0)) | // north
		loopDown(x, mover, opponent, 9, kernel.NotColH) // north-west
}

// loopUp walks from x toward higher bits by d; wrap masks the squares a
// step may land on.
func loopUp(x, p, o uint64, d uint, wrap uint64) uint64 {
	var f uint64
	y := x << d & wrap
	for y&o != 0 {
		f |= y
		y = y << d & wrap
	}
	if y&p == 0 {
		return 0
	}
	return f
}

// loopDown walks from x toward lower bits by d; wrap masks the squares a
// step may land on.
func loopDown(x, p, o uint64, d uint, wrap uint64) uint64 {
	var f uint64
	y := x >> d & wrap
	for y&o != 0 {
		f |= y
		y = y >> d & wrap
	}
	if y&p == 0 {
		return 0
	}
	return f
}
