//go:build amd64 && !purego

package eval

// moveAVX512 is moveGo in vector registers: the lanes of the flipped
// discs added up, then each view changed by a few additions of 512-bit
// and 256-bit vectors of 16-bit lanes, as edax updates its features.
//
//go:noescape
func moveAVX512(m, t *lanes, table *[64]lanes, sq int, flipped uint64)

// unmoveAVX512 is unmoveGo in vector registers.
//
//go:noescape
func unmoveAVX512(m, t *lanes, table *[64]lanes, sq int, flipped uint64)

// move changes the views of a move: with moveAVX512 where the processor
// runs it, else with moveGo.
func move(m, t *lanes, sq int, flipped uint64) {
	if useVector {
		moveAVX512(m, t, &squareLanes, sq, flipped)
		return
	}
	moveGo(m, t, sq, flipped)
}

// unmove undoes move.
func unmove(m, t *lanes, sq int, flipped uint64) {
	if useVector {
		unmoveAVX512(m, t, &squareLanes, sq, flipped)
		return
	}
	unmoveGo(m, t, sq, flipped)
}

// sumAVX512 is placesSumGo with three gathers of 16 weights.
//
//go:noescape
func sumAVX512(t *int16, v *lanes, off *[len(lanes{})]int32) int

// placesSum returns the sum of the weights of t of the places whose
// indices are v: with sumAVX512 where the processor runs it, else with
// placesSumGo.
func placesSum(t *stageTable, v *lanes) int {
	if useVector {
		return sumAVX512(&t[0], v, &placeOffset)
	}
	return placesSumGo(t, v)
}
