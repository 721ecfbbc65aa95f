package eval

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"sync"
)

// Weights are the weights of a pattern evaluation, one table per stage
// of the game (by the number of empty squares). Score adds up the weights
// of a position's features. The zero Weights scores every position 0;
// Default returns the weights fitted to the WTHOR archive and Fit fits
// new ones.
type Weights struct {
	w []int16 // nStages tables of stageSize weights, in hundredths of a disc
}

// ErrFormat reports weights in a form that [Weights.UnmarshalBinary] does
// not read.
var ErrFormat = errors.New("eval: bad weights")

// magic starts the encoded weights, naming the layout of the tables.
var magic = fmt.Appendf(nil, "othello/eval 1 %d %d\n", nStages, stageSize)

// MarshalBinary returns the weights in a compact binary form that
// [Weights.UnmarshalBinary] reads: the weights that the symmetries of the
// patterns do not repeat, as little-endian int16, compressed with
// DEFLATE.
func (w *Weights) MarshalBinary() ([]byte, error) {
	var raw bytes.Buffer
	raw.Write(magic)
	canon := canonical()
	var two [2]byte
	for st := range nStages {
		for i, c := range canon {
			if int(c) == i {
				v := int16(0)
				if len(w.w) != 0 {
					v = w.w[st*stageSize+i]
				}
				binary.LittleEndian.PutUint16(two[:], uint16(v))
				raw.Write(two[:])
			}
		}
	}
	var out bytes.Buffer
	z, _ := flate.NewWriter(&out, flate.BestCompression)
	z.Write(raw.Bytes())
	if err := z.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// UnmarshalBinary sets w to the weights that data holds in the form of
// [Weights.MarshalBinary]. It returns an error matching ErrFormat if data
// is not in that form, leaving w unchanged.
func (w *Weights) UnmarshalBinary(data []byte) error {
	raw, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(data)), 1<<26))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrFormat, err)
	}
	if !bytes.HasPrefix(raw, magic) {
		return fmt.Errorf("%w: not weights of this version", ErrFormat)
	}
	raw = raw[len(magic):]
	canon := canonical()
	kept := 0
	for i, c := range canon {
		if int(c) == i {
			kept++
		}
	}
	if len(raw) != 2*kept*nStages {
		return fmt.Errorf("%w: %d bytes of tables, want %d", ErrFormat, len(raw), 2*kept*nStages)
	}
	t := newTables()
	for st := range nStages {
		u := t[st*stageSize : (st+1)*stageSize]
		for i, c := range canon {
			if int(c) == i {
				u[i] = int16(binary.LittleEndian.Uint16(raw))
				raw = raw[2:]
			}
		}
		for i, c := range canon {
			u[i] = u[c]
		}
	}
	w.w = t
	return nil
}

// canonical returns, for each weight of a stage, the weight it is tied to
// by the symmetries of its pattern: the least of the configurations that
// they exchange (itself for the features that are not patterns).
var canonical = sync.OnceValue(func() []int32 {
	c := make([]int32, stageSize)
	for i := range c {
		c[i] = int32(i)
	}
	for pi, p := range patterns {
		perms := stabiliser(p.squares)
		n := len(p.squares)
		digits := make([]int, n)
		for cfg := range pow3[n] {
			for i, x := 0, cfg; i < n; i, x = i+1, x/3 {
				digits[i] = x % 3
			}
			least := cfg
			for _, perm := range perms {
				img := 0
				for i, d := range digits {
					img += d * pow3[perm[i]]
				}
				least = min(least, img)
			}
			c[patternOffset[pi]+cfg] = int32(patternOffset[pi] + least)
		}
	}
	return c
})

// stabiliser returns the permutations of the squares of a pattern made by
// the symmetries of the board that map the pattern onto itself: perm[i] is
// where the symmetry takes square i.
func stabiliser(squares []int) [][]int {
	var perms [][]int
	for s := range 8 {
		perm := make([]int, len(squares))
		for i, sq := range squares {
			img := bits.TrailingZeros64(symmetric(1 << sq)[s])
			perm[i] = -1
			for j, t := range squares {
				if t == img {
					perm[i] = j
				}
			}
			if perm[i] < 0 {
				perm = nil
				break
			}
		}
		if perm != nil {
			perms = append(perms, perm)
		}
	}
	return perms
}

// quantise returns v hundredths of a disc as an int16, rounded and
// clamped.
func quantise(v float64) int16 {
	return int16(max(math.MinInt16, min(math.MaxInt16, math.Round(v))))
}
