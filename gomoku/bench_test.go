package gomoku_test

import (
	"fmt"
	"iter"
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// benchSizes are the boards of the benchmarks: renju's 15×15 and the go
// board of omok.
var benchSizes = []int{15, 19}

// playout returns a position of a game-like shape: stones moves played
// alternately from the centre, each on a random empty point within 2 of a
// stone already played, never a move that wins under freestyle. Real games
// grow in clusters like this, so it stands for a midgame position far
// better than points strewn at random.
func playout(rng *rand.Rand, n, stones int) *board.Board[gomoku.Stone] {
	b, _ := gomoku.NewBoard(n)
	b.Set(board.Pt(n/2, n/2), gomoku.Black)
	s := gomoku.White
	for placed := 1; placed < stones; {
		p := board.Pt(rng.IntN(n), rng.IntN(n))
		if b.At(p) != gomoku.Empty || !near(b, p) {
			continue
		}
		b.Set(p, s)
		if _, win := gomoku.WalkWinAt(b, p, gomoku.Freestyle); win {
			b.Set(p, gomoku.Empty)
			continue
		}
		s = s.Opponent()
		placed++
	}
	return b
}

// near reports whether a stone lies within 2 points of p.
func near(b *board.Board[gomoku.Stone], p board.Point) bool {
	for dr := -2; dr <= 2; dr++ {
		for dc := -2; dc <= 2; dc++ {
			if b.At(p.Add(board.Pt(dr, dc))) != gomoku.Empty {
				return true
			}
		}
	}
	return false
}

// benchBoards returns the positions of the whole-board benchmarks: sparse
// (an opening of 10 stones), midgame (a playout of a fifth of the board:
// 45 stones on 15×15, 72 on 19×19) and dense (random, 70% full).
func benchBoards(n int) []struct {
	name string
	b    *board.Board[gomoku.Stone]
} {
	rng := rand.New(rand.NewPCG(uint64(n), 1))
	return []struct {
		name string
		b    *board.Board[gomoku.Stone]
	}{
		{"sparse", playout(rng, n, 10)},
		{"midgame", playout(rng, n, n*n/5)},
		{"dense", randomBoard(rng, n, 0.7, false)},
	}
}

// cycle returns a benchmark that reports allocations and calls op on the
// elements of xs in turn, one per op.
func cycle[T any](xs []T, op func(T)) func(*testing.B) {
	return func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			op(xs[i])
			if i++; i == len(xs) {
				i = 0
			}
		}
	}
}

// The benchmarks of the queries compare the package's queries on a board
// (impl=api: the board read into bit rows, then the bit scan), the bit
// scan alone on rows already made (impl=bits, what a Game pays) and the
// walker scan of the tests (impl=walker, the reference):
// benchstat -col /impl.

func BenchmarkWinner(b *testing.B) {
	for _, n := range benchSizes {
		for _, pos := range benchBoards(n) {
			bits, _ := gomoku.BitsOf(pos.b)
			name := fmt.Sprintf("size=%d/board=%s", n, pos.name)
			b.Run("impl=api/"+name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					gomoku.Winner(pos.b, gomoku.Standard)
				}
			})
			b.Run("impl=bits/"+name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					bits.Winner(gomoku.Standard)
				}
			})
			b.Run("impl=walker/"+name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					gomoku.WalkWinner(pos.b, gomoku.Standard)
				}
			})
		}
	}
}

func BenchmarkWinAt(b *testing.B) {
	for _, n := range benchSizes {
		pos := benchBoards(n)[1].b
		var stones []board.Point
		for p, s := range pos.All() {
			if s != gomoku.Empty {
				stones = append(stones, p)
			}
		}
		bits, _ := gomoku.BitsOf(pos)
		for _, impl := range []struct {
			name string
			win  func(board.Point) (gomoku.Five, bool)
		}{
			{"walker", func(p board.Point) (gomoku.Five, bool) { return gomoku.WinAt(pos, p, gomoku.Renju) }},
			{"bits", func(p board.Point) (gomoku.Five, bool) { return bits.WinAt(p, gomoku.Renju) }},
		} {
			b.Run(fmt.Sprintf("impl=%s/size=%d", impl.name, n), cycle(stones, func(p board.Point) { impl.win(p) }))
		}
	}
}

