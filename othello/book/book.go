// Package book is an opening book of 8×8 Othello: positions of the
// openings that players play, each with its value under negamax of the
// book's lines and of an engine's evaluation of the moves that leave
// them, symmetric positions merged under one key. The engine of package
// othello/engine plays from [Default], built from the WTHOR archive of
// tournament games, until the game leaves it.
//
// # Quick start
//
//	b, _ := bitboard.Start(8)
//	moves, _ := book.Default().Moves(b) // an error only for an impossible position
//	for _, m := range moves { // best first
//		fmt.Println(m.Square, m.Score) // f5 ..., d6 ..., in hundredths of a disc
//	}
//
// # Format
//
// A book is written by [Book.MarshalBinary] and read by
// [Book.UnmarshalBinary] as the line "othello/book 1" and a newline, then
// one record of 20 bytes per position, in increasing order of the
// position: the discs of the side to move and of the other side as
// little-endian uint64 (bit 8r+c for row r and column c, a1 being bit 0),
// the position's value for the side to move in hundredths of a disc as a
// little-endian int16, and the number of the book's lines that reach it
// as a little-endian uint16 (65535 for more). A position is stored as the
// least of its 8 symmetric images ([bitboard.Bitboard.Canonical]). The
// records are read in place, without decoding: a book costs nothing to
// open.
package book

import (
	"bytes"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"slices"

	"github.com/seed131617c4/board/othello/bitboard"
)

// ErrFormat reports data that is not a book in the form of
// [Book.MarshalBinary].
var ErrFormat = errors.New("bad book")

// magic starts a book.
const magic = "othello/book 1\n"

// recordSize is the size of a position's record.
const recordSize = 20

// A Book is an opening book: a set of 8×8 positions with their values.
// The zero Book is empty. A Book is not changed once made, and is safe
// for concurrent use.
type Book struct {
	data []byte // the records, sorted by position
}

// An Entry is what a book knows of a position.
type Entry struct {
	// Score is the position's value for the side to move, in hundredths
	// of a disc: the best of its moves, by the book's values of the
	// positions they lead to and the evaluation of those out of the book.
	Score int
	// Games is the number of the book's lines that reach the position
	// (or a symmetric image of it), at most 65535.
	Games int
}

// A Move is a legal move of a position that leads to a position of the
// book, with its value for the side to move.
type Move struct {
	Square bitboard.Square
	// Score is the value of the move for the side to move, in hundredths
	// of a disc: that of the position it leads to, seen from the other
	// side.
	Score int
	// Games is the number of the book's lines that reach the position
	// after the move.
	Games int
}

// Len returns the number of positions of b.
func (b *Book) Len() int { return len(b.data) / recordSize }

// key returns the record key of position p: its canonical image.
func key(p bitboard.Bitboard) (uint64, uint64) {
	c := p.Canonical()
	return c.Mover, c.Opponent
}

// find returns the index of the record of (m, o) in b, or -1.
func (b *Book) find(m, o uint64) int {
	lo, hi := 0, b.Len()
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		r := b.data[mid*recordSize:]
		rm, ro := binary.LittleEndian.Uint64(r), binary.LittleEndian.Uint64(r[8:])
		switch {
		case rm == m && ro == o:
			return mid
		case rm < m || rm == m && ro < o:
			lo = mid + 1
		default:
			hi = mid
		}
	}
	return -1
}

// Lookup returns the entry of position p (the side to move having a
// legal move), and whether b holds it. A position other than 8×8 is never
// in a book. A position that no game can hold (see
// [bitboard.Bitboard.Check]) is an error matching [board.ErrPosition].
func (b *Book) Lookup(p bitboard.Bitboard) (Entry, bool, error) {
	if err := p.Check(); err != nil {
		return Entry{}, false, err
	}
	e, ok := b.lookup(p)
	return e, ok, nil
}

