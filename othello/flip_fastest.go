package othello

// flipFastest is the fastest flip algorithm of the processor at hand:
// flipAVX512 runs the code of the highest level of useLevel.
func flipFastest(mover, opponent uint64, s Square) uint64 {
	return flipAVX512(mover, opponent, s)
}

// movesFastest is the fastest move generator of the processor at hand.
func movesFastest(p, o uint64) uint64 { return movesAVX512(p, o) }

// fastest returns the registry entry of flipFastest, with the perft that
// runs its vector code without checking the level again.
func fastest() FlipAlgorithm {
	switch {
	case useLevel >= levelAVX512:
		return FlipAlgorithm{Name: "avx512", Flip: Flip, perft: perftVecAVX512}
	case useLevel >= levelAVX2:
		return FlipAlgorithm{Name: "avx2", Flip: Flip, perft: perftVecAVX2}
	}
	return FlipAlgorithm{Name: "kindergarten", Flip: Flip, perft: perftKindergarten}
}
