//go:build amd64 && !purego

#include "textflag.h"
#include "vector_amd64.h"

// The AVX2 flip, move generator and leaf-parent loops of vector_amd64.go.
// The flips read the table rays (kernel.go): for square s, 128 bytes at
// offset s*128 hold 4 vectors of its 4 rays toward higher bits (east,
// south-west, south, south-east), in this order: the rays (offset 0),
// their complements (32), their first squares (64), and the 4 rays toward
// lower bits (west, north-east, north, north-west; offset 96).

// The shifts of the 4 rays toward lower bits, one step, 2 and 4 steps.
DATA downShift<>+0(SB)/8, $1
DATA downShift<>+8(SB)/8, $7
DATA downShift<>+16(SB)/8, $8
DATA downShift<>+24(SB)/8, $9
DATA downShift<>+32(SB)/8, $2
DATA downShift<>+40(SB)/8, $14
DATA downShift<>+48(SB)/8, $16
DATA downShift<>+56(SB)/8, $18
DATA downShift<>+64(SB)/8, $4
DATA downShift<>+72(SB)/8, $28
DATA downShift<>+80(SB)/8, $32
DATA downShift<>+88(SB)/8, $36
GLOBL downShift<>(SB), RODATA|NOPTR, $96


// FLIP_AVX2(P, O) sets Y2 to the discs flipped on the 8 rays of the
// square whose rays R11 points to, one lane per direction, with the
// mover's discs in every lane of P and the opponent's in O, Y10 = 0 and
// Y11 = -1. It uses Y3-Y7.
//
// Toward higher bits, (O | ^ray) + first carries across the run of
// opponent discs to the outflank square; if it holds a mover disc, the
// run is the ray's squares below it. Toward lower bits, the outflank square
// is the highest of the ray's squares without an opponent disc, x: a
// parallel-prefix fill copies x down 1, 2 and 4 steps, which covers the 7
// squares of the longest ray, and the flipped run is the ray's squares
// above the fill.
#define FLIP_AVX2(P, O) \
	VPOR    32(R11), O, Y2 \
	; VPADDQ  64(R11), Y2, Y2 \
	; VPAND   (R11), Y2, Y2 \
	; VPAND   P, Y2, Y2 \
	; VPCMPEQQ Y10, Y2, Y3 \
	; VPADDQ  Y11, Y2, Y2 \
	; VPANDN  Y2, Y3, Y2 \
	; VPAND   (R11), Y2, Y2 \
	; VMOVDQU 96(R11), Y4 \
	; VPANDN  Y4, O, Y5 \
	; VPSRLVQ downShift<>+0(SB), Y5, Y6 \
	; VPOR    Y5, Y6, Y6 \
	; VPSRLVQ downShift<>+32(SB), Y6, Y7 \
	; VPOR    Y7, Y6, Y6 \
	; VPSRLVQ downShift<>+64(SB), Y6, Y7 \
	; VPOR    Y7, Y6, Y6 \
	; VPSRLVQ downShift<>+0(SB), Y6, Y7 \
	; VPANDN  Y5, Y7, Y7 \
	; VPAND   P, Y7, Y7 \
	; VPCMPEQQ Y10, Y7, Y7 \
	; VPANDN  Y4, Y6, Y6 \
	; VPANDN  Y6, Y7, Y6 \
	; VPOR    Y6, Y2, Y2

