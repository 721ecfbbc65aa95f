package pattern_test

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// deep turns on the deep tier: about half a million moves.
var deep = flag.Bool("pattern.deep", false, "run the deep tier of the pattern agreement tests (4,000 move sequences, about 230,000 moves, a minute or two)")

// agreeStats counts what the sequences held, to show that the comparison
// saw every kind of answer.
type agreeStats struct {
	sequences, moves, undos, wins, pointChecks int
	fouls                                      [4]int
	fours, threes                              [3]int // points with 0, 1, 2+ fours / threes
}

// seqGen plays random move sequences dense in threats: most moves extend
// or fill a line of stones already on the board, a colour often plays
// twice in a row, and some moves are taken back.
type seqGen struct {
	rng *rand.Rand
	b   *board.Board[gomoku.Stone]
	n   int
}

// next returns the next move and its colour, never an occupied point.
func (g *seqGen) next(turn gomoku.Stone) (board.Point, gomoku.Stone, bool) {
	s := turn
	if g.rng.IntN(3) == 0 {
		s = s.Opponent()
	}
	for range 40 {
		var q board.Point
		if g.rng.IntN(10) < 7 {
			// Near a stone of s: 1 to 3 steps along a random direction.
			p := board.Pt(g.rng.IntN(g.n), g.rng.IntN(g.n))
			if g.b.At(p) != s {
				continue
			}
			q = p.Add(board.Directions()[g.rng.IntN(8)].Delta().Mul(1 + g.rng.IntN(3)))
		} else {
			c := g.n / 2
			w := max(2, g.n/3)
			q = board.Pt(c-w+g.rng.IntN(2*w+1), c-w+g.rng.IntN(2*w+1))
		}
		if g.b.In(q) && g.b.At(q) == gomoku.Empty {
			return q, s, true
		}
	}
	return board.Point{}, 0, false
}

// oracleWins reports whether s at the empty point q of b wins under r.
func oracleWins(b *board.Board[gomoku.Stone], q board.Point, s gomoku.Stone, r gomoku.Rule) bool {
	b.Set(q, s)
	_, ok := gomoku.WinAt(b, q, r)
	b.Set(q, gomoku.Empty)
	return ok
}

// oracleFours and oracleThrees are the walker's reading of fours and
// threes (gomoku/walker.go, walkFours and walkStraightFourMoves) through q
// with s at q, for the colour's own five: exactly five where only that
// wins, five or more otherwise.
func oracleFours(b *board.Board[gomoku.Stone], q board.Point, s gomoku.Stone, r gomoku.Rule) int {
	n := 0
	for _, a := range board.Axes() {
		var runs [2]int
		var ok [2]bool
		m := 0
		for side, d := range [2]board.Direction{a.Backward(), a.Forward()} {
			runs[side] = b.Run(q, d, s)
			e := q.Add(d.Delta().Mul(runs[side] + 1))
			if b.In(e) && b.At(e) == gomoku.Empty && oracleWins(b, e, s, r) && lineWins(b, e, a, s, r) {
				ok[side] = true
				m++
			}
		}
		if ok[0] && ok[1] && runs[0]+runs[1]+1 == 4 {
			m--
		}
		n += m
	}
	return n
}

// lineWins reports whether s at the empty point e wins on axis a.
func lineWins(b *board.Board[gomoku.Stone], e board.Point, a board.Axis, s gomoku.Stone, r gomoku.Rule) bool {
	b.Set(e, s)
	n := b.Span(e, a, s)
	b.Set(e, gomoku.Empty)
	if exactFive(r, s) {
		return n == 5
	}
	return n >= 5
}

// exactFive reports whether only exactly five wins for s under r.
func exactFive(r gomoku.Rule, s gomoku.Stone) bool {
	return r == gomoku.Standard || r == gomoku.Omok || r == gomoku.Renju && s == gomoku.Black
}

