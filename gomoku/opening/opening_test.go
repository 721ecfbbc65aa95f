package opening_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/opening"
)

// published are the 26 openings as the sources give them on 15×15, in
// renju notation: RenjuNet's diagrams as tabulated with the names by an
// opening book built from them, and the AzGomoku opening table, which
// agree; Abstract Play lists the same 26 in the same order.
var published = []string{
	"1D Kansei h8 h9 h10", "2D Keigetsu h8 h9 i10", "3D Sosei h8 h9 j10",
	"4D Kagetsu h8 h9 i9", "5D Zangetsu h8 h9 j9", "6D Ugetsu h8 h9 i8",
	"7D Kinsei h8 h9 j8", "8D Shogetsu h8 h9 h7", "9D Kyugetsu h8 h9 i7",
	"10D Shingetsu h8 h9 j7", "11D Zuisei h8 h9 h6", "12D Sangetsu h8 h9 i6",
	"13D Yusei h8 h9 j6",
	"1I Chosei h8 i9 j10", "2I Kyogetsu h8 i9 j9", "3I Kosei h8 i9 j8",
	"4I Suigetsu h8 i9 j7", "5I Ryusei h8 i9 j6", "6I Ungetsu h8 i9 i8",
	"7I Hogetsu h8 i9 i7", "8I Rangetsu h8 i9 i6", "9I Gingetsu h8 i9 h7",
	"10I Myojo h8 i9 h6", "11I Shagetsu h8 i9 g7", "12I Meigetsu h8 i9 g6",
	"13I Suisei h8 i9 f6",
}

func TestPublished(t *testing.T) {
	if len(opening.Openings()) != len(published) {
		t.Fatalf("%d openings, want %d", len(opening.Openings()), len(published))
	}
	for i, o := range opening.Openings() {
		m := o.Moves(15)
		got := o.String() + " " + gomoku.FormatMove(m[0], 15) + " " + gomoku.FormatMove(m[1], 15) + " " + gomoku.FormatMove(m[2], 15)
		if got != published[i] {
			t.Errorf("opening %d: %q, want %q", i, got, published[i])
		}
		if l, ok := opening.Lookup(strings.ToLower(o.Code())); !ok || l != o {
			t.Errorf("Lookup(%q) = %v, %v", o.Code(), l, ok)
		}
		if l, ok := opening.Lookup(strings.ToUpper(o.Name)); !ok || l != o {
			t.Errorf("Lookup(%q) = %v, %v", o.Name, l, ok)
		}
	}
}

// TestPartition checks that the 184 positions of the first three stones
// (8 places for White, 23 for Black's third) are each exactly one of the
// 26 openings under the 8 symmetries, and that every opening occurs.
func TestPartition(t *testing.T) {
	const size = 15
	c := board.Pt(7, 7)
	count := map[opening.Opening]int{}
	positions := 0
	for dw := range 9 {
		w := c.Add(board.Pt(dw/3-1, dw%3-1))
		if w == c {
			continue
		}
		for dt := range 25 {
			p := c.Add(board.Pt(dt/5-2, dt%5-2))
			if p == c || p == w {
				continue
			}
			positions++
			// Every (opening, symmetry) that maps onto the position.
			var matches []opening.Opening
			for _, o := range opening.Openings() {
				m := o.Moves(size)
				for _, s := range opening.Symmetries() {
					if s.Map(m[0], size) == c && s.Map(m[1], size) == w && s.Map(m[2], size) == p {
						matches = append(matches, o)
						break
					}
				}
			}
			if len(matches) != 1 {
				t.Fatalf("position h8 %s %s is %d openings: %v", gomoku.FormatMove(w, size), gomoku.FormatMove(p, size), len(matches), matches)
			}
			o, s, ok := opening.IdentifyMoves([]board.Point{c, w, p}, size)
			if !ok || o != matches[0] {
				t.Fatalf("IdentifyMoves(h8 %s %s) = %v, %v, want %v", gomoku.FormatMove(w, size), gomoku.FormatMove(p, size), o, ok, matches[0])
			}
			m := o.Moves(size)
			if s.Map(m[1], size) != w || s.Map(m[2], size) != p {
				t.Fatalf("IdentifyMoves(h8 %s %s): %v does not map %v onto it", gomoku.FormatMove(w, size), gomoku.FormatMove(p, size), s, o)
			}
			count[o]++
		}
	}
	if positions != 184 || len(count) != 26 {
		t.Fatalf("%d positions in %d classes, want 184 in 26", positions, len(count))
	}
	// 8 images each, but 4 for the openings on an axis of symmetry.
	for o, n := range count {
		onAxis := (o.Kind == opening.Direct && o.Third.Col == 0) || (o.Kind == opening.Indirect && o.Third.Row == -o.Third.Col)
		if want := map[bool]int{false: 8, true: 4}[onAxis]; n != want {
			t.Errorf("%v: %d positions, want %d", o, n, want)
		}
	}
}

