package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
)

// randomGame plays plies random moves on a new 8×8 game, fewer if it
// ends first.
func randomGame(rng *rand.Rand, plies int) *othello.Game {
	g := newOthello8()
	for range boardtest.RandomMoves(g, rng, plies) {
	}
	return g
}

// TestHandEval holds the hand-written evaluation, on the walker, to its
// oracle on the bitboards, and the square values of the 8×8 ordering to
// the generic ones, on every position of 200 random games and on 2,000
// random boards that play could not reach.
func TestHandEval(t *testing.T) {
	var e handEval
	check := func(b bitboard.Bitboard) {
		t.Helper()
		p, _ := b.Position(othello.Black)
		got := e.evalBoard(p, othello.Black)
		if want := eval8(b.Mover, b.Opponent); got != want {
			t.Fatalf("hand-written evaluation of %s = %d, the oracle %d", b.Text(othello.Black), got, want)
		}
		for s := range 64 {
			want := squareValue(p, board.Pt(s/8, s%8))
			if got := squareValue8(b.Mover|b.Opponent, s); got != want {
				t.Fatalf("squareValue8 of %v in %s = %d, want %d", bitboard.Square(s), b.Text(othello.Black), got, want)
			}
		}
	}
	n := 0
	for seed := range uint64(200) {
		rng := rand.New(rand.NewPCG(seed, 8))
		g := newOthello8()
		for range boardtest.RandomMoves(g, rng, -1) {
			b, _ := bitboard.FromPosition(g.Position())
			check(b)
			n++
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		me := rng.Uint64() & rng.Uint64()
		opp := rng.Uint64() &^ me
		if rng.IntN(2) == 0 {
			opp &= rng.Uint64()
		}
		check(bitboard.Bitboard{Mover: me, Opponent: opp})
		n++
	}
	t.Logf("%d positions", n)
}

// TestOthelloFastPath holds the 8×8 search of Choose (package pvs) to
// the generic search: from positions of the opening, the midgame and the
// endgame, at each level, the same score, depth and exactness, and a
// legal move; with a seed, the same choice from two engines.
func TestOthelloFastPath(t *testing.T) {
	ctx := context.Background()
	for _, plies := range []int{6, 24, 44, 50, 54} {
		g := randomGame(rand.New(rand.NewPCG(uint64(plies), 9)), plies)
		if g.Over() {
			continue
		}
		for level := 1; level <= MaxLevel; level++ {
			t.Run(fmt.Sprintf("plies=%d/level=%d", plies, level), func(t *testing.T) {
				fast := Engine{Level: level}
				slow := withSearchers(&Engine{Level: level}, false, true)
				want, err := slow.Choose(ctx, g)
				if err != nil {
					t.Fatal(err)
				}
				got, err := fast.Choose(ctx, g)
				if err != nil {
					t.Fatal(err)
				}
				if got.Score != want.Score || got.Depth != want.Depth || got.Exact != want.Exact || !slices.Contains(g.AppendMoves(nil), got.Move) {
					t.Errorf("fast path:\n%+v\nwant\n%+v", got, want)
				}
				a, _ := (&Engine{Level: level, Seed: 7}).Choose(ctx, g)
				b, _ := (&Engine{Level: level, Seed: 7}).Choose(ctx, g)
				a.Elapsed, b.Elapsed = 0, 0
				if fmt.Sprint(a) != fmt.Sprint(b) || !slices.Contains(g.AppendMoves(nil), a.Move) {
					t.Errorf("seed 7: %v, then %v", a, b)
				}
			})
		}
	}
}
