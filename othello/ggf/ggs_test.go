package ggf_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/ggf"
)

// Games of the GGS Othello server as its archives store them. The texts
// are the test data of Chris Welty's Java GGF tools (github.com/weltyc,
// com/welty/ggf/GgfGameTest.java and GgfMatchTest.java, from the GGS
// archive file Othello.latest.223270), and of his NBoard GUI
// (com/welty/othello/gui/GameModelTest.java) for the game with PASS moves
// written by NBoard itself.
var (
	// A played-out 8×8 game, 61 moves with the pass "B[pass]".
	ggsDraw = "(;GM[Othello]PC[GGS/os]DT[2003.12.15_13:24:03.MST]PB[Saio1200]PW[Saio3000]" +
		"RB[2197.01]RW[2199.72]TI[05:00//02:00]TY[8]RE[+0.000]" +
		"BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]" +
		"B[d3//0.01]W[c5//0.01]B[e6//0.01]W[d2//0.01]B[c6//0.01]W[d6//0.01]B[b5//0.01]W[f5//0.01]B[e7//0.01]W[f6//0.01]B[f4//0.01]W[f3//0.01]B[g4//0.01]W[d7//0.01]B[g3//0.01]W[g5//0.01]B[h6//0.01]W[h5//0.01]B[h4//0.01]W[e8//0.01]B[c7//0.01]W[h3//0.01]B[c3//0.01]W[h7//0.01]B[e3//0.01]W[b6//0.01]B[g6//5.42]W[f7//0.01]B[d8//0.01]W[c2//0.01]B[d1//0.01]W[c4//0.01]B[b4//0.01]W[a5//0.01]B[f8//0.01]W[f2//0.01]B[e2//0.01]W[a4//17.38]B[a3//19.10]W[b3//0.01]B[f1//4.90]W[g7//0.01]B[b7//0.01]W[c8//0.01]B[a6//0.01]W[a7//0.01]B[c1//0.01]W[b2//0.01]B[a8//0.01]W[b8//0.01]B[a2//0.01]W[e1//0.01]B[h8//0.01]W[g8//0.01]B[h2//0.01]W[g1//0.01]B[h1//3.80]W[g2//0.01]B[pass]W[a1//0.01]B[b1//0.01];)"
	// A komi game: the bids KB and KW, the komi KM, and RE = discs - KM.
	ggsKomi = "(;GM[Othello]PC[GGS/os]DT[2010.10.11_09:16:41.MDT]PB[ming1014]PW[ant]RB[1440.64]RW[1176.38]TI[15:00//02:00]TY[8k]KB[e6//0.90]KW[f5/-1.00]KM[-0.500]RE[+8.500]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[e6//0.90]W[f4/-16.47/0.24]B[e3//5.70]W[d6/-37.53/0.02]B[c5//0.70]W[f3/-52.53/0.01]B[c4//0.39]W[f6/-38.53/0.01]B[f5//1.42]W[g4/-39.53/0.01]B[c7//3.00]W[d3/-22.53/0.01]B[e7//0.84]W[c3/-12.53]B[g6//0.72]W[b4/-46.53]B[g5//0.62]W[b6/-42.53]B[a5//1.19]W[c6/-34.66]B[b5//1.42]W[d7/-34.86]B[e8//1.25]W[f7/0.86]B[h3//1.17]W[f8/10.16]B[d8//1.14]W[h4/5.52]B[h5//1.26]W[c8/0.87]B[a3//7.75]W[a4/-0.83]B[g3//1.06]W[a6/-2.32]B[a7//2.78]W[b7/-5.29]B[f2//26.33]W[f1/-2.06]B[c2//2.60]W[e2/-2.01]B[d2//1.72]W[b3/-1.65]B[e1//6.10]W[c1/-4.23]B[g1//1.92]W[h7/-2.06]B[a2//3.62]W[g7/-6.28]B[h6//1.87]W[d1/-16.14]B[b1//2.15]W[h2/-19.03]B[h8//13.15]W[g8/-17.40]B[h1//0.80]W[g2/-14.51]B[b2//16.10]W[a1]B[b8//5.46]W[a8];)"
	// A synchro game from a random start of 19 discs with White to move.
	ggsRandom = "(;GM[Othello]PC[GGS/os]DT[2011.03.01_07:05:47.MST]PB[Saio7000]PW[SaioQuad]RB[2799.01]RW[2779.77]TI[10:00//02:00]TY[s8r19]RE[+8.000]BO[8 -------- -------- --OOO*-- -O*OO*-- --O*OO-- --O***-- --O*---- -------- O]W[b5/-8.00/91.89]B[e2/8.00/70.29]W[d8/-10.00/58.34]B[g4/8.00/122.71]W[f2/-8.00/51.58]B[d2/8.00/76.60]W[d1/-8.00/104.34]B[c1/8.00/211.08]W[f1/-8.00/66.31]B[e1/8.00/24.96]W[b1/-8.00/49.25]B[c2/8.00/16.50]W[b3/-8.00/36.30]B[a6/8.00/33.59]W[a5/-8.00/0.01]B[b6/8.00/0.01]W[a7/-8.00/0.01]B[e8/8.00/0.01]W[f8/-8.00/0.01]B[a3/8.00/0.01]W[e7/-8.00/0.01]B[b8/8.00/0.01]W[g7/-8.00/0.01]B[h8/8.00/0.01]W[g3/-8.00/0.01]B[f7/8.00/0.01]W[h5/-8.00/0.01]B[b2/8.00/0.01]W[c8/-8.00/0.01]B[g8/8.00/0.01]W[a1/-8.00/0.01]B[a2/8.00/0.01]W[a4/-8.00/0.01]B[g6/8.00/0.01]W[g5/-8.00/0.01]B[h3/8.00/0.01]W[h4/-8.00/0.01]B[b7/8.00/0.01]W[h6/-8.00/0.01]B[h7/8.00/0.01]W[a8/-8.00/0.01]B[h2/8.00/0.01]W[g2/-8.00/0.01]B[g1/8.00/0.01]W[h1/-8.00/0.01];)"
	// A game written by NBoard: TI[0], TY[8r] without a disc count, upper
	// case squares, "B[PASS]", times of a millisecond, RE[-64].
	nboardPasses = "(;GM[Othello]PC[Rose]PB[NTest:2]PW[b1:3]RE[-64]TI[0]TY[8r]BO[8 -------- -------- -----*-- ---***-- ---**O-- ----**-- -------- -------- O]W[D7/3.85]B[D6/-2.82/0.001]W[C5/4.02]B[C4/-3.87/0.001]W[C7/6.18/0.001]B[G5/-4.55]W[C3/5.03/0.001]B[C6/-2.31]W[E7/8.90/0.001]B[B5/-4.29]W[F7/8.10]B[D3/-5.66/0.001]W[B6/9.18/0.002]B[B3/-6.79]W[G6/12.71/0.001]B[D8/-9.15]W[C8/15.34/0.001]B[E8/-8.62]W[F8/22.57/0.001]B[H6/-12.65]W[A4/23.53/0.002]B[A5/-17.59/0.001]W[A6/33.79/0.001]B[A7/-23.86]W[A8/32.80/0.002]B[B8/-33.98]W[B7/45.62/0.001]B[G7/-39.87]W[B4/46.99/0.001]B[G8]W[H8/56.38]B[PASS]W[C2/64.09]B[B2/-57.44/0.001]W[D2/66.27]B[A2/-62.39]W[A3/65.64/0.001]B[C1/-59.42]W[E3/64.11/0.001]B[E2/-66.55]W[F1/68.21/0.001]B[D1/-65.51]W[A1/71.77/0.001]B[PASS]W[B1/73.14]B[PASS]W[E1/67.18]B[PASS]W[F2/68.59/0.001]B[G2]W[H1/70.47]B[PASS]W[H7/64.00]B[PASS]W[G4/64.00]B[PASS]W[H5/64.00];)"
	// A synchro match as an archive line: its count, then both games.
	ggsMatch = "2 (;GM[Othello]PC[GGS/os]DT[2010.10.17_07:21:46.MDT]PB[Saio7000]PW[Saio3001]RB[2216.27]RW[2210.66]TI[05:00//02:00]TY[s8]RE[+0.000]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[e6/0.62/0.01]W[f4//0.01]B[d3/0.63/0.01]W[c4/0.61/0.01]B[c3/0.64/0.01]W[d6/0.62/0.01]B[f6/0.64/0.01]W[c6/0.64/0.01]B[f5/0.68/0.01]W[g5/0.65/0.01]B[g4/0.71/0.01]W[f7/0.71/0.01]B[h6/0.76/0.01]W[g6/0.75/0.01]B[e7/0.78/0.01]W[f8/0.82/0.01]B[d8/0.83/0.01]W[e2/0.78/0.01]B[c5/0.84/0.01]W[b5/0.81/0.01]B[e3/0.84/0.01]W[h5/0.88/0.01]B[h4/0.89/0.01]W[f3/0.92/0.01]B[h7/0.95/0.01]W[f2/0.97/0.01]B[d2/0.97/0.01]W[b3/0.96/0.01]B[c2/0.97/0.01]W[c7/0.95/0.01]B[d7/0.97/0.01]W[e8/0.98/0.01]B[g8/0.99/0.01]W[e1//0.01]B[c1//0.01]W[g3//37.31]B[g1//0.01]W[f1//0.01]B[d1//0.01]W[g2//0.01]B[a4//0.01]W[b7//0.01]B[b4//0.01]W[a5//0.01]B[c8//0.01]W[a3//0.01]B[h1//0.01]W[b6//0.01]B[a6//0.01]W[b2//0.01]B[a1//0.01]W[b8//0.01]B[a8//0.01]W[a7//0.01]B[a2//0.01]W[b1//0.01]B[h2//0.01]W[h3//0.01]B[pass]W[h8//0.01]B[pass]W[g7//0.01];)(;GM[Othello]PC[GGS/os]DT[2010.10.17_07:21:46.MDT]PB[Saio3001]PW[Saio7000]RB[2210.66]RW[2216.27]TI[05:00//02:00]TY[s8]RE[+0.000]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[d3//0.01]W[c5/0.63/0.01]B[e6/0.61/0.01]W[f5/0.64/0.01]B[f6/0.61/0.01]W[e3/0.65/0.01]B[c3/0.61/0.01]W[d2/0.62/0.01]B[c4/0.60/0.01]W[b5/0.65/0.01]B[f4/0.65/0.01]W[d6/0.70/0.01]B[f3/0.72/0.01]W[b4/0.76/0.01]B[c7/0.75/0.01]W[e2/0.78/0.01]B[c6/0.78/0.01]W[f2/0.80/0.01]B[f1/0.80/0.01]W[g3/0.82/0.01]B[d1/0.84/0.01]W[e1/0.86/0.01]B[c1/0.85/0.01]W[c2/0.85/0.01]B[g4/0.85/0.01]W[d7/0.86/0.01]B[b6/0.87/0.01]W[g6/0.91/0.01]B[g5/0.92/0.01]W[e7/0.96/0.01]B[a5/0.96/0.01]W[f7/0.98/0.01]B[h6/0.99/0.01]W[a4//0.01]B[a3//0.01]W[a6//6.41]B[a7//0.01]W[b3//0.01]B[c8//4.69]W[d8//0.01]B[a2//0.01]W[h4//0.01]B[h2//0.01]W[h3//0.01]B[h5//0.01]W[b8//0.01]B[g2//0.01]W[b2//0.01]B[g8//0.01]W[f8//0.01]B[g7//0.01]W[h8//0.01]B[e8//0.01]W[h7//0.01]B[a8//0.01]W[h1//0.01]B[g1//0.01]W[b7//0.01]B[b1//0.01]W[a1//0.01];)"
)

