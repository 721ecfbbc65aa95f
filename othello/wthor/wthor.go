// Package wthor reads WTHOR files, the binary game archives of the French
// Othello Federation: a 16-byte [Header], then 68-byte records of 8×8
// games with the players, the recorded score and the moves, which
// [Game.Replay] plays through an [othello.Game].
//
// [NewReader] reads the header; [Reader.Next] and [Reader.Games] read the
// records one at a time, checking their form (a record costs one 68-byte
// read and no allocation but its moves) but not that the moves are legal,
// which Replay does. Malformed input matches [ErrFormat].
package wthor

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/seq"
	"github.com/seed131617c4/board/othello"
)

// ErrFormat reports a WTHOR file that is malformed or truncated, or that is
// not a game file for the 8×8 board.
var ErrFormat = errors.New("bad WTHOR file")

// The sizes of the parts of a WTHOR game file, in bytes.
const (
	headerSize     = 16
	recordSize     = 68
	movesPerRecord = 60
)

// A Header is the 16-byte header of a WTHOR file, the binary game
// archive format of the French Othello Federation.
type Header struct {
	Created   [3]int // the file's creation date: year (century*100 + year), month, day
	Games     int    // the number of game records (N1)
	Records   int    // the number of records of a players' or tournaments' file (N2); 0 in game files
	Year      int    // the year the games were played
	BoardSize int    // 0 or 8 for 8×8
	Type      int    // the game type (0 for normal games)
	Depth     int    // the search depth of the theoretical scores
}

// A Game is one game record of a WTHOR file. Players and tournaments
// are numbers into the archive's separate players' and tournaments' files.
type Game struct {
	Tournament  int // the tournament id
	BlackPlayer int // the black player's id
	WhitePlayer int // the white player's id
	// BlackScore is Black's disc count at the end as recorded, with the
	// empty squares given to the winner (see [othello.Game.Score]).
	BlackScore int
	// TheoreticalScore is Black's best final disc count from the position
	// Header.Depth empty squares before the end, as computed by a program.
	TheoreticalScore int
	// Moves are the moves in the order played; passes are not recorded. A
	// game that ended early has fewer than 60.
	Moves []board.Point
}

// Replay returns the game after playing g.Moves on an 8×8 board from the
// start position, passes inferred. It returns the [*othello.TranscriptError] of the
// first move that is not legal.
func (g *Game) Replay() (*othello.Game, error) {
	game, err := othello.NewGame(8)
	if err != nil {
		return nil, err
	}
	for i, pt := range g.Moves {
		if err := game.Play(pt); err != nil {
			return nil, &othello.TranscriptError{Index: i + 1, Text: othello.FormatMove(pt), Err: err}
		}
	}
	return game, nil
}

// A Reader reads the game records of a WTHOR file. The zero
// Reader has no file; use [NewReader].
type Reader struct {
	r      *bufio.Reader
	header Header
	read   int // records read so far
	err    error
	moves  []board.Point // room for the moves of the next records
}

// movesChunk is the number of moves the reader allocates room for at a
// time, which the records' Moves share: one allocation every 256 games.
const movesChunk = 256 * movesPerRecord

// NewReader reads the header of the WTHOR game file r and returns a
// reader of its games. It returns an error matching [ErrFormat] if the
// header is truncated or describes something other than a file of 8×8
// games.
func NewReader(r io.Reader) (*Reader, error) {
	br := bufio.NewReader(r)
	var h [headerSize]byte
	if _, err := io.ReadFull(br, h[:]); err != nil {
		return nil, fmt.Errorf("wthor: %w: header: %w", ErrFormat, eofIsUnexpected(err))
	}
	le := binary.LittleEndian
	hd := Header{
		Created:   [3]int{int(h[0])*100 + int(h[1]), int(h[2]), int(h[3])},
		Games:     int(le.Uint32(h[4:])),
		Records:   int(le.Uint16(h[8:])),
		Year:      int(le.Uint16(h[10:])),
		BoardSize: int(h[12]),
		Type:      int(h[13]),
		Depth:     int(h[14]),
	}
	switch {
	case hd.Records != 0:
		return nil, fmt.Errorf("wthor: %w: header: %d records of a players' or tournaments' file, not games", ErrFormat, hd.Records)
	case hd.BoardSize != 0 && hd.BoardSize != 8:
		return nil, fmt.Errorf("wthor: %w: header: board size %d, want 8", ErrFormat, hd.BoardSize)
	}
	return &Reader{r: br, header: hd}, nil
}

