package tictactoe_test

import (
	"bufio"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/tictactoe"
)

func TestMark(t *testing.T) {
	got := []string{tictactoe.Empty.String(), tictactoe.X.String(), tictactoe.O.String(), tictactoe.Mark(3).String()}
	if diff := cmp.Diff([]string{"empty", "X", "O", "Mark(3)"}, got); diff != "" {
		t.Errorf("String (-want +got):\n%s", diff)
	}
	if tictactoe.X.Opponent() != tictactoe.O || tictactoe.O.Opponent() != tictactoe.X || tictactoe.Empty.Opponent() != tictactoe.Empty {
		t.Error("Opponent")
	}
}

func TestParse(t *testing.T) {
	for _, s := range []string{"XXXOO.XXX", ".........", "XOXOXOXOX"} {
		b, err := tictactoe.Parse(s)
		if err != nil || b.String() != s {
			t.Errorf("Parse(%q) = %v, %v", s, b, err)
		}
	}
	tests := []struct {
		s   string
		pos int
		err error
	}{
		{"XXOO", 5, tictactoe.ErrLength},
		{"", 1, tictactoe.ErrLength},
		{"XXXOO.XXXX", 10, tictactoe.ErrLength},
		{"XXOOABC..", 5, tictactoe.ErrChar},
		{"xxxoo.xxx", 1, tictactoe.ErrChar},
		{"XXXOO XXX", 6, tictactoe.ErrChar},
		{"XXXOO.XX\xff", 9, tictactoe.ErrChar},
	}
	for _, tt := range tests {
		_, err := tictactoe.Parse(tt.s)
		pe, ok := errors.AsType[*board.ParseError](err)
		if !ok || !errors.Is(err, tt.err) || !errors.Is(err, board.ErrSyntax) || pe.Line != 1 || pe.Col != tt.pos {
			t.Errorf("Parse(%q) = %v; want position %d, %v", tt.s, err, tt.pos, tt.err)
		}
	}
}

func TestLines(t *testing.T) {
	var got [][3]board.Point
	for l := range tictactoe.Lines() {
		got = append(got, l.Points())
	}
	want := [][3]board.Point{
		{board.Pt(0, 0), board.Pt(0, 1), board.Pt(0, 2)}, {board.Pt(1, 0), board.Pt(1, 1), board.Pt(1, 2)}, {board.Pt(2, 0), board.Pt(2, 1), board.Pt(2, 2)},
		{board.Pt(0, 0), board.Pt(1, 0), board.Pt(2, 0)}, {board.Pt(0, 1), board.Pt(1, 1), board.Pt(2, 1)}, {board.Pt(0, 2), board.Pt(1, 2), board.Pt(2, 2)},
		{board.Pt(0, 0), board.Pt(1, 1), board.Pt(2, 2)},
		{board.Pt(2, 0), board.Pt(1, 1), board.Pt(0, 2)},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Lines (-want +got):\n%s", diff)
	}
}

func TestStateExamples(t *testing.T) {
	tests := map[string]tictactoe.State{
		".........": tictactoe.Ongoing,
		"XXXOO....": tictactoe.XWon,
		"XXXOOO...": tictactoe.Illegal, // both won
		"OOOXX.XX.": tictactoe.Illegal, // O won but X moved after
		"OOOXX.X..": tictactoe.OWon,
		"XXXOOOX..": tictactoe.Illegal,
		"OOOXXX...": tictactoe.Illegal,
		"XX.OOOX..": tictactoe.OWon,
		"XOXOXOXOX": tictactoe.XWon, // two diagonals by one move
		"XOXXOOOXX": tictactoe.Drawn,
		"O........": tictactoe.Illegal,
		"XX.......": tictactoe.Illegal,
		"XXXOO.O..": tictactoe.Illegal, // X won with counts equal
		"XXXOO.OX.": tictactoe.XWon,
	}
	for s, want := range tests {
		b, err := tictactoe.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.State(); got != want {
			t.Errorf("%s: State = %v, want %v", s, got, want)
		}
	}
}

