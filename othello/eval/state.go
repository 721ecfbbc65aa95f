package eval

import (
	"math/bits"
)

// A State is an 8×8 position with the indices of its patterns kept up to
// date move by move, as edax keeps its features: [State.Play] and
// [State.Undo] change only the places of the played square and of the
// flipped discs (each square lies on 4 to 8 of the 46 places), and
// [State.Score] adds up the weights of the indices without reading the
// board again. Its score is always [Weights.Score] of its position.
//
// Each place's index is kept for both sides, as 16-bit lanes of 96
// bytes per side, so that a move adds and subtracts the lanes of its
// squares, and the score reads the lanes of the side to move. With
// AVX-512 a move adds the lanes in vector registers, as edax does, and
// the score gathers the weights 16 at a time. A State is a value of
// about 220 bytes: a copy is a saved position, and restoring it undoes
// any number of moves.
//
// With AVX-512 a move, its score and its undo cost about what Score
// alone costs on the same positions, 62-68 ns of CPU against 66-71, and
// ScoreAfter 63 (BenchmarkScore, pos=child, on an AMD EPYC): the 46
// reads of the weights, which both make, are most of the cost, and the
// 8×8 search of the engine is no faster with a State. In portable Go the
// State is slower than Score (148-186 ns against 115). docs/eval.md has
// the measures.
type State struct {
	view [2]lanes // view[turn] as the side to move reads the places, view[1-turn] as the other side does
	p, o uint64   // the discs of the side to move and of the other side
	turn uint8    // 0 or 1
	w    *Weights // nil for the embedded weights
}

// lanes are the indices of the 46 places of a position as one side reads
// them (its discs digit 1, the other side's 2), without the offsets of
// the patterns' tables, and two unused lanes: 96 bytes, that the vector
// code adds and subtracts as a 512-bit and a 256-bit vector of 16-bit
// lanes.
type lanes [nInstances + 2]uint16

// squareLanes[s] holds, in the lane of each place that the square s lies
// on, the power of 3 of its digit there, and 0 in the others.
var squareLanes = func() (l [64]lanes) {
	for s := range 64 {
		for k := range maxTouches {
			l[s][touchPlace[s][k]] += uint16(touchPow[s][k])
		}
		l[s][noPlace] = 0
	}
	return l
}()

// placeOffset[i] is the offset of the table of the pattern of place i,
// 0 for the unused lanes.
var placeOffset = func() (off [len(lanes{})]int32) {
	for i, pl := range places {
		off[i] = int32(patternOffset[pl.pattern])
	}
	return off
}()

// placesSumGo returns the sum of the weights of t of the places whose
// indices are v.
func placesSumGo(t *stageTable, v *lanes) int {
	sum := 0
	for i := range nInstances {
		sum += int(t[(int(placeOffset[i])+int(v[i]))&indexMask])
	}
	return sum
}

// maxTouches is the most places a square lies on: 8 for the X squares
// (the two edges, the 3×3 and two 2×5 corners, the two rows 2 and the
// long diagonal), 4 to 6 for the others.
const maxTouches = 8

// noPlace is the unused lane of lanes that the padding of touchPlace
// names: its powers are 0, and Score does not read it.
const noPlace = nInstances

// touchPlace[s] are the places that the square s lies on, and
// touchPow[s] the powers of 3 of its digits there, padded to maxTouches
// with noPlace and 0 so that the portable code runs the same number of
// loops for every square.
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

// indexMask keeps an offset in the table of a stage, in bits enough for
// any: the compiler sees that the portable code's reads are in bounds.
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
	s := State{p: p, o: o, w: w}
	for x := p; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		s.view[0].add(sq, 1)
		s.view[1].add(sq, 2)
	}
	for x := o; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		s.view[0].add(sq, 2)
		s.view[1].add(sq, 1)
	}
	return s
}

// add adds to l the power of 3 of the square sq in each place it lies
// on, times mul.
func (l *lanes) add(sq int, mul uint16) {
	place, pow := &touchPlace[sq&63], &touchPow[sq&63]
	for k := range maxTouches {
		l[place[k]] += uint16(pow[k]) * mul
	}
}

// Position returns the discs of the side to move and of the other side.
func (s *State) Position() (player, opponent uint64) { return s.p, s.o }

// Play plays the move of the side to move to the square sq (0 to 63, bit
// 8r+c as package bitboard numbers them) that flips the discs flipped
// ([bitboard.Bitboard.Flip]), and passes the turn to the other side. It
// checks nothing: the move must be legal and flipped its flips.
func (s *State) Play(sq int, flipped uint64) {
	move(&s.view[s.turn&1], &s.view[(s.turn^1)&1], sq&63, flipped)
	s.p, s.o = s.o^flipped, s.p^flipped|1<<(sq&63)
	s.turn ^= 1
}

// Undo takes back the move of Play(sq, flipped), the last one played: it
// gives the turn back and restores the position before it. Restoring a
// copy of the State made before the move does the same.
func (s *State) Undo(sq int, flipped uint64) {
	s.turn ^= 1
	s.p, s.o = s.o^(flipped|1<<(sq&63)), s.p^flipped
	unmove(&s.view[s.turn&1], &s.view[(s.turn^1)&1], sq&63, flipped)
}

// ScoreAfter returns what Score returns after Play(sq, flipped), the
// evaluation for the other side, without playing the move: it changes
// only a copy of the other side's indices, which costs less than a move
// and its undo. It checks nothing, as Play.
func (s *State) ScoreAfter(sq int, flipped uint64) int {
	var scratch lanes
	v := s.view[(s.turn^1)&1]
	move(&scratch, &v, sq&63, flipped)
	p, o := s.o^flipped, s.p^flipped|1<<(sq&63)
	return s.sum(p, o, &v)
}

// Pass passes the turn to the other side, as [bitboard.Bitboard.Pass]
// does. It undoes itself.
func (s *State) Pass() {
	s.p, s.o = s.o, s.p
	s.turn ^= 1
}

// moveGo changes the views m of the side that plays sq flipping flipped
// and t of the other side: the played square from digit 0 to 1 in m and
// to 2 in t, the flipped discs from 2 to 1 in m and from 1 to 2 in t.
func moveGo(m, t *lanes, sq int, flipped uint64) {
	m.add(sq, 1)
	t.add(sq, 2)
	for x := flipped; x != 0; x &= x - 1 {
		f := bits.TrailingZeros64(x)
		m.add(f, 0xffff) // -1
		t.add(f, 1)
	}
}

// unmoveGo undoes moveGo.
func unmoveGo(m, t *lanes, sq int, flipped uint64) {
	m.add(sq, 0xffff)
	t.add(sq, 0xfffe)
	for x := flipped; x != 0; x &= x - 1 {
		f := bits.TrailingZeros64(x)
		m.add(f, 1)
		t.add(f, 0xffff)
	}
}

// Score returns the evaluation of the position for the side to move, as
// [Weights.Score] (or [Score] for a State of [NewState]) returns it: the
// weights of the kept indices, and the two mobilities, which it computes.
func (s *State) Score() int { return s.sum(s.p, s.o, &s.view[s.turn&1]) }

// sum returns the score of the position p, o whose side to move reads
// the places as v.
func (s *State) sum(p, o uint64, v *lanes) int {
	var t *stageTable
	st := stageOf(64 - bits.OnesCount64(p|o))
	switch {
	case s.w == nil:
		t = defaultStage(st)
	case len(s.w.w) == 0:
		return 0
	default:
		t = (*stageTable)(s.w.w[st*stageSize:])
	}
	return placesSum(t, v) + scoreRest(t, p, o)
}
