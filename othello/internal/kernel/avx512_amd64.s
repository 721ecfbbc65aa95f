//go:build amd64 && !purego

#include "textflag.h"
#include "vector_amd64.h"

// The AVX-512 flip, move generator and leaf-parent loops of
// vector_amd64.go (AVX-512 F, CD and VL). They read the table that
// avxRows points to (vector_amd64.go), 64-byte aligned: for square s, the 64
// bytes at offset s*64 hold its 4 rays toward higher bits (east,
// south-west, south, south-east) then its 4 rays toward lower bits (west,
// north-east, north, north-west).
//
// Registers of the leaf-parent loops: Z0 and Z1 hold the discs of the
// mover and of the opponent of the leaf parent in every lane, SI its moves
// left, R10 its empty squares, DI the leaves counted; Z20 and Z21 the
// discs of the position 3 plies above the leaves. Constants: Z10 = 0,
// Z16 = 1<<63, Z17-Z19 the steps, double steps and masks of the 4 axes
// (axes) in both halves, Z22-Z24 those of the 8 directions (rot), Z25 the
// up lanes (upSel), Z26 = -1, Z27 the shifts by one of the down lanes
// (dbl), K1 the high 4 lanes; R8 points to the rays (avxRows) and R9 to
// the square bits (avxBits).


DATA one<>+0(SB)/8, $1
GLOBL one<>(SB), RODATA|NOPTR, $8

// upSel selects the up lanes; dbl shifts the down lanes by one.
DATA dbl<>+0(SB)/8, $0
DATA dbl<>+8(SB)/8, $0
DATA dbl<>+16(SB)/8, $0
DATA dbl<>+24(SB)/8, $0
DATA dbl<>+32(SB)/8, $1
DATA dbl<>+40(SB)/8, $1
DATA dbl<>+48(SB)/8, $1
DATA dbl<>+56(SB)/8, $1
GLOBL dbl<>(SB), RODATA|NOPTR, $64

DATA upSel<>+0(SB)/8, $-1
DATA upSel<>+8(SB)/8, $-1
DATA upSel<>+16(SB)/8, $-1
DATA upSel<>+24(SB)/8, $-1
DATA upSel<>+32(SB)/8, $0
DATA upSel<>+40(SB)/8, $0
DATA upSel<>+48(SB)/8, $0
DATA upSel<>+56(SB)/8, $0
GLOBL upSel<>(SB), RODATA|NOPTR, $64