// TestBOJ7682Sample checks Final against the published sample of Baekjoon
// 7682, where "valid" means final.
func TestBOJ7682Sample(t *testing.T) {
	in := readLines(t, sharedtest.Path(t, "tictactoe", "boj7682-sample.in"))
	out := readLines(t, sharedtest.Path(t, "tictactoe", "boj7682-sample.out"))
	var got []string
	for _, s := range in {
		if s == "end" {
			break
		}
		b, err := tictactoe.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if b.State().Final() {
			got = append(got, "valid")
		} else {
			got = append(got, "invalid")
		}
	}
	if diff := cmp.Diff(out, got); diff != "" {
		t.Errorf("sample (-want +got):\n%s", diff)
	}
}

func readLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, strings.TrimSpace(sc.Text()))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

func TestGameErrors(t *testing.T) {
	var g tictactoe.Game // the zero Game is a new game
	if g.Turn() != tictactoe.X || g.Over() || g.Hash() != 0 {
		t.Fatalf("zero game: turn %v, over %v, hash %#x", g.Turn(), g.Over(), g.Hash())
	}
	for _, p := range []board.Point{board.Pt(1, 1), board.Pt(0, 0)} {
		if err := g.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		p   board.Point
		err error
	}{
		{board.Pt(1, 1), board.ErrOccupied},
		{board.Pt(3, 0), board.ErrOffBoard},
		{board.Pt(0, -1), board.ErrOffBoard},
	}
	for _, tt := range tests {
		err := g.Play(tt.p)
		me, ok := errors.AsType[*tictactoe.MoveError](err)
		if !ok || !errors.Is(err, tt.err) || !errors.Is(err, board.ErrIllegalMove) || me.Point != tt.p || me.Player != tictactoe.X {
			t.Errorf("Play(%v) = %v, want %v", tt.p, err, tt.err)
		}
	}
	// X: (1,1) (0,2) (2,0) fills the anti-diagonal.
	for _, p := range []board.Point{board.Pt(0, 2), board.Pt(0, 1), board.Pt(2, 0)} {
		if err := g.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() || g.Winner() != tictactoe.X || g.Turn() != tictactoe.Empty {
		t.Fatalf("over %v, winner %v, turn %v; want X won; board %v", g.Over(), g.Winner(), g.Turn(), g.Board())
	}
	if err := g.Play(board.Pt(2, 2)); !errors.Is(err, board.ErrGameOver) {
		t.Errorf("Play after the end = %v, want ErrGameOver", err)
	}
	for range g.Moves() {
		t.Error("moves after the end")
	}
	if diff := cmp.Diff([]board.Point{board.Pt(1, 1), board.Pt(0, 0), board.Pt(0, 2), board.Pt(0, 1), board.Pt(2, 0)}, slices.Collect(g.History())); diff != "" {
		t.Errorf("History (-want +got):\n%s", diff)
	}
	if !g.Undo() || g.Over() || g.Turn() != tictactoe.X || g.Board().String() != "OOX.X...." {
		t.Errorf("after Undo: %v %v %v", g.Over(), g.Turn(), g.Board())
	}
	for g.Undo() {
	}
	if g.Board().String() != "........." || g.Len() != 0 || g.Hash() != 0 {
		t.Errorf("after undoing all: %v", g.Board())
	}
}

// negamax is an independent oracle for perfect play on a plain array:
// no memo, no Game, no walker.
func negamax(cells *[9]tictactoe.Mark, m tictactoe.Mark) int {
	lines := [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}
	for _, l := range lines {
		if c := cells[l[0]]; c != tictactoe.Empty && c == cells[l[1]] && c == cells[l[2]] {
			return -1 // the previous mover won
		}
	}
	best, moved := -1, false
	for i := range cells {
		if cells[i] == tictactoe.Empty {
			moved = true
			cells[i] = m
			best = max(best, -negamax(cells, m.Opponent()))
			cells[i] = tictactoe.Empty
		}
	}
	if !moved {
		return 0
	}
	return best
}

// TestPerfectPlay checks Value and BestMoves on every legal position
// against the oracle.
func TestPerfectPlay(t *testing.T) {
	empty := tictactoe.NewBoard()
	if v, err := empty.Value(); v != tictactoe.Draw || err != nil {
		t.Errorf("empty board: %v, %v; want draw", v, err)
	}
	checked := 0
	for _, b := range allBoards() {
		v, err := b.Value()
		best, berr := b.BestMoves()
		if !b.State().Legal() {
			if !errors.Is(err, board.ErrPosition) || !errors.Is(berr, board.ErrPosition) {
				t.Fatalf("%v: illegal board gives %v, %v", b, err, berr)
			}
			continue
		}
		var cells [9]tictactoe.Mark
		for p, m := range b.All() {
			cells[p.Row*3+p.Col] = m
		}
		m := b.Turn()
		if want := tictactoe.Value(negamax(&cells, m)); v != want || err != nil {
			t.Fatalf("%v: Value = %v, %v; want %v", b, v, err, want)
		}
		var wantBest []board.Point
		if !b.State().Final() {
			for p := range b.Empties() {
				cells[p.Row*3+p.Col] = m
				if tictactoe.Value(-negamax(&cells, m.Opponent())) == v {
					wantBest = append(wantBest, p)
				}
				cells[p.Row*3+p.Col] = tictactoe.Empty
			}
		}
		if diff := cmp.Diff(wantBest, best); diff != "" || berr != nil {
			t.Fatalf("%v: BestMoves (-want +got):\n%s%v", b, diff, berr)
		}
		checked++
	}
	if checked != 5478 {
		t.Errorf("checked %d legal positions, want 5478", checked)
	}
}

// FuzzParse checks that Parse never panics and that String writes back
// what Parse accepted; and that classification never panics.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"XXXOO.XXX", ".........", "XXOO", "XXOOABC..", "OOOOOOOOO"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := tictactoe.Parse(s)
		if err != nil {
			if !errors.Is(err, tictactoe.ErrLength) && !errors.Is(err, tictactoe.ErrChar) {
				t.Fatalf("Parse(%q) = %v: not a sentinel", s, err)
			}
			return
		}
		if b.String() != s {
			t.Fatalf("String(Parse(%q)) = %q", s, b.String())
		}
		st := b.State()
		if st.Final() && !st.Legal() {
			t.Fatalf("%q: final but illegal", s)
		}
		if _, err := b.Value(); (err == nil) != st.Legal() {
			t.Fatalf("%q: Value error %v for state %v", s, err, st)
		}
	})
}

