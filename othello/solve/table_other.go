//go:build !linux

package solve

// adviseHuge does nothing on this system: see table_linux.go.
func adviseHuge([]bucket) {}
