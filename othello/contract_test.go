package othello

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/othello/internal/zkeys"
)

// TestContract runs the conformance kit of board.Game on every board size
// from 4 to 10, rebuilding each position with NewGameFrom so that the
// incremental hash is checked against one computed from the position. The
// rebuild also counts the positions where the side that moved last is to
// move again, after a forced pass, to show that the kit met them.
func TestContract(t *testing.T) {
	for _, tc := range []struct{ n, games int }{{4, 80}, {6, 30}, {8, 10}, {10, 3}} {
		passes := 0
		rebuild := func(g *Game) (*Game, error) {
			if c := g.Turn(); c != Empty && g.Len() > 0 && g.hist[len(g.hist)-1].m.Color == c {
				passes++
			}
			return NewGameFrom(g.Position())
		}
		newGame := func() *Game {
			g, err := NewGame(tc.n)
			if err != nil {
				t.Fatal(err)
			}
			return g
		}
		boardtest.Run(t, newGame, boardtest.Config[*Game]{Games: tc.games, Seed: uint64(tc.n), Rebuild: rebuild})
		t.Logf("size %d: %d games, %d positions after a forced pass", tc.n, tc.games, passes)
		if passes == 0 && tc.n <= 8 {
			t.Errorf("size %d: the kit met no forced pass; play more games", tc.n)
		}
	}
	// The zero Game is an 8×8 game.
	boardtest.Run(t, func() *Game { g, _ := NewGame(8); return g }, boardtest.Config[*Game]{Games: 5, Seed: 99, Zero: true})
}

// TestHashTransposition walks the game tree to a few plies and checks that
// every position reached by two move orders has one hash, and that
// different positions (or sides to move) have different hashes.
func TestHashTransposition(t *testing.T) {
	for _, tc := range []struct{ n, depth, wantTranspositions int }{{4, 9, 1}, {6, 6, 1}, {8, 5, 1}} {
		g, _ := NewGame(tc.n)
		byText := map[string]uint64{}
		byHash := map[uint64]string{}
		transpositions, over := 0, 0
		var walk func(d int)
		walk = func(d int) {
			text := g.Position().Text()
			if g.Over() {
				// The side that would have moved next is not part of
				// the state.
				text = text[:tc.n*tc.n] + " over"
				over++
			}
			h := g.Hash()
			if h2, ok := byText[text]; ok {
				transpositions++
				if h2 != h {
					t.Fatalf("size %d: %s reached by %s has hash %#x, and %#x by another order", tc.n, text, g.Transcript(), h, h2)
				}
			}
			byText[text] = h
			if other, ok := byHash[h]; ok && other != text {
				t.Fatalf("size %d: %s and %s share the hash %#x", tc.n, text, other, h)
			}
			byHash[h] = text
			if d == 0 {
				return
			}
			for _, pt := range slices.Collect(g.Moves()) {
				if err := g.Play(pt); err != nil {
					t.Fatal(err)
				}
				walk(d - 1)
				g.Undo()
			}
		}
		walk(tc.depth)
		t.Logf("size %d, depth %d: %d positions, %d transpositions, %d over", tc.n, tc.depth, len(byText), transpositions, over)
		if transpositions < tc.wantTranspositions {
			t.Errorf("size %d: %d transpositions, want at least %d", tc.n, transpositions, tc.wantTranspositions)
		}
	}
	// By hand: d3 c3 b3 d6 e6 and d3 c3 e6 d6 b3 reach one position.
	a, _ := ParseTranscript(8, "d3 c3 b3 d6 e6")
	b, _ := ParseTranscript(8, "d3 c3 e6 d6 b3")
	if !a.Position().Equal(b.Position()) || a.Hash() != b.Hash() {
		t.Errorf("transposition: positions equal %v, hashes %#x and %#x", a.Position().Equal(b.Position()), a.Hash(), b.Hash())
	}
}

