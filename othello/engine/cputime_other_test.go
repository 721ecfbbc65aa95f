//go:build !unix

package engine

import "time"

// cpuTime reports false: the CPU time is not measured here.
func cpuTime() (time.Duration, bool) { return 0, false }