// TestGGSGames reads the GGS games, checks their headers, replays them
// and compares the final disc count with the recorded result: for a
// played-out game RE is Black's discs minus White's, the empty squares
// given to the winner (the NBoard game ends with 5 empty), less the komi
// KM in a komi game.
func TestGGSGames(t *testing.T) {
	for _, c := range []struct {
		name, text string
		moves      int
		typ        ggf.Type
		komi       float64
	}{
		{"draw", ggsDraw, 61, ggf.Type{Size: 8}, 0},
		{"komi", ggsKomi, 60, ggf.Type{Size: 8, Komi: true}, -0.5},
		{"random", ggsRandom, 45, ggf.Type{Size: 8, Synchro: true, Random: true, RandomDiscs: 19}, 0},
		{"nboard", nboardPasses, 57, ggf.Type{Size: 8, Random: true}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := ggf.Parse(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(g.Moves) != c.moves {
				t.Errorf("%d moves, want %d", len(g.Moves), c.moves)
			}
			if diff := cmp.Diff(c.typ, g.Type); diff != "" {
				t.Errorf("type (-want +got):\n%s", diff)
			}
			if g.Result.Ending != ggf.Finished {
				t.Errorf("ending %v, want finished", g.Result.Ending)
			}
			game, err := g.Replay()
			if err != nil {
				t.Fatal(err)
			}
			if !game.Over() {
				t.Fatalf("not over after the moves:\n%v", game)
			}
			black, white := game.Score() // the empty squares go to the winner
			diff := float64(black - white)
			if g.Komi != nil {
				diff -= g.Komi.Value
			}
			if diff != g.Result.Score {
				t.Errorf("replayed %v, recorded RE %v", diff, g.Result.Score)
			}
			if g.Komi != nil && g.Komi.Value != c.komi {
				t.Errorf("komi %v, want %v", g.Komi.Value, c.komi)
			}
		})
	}
}

