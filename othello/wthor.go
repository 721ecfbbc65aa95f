package othello

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/seed131617c4/board"
)

// ErrWTHOR reports a WTHOR file that is malformed or truncated, or that is
// not a game file for the 8×8 board.
var ErrWTHOR = errors.New("bad WTHOR file")

// The sizes of the parts of a WTHOR game file, in bytes.
const (
	wthorHeaderSize = 16
	wthorRecordSize = 68
	wthorMoves      = 60
)

// A WTHORHeader is the 16-byte header of a WTHOR file, the binary game
// archive format of the French Othello Federation.
type WTHORHeader struct {
	Created   [3]int // the file's creation date: year (century*100 + year), month, day
	Games     int    // the number of game records (N1)
	Records   int    // the number of records of a players' or tournaments' file (N2); 0 in game files
	Year      int    // the year the games were played
	BoardSize int    // 0 or 8 for 8×8
	Type      int    // the game type (0 for normal games)
	Depth     int    // the search depth of the theoretical scores
}

// A WTHORGame is one game record of a WTHOR file. Players and tournaments
// are numbers into the archive's separate players' and tournaments' files.
type WTHORGame struct {
	Tournament  int // the tournament id
	BlackPlayer int // the black player's id
	WhitePlayer int // the white player's id
	// BlackScore is Black's disc count at the end as recorded, with the
	// empty squares given to the winner (see [Game.Score]).
	BlackScore int
	// TheoreticalScore is Black's best final disc count from the position
	// Header.Depth empty squares before the end, as computed by a program.
	TheoreticalScore int
	// Moves are the moves in the order played; passes are not recorded. A
	// game that ended early has fewer than 60.
	Moves []board.Point
}

// Replay returns the game after playing g.Moves on an 8×8 board from the
// start position, passes inferred. It returns the [*TranscriptError] of the
// first move that is not legal.
func (g *WTHORGame) Replay() (*Game, error) {
	game, err := NewGame(8)
	if err != nil {
		return nil, err
	}
	for i, pt := range g.Moves {
		if err := game.Play(pt); err != nil {
			return nil, &TranscriptError{Index: i + 1, Text: FormatMove(pt), Err: err}
		}
	}
	return game, nil
}

// A WTHORReader reads the game records of a WTHOR file. The zero
// WTHORReader has no file; use [NewWTHORReader].
type WTHORReader struct {
	r      *bufio.Reader
	header WTHORHeader
	read   int // records read so far
	err    error
}

// NewWTHORReader reads the header of the WTHOR game file r and returns a
// reader of its games. It returns an error matching [ErrWTHOR] if the
// header is truncated or describes something other than a file of 8×8
// games.
func NewWTHORReader(r io.Reader) (*WTHORReader, error) {
	br := bufio.NewReader(r)
	var h [wthorHeaderSize]byte
	if _, err := io.ReadFull(br, h[:]); err != nil {
		return nil, fmt.Errorf("othello: %w: header: %w", ErrWTHOR, eofIsUnexpected(err))
	}
	le := binary.LittleEndian
	hd := WTHORHeader{
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
		return nil, fmt.Errorf("othello: %w: header: %d records of a players' or tournaments' file, not games", ErrWTHOR, hd.Records)
	case hd.BoardSize != 0 && hd.BoardSize != 8:
		return nil, fmt.Errorf("othello: %w: header: board size %d, want 8", ErrWTHOR, hd.BoardSize)
	}
	return &WTHORReader{r: br, header: hd}, nil
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
func (r *WTHORReader) Header() WTHORHeader { return r.header }

// Next returns the next game record. At the end of the records it returns
// io.EOF, if nothing follows them. A truncated record, a move byte that
// names no square, a move after the end of a game, a recorded score above
// 64, data after the last record, or a read error of the underlying reader
// return an error matching [ErrWTHOR] (and the read error), naming the
// record by its 1-based number; the reader then stops there.
// Next does not check that the moves are legal: [WTHORGame.Replay] does.
func (r *WTHORReader) Next() (WTHORGame, error) {
	if r.err != nil {
		return WTHORGame{}, r.err
	}
	g, err := r.next()
	if err != nil {
		r.err = err
	}
	return g, err
}

func (r *WTHORReader) next() (WTHORGame, error) {
	k := r.read + 1
	if r.read == r.header.Games {
		if _, err := r.r.ReadByte(); err != io.EOF {
			if err != nil {
				return WTHORGame{}, fmt.Errorf("othello: %w: after the last record: %w", ErrWTHOR, err)
			}
			return WTHORGame{}, fmt.Errorf("othello: %w: data after the %d records the header announces", ErrWTHOR, r.header.Games)
		}
		return WTHORGame{}, io.EOF
	}
	var b [wthorRecordSize]byte
	if _, err := io.ReadFull(r.r, b[:]); err != nil {
		return WTHORGame{}, fmt.Errorf("othello: %w: record %d of %d: %w", ErrWTHOR, k, r.header.Games, eofIsUnexpected(err))
	}
	r.read++
	le := binary.LittleEndian
	g := WTHORGame{
		Tournament:       int(le.Uint16(b[0:])),
		BlackPlayer:      int(le.Uint16(b[2:])),
		WhitePlayer:      int(le.Uint16(b[4:])),
		BlackScore:       int(b[6]),
		TheoreticalScore: int(b[7]),
	}
	if g.BlackScore > 64 {
		return WTHORGame{}, fmt.Errorf("othello: %w: record %d: black score %d, want 0..64", ErrWTHOR, k, g.BlackScore)
	}
	mv := b[8:]
	n := 0
	for n < wthorMoves && mv[n] != 0 {
		n++
	}
	g.Moves = make([]board.Point, n)
	for i, v := range mv {
		if i >= n {
			if v != 0 {
				return WTHORGame{}, fmt.Errorf("othello: %w: record %d: move %d (byte %d) after the end of the game", ErrWTHOR, k, i+1, v)
			}
			continue
		}
		row, col := int(v/10), int(v%10)
		if row < 1 || row > 8 || col < 1 || col > 8 {
			return WTHORGame{}, fmt.Errorf("othello: %w: record %d: move %d: byte %d names no square", ErrWTHOR, k, i+1, v)
		}
		g.Moves[i] = board.Pt(row-1, col-1)
	}
	return g, nil
}

// Games returns an iterator over the game records that remain, read as by
// [WTHORReader.Next]. It stops at the end of the records, or after yielding
// the first error with a zero WTHORGame. It is single-use: the records it
// yields are consumed.
func (r *WTHORReader) Games() iter.Seq2[WTHORGame, error] {
	return func(yield func(WTHORGame, error) bool) {
		for {
			g, err := r.Next()
			if err == io.EOF {
				return
			}
			if !yield(g, err) || err != nil {
				return
			}
		}
	}
}
