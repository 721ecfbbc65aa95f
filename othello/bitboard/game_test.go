package bitboard_test

import (
	"iter"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
)

// TestGameContract runs the conformance kit on every bitboard size and on
// the zero Game.
func TestGameContract(t *testing.T) {
	for _, tc := range []struct{ n, games int }{{4, 120}, {6, 40}, {8, 15}} {
		rebuild := func(g *bitboard.Game) (*bitboard.Game, error) {
			return bitboard.NewGameFrom(g.Position())
		}
		newGame := func() *bitboard.Game {
			g, err := bitboard.NewGame(tc.n)
			if err != nil {
				t.Fatal(err)
			}
			return g
		}
		boardtest.Run(t, newGame, boardtest.Config[*bitboard.Game]{Games: tc.games, Seed: uint64(tc.n), Rebuild: rebuild})
	}
	boardtest.Run(t, func() *bitboard.Game { g, _ := bitboard.NewGame(8); return g }, boardtest.Config[*bitboard.Game]{Games: 5, Seed: 99, Zero: true})
}

// sameGame checks that g and ref, an othello.Game, are in the same state.
func sameGame(t *testing.T, g *bitboard.Game, ref *othello.Game, where string) bool {
	t.Helper()
	type state struct {
		Turn, Winner      othello.Color
		Over              bool
		Moves, History    []board.Point
		Hash              uint64
		Len, Black, White int
		Text              string
	}
	snap := func(turn othello.Color, over bool, winner othello.Color, moves, hist iter.Seq[board.Point], hash uint64, n int, score func() (int, int), text string) state {
		b, w := score()
		return state{turn, winner, over, slices.Collect(moves), slices.Collect(hist), hash, n, b, w, text}
	}
	want := snap(ref.Turn(), ref.Over(), ref.Winner(), ref.Moves(), ref.History(), ref.Hash(), ref.Len(), ref.Score, ref.String())
	got := snap(g.Turn(), g.Over(), g.Winner(), g.Moves(), g.History(), g.Hash(), g.Len(), g.Score, g.String())
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s: bitboard.Game differs from othello.Game (-want +got):\n%s", where, diff)
		return false
	}
	return true
}

// TestGameAgainstOthello plays random games on bitboard.Game and
// othello.Game side by side, undoing some moves, and compares them after
// every move.
func TestGameAgainstOthello(t *testing.T) {
	r := rand.New(rand.NewPCG(10, 2026))
	for _, n := range []int{4, 6, 8} {
		for range 30 {
			g, _ := bitboard.NewGame(n)
			ref, _ := othello.NewGame(n)
			for !ref.Over() {
				moves := slices.Collect(ref.Moves())
				pt := moves[r.IntN(len(moves))]
				if err := g.Play(pt); err != nil {
					t.Fatalf("%d×%d: Play(%v): %v", n, n, pt, err)
				}
				_ = ref.Play(pt)
				if r.IntN(8) == 0 {
					g.Undo()
					ref.Undo()
				}
				if !sameGame(t, g, ref, ref.Transcript()) {
					return
				}
			}
		}
	}
}

// TestGameWTHOR replays one game in 20 of the sample of the shared WTHOR
// archive on bitboard.Game and compares its final state with
// othello.Game's (every game of the archive, and one in 100 after every
// move, with -othello.deep).
func TestGameWTHOR(t *testing.T) {
	g, _ := bitboard.NewGame(8)
	ref, _ := othello.NewGame(8)
	games := othellotest.WTHORSample(t)
	if othellotest.Deep() {
		games = othellotest.WTHORGames(t)
	}
	for i, rec := range games {
		if !othellotest.Deep() && i%20 != 0 {
			continue
		}
		g.Reset()
		ref.Reset()
		for _, pt := range rec.Moves {
			if err := g.Play(pt); err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
			_ = ref.Play(pt)
			if othellotest.Deep() && i%100 == 0 && !sameGame(t, g, ref, ref.Transcript()) {
				return
			}
		}
		if g.Hash() != ref.Hash() || g.Turn() != ref.Turn() {
			t.Fatalf("game %d: hash %#x turn %v, othello.Game %#x %v", i, g.Hash(), g.Turn(), ref.Hash(), ref.Turn())
		}
	}
}

// perft counts the leaves at depth through the game contract alone.
func perft[C comparable, G board.Game[C, G]](g G, depth int) uint64 {
	if depth == 0 || g.Over() {
		return 1
	}
	var n uint64
	for pt := range g.Moves() {
		if err := g.Play(pt); err != nil {
			panic(err)
		}
		n += perft[C](g, depth-1)
		g.Undo()
	}
	return n
}

// TestAllocs checks that the fast path of both contract types, the moves
// appended to a buffer, and Play and Undo allocate nothing once the
// history has grown, even through a type parameter.
func TestAllocs(t *testing.T) {
	if othellotest.Race {
		t.Skip("the race detector allocates")
	}
	g, _ := bitboard.NewGame(8)
	ref, _ := othello.NewGame(8)
	g.Play(board.Pt(2, 3))
	g.Undo()
	ref.Play(board.Pt(2, 3))
	ref.Undo()
	buf := make([]board.Point, 0, 32)
	if a := testing.AllocsPerRun(10, func() { playUndo[othello.Color](g, buf) }); a != 0 {
		t.Errorf("bitboard.Game: %v allocations per AppendMoves, Play and Undo", a)
	}
	if a := testing.AllocsPerRun(10, func() { playUndo[othello.Color](ref, buf) }); a != 0 {
		t.Errorf("othello.Game: %v allocations per AppendMoves, Play and Undo", a)
	}
	if got := perft[othello.Color](g, 6); got != 8200 {
		t.Errorf("generic perft 6 = %d, want 8200", got)
	}
}

// playUndo gets the moves of g through the fast path and plays and
// undoes one, through the contract. The moves go to buf, which a caller
// keeps from call to call as a search does.
func playUndo[C comparable, G board.Game[C, G]](g G, buf []board.Point) {
	_ = board.AppendMoves(buf[:0], g)
	_ = g.Play(board.Pt(2, 3)) // d3
	g.Undo()
}

// BenchmarkGenericPerft measures a perft 6 through the game contract on
// both contract types. A pass is no ply of this perft.
func BenchmarkGenericPerft(b *testing.B) {
	g, _ := bitboard.NewGame(8)
	ref, _ := othello.NewGame(8)
	b.Run("game=bitboard", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			perft[othello.Color](g, 6)
		}
	})
	b.Run("game=othello", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			perft[othello.Color](ref, 6)
		}
	})
}
