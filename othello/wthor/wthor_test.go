package wthor_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/wthor"
)

// TestArchive replays the games of the shared WTHOR archive through
// othello.Game, those of the sample of the default tests (othello/bitboard
// replays every one on the bitboard), every one with -othello.deep: every
// file holds the games its header announces (deep tier), every recorded
// move is legal, passes inferred, and the final score equals the recorded
// one for at least 99.5% of the games (99% of the sample's).
func TestArchive(t *testing.T) {
	g, _ := othello.NewGame(8)
	games, differ, over := 0, 0, 0
	var files []othellotest.ArchiveFile
	if othellotest.Deep() {
		files = othellotest.WTHOR(t)
	} else {
		files = []othellotest.ArchiveFile{{Name: "the sample", Games: othellotest.WTHORSample(t)}}
	}
	for _, f := range files {
		if othellotest.Deep() && len(f.Games) != f.Header.Games {
			t.Errorf("%s: %d games, header says %d", f.Name, len(f.Games), f.Header.Games)
		}
		for _, rec := range f.Games {
			games++
			g.Reset()
			for i, pt := range rec.Moves {
				if err := g.Play(pt); err != nil {
					t.Fatalf("%s: game %d: move %d %s: %v", f.Name, games, i+1, othello.FormatMove(pt), err)
				}
			}
			if black, _ := g.Score(); black != rec.BlackScore {
				differ++
			}
			if g.Over() {
				over++
			}
		}
	}
	t.Logf("replayed %d games from %d files: %d finished, %d recorded scores differ from the replay (%.3f%%)",
		games, len(files), over, differ, 100*float64(differ)/float64(games))
	// 0.36% of the whole archive's records differ; the sample, where the
	// early years weigh more, 0.65%.
	most := 0.005
	if !othellotest.Deep() {
		most = 0.01
	}
	if float64(differ) > most*float64(games) {
		t.Errorf("%d of %d recorded scores differ from the replay, more than %.1f%%", differ, games, 100*most)
	}
}

// wthorFile returns a WTHOR game file of 8×8 games, one record per move
// list (bytes 10*row+col), with made-up ids and scores.
func wthorFile(games ...[]byte) []byte {
	b := []byte{20, 24, 12, 31, 0, 0, 0, 0, 0, 0, 0xe8, 0x07, 8, 0, 22, 0}
	binary.LittleEndian.PutUint32(b[4:], uint32(len(games)))
	for i, moves := range games {
		rec := make([]byte, 68)
		binary.LittleEndian.PutUint16(rec[0:], uint16(100+i))
		binary.LittleEndian.PutUint16(rec[2:], uint16(200+i))
		binary.LittleEndian.PutUint16(rec[4:], 300)
		rec[6], rec[7] = 33, 32
		copy(rec[8:], moves)
		b = append(b, rec...)
	}
	return b
}

func TestReader(t *testing.T) {
	data := wthorFile([]byte{56, 64, 33, 34, 43}, []byte{56})
	r, err := wthor.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	wantHeader := wthor.Header{Created: [3]int{2024, 12, 31}, Games: 2, Year: 2024, BoardSize: 8, Depth: 22}
	if diff := cmp.Diff(wantHeader, r.Header()); diff != "" {
		t.Errorf("Header (-want +got):\n%s", diff)
	}
	var got []wthor.Game
	for g, err := range r.Games() {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, g)
	}
	want := []wthor.Game{
		{Tournament: 100, BlackPlayer: 200, WhitePlayer: 300, BlackScore: 33, TheoreticalScore: 32,
			Moves: []board.Point{board.Pt(4, 5), board.Pt(5, 3), board.Pt(2, 2), board.Pt(2, 3), board.Pt(3, 2)}},
		{Tournament: 101, BlackPlayer: 201, WhitePlayer: 300, BlackScore: 33, TheoreticalScore: 32,
			Moves: []board.Point{board.Pt(4, 5)}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Games (-want +got):\n%s", diff)
	}
	g, err := got[0].Replay()
	if err != nil || g.Transcript() != "f5d6c3d3c4" {
		t.Errorf("Replay = %v, %v; want f5d6c3d3c4", g, err)
	}
	if _, err := (&wthor.Game{Moves: []board.Point{board.Pt(4, 5), board.Pt(5, 3), board.Pt(0, 0)}}).Replay(); !errors.Is(err, othello.ErrNoCapture) {
		t.Errorf("Replay of an illegal move = %v, want othello.ErrNoCapture", err)
	}
}

