//go:build !amd64 || purego

package kernel_test

// asmBuild reports whether this build has the assembly code.
const asmBuild = false
