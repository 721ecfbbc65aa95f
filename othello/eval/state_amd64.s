//go:build amd64 && !purego

#include "textflag.h"

// moveAVX512 and unmoveAVX512 of state_amd64.go. Registers: AX and BX
// the views m and t, CX the table of the squares' lanes, DX the played
// square's lanes, DI the flipped discs; Z0 and Y1 the sum of the lanes
// of the flipped discs, Z2 and Y3 those of the played square. A lanes is
// 96 bytes: 32 lanes in a Z register, 16 in a Y one.

// FLIPS adds up the lanes of the squares of DI into Z0 and Y1, and
// loads the lanes of the square DX into Z2 and Y3.
#define FLIPS \
	MOVQ   m+0(FP), AX; \
	MOVQ   t+8(FP), BX; \
	MOVQ   table+16(FP), CX; \
	MOVQ   sq+24(FP), DX; \
	MOVQ   flipped+32(FP), DI; \
	VPXORQ Z0, Z0, Z0; \
	VPXOR  Y1, Y1, Y1; \
	TESTQ  DI, DI; \
	JZ     done; \
loop: \
	TZCNTQ DI, SI; \
	BLSRQ  DI, DI; \
	LEAQ   (SI)(SI*2), SI; \
	SHLQ   $5, SI; \
	VPADDW (CX)(SI*1), Z0, Z0; \
	VPADDW 64(CX)(SI*1), Y1, Y1; \
	TESTQ  DI, DI; \
	JNZ    loop; \
done: \
	LEAQ      (DX)(DX*2), DX; \
	SHLQ      $5, DX; \
	VMOVDQU64 (CX)(DX*1), Z2; \
	VMOVDQU   64(CX)(DX*1), Y3

// UPDATE changes the view at ptr by op and the lanes in dz and dy.
#define UPDATE(op, dz, dy, ptr) \
	VMOVDQU64 (ptr), Z8; \
	op        dz, Z8, Z8; \
	VMOVDQU64 Z8, (ptr); \
	VMOVDQU   64(ptr), Y9; \
	op        dy, Y9, Y9; \
	VMOVDQU   Y9, 64(ptr)

// APPLY changes the views by op, VPADDW for a move and VPSUBW for its
// undo: m by played - flipped, t by 2·played + flipped. The lanes wrap
// independently, and the results are the indices.
#define APPLY(op) \
	VPSUBW Z0, Z2, Z4; \
	VPSUBW Y1, Y3, Y5; \
	VPADDW Z2, Z2, Z6; \
	VPADDW Z0, Z6, Z6; \
	VPADDW Y3, Y3, Y7; \
	VPADDW Y1, Y7, Y7; \
	UPDATE(op, Z4, Y5, AX); \
	UPDATE(op, Z6, Y7, BX); \
	VZEROUPPER

// func moveAVX512(m, t *lanes, table *[64]lanes, sq int, flipped uint64)
TEXT ·moveAVX512(SB), NOSPLIT, $0-40
	FLIPS
	APPLY(VPADDW)
	RET

// func unmoveAVX512(m, t *lanes, table *[64]lanes, sq int, flipped uint64)
TEXT ·unmoveAVX512(SB), NOSPLIT, $0-40
	FLIPS
	APPLY(VPSUBW)
	RET

// func sumAVX512(t *int16, v *lanes, off *[48]int32) int
// The indices widened to 32 bits and offset, three gathers of the 32-bit
// words at the weights (the last two lanes masked off), each weight
// sign-extended from the low half of its word, and the sum.
TEXT ·sumAVX512(SB), NOSPLIT, $0-32
	MOVQ       t+0(FP), AX
	MOVQ       v+8(FP), BX
	MOVQ       off+16(FP), CX
	VPMOVZXWD  (BX), Z0
	VPMOVZXWD  32(BX), Z1
	VPMOVZXWD  64(BX), Z2
	VPADDD     (CX), Z0, Z0
	VPADDD     64(CX), Z1, Z1
	VPADDD     128(CX), Z2, Z2
	KXNORW     K1, K1, K1
	KXNORW     K2, K2, K2
	MOVL       $0x3fff, DX
	KMOVW      DX, K3
	VPXORD     Z3, Z3, Z3
	VPXORD     Z4, Z4, Z4
	VPXORD     Z5, Z5, Z5
	VPGATHERDD (AX)(Z0*2), K1, Z3
	VPGATHERDD (AX)(Z1*2), K2, Z4
	VPGATHERDD (AX)(Z2*2), K3, Z5
	VPSLLD     $16, Z3, Z3
	VPSRAD     $16, Z3, Z3
	VPSLLD     $16, Z4, Z4
	VPSRAD     $16, Z4, Z4
	VPSLLD     $16, Z5, Z5
	VPSRAD     $16, Z5, Z5
	VPADDD     Z4, Z3, Z3
	VPADDD     Z5, Z3, Z3
	VEXTRACTI64X4 $1, Z3, Y4
	VPADDD     Y4, Y3, Y3
	VEXTRACTI128 $1, Y3, X4
	VPADDD     X4, X3, X3
	VPSHUFD    $0x4e, X3, X4
	VPADDD     X4, X3, X3
	VPSHUFD    $0xb1, X3, X4
	VPADDD     X4, X3, X3
	VMOVD      X3, DX
	MOVLQSX    DX, DX
	MOVQ       DX, ret+24(FP)
	VZEROUPPER
	RET
