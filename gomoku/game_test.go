package gomoku_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// playAll plays moves given in renju notation, failing on any error.
func playAll(t *testing.T, g *gomoku.Game, moves ...string) {
	t.Helper()
	for _, m := range moves {
		p, err := gomoku.ParseRenju(m, g.Size())
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(p); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
}

func mustGame(t *testing.T, size int, r gomoku.Rule) *gomoku.Game {
	t.Helper()
	g, err := gomoku.NewGame(size, r)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestGameFive(t *testing.T) {
	g := mustGame(t, 15, gomoku.Freestyle)
	playAll(t, g, "h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4")
	if g.Over() || g.Turn() != gomoku.Black {
		t.Fatalf("over %v, turn %v after 8 moves", g.Over(), g.Turn())
	}
	playAll(t, g, "g8")
	want := gomoku.Result{Winner: gomoku.Black, Five: gomoku.Five{Stone: gomoku.Black, Start: board.Pt(7, 6), Axis: board.Horizontal, Len: 5}}
	if diff := cmp.Diff(want, g.Result()); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
	if got := g.Result().String(); got != "black wins with black horizontal 5 (7,6)-(7,10)" {
		t.Errorf("result %q", got)
	}
	err := g.Play(board.Pt(0, 0))
	if !errors.Is(err, gomoku.ErrGameOver) {
		t.Errorf("move after the end: %v, want ErrGameOver", err)
	}
	if p, ok := g.Undo(); !ok || p != board.Pt(7, 6) || g.Over() || g.Turn() != gomoku.Black {
		t.Errorf("Undo = %v, %v; over %v, turn %v", p, ok, g.Over(), g.Turn())
	}
	if len(g.Moves()) != 8 || g.At(board.Pt(7, 6)) != gomoku.Empty {
		t.Errorf("after Undo: %d moves, g8 holds %v", len(g.Moves()), g.At(board.Pt(7, 6)))
	}
}

func TestGameErrors(t *testing.T) {
	g := mustGame(t, 9, gomoku.Standard)
	playAll(t, g, "e5")
	var me *gomoku.MoveError
	for _, tt := range []struct {
		p    board.Point
		want error
	}{
		{board.Pt(4, 4), gomoku.ErrOccupied},
		{board.Pt(9, 0), gomoku.ErrOffBoard},
		{board.Pt(-1, 3), gomoku.ErrOffBoard},
	} {
		err := g.Play(tt.p)
		if !errors.Is(err, tt.want) || !errors.As(err, &me) || me.Move != tt.p || me.Stone != gomoku.White {
			t.Errorf("Play%v = %v, want a MoveError for white matching %v", tt.p, err, tt.want)
		}
	}
	if len(g.Moves()) != 1 || g.Turn() != gomoku.White {
		t.Errorf("refused moves changed the game: %v", g.Moves())
	}
	if _, err := gomoku.NewGame(4, gomoku.Renju); !errors.Is(err, board.ErrSize) {
		t.Errorf("NewGame(4): %v, want ErrSize", err)
	}
	if _, err := gomoku.NewGame(15, gomoku.Rule(9)); !errors.Is(err, gomoku.ErrRule) {
		t.Errorf("NewGame(rule 9): %v, want ErrRule", err)
	}
	if _, ok := mustGame(t, 5, gomoku.Omok).Undo(); ok {
		t.Error("Undo on a new game reported a move")
	}
}

// TestGameRenjuFoul: Black's double-three loses under renju; under omok
// the same move is refused and Black plays elsewhere; under freestyle it
// is an ordinary move.
func TestGameRenjuFoul(t *testing.T) {
	moves := []string{"h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7"}
	foul := "j8" // h8 i8 j8 on the row, j8 j9 j10 on the column

	g := mustGame(t, 15, gomoku.Renju)
	playAll(t, g, moves...)
	p, _ := gomoku.ParseRenju(foul, 15)
	if f := g.Forbidden(p); f != gomoku.DoubleThree {
		t.Fatalf("Forbidden(%s) = %v, want double-three", foul, f)
	}
	if err := g.Play(p); err != nil {
		t.Fatal(err)
	}
	want := gomoku.Result{Winner: gomoku.White, Foul: gomoku.DoubleThree}
	if diff := cmp.Diff(want, g.Result()); diff != "" {
		t.Errorf("renju result (-want +got):\n%s", diff)
	}
	if got := g.Result().String(); got != "white wins: black played a double-three" {
		t.Errorf("result %q", got)
	}

	g = mustGame(t, 15, gomoku.Omok)
	playAll(t, g, moves...)
	err := g.Play(p)
	var me *gomoku.MoveError
	if !errors.Is(err, gomoku.ErrForbidden) || !errors.As(err, &me) || me.Foul != gomoku.DoubleThree {
		t.Fatalf("omok Play(%s) = %v, want ErrForbidden for a double-three", foul, err)
	}
	if g.Over() || len(g.Moves()) != len(moves) || g.Turn() != gomoku.Black {
		t.Errorf("a refused move changed the game")
	}
	playAll(t, g, "k8", "a9") // a legal move instead, and play goes on

	g = mustGame(t, 15, gomoku.Freestyle)
	playAll(t, g, append(moves, foul)...)
	if g.Over() {
		t.Errorf("freestyle: %v", g.Result())
	}
}

// TestGameRenjuSuiteOutcomes plays the outcome moves of the renju suite
// through a Game: the position is set up by moves, White's extra moves
// placed far away where the suite gives Black more stones.
func TestGameRenjuSuiteOutcomes(t *testing.T) {
	n := 0
	for _, c := range readRenjuSuite(t) {
		for _, st := range c.steps {
			if st.verb != "outcome" {
				continue
			}
			g := gameFrom(t, c.board)
			if g == nil {
				continue
			}
			if err := g.Play(st.at); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			got := "NONE"
			switch g.Result().Winner {
			case gomoku.Black:
				got = "CROSS_WIN"
			case gomoku.White:
				got = "CIRCLE_WIN"
			}
			if got != st.want {
				t.Errorf("%s line %d: %s", c.name, st.line, g.Result())
			}
			n++
		}
	}
	if n != 6 {
		t.Errorf("played %d outcomes, want 6", n)
	}
}

// gameFrom returns a renju game whose position is b with Black to move,
// playing Black's stones and White's alternately, with White's missing
// moves on every other point of the bottom row and of the row two above
// it, where the suite's outcome cases have nothing. It returns nil if that is not possible.
func gameFrom(t *testing.T, b *board.Board[gomoku.Stone]) *gomoku.Game {
	t.Helper()
	g := mustGame(t, b.Rows(), gomoku.Renju)
	var blacks, whites []board.Point
	for p, s := range b.All() {
		switch s {
		case gomoku.Black:
			blacks = append(blacks, p)
		case gomoku.White:
			whites = append(whites, p)
		}
	}
	for i := 0; len(whites) < len(blacks) && i < b.Cols(); i++ {
		// every other point of the bottom row and of the row two above it
		p := board.Pt(b.Rows()-1-2*(i%2), b.Cols()-1-2*(i/2))
		if b.At(p) == gomoku.Empty {
			whites = append(whites, p)
		}
	}
	if len(whites) != len(blacks) {
		return nil
	}
	for i := range blacks {
		for _, p := range []board.Point{blacks[i], whites[i]} {
			if err := g.Play(p); err != nil || g.Over() {
				t.Fatalf("setting up: %v at %v: %v %v", g.Turn(), p, err, g.Result())
			}
		}
	}
	return g
}

func TestGameDraw(t *testing.T) {
	// Fill 5×5 so that no line holds five of a colour: columns in pairs of
	// colours, shifted every row.
	g := mustGame(t, 5, gomoku.Freestyle)
	var blacks, whites []board.Point
	for r := range 5 {
		for c := range 5 {
			if (c+r/2)%2 == 0 {
				blacks = append(blacks, board.Pt(r, c))
			} else {
				whites = append(whites, board.Pt(r, c))
			}
		}
	}
	if len(blacks) != 13 || len(whites) != 12 {
		t.Fatalf("%d blacks, %d whites", len(blacks), len(whites))
	}
	for i := range blacks {
		if err := g.Play(blacks[i]); err != nil {
			t.Fatal(err)
		}
		if i < len(whites) {
			if err := g.Play(whites[i]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if want := (gomoku.Result{Draw: true}); g.Result() != want || !g.Over() || g.Result().String() != "draw" {
		t.Errorf("result %v", g.Result())
	}
	b := g.Board()
	if b.Count(gomoku.Empty) != 0 || b.Count(gomoku.Black) != 13 {
		t.Errorf("board:\n%s", b.Format(gomoku.Stone.Rune))
	}
}

// TestZeroValues: the zero Lines is an empty position of no points, the
// zero Five and Result describe nothing.
func TestZeroValues(t *testing.T) {
	var l gomoku.Lines[uint32]
	if _, ok := l.Winner(gomoku.Freestyle); ok {
		t.Error("zero Lines has a winner")
	}
	if _, ok := l.WinAt(board.Pt(0, 0), gomoku.Freestyle); ok || l.In(board.Pt(0, 0)) || l.Board() != nil {
		t.Error("zero Lines has a point")
	}
	if f := l.Forbidden(board.Pt(0, 0), gomoku.Black, gomoku.Renju); f != gomoku.NoFoul {
		t.Errorf("zero Lines: Forbidden = %v", f)
	}
	l.Set(board.Pt(0, 0), gomoku.Black)
	for range l.ForbiddenPoints(gomoku.Black, gomoku.Renju) {
		t.Error("zero Lines has a forbidden point")
	}
	if got := (gomoku.Five{}).String(); got != "none" {
		t.Errorf("zero Five: %q", got)
	}
	if r := (gomoku.Result{}); r.Over() || r.String() != "in play" {
		t.Errorf("zero Result: %v", r)
	}
}