// eofIsUnexpected turns io.EOF into io.ErrUnexpectedEOF: in the middle of
// a file, the end is always unexpected.
func eofIsUnexpected(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

// Header returns the header of the file.
func (r *Reader) Header() Header { return r.header }

// Next returns the next game record. At the end of the records it returns
// io.EOF, if nothing follows them. A truncated record, a move byte that
// names no square, a move after the end of a game, a recorded score above
// 64, data after the last record, or a read error of the underlying reader
// return an error matching [ErrFormat] (and the read error), naming the
// record by its 1-based number; the reader then stops there.
// Next does not check that the moves are legal: [Game.Replay] does.
func (r *Reader) Next() (Game, error) {
	if r.err != nil {
		return Game{}, r.err
	}
	g, err := r.next()
	if err != nil {
		r.err = err
	}
	return g, err
}

func (r *Reader) next() (Game, error) {
	k := r.read + 1
	if r.read == r.header.Games {
		if _, err := r.r.ReadByte(); err != io.EOF {
			if err != nil {
				return Game{}, fmt.Errorf("wthor: %w: after the last record: %w", ErrFormat, err)
			}
			return Game{}, fmt.Errorf("wthor: %w: data after the %d records the header announces", ErrFormat, r.header.Games)
		}
		return Game{}, io.EOF
	}
	var b [recordSize]byte
	if _, err := io.ReadFull(r.r, b[:]); err != nil {
		return Game{}, fmt.Errorf("wthor: %w: record %d of %d: %w", ErrFormat, k, r.header.Games, eofIsUnexpected(err))
	}
	r.read++
	le := binary.LittleEndian
	g := Game{
		Tournament:       int(le.Uint16(b[0:])),
		BlackPlayer:      int(le.Uint16(b[2:])),
		WhitePlayer:      int(le.Uint16(b[4:])),
		BlackScore:       int(b[6]),
		TheoreticalScore: int(b[7]),
	}
	if g.BlackScore > 64 {
		return Game{}, fmt.Errorf("wthor: %w: record %d: black score %d, want 0..64", ErrFormat, k, g.BlackScore)
	}
	mv := b[8:]
	n := 0
	for n < movesPerRecord && mv[n] != 0 {
		n++
	}
	if len(r.moves) < n {
		r.moves = make([]board.Point, movesChunk)
	}
	g.Moves, r.moves = r.moves[:n:n], r.moves[n:]
	for i, v := range mv {
		if i >= n {
			if v != 0 {
				return Game{}, fmt.Errorf("wthor: %w: record %d: move %d (byte %d) after the end of the game", ErrFormat, k, i+1, v)
			}
			continue
		}
		row, col := int(v/10), int(v%10)
		if row < 1 || row > 8 || col < 1 || col > 8 {
			return Game{}, fmt.Errorf("wthor: %w: record %d: move %d: byte %d names no square", ErrFormat, k, i+1, v)
		}
		g.Moves[i] = board.Pt(row-1, col-1)
	}
	return g, nil
}

// Games returns an iterator over the game records that remain, read as by
// [Reader.Next]. It stops at the end of the records, or after yielding
// the first error with a zero Game. It is single-use: the records it
// yields are consumed.
func (r *Reader) Games() iter.Seq2[Game, error] { return seq.Records(r.Next) }
