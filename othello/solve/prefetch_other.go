//go:build !amd64 || purego

package solve

// prefetch does nothing on this build: see prefetch_amd64.go.
func prefetch(*bucket) {}