// TestGGSHeader checks every header field of one archive game, and that
// Format writes the archive's own text back, but for the pass, which it
// writes "PA".
func TestGGSHeader(t *testing.T) {
	g, err := ggf.Parse(ggsDraw)
	if err != nil {
		t.Fatal(err)
	}
	got := [...]string{g.Place, g.Date, g.Black, g.White, g.BlackRating, g.WhiteRating, g.Time, g.BlackTime, g.WhiteTime}
	want := [...]string{"GGS/os", "2003.12.15_13:24:03.MST", "Saio1200", "Saio3000", "2197.01", "2199.72", "05:00//02:00", "", ""}
	if got != want {
		t.Errorf("header %q, want %q", got, want)
	}
	if m := g.Moves[0]; m != (ggf.Move{Color: othello.Black, Point: mustMove(t, "d3"), Time: 0.01, HasTime: true}) {
		t.Errorf("first move %+v", m)
	}
	if m := g.Moves[58]; !m.Pass || m.Color != othello.Black {
		t.Errorf("move 59 %+v, want a pass by black", m)
	}
	if g.Start.Text() != "---------------------------OX------XO--------------------------- X" {
		t.Errorf("start %s", g.Start.Text())
	}
	for _, text := range []string{ggsDraw, ggsKomi, ggsRandom} {
		g, err := ggf.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		out, err := ggf.Format(g)
		if err != nil {
			t.Fatal(err)
		}
		if want := strings.ReplaceAll(text, "[pass]", "[PA]"); out != want {
			t.Errorf("Format of the archive game (-want +got):\n%s", cmp.Diff(want, out))
		}
	}
}

// TestGGSMatch reads an archive line of a synchro match: two games with
// the same start, colours swapped.
func TestGGSMatch(t *testing.T) {
	r := ggf.NewReader(strings.NewReader(ggsMatch + "\n1 " + ggsDraw + "\n"))
	var names []string
	for g, err := range r.Games() {
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Replay(); err != nil {
			t.Errorf("game of %s: %v", g.Black, err)
		}
		names = append(names, g.Black+"-"+g.White)
	}
	if want := []string{"Saio7000-Saio3001", "Saio3001-Saio7000", "Saio1200-Saio3000"}; !cmp.Equal(names, want) {
		t.Errorf("games %q, want %q", names, want)
	}
}

func mustMove(t *testing.T, s string) board.Point {
	t.Helper()
	pt, err := othello.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return pt
}
