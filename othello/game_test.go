package othello

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
)

// refGame is an independent Othello game for tests: a plain grid, moves
// found by stepping along each direction by hand, and passes settled
// eagerly after every move.
type refGame struct {
	n     int
	cells [][]Color
	turn  Color // Empty when the game is over
}

var refSteps = [8][2]int{{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}

func newRefGame(n int) *refGame {
	g := &refGame{n: n, turn: Black, cells: make([][]Color, n)}
	for r := range g.cells {
		g.cells[r] = make([]Color, n)
	}
	h := n / 2
	g.cells[h-1][h-1], g.cells[h][h] = White, White
	g.cells[h-1][h], g.cells[h][h-1] = Black, Black
	return g
}

func (g *refGame) in(r, c int) bool { return r >= 0 && r < g.n && c >= 0 && c < g.n }

// flips returns how many discs a disc of colour c at (r, c0) flips, and
// flips them unless dry.
func (g *refGame) flips(r, c0 int, c Color, dry bool) int {
	if !g.in(r, c0) || g.cells[r][c0] != Empty {
		return 0
	}
	total := 0
	for _, s := range refSteps {
		k := 1
		for g.in(r+k*s[0], c0+k*s[1]) && g.cells[r+k*s[0]][c0+k*s[1]] == c.Opponent() {
			k++
		}
		if k > 1 && g.in(r+k*s[0], c0+k*s[1]) && g.cells[r+k*s[0]][c0+k*s[1]] == c {
			total += k - 1
			for i := 1; i < k && !dry; i++ {
				g.cells[r+i*s[0]][c0+i*s[1]] = c
			}
		}
	}
	return total
}

func (g *refGame) moves(c Color) []board.Point {
	var out []board.Point
	for r := range g.n {
		for col := range g.n {
			if g.flips(r, col, c, true) > 0 {
				out = append(out, board.Pt(r, col))
			}
		}
	}
	return out
}

func (g *refGame) play(pt board.Point) {
	c := g.turn
	g.flips(pt.Row, pt.Col, c, false)
	g.cells[pt.Row][pt.Col] = c
	switch {
	case len(g.moves(c.Opponent())) > 0:
		g.turn = c.Opponent()
	case len(g.moves(c)) > 0:
		g.turn = c
	default:
		g.turn = Empty
	}
}

func (g *refGame) count(c Color) int {
	n := 0
	for _, row := range g.cells {
		for _, v := range row {
			if v == c {
				n++
			}
		}
	}
	return n
}

func (g *refGame) text() string {
	var sb strings.Builder
	for _, row := range g.cells {
		for _, v := range row {
			sb.WriteRune(v.Rune())
		}
	}
	return sb.String()
}

// checkSame compares g with the reference.
func checkSame(t *testing.T, g *Game, ref *refGame, where string) {
	t.Helper()
	if got := g.Turn(); got != ref.turn {
		t.Fatalf("%s: Turn = %v, want %v", where, got, ref.turn)
	}
	if g.Over() != (ref.turn == Empty) {
		t.Fatalf("%s: Over = %v", where, g.Over())
	}
	if got, want := strings.Fields(g.pos.Text())[0], ref.text(); got != want {
		t.Fatalf("%s: board %s, want %s", where, got, want)
	}
	var want []board.Point
	if ref.turn != Empty {
		want = ref.moves(ref.turn)
	}
	var got []board.Point
	for pt := range g.Moves() {
		got = append(got, pt)
	}
	if !slices.Equal(want, got) {
		t.Fatalf("%s: Moves (-want +got):\n%s", where, cmp.Diff(want, got))
	}
	for _, pt := range want {
		if !g.pos.Legal(pt, g.Turn()) {
			t.Fatalf("%s: %s not Legal", where, FormatMove(pt))
		}
	}
	for _, c := range []Color{Black, White, Empty} {
		if g.Count(c) != ref.count(c) {
			t.Fatalf("%s: Count(%v) = %d, want %d", where, c, g.Count(c), ref.count(c))
		}
	}
}

// TestGameReference plays random games on every size side by side with
// the reference, trying illegal moves, explicit passes and undo on the way.
func TestGameReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	games := 0
	early := 0
	for n := MinSize; n <= MaxSize; n += 2 {
		rounds := 15
		if n > 10 {
			rounds = 1
		}
		for range rounds {
			games++
			g, err := NewGame(n)
			if err != nil {
				t.Fatal(err)
			}
			ref := newRefGame(n)
			var tr []string // transcript with explicit passes
			forced := false // the last move made the opponent pass
			for step := 0; ; step++ {
				where := fmt.Sprintf("size %d after %q", n, g.Transcript())
				checkSame(t, g, ref, where)
				if ref.turn == Empty {
					break
				}
				// An illegal move changes nothing.
				bad := board.Pt(rng.IntN(n+2)-1, rng.IntN(n+2)-1)
				if !g.pos.Legal(bad, g.Turn()) {
					before := g.pos.Text()
					err := g.Play(bad)
					if !errors.Is(err, board.ErrIllegalMove) || g.pos.Text() != before {
						t.Fatalf("%s: Play(%v) = %v", where, bad, err)
					}
					var want error
					switch {
					case bad.Row < 0 || bad.Row >= n || bad.Col < 0 || bad.Col >= n:
						want = board.ErrOffBoard
					case ref.cells[bad.Row][bad.Col] != Empty:
						want = board.ErrOccupied
					default:
						want = ErrNoCapture
					}
					if !errors.Is(err, want) {
						t.Fatalf("%s: Play(%v) = %v, want %v", where, bad, err, want)
					}
				}
				// A pass is accepted once where it is forced, and refused
				// elsewhere.
				if forced {
					if err := g.Pass(); err != nil {
						t.Fatalf("%s: forced Pass = %v", where, err)
					}
				}
				if err := g.Pass(); !errors.Is(err, ErrNoPass) {
					t.Fatalf("%s: Pass = %v, want ErrNoPass", where, err)
				}
				moves := ref.moves(ref.turn)
				pt := moves[rng.IntN(len(moves))]
				// Play, undo, and play again.
				if rng.IntN(4) == 0 {
					if err := g.Play(pt); err != nil {
						t.Fatalf("%s: Play(%s): %v", where, FormatMove(pt), err)
					}
					if !g.Undo() {
						t.Fatalf("%s: Undo found nothing", where)
					}
					checkSame(t, g, ref, where+" (undone)")
				}
				mover := ref.turn
				if err := g.Play(pt); err != nil {
					t.Fatalf("%s: Play(%s): %v", where, FormatMove(pt), err)
				}
				ref.play(pt)
				tr = append(tr, FormatMove(pt))
				forced = ref.turn == mover
				if forced {
					tr = append(tr, "pass")
				}
			}
			if ref.count(Empty) > 0 {
				early++
				if n == 4 && early < 4 {
					t.Logf("ended early: %s", strings.Join(tr, " "))
				}
			}
			// The score gives the empties to the winner.
			b, w, e := ref.count(Black), ref.count(White), ref.count(Empty)
			var winner Color
			switch {
			case b > w:
				b, winner = b+e, Black
			case w > b:
				w, winner = w+e, White
			default:
				b, w = b+e/2, w+e/2
			}
			if gb, gw := g.Score(); gb != b || gw != w || g.Winner() != winner {
				t.Errorf("size %d: Score = %d %d, Winner %v; want %d %d, %v", n, gb, gw, g.Winner(), b, w, winner)
			}
			if err := g.Play(board.Pt(0, 0)); !errors.Is(err, board.ErrGameOver) || !errors.Is(err, board.ErrIllegalMove) {
				t.Errorf("Play after the end = %v, want board.ErrGameOver", err)
			}
			if err := g.Pass(); !errors.Is(err, board.ErrGameOver) {
				t.Errorf("Pass after the end = %v, want board.ErrGameOver", err)
			}
			// The transcript, with or without explicit passes, replays the game.
			final := g.pos.Text()
			for _, s := range []string{g.Transcript(), strings.Join(tr, " "), strings.ToUpper(strings.Join(tr, ","))} {
				h, err := ParseTranscript(n, s)
				if err != nil {
					t.Fatalf("ParseTranscript(%d, %q): %v", n, s, err)
				}
				if h.pos.Text() != final || h.Transcript() != g.Transcript() || !h.Over() {
					t.Fatalf("ParseTranscript(%d, %q) = %s, want %s", n, s, h.pos.Text(), final)
				}
			}
			// Undo all the way back to the start.
			for g.Undo() {
			}
			if g.Len() != 0 || !g.pos.Equal(g.start) || g.Turn() != Black {
				t.Fatalf("undo to the start: %s", g.pos.Text())
			}
		}
	}
	t.Logf("%d random games side by side with the reference, %d ended with empty squares", games, early)
	if early == 0 {
		t.Errorf("no game ended early; the test misses that case")
	}
}

