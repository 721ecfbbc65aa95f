//go:build unix

package enginetest

import (
	"syscall"
	"time"
)

// CPUTime returns the CPU time of the process so far, user and system,
// and true. A test compares it with the wall time of a timed call to
// tell the engine's own overrun from a machine that held it back.
func CPUTime() (time.Duration, bool) {
	var r syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &r) != nil {
		return 0, false
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano()), true
}
