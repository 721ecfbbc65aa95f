//go:build !amd64 || purego

package othello

// cpuLevel is the vector level of the processor at hand: on other
// architectures, and with the purego build tag, the portable Go code.
var cpuLevel = levelPortable
