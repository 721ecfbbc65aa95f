package gomoku_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/gomoku"
)

// playAll plays moves given in renju notation, failing on any error.
func playAll(t *testing.T, g *gomoku.Game, moves ...string) {
	t.Helper()
	for _, m := range moves {
		if err := g.Play(mustMove(t, m, g.Size())); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
}

// mustMove returns the point named in renju notation on an n×n board, or
// fails the test.
func mustMove(t *testing.T, name string, n int) board.Point {
	t.Helper()
	p, err := gomoku.ParseMove(name, n)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// mustGame returns a new size×size game under r, or fails the test.
func mustGame(t *testing.T, size int, r gomoku.Rule) *gomoku.Game {
	t.Helper()
	g, err := gomoku.NewGame(size, r)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// mustParse returns the board of rows, one string a row.
func mustParse(t *testing.T, rows ...string) *board.Board[gomoku.Stone] {
	t.Helper()
	b, err := gomoku.ParseBoard(strings.Join(rows, "\n") + "\n")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestContract holds Game to the contract of board.Game under every rule
// set on small boards and a full-size one (15×15 for renju and standard,
// 19×19 for the others); 5×5 and 7×7 games end in draws and
// wins often. Rebuild starts a game at the current position, so the
// incremental hash is checked against one computed from the board.
func TestContract(t *testing.T) {
	for _, r := range gomoku.Rules() {
		full := 19
		if r == gomoku.Renju || r == gomoku.Standard {
			full = 15
		}
		for _, size := range []int{5, 7, full} {
			t.Run(fmt.Sprintf("rule=%v/size=%d", r, size), func(t *testing.T) {
				games := 4
				if size > 7 {
					games = 1 // long games; every position is checked
				}
				boardtest.Run(t, func() *gomoku.Game {
					g, err := gomoku.NewGame(size, r)
					if err != nil {
						t.Fatal(err)
					}
					return g
				}, boardtest.Config[*gomoku.Game]{
					Games: games,
					Seed:  uint64(size)<<8 | uint64(r),
					Rebuild: func(g *gomoku.Game) (*gomoku.Game, error) {
						return gomoku.NewGameFrom(g.Board(), g.Rule())
					},
				})
			})
		}
	}
	t.Run("zero", func(t *testing.T) {
		boardtest.Run(t, func() *gomoku.Game { g, _ := gomoku.NewGame(15, gomoku.Freestyle); return g }, boardtest.Config[*gomoku.Game]{Games: 2, Zero: true})
	})
}

func TestGameFive(t *testing.T) {
	g := mustGame(t, 15, gomoku.Freestyle)
	playAll(t, g, "h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4")
	if g.Over() || g.Turn() != gomoku.Black || g.Len() != 8 {
		t.Fatalf("over %v, turn %v, %d moves after 8 moves", g.Over(), g.Turn(), g.Len())
	}
	playAll(t, g, "g8")
	want := gomoku.Result{Winner: gomoku.Black, Five: gomoku.Five{Stone: gomoku.Black, Start: board.Pt(7, 6), Axis: board.Horizontal, Len: 5, Size: 15}}
	if diff := cmp.Diff(want, g.Result()); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
	if got := g.Result().String(); got != "black wins with black horizontal 5 g8-k8" {
		t.Errorf("result %q", got)
	}
	if !g.Over() || g.Winner() != gomoku.Black || g.Turn() != gomoku.Empty {
		t.Errorf("after the five: over %v, winner %v, turn %v", g.Over(), g.Winner(), g.Turn())
	}
	for p := range g.Moves() {
		t.Errorf("Moves yields %v once the game is over", p)
	}
	err := g.Play(board.Pt(0, 0))
	me, ok := errors.AsType[*gomoku.MoveError](err)
	if !errors.Is(err, board.ErrGameOver) || !ok || me.Player != gomoku.Empty {
		t.Errorf("move after the end: %v, want ErrGameOver with no player", err)
	}
	if got := err.Error(); got != "gomoku: illegal move a15: game over" {
		t.Errorf("move after the end: %q", got)
	}
	if ok := g.Undo(); !ok || g.Over() || g.Turn() != gomoku.Black || g.Winner() != gomoku.Empty {
		t.Errorf("Undo = %v; over %v, turn %v", ok, g.Over(), g.Turn())
	}
	if g.Len() != 8 || g.At(board.Pt(7, 6)) != gomoku.Empty {
		t.Errorf("after Undo: %d moves, g8 holds %v", g.Len(), g.At(board.Pt(7, 6)))
	}
	var history []string
	for p := range g.History() {
		history = append(history, gomoku.FormatMove(p, 15))
	}
	if diff := cmp.Diff([]string{"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4"}, history); diff != "" {
		t.Errorf("History (-want +got):\n%s", diff)
	}
}

func TestGameErrors(t *testing.T) {
	g := mustGame(t, 9, gomoku.Standard)
	playAll(t, g, "e5")
	for _, tt := range []struct {
		p    board.Point
		want error
		msg  string
	}{
		{board.Pt(4, 4), board.ErrOccupied, "gomoku: illegal move e5 by white: point occupied"},
		{board.Pt(9, 0), board.ErrOffBoard, "gomoku: illegal move (9,0) by white: point off the board"},
		{board.Pt(-1, 3), board.ErrOffBoard, "gomoku: illegal move (-1,3) by white: point off the board"},
	} {
		err := g.Play(tt.p)
		me, ok := errors.AsType[*gomoku.MoveError](err)
		if !errors.Is(err, tt.want) || !errors.Is(err, board.ErrIllegalMove) || !ok || me.Point != tt.p || me.Player != gomoku.White {
			t.Errorf("Play%v = %v, want a MoveError for white matching %v and ErrIllegalMove", tt.p, err, tt.want)
			continue
		}
		if got := err.Error(); got != tt.msg {
			t.Errorf("Play%v: %q, want %q", tt.p, got, tt.msg)
		}
	}
	if g.Len() != 1 || g.Turn() != gomoku.White {
		t.Errorf("refused moves changed the game: %d moves, %v to move", g.Len(), g.Turn())
	}
	if _, err := gomoku.NewGame(4, gomoku.Renju); !errors.Is(err, board.ErrSize) {
		t.Errorf("NewGame(4): %v, want ErrSize", err)
	}
	if _, err := gomoku.NewGame(15, gomoku.Rule(9)); !errors.Is(err, gomoku.ErrRule) {
		t.Errorf("NewGame(rule 9): %v, want ErrRule", err)
	}
	if mustGame(t, 5, gomoku.Omok).Undo() {
		t.Error("Undo on a new game reported a move")
	}
	// A MoveError not made by a Game names its point as (row,col).
	e := &gomoku.MoveError{Point: board.Pt(3, 4), Player: gomoku.Black, Err: board.ErrOccupied}
	if got := e.Error(); got != "gomoku: illegal move (3,4) by black: point occupied" {
		t.Errorf("MoveError without a size: %q", got)
	}
}

// TestGameForbidden: a forbidden move is refused, under renju for Black
// and under omok for either colour, with the foul; the same player moves
// again and Moves never yields the point. Freestyle plays it.
func TestGameForbidden(t *testing.T) {
	for _, tt := range []struct {
		rule  gomoku.Rule
		moves []string
		foul  string
		turn  gomoku.Stone
		want  gomoku.Foul
		msg   string
	}{
		// h8 i8 j8 on the row, j8 j9 j10 on the column
		{gomoku.Renju, []string{"h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7"}, "j8", gomoku.Black, gomoku.DoubleThree,
			"gomoku: illegal move j8 by black: forbidden move: double-three"},
		{gomoku.Omok, []string{"h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7"}, "j8", gomoku.Black, gomoku.DoubleThree,
			"gomoku: illegal move j8 by black: forbidden move: double-three"},
		// White's double-three under omok: the same shape, colours swapped
		{gomoku.Omok, []string{"o15", "h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7"}, "j8", gomoku.White, gomoku.DoubleThree,
			"gomoku: illegal move j8 by white: forbidden move: double-three"},
		// black d8 e8 f8 g8 _ i8 j8: h8 makes an overline
		{gomoku.Renju, []string{"d8", "a1", "e8", "a3", "f8", "a5", "g8", "a7", "i8", "a9", "j8", "a11"}, "h8", gomoku.Black, gomoku.Overline,
			"gomoku: illegal move h8 by black: forbidden move: overline"},
	} {
		t.Run(fmt.Sprintf("%v/%v", tt.rule, tt.want), func(t *testing.T) {
			g := mustGame(t, 15, tt.rule)
			playAll(t, g, tt.moves...)
			p, _ := gomoku.ParseMove(tt.foul, 15)
			if g.Turn() != tt.turn {
				t.Fatalf("%v to move, want %v", g.Turn(), tt.turn)
			}
			if f := g.Forbidden(p); f != tt.want {
				t.Fatalf("Forbidden(%s) = %v, want %v", tt.foul, f, tt.want)
			}
			if slices.Contains(slices.Collect(g.Moves()), p) {
				t.Errorf("Moves yields the forbidden %s", tt.foul)
			}
			before, hash := g.String(), g.Hash()
			err := g.Play(p)
			me, ok := errors.AsType[*gomoku.MoveError](err)
			if !errors.Is(err, gomoku.ErrForbidden) || !errors.Is(err, board.ErrIllegalMove) || !ok || me.Foul != tt.want || me.Player != tt.turn || me.Point != p {
				t.Fatalf("Play(%s) = %v, want ErrForbidden for a %v", tt.foul, err, tt.want)
			}
			if got := err.Error(); got != tt.msg {
				t.Errorf("Play(%s): %q, want %q", tt.foul, got, tt.msg)
			}
			if g.Over() || g.Len() != len(tt.moves) || g.Turn() != tt.turn || g.String() != before || g.Hash() != hash {
				t.Errorf("a refused move changed the game:\n%s", g)
			}
			playAll(t, g, "o1") // a legal move instead, and play goes on

			free := mustGame(t, 15, gomoku.Freestyle)
			playAll(t, free, append(tt.moves, tt.foul)...)
		})
	}
}

// TestGameRenjuSuiteOutcomes plays the outcome moves of the renju suite
// through a Game started at the suite's position, with White's missing
// stones placed far away: a CIRCLE_WIN (a forbidden move, which loses
// under the text of the rules) is refused with ErrForbidden, and a
// CROSS_WIN (exactly five) wins.
func TestGameRenjuSuiteOutcomes(t *testing.T) {
	n := 0
	for _, c := range readRenjuSuite(t) {
		for _, st := range c.steps {
			if st.verb != "outcome" {
				continue
			}
			g := gameFrom(t, c.board)
			err := g.Play(st.at)
			switch st.want {
			case "CIRCLE_WIN":
				if !errors.Is(err, gomoku.ErrForbidden) || g.Len() != 0 || g.Turn() != gomoku.Black {
					t.Errorf("%s line %d: Play(%s) = %v, want ErrForbidden", c.name, st.line, gomoku.FormatMove(st.at, 15), err)
				}
			case "CROSS_WIN":
				if err != nil || g.Winner() != gomoku.Black {
					t.Errorf("%s line %d: Play(%s) = %v, %v; want a black win", c.name, st.line, gomoku.FormatMove(st.at, 15), err, g.Result())
				}
			default:
				t.Fatalf("%s line %d: outcome %s", c.name, st.line, st.want)
			}
			n++
		}
	}
	if n != 6 {
		t.Errorf("played %d outcomes, want 6", n)
	}
}

// gameFrom returns a renju game that starts at b with Black to move, with
// White's missing stones on every other point of the bottom row and of
// the row two above it, where the suite's outcome cases have nothing.
func gameFrom(t *testing.T, b *board.Board[gomoku.Stone]) *gomoku.Game {
	t.Helper()
	b = b.Clone()
	for i := 0; b.Count(gomoku.White) < b.Count(gomoku.Black) && i < b.Cols(); i++ {
		p := board.Pt(b.Rows()-1-2*(i%2), b.Cols()-1-2*(i/2))
		if b.At(p) == gomoku.Empty {
			b.Set(p, gomoku.White)
		}
	}
	g, err := gomoku.NewGameFrom(b, gomoku.Renju)
	if err != nil || g.Turn() != gomoku.Black {
		t.Fatalf("NewGameFrom: %v, %v to move\n%s", err, g.Turn(), b.Format(gomoku.Stone.Rune))
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
	if want := (gomoku.Result{Draw: true}); g.Result() != want || !g.Over() || g.Result().String() != "draw" || g.Winner() != gomoku.Empty {
		t.Errorf("result %v", g.Result())
	}
	b := g.Board()
	if b.Count(gomoku.Empty) != 0 || b.Count(gomoku.Black) != 13 {
		t.Errorf("board:\n%s", b.Format(gomoku.Stone.Rune))
	}
	want := "XOXOX\nXOXOX\nOXOXO\nOXOXO\nXOXOX\ndraw\n"
	if got := g.String(); got != want {
		t.Errorf("String:\n%s\nwant\n%s", got, want)
	}
	// The same full board as a start position is a draw too.
	from, err := gomoku.NewGameFrom(b, gomoku.Freestyle)
	if err != nil || from.Result() != (gomoku.Result{Draw: true}) || from.Hash() != g.Hash() {
		t.Errorf("NewGameFrom of the full board: %v, %v", from, err)
	}
}

// TestGameNoLegalMove: on a small board under renju, a move can leave
// Black only forbidden points; the game is then a draw, and a start
// position like that is one too.
func TestGameNoLegalMove(t *testing.T) {
	before := mustParse(t, "XOOXXXO", "OXOXXOX", "OX.X.OX", "X.XXXXO", "O.OOXOX", "XOOXOXO", "OOOOXXO")
	g, err := gomoku.NewGameFrom(before, gomoku.Renju)
	if err != nil || g.Turn() != gomoku.White {
		t.Fatalf("NewGameFrom: %v, %v to move", err, g.Turn())
	}
	playAll(t, g, "e5")
	after := g.Board()
	for p, s := range after.All() {
		if f := gomoku.WalkForbidden(after, p, gomoku.Black, gomoku.Renju); s == gomoku.Empty && f == gomoku.NoFoul {
			t.Fatalf("%s is not forbidden to Black", gomoku.FormatMove(p, 7))
		}
	}
	if g.Result() != (gomoku.Result{Draw: true}) || g.Turn() != gomoku.Empty || !strings.HasSuffix(g.String(), "\ndraw\n") {
		t.Errorf("Black has only forbidden points: %v, %v to move", g.Result(), g.Turn())
	}
	if from, err := gomoku.NewGameFrom(after, gomoku.Renju); err != nil || from.Result() != (gomoku.Result{Draw: true}) {
		t.Errorf("NewGameFrom of the position: %v, %v", from, err)
	}
	if from, err := gomoku.NewGameFrom(after, gomoku.Freestyle); err != nil || from.Over() || from.Turn() != gomoku.Black {
		t.Errorf("the position under freestyle: %v, %v", from, err)
	}
	if !g.Undo() || g.Over() || g.Turn() != gomoku.White {
		t.Errorf("Undo: %v, %v to move", g.Result(), g.Turn())
	}
}

func TestNewGameFrom(t *testing.T) {
	// Black to move with as many stones as White, White with one more.
	g, err := gomoku.NewGameFrom(mustParse(t, ".....", ".X...", "..O..", ".....", "....."), gomoku.Renju)
	if err != nil || g.Turn() != gomoku.Black || g.Len() != 0 || g.Over() || g.Rule() != gomoku.Renju {
		t.Fatalf("NewGameFrom: %v, %v", g, err)
	}
	playAll(t, g, "a1", "e1")
	g.Reset()
	if g.Len() != 0 || g.At(board.Pt(4, 0)) != gomoku.Empty || g.At(board.Pt(1, 1)) != gomoku.Black || g.Turn() != gomoku.Black {
		t.Errorf("Reset did not go back to the start position:\n%s", g)
	}
	g, err = gomoku.NewGameFrom(mustParse(t, ".....", ".X...", ".....", ".....", "....."), gomoku.Freestyle)
	if err != nil || g.Turn() != gomoku.White {
		t.Fatalf("one black stone: %v, %v", g, err)
	}
	// A five of the side that moved last ends the game.
	g, err = gomoku.NewGameFrom(mustParse(t, "XXXXX", "OOOO.", ".....", ".....", "....."), gomoku.Standard)
	if err != nil || !g.Over() || g.Winner() != gomoku.Black || g.Turn() != gomoku.Empty || g.Result().String() != "black wins with black horizontal 5 a5-e5" {
		t.Fatalf("black five: %v, %v", g.Result(), err)
	}
	if err := g.Play(board.Pt(4, 4)); !errors.Is(err, board.ErrGameOver) {
		t.Errorf("Play after a won start: %v", err)
	}
	g.Reset()
	if !g.Over() {
		t.Error("Reset of a game that starts won left it in play")
	}
	// Under standard rules a six wins for nobody: the game goes on.
	g, err = gomoku.NewGameFrom(mustParse(t, "XXXXXX", "OOOO.O", "O.....", "......", "......", "......"), gomoku.Standard)
	if err != nil || g.Over() || g.Turn() != gomoku.Black {
		t.Fatalf("standard six: %v, %v", g, err)
	}

	for _, tt := range []struct {
		name string
		b    *board.Board[gomoku.Stone]
		r    gomoku.Rule
		want error
	}{
		{"too small", func() *board.Board[gomoku.Stone] { b, _ := board.New[gomoku.Stone](4, 4); return b }(), gomoku.Freestyle, board.ErrSize},
		{"too large", func() *board.Board[gomoku.Stone] { b, _ := board.New[gomoku.Stone](27, 27); return b }(), gomoku.Freestyle, board.ErrSize},
		{"not square", func() *board.Board[gomoku.Stone] { b, _ := board.New[gomoku.Stone](5, 6); return b }(), gomoku.Freestyle, board.ErrSize},
		{"unknown rule", mustParse(t, ".....", ".....", ".....", ".....", "....."), gomoku.Rule(4), gomoku.ErrRule},
		{"bad stone", func() *board.Board[gomoku.Stone] {
			b, _ := gomoku.NewBoard(5)
			b.Set(board.Pt(2, 2), gomoku.Stone(3))
			return b
		}(), gomoku.Freestyle, board.ErrPosition},
		{"white first", mustParse(t, "O....", ".....", ".....", ".....", "....."), gomoku.Freestyle, board.ErrPosition},
		{"two black more", mustParse(t, "XX...", ".....", ".....", ".....", "....."), gomoku.Freestyle, board.ErrPosition},
		{"side to move has five", mustParse(t, "XXXXX", "OOOOO", "X....", ".....", "....."), gomoku.Freestyle, board.ErrPosition},
		{"both have five", mustParse(t, "XXXXX", "OOOOO", ".....", ".....", "....."), gomoku.Freestyle, board.ErrPosition},
		{"white five, white to move", mustParse(t, "OOOOO", "XXXX.", "..X..", "X....", "....X"), gomoku.Renju, board.ErrPosition},
	} {
		if g, err := gomoku.NewGameFrom(tt.b, tt.r); !errors.Is(err, tt.want) {
			t.Errorf("%s: NewGameFrom = %v, %v; want %v", tt.name, g, err, tt.want)
		}
	}
	_, err = gomoku.NewGameFrom(mustParse(t, "XXXXX", "OOOOO", "X....", ".....", "....."), gomoku.Freestyle)
	if got := fmt.Sprint(err); got != "gomoku: unreachable position: white, the side to move, has a winning line, white horizontal 5 a4-e4" {
		t.Errorf("side to move has five: %q", got)
	}
}

// TestGameHash: equal positions reached in different orders, or given to
// NewGameFrom, have equal hashes; the side to move is in the hash.
func TestGameHash(t *testing.T) {
	a := mustGame(t, 15, gomoku.Renju)
	playAll(t, a, "h8", "i9", "g7", "j10")
	b := mustGame(t, 15, gomoku.Renju)
	playAll(t, b, "g7", "j10", "h8", "i9")
	if a.Hash() != b.Hash() {
		t.Errorf("transposed move orders: %#x, %#x", a.Hash(), b.Hash())
	}
	c, err := gomoku.NewGameFrom(a.Board(), gomoku.Freestyle)
	if err != nil || c.Hash() != a.Hash() {
		t.Errorf("NewGameFrom: %#x, %v; want %#x", c.Hash(), err, a.Hash())
	}
	var zero gomoku.Game
	if n := mustGame(t, 15, gomoku.Freestyle); zero.Hash() != n.Hash() {
		t.Errorf("zero Game hash %#x, new game %#x", zero.Hash(), n.Hash())
	}
	a.Reset()
	if a.Hash() != zero.Hash() || a.Len() != 0 {
		t.Errorf("Reset: hash %#x, %d moves", a.Hash(), a.Len())
	}
}

func TestGameString(t *testing.T) {
	g := mustGame(t, 5, gomoku.Freestyle)
	playAll(t, g, "c3")
	want := ".....\n.....\n..X..\n.....\n.....\nwhite to move\n"
	if got := g.String(); got != want {
		t.Errorf("String:\n%s\nwant\n%s", got, want)
	}
	playAll(t, g, "a1", "b3", "a2", "d3", "b1", "e3", "b2", "a3")
	want = ".....\n.....\nXXXXX\nOO...\nOO...\nblack wins\n"
	if got := g.String(); got != want {
		t.Errorf("String:\n%s\nwant\n%s", got, want)
	}
}

// TestZeroValues: the zero Game is a new freestyle game on 15×15, the
// zero Five and Result describe nothing, and the queries find nothing on a
// board the rules do not read.
func TestZeroValues(t *testing.T) {
	var g gomoku.Game
	if g.Size() != gomoku.DefaultSize || g.Rule() != gomoku.Freestyle || g.Turn() != gomoku.Black || g.Over() || g.Len() != 0 {
		t.Errorf("zero Game: size %d, rule %v, turn %v, over %v", g.Size(), g.Rule(), g.Turn(), g.Over())
	}
	if n := len(slices.Collect(g.Moves())); n != 15*15 {
		t.Errorf("zero Game: %d moves", n)
	}
	if b := g.Board(); b.Rows() != 15 || b.Count(gomoku.Empty) != 15*15 {
		t.Errorf("zero Game board:\n%s", b.Format(gomoku.Stone.Rune))
	}
	if !strings.HasSuffix(g.String(), "...............\nblack to move\n") {
		t.Errorf("zero Game:\n%s", &g)
	}
	if g.Undo() {
		t.Error("zero Game: Undo reported a move")
	}
	playAll(t, &g, "h8", "a1")
	if g.At(board.Pt(7, 7)) != gomoku.Black || g.At(board.Pt(14, 0)) != gomoku.White || g.Turn() != gomoku.Black {
		t.Errorf("zero Game after two moves:\n%s", &g)
	}

	for _, size := range [][2]int{{15, 16}, {27, 27}, {4, 4}} {
		b, _ := board.New[gomoku.Stone](size[0], size[1])
		for p := range b.All() {
			b.Set(p, gomoku.Black) // a win anywhere on a board the rules read
		}
		b.Set(board.Pt(1, 1), gomoku.Empty)
		if f, ok := gomoku.Winner(b, gomoku.Freestyle); ok {
			t.Errorf("%dx%d: Winner = %v", size[0], size[1], f)
		}
		if f, ok := gomoku.WinAt(b, board.Pt(0, 0), gomoku.Freestyle); ok {
			t.Errorf("%dx%d: WinAt = %v", size[0], size[1], f)
		}
		if f := gomoku.Forbidden(b, board.Pt(1, 1), gomoku.Black, gomoku.Renju); f != gomoku.NoFoul {
			t.Errorf("%dx%d: Forbidden = %v", size[0], size[1], f)
		}
		for p, f := range gomoku.ForbiddenPoints(b, gomoku.Black, gomoku.Renju) {
			t.Errorf("%dx%d: forbidden point %v %v", size[0], size[1], p, f)
		}
	}
	if got := (gomoku.Five{}).String(); got != "none" {
		t.Errorf("zero Five: %q", got)
	}
	if r := (gomoku.Result{}); r.Over() || r.String() != "in play" {
		t.Errorf("zero Result: %v", r)
	}
}