func oracleThrees(b *board.Board[gomoku.Stone], q board.Point, s gomoku.Stone, r gomoku.Rule) int {
	lines := 0
	for _, a := range board.Axes() {
		if b.Span(q, a, s) >= 5 {
			continue
		}
		back, fwd := a.Backward(), a.Forward()
		found := false
		for _, d := range [2]board.Direction{back, fwd} {
			m := q.Add(d.Delta().Mul(b.Run(q, d, s) + 1))
			if !b.In(m) || b.At(m) != gomoku.Empty {
				continue
			}
			b.Set(m, s)
			nb, nf := b.Run(q, back, s), b.Run(q, fwd, s)
			if nb+nf+1 == 4 {
				e1 := q.Add(back.Delta().Mul(nb + 1))
				e2 := q.Add(fwd.Delta().Mul(nf + 1))
				five := false
				for _, c := range board.Axes() {
					if c != a && (b.Span(m, c, s) == 5 || !exactFive(r, s) && b.Span(m, c, s) > 5) {
						five = true
					}
				}
				if b.In(e1) && b.At(e1) == gomoku.Empty && lineWins(b, e1, a, s, r) &&
					b.In(e2) && b.At(e2) == gomoku.Empty && lineWins(b, e2, a, s, r) && !five {
					found = true
				}
			}
			b.Set(m, gomoku.Empty)
		}
		if found {
			lines++
		}
	}
	return lines
}

// oracleWindow is Window by walking the 5-point windows through q.
func oracleWindow(b *board.Board[gomoku.Stone], q board.Point, s gomoku.Stone) int {
	best := 0
	for _, a := range board.Axes() {
		d := a.Forward().Delta()
		for lo := -4; lo <= 0; lo++ {
			n, ok := 0, true
			for k := lo; k < lo+5; k++ {
				p := q.Add(d.Mul(k))
				switch {
				case !b.In(p) || b.At(p) == s.Opponent():
					ok = false
				case k != 0 && b.At(p) == s:
					n++
				}
			}
			if ok {
				best = max(best, n)
			}
		}
	}
	return best
}

type foulAt struct {
	P board.Point
	F gomoku.Foul
}

func collect(seq func(func(board.Point, gomoku.Foul) bool)) []foulAt {
	var fs []foulAt
	for p, f := range seq {
		fs = append(fs, foulAt{p, f})
	}
	return fs
}

// agreeSequence plays one random sequence on pos and on a board and
// compares them after every move and undo.
func agreeSequence(t *testing.T, rng *rand.Rand, st *agreeStats) {
	sizes := []int{15, 15, 15, 7, 9, 11, 19, 26}
	n := sizes[rng.IntN(len(sizes))]
	r := gomoku.Rules()[rng.IntN(4)]
	pos, err := pattern.New(n, r)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := gomoku.NewBoard(n)
	g := &seqGen{rng: rng, b: b, n: n}
	var played []board.Point
	turn := gomoku.Black
	var firstWin *gomoku.Five
	winAt := -1
	st.sequences++
	for step := range 20 + rng.IntN(n*n/3) {
		if len(played) > 0 && rng.IntN(12) == 0 {
			q := played[len(played)-1]
			played = played[:len(played)-1]
			b.Set(q, gomoku.Empty)
			pos.Undo()
			if winAt == len(played) {
				firstWin, winAt = nil, -1
			}
			st.undos++
		} else {
			q, s, ok := g.next(turn)
			if !ok {
				break
			}
			want := oracleWins(b, q, s, r)
			if got := pos.Wins(q, s); got != want {
				t.Fatalf("%v, %v at %v: Wins = %v, the walker %v on\n%v", r, s, q, got, want, b.Format(gomoku.Stone.Rune))
			}
			safe := safePoints(pos, s.Opponent())
			pos.Place(q, s)
			b.Set(q, s)
			played = append(played, q)
			for _, p := range safe {
				if f := pos.Forbidden(p, s.Opponent()); f != gomoku.NoFoul {
					t.Fatalf("%v: %v at %v made %v's %v at %v, which MayBeForbidden cleared, on\n%v", r, s, q, s.Opponent(), f, p, b.Format(gomoku.Stone.Rune))
				}
			}
			if want && firstWin == nil {
				f, _ := gomoku.WinAt(b, q, r)
				firstWin, winAt = &f, len(played)-1
				st.wins++
			}
			turn = s.Opponent()
			st.moves++
		}
		got, ok := pos.Winner()
		if ok != (firstWin != nil) || ok && got != *firstWin {
			t.Fatalf("%v: Winner = %v, %v; want %v", r, got, ok, firstWin)
		}
		if pos.Hash() == 0 && len(played) > 0 {
			t.Fatal("zero hash")
		}
		agreeForbidden(t, pos, b, r, st)
		if step%4 == 0 {
			agreePoints(t, pos, b, r, st)
		}
	}
	// Taking every move back leaves the empty position's tables.
	for pos.Undo() {
	}
	fresh, _ := pattern.New(n, r)
	agreeTables(t, pos, fresh)
}

