// Package dataset reads and writes the labelled positions that the
// generator of package eval fits to: a compact binary file made by the
// command in internal/label, kept out of the module (its path is a flag)
// and never committed.
//
// A file is the line "othello/eval dataset 1\n" then records of 22 bytes:
// the discs of the side to move and of the other side (little-endian
// uint64 each), the number of the game the position comes from
// (little-endian uint32), the label in discs (int8) and its kind (uint8).
package dataset

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
)

// ErrFormat reports a file that is not a data set of this package.
var ErrFormat = errors.New("dataset: bad format")

// header starts every file.
const header = "othello/eval dataset 1\n"

// recordSize is the size of a record in the file.
const recordSize = 8 + 8 + 4 + 1 + 1

// A Kind says where a label comes from.
type Kind uint8

const (
	// Exact is the exact score found by package solve.
	Exact Kind = iota + 1
	// Search is the value of a shallow search whose leaves the weights
	// of later stages, already fitted, evaluate.
	Search
)

// A Record is a labelled position.
type Record struct {
	Player, Opponent uint64 // the discs of the side to move and of the other side
	// Game is the number of the game of the archive the position comes
	// from, from 0 in file name order (corpus.Position.Game).
	Game  uint32
	Score int8 // the label: the final disc difference for the side to move
	Kind  Kind
}

// A Writer writes records to a file, after the header.
type Writer struct {
	w *bufio.Writer
	f *os.File // the file that Create made, or nil
}

// Create creates the file name and returns a Writer to it that has
// written the header. Close flushes the Writer and closes the file.
func Create(name string) (*Writer, error) {
	f, err := os.Create(name)
	if err != nil {
		return nil, err
	}
	w, err := NewWriter(f)
	if err != nil {
		f.Close()
		return nil, err
	}
	w.f = f
	return w, nil
}

// NewWriter returns a Writer to w that has written the header.
func NewWriter(w io.Writer) (*Writer, error) {
	bw := bufio.NewWriter(w)
	if _, err := bw.WriteString(header); err != nil {
		return nil, err
	}
	return &Writer{w: bw}, nil
}

// Write writes r.
func (w *Writer) Write(r Record) error {
	var b [recordSize]byte
	binary.LittleEndian.PutUint64(b[0:], r.Player)
	binary.LittleEndian.PutUint64(b[8:], r.Opponent)
	binary.LittleEndian.PutUint32(b[16:], r.Game)
	b[20] = byte(r.Score)
	b[21] = byte(r.Kind)
	_, err := w.w.Write(b[:])
	return err
}

// Flush writes what is buffered.
func (w *Writer) Flush() error { return w.w.Flush() }

// Close flushes w and closes the file that Create made; a Writer of
// NewWriter it flushes only.
func (w *Writer) Close() error {
	err := w.w.Flush()
	if w.f != nil {
		err = errors.Join(err, w.f.Close())
	}
	return err
}

// Read returns the records of the file name. A file cut short in a record
// (a generator stopped while writing) gives the records before it.
func Read(name string) ([]Record, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return Parse(data)
}

// Parse returns the records of data, the contents of a file; see Read.
func Parse(data []byte) ([]Record, error) {
	if len(data) < len(header) || string(data[:len(header)]) != header {
		return nil, fmt.Errorf("%w: no header", ErrFormat)
	}
	data = data[len(header):]
	out := make([]Record, 0, len(data)/recordSize)
	for ; len(data) >= recordSize; data = data[recordSize:] {
		r := Record{
			Player:   binary.LittleEndian.Uint64(data[0:]),
			Opponent: binary.LittleEndian.Uint64(data[8:]),
			Game:     binary.LittleEndian.Uint32(data[16:]),
			Score:    int8(data[20]),
			Kind:     Kind(data[21]),
		}
		if r.Player&r.Opponent != 0 || r.Kind != Exact && r.Kind != Search || r.Score < -64 || r.Score > 64 {
			return nil, fmt.Errorf("%w: record %d", ErrFormat, len(out))
		}
		out = append(out, r)
	}
	return out, nil
}
