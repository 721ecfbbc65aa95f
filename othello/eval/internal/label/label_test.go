package main

import (
	"context"
	"math/bits"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval"
	"github.com/seed131617c4/board/othello/eval/internal/corpus"
	"github.com/seed131617c4/board/othello/eval/internal/dataset"
)

// TestLabel holds the labels of a few training games, those of the
// principal variations too, to the scores that the solver finds for each
// position on its own.
func TestLabel(t *testing.T) {
	pos, _, err := corpus.Load(sharedtest.Path(t, "othello", "wthor"), func(g int) bool { return g < 40 })
	if err != nil {
		t.Fatal(err)
	}
	n, fromPV := 0, 0
	for _, g := range games(pos, 1, false)[:8] {
		rs := label(context.Background(), g, 10, 14)
		if len(rs) < 5 {
			t.Fatalf("game %d: %d records, want at least 5", g[0].Game, len(rs))
		}
		inGame := map[[2]uint64]bool{}
		for _, p := range g {
			inGame[[2]uint64{p.Player, p.Opponent}] = true
		}
		for _, r := range rs {
			want, err := solveOne(context.Background(), r.Player, r.Opponent)
			if err != nil {
				t.Fatal(err)
			}
			if int(r.Score) != want.Score || r.Kind != dataset.Exact || int(r.Game) != g[0].Game {
				t.Errorf("record %+v, want the score %d of game %d", r, want.Score, g[0].Game)
			}
			if !inGame[[2]uint64{r.Player, r.Opponent}] {
				fromPV++
			}
			n++
		}
	}
	if fromPV == 0 {
		t.Errorf("no position of %d came from a principal variation", n)
	}
	t.Logf("%d records, %d from principal variations", n, fromPV)
}

// TestSearchExact holds a bootstrap search deep enough to reach the end of
// the game to the solver's exact scores.
func TestSearchExact(t *testing.T) {
	pos, _, err := corpus.Load(sharedtest.Path(t, "othello", "wthor"), func(g int) bool { return g < 30 })
	if err != nil {
		t.Fatal(err)
	}
	b := bootstrap{w: new(eval.Weights), depth: 64, leaf: 0}
	n := 0
	for _, g := range games(pos, 2, false) {
		rs := b.labelSearch(context.Background(), g, 9, 9)
		for _, r := range rs {
			want, err := solveOne(context.Background(), r.Player, r.Opponent)
			if err != nil {
				t.Fatal(err)
			}
			if int(r.Score) != want.Score || r.Kind != dataset.Search {
				t.Errorf("record %+v, want the score %d", r, want.Score)
			}
			n++
		}
	}
	if n < 20 {
		t.Errorf("%d positions, want 20", n)
	}
}

// TestSiblings wants siblings of the range's positions that the game does
// not reach, with the empties of their game position, the same from the
// same seed and different from another.
func TestSiblings(t *testing.T) {
	g, inGame := firstGame(t)
	s := siblings(g, 12, 20, 1, true, 7)
	if len(s) < 5 {
		t.Fatalf("%d siblings, want at least 5", len(s))
	}
	for _, p := range s {
		b := bitboard.Bitboard{Mover: p.Player, Opponent: p.Opponent}
		if e := bits.OnesCount64(b.Empties()); e != p.Empties || e < 12 || e > 20 || b.Legal() == 0 || inGame[[2]uint64{p.Player, p.Opponent}] {
			t.Errorf("sibling %+v: %d empties, %d moves, in the game %v", p, e, bits.OnesCount64(b.Legal()), inGame[[2]uint64{p.Player, p.Opponent}])
		}
	}
	if diff := cmp.Diff(s, siblings(g, 12, 20, 1, true, 7)); diff != "" {
		t.Errorf("siblings from the same seed (-first +second):\n%s", diff)
	}
	if all := siblings(g, 12, 20, 1, false, 7); len(all) != len(g)+len(s) {
		t.Errorf("%d positions with the game's, want %d", len(all), len(g)+len(s))
	}
	if cmp.Equal(s, siblings(g, 12, 20, 1, true, 8)) {
		t.Error("the same siblings from another seed")
	}
}

