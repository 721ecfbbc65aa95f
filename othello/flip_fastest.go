//go:build !(goexperiment.simd && amd64)

package othello

// flipFastest is the fastest flip algorithm of this build.
func flipFastest(mover, opponent uint64, s Square) uint64 {
	return FlipKindergarten(mover, opponent, s)
}

// fastest returns the registry entry of flipFastest.
func fastest() FlipAlgorithm {
	return FlipAlgorithm{Name: "kindergarten", Flip: Flip, perft: perftKindergarten}
}
