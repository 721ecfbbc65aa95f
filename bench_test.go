package board_test

import (
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board"
)

// stones19 returns a 19×19 board with about a third of its cells holding 1
// and a third holding 2, from a fixed seed.
func stones19(tb testing.TB) *board.Board[uint8] {
	tb.Helper()
	return randomBoard(rand.New(rand.NewPCG(19, 19)), 19, 19, 3)
}

// perCall reports the time of one walker call when each op made calls of them.
func perCall(b *testing.B, calls int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(calls), "ns/call")
}

// BenchmarkWalker measures the ray walker on a 19×19 board. Each op walks
// from every cell in every direction (361×8 calls) or along every axis
// (361×4 calls); ns/call is the cost of one.
func BenchmarkWalker(b *testing.B) {
	bd := stones19(b)
	cells := bd.Rows() * bd.Cols()
	b.Run("op=ray", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			n := 0
			for p := range bd.All() {
				for _, d := range board.Directions() {
					for _, v := range bd.Ray(p, d) {
						n += int(v)
					}
				}
			}
		}
		perCall(b, cells*8)
	})
	b.Run("op=reach", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			n := 0
			for p := range bd.All() {
				for _, d := range board.Directions() {
					n += bd.Reach(p, d)
				}
			}
		}
		perCall(b, cells*8)
	})
	b.Run("op=run", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			n := 0
			for p, v := range bd.All() {
				for _, d := range board.Directions() {
					n += bd.Run(p, d, v)
				}
			}
		}
		perCall(b, cells*8)
	})
	b.Run("op=bracket", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			n := 0
			for p := range bd.All() {
				for _, d := range board.Directions() {
					n += bd.Bracket(p, d, 1, 2)
				}
			}
		}
		perCall(b, cells*8)
	})
	b.Run("op=span", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			n := 0
			for p, v := range bd.All() {
				for _, a := range board.Axes() {
					n += bd.Span(p, a, v)
				}
			}
		}
		perCall(b, cells*4)
	})
	b.Run("op=line", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			n := 0
			for p := range bd.All() {
				for _, a := range board.Axes() {
					for _, v := range bd.Line(p, a) {
						n += int(v)
					}
				}
			}
		}
		perCall(b, cells*4)
	})
}

// BenchmarkCells measures At and Set over every cell of a 19×19 board.
func BenchmarkCells(b *testing.B) {
	bd := stones19(b)
	cells := bd.Rows() * bd.Cols()
	b.Run("op=at", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			n := 0
			for r := range bd.Rows() {
				for c := range bd.Cols() {
					n += int(bd.At(board.Pt(r, c)))
				}
			}
		}
		perCall(b, cells)
	})
	b.Run("op=set", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for r := range bd.Rows() {
				for c := range bd.Cols() {
					bd.Set(board.Pt(r, c), uint8(r^c)&1)
				}
			}
		}
		perCall(b, cells)
	})
}
