package eval

import (
	"math/bits"
)

// A State is an 8×8 position with the indices of its patterns kept up to
// date move by move, as edax keeps its features: [State.Play] and
// [State.Undo] change only the places of the played square and of the
// flipped discs (each square lies on 4 to 6 of the 46 places), and
// [State.Score] adds up the weights of the indices without reading the
// board again. Its score is always [Weights.Score] of its position.
//
// Each place's index is kept for both sides in one 64-bit word, the low
// half as the first side to move reads it (its discs digit 1) and the high
// half as the other side does, so that a move adds one word per place and
// square, and the score reads the half of the side to move. A State is a
// value of about 400 bytes: a copy is a saved position, and restoring it
// undoes any number of moves.
//
// A State is not faster than Score where it was measured (BenchmarkScore,
// pos=child, on an AMD EPYC with AVX-512): a move, its score and its undo
// cost 109-126 ns of CPU (the less with a restored copy for the undo)
// where Score alone costs 64 ns with AVX-512 and 91 ns in portable Go.
// The 46 reads of the weights, which both make, are the cost; the vector
// code reads the indices from the bits almost for free, and a move
// changes 20 to 30 words. docs/eval.md has the measures.
type State struct {
	idx        [nInstances + 1]uint64 // per place, the offset and index as each side reads it
	p, o       uint64                 // the discs of the side to move and of the other side
	turn       uint                   // 32 if the high halves are the side to move's, else 0
	w          *Weights               // nil for the embedded weights
	placedMul  uint64                 // what a disc played by the side to move adds, per power of 3
	flippedMul uint64                 // what a disc it flips adds, per power of 3
}

// maxTouches is the most places a square lies on: 8 for the X squares
// (the two edges, the 3×3 and two 2×5 corners, the two rows 2 and the
// long diagonal), 4 to 6 for the others.
const maxTouches = 8

// noPlace is the word of State.idx that the unused touches of a square
// change, and that Score does not read.
const noPlace = nInstances

// touchPlace[s] are the places that the square s lies on, and
// touchPow[s] the powers of 3 of its digits there, padded to maxTouches
// with noPlace and 0 so that a move's loops run the same number of times
// for every square.
var touchPlace, touchPow = func() (place [64][maxTouches]uint8, pow [64][maxTouches]uint32) {
	for s := range 64 {
		img := symmetric(1 << s)
		n := 0
		for i, pl := range places {
			for d, sq := range patterns[pl.pattern].squares {
				if img[pl.sym] == 1<<sq {
					place[s][n], pow[s][n] = uint8(i), uint32(pow3[d])
					n++
				}
			}
		}
		for ; n < maxTouches; n++ {
			place[s][n] = noPlace
		}
	}
	return place, pow
}()

// The multipliers of the powers of 3 by which a move changes a place's
// word, by the half of the side that moves: its played disc goes from
// digit 0 to 1 in its half and to 2 in the other's; a flipped disc from
// 2 to 1 in its half and from 1 to 2 in the other's. The subtractions
// wrap, and borrow nothing from the other half, as the digit they lower
// is there.
const (
	placedLow  = 1 | 2<<32
	placedHigh = 2 | 1<<32
	flippedLow = 1<<32 - 1 // +1 high, -1 low; negated for the high half
)

// indexMask keeps the low half of a word of State.idx, an offset in the
// table of a stage, in bits enough for any: the compiler sees that
// Score's reads are in bounds.
const indexMask = 1<<18 - 1

// NewState returns the State of the position with the discs player of
// the side to move and opponent of the other side, scored by the
// embedded weights as [Score] scores it. Like Score, it checks nothing.
func NewState(player, opponent uint64) State { return newState(nil, player, opponent) }

// NewState returns the State of the position with the discs player of
// the side to move and opponent of the other side, scored by w as
// [Weights.Score] scores it. The State reads w's tables without copying
// them: w must not change while it is in use. Like Score, it checks
// nothing.
func (w *Weights) NewState(player, opponent uint64) State { return newState(w, player, opponent) }

// newState returns the State of the position p, o scored by w, nil for
// the embedded weights.
func newState(w *Weights, p, o uint64) State {
	s := State{p: p, o: o, w: w, placedMul: placedLow, flippedMul: flippedLow}
	for i, pl := range places {
		off := uint64(patternOffset[pl.pattern])
		s.idx[i] = off | off<<32
	}
	for x := p | o; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		// digit 1 in the low half and 2 in the high one for the side to
		// move, the other way round for the other side
		mul := uint64(placedLow)
		if o>>sq&1 != 0 {
			mul = placedHigh
		}
		s.touch(sq, mul)
	}
	return s
}

// Position returns the discs of the side to move and of the other side.
func (s *State) Position() (player, opponent uint64) { return s.p, s.o }

// Play plays the move of the side to move to the square sq (0 to 63, bit
// 8r+c as package bitboard numbers them) that flips the discs flipped
// ([bitboard.Bitboard.Flip]), and passes the turn to the other side. It
// checks nothing: the move must be legal and flipped its flips. It costs
// a few nanoseconds per square changed.
func (s *State) Play(sq int, flipped uint64) {
	s.add(sq, flipped, s.placedMul, s.flippedMul)
	s.p, s.o = s.o^flipped, s.p^flipped|1<<(sq&63)
	s.pass()
}

// Undo takes back the move of Play(sq, flipped), the last one played: it
// gives the turn back and restores the position before it. Restoring a
// copy of the State made before the move does the same.
func (s *State) Undo(sq int, flipped uint64) {
	s.pass()
	s.p, s.o = s.o^(flipped|1<<(sq&63)), s.p^flipped
	s.add(sq, flipped, -s.placedMul, -s.flippedMul)
}

// Pass passes the turn to the other side, as [bitboard.Bitboard.Pass]
// does. It undoes itself.
func (s *State) Pass() {
	s.p, s.o = s.o, s.p
	s.pass()
}

// pass swaps the halves of the words that the side to move reads.
func (s *State) pass() {
	s.turn ^= 32
	s.placedMul = placedLow + placedHigh - s.placedMul
	s.flippedMul = -s.flippedMul
}

// add adds to the words of the places of sq and of the squares of
// flipped their powers of 3 times placed and flipped.
func (s *State) add(sq int, flipped, placed, flip uint64) {
	s.touch(sq, placed)
	for x := flipped; x != 0; x &= x - 1 {
		s.touch(bits.TrailingZeros64(x), flip)
	}
}

// touch adds to the words of the places of sq their powers of 3 times
// mul.
func (s *State) touch(sq int, mul uint64) {
	place, pow := &touchPlace[sq&63], &touchPow[sq&63]
	for k := range maxTouches {
		s.idx[place[k]] += uint64(pow[k]) * mul
	}
}

// Score returns the evaluation of the position for the side to move, as
// [Weights.Score] (or [Score] for a State of [NewState]) returns it: the
// weights of the kept indices, and the two mobilities, which it computes.
func (s *State) Score() int {
	var t *stageTable
	st := stageOf(64 - bits.OnesCount64(s.p|s.o))
	switch {
	case s.w == nil:
		t = defaultStage(st)
	case len(s.w.w) == 0:
		return 0
	default:
		t = (*stageTable)(s.w.w[st*stageSize:])
	}
	sum := 0
	for _, x := range s.idx[:nInstances] {
		sum += int(t[x>>s.turn&indexMask])
	}
	return sum + scoreRest(t, s.p, s.o)
}
