package eval

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/seed131617c4/board/internal/othelloplay"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/internal/kernel"
)

// BenchmarkScore scores the positions of random games, one per op, with
// the fast features (impl=new) and with the first implementation kept as
// the tests' oracle (impl=old), and checked first by Evaluate in portable
// Go (impl=evaluate); then the children of the positions of random games
// by Score and by a State (pos=child: see benchmarkChildren), which
// benchstat -col /impl compares.
func BenchmarkScore(b *testing.B) {
	var pos []bitboard.Bitboard
	rng := rand.New(rand.NewPCG(1, 1))
	for len(pos) < 1024 {
		pos = append(pos, othelloplay.Game(rng, 8)...)
	}
	pos = pos[:1024]
	w := Default()
	for _, impl := range []struct {
		name  string
		score func(p, o uint64) int
	}{{"old", func(p, o uint64) int { return oldScore(w, p, o) }}, {"go", w.Score}, {"avx512", w.Score},
		{"evaluate", func(p, o uint64) int { v, _ := w.Evaluate(bitboard.Bitboard{Mover: p, Opponent: o}); return v }}} {
		if impl.name == "avx512" && !hasVector {
			continue
		}
		b.Run("impl="+impl.name, func(b *testing.B) {
			defer func(v bool) { useVector = v }(useVector)
			useVector = impl.name == "avx512"
			b.ReportAllocs()
			i, sum := 0, 0
			for b.Loop() {
				p := pos[i&1023]
				sum += impl.score(p.Mover, p.Opponent)
				i++
			}
			_ = sum
		})
	}
	benchmarkChildren(b)
}

// A benchChild is a position of a random game and one of its moves,
// with what the walk of the games does before it: nothing, or play the
// game's move from the child's parent's parent (sq, flip), or start a
// game.
type benchChild struct {
	sq, gameSq      int
	flip, gameFlip  uint64
	p, o            uint64 // the position after the move, for Score
	advance, starts bool
}

// childWalk returns the moves from the positions of random games, every
// legal move of each, in the order of the games: the leaves of a search
// one ply from its horizon, scored as they come.
func childWalk(n int) []benchChild {
	rng := rand.New(rand.NewPCG(2, 2))
	var out []benchChild
	for len(out) < n {
		b, _ := bitboard.Start(8)
		first := true
		pending, pendingFlip := -1, uint64(0)
		for !b.GameOver() && len(out) < n {
			if b.Legal() == 0 {
				b = b.Pass()
				continue // the walk passes with the game's move: see below
			}
			for x := b.Legal(); x != 0; x &= x - 1 {
				sq := bitboard.Square(bits.TrailingZeros64(x))
				f := b.Flip(sq)
				c := b.Make(sq, f)
				out = append(out, benchChild{sq: int(sq), flip: f, p: c.Mover, o: c.Opponent,
					starts: first, advance: pending >= 0, gameSq: pending, gameFlip: pendingFlip})
				first, pending = false, -1
			}
			moves := b.Legal()
			for range rng.IntN(bits.OnesCount64(moves)) {
				moves &= moves - 1
			}
			sq := bitboard.Square(bits.TrailingZeros64(moves))
			pending, pendingFlip = int(sq), b.Flip(sq)
			b = b.Make(sq, pendingFlip)
		}
	}
	return out[:n]
}

// benchmarkChildren scores the children of the positions of random games
// (pos=child): by Score on each child (impl=avx512 or go), and by a State
// that walks the games and plays each move, scores and takes it back
// with Undo (impl=state) or by restoring a copy (impl=state-copy), or
// scores it with ScoreAfter without playing it (impl=state-after). The
// walk's own moves, one per position, are in the State's time.
func benchmarkChildren(b *testing.B) {
	const n = 1 << 12
	walk := childWalk(n)
	w := Default()
	for _, impl := range []string{"go", "avx512", "state", "state-copy", "state-after"} {
		if impl == "avx512" && !hasVector {
			continue
		}
		b.Run("pos=child/impl="+impl, func(b *testing.B) {
			defer func(v bool) { useVector = v }(useVector)
			useVector = impl != "go" && hasVector
			b.ReportAllocs()
			start, _ := bitboard.Start(8)
			var s State
			i, sum := 0, 0
			for b.Loop() {
				c := &walk[i&(n-1)]
				i++
				switch impl {
				case "go", "avx512":
					sum += w.Score(c.p, c.o)
					continue
				}
				if c.starts {
					s = w.NewState(start.Mover, start.Opponent)
				} else if c.advance {
					s.Play(c.gameSq, c.gameFlip)
					if pp, po := s.Position(); kernel.Moves(pp, po) == 0 {
						s.Pass()
					}
				}
				switch impl {
				case "state":
					s.Play(c.sq, c.flip)
					sum += s.Score()
					s.Undo(c.sq, c.flip)
				case "state-after":
					sum += s.ScoreAfter(c.sq, c.flip)
				default:
					saved := s
					s.Play(c.sq, c.flip)
					sum += s.Score()
					s = saved
				}
			}
			_ = sum
		})
	}
}

// BenchmarkDecode decodes the embedded weights: one stage (what the first
// Score of a stage costs) and all of them (UnmarshalBinary).
func BenchmarkDecode(b *testing.B) {
	blocks := embeddedStages()
	canonical()
	b.Run("what=stage", func(b *testing.B) {
		b.ReportAllocs()
		u := make([]int16, stageSize)
		for b.Loop() {
			if err := decodeStage(u, blocks[7]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("what=all", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var w Weights
			if err := w.UnmarshalBinary(weightsBin); err != nil {
				b.Fatal(err)
			}
		}
	})
}
