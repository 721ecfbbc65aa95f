//go:build unix

package engine

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time of the process so far, user and system,
// and true.
func cpuTime() (time.Duration, bool) {
	var r syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &r) != nil {
		return 0, false
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano()), true
}
