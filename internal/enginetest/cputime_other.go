//go:build !unix

package enginetest

import "time"

// CPUTime reports false: the CPU time is not measured here.
func CPUTime() (time.Duration, bool) { return 0, false }