// The 8 directions as rotations: left by the step toward higher bits,
// left by 64 minus the step toward lower bits; then twice as far; then
// the masks of the opponent discs that can be inside a run. A rotation
// wraps the bits that a shift would drop around to the other end of the
// board, onto the first or last row or column, where the masks take away
// the opponent discs: those squares cannot be inside a run in that
// direction anyway.
DATA rot<>+0(SB)/8, $1
DATA rot<>+8(SB)/8, $8
DATA rot<>+16(SB)/8, $7
DATA rot<>+24(SB)/8, $9
DATA rot<>+32(SB)/8, $63
DATA rot<>+40(SB)/8, $56
DATA rot<>+48(SB)/8, $57
DATA rot<>+56(SB)/8, $55
DATA rot<>+64(SB)/8, $2
DATA rot<>+72(SB)/8, $16
DATA rot<>+80(SB)/8, $14
DATA rot<>+88(SB)/8, $18
DATA rot<>+96(SB)/8, $62
DATA rot<>+104(SB)/8, $48
DATA rot<>+112(SB)/8, $50
DATA rot<>+120(SB)/8, $46
DATA rot<>+128(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA rot<>+136(SB)/8, $0x00ffffffffffff00
DATA rot<>+144(SB)/8, $0x007e7e7e7e7e7e00
DATA rot<>+152(SB)/8, $0x007e7e7e7e7e7e00
DATA rot<>+160(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA rot<>+168(SB)/8, $0x00ffffffffffff00
DATA rot<>+176(SB)/8, $0x007e7e7e7e7e7e00
DATA rot<>+184(SB)/8, $0x007e7e7e7e7e7e00
GLOBL rot<>(SB), RODATA|NOPTR, $192

// CONSTANTS loads the constant registers.
#define CONSTANTS \
	VPXORQ  Z10, Z10, Z10 \
	; VPBROADCASTQ high<>(SB), Z16 \
	; VBROADCASTI64X4 axes<>+0(SB), Z17 \
	; VBROADCASTI64X4 axes<>+32(SB), Z18 \
	; VBROADCASTI64X4 axes<>+64(SB), Z19 \
	; VMOVDQU64 rot<>+0(SB), Z22 \
	; VMOVDQU64 rot<>+64(SB), Z23 \
	; VMOVDQU64 rot<>+128(SB), Z24 \
	; VMOVDQU64 upSel<>(SB), Z25 \
	; VPTERNLOGQ $0xff, Z26, Z26, Z26 \
	; VMOVDQU64 dbl<>(SB), Z27 \
	; MOVL    $0xf0, AX \
	; KMOVW   AX, K1 \
	; MOVQ    ·avxRows(SB), R8 \
	; LEAQ    ·avxBits(SB), R9

// FLIP8(P, O) sets Z6 to the discs flipped on the 8 rays of the square
// whose rays R11 points to, one ray a lane, with the mover's discs in
// every lane of P and the opponent's in O. On every ray the outflank
// square is the nearest square without an opponent disc: in the 4 up
// lanes the lowest bit of x = ray &^ O, isolated by x & -x; in the 4 down
// lanes the highest, by VPLZCNTQ and a shift of the top bit. If it holds
// a mover disc, the run flips: the ray's squares below it, out-1, in the
// up lanes, and above it, ^(2*out-1), in the down lanes. It uses Z4, Z5,
// Z7 and K3.
#define FLIP8(P, O) \
	VMOVDQU64 (R11), Z4 \
	; VPANDNQ Z4, O, Z5 \
	; VPLZCNTQ Z5, Z6 \
	; VPSRLVQ Z6, Z16, Z6 \
	; VPSUBQ  Z5, Z10, Z7 \
	; VPANDQ  Z7, Z5, Z7 \
	; VPTERNLOGQ $0xb8, Z7, Z25, Z6 \
	; VPTESTMQ Z6, P, K3 \
	; VPSLLVQ Z27, Z6, Z6 \
	; VPADDQ  Z26, Z6, Z6 \
	; VPTERNLOGQ.Z $0x82, Z4, Z25, K3, Z6

// ALL8 sets every lane of Z6 to the OR of its 8 lanes, using Z3.
#define ALL8 \
	VSHUFI64X2 $0x4e, Z6, Z6, Z3 \
	; VPORQ   Z3, Z6, Z6 \
	; VSHUFI64X2 $0xb1, Z6, Z6, Z3 \
	; VPORQ   Z3, Z6, Z6 \
	; VPSHUFD $0x4e, Z6, Z3 \
	; VPORQ   Z3, Z6, Z6

// MOVES8(P, O) sets Z2 to the squares just past a run of opponent discs
// next to a mover disc, one direction a lane, with the mover's discs in
// every lane of P and the opponent's, masked by Z24, in O: a Kogge-Stone
// fill of two single and two double steps, by rotations. It uses Z3 and
// Z4.
#define MOVES8(P, O) \
	VPROLVQ Z22, P, Z2 \
	; VPANDQ  O, Z2, Z2 \
	; VPROLVQ Z22, Z2, Z3 \
	; VPTERNLOGQ $0xf8, Z3, O, Z2 \
	; VPROLVQ Z22, O, Z4 \
	; VPANDQ  O, Z4, Z4 \
	; VPROLVQ Z23, Z2, Z3 \
	; VPTERNLOGQ $0xf8, Z3, Z4, Z2 \
	; VPROLVQ Z23, Z2, Z3 \
	; VPTERNLOGQ $0xf8, Z3, Z4, Z2 \
	; VPROLVQ Z22, Z2, Z2

// REDUCE8 sets AX to the OR of the 8 lanes of Z2, using Z3.
#define REDUCE8 \
	VEXTRACTI64X4 $1, Z2, Y3 \
	; VPORQ   Y3, Y2, Y2 \
	; REDUCE

// BOTH8 sets AX to the squares past the runs of the side whose discs are
// in every lane of Z0 and DX to those of the side of Z5, two MOVES8
// whose fills overlap; the empty squares are left for the caller to
// mask. It uses Z1 to Z7, Z22 and Z23.
#define BOTH8 \
	VMOVDQU64 rot<>+128(SB), Z1 \
	; VPANDQ  Z1, Z0, Z6 \
	; VPANDQ  Z1, Z5, Z1 \
	; VMOVDQU64 rot<>+0(SB), Z22 \
	; VMOVDQU64 rot<>+64(SB), Z23 \
	; MOVES8(Z0, Z1) \
	; VMOVDQU64 Z2, Z7 \
	; MOVES8(Z5, Z6) \
	; REDUCE8 \
	; MOVQ    AX, DX \
	; VMOVDQU64 Z7, Z2 \
	; REDUCE8

// PAIR runs two children of the leaf parent, after its moves CX and R13
// (the same move twice when only CX is left, in which case R14 is -1),
// side by side: child A in the low 4 lanes, child B in the high 4, one
// lane per direction (the up ray in one register, the down ray in
// another) and then per axis. It adds their numbers of moves, or 1 for a
// child without moves, to DI.
//
// The flip is that of FLIP8 with the up and down rays in two registers;
// VSHUFI64X2 gathers the rays of both squares into them. A shuffle in each
// half then puts the flipped discs F of each child in all its lanes, and
// the children's discs follow: O^F for the mover, (P^F^square)&masks for
// the opponent. Their moves are the Kogge-Stone fills of MOVES_AVX2 in
// each half, which a shuffle in each half folds into lanes 0 and 4.
#define PAIR \
	MOVQ    CX, R11 \
	; SHLQ    $6, R11 \
	; ADDQ    R8, R11 \
	; MOVQ    R13, R12 \
	; SHLQ    $6, R12 \
	; ADDQ    R8, R12 \
	; VMOVDQU64 (R11), Z3 \
	; VMOVDQU64 (R12), Z4 \
	; VSHUFI64X2 $0x44, Z4, Z3, Z12 \
	; VSHUFI64X2 $0xee, Z4, Z3, Z13 \
	; VPANDNQ Z12, Z1, Z5 \
	; VPSUBQ  Z5, Z10, Z6 \
	; VPTERNLOGQ $0x80, Z0, Z6, Z5 \
	; VPTESTMQ Z5, Z5, K3 \
	; VPADDQ.Z Z26, Z5, K3, Z5 \
	; VPANDNQ Z13, Z1, Z6 \
	; VPLZCNTQ Z6, Z6 \
	; VPSRLVQ Z6, Z16, Z7 \
	; VPTESTMQ Z7, Z0, K4 \
	; VPSRLVQ Z6, Z26, Z6 \
	; VPANDNQ.Z Z13, Z6, K4, Z6 \
	; VPTERNLOGQ $0xec, Z12, Z6, Z5 \
	; VPERMQ  $0x4e, Z5, Z3 \
	; VPORQ   Z3, Z5, Z5 \
	; VPSHUFD $0x4e, Z5, Z3 \
	; VPORQ   Z3, Z5, Z5 \
	; VPBROADCASTQ (R9)(CX*8), Z3 \
	; VPBROADCASTQ (R9)(R13*8), K1, Z3 \
	; VPXORQ  Z5, Z1, Z8 \
	; VPXORQ  Z5, Z0, Z9 \
	; VPTERNLOGQ $0x28, Z19, Z3, Z9 \
	; VPSLLVQ Z17, Z8, Z2 \
	; VPSRLVQ Z17, Z8, Z3 \
	; VPANDQ  Z9, Z2, Z2 \
	; VPANDQ  Z9, Z3, Z3 \
	; VPSLLVQ Z17, Z2, Z4 \
	; VPTERNLOGQ $0xf8, Z4, Z9, Z2 \
	; VPSRLVQ Z17, Z3, Z7 \
	; VPTERNLOGQ $0xf8, Z7, Z9, Z3 \
	; VPSLLVQ Z17, Z9, Z5 \
	; VPANDQ  Z9, Z5, Z5 \
	; VPSRLVQ Z17, Z5, Z6 \
	; VPSLLVQ Z18, Z2, Z4 \
	; VPTERNLOGQ $0xf8, Z4, Z5, Z2 \
	; VPSRLVQ Z18, Z3, Z7 \
	; VPTERNLOGQ $0xf8, Z7, Z6, Z3 \
	; VPSLLVQ Z18, Z2, Z4 \
	; VPTERNLOGQ $0xf8, Z4, Z5, Z2 \
	; VPSRLVQ Z18, Z3, Z7 \
	; VPTERNLOGQ $0xf8, Z7, Z6, Z3 \
	; VPSLLVQ Z17, Z2, Z2 \
	; VPSRLVQ Z17, Z3, Z3 \
	; VPORQ   Z3, Z2, Z2 \
	; VPSHUFD $0x4e, Z2, Z3 \
	; VPORQ   Z3, Z2, Z2 \
	; VPERMQ  $0x4e, Z2, Z3 \
	; VPORQ   Z3, Z2, Z2 \
	; VMOVQ   X2, AX \
	; VEXTRACTI32X4 $2, Z2, X3 \
	; VMOVQ   X3, BX \
	; MOVQ    (R9)(CX*8), DX \
	; ANDNQ   R10, DX, DX \
	; ANDQ    DX, AX \
	; POPCNTQ AX, AX \
	; CMPQ    AX, $1 \
	; ADCQ    $0, AX \
	; ADDQ    AX, DI \
	; MOVQ    (R9)(R13*8), DX \
	; ANDNQ   R10, DX, DX \
	; ANDQ    DX, BX \
	; POPCNTQ BX, BX \
	; CMPQ    BX, $1 \
	; ADCQ    $0, BX \
	; ANDNQ   BX, R14, BX \
	; ADDQ    BX, DI

// NEXT2 takes the next two moves off SI: CX and R13, or CX twice with
// R14 = -1 when only one is left (R14 = 0 otherwise).
#define NEXT2 \
	TZCNTQ  SI, CX \
	; BLSRQ   SI, SI \
	; TZCNTQ  SI, R13 \
	; CMOVQCS CX, R13 \
	; SBBQ    R14, R14 \
	; BLSRQ   SI, SI

// FLIP512 sets AX to the discs flipped by a disc of the mover, in every
// lane of Z0, on square CX, with the opponent's discs in every lane of Z1:
// FLIP8 with the constants used from memory, so that a call loads fewer
// registers.
#define FLIP512 \
	ANDQ    $63, CX \
	; SHLQ    $6, CX \
	; MOVQ    ·avxRows(SB), R11 \
	; ADDQ    CX, R11 \
	; VPBROADCASTQ high<>(SB), Z16 \
	; VMOVDQU64 upSel<>(SB), Z25 \
	; VPXORQ  Z10, Z10, Z10 \
	; VMOVDQU64 (R11), Z4 \
	; VPANDNQ Z4, Z1, Z5 \
	; VPLZCNTQ Z5, Z6 \
	; VPSRLVQ Z6, Z16, Z6 \
	; VPSUBQ  Z5, Z10, Z7 \
	; VPANDQ  Z7, Z5, Z7 \
	; VPTERNLOGQ $0xb8, Z7, Z25, Z6 \
	; VPTESTMQ Z6, Z0, K3 \
	; VPSLLVQ dbl<>(SB), Z6, Z6 \
	; VPSUBQ.BCST one<>(SB), Z6, Z6 \
	; VPTERNLOGQ.Z $0x82, Z4, Z25, K3, Z6 \
	; VEXTRACTI64X4 $1, Z6, Y3 \
	; VPORQ   Y3, Y6, Y2 \
	; REDUCE

// func FlipAVX512(mover, opponent uint64, s int) uint64
TEXT ·FlipAVX512(SB), NOSPLIT, $0-32
	MOVQ    s+16(FP), CX
	VPBROADCASTQ mover+0(FP), Z0
	VPBROADCASTQ opponent+8(FP), Z1
	FLIP512
	MOVQ    AX, ret+24(FP)
	VZEROUPPER
	RET


// func movesAVX512(p, o uint64) uint64
TEXT ·movesAVX512(SB), NOSPLIT, $0-24
	VPBROADCASTQ p+0(FP), Z0
	VMOVDQU64 rot<>+128(SB), Z1
	VPANDQ.BCST o+8(FP), Z1, Z1
	VMOVDQU64 rot<>+0(SB), Z22
	VMOVDQU64 rot<>+64(SB), Z23
	MOVES8(Z0, Z1)
	REDUCE8
	MOVQ    p+0(FP), BX
	ORQ     o+8(FP), BX
	ANDNQ   AX, BX, AX
	MOVQ    AX, ret+16(FP)
	VZEROUPPER
	RET

// func movesBothAVX512(p, o uint64) (pm, om uint64)
//
// The moves of p then of o, two MOVES8 in one call: the second fill does
// not wait for the first.
TEXT ·movesBothAVX512(SB), NOSPLIT, $0-32
	VPBROADCASTQ p+0(FP), Z0
	VPBROADCASTQ o+8(FP), Z5
	BOTH8
	MOVQ    p+0(FP), BX
	ORQ     o+8(FP), BX
	ANDNQ   AX, BX, AX
	ANDNQ   DX, BX, DX
	MOVQ    AX, pm+16(FP)
	MOVQ    DX, om+24(FP)
	VZEROUPPER
	RET

// func leavesAVX512(p, o, m, off uint64) uint64
TEXT ·leavesAVX512(SB), NOSPLIT, $0-40
	CONSTANTS
	MOVQ    m+16(FP), SI
	MOVQ    off+24(FP), R10
	ORQ     p+0(FP), R10
	ORQ     o+8(FP), R10
	NOTQ    R10
	VPBROADCASTQ p+0(FP), Z0
	VPBROADCASTQ o+8(FP), Z1
	XORQ    DI, DI

pair:
	NEXT2
	PAIR
	TESTQ   SI, SI
	JNE     pair

	MOVQ    DI, ret+32(FP)
	VZEROUPPER
	RET

// func leaves3AVX512(p, o, m, off uint64) uint64
//
// For each move of the position: the flip (FLIP8), the child's discs, its
// moves (MOVES8), and the loop of leavesAVX512 over them; a child without
// moves passes, and counts the moves of its opponent, or 1 if the game is
// over. The moves left of the position are in the local m3.
TEXT ·leaves3AVX512(SB), NOSPLIT, $8-40
	CONSTANTS
	MOVQ    m+16(FP), AX
	MOVQ    AX, m3-8(SP)
	VPBROADCASTQ p+0(FP), Z20
	VPBROADCASTQ o+8(FP), Z21
	XORQ    DI, DI

child:
	MOVQ    m3-8(SP), AX
	TZCNTQ  AX, CX
	BLSRQ   AX, AX
	MOVQ    AX, m3-8(SP)
	MOVQ    CX, R11
	SHLQ    $6, R11
	ADDQ    R8, R11
	FLIP8(Z20, Z21)
	ALL8
	VPXORQ  Z6, Z21, Z0
	VPXORQ.BCST (R9)(CX*8), Z20, Z1
	VPXORQ  Z6, Z1, Z1
	VMOVQ   X6, BX
	MOVQ    p+0(FP), R12
	XORQ    BX, R12
	ORQ     (R9)(CX*8), R12
	MOVQ    o+8(FP), R13
	XORQ    BX, R13
	MOVQ    off+24(FP), R10
	ORQ     R12, R10
	ORQ     R13, R10
	NOTQ    R10
	VPANDQ  Z24, Z1, Z9
	MOVES8(Z0, Z9)
	REDUCE8
	ANDQ    R10, AX
	JEQ     pass
	MOVQ    AX, SI

pair:
	NEXT2
	PAIR
	TESTQ   SI, SI
	JNE     pair

next:
	CMPQ    m3-8(SP), $0
	JNE     child
	MOVQ    DI, ret+32(FP)
	VZEROUPPER
	RET

pass:
	VPANDQ  Z24, Z0, Z9
	MOVES8(Z1, Z9)
	REDUCE8
	ANDQ    R10, AX
	POPCNTQ AX, AX
	CMPQ    AX, $1
	ADCQ    $0, AX
	ADDQ    AX, DI
	JMP     next

// func playAVX512(p, o uint64, s int) (f, next, again uint64)
//
// FLIP512 then the moves of both sides of the position after the move,
// as movesBothAVX512 finds them, in one call: the discs stay in
// registers.
TEXT ·playAVX512(SB), NOSPLIT, $0-48
	MOVQ    s+16(FP), CX
	MOVQ    CX, DX
	VPBROADCASTQ p+0(FP), Z0
	VPBROADCASTQ o+8(FP), Z1
	FLIP512
	MOVQ    AX, f+24(FP)
	MOVQ    p+0(FP), BX
	XORQ    AX, BX
	ANDQ    $63, DX
	BTSQ    DX, BX
	MOVQ    o+8(FP), SI
	XORQ    AX, SI
	VPBROADCASTQ SI, Z0
	VPBROADCASTQ BX, Z5
	BOTH8
	ORQ     SI, BX
	ANDNQ   AX, BX, AX
	ANDNQ   DX, BX, DX
	MOVQ    AX, next+32(FP)
	MOVQ    DX, again+40(FP)
	VZEROUPPER
	RET
