// Package bitboard is Othello on the 8×8 board as two 64-bit masks, the
// discs of the side to move and those of the other side, with the 4×4 and
// 6×6 boards embedded in its top-left corner: move generation and flips
// in a few nanoseconds (AVX-512 or AVX2 assembly where the processor has
// it, portable Go elsewhere), make and unmake, perft, and [Game], the
// game contract of the module over a [Bitboard] for fast search.
//
//	b, _ := bitboard.Start(8)
//	moves := b.Legal()                 // the mask of the legal moves: d3 c4 f5 e6
//	b, _ = b.Play(bitboard.Square(19)) // d3; the other side is to move
//	n := bitboard.Perft(b, 7)          // the leaves 7 plies below
//
// A [Square] is a bit of the masks: a1 is 0, h8 is 63, row r and column c
// make 8r+c. A Bitboard does not record which colour is to move;
// [FromPosition] and [Bitboard.Position] convert from and to the generic
// othello.Position, which knows. Package othello/flip holds the flip
// algorithms and their registry; [Bitboard.Flip] runs the fastest of the
// processor.
package bitboard

import (
	"fmt"
	"iter"
	"math/bits"
	"strconv"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/internal/kernel"
)

// A Square is one of the 64 squares of a [Bitboard] and the index of its
// bit in a mask: square 0 is a1, the top-left corner, then row by row down
// to square 63, h8, the bottom-right corner. Row r (0 at the top) and
// column c (0 at the left) make square 8r+c. The zero Square is a1.
type Square uint8

// SquareAt returns the square at row and col, each counted from 0 at the
// top-left corner, and reports whether both are in 0..7.
func SquareAt(row, col int) (Square, bool) {
	if uint(row) >= 8 || uint(col) >= 8 {
		return 0, false
	}
	return Square(row*8 + col), true
}

// Row returns the row of s, 0 at the top.
func (s Square) Row() int { return int(s) >> 3 }

// Col returns the column of s, 0 at the left.
func (s Square) Col() int { return int(s) & 7 }

// Point returns s as a point of the generic board.
func (s Square) Point() board.Point { return board.Pt(s.Row(), s.Col()) }

// Bit returns the mask holding only s, or 0 if s is not in 0..63.
func (s Square) Bit() uint64 {
	if s >= 64 {
		return 0
	}
	return 1 << s
}

// String returns s in Othello notation, the column letter then the row
// number from 1 at the top, like "f5", or "Square(70)" for a value that is
// not one of the 64 squares.
func (s Square) String() string {
	if s >= 64 {
		return "Square(" + strconv.Itoa(int(s)) + ")"
	}
	return string([]byte{'a' + byte(s&7), '1' + byte(s>>3)})
}

// Squares returns an iterator over the squares of mask, from a1 to h8.
// It costs O(1) per square.
func Squares(mask uint64) iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for mask != 0 {
			if !yield(Square(bits.TrailingZeros64(mask))) {
				return
			}
			mask &= mask - 1
		}
	}
}

// The masks of the squares of the boards smaller than 8×8, embedded in the
// top-left corner of the 8×8 bitboard: an N×N board uses rows 0..N-1 and
// columns 0..N-1, and square 8r+c is its row r and column c.
const (
	Mask4 uint64 = 0x0f0f0f0f         // the 4×4 board: a1..d4
	Mask6 uint64 = 0x3f3f3f3f3f3f     // the 6×6 board: a1..f6
	Mask8 uint64 = 0xffffffffffffffff // the whole 8×8 board
)

// MaskOf returns the mask of the squares of the N×N board embedded in the
// bitboard, N being 4, 6 or 8, and reports whether N is one of them.
func MaskOf(size int) (uint64, bool) {
	switch size {
	case 4:
		return Mask4, true
	case 6:
		return Mask6, true
	case 8:
		return Mask8, true
	}
	return 0, false
}

// A Bitboard is an Othello position on an 8×8 board, or on a 4×4 or 6×6
// board embedded in its top-left corner, as two 64-bit masks: the discs of
// the side to move and those of the other side, bit [Square] s set when s
// holds a disc. It does not record which colour is to move.
//
// A Bitboard is a small value: methods never change it but return the
// next position, and it is safe to share between goroutines. The zero
// Bitboard is the empty 8×8 board; a composite literal
// Bitboard{Mover: m, Opponent: o} is an 8×8 position. Use [Start]
// or [New] for the smaller boards. Mover and Opponent must not
// share a square, nor, on a smaller board, hold squares outside it.
type Bitboard struct {
	Mover    uint64 // the discs of the side to move
	Opponent uint64 // the discs of the other side
	off      uint64 // the squares outside the board: 0 on 8×8
}

// Start returns the starting position on the N×N board, N being 4,
// 6 or 8: White on the top-left and bottom-right squares of the central
// 2×2, Black on the other two, and Black to move: the position of
// [othello.NewPosition]. Any other size returns an error matching [board.ErrSize].
func Start(size int) (Bitboard, error) {
	mask, ok := MaskOf(size)
	if !ok {
		return Bitboard{}, sizeError(size)
	}
	c := Square(size/2 - 1)
	nw := c*8 + c // the top-left square of the central 2×2
	white := nw.Bit() | (nw + 9).Bit()
	black := (nw + 1).Bit() | (nw + 8).Bit()
	return Bitboard{Mover: black, Opponent: white, off: ^mask}, nil
}

