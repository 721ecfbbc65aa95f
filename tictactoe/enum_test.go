package tictactoe_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/tictactoe"
)

// tree holds what a walk of the whole game tree finds.
type tree struct {
	nodes, games     int
	wins             map[tictactoe.Mark]int
	legal, final     map[string]tictactoe.State // by board text
	maxDepth, minEnd int
}

// walkTree plays every game from the empty board with Game.Play and
// Game.Undo, recording every position reached and every game end.
func walkTree() *tree {
	t := &tree{wins: map[tictactoe.Mark]int{}, legal: map[string]tictactoe.State{}, final: map[string]tictactoe.State{}, minEnd: 99}
	g := tictactoe.NewGame()
	var visit func(depth int)
	visit = func(depth int) {
		t.nodes++
		b := g.Board()
		st := b.State()
		t.legal[b.String()] = st
		if g.Over() != st.Final() || g.Winner() != st.Winner() {
			panic(fmt.Sprintf("%v: game over %v, winner %v; board state %v", b, g.Over(), g.Winner(), st))
		}
		if g.Over() {
			t.games++
			t.wins[g.Winner()]++
			t.final[b.String()] = st
			t.minEnd = min(t.minEnd, depth)
			return
		}
		t.maxDepth = max(t.maxDepth, depth)
		for p := range g.Moves() {
			if err := g.Play(p); err != nil {
				panic(err)
			}
			visit(depth + 1)
			g.Undo()
		}
	}
	visit(0)
	return t
}

// TestGameTree checks the published counts of tic-tac-toe: 255,168 games
// (131,184 won by X, 77,904 by O, 46,080 drawn) and 549,946 nodes in the
// game tree; 5,478 legal positions (765 up to symmetry) of which 958 are
// final (138 up to symmetry).
func TestGameTree(t *testing.T) {
	tr := walkTree()
	got := map[string]int{
		"nodes": tr.nodes, "games": tr.games,
		"X wins": tr.wins[tictactoe.X], "O wins": tr.wins[tictactoe.O], "draws": tr.wins[tictactoe.Empty],
		"legal": len(tr.legal), "legal/sym": symmetryClasses(tr.legal),
		"final": len(tr.final), "final/sym": symmetryClasses(tr.final),
		"shortest game": tr.minEnd,
	}
	want := map[string]int{
		"nodes": 549946, "games": 255168,
		"X wins": 131184, "O wins": 77904, "draws": 46080,
		"legal": 5478, "legal/sym": 765,
		"final": 958, "final/sym": 138,
		"shortest game": 5,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("game tree counts (-want +got):\n%s", diff)
	}
}

// TestClassifyAll classifies all 3^9 boards and checks that the legal ones
// are exactly the positions the game tree reaches, the final ones exactly
// its game ends, with the same state.
func TestClassifyAll(t *testing.T) {
	tr := walkTree()
	legal, final := 0, 0
	for _, b := range allBoards() {
		s := b.State()
		want, reached := tr.legal[b.String()]
		if s.Legal() != reached || (reached && s != want) {
			t.Errorf("%v: State = %v, game tree says reached %v as %v", b, s, reached, want)
		}
		_, isEnd := tr.final[b.String()]
		if s.Final() != isEnd {
			t.Errorf("%v: Final = %v, game tree says %v", b, s.Final(), isEnd)
		}
		if s.Legal() {
			legal++
		}
		if s.Final() {
			final++
		}
	}
	if legal != 5478 || final != 958 {
		t.Errorf("classified %d legal and %d final boards, want 5478 and 958", legal, final)
	}
}

// boardFromIndex returns the board whose cell i holds digit i of n in base 3.
func boardFromIndex(n int) *tictactoe.Board {
	b := tictactoe.NewBoard()
	for i := range 9 {
		b.Set(board.Pt(i/3, i%3), tictactoe.Mark(n%3))
		n /= 3
	}
	return b
}

// allBoards returns the 3^9 boards of every filling of the cells,
// legal or not, in the order of boardFromIndex.
func allBoards() []*tictactoe.Board {
	boards := make([]*tictactoe.Board, 19683)
	for i := range boards {
		boards[i] = boardFromIndex(i)
	}
	return boards
}

// symmetryClasses counts the boards of set up to the 8 symmetries of the
// square, keeping the least text of each orbit.
func symmetryClasses(set map[string]tictactoe.State) int {
	classes := map[string]bool{}
	for s := range set {
		least := s
		for _, img := range images(s) {
			least = min(least, img)
		}
		classes[least] = true
	}
	return len(classes)
}

// images returns the 8 images of board text s under the rotations and
// reflections of the square.
func images(s string) []string {
	transforms := []func(r, c int) (int, int){
		func(r, c int) (int, int) { return r, c },
		func(r, c int) (int, int) { return c, 2 - r },
		func(r, c int) (int, int) { return 2 - r, 2 - c },
		func(r, c int) (int, int) { return 2 - c, r },
		func(r, c int) (int, int) { return r, 2 - c },
		func(r, c int) (int, int) { return 2 - r, c },
		func(r, c int) (int, int) { return c, r },
		func(r, c int) (int, int) { return 2 - c, 2 - r },
	}
	var out []string
	for _, f := range transforms {
		b := []byte(s)
		for i := range 9 {
			r, c := f(i/3, i%3)
			b[r*3+c] = s[i]
		}
		out = append(out, string(b))
	}
	return out
}
