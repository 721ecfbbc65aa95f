package gomocup

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/search"
)

// A fixed player always answers the same point, or fails.
type fixed struct {
	p     board.Point
	err   error
	panic bool
}

func (f fixed) Choose(context.Context, *gomoku.Game) (search.Choice, error) {
	if f.panic {
		panic("fixed player")
	}
	return search.Choice{Move: f.p}, f.err
}

// doubleThree is a renju position, Black to move, where h8 (7,7) is a
// double-three for Black: black g8 f8 and h9 h10, white far off.
var doubleThree = []string{"BOARD", "5,7,1", "6,7,1", "7,5,1", "7,6,1", "0,0,2", "14,0,2", "0,14,2", "14,14,2", "DONE"}

// TestRenjuForbidden checks that the brain, Black under renju, never
// answers a forbidden point, whatever its player says, and that it does
// not refuse the opponent's forbidden move, which is the manager's to
// judge.
func TestRenjuForbidden(t *testing.T) {
	b, err := gomoku.NewBoard(15)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range doubleThree[1 : len(doubleThree)-1] {
		p, f, _ := parseField(l, 15)
		b.Set(p, map[int]gomoku.Stone{1: gomoku.Black, 2: gomoku.White}[f])
	}
	g, err := gomoku.NewGameFrom(b, gomoku.Renju)
	if err != nil {
		t.Fatal(err)
	}
	h8 := board.Pt(7, 7)
	if f := g.Forbidden(h8); f != gomoku.DoubleThree {
		t.Fatalf("h8 is %v for black, want double-three: the test position is wrong", f)
	}
	for _, tc := range []struct {
		name string
		p    fixed
	}{
		{"forbidden", fixed{p: h8}}, {"occupied", fixed{p: board.Pt(0, 0)}}, {"off the board", fixed{p: board.Pt(20, 3)}},
		{"error", fixed{err: errors.New("no idea")}}, {"panic", fixed{panic: true}},
	} {
		p := tc.p
		t.Run(tc.name, func(t *testing.T) {
			in := "START 15\nINFO rule 4\n" + strings.Join(doubleThree, "\n") + "\n"
			out := strings.Split(strings.TrimSpace(serve(t, p, in)), "\n")
			if len(out) != 2 || out[0] != "OK" {
				t.Fatalf("output %q", out)
			}
			q, err := gomoku.ParseGomocup(out[1], 15)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Clone().Play(q); err != nil {
				t.Errorf("brain played %s: %v", out[1], err)
			}
		})
	}
	// Black's forbidden h8 from the manager stands: the brain, White,
	// takes it and answers.
	in := "START 15\nINFO rule 4\nBOARD\n5,7,2\n6,7,2\n7,5,2\n7,6,2\n0,0,1\n14,0,1\n0,14,1\n14,14,1\nDONE\nTAKEBACK 7,7\nTURN 7,7\n"
	out := strings.Split(strings.TrimSpace(serve(t, first{}, in)), "\n")
	want := []string{"OK", "1,0", "ERROR TAKEBACK 7,7: no stone there", "2,0"}
	if strings.Join(out, "|") != strings.Join(want, "|") {
		t.Errorf("output %q, want %q", out, want)
	}
}

// TestQuickMove checks the brain's move without a search: it wins when
// it can, stops the opponent's five when it must, keeps off forbidden
// points, and plays near the stones.
func TestQuickMove(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rule  gomoku.Rule
		board []string // the stones of the side to move (1) and the other (2), x,y,field
		want  []board.Point
	}{
		{"empty board: centre", gomoku.Freestyle, nil, []board.Point{board.Pt(7, 7)}},
		{"five", gomoku.Freestyle, []string{"3,3,1", "4,3,1", "5,3,1", "6,3,1", "3,9,2", "4,9,2", "5,9,2", "6,9,2"}, []board.Point{board.Pt(3, 2), board.Pt(3, 7)}},
		{"block", gomoku.Freestyle, []string{"0,0,1", "14,14,1", "12,1,1", "3,9,2", "4,9,2", "5,9,2", "6,9,2", "0,14,1", "14,0,2"}, []board.Point{board.Pt(9, 2), board.Pt(9, 7)}},
		{"renju: no overline five for black", gomoku.Renju, []string{"0,3,1", "1,3,1", "2,3,1", "4,3,1", "5,3,1", "14,14,2", "13,14,2", "14,13,2", "12,12,2", "0,14,2"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var p position
			if err := p.reset(15, tc.rule); err != nil {
				t.Fatal(err)
			}
			var own, opp, order []board.Point
			for _, l := range tc.board {
				q, f, ok := parseField(l, 15)
				if !ok {
					t.Fatalf("bad line %q", l)
				}
				if f == 1 {
					own = append(own, q)
				} else {
					opp = append(opp, q)
				}
				order = append(order, q)
			}
			if err := p.setBoard(own, opp, order); err != nil {
				t.Fatal(err)
			}
			q, ok := quickMove(&p)
			if !ok {
				t.Fatal("no move")
			}
			if err := p.g.Clone().Play(q); err != nil {
				t.Fatalf("quick move %v: %v", q, err)
			}
			if tc.want != nil && q != tc.want[0] && (len(tc.want) < 2 || q != tc.want[1]) {
				t.Errorf("quick move %v, want one of %v", q, tc.want)
			}
			if tc.want == nil && q == board.Pt(3, 3) {
				t.Errorf("quick move %v: black's overline", q)
			}
		})
	}
}
