//go:build amd64 && !purego

package kernel

import "golang.org/x/sys/cpu"

// detect returns the vector level of the processor, which depends on both
// the processor and the operating system: AVX2 needs AVX, AVX2, BMI1
// (TZCNT, BLSR, ANDN) and POPCNT; AVX-512 adds AVX-512 F, CD (VPLZCNTQ)
// and VL (the instructions on 256-bit registers). golang.org/x/sys/cpu
// reports a feature only when the operating system saves its registers
// (XGETBV), enables Darwin's lazily saved AVX-512 state, and honours
// GODEBUG overrides such as cpu.avx512=off.
func detect() Level {
	x := &cpu.X86
	if !(x.HasAVX && x.HasAVX2 && x.HasBMI1 && x.HasPOPCNT) {
		return Portable
	}
	if x.HasAVX512F && x.HasAVX512CD && x.HasAVX512VL {
		return AVX512
	}
	return AVX2
}

// implAt returns the code of level l.
func implAt(l Level) impl {
	switch l {
	case AVX512:
		return impl{AVX512, FlipAVX512, movesAVX512, movesBothAVX512, playAVX512, PerftAVX512}
	case AVX2:
		return impl{AVX2, FlipAVX2, movesAVX2, movesBothAVX2, playAVX2, PerftAVX2}
	}
	return portable
}