// MOVES_AVX2 sets Y2 to the squares just past a run of opponent discs
// next to a mover disc, with the mover's discs in every lane of Y8 and the
// opponent's in Y9: the legal moves, and some occupied squares. Each lane
// is an axis, with Kogge-Stone fills toward higher bits (shifts left) and
// lower bits (shifts right): two single steps and two double steps cover
// the runs of up to 6 discs. It uses Y3-Y7 and changes Y9.
#define MOVES_AVX2 \
	VPAND   axes<>+64(SB), Y9, Y9 \
	; VPSLLVQ axes<>+0(SB), Y8, Y2 \
	; VPSRLVQ axes<>+0(SB), Y8, Y3 \
	; VPAND   Y9, Y2, Y2 \
	; VPAND   Y9, Y3, Y3 \
	; VPSLLVQ axes<>+0(SB), Y2, Y4 \
	; VPAND   Y9, Y4, Y4 \
	; VPOR    Y4, Y2, Y2 \
	; VPSRLVQ axes<>+0(SB), Y3, Y7 \
	; VPAND   Y9, Y7, Y7 \
	; VPOR    Y7, Y3, Y3 \
	; VPSLLVQ axes<>+0(SB), Y9, Y5 \
	; VPAND   Y9, Y5, Y5 \
	; VPSRLVQ axes<>+0(SB), Y5, Y6 \
	; VPSLLVQ axes<>+32(SB), Y2, Y4 \
	; VPAND   Y5, Y4, Y4 \
	; VPOR    Y4, Y2, Y2 \
	; VPSRLVQ axes<>+32(SB), Y3, Y7 \
	; VPAND   Y6, Y7, Y7 \
	; VPOR    Y7, Y3, Y3 \
	; VPSLLVQ axes<>+32(SB), Y2, Y4 \
	; VPAND   Y5, Y4, Y4 \
	; VPOR    Y4, Y2, Y2 \
	; VPSRLVQ axes<>+32(SB), Y3, Y7 \
	; VPAND   Y6, Y7, Y7 \
	; VPOR    Y7, Y3, Y3 \
	; VPSLLVQ axes<>+0(SB), Y2, Y2 \
	; VPSRLVQ axes<>+0(SB), Y3, Y3 \
	; VPOR    Y3, Y2, Y2

// ALLREDUCE sets every lane of Y2 to the OR of its 4 lanes, using Y3.
#define ALLREDUCE \
	VPERMQ  $0x4e, Y2, Y3 \
	; VPOR    Y3, Y2, Y2 \
	; VPSHUFD $0x4e, Y2, Y3 \
	; VPOR    Y3, Y2, Y2

// ROW sets R11 to the rays of square CX.
#define ROW \
	MOVQ    CX, R11 \
	; SHLQ    $7, R11 \
	; ADDQ    R8, R11

// LEAF_SETUP sets R10 to the empty squares of the board, the mover's
// discs being in R12, the opponent's in R13 and the squares off the board
// in R10; Y10 and DI to 0, R8 to the rays and R9 to the square bits.
#define LEAF_SETUP \
	ORQ     R12, R10 \
	; ORQ     R13, R10 \
	; NOTQ    R10 \
	; VPXOR   Y10, Y10, Y10 \
	; LEAQ    ·rays(SB), R8 \
	; LEAQ    ·avxBits(SB), R9 \
	; XORQ    DI, DI

// LEAF_CHILD sets Y8 and Y9 to the discs of the child after move CX, the
// flipped discs F being in every lane of Y2: its mover, O^F, and its
// opponent, P^F with the new disc.
#define LEAF_CHILD \
	VPBROADCASTQ (R9)(CX*8), Y3 \
	; VPXOR   Y2, Y1, Y8 \
	; VPXOR   Y2, Y0, Y9 \
	; VPXOR   Y3, Y9, Y9

// LEAF_COUNT adds to DI the number of moves AX of the child after move
// CX, or 1 if it has none (it passes, or the game is over).
#define LEAF_COUNT \
	MOVQ    (R9)(CX*8), DX \
	; ANDNQ   R10, DX, DX \
	; ANDQ    DX, AX \
	; POPCNTQ AX, AX \
	; CMPQ    AX, $1 \
	; ADCQ    $0, AX \
	; ADDQ    AX, DI

// FLIP2 sets AX to the discs flipped by a disc of the mover, in every
// lane of Y0, on square CX, with the opponent's discs in every lane of Y1.
#define FLIP2 \
	ANDQ    $63, CX \
	; LEAQ    ·rays(SB), R8 \
	; ROW \
	; VPXOR    Y10, Y10, Y10 \
	; VPCMPEQQ Y11, Y11, Y11 \
	; FLIP_AVX2(Y0, Y1) \
	; REDUCE

// func FlipAVX2(mover, opponent uint64, s int) uint64
TEXT ·FlipAVX2(SB), NOSPLIT, $0-32
	MOVQ    s+16(FP), CX
	VPBROADCASTQ mover+0(FP), Y0
	VPBROADCASTQ opponent+8(FP), Y1
	FLIP2
	MOVQ    AX, ret+24(FP)
	VZEROUPPER
	RET