// New returns the position on the N×N board, N being 4, 6 or 8,
// with the discs mover of the side to move and opponent of the other side.
// It returns an error matching [board.ErrSize] for any other size,
// [board.ErrOccupied] if a square holds discs of both sides, and [board.ErrOffBoard]
// if a disc lies outside the board.
func New(size int, mover, opponent uint64) (Bitboard, error) {
	mask, ok := MaskOf(size)
	if !ok {
		return Bitboard{}, sizeError(size)
	}
	if both := mover & opponent; both != 0 {
		return Bitboard{}, fmt.Errorf("bitboard: square %v holds discs of both sides: %w", Square(bits.TrailingZeros64(both)), board.ErrOccupied)
	}
	if out := (mover | opponent) &^ mask; out != 0 {
		return Bitboard{}, fmt.Errorf("bitboard: square %v of the %dx%d board: %w", Square(bits.TrailingZeros64(out)), size, size, board.ErrOffBoard)
	}
	return Bitboard{Mover: mover, Opponent: opponent, off: ^mask}, nil
}

// Check returns nil if b can be a position of a game, and otherwise an
// error matching [board.ErrPosition] that names the first fault: a square
// that holds discs of both sides (also matching [board.ErrOccupied]), a
// disc outside the board of b (also matching [board.ErrOffBoard]), or an
// empty square of the central 2×2, which every game starts with filled.
// A side with no discs is not a fault: a game can end in a wipe-out.
// Solvers, engines and books call it on the positions callers give them;
// it costs a few operations.
func (b Bitboard) Check() error {
	if both := b.Mover & b.Opponent; both != 0 {
		return fmt.Errorf("bitboard: square %v holds discs of both sides: %w (%w)", Square(bits.TrailingZeros64(both)), board.ErrPosition, board.ErrOccupied)
	}
	if out := (b.Mover | b.Opponent) & b.off; out != 0 {
		return fmt.Errorf("bitboard: square %v is outside the %dx%d board: %w (%w)", Square(bits.TrailingZeros64(out)), b.Size(), b.Size(), board.ErrPosition, board.ErrOffBoard)
	}
	c := Square(b.Size()/2 - 1)
	nw := c*8 + c
	centre := nw.Bit() | (nw + 1).Bit() | (nw + 8).Bit() | (nw + 9).Bit()
	if empty := centre &^ (b.Mover | b.Opponent); empty != 0 {
		return fmt.Errorf("bitboard: square %v of the central 2x2 is empty: %w", Square(bits.TrailingZeros64(empty)), board.ErrPosition)
	}
	return nil
}

func sizeError(size int) error {
	return fmt.Errorf("bitboard: size %d×%d: %w (want 4×4, 6×6 or 8×8)", size, size, board.ErrSize)
}

// Size returns the number of rows, and of columns, of the board of b:
// 4, 6 or 8.
func (b Bitboard) Size() int {
	switch b.off {
	case ^Mask4:
		return 4
	case ^Mask6:
		return 6
	}
	return 8
}

// Mask returns the squares of the board of b: [Mask4], [Mask6] or [Mask8].
func (b Bitboard) Mask() uint64 { return ^b.off }

// Empties returns the empty squares of the board of b.
func (b Bitboard) Empties() uint64 { return ^(b.Mover | b.Opponent | b.off) }

// Discs returns the number of discs of the side to move and of the other
// side.
func (b Bitboard) Discs() (mover, opponent int) {
	return bits.OnesCount64(b.Mover), bits.OnesCount64(b.Opponent)
}

// Legal returns the mask of the legal moves of the side to move: the
// empty squares where a disc would flip at least one disc of the other
// side. It is a
// handful of shift-and-mask fills over all 8 directions at once, with no
// loop over squares (about 40 operations in portable Go; on amd64
// processors with AVX2 in assembly on the 4 axes in the lanes of 256-bit
// vectors, and with AVX-512 on the 8 directions in one 512-bit vector).
// [bits.OnesCount64] of it counts the moves.
func (b Bitboard) Legal() uint64 {
	return kernel.Moves(b.Mover, b.Opponent) &^ b.off
}

// Flip returns the discs of the other side that the side to move flips by
// playing at s: 0 if s flips nothing. It runs the fastest flip of the
// processor (flip.Default names it): AVX-512 or AVX2 assembly where the
// processor has them, the kindergarten algorithm otherwise. It does not check
// that s is an empty square of the board, and only the low 6 bits of s
// count.
func (b Bitboard) Flip(s Square) uint64 {
	return kernel.Flip(b.Mover, b.Opponent, int(s))
}

// Play returns the position after the side to move plays at s, with the
// other side to move, and reports whether the move is legal: s is an
// empty square of the board that flips at least one disc. An illegal move
// returns b unchanged and false.
func (b Bitboard) Play(s Square) (Bitboard, bool) {
	if s >= 64 || (b.Mover|b.Opponent|b.off)&(1<<s) != 0 {
		return b, false
	}
	f := kernel.Flip(b.Mover, b.Opponent, int(s))
	if f == 0 {
		return b, false
	}
	return b.Make(s, f), true
}

// Make returns the position after the side to move plays at s flipping
// the discs flipped, with the other side to move. It checks nothing: s
// must be an empty square of the board and flipped what a flip function
// returns for it. It is the unchecked make-move of search loops.
func (b Bitboard) Make(s Square, flipped uint64) Bitboard {
	return Bitboard{
		Mover:    b.Opponent ^ flipped,
		Opponent: b.Mover ^ flipped ^ 1<<(s&63),
		off:      b.off,
	}
}

// Pass returns the position with the other side to move and the discs
// unchanged. The rules allow a pass only when [Bitboard.Legal] is 0 and
// the game is not over; Pass does not check.
func (b Bitboard) Pass() Bitboard {
	return Bitboard{Mover: b.Opponent, Opponent: b.Mover, off: b.off}
}

// GameOver reports whether neither side has a legal move.
func (b Bitboard) GameOver() bool {
	return b.Legal() == 0 && b.Pass().Legal() == 0
}