// safePoints returns the empty points of pos that MayBeForbidden clears
// for s: none of them may be forbidden for s after a stone of the other
// colour.
func safePoints(pos *pattern.Position, s gomoku.Stone) []board.Point {
	var safe []board.Point
	for q := range pos.Points() {
		if pos.At(q) == gomoku.Empty && !pos.MayBeForbidden(q, s) {
			safe = append(safe, q)
		}
	}
	return safe
}

// agreeForbidden compares the forbidden points of both colours with those
// of package gomoku, and holds MayBeForbidden to them: true at each.
func agreeForbidden(t *testing.T, pos *pattern.Position, b *board.Board[gomoku.Stone], r gomoku.Rule, st *agreeStats) {
	t.Helper()
	for _, s := range [2]gomoku.Stone{gomoku.Black, gomoku.White} {
		want := collect(gomoku.ForbiddenPoints(b, s, r))
		if diff := cmp.Diff(want, collect(pos.ForbiddenPoints(s))); diff != "" {
			t.Fatalf("%v, %v: forbidden points (-gomoku +pattern):\n%s\non\n%v", r, s, diff, b.Format(gomoku.Stone.Rune))
		}
		for _, f := range want {
			st.fouls[f.F]++
			if !pos.MayBeForbidden(f.P, s) {
				t.Fatalf("%v, %v: MayBeForbidden false at %v, a %v, on\n%v", r, s, f.P, f.F, b.Format(gomoku.Stone.Rune))
			}
		}
	}
}

// agreePoints compares wins, fours, threes and windows at every empty point, for
// both colours, with the walker's reading, the fouls with the tables'
// reading (the oracle of oracle_test.go), and the tables with those of a
// position built from the board.
func agreePoints(t *testing.T, pos *pattern.Position, b *board.Board[gomoku.Stone], r gomoku.Rule, st *agreeStats) {
	t.Helper()
	for q := range pos.Points() {
		for _, s := range [2]gomoku.Stone{gomoku.Black, gomoku.White} {
			st.pointChecks++
			win := oracleWins(b, q, s, r)
			if got := pos.Wins(q, s); got != win {
				t.Fatalf("%v, %v at %v: Wins %v, want %v", r, s, q, got, win)
			}
			// A move that wins makes no four and no three.
			fours, threes := 0, 0
			if !win {
				b.Set(q, s)
				fours, threes = oracleFours(b, q, s, r), oracleThrees(b, q, s, r)
				b.Set(q, gomoku.Empty)
			}
			if got := pos.Fours(q, s); got != fours {
				t.Fatalf("%v, %v at %v: Fours %d, want %d on\n%v", r, s, q, got, fours, b.Format(gomoku.Stone.Rune))
			}
			if got := pos.Threes(q, s); got != threes {
				t.Fatalf("%v, %v at %v: Threes %d, want %d on\n%v", r, s, q, got, threes, b.Format(gomoku.Stone.Rune))
			}
			if got, want := pos.Window(q, s), oracleWindow(b, q, s); got != want {
				t.Fatalf("%v at %v: Window %d, want %d on\n%v", s, q, got, want, b.Format(gomoku.Stone.Rune))
			}
			if got, want := pos.Forbidden(q, s), pos.OracleForbidden(q, s); got != want {
				t.Fatalf("%v, %v at %v: Forbidden %v, the tables' reading %v on\n%v", r, s, q, got, want, b.Format(gomoku.Stone.Rune))
			}
			st.fours[min(2, pos.Fours(q, s))]++
			st.threes[min(2, pos.Threes(q, s))]++
		}
	}
	for _, s := range [2]gomoku.Stone{gomoku.Black, gomoku.White} {
		var want, wins []board.Point
		for q := range pos.Points() {
			if pos.Fours(q, s) > 0 {
				want = append(want, q)
			}
			if pos.Wins(q, s) {
				wins = append(wins, q)
			}
		}
		if diff := cmp.Diff(want, pos.AppendFours(nil, s)); diff != "" {
			t.Fatalf("%v: AppendFours (-Fours +AppendFours):\n%s", s, diff)
		}
		if diff := cmp.Diff(wins, pos.AppendWins(nil, s)); diff != "" {
			t.Fatalf("%v: AppendWins (-Wins +AppendWins):\n%s", s, diff)
		}
		set := make([]uint64, (pos.Size()*pos.Size()+63)/64)
		set[0] = 1 // a bit AddThreats keeps
		pos.AddThreats(set, s)
		for q := range pos.Points() {
			i := q.Row*pos.Size() + q.Col
			want := i == 0 || pos.Wins(q, s) || pos.Fours(q, s) > 0
			if got := set[i/64]>>(i%64)&1 != 0; got != want {
				t.Fatalf("%v at %v: AddThreats %v, Wins or Fours %v", s, q, got, want)
			}
		}
	}
	fresh, err := pattern.From(b, r)
	if err != nil {
		t.Fatal(err)
	}
	agreeTables(t, pos, fresh)
}