func TestTranscriptErrors(t *testing.T) {
	for _, tc := range []struct {
		n     int
		s     string
		index int
		text  string
		want  error
	}{
		{8, "f5d6c3x", 4, "x", board.ErrSyntax},
		{8, "f5 d6 c3 9", 4, "9", board.ErrSyntax},
		{8, "f5 d6 c3;d3", 4, ";", board.ErrSyntax},
		{8, "f5d6c3d3c4f4f6f3e6e7d7 a0", 12, "a0", board.ErrSyntax},
		{8, "f5 i5", 2, "i5", board.ErrOffBoard},
		{8, "f5 f5", 2, "f5", board.ErrOccupied},
		{8, "f5 a1", 2, "a1", ErrNoCapture},
		{8, "F5,D6,pass", 3, "pass", ErrNoPass},
		{8, "ps", 1, "ps", ErrNoPass},
		{4, "c4 b4 a3 d2 d3 a4 d1 d4 c1 a2 b1 a1", 12, "a1", board.ErrGameOver},
		{4, "b1 c1 d3 a1 pass a3 a2 c4 d2 b4 a4 pass pass", 13, "pass", ErrNoPass},
		{4, "b1 c1 d3 a1 a3 pass", 6, "pass", ErrNoPass},
		{6, "b3 é", 2, "é", board.ErrSyntax},
	} {
		_, err := ParseTranscript(tc.n, tc.s)
		te, ok := errors.AsType[*TranscriptError](err)
		if !ok || te.Index != tc.index || te.Text != tc.text || !errors.Is(err, tc.want) {
			t.Errorf("ParseTranscript(%d, %q) = %v, want move %d %q: %v", tc.n, tc.s, err, tc.index, tc.text, tc.want)
		}
	}
	if _, err := ParseTranscript(7, ""); !errors.Is(err, board.ErrSize) {
		t.Errorf("ParseTranscript(7) = %v, want board.ErrSize", err)
	}
}