// lookup is Lookup of a position that passes Check.
func (b *Book) lookup(p bitboard.Bitboard) (Entry, bool) {
	if b == nil || p.Size() != 8 {
		return Entry{}, false
	}
	i := b.find(key(p))
	if i < 0 {
		return Entry{}, false
	}
	r := b.data[i*recordSize:]
	return Entry{Score: int(int16(binary.LittleEndian.Uint16(r[16:]))), Games: int(binary.LittleEndian.Uint16(r[18:]))}, true
}

// after returns the position after move s of p, the side to move there
// having a legal move (a pass made when it has none), and the sign that
// turns a value for its side to move into one for p's side to move; over
// reports a move that ends the game.
func after(p bitboard.Bitboard, s bitboard.Square) (next bitboard.Bitboard, sign int, over bool) {
	next, _ = p.Play(s)
	if next.Legal() != 0 {
		return next, -1, false
	}
	if next.GameOver() {
		return next, -1, true
	}
	return next.Pass(), 1, false
}

// Moves returns the legal moves of p that lead to positions of b, best
// first (the order of the squares among equal scores), with their values
// for the side to move of p. A position that no game can hold (see
// [bitboard.Bitboard.Check]) is an error matching [board.ErrPosition].
func (b *Book) Moves(p bitboard.Bitboard) ([]Move, error) {
	if err := p.Check(); err != nil {
		return nil, err
	}
	if b == nil || p.Size() != 8 {
		return nil, nil
	}
	var out []Move
	for set := p.Legal(); set != 0; set &= set - 1 {
		s := bitboard.Square(bits.TrailingZeros64(set))
		next, sign, over := after(p, s)
		if over {
			continue
		}
		if e, ok := b.lookup(next); ok {
			out = append(out, Move{Square: s, Score: sign * e.Score, Games: e.Games})
		}
	}
	slices.SortStableFunc(out, func(x, y Move) int { return y.Score - x.Score })
	return out, nil
}

// MarshalBinary returns b in the form described in the package doc.
func (b *Book) MarshalBinary() ([]byte, error) {
	return append([]byte(magic), b.data...), nil
}

// UnmarshalBinary sets b to the book that data holds in the form of
// [Book.MarshalBinary], checking that its records are whole, in order,
// without repeats and of canonical positions that games can hold (see
// [bitboard.Bitboard.Check]). It returns an error matching ErrFormat
// otherwise, leaving b unchanged. b keeps data, which must not change
// after.
func (b *Book) UnmarshalBinary(data []byte) error {
	if !bytes.HasPrefix(data, []byte(magic)) {
		return fmt.Errorf("book: %w: not a book of this version", ErrFormat)
	}
	recs := data[len(magic):]
	if len(recs)%recordSize != 0 {
		return fmt.Errorf("book: %w: %d bytes of records, not a whole number of %d", ErrFormat, len(recs), recordSize)
	}
	var pm, po uint64
	for i := 0; i < len(recs); i += recordSize {
		m, o := binary.LittleEndian.Uint64(recs[i:]), binary.LittleEndian.Uint64(recs[i+8:])
		p := bitboard.Bitboard{Mover: m, Opponent: o}
		if err := p.Check(); err != nil {
			return fmt.Errorf("book: %w: record %d: %v", ErrFormat, i/recordSize+1, err)
		}
		if c := p.Canonical(); c.Mover != m || c.Opponent != o {
			return fmt.Errorf("book: %w: record %d: a position not in its canonical form", ErrFormat, i/recordSize+1)
		}
		if i > 0 && (m < pm || m == pm && o <= po) {
			return fmt.Errorf("book: %w: record %d: out of order", ErrFormat, i/recordSize+1)
		}
		pm, po = m, o
	}
	b.data = recs
	return nil
}

//go:generate go run ./internal/gen -out book.bin

// bookBin is the output of the generator: the Default book.
//
//go:embed book.bin
var bookBin []byte

// Default returns the book embedded in the package, built by the
// generator of internal/gen from the WTHOR archive (docs/book.md of the
// repository says how), read in place at no cost. Its records are checked
// by the tests, not at run time.
func Default() *Book { return &defaultBook }

// defaultBook is the Default book.
var defaultBook = Book{data: bookBin[min(len(magic), len(bookBin)):]}
