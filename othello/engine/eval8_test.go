package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
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

// TestOthelloFastPath holds the 8×8 fast path of Choose to the generic
// search: from positions of the opening, the midgame and the endgame, at
// each level, with and without a seed, the same move, score, depth and
// nodes.
func TestOthelloFastPath(t *testing.T) {
	ctx := context.Background()
	for _, plies := range []int{6, 24, 44, 50, 54} {
		g := randomGame(rand.New(rand.NewPCG(uint64(plies), 9)), plies)
		if g.Over() {
			continue
		}
		for level := 1; level <= MaxLevel; level++ {
			seed := uint64(plies+level) % 2 * 7 // half the searches with noise
			t.Run(fmt.Sprintf("plies=%d/level=%d/seed=%d", plies, level, seed), func(t *testing.T) {
				fast := Engine{Level: level, Seed: seed}
				slow := withSearchers(&Engine{Level: level, Seed: seed}, false, true)
				want, err := slow.Choose(ctx, g)
				if err != nil {
					t.Fatal(err)
				}
				got, err := fast.Choose(ctx, g)
				if err != nil {
					t.Fatal(err)
				}
				got.Elapsed, want.Elapsed = 0, 0
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("fast path:\n%+v\nwant\n%+v", got, want)
				}
			})
		}
	}
}
