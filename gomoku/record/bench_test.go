package record_test

import (
	"io"
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board/gomoku/record"
)

// BenchmarkRecord reads and writes a random 15×15 game of 100 moves in
// each format.
func BenchmarkRecord(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	var r *record.Record
	for r == nil || len(r.Moves) < 100 {
		g, moves := randomGame(rng, 100)
		if g.Size() != 15 {
			continue
		}
		r = &record.Record{Size: 15, Rule: g.Rule(), Black: "black", White: "white"}
		for _, p := range moves {
			r.Moves = append(r.Moves, record.Move{Point: p})
		}
	}
	for _, f := range []record.Format{record.PSQ, record.SGF} {
		text, err := write(r, f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run("op=parse/format="+f.String(), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				if _, _, err := record.Parse(text); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("op=write/format="+f.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := record.Write(io.Discard, r, f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("op=replay", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := r.Replay(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