// func movesAVX2(p, o uint64) uint64
TEXT ·movesAVX2(SB), NOSPLIT, $0-24
	VPBROADCASTQ p+0(FP), Y8
	VPBROADCASTQ o+8(FP), Y9
	MOVES_AVX2
	REDUCE
	MOVQ  p+0(FP), BX
	ORQ   o+8(FP), BX
	ANDNQ AX, BX, AX
	MOVQ  AX, ret+16(FP)
	VZEROUPPER
	RET

// func leavesAVX2(p, o, m, off uint64) uint64
TEXT ·leavesAVX2(SB), NOSPLIT, $0-40
	MOVQ p+0(FP), R12
	MOVQ o+8(FP), R13
	MOVQ m+16(FP), SI
	MOVQ off+24(FP), R10
	VPBROADCASTQ p+0(FP), Y0
	VPBROADCASTQ o+8(FP), Y1
	LEAF_SETUP
	VPCMPEQQ Y11, Y11, Y11

leaf:
	TZCNTQ SI, CX
	BLSRQ  SI, SI
	ROW
	FLIP_AVX2(Y0, Y1)
	ALLREDUCE
	LEAF_CHILD
	MOVES_AVX2
	REDUCE
	LEAF_COUNT
	TESTQ SI, SI
	JNE   leaf

	MOVQ DI, ret+32(FP)
	VZEROUPPER
	RET


// func leaves3AVX2(p, o, m, off uint64) uint64
//
// For each move of the position: the flip, the child's discs, its moves,
// and the loop of leavesAVX2 over them; a child without moves passes, and
// counts the moves of its opponent, or 1 if the game is over. The discs
// of the position are in Y12 and Y13, its moves left in the local m3.
TEXT ·leaves3AVX2(SB), NOSPLIT, $8-40
	MOVQ    m+16(FP), AX
	MOVQ    AX, m3-8(SP)
	VPBROADCASTQ p+0(FP), Y12
	VPBROADCASTQ o+8(FP), Y13
	VPXOR   Y10, Y10, Y10
	VPCMPEQQ Y11, Y11, Y11
	LEAQ    ·rays(SB), R8
	LEAQ    ·avxBits(SB), R9
	XORQ    DI, DI

child:
	MOVQ    m3-8(SP), AX
	TZCNTQ  AX, CX
	BLSRQ   AX, AX
	MOVQ    AX, m3-8(SP)
	ROW
	FLIP_AVX2(Y12, Y13)
	ALLREDUCE
	VPBROADCASTQ (R9)(CX*8), Y3
	VPXOR   Y2, Y13, Y0
	VPXOR   Y2, Y12, Y1
	VPXOR   Y3, Y1, Y1
	VMOVQ   X2, BX
	MOVQ    p+0(FP), R12
	XORQ    BX, R12
	ORQ     (R9)(CX*8), R12
	MOVQ    o+8(FP), R13
	XORQ    BX, R13
	MOVQ    off+24(FP), R10
	ORQ     R12, R10
	ORQ     R13, R10
	NOTQ    R10
	VMOVDQU Y0, Y8
	VMOVDQU Y1, Y9
	MOVES_AVX2
	REDUCE
	ANDQ    R10, AX
	JEQ     pass
	MOVQ    AX, SI

leaf:
	TZCNTQ  SI, CX
	BLSRQ   SI, SI
	ROW
	FLIP_AVX2(Y0, Y1)
	ALLREDUCE
	LEAF_CHILD
	MOVES_AVX2
	REDUCE
	LEAF_COUNT
	TESTQ   SI, SI
	JNE     leaf

next:
	CMPQ    m3-8(SP), $0
	JNE     child
	MOVQ    DI, ret+32(FP)
	VZEROUPPER
	RET

pass:
	VMOVDQU Y1, Y8
	VMOVDQU Y0, Y9
	MOVES_AVX2
	REDUCE
	ANDQ    R10, AX
	POPCNTQ AX, AX
	CMPQ    AX, $1
	ADCQ    $0, AX
	ADDQ    AX, DI
	JMP     next
