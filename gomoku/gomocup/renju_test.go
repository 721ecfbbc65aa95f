package gomocup

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/gomoku/opening"
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

// TestRenjuOpening opens renju games with the brain as Black: its first
// stone is the centre, and its third, after White's second next to it,
// makes one of the 26 canonical openings, the one the engine judges best
// for Black of the 13 that White's stone leaves (judged here again, the
// same way, with an engine of the same level in the same order).
func TestRenjuOpening(t *testing.T) {
	t.Parallel()
	for _, second := range []string{"7,6", "8,6", "6,7", "6,8"} {
		t.Run(second, func(t *testing.T) {
			out := serve(t, &engine.Engine{Level: 3}, "START 15\nINFO rule 4\nBEGIN\nTURN "+second+"\n")
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if len(lines) != 3 || lines[1] != "7,7" {
				t.Fatalf("replies %q, want OK, 7,7 and a move", lines)
			}
			w, _ := gomoku.ParseGomocup(second, 15)
			third, err := gomoku.ParseGomocup(lines[2], 15)
			if err != nil {
				t.Fatal(err)
			}
			o, _, ok := opening.IdentifyMoves([]board.Point{board.Pt(7, 7), w, third}, 15)
			if !ok {
				t.Fatalf("third stone %s: not a canonical opening", lines[2])
			}
			// The judgement of each third stone, from White's view.
			e := &engine.Engine{Level: 3}
			best, bestScore := board.Point{}, 0
			for i, q := range thirdStones(w, 15) {
				g, _ := gomoku.NewGame(15, gomoku.Renju)
				for _, m := range []board.Point{board.Pt(7, 7), w, q} {
					g.Play(m)
				}
				c1, _ := e.Choose(context.Background(), g)
				g.Play(c1.Move)
				c2, _ := e.Choose(context.Background(), g)
				if j := (c1.Score - c2.Score) / 2; i == 0 || j < bestScore {
					best, bestScore = q, j
				}
			}
			if third != best {
				t.Errorf("third stone %s (%v), want %s, judged %d for White", lines[2], o, gomoku.FormatGomocup(best), bestScore)
			}
		})
	}
}

// TestThirdStones checks the candidates of the third stone: 13 points
// of the central 5×5 square for each of White's 8 stones, each making a
// different canonical opening of the kind of White's stone.
func TestThirdStones(t *testing.T) {
	c := board.Pt(7, 7)
	for _, d := range []board.Point{board.Pt(-1, -1), board.Pt(-1, 0), board.Pt(-1, 1), board.Pt(0, -1), board.Pt(0, 1), board.Pt(1, -1), board.Pt(1, 0), board.Pt(1, 1)} {
		w := c.Add(d)
		seen := map[opening.Opening]bool{}
		for _, q := range thirdStones(w, 15) {
			o, _, ok := opening.IdentifyMoves([]board.Point{c, w, q}, 15)
			if !ok || seen[o] || abs(q.Row-c.Row) > 2 || abs(q.Col-c.Col) > 2 {
				t.Errorf("white %v: third %v is %v (ok %v, seen %v)", w, q, o, ok, seen[o])
			}
			seen[o] = true
		}
		if len(seen) != 13 {
			t.Errorf("white %v: %d openings, want 13", w, len(seen))
		}
	}
}
