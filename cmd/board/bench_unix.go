//go:build unix

package main

import "syscall"

// cpuSeconds returns the CPU time (user and system) that the process has
// used so far, or -1 if it cannot be read.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return -1
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