// TestContract holds Game to the contract of board.Game on random games,
// from the empty board and from positions rebuilt with NewGameFrom.
func TestContract(t *testing.T) {
	rebuild := func(g *tictactoe.Game) (*tictactoe.Game, error) { return tictactoe.NewGameFrom(g.Board()) }
	boardtest.Run(t, tictactoe.NewGame, boardtest.Config[*tictactoe.Game]{Games: 200, Rebuild: rebuild})
	boardtest.Run(t, tictactoe.NewGame, boardtest.Config[*tictactoe.Game]{Games: 50, Seed: 1, Zero: true})
}

// TestNewGameFrom checks NewGameFrom on every legal board against the
// classification: the turn, the end, the winner, and that a game from a
// board reached by play has the hash of the game that reached it.
func TestNewGameFrom(t *testing.T) {
	for _, b := range allBoards() {
		st := b.State()
		g, err := tictactoe.NewGameFrom(b)
		if !st.Legal() {
			if !errors.Is(err, board.ErrPosition) {
				t.Fatalf("NewGameFrom(%v) = %v, want ErrPosition", b, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("NewGameFrom(%v): %v", b, err)
		}
		turn := b.Turn()
		if st.Final() {
			turn = tictactoe.Empty
		}
		if g.Over() != st.Final() || g.Winner() != st.Winner() || g.Turn() != turn || !g.Board().Equal(b) || g.Len() != 0 {
			t.Fatalf("NewGameFrom(%v): over %v winner %v turn %v len %d; state %v", b, g.Over(), g.Winner(), g.Turn(), g.Len(), st)
		}
	}
}
