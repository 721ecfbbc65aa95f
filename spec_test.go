package board_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/tictactoe"
)

// checkSpec plays random games with spec and holds it to its invariants
// after each move: the position text read back is the same position with
// the same side to move, each legal move's notation reads back as the
// move, and Side names the side to move.
func checkSpec[C comparable, G board.Game[C, G]](t *testing.T, spec board.Spec[C, G], games int) {
	t.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	for range games {
		g, err := spec.New()
		if err != nil {
			t.Fatal(err)
		}
		if g.Size() != spec.Size || spec.Side(g.Turn()) != 0 {
			t.Fatalf("%s: New: size %d, side %d to move", spec.Name, g.Size(), spec.Side(g.Turn()))
		}
		for {
			text := spec.FormatPosition(g)
			h, err := spec.ParsePosition(text)
			if err != nil {
				t.Fatalf("%s: ParsePosition(%q): %v", spec.Name, text, err)
			}
			if spec.FormatPosition(h) != text || h.Turn() != g.Turn() || h.Over() != g.Over() {
				t.Fatalf("%s: %q read back as %q, turn %v/%v", spec.Name, text, spec.FormatPosition(h), h.Turn(), g.Turn())
			}
			if g.Over() {
				break
			}
			moves := board.AppendMoves(nil, g)
			for _, p := range moves {
				s := spec.FormatMove(p, g.Size())
				if q, err := spec.ParseMove(s, g.Size()); err != nil || q != p {
					t.Fatalf("%s: move %v written %q read back as %v, %v", spec.Name, p, s, q, err)
				}
			}
			turn := g.Turn()
			if err := g.Play(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
			if spec.Skipped(g) != (!g.Over() && g.Turn() == turn) {
				t.Fatalf("%s: Skipped %t after a move of %v, %v to move", spec.Name, spec.Skipped(g), turn, g.Turn())
			}
		}
	}
}

func TestSpecs(t *testing.T) {
	checkSpec(t, othello.Spec(8), 20)
	checkSpec(t, othello.Spec(4), 50)
	checkSpec(t, gomoku.Spec(7, gomoku.Renju), 20)
	checkSpec(t, gomoku.Spec(15, gomoku.Freestyle), 3)
	checkSpec(t, tictactoe.Spec(), 50)
}

func TestSpecErrors(t *testing.T) {
	if _, err := othello.Spec(8).ParseMove("i9", 8); err == nil {
		t.Error("Othello(8) reads i9")
	}
	if _, err := tictactoe.Spec().NewGame(4); err == nil {
		t.Error("TicTacToe makes a 4x4 game")
	}
	if _, err := gomoku.Spec(9, gomoku.Renju).ParsePosition(".........\n........."); err == nil {
		t.Error("Gomoku reads a position over two lines")
	}
	if _, err := othello.Spec(8).ParsePosition("XO X"); err == nil {
		t.Error("Othello reads 2 squares")
	}
}

func ExampleSpec() {
	// A program that speaks of a game in text reads and writes its
	// positions and moves through the game's Spec.
	spec := tictactoe.Spec()
	g, _ := spec.ParsePosition("X...O....")
	p, _ := spec.ParseMove("c3", g.Size())
	g.Play(p)
	fmt.Println(spec.FormatPosition(g), spec.SideNames[spec.Side(g.Turn())], "to move")
	fmt.Println(spec.Skipped(g))
	// Output:
	// X...O...X o to move
	// false
}
