//go:build !amd64 || purego

package eval

// move changes the views of a move: see moveGo.
func move(m, t *lanes, sq int, flipped uint64) { moveGo(m, t, sq, flipped) }

// unmove undoes move.
func unmove(m, t *lanes, sq int, flipped uint64) { unmoveGo(m, t, sq, flipped) }

// placesSum returns the sum of the weights of t of the places whose
// indices are v.
func placesSum(t *stageTable, v *lanes) int { return placesSumGo(t, v) }