// BenchmarkForbidden is the renju check of one point for Black, one point
// per op: over the empty points next to the stones of a midgame playout
// (where the shapes are), and over the 58 black points of the shared renju
// suite, whose threes and fours make the real-three test recurse.
func BenchmarkForbidden(b *testing.B) {
	type query struct {
		pos  *board.Board[gomoku.Stone]
		bits *gomoku.Bits
		p    board.Point
	}
	bench := func(name string, qs []query) {
		for _, impl := range []struct {
			name string
			foul func(query) gomoku.Foul
		}{
			{"api", func(q query) gomoku.Foul { return gomoku.Forbidden(q.pos, q.p, gomoku.Black, gomoku.Renju) }},
			{"bits", func(q query) gomoku.Foul { return q.bits.Forbidden(q.p, gomoku.Black, gomoku.Renju) }},
			{"walker", func(q query) gomoku.Foul { return gomoku.WalkForbidden(q.pos, q.p, gomoku.Black, gomoku.Renju) }},
		} {
			b.Run("impl="+impl.name+"/"+name, cycle(qs, func(q query) { impl.foul(q) }))
		}
	}
	for _, n := range benchSizes {
		pos := benchBoards(n)[1].b
		bits, _ := gomoku.BitsOf(pos)
		var qs []query
		for p, s := range pos.All() {
			if s == gomoku.Empty && near(pos, p) {
				qs = append(qs, query{pos, bits, p})
			}
		}
		bench(fmt.Sprintf("size=%d/position=midgame", n), qs)
	}
	var qs []query
	for _, c := range readRenjuSuite(b) {
		bits, _ := gomoku.BitsOf(c.board)
		for _, st := range c.steps {
			if st.verb != "check" || st.move != gomoku.Black {
				break // the checks before the position changes
			}
			qs = append(qs, query{c.board, bits, st.at})
		}
	}
	bench("size=15/position=suite", qs)
}

// BenchmarkForbiddenPoints lists all of Black's renju fouls on a midgame
// playout, as "board gomoku forbidden" does.
func BenchmarkForbiddenPoints(b *testing.B) {
	for _, n := range benchSizes {
		pos := benchBoards(n)[1].b
		bits, _ := gomoku.BitsOf(pos)
		for _, impl := range []struct {
			name string
			all  func() iter.Seq2[board.Point, gomoku.Foul]
		}{
			{"api", func() iter.Seq2[board.Point, gomoku.Foul] {
				return gomoku.ForbiddenPoints(pos, gomoku.Black, gomoku.Renju)
			}},
			{"bits", func() iter.Seq2[board.Point, gomoku.Foul] { return bits.ForbiddenPoints(gomoku.Black, gomoku.Renju) }},
			{"walker", func() iter.Seq2[board.Point, gomoku.Foul] {
				return gomoku.WalkForbiddenPoints(pos, gomoku.Black, gomoku.Renju)
			}},
		} {
			b.Run(fmt.Sprintf("impl=%s/size=%d", impl.name, n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					for range impl.all() {
					}
				}
			})
		}
	}
}

// BenchmarkGame measures a Game on a midgame playout under each rule
// set, with each colour to move: a move played and taken back (one op is
// both), and a whole range over the legal moves, which checks every empty
// point for a foul where the colour to move has forbidden moves.
func BenchmarkGame(b *testing.B) {
	for _, turn := range []gomoku.Stone{gomoku.Black, gomoku.White} {
		stones := 44 // a fifth of 15×15, even for Black to move
		if turn == gomoku.White {
			stones++
		}
		pos := playout(rand.New(rand.NewPCG(15, 2)), 15, stones)
		for _, r := range gomoku.Rules() {
			g, err := gomoku.NewGameFrom(pos, r)
			if err != nil || g.Turn() != turn {
				b.Fatalf("%v: %v to move, %v", r, g.Turn(), err)
			}
			var moves []board.Point
			for p := range g.Moves() {
				moves = append(moves, p)
			}
			b.Run(fmt.Sprintf("op=play-undo/rule=%v/turn=%v", r, turn), cycle(moves, func(p board.Point) {
				g.Play(p)
				g.Undo()
			}))
			b.Run(fmt.Sprintf("op=moves/rule=%v/turn=%v", r, turn), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					for range g.Moves() {
					}
				}
			})
		}
	}
}
