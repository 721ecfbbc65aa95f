package othello

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
)

// benchSizes are the board sizes of the generic benchmarks.
var benchSizes = []int{6, 8, 16}

// midgames returns count positions of size n taken from seeded random games
// when half of the empty squares are filled, each with a legal move for the
// side to move.
func midgames(tb testing.TB, n, count int) []*Position {
	tb.Helper()
	rng := rand.New(rand.NewPCG(uint64(n), 42))
	var out []*Position
	for len(out) < count {
		g, _ := NewGame(n)
		for range boardtest.RandomMoves(g, rng, (n*n-4)/2) {
		}
		if !g.Over() {
			out = append(out, g.Position())
		}
	}
	return out
}

// legalMoves returns the legal moves of each position of ps and their
// total.
func legalMoves(ps []*Position) (all [][]board.Point, total int) {
	for _, p := range ps {
		all = append(all, p.AppendMoves(nil, p.Turn()))
		total += len(all[len(all)-1])
	}
	return all, total
}

// randomGame returns the moves of a seeded random game on an n×n board,
// played to the end.
func randomGame(tb testing.TB, n int) []board.Point {
	tb.Helper()
	g, _ := NewGame(n)
	return slices.Collect(boardtest.RandomMoves(g, rand.New(rand.NewPCG(uint64(n), 7)), -1))
}

// BenchmarkGenericMove measures one move on the generic N×N board, over
// every legal move of 32 random midgame positions: finding what it flips
// (op=captures), and playing it and taking it back (op=play-undo). ns/move
// is the cost of one.
func BenchmarkGenericMove(b *testing.B) {
	for _, n := range benchSizes {
		ps := midgames(b, n, 32)
		all, total := legalMoves(ps)
		b.Run(fmt.Sprintf("size=%d/op=captures", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for i, p := range ps {
					for _, pt := range all[i] {
						if p.Captures(pt, p.Turn()).Flipped() == 0 {
							b.Fatal("illegal move")
						}
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(total), "ns/move")
		})
		b.Run(fmt.Sprintf("size=%d/op=play-undo", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for i, p := range ps {
					for _, pt := range all[i] {
						m, err := p.Play(pt)
						if err != nil {
							b.Fatal(err)
						}
						p.Undo(m)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(total), "ns/move")
		})
	}
}

// BenchmarkGenericMoves measures legal-move generation on the generic N×N
// board over 32 random midgame positions: all the moves into a slice
// (op=append), the iterator (op=iter) and the test for any move
// (op=has-move). ns/position is the cost for one position.
func BenchmarkGenericMoves(b *testing.B) {
	for _, n := range benchSizes {
		ps := midgames(b, n, 32)
		buf := make([]board.Point, 0, n*n)
		for _, op := range []struct {
			name  string
			count func(p *Position) int // the moves found, or 1 for any
		}{
			{"append", func(p *Position) int {
				buf = p.AppendMoves(buf[:0], p.Turn())
				return len(buf)
			}},
			{"iter", func(p *Position) int {
				k := 0
				for range p.Moves(p.Turn()) {
					k++
				}
				return k
			}},
			{"has-move", func(p *Position) int {
				if p.HasMove(p.Turn()) {
					return 1
				}
				return 0
			}},
		} {
			b.Run(fmt.Sprintf("size=%d/op=%s", n, op.name), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					for _, p := range ps {
						if op.count(p) == 0 {
							b.Fatal("no moves")
						}
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(ps)), "ns/position")
			})
		}
	}
}

// BenchmarkGameReplay measures replaying a whole random game through Game,
// passes inferred, ending with the test for the end of the game: one op is
// one game.
func BenchmarkGameReplay(b *testing.B) {
	for _, n := range benchSizes {
		moves := randomGame(b, n)
		b.Run(fmt.Sprintf("size=%d", n), func(b *testing.B) {
			g, _ := NewGame(n)
			g.hist = make([]record, 0, n*n)
			b.ReportAllocs()
			for b.Loop() {
				g.Reset()
				for _, pt := range moves {
					if err := g.Play(pt); err != nil {
						b.Fatal(err)
					}
				}
				if !g.Over() {
					b.Fatal("game not over")
				}
			}
			b.ReportMetric(float64(len(moves)), "moves/op")
		})
	}
}

// BenchmarkGamePlayUndo measures Game.Play and Game.Undo of every legal
// move of 32 random midgame positions (op=play-undo), and the same with
// Hash read after each move (op=play-hash-undo), which settles any pass.
// ns/move is the cost of one.
func BenchmarkGamePlayUndo(b *testing.B) {
	for _, n := range benchSizes {
		ps := midgames(b, n, 32)
		var gs []*Game
		all, total := legalMoves(ps)
		for _, p := range ps {
			g, err := NewGameFrom(p)
			if err != nil {
				b.Fatal(err)
			}
			gs = append(gs, g)
		}
		b.Run(fmt.Sprintf("size=%d/op=play-undo", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for i, g := range gs {
					for _, pt := range all[i] {
						if err := g.Play(pt); err != nil {
							b.Fatal(err)
						}
						g.Undo()
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(total), "ns/move")
		})
		b.Run(fmt.Sprintf("size=%d/op=play-hash-undo", n), func(b *testing.B) {
			b.ReportAllocs()
			var h uint64
			for b.Loop() {
				for i, g := range gs {
					for _, pt := range all[i] {
						if err := g.Play(pt); err != nil {
							b.Fatal(err)
						}
						h ^= g.Hash()
						g.Undo()
					}
				}
			}
			if h == 1 {
				b.Log(h) // keeps the hashes live
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(total), "ns/move")
		})
	}
}