// TestIdentify identifies the openings on boards of several sizes, in
// every orientation, and refuses positions that are not openings.
func TestIdentify(t *testing.T) {
	for _, size := range []int{5, 7, 15, 19, 25} {
		for _, o := range opening.Openings() {
			for _, s := range opening.Symmetries() {
				b, _ := gomoku.NewBoard(size)
				m := o.Moves(size)
				b.Set(s.Map(m[0], size), gomoku.Black)
				b.Set(s.Map(m[1], size), gomoku.White)
				b.Set(s.Map(m[2], size), gomoku.Black)
				got, gs, ok := opening.Identify(b)
				if !ok || got != o {
					t.Fatalf("size %d, %v under %v: Identify = %v, %v", size, o, s, got, ok)
				}
				for i, p := range m {
					if b.At(gs.Map(p, size)) != [3]gomoku.Stone{gomoku.Black, gomoku.White, gomoku.Black}[i] {
						t.Fatalf("size %d, %v under %v: symmetry %v does not map the opening onto the board", size, o, s, gs)
					}
				}
			}
		}
	}
	not := map[string]string{
		"empty":             "",
		"two stones":        "h8 h9",
		"four stones":       "h8 h9 h10 a1",
		"no centre":         "g8 h9 h10",
		"white far":         "h8 h10 h9",
		"third outside 5x5": "h8 h9 h11",
		"colours swapped":   "h9 h8 h10",
	}
	for name, moves := range not {
		b, _ := gomoku.NewBoard(15)
		colour := gomoku.Black
		for m := range strings.FieldsSeq(moves) {
			p, _ := gomoku.ParseMove(m, 15)
			b.Set(p, colour)
			colour = colour.Opponent()
		}
		if name == "colours swapped" {
			p, _ := gomoku.ParseMove("h8", 15)
			b.Set(p, gomoku.White)
			q, _ := gomoku.ParseMove("h9", 15)
			b.Set(q, gomoku.Black)
		}
		if o, _, ok := opening.Identify(b); ok {
			t.Errorf("%s (%s): Identify = %v, want none", name, moves, o)
		}
	}
	b, _ := gomoku.NewBoard(16)
	b.Set(board.Pt(8, 8), gomoku.Black)
	b.Set(board.Pt(7, 8), gomoku.White)
	b.Set(board.Pt(6, 8), gomoku.Black)
	if o, _, ok := opening.Identify(b); ok {
		t.Errorf("16x16 board: Identify = %v, want none", o)
	}
	if o, _, ok := opening.IdentifyMoves([]board.Point{board.Pt(7, 7), board.Pt(6, 7)}, 15); ok {
		t.Errorf("IdentifyMoves of two moves = %v, want none", o)
	}
}

// TestSymmetry checks that each symmetry maps the board onto itself,
// that Inverse undoes it, and that they are 8 different maps.
func TestSymmetry(t *testing.T) {
	for _, size := range []int{1, 2, 5, 20} {
		seen := map[string]bool{}
		for _, s := range opening.Symmetries() {
			var sb strings.Builder
			hit := map[board.Point]bool{}
			for r := range size {
				for c := range size {
					p := board.Pt(r, c)
					q := s.Map(p, size)
					if uint(q.Row) >= uint(size) || uint(q.Col) >= uint(size) || hit[q] {
						t.Fatalf("size %d: %v maps %v to %v", size, s, p, q)
					}
					hit[q] = true
					if back := s.Inverse().Map(q, size); back != p {
						t.Fatalf("size %d: %v then its inverse %v maps %v to %v", size, s, s.Inverse(), p, back)
					}
					sb.WriteString(q.String())
				}
			}
			seen[sb.String()] = true
		}
		if want := map[int]int{1: 1, 2: 8, 5: 8, 20: 8}[size]; len(seen) != want {
			t.Errorf("size %d: %d different maps, want %d", size, len(seen), want)
		}
	}
	// Rotate90 turns clockwise: the top-left corner goes to the top right.
	if p := opening.Rotate90.Map(board.Pt(0, 0), 15); p != board.Pt(0, 14) {
		t.Errorf("Rotate90 maps (0,0) to %v, want (0,14)", p)
	}
}

