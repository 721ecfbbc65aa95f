package tictactoe_test

import (
	"testing"

	"github.com/seed131617c4/board/tictactoe"
)

// BenchmarkClassify classifies all 19,683 boards once per op; ns/board is
// the cost of one State call.
func BenchmarkClassify(b *testing.B) {
	boards := allBoards()
	b.ReportAllocs()
	for b.Loop() {
		final := 0
		for _, bd := range boards {
			if bd.State().Final() {
				final++
			}
		}
		if final != 958 {
			b.Fatalf("final = %d", final)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(boards)), "ns/board")
}

// BenchmarkGameTree plays all 255,168 games with Game.Play and Game.Undo
// once per op.
func BenchmarkGameTree(b *testing.B) {
	b.ReportAllocs()
	g := tictactoe.NewGame()
	for b.Loop() {
		if n := countGames(g); n != 255168 {
			b.Fatalf("games = %d", n)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/549946, "ns/node")
}

// countGames returns the number of games that can follow g's position.
func countGames(g *tictactoe.Game) int {
	if g.Over() {
		return 1
	}
	n := 0
	for p := range g.Moves() {
		g.Play(p)
		n += countGames(g)
		g.Undo()
	}
	return n
}

// BenchmarkValue measures perfect-play lookups (after the one-time solve)
// over every board; illegal ones return at once.
func BenchmarkValue(b *testing.B) {
	boards := allBoards()
	b.ReportAllocs()
	for b.Loop() {
		for _, bd := range boards {
			bd.Value()
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(boards)), "ns/board")
}
