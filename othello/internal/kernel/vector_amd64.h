// The constants that avx2_amd64.s and avx512_amd64.s share. Each file
// that includes this header gets its own copy of the (file-local) data.

// The move generators' lanes are the 4 axes: horizontal, vertical,
// diagonal (step 7) and diagonal (step 9). axes holds their steps,
// twice their steps, and the masks of the opponent discs that can be
// inside a run on each axis: not in column a or h, except on the vertical.
DATA axes<>+0(SB)/8, $1
DATA axes<>+8(SB)/8, $8
DATA axes<>+16(SB)/8, $7
DATA axes<>+24(SB)/8, $9
DATA axes<>+32(SB)/8, $2
DATA axes<>+40(SB)/8, $16
DATA axes<>+48(SB)/8, $14
DATA axes<>+56(SB)/8, $18
DATA axes<>+64(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA axes<>+72(SB)/8, $0xffffffffffffffff
DATA axes<>+80(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA axes<>+88(SB)/8, $0x7e7e7e7e7e7e7e7e
GLOBL axes<>(SB), RODATA|NOPTR, $96

DATA high<>+0(SB)/8, $0x8000000000000000
GLOBL high<>(SB), RODATA|NOPTR, $8

// REDUCE sets AX to the OR of the 4 lanes of Y2, using Y3.
#define REDUCE \
	VEXTRACTI128 $1, Y2, X3 \
	; VPOR    X3, X2, X2 \
	; VPSHUFD $0x4e, X2, X3 \
	; VPOR    X3, X2, X2 \
	; VMOVQ   X2, AX
