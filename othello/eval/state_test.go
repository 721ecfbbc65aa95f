package eval

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/othello/bitboard"
)

// A stateGame plays a game with a State beside the bitboard, holding the
// State's position and score to the bitboard's and to Score (and to
// oldScore, the first implementation, for weights of their own) at every
// step: after each move, after its Undo, which must give back the State
// as it was, and after each pass.
type stateGame struct {
	t *testing.T
	w *Weights // nil for the embedded weights
	b bitboard.Bitboard
	s State
}

// newStateGame starts a stateGame from b.
func newStateGame(t *testing.T, w *Weights, b bitboard.Bitboard) *stateGame {
	g := &stateGame{t: t, w: w, b: b, s: newState(w, b.Mover, b.Opponent)}
	g.check("the start")
	return g
}

// check holds the State to the bitboard.
func (g *stateGame) check(what string) {
	g.t.Helper()
	p, o := g.s.Position()
	if p != g.b.Mover || o != g.b.Opponent {
		g.t.Fatalf("%s: State at %#x %#x, want %#x %#x", what, p, o, g.b.Mover, g.b.Opponent)
	}
	var want int
	if g.w == nil {
		want = Score(p, o)
	} else {
		want = g.w.Score(p, o)
		if old := oldScore(g.w, p, o); old != want {
			g.t.Fatalf("%s: Score(%#x, %#x) = %d, the first implementation %d", what, p, o, want, old)
		}
	}
	if got := g.s.Score(); got != want {
		g.t.Fatalf("%s: State.Score() = %d, Score(%#x, %#x) = %d", what, got, p, o, want)
	}
}

// play plays sq, checking ScoreAfter, the move, its Undo and the move
// again.
func (g *stateGame) play(sq bitboard.Square) {
	g.t.Helper()
	f := g.b.Flip(sq)
	saved, before := g.s, g.b
	after := g.s.ScoreAfter(int(sq), f)
	if g.s != saved {
		g.t.Fatalf("ScoreAfter(%s) changed the State", sq)
	}
	g.s.Play(int(sq), f)
	g.b = g.b.Make(sq, f)
	g.check("after " + sq.String())
	if got := g.s.Score(); after != got {
		g.t.Fatalf("ScoreAfter(%s) from %#x %#x = %d, Score after Play %d", sq, before.Mover, before.Opponent, after, got)
	}
	g.s.Undo(int(sq), f)
	if g.s != saved {
		g.t.Fatalf("Undo of %s from %#x %#x: the State is not the one before the move", sq, before.Mover, before.Opponent)
	}
	g.b = before
	g.check("after the undo of " + sq.String())
	g.s.Play(int(sq), f)
	g.b = g.b.Make(sq, f)
}

// pass passes if the side to move must, and reports whether the game
// goes on.
func (g *stateGame) pass() bool {
	g.t.Helper()
	if g.b.Legal() != 0 {
		return true
	}
	if g.b.Pass().Legal() == 0 {
		return false
	}
	g.s.Pass()
	g.b = g.b.Pass()
	g.check("after a pass")
	return true
}

// randomGame plays a random game to its end with a stateGame.
func randomGame(t *testing.T, w *Weights, rng *rand.Rand) {
	t.Helper()
	b, _ := bitboard.Start(8)
	g := newStateGame(t, w, b)
	for g.pass() {
		moves := g.b.Legal()
		for range rng.IntN(bits.OnesCount64(moves)) {
			moves &= moves - 1
		}
		g.play(bitboard.Square(bits.TrailingZeros64(moves)))
	}
}

// TestStateOracle plays random games with a State by the embedded
// weights, by a copy of them, by random weights (every weight, not only
// those that real games read) and by zero weights, holding it to Score
// at every step, with every implementation of its moves that the machine
// runs.
func TestStateOracle(t *testing.T) {
	n := tier(300, 100_000, 30)
	rng := rand.New(rand.NewPCG(38, 39))
	defer func() { useVector = hasVector }()
	for _, v := range implementations() {
		useVector = v
		for _, w := range []*Weights{nil, Default(), randomWeights(rng, 1), {}} {
			for range n {
				randomGame(t, w, rng)
			}
		}
	}
}

// TestStateOracleWTHOR replays the games of the WTHOR archive (a sample
// of each year; all of them in the deep tier) with a State by the
// embedded weights, holding it to Score at every step.
func TestStateOracleWTHOR(t *testing.T) {
	games := othellotest.WTHORSample(t)
	if *deep {
		games = othellotest.WTHORGames(t)
	}
	for _, game := range games {
		pos, _ := othellotest.Replay(game) // the positions up to a bad move
		g := newStateGame(t, nil, pos[0])
		for _, next := range pos[1:] {
			g.pass()
			added := (next.Mover | next.Opponent) &^ (g.b.Mover | g.b.Opponent)
			g.play(bitboard.Square(bits.TrailingZeros64(added)))
		}
	}
}

// FuzzState plays the game that the bytes of moves choose with a State,
// each byte picking a legal move, holding it to Score at every step.
func FuzzState(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3})
	f.Add([]byte{255, 7, 0, 0, 0, 0, 9, 200, 31, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4})
	w := Default()
	f.Fuzz(func(t *testing.T, moves []byte) {
		b, _ := bitboard.Start(8)
		g := newStateGame(t, w, b)
		for _, c := range moves {
			if !g.pass() {
				return
			}
			legal := g.b.Legal()
			for range int(c) % bits.OnesCount64(legal) {
				legal &= legal - 1
			}
			g.play(bitboard.Square(bits.TrailingZeros64(legal)))
		}
	})
}

// TestStateAllocs checks that a move, its score, its undo and
// ScoreAfter allocate nothing.
func TestStateAllocs(t *testing.T) {
	b, _ := bitboard.Start(8)
	s := NewState(b.Mover, b.Opponent)
	const sq = 19 // d3
	f := b.Flip(sq)
	if n := testing.AllocsPerRun(100, func() {
		s.Play(sq, f)
		s.Score()
		s.Undo(sq, f)
		s.ScoreAfter(sq, f)
	}); n != 0 {
		t.Errorf("Play, Score, Undo and ScoreAfter allocate %v times, want 0", n)
	}
}
