package engine

import (
	"context"
	"fmt"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// BenchmarkChoose measures one move at each level from a renju opening of
// 4 stones.
func BenchmarkChoose(b *testing.B) {
	ctx := context.Background()
	for level := 1; level <= MaxLevel; level++ {
		b.Run(fmt.Sprintf("level=%d", level), func(b *testing.B) {
			g, _ := gomoku.NewGame(15, gomoku.Renju)
			for _, m := range []string{"h8", "i9", "g9", "h10"} {
				p, _ := gomoku.ParseMove(m, 15)
				g.Play(p)
			}
			b.ReportAllocs()
			for b.Loop() {
				e := Engine{Level: level}
				e.Choose(ctx, g)
			}
		})
	}
}

// BenchmarkEval measures the static evaluation of a freestyle position.
func BenchmarkEval(b *testing.B) {
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	for _, m := range []string{"h8", "i9", "g9", "h10", "g8", "g10"} {
		p, _ := gomoku.ParseMove(m, 15)
		g.Play(p)
	}
	x := newGame(g)
	var c chooser
	b.ReportAllocs()
	for b.Loop() {
		c.eval(x)
	}
}

// BenchmarkCandidates measures the choice of the moves of a node of a
// freestyle midgame, 12 of them (level 2 and 3) and all near the stones
// (level 1).
func BenchmarkCandidates(b *testing.B) {
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	for _, m := range []string{"h8", "i9", "g9", "h10", "g8", "g10", "f8", "i8", "j10", "h7"} {
		p, _ := gomoku.ParseMove(m, 15)
		g.Play(p)
	}
	x := newGame(g)
	for _, width := range []int{12, 0} {
		b.Run(fmt.Sprintf("width=%d", width), func(b *testing.B) {
			c := chooser{width: width}
			buf := make([]board.Point, 0, 256)
			b.ReportAllocs()
			for b.Loop() {
				buf = c.candidates(x, buf[:0])
			}
		})
	}
}

// BenchmarkSearch measures the top level's search, to its depth with no
// time limit: an op is 10 moves of the engine against itself from a
// midgame position of 12 stones (midgame) under freestyle and renju, the
// engine keeping its tables from move to move as a player does. It
// reports the nodes a second (the alpha-beta's and the threat searches'
// together) and the time a node.
func BenchmarkSearch(b *testing.B) {
	ctx := context.Background()
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Renju} {
		b.Run(fmt.Sprintf("rule=%v", r), func(b *testing.B) {
			start := midgame(b, 15, r, 12, 12)
			var nodes int64
			b.ReportAllocs()
			for b.Loop() {
				e := Engine{Level: MaxLevel}
				g := start.Clone()
				for range 10 {
					c, err := e.Choose(ctx, g)
					if err != nil {
						break
					}
					nodes += c.Nodes
					g.Play(c.Move)
				}
			}
			sec := b.Elapsed().Seconds()
			b.ReportMetric(float64(nodes)/sec, "nodes/s")
			b.ReportMetric(sec*1e9/float64(nodes), "ns/node")
		})
	}
}
