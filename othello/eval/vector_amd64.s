//go:build amd64 && !purego

#include "textflag.h"

// scoreAVX512 of vector_amd64.go. Registers: AX the table of the stage,
// CX the plan, R8 to R11 four sums (the indices on the stack); Z0 and Z1 the 8 images of
// each side, Z2 to Z5 the constants ones, twos, w19 and d181; Z16 to
// Z23 the base-3 numbers of the chunks of groups 0 to 7 in the low 32
// bits of each 64-bit lane; Z24 to Z26 the indices of the weights, 16
// to a vector.

// GROUP reads the 8 chunks of a group, at offsets perm, ctrl and mul of
// the plan, into out: per lane, the sum over the chunk's squares of
// 3^j times 1 for a disc of the side to move and 2 for one of the other
// side, j being the square's digit in the chunk.
#define GROUP(perm, ctrl, mul, out) \
	VMOVDQU64    perm(CX), Z8; \
	VPERMQ       Z0, Z8, Z9; \
	VPERMQ       Z1, Z8, Z10; \
	VPSHUFBITQMB ctrl(CX), Z9, K1; \
	VPSHUFBITQMB ctrl(CX), Z10, K2; \
	VMOVDQU8.Z   Z2, K1, Z11; \
	VPADDB       Z3, Z11, K2, Z11; \
	VPMADDUBSW   mul(CX), Z11, Z11; \
	VPMADDWD     Z4, Z11, Z11; \
	VPMULLD      Z5, Z11, Z11; \
	VPSRLQ       $32, Z11, Z12; \
	VPADDD       Z12, Z11, out

// W adds the weight at the index at offset off of SP to sum.
#define W(off, sum) \
	MOVL    off(SP), SI; \
	MOVWQSX (AX)(SI*2), SI; \
	ADDQ    SI, sum

// IMAGES turns the board x in every lane of a register into its 8
// images, lane s holding symmetric(x)[s], K4 to K6 masking the bytes of
// the lanes of each step: the affine transformation (VGF2P8AFFINEQB) of
// the bytes 1, 2, 4 ... 128 by the board as a bit matrix transposes it
// and mirrors it left to right (lanes 4 to 7); the one of its bytes by
// the matrix that reverses the bits of a byte mirrors left to right
// (lanes 2 to 5: 4 and 5 are then the transposition); a byte shuffle
// mirrors top to bottom (the odd lanes). Z6 holds the bytes 1, 2, 4 ...
// 128 in every lane (the same 64 bits are the matrix that reverses
// bits) and Z7 the byte shuffle.
#define IMAGES(x) \
	VGF2P8AFFINEQB $0, x, Z6, K4, x; \
	VGF2P8AFFINEQB $0, Z6, x, K5, x; \
	VPSHUFB        Z7, x, K6, x

// func scoreAVX512(t *int16, p, o uint64, plan *vectorPlan) int
TEXT ·scoreAVX512(SB), NOSPLIT, $192-40
	MOVQ         t+0(FP), AX
	MOVQ         plan+24(FP), CX
	VPBROADCASTQ p+8(FP), Z0
	VPBROADCASTQ o+16(FP), Z1
	VMOVDQU64    2112(CX), Z6
	VMOVDQU64    2176(CX), Z7
	MOVQ         $0xffffffff00000000, DX
	KMOVQ        DX, K4
	MOVQ         $0x0000ffffffff0000, DX
	KMOVQ        DX, K5
	MOVQ         $0xff00ff00ff00ff00, DX
	KMOVQ        DX, K6
	IMAGES(Z0)
	IMAGES(Z1)
	VMOVDQU64 1728(CX), Z2
	VMOVDQU64 1792(CX), Z3
	VMOVDQU64 1856(CX), Z4
	VMOVDQU64 1920(CX), Z5

	GROUP(0, 512, 1024, Z16)
	GROUP(64, 576, 1088, Z17)
	GROUP(128, 640, 1152, Z18)
	GROUP(192, 704, 1216, Z19)
	GROUP(256, 768, 1280, Z20)
	GROUP(320, 832, 1344, Z21)
	GROUP(384, 896, 1408, Z22)
	GROUP(448, 960, 1472, Z23)

	// The indices: the first chunks plus 3^8 times the second ones, the
	// low 32 bits of each lane packed, two groups to a vector, plus the
	// pattern offsets.
	VMOVDQU64    1984(CX), Z6
	VPMULLD      Z6, Z17, Z17
	VPADDD       Z17, Z16, Z16
	VPMULLD      Z6, Z19, Z19
	VPADDD       Z19, Z18, Z18
	VPMOVQD      Z16, Y16
	VPMOVQD      Z18, Y18
	VINSERTI64X4 $1, Y18, Z16, Z24
	VPADDD       1536(CX), Z24, Z24
	VPMOVQD      Z20, Y20
	VPMOVQD      Z21, Y21
	VINSERTI64X4 $1, Y21, Z20, Z25
	VPADDD       1600(CX), Z25, Z25
	VPMOVQD      Z22, Y22
	VPMOVQD      Z23, Y23
	VINSERTI64X4 $1, Y23, Z22, Z26
	VPADDD       1664(CX), Z26, Z26

	// The weights, four sums of one load per index, on the stack.
	VMOVDQU32 Z24, (SP)
	VMOVDQU32 Z25, 64(SP)
	VMOVDQU32 Z26, 128(SP)
	XORQ      R8, R8
	XORQ      R9, R9
	XORQ      R10, R10
	XORQ      R11, R11
	W(0, R8)
	W(4, R9)
	W(8, R10)
	W(12, R11)
	W(16, R8)
	W(20, R9)
	W(24, R10)
	W(28, R11)
	W(32, R8)
	W(36, R9)
	W(40, R10)
	W(44, R11)
	W(48, R8)
	W(52, R9)
	W(56, R10)
	W(60, R11)
	W(64, R8)
	W(68, R9)
	W(72, R10)
	W(76, R11)
	W(80, R8)
	W(84, R9)
	W(88, R10)
	W(92, R11)
	W(96, R8)
	W(100, R9)
	W(104, R10)
	W(108, R11)
	W(112, R8)
	W(116, R9)
	W(120, R10)
	W(124, R11)
	W(128, R8)
	W(132, R9)
	W(136, R10)
	W(140, R11)
	W(144, R8)
	W(148, R9)
	W(152, R10)
	W(156, R11)
	W(160, R8)
	W(164, R9)
	W(168, R10)
	W(172, R11)
	W(176, R8)
	W(180, R9)
	ADDQ      R9, R8
	ADDQ      R11, R10
	LEAQ      (R8)(R10*1), AX
	MOVQ AX, ret+32(FP)
	VZEROUPPER
	RET
