package ggf_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/ggf"
)

// positions compares Positions by their discs and side to move.
var positions = cmp.Comparer(func(a, b *othello.Position) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(b)
})

// randomGame returns a record of random legal play on an n×n board, with
// every pass written and random headers, evaluations and times; from the
// standard start or, with fromMiddle, from a position reached by random
// play, either side to move. It returns the game's final position too.
func randomGame(rng *rand.Rand, n int, fromMiddle bool) (*ggf.Game, *othello.Position) {
	game, _ := othello.NewGame(n)
	if fromMiddle {
		for range boardtest.RandomMoves(game, rng, rng.IntN(n*n/2)) {
		}
		game, _ = othello.NewGameFrom(game.Position())
	}
	g := &ggf.Game{
		Place: pick(rng, "", "GGS/os", "a [bracket] and a \\ backslash"),
		Date:  pick(rng, "", "2003.12.15_12:33:18.MST", "945277754"),
		Black: pick(rng, "", "Saio1200", "ant"), White: pick(rng, "", "edax", "名前"),
		BlackRating: pick(rng, "", "2196.37"), WhiteRating: pick(rng, "", "1176.38"),
		Time:    pick(rng, "", "05:00//02:00", "0"),
		Comment: pick(rng, "", "line one\nline two ]"),
		Type: ggf.Type{Size: n, Synchro: rng.IntN(2) == 0, Komi: rng.IntN(4) == 0, Anti: rng.IntN(4) == 0,
			Random: fromMiddle, Color: []othello.Color{othello.Empty, othello.Black, othello.White}[rng.IntN(3)]},
		Start: game.Position(),
	}
	if fromMiddle && rng.IntN(2) == 0 {
		g.Type.RandomDiscs = g.Start.Count(othello.Black) + g.Start.Count(othello.White)
	}
	if rng.IntN(3) == 0 {
		g.Extra = []ggf.Property{{Name: "XX", Value: "kept"}, {Name: "YY"}}
	}
	if g.Type.Komi {
		g.Komi = &ggf.Komi{Value: -0.5,
			Black: ggf.Move{Color: othello.Black, Point: mustParse("f5"), Eval: 0.9, HasEval: true},
			White: ggf.Move{Color: othello.White, Point: mustParse("d6"), Eval: -1, HasEval: true, Time: 0.01, HasTime: true}}
	}
	next := game.Start().Turn()
	for pt := range boardtest.RandomMoves(game, rng, rng.IntN(n*n+2)) {
		if t := game.Turn(); t != next { // next has to pass
			g.Moves = append(g.Moves, ggf.Move{Color: next, Pass: true})
			next = t
		}
		m := ggf.Move{Color: next, Point: pt}
		switch rng.IntN(4) {
		case 1:
			m.Eval, m.HasEval = float64(rng.IntN(12801)-6400)/100, true
		case 2:
			m.Time, m.HasTime = rng.Float64()*100, true // any float: written exactly
		case 3:
			m.Eval, m.HasEval = rng.NormFloat64()*10, true
			m.Time, m.HasTime = float64(rng.IntN(10000))/100, true
		}
		g.Moves = append(g.Moves, m)
		next = next.Opponent()
	}
	if game.Over() {
		black, white := game.Score()
		g.Result = ggf.Result{Ending: ggf.Finished, Score: float64(black - white)}
	} else if rng.IntN(2) == 0 {
		g.Result = ggf.Result{Ending: []ggf.Ending{ggf.Resigned, ggf.Timeout, ggf.Agreed}[rng.IntN(3)], Score: float64(rng.IntN(129) - 64)}
	}
	return g, game.Position()
}

func pick(rng *rand.Rand, s ...string) string { return s[rng.IntN(len(s))] }

func mustParse(s string) board.Point {
	pt, err := othello.ParseMove(s)
	if err != nil {
		panic(err)
	}
	return pt
}

