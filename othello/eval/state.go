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
type State struct {
	idx        [nInstances]uint64 // per place, the offset and index as each side reads it
	p, o       uint64             // the discs of the side to move and of the other side
	turn       uint               // 32 if the high halves are the side to move's, else 0
	w          *Weights           // nil for the embedded weights
	placedMul  uint64             // what a disc played by the side to move adds, per power of 3
	flippedMul uint64             // what a disc it flips adds, per power of 3
}

// A touch is a place that a square lies on, with the power of 3 of its
// digit there.
type touch struct {
	place uint8
	pow   uint32
}

// touches holds, for each square s, the places it lies on:
// touchList[touchStart[s]:touchStart[s+1]].
var touchList, touchStart = func() (list []touch, start [65]uint16) {
	for s := range 64 {
		start[s] = uint16(len(list))
		img := symmetric(1 << s)
		for i, pl := range places {
			for d, sq := range patterns[pl.pattern].squares {
				if img[pl.sym] == 1<<sq {
					list = append(list, touch{uint8(i), uint32(pow3[d])})
				}
			}
		}
	}
	start[64] = uint16(len(list))
	return list, start
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
		for _, t := range touchList[touchStart[sq]:touchStart[sq+1]] {
			s.idx[t.place] += uint64(t.pow) * mul
		}
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
	sq &= 63
	for _, t := range touchList[touchStart[sq]:touchStart[sq+1]] {
		s.idx[t.place] += uint64(t.pow) * placed
	}
	for x := flipped; x != 0; x &= x - 1 {
		f := bits.TrailingZeros64(x)
		for _, t := range touchList[touchStart[f]:touchStart[f+1]] {
			s.idx[t.place] += uint64(t.pow) * flip
		}
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
	for _, x := range &s.idx {
		sum += int(t[uint32(x>>s.turn)])
	}
	return sum + scoreRest(t, s.p, s.o)
}