func TestReaderErrors(t *testing.T) {
	good := wthorFile([]byte{56, 64}, []byte{56})
	edit := func(f func(b []byte) []byte) []byte { return f(bytes.Clone(good)) }
	for _, tc := range []struct {
		name   string
		data   []byte
		header bool // the error comes from wthor.NewReader
		want   string
	}{
		{"empty", nil, true, "header"},
		{"short header", good[:10], true, "header"},
		{"players file", edit(func(b []byte) []byte { b[8] = 5; return b }), true, "players"},
		{"10x10", edit(func(b []byte) []byte { b[12] = 10; return b }), true, "board size 10"},
		{"truncated record", good[:16+68+30], false, "record 2 of 2"},
		{"missing record", good[:16+68], false, "record 2 of 2"},
		{"trailing data", append(bytes.Clone(good), 0), false, "data after"},
		{"bad square", edit(func(b []byte) []byte { b[16+8+1] = 19; return b }), false, "record 1: move 2"},
		{"bad square 90", edit(func(b []byte) []byte { b[16+68+8] = 91; return b }), false, "record 2: move 1"},
		{"move after the end", edit(func(b []byte) []byte { b[16+8+5] = 33; return b }), false, "after the end"},
		{"score", edit(func(b []byte) []byte { b[16+6] = 65; return b }), false, "black score 65"},
	} {
		r, err := wthor.NewReader(bytes.NewReader(tc.data))
		if err == nil {
			for _, e := range r.Games() {
				if e != nil {
					err = e
				}
			}
		} else if !tc.header {
			t.Errorf("%s: wthor.NewReader: %v", tc.name, err)
			continue
		}
		if !errors.Is(err, wthor.ErrFormat) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want wthor.ErrFormat and %q", tc.name, err, tc.want)
		}
	}
}

// FuzzReader checks that reading any bytes as a WTHOR file never panics and
// fails only with errors that match wthor.ErrFormat.
func FuzzReader(f *testing.F) {
	f.Add(wthorFile([]byte{56, 64, 33}))
	f.Add(wthorFile([]byte{56, 64, 33}, []byte{56, 0, 33}))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := wthor.NewReader(bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, wthor.ErrFormat) {
				t.Fatalf("wthor.NewReader = %v, want wthor.ErrFormat", err)
			}
			return
		}
		n := 0
		for g, err := range r.Games() {
			if err != nil {
				if !errors.Is(err, wthor.ErrFormat) {
					t.Fatalf("record %d: %v, want wthor.ErrFormat", n+1, err)
				}
				if _, err2 := r.Next(); err2 != err {
					t.Fatalf("Next after an error = %v, want %v again", err2, err)
				}
				return
			}
			n++
			if len(g.Moves) > 60 {
				t.Fatalf("record %d: %d moves", n, len(g.Moves))
			}
			if _, err := g.Replay(); err != nil && !errors.Is(err, board.ErrIllegalMove) {
				t.Fatalf("record %d: Replay = %v", n, err)
			}
		}
		if n != r.Header().Games {
			t.Fatalf("%d records, header says %d", n, r.Header().Games)
		}
		if _, err := r.Next(); err != io.EOF {
			t.Fatalf("Next at the end = %v, want io.EOF", err)
		}
	})
}
