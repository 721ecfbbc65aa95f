package pattern_test

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// midgames returns count random renju positions on 15×15 with the given
// number of stones, played from the centre by alternate colours near the
// stones already down, with no five and no forbidden black move, and for
// each a next move (an empty point next to a stone) and the position as a
// board.
func midgames(count, stones int) (ps []*pattern.Position, next []board.Point, boards []*board.Board[gomoku.Stone]) {
	rng := rand.New(rand.NewPCG(7, 15))
	for len(ps) < count {
		pos, _ := pattern.New(15, gomoku.Renju)
		pos.Place(board.Pt(7, 7), gomoku.Black)
		s := gomoku.White
		for tries := 0; pos.Len() < stones && tries < 10000; tries++ {
			q := near(rng, pos)
			if pos.Wins(q, s) || pos.Forbidden(q, s) != gomoku.NoFoul || pos.Count(s.Opponent(), pattern.Five) > 0 && !pos.Wins(q, s.Opponent()) {
				continue
			}
			pos.Place(q, s)
			s = s.Opponent()
		}
		if pos.Len() == stones {
			ps = append(ps, pos)
			next = append(next, near(rng, pos))
			boards = append(boards, pos.Board())
		}
	}
	return ps, next, boards
}

// near returns a random empty point at most 2 steps from a stone.
func near(rng *rand.Rand, pos *pattern.Position) board.Point {
	for {
		q := board.Pt(rng.IntN(15), rng.IntN(15))
		if pos.At(q) != gomoku.Empty {
			continue
		}
		for dr := -2; dr <= 2; dr++ {
			for dc := -2; dc <= 2; dc++ {
				if pos.At(q.Add(board.Pt(dr, dc))) != gomoku.Empty {
					return q
				}
			}
		}
	}
}

// BenchmarkForbiddenPoints lists all of Black's renju forbidden points of
// random 15×15 midgame positions (40 and 80 stones), one position per op:
// the query of package gomoku on a board (algo=scan: the board read into
// bit rows, each point checked) against a read of the pattern tables.
func BenchmarkForbiddenPoints(b *testing.B) {
	for _, stones := range []int{40, 80} {
		ps, _, boards := midgames(64, stones)
		name := "stones=" + itoa(stones)
		b.Run("algo=scan/"+name, cycle(len(boards), func(_, k int) {
			for range gomoku.ForbiddenPoints(boards[k], gomoku.Black, gomoku.Renju) {
			}
		}))
		b.Run("algo=pattern/"+name, cycle(len(ps), func(_, k int) {
			for range ps[k].ForbiddenPoints(gomoku.Black) {
			}
		}))
	}
}

// BenchmarkMove is a move on random 15×15 midgame positions (40 and 80
// stones) with the forbidden points of the whole board listed after it
// (op=move+forbidden: the update, the query and the undo), and a move and
// its undo alone (op=play+undo). The scan of package gomoku has no update
// beyond setting the stone, so for it the op is the scan.
func BenchmarkMove(b *testing.B) {
	for _, stones := range []int{40, 80} {
		ps, next, boards := midgames(64, stones)
		name := "stones=" + itoa(stones)
		colour := func(i int) gomoku.Stone { return gomoku.Stone(1 + i&1) }
		b.Run("algo=scan/op=move+forbidden/"+name, cycle(len(ps), func(i, k int) {
			boards[k].Set(next[k], colour(i))
			for range gomoku.ForbiddenPoints(boards[k], gomoku.Black, gomoku.Renju) {
			}
			boards[k].Set(next[k], gomoku.Empty)
		}))
		b.Run("algo=pattern/op=move+forbidden/"+name, cycle(len(ps), func(i, k int) {
			ps[k].Place(next[k], colour(i))
			for range ps[k].ForbiddenPoints(gomoku.Black) {
			}
			ps[k].Undo()
		}))
		b.Run("algo=pattern/op=play+undo/"+name, cycle(len(ps), func(i, k int) {
			ps[k].Place(next[k], colour(i))
			ps[k].Undo()
		}))
	}
}

// cycle returns a benchmark that reports allocations and calls op once
// per op with the op's number i and k = i mod n, the position it is on.
// It collects the garbage of the set-up first, so that no collection
// runs during the loop (its write barriers would be counted in the op).
func cycle(n int, op func(i, k int)) func(*testing.B) {
	return func(b *testing.B) {
		runtime.GC()
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			op(i, i%n)
		}
	}
}

// itoa returns the decimal text of n ≥ 0.
func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// BenchmarkPlace is a stone placed and taken back (Place and Undo) on
// random 15×15 renju midgame positions (40 and 80 stones), alternating
// colours, one position per op: the cost that a search pays per node, in
// the per-line core (impl=new) and in the position it replaced
// (impl=old, the tests' oracle). Compare with benchstat -col /impl.
func BenchmarkPlace(b *testing.B) {
	for _, stones := range []int{40, 80} {
		ps, next, boards := midgames(64, stones)
		olds := make([]*pattern.OldPosition, len(boards))
		for k, bd := range boards {
			olds[k] = pattern.OldFrom(bd, gomoku.Renju)
		}
		name := "/stones=" + itoa(stones)
		b.Run("impl=old"+name, cycle(len(olds), func(i, k int) {
			oldPlaceUndo(olds[k], next[k], gomoku.Stone(1+i&1))
		}))
		b.Run("impl=new"+name, cycle(len(ps), func(i, k int) {
			placeUndo(ps[k], next[k], gomoku.Stone(1+i&1))
		}))
	}
}

// placeUndo places s at q on pos and takes it back. It is a function of
// its own so that a profiler can count its instructions (with
// GODEBUG=asyncpreemptoff=1, which callgrind needs):
//
//	valgrind --tool=callgrind --toggle-collect='*placeUndo*' ./pattern.test -test.run='^$' -test.bench=Place/impl=new -test.benchtime=40000x
//
//go:noinline
func placeUndo(pos *pattern.Position, q board.Point, s gomoku.Stone) {
	pos.Place(q, s)
	pos.Undo()
}

// oldPlaceUndo is placeUndo on the old position ('*oldPlaceUndo*').
//
//go:noinline
func oldPlaceUndo(pos *pattern.OldPosition, q board.Point, s gomoku.Stone) {
	pos.Place(q, s)
	pos.Undo()
}