// TestRoundTrip writes random legal games of sizes 4, 6, 8, 10 and 26,
// from the start and from the middle, reads them back equal, and replays
// them to the position the game reached.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 1998))
	var all []*ggf.Game
	passes := 0
	for _, n := range []int{4, 6, 8, 10, 26} {
		games := 40
		if n == 26 {
			games = 2
		}
		for i := range games {
			g, end := randomGame(rng, n, i%2 == 1)
			text, err := ggf.Format(g)
			if err != nil {
				t.Fatalf("%d×%d: Format: %v", n, n, err)
			}
			back, err := ggf.Parse(text)
			if err != nil {
				t.Fatalf("%d×%d: Parse(%s): %v", n, n, text, err)
			}
			if diff := cmp.Diff(g, back, positions); diff != "" {
				t.Fatalf("%d×%d: read(write(g)) differs (-g +read):\n%s\n%s", n, n, diff, text)
			}
			game, err := back.Replay()
			if err != nil {
				t.Fatalf("%d×%d: Replay: %v\n%s", n, n, err, text)
			}
			if !game.Position().Equal(end) {
				t.Fatalf("%d×%d: replayed to\n%v\nwant\n%v", n, n, game.Position(), end)
			}
			all = append(all, g)
			for _, m := range g.Moves {
				if m.Pass {
					passes++
				}
			}
		}
	}
	if passes == 0 {
		t.Error("no game with a pass")
	}
	// The same games through Write and a Reader.
	var buf bytes.Buffer
	if err := ggf.Write(&buf, all...); err != nil {
		t.Fatal(err)
	}
	var read []*ggf.Game
	for g, err := range ggf.NewReader(&buf).Games() {
		if err != nil {
			t.Fatal(err)
		}
		read = append(read, g)
	}
	if diff := cmp.Diff(all, read, positions); diff != "" {
		t.Errorf("Write then Reader (-written +read):\n%s", diff)
	}
}

// TestZeroGame writes the zero Game, the 8×8 start with nothing else.
func TestZeroGame(t *testing.T) {
	text, err := ggf.Format(&ggf.Game{})
	if err != nil {
		t.Fatal(err)
	}
	const want = "(;GM[Othello]TY[8]RE[?]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *];)"
	if text != want {
		t.Errorf("Format(zero Game) = %s, want %s", text, want)
	}
	for n := othello.MinSize; n <= othello.MaxSize; n += 2 {
		text, err := ggf.Format(&ggf.Game{Type: ggf.Type{Size: n}})
		if err != nil {
			t.Fatal(err)
		}
		g, err := ggf.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := othello.NewPosition(n)
		if !g.Start.Equal(p) || g.Type.Size != n {
			t.Errorf("%d×%d: start %v size %d", n, n, g.Start, g.Type.Size)
		}
	}
}

// TestFormatErrors checks that a Game that cannot be written is refused.
func TestFormatErrors(t *testing.T) {
	p6, _ := othello.NewPosition(6)
	for i, g := range []*ggf.Game{
		{Type: ggf.Type{Size: 7}},
		{Type: ggf.Type{Size: 8}, Start: p6},
		{Type: ggf.Type{Color: othello.Color(5)}},
		{Type: ggf.Type{RandomDiscs: 4}},
		{Type: ggf.Type{Random: true}},
		{Result: ggf.Result{Ending: ggf.Ending(9)}},
		{Result: ggf.Result{Ending: ggf.Finished, Score: nan()}},
		{Moves: []ggf.Move{{Color: othello.Empty}}},
		{Moves: []ggf.Move{{Color: othello.Black, Point: mustParse("z26").Add(mustParse("b2"))}}},
		{Moves: []ggf.Move{{Color: othello.Black, HasEval: true, Eval: nan()}}},
		{Komi: &ggf.Komi{Value: nan()}},
		{Extra: []ggf.Property{{Name: "pb"}}},
		{Extra: []ggf.Property{{Name: "PB"}}},
	} {
		if s, err := ggf.Format(g); err == nil {
			t.Errorf("%d: Format(%+v) = %s, want an error", i, g, s)
		}
	}
}

func nan() float64 {
	var zero float64
	return zero / zero
}

func ExampleFormat() {
	g := &ggf.Game{Black: "alice", White: "bob", Type: ggf.Type{Size: 4}}
	for _, sq := range []string{"b1", "c1", "d3"} {
		pt, _ := othello.ParseMove(sq)
		g.Moves = append(g.Moves, ggf.Move{Color: []othello.Color{othello.Black, othello.White}[len(g.Moves)%2], Point: pt})
	}
	g.Moves[1].Eval, g.Moves[1].HasEval = -2, true
	g.Moves[2].Time, g.Moves[2].HasTime = 1.5, true
	text, err := ggf.Format(g)
	fmt.Println(text, err)
	// Output:
	// (;GM[Othello]PB[alice]PW[bob]TY[4]RE[?]BO[4 ---- -O*- -*O- ---- *]B[b1]W[c1/-2.00]B[d3//1.50];) <nil>
}
