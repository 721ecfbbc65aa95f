package eval

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
)

// randomPosition returns a random position with about the given share of
// squares filled, half by each side.
func randomPosition(rng *rand.Rand) (p, o uint64) {
	fill := rng.Uint64() & rng.Uint64()
	if rng.IntN(2) == 0 {
		fill |= rng.Uint64()
	}
	side := rng.Uint64()
	return fill & side, fill &^ side
}

// squareMap returns where symmetry s takes square sq, by the board
// geometry: (r, c) mirrored or transposed.
func squareMap(s, sq int) int {
	r, c := sq/8, sq%8
	if s >= 4 {
		r, c = c, r
	}
	if s&1 != 0 {
		r = 7 - r
	}
	if s&2 != 0 {
		c = 7 - c
	}
	return 8*r + c
}

// TestSymmetric holds the bit-twiddled symmetries to the geometry of the
// board, square by square.
func TestSymmetric(t *testing.T) {
	for sq := range 64 {
		for s, img := range symmetric(1 << sq) {
			if want := squareMap(s, sq); img != 1<<want {
				t.Errorf("symmetry %d of %v = %#x, want %v", s, bitboard.Square(sq), img, bitboard.Square(want))
			}
		}
	}
}

// TestFeatures holds features to a plain reading of each pattern's
// squares at its places, and checks that the places of each pattern are
// distinct and closed under the symmetries, and that places reads each
// pattern on the symmetries of its syms.
func TestFeatures(t *testing.T) {
	// The places: the squares of the base pattern under the inverse of each
	// place's symmetry (each symmetry but the transpositions' compositions
	// is its own inverse).
	for pi, p := range patterns {
		var syms []int
		for _, pl := range places {
			if int(pl.pattern) == pi {
				syms = append(syms, int(pl.sym))
			}
		}
		if !slices.Equal(syms, p.syms) {
			t.Errorf("%s: places reads the symmetries %v, want %v", p.name, syms, p.syms)
		}
		seen := map[uint64]bool{}
		for _, s := range p.syms {
			var set uint64
			for _, sq := range p.squares {
				set |= 1 << inverse(s, sq)
			}
			if seen[set] {
				t.Errorf("%s: two places on %#x", p.name, set)
			}
			seen[set] = true
		}
		for set := range seen {
			for _, img := range symmetric(set) {
				if !seen[img] {
					t.Errorf("%s: the place %#x has the image %#x, which is not a place", p.name, set, img)
				}
			}
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		p, o := randomPosition(rng)
		var got [nFeatures]int32
		features(&got, p, o)
		want := map[int32]int{}
		for _, pl := range places {
			idx := 0
			for i, sq := range patterns[pl.pattern].squares {
				s := inverse(int(pl.sym), sq)
				idx += pow3[i] * (int(p>>s&1) + 2*int(o>>s&1))
			}
			want[int32(patternOffset[pl.pattern]+idx)]++
		}
		b := bitboard.Bitboard{Mover: p, Opponent: o}
		want[int32(offMobility+min(bits.OnesCount64(b.Legal()), mobilityCap))]++
		want[int32(offOther+min(bits.OnesCount64(b.Pass().Legal()), mobilityCap))]++
		want[int32(offEmpties+min(64-bits.OnesCount64(p|o), 59)%stageWidth)]++
		for _, i := range got {
			want[i]--
		}
		for i, n := range want {
			if n != 0 {
				t.Fatalf("position %#x %#x: feature %d counted %d times too few", p, o, i, n)
			}
		}
	}
}

// inverse returns the square that symmetry s takes to sq.
func inverse(s, sq int) int {
	for from := range 64 {
		if squareMap(s, from) == sq {
			return from
		}
	}
	panic("no square")
}

// randomWeights returns weights with random values, about one in every
// of them not 0, tied as the patterns' symmetries require.
func randomWeights(rng *rand.Rand, every int) *Weights {
	w := &Weights{w: newTables()}
	canon := canonical()
	for st := range nStages {
		t := w.w[st*stageSize : (st+1)*stageSize]
		for i := range t {
			if rng.IntN(every) == 0 {
				t[i] = int16(rng.IntN(2001) - 1000)
			}
		}
		for i, c := range canon {
			t[i] = t[c]
		}
	}
	return w
}

// TestScoreSymmetry checks that the 8 symmetric images of a position score
// the same, with random weights and with the default ones.
func TestScoreSymmetry(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, w := range []*Weights{randomWeights(rng, 1), Default()} {
		for range 2000 {
			p, o := randomPosition(rng)
			ps, os := symmetric(p), symmetric(o)
			want := w.Score(p, o)
			for s := range 8 {
				if got := w.Score(ps[s], os[s]); got != want {
					t.Fatalf("symmetry %d of %#x %#x scores %d, the position %d", s, p, o, got, want)
				}
			}
		}
	}
}

// TestMarshal checks that weights survive their binary form, and that
// damaged forms are refused with ErrFormat, whose bare text the wrapping
// prefixes with the package's name.
func TestMarshal(t *testing.T) {
	if othellotest.Race {
		t.Skip("the race detector makes the compression of 3 MB take seconds, and nothing here is concurrent")
	}
	w := randomWeights(rand.New(rand.NewPCG(5, 6)), 2000) // sparse: quick to compress
	data := roundTrip(t, w)
	var got Weights
	for _, bad := range [][]byte{nil, []byte("junk"), data[:len(data)/2]} {
		err := got.UnmarshalBinary(bad)
		if !errors.Is(err, ErrFormat) {
			t.Errorf("UnmarshalBinary of %d bytes: %v, want ErrFormat", len(bad), err)
		} else if !strings.HasPrefix(err.Error(), "eval: bad weights: ") {
			t.Errorf("UnmarshalBinary of %d bytes: %q, want the text of ErrFormat once, after the package's name", len(bad), err)
		}
	}
}

// TestLayout checks the constant offsets of the tables against the sizes
// of the patterns.
func TestLayout(t *testing.T) {
	n := 0
	for i, p := range patterns {
		if patternOffset[i] != n {
			t.Errorf("%s: offset %d, want %d", p.name, patternOffset[i], n)
		}
		n += pow3[len(p.squares)]
	}
	if n != nPatternRows {
		t.Errorf("the patterns have %d weights, the layout %d", n, nPatternRows)
	}
}

// FuzzUnmarshalBinary checks that any input is either refused with
// ErrFormat or read into weights that encode back to the same weights.
func FuzzUnmarshalBinary(f *testing.F) {
	zero, _ := (&Weights{}).MarshalBinary() // a few kilobytes: the tables compress to nothing
	f.Add(zero)
	f.Add(zero[:len(zero)/2])
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		var w Weights
		if err := w.UnmarshalBinary(data); err != nil {
			if !errors.Is(err, ErrFormat) {
				t.Fatalf("error %v does not match ErrFormat", err)
			}
			return
		}
		roundTrip(t, &w)
	})
}

// roundTrip checks that w reads back from its binary form unchanged, and
// returns that form.
func roundTrip(t *testing.T, w *Weights) []byte {
	t.Helper()
	data, err := w.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var got Weights
	if err := got.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	for i := range w.w {
		if got.w[i] != w.w[i] {
			t.Fatalf("weight %d = %d after the round trip, want %d", i, got.w[i], w.w[i])
		}
	}
	return data
}

// TestScoreOverlap checks that discs of both sides on one square, which
// no position has, make a meaningless score but no panic.
func TestScoreOverlap(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	w := Default()
	for range 10000 {
		w.Score(rng.Uint64(), rng.Uint64())
	}
	w.Score(^uint64(0), ^uint64(0))
}
