//go:build !(goexperiment.simd && amd64)

package othello

// flipFastest is the fastest flip algorithm of this build.
func flipFastest(mover, opponent uint64, s Square) uint64 {
	return FlipKindergarten(mover, opponent, s)
}

// movesFastest is the fastest move generator of this build.
func movesFastest(p, o uint64) uint64 { return moves(p, o) }

// fastest returns the registry entry of flipFastest.
func fastest() FlipAlgorithm {
	return FlipAlgorithm{Name: "kindergarten", Flip: Flip, perft: perftKindergarten}
}