// agreeTables compares the classes and counts of two positions.
func agreeTables(t *testing.T, got, want *pattern.Position) {
	t.Helper()
	if got.Hash() != want.Hash() {
		t.Fatalf("hash %x, want %x", got.Hash(), want.Hash())
	}
	for _, s := range [2]gomoku.Stone{gomoku.Black, gomoku.White} {
		for c := range pattern.Class(pattern.NumClasses) {
			if g, w := got.Count(s, c), want.Count(s, c); g != w {
				t.Fatalf("%v: Count(%v) = %d, from the board %d", s, c, g, w)
			}
		}
		for q := range want.Points() {
			for _, a := range board.Axes() {
				if g, w := got.Class(q, a, s), want.Class(q, a, s); g != w {
					t.Fatalf("%v at %v on %v: class %v, from the board %v", s, q, a, g, w)
				}
			}
		}
	}
}

// TestAgree holds the pattern tables to the walker and bit-parallel scans
// of package gomoku on random move sequences dense in threats, under
// every rule set: the win of every move, the first winner, the forbidden
// points of both colours after every move and undo, and wins, fours and
// threes and windows at every empty point every fourth step. -pattern.deep runs
// 4,000 sequences (about 230,000 moves).
func TestAgree(t *testing.T) {
	seqs := 16
	if testing.Short() {
		seqs = 8
	}
	if *deep {
		seqs = 4_000
	}
	rng := rand.New(rand.NewPCG(5, 1))
	var st agreeStats
	for range seqs {
		agreeSequence(t, rng, &st)
		if t.Failed() {
			return
		}
	}
	t.Logf("%d sequences, %d moves, %d undos, %d wins; forbidden points by foul %v; %d point checks: fours 0/1/2+ %v, threes 0/1/2+ %v",
		st.sequences, st.moves, st.undos, st.wins, st.fouls, st.pointChecks, st.fours, st.threes)
	if !testing.Short() && (slices.Contains(st.fouls[1:], 0) || st.fours[2] == 0 || st.threes[2] == 0) {
		t.Errorf("the corpus missed a case: %v", fmt.Sprint(st))
	}
}

// TestHashOfGame holds the hash of a position to that of a gomoku.Game in
// the same position: equal with Black to move, and apart by one key, the
// same all game long, with White to move.
func TestHashOfGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	var white uint64
	for _, r := range gomoku.Rules() {
		g, _ := gomoku.NewGame(15, r)
		pos, _ := pattern.New(15, r)
		var moves []board.Point
		for !g.Over() {
			moves = board.AppendMoves(moves[:0], g)
			p, s := moves[rng.IntN(len(moves))], g.Turn()
			g.Play(p)
			pos.Place(p, s)
			d := g.Hash() ^ pos.Hash()
			switch {
			case g.Over():
			case g.Turn() == gomoku.Black && d != 0:
				t.Fatalf("%v, Black to move after %d moves: game hash %#x, position hash %#x", r, g.Len(), g.Hash(), pos.Hash())
			case g.Turn() == gomoku.White && (d == 0 || white != 0 && d != white):
				t.Fatalf("%v, White to move after %d moves: the hashes differ by %#x, before by %#x", r, g.Len(), d, white)
			case g.Turn() == gomoku.White:
				white = d
			}
		}
	}
}