// TestHashTurn checks that the side to move is part of the hash, the turn
// after a forced pass included, and that the game over state adds no turn
// key.
func TestHashTurn(t *testing.T) {
	p, _ := ParsePosition("-----OX--XO----- X")
	q, _ := ParsePosition("-----OX--XO----- O")
	g, _ := NewGameFrom(p)
	h, _ := NewGameFrom(q)
	if g.Hash() == h.Hash() || g.Hash()^h.Hash() != zkeys.White() {
		t.Errorf("hashes %#x and %#x differ by %#x, want the White key %#x", g.Hash(), h.Hash(), g.Hash()^h.Hash(), zkeys.White())
	}
	// After b1 c1 d3 a1 Black must pass: White is to move, in the hash too.
	g, _ = ParseTranscript(4, "b1 c1 d3 a1")
	if g.Turn() != White || g.Hash() != g.hash^zkeys.White() {
		t.Errorf("after a forced pass: Turn %v, hash %#x, discs %#x", g.Turn(), g.Hash(), g.hash)
	}
	g, _ = ParseTranscript(4, "c4 b4 a3 d2 d3 a4 d1 d4 c1 a2 b1")
	if !g.Over() || g.Hash() != g.hash || g.hash != discHash(g.pos) {
		t.Errorf("game over: hash %#x, discs %#x, from the board %#x", g.Hash(), g.hash, discHash(g.pos))
	}
	g.Reset()
	s, _ := NewGame(4)
	if g.Hash() != s.Hash() {
		t.Errorf("Reset: hash %#x, want %#x", g.Hash(), s.Hash())
	}
}

// TestZeroGame checks that every method works on the zero Game, as on a
// new 8×8 game.
func TestZeroGame(t *testing.T) {
	want, _ := NewGame(8)
	for name, f := range map[string]func(g *Game) any{
		"Turn":       func(g *Game) any { return g.Turn() },
		"Over":       func(g *Game) any { return g.Over() },
		"Moves":      func(g *Game) any { return slices.Collect(g.Moves()) },
		"Undo":       func(g *Game) any { return g.Undo() },
		"Len":        func(g *Game) any { return g.Len() },
		"History":    func(g *Game) any { return len(slices.Collect(g.History())) },
		"Placements": func(g *Game) any { return len(slices.Collect(g.Placements())) },
		"Winner":     func(g *Game) any { return g.Winner() },
		"Score":      func(g *Game) any { b, w := g.Score(); return [2]int{b, w} },
		"At":         func(g *Game) any { return g.At(board.Pt(3, 3)) },
		"Size":       func(g *Game) any { return g.Size() },
		"Count":      func(g *Game) any { return g.Count(Empty) },
		"Hash":       func(g *Game) any { return g.Hash() },
		"String":     func(g *Game) any { return g.String() },
		"Transcript": func(g *Game) any { return g.Transcript() },
		"Position":   func(g *Game) any { return g.Position().Text() },
		"Start":      func(g *Game) any { return g.Start().Text() },
		"Clone":      func(g *Game) any { return g.Clone().Hash() },
		"Reset":      func(g *Game) any { g.Reset(); return g.Hash() },
		"Pass":       func(g *Game) any { return fmt.Sprint(g.Pass()) },
		"Play":       func(g *Game) any { return fmt.Sprint(g.Play(board.Pt(4, 5)), g.Hash()) },
		"PlayTranscript": func(g *Game) any {
			return fmt.Sprint(g.PlayTranscript("f5d6"), g.Transcript())
		},
	} {
		var g Game
		w := want.Clone()
		if got, want := f(&g), f(w); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s of the zero Game = %v, of NewGame(8) %v", name, got, want)
		}
	}
}

// TestNewGameFrom checks the errors of NewGameFrom: board.ErrSize for a
// Position without a board, board.ErrPosition for discs no game can
// place, and none for a position of a game.
func TestNewGameFrom(t *testing.T) {
	for _, tc := range []struct {
		p    *Position
		want error
	}{
		{nil, board.ErrSize},
		{new(Position), board.ErrSize},
		{mustParse(t, "-----OX--X------ X"), board.ErrPosition}, // c3 empty
		{mustParse(t, "X-----"+"------"+"--OX--"+"--XO--"+"------"+"------ O"), board.ErrPosition}, // a1 cut off
		{mustParse(t, "------"+"-X----"+"--OX--"+"--XO--"+"------"+"------ O"), nil},               // b2 touches c3
		{mustParse(t, "X----OX--XO----- O"), nil},                                                  // on 4×4 every square touches the centre
		{mustParse(t, "OOO--XX--XXX---- X"), nil},                                                  // a pass is due
		{mustParse(t, "-XXX"+"OOXX"+"OOOX"+"OOOO X"), nil},                                         // over
	} {
		g, err := NewGameFrom(tc.p)
		if !errors.Is(err, tc.want) || (err == nil) != (tc.want == nil) || (err == nil) != (g != nil) {
			t.Errorf("NewGameFrom(%v) = %v, %v; want %v", tc.p, g, err, tc.want)
		}
	}
}

func mustParse(t *testing.T, s string) *Position {
	t.Helper()
	p, err := ParsePosition(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
