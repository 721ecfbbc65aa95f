//go:build !amd64 || purego

package flip

// vectorAlgorithms returns nil: this build has no assembly.
func vectorAlgorithms() []Algorithm { return nil }
