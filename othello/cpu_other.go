//go:build !amd64 || purego

package othello

// asmBuild reports whether this build has the assembly code.
const asmBuild = false

// cpuLevel is the vector level of the processor at hand: on other
// architectures, and with the purego build tag, the portable Go code.
var cpuLevel = levelPortable
