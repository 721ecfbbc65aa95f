package bitboard

// SetPerftTuning sets the least depth that a PerftTable keeps and whether
// it keys positions by their symmetry class, and returns the function that
// restores them: a hook for the tests and benchmarks that compare them.
func SetPerftTuning(hashDepth int, symmetry bool) (restore func()) {
	d, s := perftHashDepth, perftSymmetry
	perftHashDepth, perftSymmetry = hashDepth, symmetry
	return func() { perftHashDepth, perftSymmetry = d, s }
}
