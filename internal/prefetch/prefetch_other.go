//go:build !amd64 || purego

package prefetch

import "unsafe"

// Line does nothing on this build: see the amd64 build.
func Line(unsafe.Pointer) {}
