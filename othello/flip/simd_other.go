//go:build !(goexperiment.simd && amd64)

package flip

// simdAlgorithms returns nil: the simd algorithm needs GOEXPERIMENT=simd
// on amd64.
func simdAlgorithms() []Algorithm { return nil }
