package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestOthelloReplayGGF(t *testing.T) {
	// The outputs of good input are golden files (TestGolden).
	const bo4 = "BO[4 ---- -O*- -*O- ---- *]"
	replay := []string{"othello", "replay"}
	othelloCheckError(t, replay, "(;"+bo4+"B[b1]\n  W[b1];)\n", "line 1", "game 1", "move 2", `"b1"`, "occupied")
	othelloCheckError(t, replay, "(;"+bo4+";)\n\n(;"+bo4+"B[b1]B[c1];)", "line 3", "game 2", "move 2", "by black", "turn")
	othelloCheckError(t, replay, "(;"+bo4+"W[PA];)", "line 1", "move 1", "no pass")
	othelloCheckError(t, replay, "(;"+bo4+"B[e5];)", "line 1", "move 1", "off the board")
	othelloCheckError(t, replay, "(;PB[x]\nTY[7];)", "line 2", "GGF, column 1", "TY", "7")
	othelloCheckError(t, replay, "1 (;PB[x]", "line 1", "end of input")
	othelloCheckError(t, replay, "(;GM[Chess];)", "line 1", "column 3", "not Othello")
	othelloCheckError(t, replay, "(;BO[4 ---- -O*- -*-- ---- *];)", "line 1", "unreachable")
}

// TestOthelloReplayGGFReference replays random games of every size written
// as GGF by hand, passes written or left out at random, several games on
// a line and archive counts before some, and compares the counts with the
// reference board.
func TestOthelloReplayGGFReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 2024))
	othelloReplayReference(t, 20, false, func(in *strings.Builder, g *othelloRef, k int) {
		var bo strings.Builder
		for _, row := range g.cell {
			bo.WriteByte(' ')
			for _, v := range row {
				bo.WriteByte("-*O"[v])
			}
		}
		if k%3 == 0 {
			fmt.Fprintf(in, "%d ", 1+rng.IntN(2))
		}
		fmt.Fprintf(in, "(;GM[Othello]PB[b%d]TY[%d]BO[%d%s *]", k, g.n, g.n, bo.String())
		moves, stop := 0, rng.IntN(g.n*g.n+1)
		g.play(rng, func() bool { return moves >= stop }, func(c int, m [2]int) {
			fmt.Fprintf(in, "%c[%c%d//%.2f]", "BW"[c-1], 'a'+m[1], m[0]+1, rng.Float64())
			moves++
		}, func(c int) {
			if rng.IntN(2) == 0 {
				fmt.Fprintf(in, "%c[%s]", "BW"[c-1], []string{"PA", "pass", "PASS"}[rng.IntN(3)])
			}
		})
		in.WriteString(";)")
		if rng.IntN(2) == 0 {
			in.WriteString("\n")
		}
	})
}
