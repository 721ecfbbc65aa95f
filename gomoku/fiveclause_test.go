package gomoku_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// renjuStones returns an n×n board with black and white stones at the
// points named in renju notation, separated by spaces.
func renjuStones(t *testing.T, n int, black, white string) *board.Board[gomoku.Stone] {
	t.Helper()
	b, _ := gomoku.NewBoard(n)
	for s, list := range map[gomoku.Stone]string{gomoku.Black: black, gomoku.White: white} {
		for name := range strings.FieldsSeq(list) {
			p, err := gomoku.ParseMove(name, n)
			if err != nil {
				t.Fatal(err)
			}
			b.Set(p, s)
		}
	}
	return b
}

// gameOf returns a renju game that reaches the stones of b with Black to
// move, playing black and white stones in turn in a random order (White
// first fills far from every stone of b when it has fewer stones), or
// fails t if no order tried keeps the game going.
func gameOf(t *testing.T, b *board.Board[gomoku.Stone]) *gomoku.Game {
	t.Helper()
	n := b.Rows()
	var blacks, whites []board.Point
	for p, s := range b.All() {
		switch s {
		case gomoku.Black:
			blacks = append(blacks, p)
		case gomoku.White:
			whites = append(whites, p)
		}
	}
	for p := range b.All() {
		if len(whites) >= len(blacks) {
			break
		}
		far := true
		for q, s := range b.All() {
			if dr, dc := q.Row-p.Row, q.Col-p.Col; s != gomoku.Empty && max(dr, -dr, dc, -dc) < 5 {
				far = false
				break
			}
		}
		if far && (p.Row+p.Col)%2 == 0 {
			whites = append(whites, p)
		}
	}
	if len(whites) != len(blacks) {
		t.Fatalf("%d black and %d white stones: no room for a game", len(blacks), len(whites))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		rng.Shuffle(len(blacks), func(i, j int) { blacks[i], blacks[j] = blacks[j], blacks[i] })
		g, err := gomoku.NewGame(n, gomoku.Renju)
		if err != nil {
			t.Fatal(err)
		}
		for i := range blacks {
			if g.Play(blacks[i]) != nil || g.Over() || g.Play(whites[i]) != nil || g.Over() {
				break
			}
		}
		if !g.Over() && g.Len() == 2*len(blacks) {
			return g
		}
	}
	t.Fatal("no order of the moves keeps the game going")
	return nil
}

// TestFiveClause checks positions where a three is no three because the
// move that would make it a straight four also makes a five (RIF §3), at
// the point itself and one level down, each next to the same position
// with one stone changed (which turns the answer, except without h4, where
// the recursion finds the same): through Forbidden and ForbiddenPoints of
// both scans, the oracle, and Game.
func TestFiveClause(t *testing.T) {
	tests := []struct {
		name         string
		black, white string
		at           string
		want         gomoku.Foul
		clause       bool     // the old reading, without the clause, differs at the point
		all          []string // every forbidden point
	}{
		{
			// The example of issue 8: column l (l3 . l5 l6) becomes a
			// straight four only at l4, which also makes the five h4-l4.
			name:  "issue example",
			black: "h4 i4 j4 k4 k5 l5 l3", at: "l6", want: gomoku.NoFoul, clause: true,
			all: []string{"j5 double-three"},
		},
		{
			// Without h4, l4 makes no five but a four on row 4 next to
			// the straight four on column l: a double-four, so column l is
			// a fake three all the same, by the recursion.
			name:  "issue example without h4",
			black: "i4 j4 k4 k5 l5 l3", at: "l6", want: gomoku.NoFoul,
			all: []string{"j5 double-three"},
		},
		{
			// The row h8-j8 becomes a straight four at g8, a five on
			// column g, and not at k8, since l8 is white: no three.
			name:  "open three, one end a five, the other blocked",
			black: "h9 h10 i8 j8 g9 g10 g11 g12", white: "l8", at: "h8", want: gomoku.NoFoul, clause: true,
		},
		{
			name:  "open three, one end a five, the other open",
			black: "h9 h10 i8 j8 g9 g10 g11 g12", at: "h8", want: gomoku.DoubleThree,
			all: []string{"h8 double-three"},
		},
		{
			// One level down: h8's column three becomes a straight four
			// only at h11 (h6 is white), where the row h11-j11 is no three
			// (g11 makes the five g11-g15, l11 blocks k11): h11 is legal,
			// so the column is a three and h8 a double-three.
			name:  "depth 2, blocked",
			black: "i8 j8 h9 h10 i11 j11 g12 g13 g14 g15 f13", white: "h6 l11", at: "h8", want: gomoku.DoubleThree, clause: true,
			all: []string{"h13 double-three", "h12 double-three", "h11 double-three", "i10 double-three", "j10 double-three", "h8 double-three"},
		},
		{
			// Without l11, k11 makes the row a three: h11 is a
			// double-three, the column of h8 is fake.
			name:  "depth 2, open",
			black: "i8 j8 h9 h10 i11 j11 g12 g13 g14 g15 f13", white: "h6", at: "h8", want: gomoku.NoFoul,
			all: []string{"h13 double-three", "h11 double-three", "i10 double-three", "j10 double-three", "i9 double-three", "g8 double-three"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := renjuStones(t, 15, tt.black, tt.white)
			p, err := gomoku.ParseMove(tt.at, 15)
			if err != nil {
				t.Fatal(err)
			}
			l, err := gomoku.BitsOf(b)
			if err != nil {
				t.Fatal(err)
			}
			if got := gomoku.WalkForbidden(b, p, gomoku.Black, gomoku.Renju); got != tt.want {
				t.Errorf("Forbidden(%s) = %v, want %v", tt.at, got, tt.want)
			}
			if got := l.Forbidden(p, gomoku.Black, gomoku.Renju); got != tt.want {
				t.Errorf("Lines.Forbidden(%s) = %v, want %v", tt.at, got, tt.want)
			}
			f, tr := oracleJudge(b, p, gomoku.Black, gomoku.Renju)
			if f != tt.want || tr.fiveDecisive != tt.clause {
				t.Errorf("oracle at %s: %v, depends on the five clause %v; want %v, %v", tt.at, f, tr.fiveDecisive, tt.want, tt.clause)
			}
			if diff := cmp.Diff(tt.all, forbiddenList(t, b, gomoku.Black, gomoku.Renju)); diff != "" {
				t.Errorf("ForbiddenPoints (-want +got):\n%s", diff)
			}
			g := gameOf(t, b)
			if got := g.Forbidden(p); got != tt.want {
				t.Errorf("Game.Forbidden(%s) = %v, want %v", tt.at, got, tt.want)
			}
			err = g.Play(p)
			me, refused := errors.AsType[*gomoku.MoveError](err)
			switch {
			case tt.want == gomoku.NoFoul && err != nil:
				t.Errorf("Game.Play(%s) = %v, want it played", tt.at, err)
			case tt.want != gomoku.NoFoul && (!refused || !errors.Is(err, gomoku.ErrForbidden) || me.Foul != tt.want):
				t.Errorf("Game.Play(%s) = %v, want it refused as a %v", tt.at, err, tt.want)
			}
		})
	}
}
