//go:build amd64 && !purego

package othello

// cpuid executes the CPUID instruction with EAX = eaxArg and ECX = ecxArg
// and returns the registers it sets (cpu_amd64.s).
func cpuid(eaxArg, ecxArg uint32) (eax, ebx, ecx, edx uint32)

// xgetbv returns XCR0, the register of the processor state components
// that the operating system saves and restores (cpu_amd64.s). Call it only
// when CPUID reports OSXSAVE.
func xgetbv() (eax, edx uint32)

// asmBuild reports whether this build has the assembly code.
const asmBuild = true

// cpuLevel is the vector level of the processor at hand.
var cpuLevel = detectLevel()

// detectLevel returns the vector level of the processor, which depends on
// both the processor and the operating system: the AVX2 level needs AVX,
// AVX2, BMI1 (TZCNT, BLSR, ANDN) and POPCNT, and the operating system
// saving the YMM registers; the AVX-512 level adds AVX-512 F, CD
// (VPLZCNTQ) and VL (the instructions on 256-bit registers), and the
// operating system saving the mask and ZMM registers.
func detectLevel() vectorLevel {
	if maxID, _, _, _ := cpuid(0, 0); maxID < 7 {
		return levelPortable
	}
	const (
		popcnt  = 1 << 23 // CPUID.1:ECX
		osxsave = 1 << 27
		avx     = 1 << 28
	)
	if _, _, ecx, _ := cpuid(1, 0); ecx&(popcnt|osxsave|avx) != popcnt|osxsave|avx {
		return levelPortable
	}
	const (
		xcr0SSE    = 1 << 1 // XCR0: the XMM registers
		xcr0AVX    = 1 << 2 // the upper halves of the YMM registers
		xcr0Opmask = 1 << 5 // the K registers
		xcr0ZMMHi  = 1 << 6 // the upper halves of ZMM0-15
		xcr0ZMM16  = 1 << 7 // ZMM16-31
	)
	xcr0, _ := xgetbv()
	if xcr0&(xcr0SSE|xcr0AVX) != xcr0SSE|xcr0AVX {
		return levelPortable
	}
	const (
		bmi1     = 1 << 3 // CPUID.(7,0):EBX
		avx2     = 1 << 5
		avx512F  = 1 << 16
		avx512CD = 1 << 28
		avx512VL = 1 << 31
	)
	_, ebx, _, _ := cpuid(7, 0)
	if ebx&(bmi1|avx2) != bmi1|avx2 {
		return levelPortable
	}
	const zmmState = xcr0SSE | xcr0AVX | xcr0Opmask | xcr0ZMMHi | xcr0ZMM16
	if ebx&(avx512F|avx512CD|avx512VL) == avx512F|avx512CD|avx512VL && xcr0&zmmState == zmmState {
		return levelAVX512
	}
	return levelAVX2
}
