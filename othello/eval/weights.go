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
	"slices"
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
var ErrFormat = errors.New("bad weights")

// magic starts the encoded weights, naming the layout of the tables.
var magic = fmt.Appendf(nil, "othello/eval 2 %d %d\n", nStages, stageSize)

// MarshalBinary returns the weights in a compact binary form that
// [Weights.UnmarshalBinary] reads: a line naming the layout, then each
// stage's table on its own, so that a reader can decode the stages it
// needs: its length as a uvarint, then the weights that the symmetries of
// the patterns do not repeat, as little-endian int16, compressed with
// DEFLATE.
func (w *Weights) MarshalBinary() ([]byte, error) {
	out := slices.Clone(magic)
	canon := canonical()
	var raw, block bytes.Buffer
	z, _ := flate.NewWriter(&block, flate.BestCompression)
	for st := range nStages {
		raw.Reset()
		var two [2]byte
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
		block.Reset()
		z.Reset(&block)
		z.Write(raw.Bytes())
		if err := z.Close(); err != nil {
			return nil, err
		}
		out = binary.AppendUvarint(out, uint64(block.Len()))
		out = append(out, block.Bytes()...)
	}
	return out, nil
}

// UnmarshalBinary sets w to the weights that data holds in the form of
// [Weights.MarshalBinary]. It returns an error matching ErrFormat if data
// is not in that form, leaving w unchanged.
func (w *Weights) UnmarshalBinary(data []byte) error {
	blocks, err := splitStages(data)
	if err != nil {
		return err
	}
	t := newTables()
	for st, b := range blocks {
		if err := decodeStage(t[st*stageSize:(st+1)*stageSize], b); err != nil {
			return err
		}
	}
	w.w = t
	return nil
}

// splitStages returns the compressed table of each stage of the weights
// in the form of [Weights.MarshalBinary], or an error matching ErrFormat.
func splitStages(data []byte) (blocks [nStages][]byte, err error) {
	if !bytes.HasPrefix(data, magic) {
		return blocks, fmt.Errorf("eval: %w: not weights of this version", ErrFormat)
	}
	data = data[len(magic):]
	for st := range blocks {
		n, k := binary.Uvarint(data)
		if k <= 0 || n > uint64(len(data)-k) {
			return blocks, fmt.Errorf("eval: %w: stage %d: truncated", ErrFormat, st)
		}
		blocks[st], data = data[k:k+int(n)], data[k+int(n):]
	}
	if len(data) != 0 {
		return blocks, fmt.Errorf("eval: %w: %d bytes after the last stage", ErrFormat, len(data))
	}
	return blocks, nil
}

// decodeStage decodes the compressed table of a stage, block, into u, its
// stageSize weights, or returns an error matching ErrFormat.
func decodeStage(u []int16, block []byte) error {
	canon := canonical()
	want := 2 * keptWeights()
	raw := make([]byte, want+1)
	n, err := io.ReadFull(flate.NewReader(bytes.NewReader(block)), raw)
	if err != io.ErrUnexpectedEOF || n != want {
		if err == nil || err == io.ErrUnexpectedEOF {
			err = fmt.Errorf("%d bytes of weights, want %d", n, want)
		}
		return fmt.Errorf("eval: %w: %v", ErrFormat, err)
	}
	for i, c := range canon {
		if int(c) == i {
			u[i] = int16(binary.LittleEndian.Uint16(raw))
			raw = raw[2:]
		} else {
			u[i] = u[c]
		}
	}
	return nil
}

// keptWeights returns the number of weights of a stage that the
// symmetries of the patterns do not repeat.
var keptWeights = sync.OnceValue(func() int {
	n := 0
	for i, c := range canonical() {
		if int(c) == i {
			n++
		}
	}
	return n
})

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
		// The configurations in order, counting in base 3 with the digits
		// and each symmetry's image kept up to date: a step adds 1 to
		// digit 0 and carries.
		var digits [10]int
		imgs := make([]int, len(perms))
		for cfg := range pow3[n] {
			least := cfg
			for _, img := range imgs {
				least = min(least, img)
			}
			c[patternOffset[pi]+cfg] = int32(patternOffset[pi] + least)
			for i := range n {
				if digits[i] < 2 {
					digits[i]++
					for k, perm := range perms {
						imgs[k] += pow3[perm[i]]
					}
					break
				}
				digits[i] = 0
				for k, perm := range perms {
					imgs[k] -= 2 * pow3[perm[i]]
				}
			}
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
