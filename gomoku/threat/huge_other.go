//go:build !linux

package threat

// adviseHuge does nothing on this system: see the linux build.
func adviseHuge[T any](s []T) {}
