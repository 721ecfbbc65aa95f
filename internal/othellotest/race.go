//go:build race

package othellotest

// Race reports whether the race detector is on: the tests then check
// fewer positions.
const Race = true
