//go:build !amd64 || purego

package eval

// hasVector reports whether the processor runs the vector code: never in
// this build.
const hasVector = false

// useVector is false: see the amd64 build.
var useVector = false

// score returns the sum of the weights of t of the places of the patterns
// of the position p, o.
func score(t *stageTable, p, o uint64) int { return scoreGo(t, p, o) }
