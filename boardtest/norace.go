//go:build !race

package boardtest

// raceEnabled reports whether the race detector is on; it allocates, so
// the allocation check is left out then.
const raceEnabled = false