// TestCheckOffers checks the offers of a 5th stone on a position that is
// symmetric left to right.
func TestCheckOffers(t *testing.T) {
	pt := func(s string) board.Point {
		p, err := gomoku.ParseMove(s, 15)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	pts := func(s string) []board.Point {
		var ps []board.Point
		for f := range strings.FieldsSeq(s) {
			ps = append(ps, pt(f))
		}
		return ps
	}
	// Kansei with White's 4th at h7: the mirror left to right keeps it.
	kansei := [4]board.Point{pt("h8"), pt("h9"), pt("h10"), pt("h7")}
	// Kagetsu with White's 4th at i8 is symmetric about the diagonal
	// through h8 and i9.
	kagetsu := [4]board.Point{pt("h8"), pt("h9"), pt("i9"), pt("i8")}
	cases := []struct {
		first4 [4]board.Point
		offers string
		want   error
	}{
		{kansei, "g8 j8", nil},
		{kansei, "g8 i8", opening.ErrSymmetric},
		{kansei, "a1 o1 b2", opening.ErrSymmetric},
		{kansei, "h11 h6 g10 i10", opening.ErrSymmetric},
		{kansei, "h11 h6 g10 j11", nil},
		{kansei, "g8 g8", opening.ErrSymmetric},
		{kansei, "g8 h9", board.ErrOccupied},
		{kagetsu, "g9 j10", nil},
		{kagetsu, "g9 i7", opening.ErrSymmetric},
		{kagetsu, "j10 g7 f6 j7", nil},
		{kagetsu, "j10 g7 f6 j7 g10", opening.ErrSymmetric},
		{kagetsu, "h10 j8", opening.ErrSymmetric},
		{kagetsu, "h10 j9", nil},
	}
	for _, c := range cases {
		err := opening.CheckOffers(c.first4, pts(c.offers), 15)
		if (c.want == nil) != (err == nil) || (c.want != nil && !errors.Is(err, c.want)) {
			t.Errorf("CheckOffers(%v, %s) = %v, want %v", c.first4, c.offers, err, c.want)
		}
	}
	if err := opening.CheckOffers(kansei, []board.Point{board.Pt(15, 0)}, 15); !errors.Is(err, board.ErrOffBoard) {
		t.Errorf("an offer off the board: %v, want ErrOffBoard", err)
	}
}

// TestCheckFirstStones checks that CheckFirstStones accepts exactly the
// positions that IdentifyMoves names.
func TestCheckFirstStones(t *testing.T) {
	const size = 15
	for r := 4; r <= 10; r++ {
		for c := 4; c <= 10; c++ {
			for _, w := range []board.Point{board.Pt(6, 7), board.Pt(6, 8), board.Pt(7, 7), board.Pt(5, 5)} {
				ms := []board.Point{board.Pt(7, 7), w, board.Pt(r, c)}
				_, _, named := opening.IdentifyMoves(ms, size)
				err := opening.CheckFirstStones(ms, size)
				if named != (err == nil) || (err != nil && !errors.Is(err, opening.ErrNotOpening)) {
					t.Errorf("%v: IdentifyMoves %v, CheckFirstStones %v", ms, named, err)
				}
			}
		}
	}
	if err := opening.CheckFirstStones([]board.Point{board.Pt(7, 6)}, size); err == nil {
		t.Error("a first move off the centre: no error")
	}
	if err := opening.CheckFirstStones(nil, 16); err == nil {
		t.Error("a 16x16 board: no error")
	}
}