// TestDeviations wants positions with the asked empty squares and a move
// to play, most of them off the game, the same from the same seed and
// different from another.
func TestDeviations(t *testing.T) {
	g, inGame := firstGame(t)
	d := deviations(g, 14, 8, 3)
	if len(d) < 6 {
		t.Fatalf("%d deviations of 8, want at least 6", len(d))
	}
	off := 0
	for _, p := range d {
		b := bitboard.Bitboard{Mover: p.Player, Opponent: p.Opponent}
		if e := bits.OnesCount64(b.Empties()); e != 14 || p.Empties != 14 || b.Legal() == 0 || b.Check() != nil || p.Game != g[0].Game {
			t.Errorf("deviation %+v: %d empties, %d moves, check %v", p, e, bits.OnesCount64(b.Legal()), b.Check())
		}
		if !inGame[[2]uint64{p.Player, p.Opponent}] {
			off++
		}
	}
	if off < len(d)/2 {
		t.Errorf("%d of %d deviations off the game, want most", off, len(d))
	}
	if diff := cmp.Diff(d, deviations(g, 14, 8, 3)); diff != "" {
		t.Errorf("deviations from the same seed (-first +second):\n%s", diff)
	}
	if cmp.Equal(d, deviations(g, 14, 8, 4)) {
		t.Error("the same deviations from another seed")
	}
}

// TestGreedy holds greedy to the move after which eval.Score is lowest
// for the opponent.
func TestGreedy(t *testing.T) {
	b, _ := bitboard.Start(8)
	for range 30 {
		moves := b.Legal()
		if moves == 0 {
			break
		}
		m := greedy(b, moves)
		next, _ := b.Play(bitboard.Square(m))
		got := eval.Score(next.Mover, next.Opponent)
		for x := moves; x != 0; x &= x - 1 {
			n, _ := b.Play(bitboard.Square(bits.TrailingZeros64(x)))
			if v := eval.Score(n.Mover, n.Opponent); v < got {
				t.Fatalf("greedy plays %d (opponent's score %d), but %d gives %d", m, got, bits.TrailingZeros64(x), v)
			}
		}
		b = next
	}
}

// TestGamesHeldout wants the held-out games and the training games to
// split the archive by the game's number, as the fit does.
func TestGamesHeldout(t *testing.T) {
	pos, _, err := corpus.Load(sharedtest.Path(t, "othello", "wthor"), func(g int) bool { return g < 50 })
	if err != nil {
		t.Fatal(err)
	}
	train, held := games(pos, 1, false), games(pos, 1, true)
	for _, g := range held {
		if g[0].Game%10 != 0 {
			t.Errorf("held-out game %d", g[0].Game)
		}
	}
	for _, g := range train {
		if g[0].Game%10 == 0 {
			t.Errorf("training game %d", g[0].Game)
		}
	}
	if len(held) != 5 || len(train)+len(held) != 50 {
		t.Errorf("%d held out and %d to train on, want 5 and 45", len(held), len(train))
	}
}

// TestSelfPlay wants positions with the asked empty squares and a move to
// play, of different games, the same from the same seed and game and
// different from another.
func TestSelfPlay(t *testing.T) {
	s := selfPlay(17, 16, 10, 5)
	if len(s) < 8 {
		t.Fatalf("%d self-play positions of 10, want at least 8", len(s))
	}
	seen := map[[2]uint64]bool{}
	for _, p := range s {
		b := bitboard.Bitboard{Mover: p.Player, Opponent: p.Opponent}
		if e := bits.OnesCount64(b.Empties()); e != 16 || p.Empties != 16 || b.Legal() == 0 || b.Check() != nil || p.Game != 17 {
			t.Errorf("position %+v: %d empties, %d moves, check %v", p, e, bits.OnesCount64(b.Legal()), b.Check())
		}
		seen[[2]uint64{p.Player, p.Opponent}] = true
	}
	if len(seen) < len(s)-1 {
		t.Errorf("%d distinct positions of %d", len(seen), len(s))
	}
	if diff := cmp.Diff(s, selfPlay(17, 16, 10, 5)); diff != "" {
		t.Errorf("self-play from the same seed (-first +second):\n%s", diff)
	}
	if cmp.Equal(s, selfPlay(18, 16, 10, 5)) || cmp.Equal(s, selfPlay(17, 16, 10, 6)) {
		t.Error("the same self-play from another game or seed")
	}
}

// firstGame returns the first training game of the archive's first 20 in
// the order of seed 1, and the set of its positions.
func firstGame(t *testing.T) ([]corpus.Position, map[[2]uint64]bool) {
	t.Helper()
	pos, _, err := corpus.Load(sharedtest.Path(t, "othello", "wthor"), func(g int) bool { return g < 20 })
	if err != nil {
		t.Fatal(err)
	}
	g := games(pos, 1, false)[0]
	inGame := map[[2]uint64]bool{}
	for _, p := range g {
		inGame[[2]uint64{p.Player, p.Opponent}] = true
	}
	return g, inGame
}
