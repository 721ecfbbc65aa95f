package engine

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/search"
)

// gameOf returns the search's game of the stones at the points named, in
// renju notation on 15×15, under rule r.
func gameOf(t *testing.T, r gomoku.Rule, black, white []string) *game {
	t.Helper()
	b, err := board.New[gomoku.Stone](15, 15)
	if err != nil {
		t.Fatal(err)
	}
	for s, names := range map[gomoku.Stone][]string{gomoku.Black: black, gomoku.White: white} {
		for _, n := range names {
			p, err := gomoku.ParseMove(n, 15)
			if err != nil {
				t.Fatal(err)
			}
			b.Set(p, s)
		}
	}
	g, err := gomoku.NewGameFrom(b, r)
	if err != nil {
		t.Fatal(err)
	}
	return newGame(g)
}

// TestEvalTrap holds the evaluation to renju's forbidden-point trap: White
// has a four (d8-g8, c8 blocked) whose only block, h8, is a double three
// for Black (h9 h10 and i7 j6), so Black, to move, has lost (RIF §3: a
// double three is a foul, and White's five then wins); under freestyle
// Black blocks there and the game goes on.
func TestEvalTrap(t *testing.T) {
	black := []string{"c8", "h9", "h10", "i7", "j6"}
	white := []string{"d8", "e8", "f8", "g8", "a15"}
	for _, tt := range []struct {
		rule gomoku.Rule
		lost bool
	}{{gomoku.Renju, true}, {gomoku.Freestyle, false}} {
		x := gameOf(t, tt.rule, black, white)
		if x.Turn() != gomoku.Black {
			t.Fatalf("%v: %v to move, want Black", tt.rule, x.Turn())
		}
		h8, _ := gomoku.ParseMove("h8", 15)
		if got := x.pos.Forbidden(h8, gomoku.Black) != gomoku.NoFoul; got != tt.lost {
			t.Fatalf("%v: h8 forbidden to Black %v, want %v", tt.rule, got, tt.lost)
		}
		var c chooser
		v := c.eval(x)
		if lost := v == -nearWin; lost != tt.lost {
			t.Errorf("%v: eval %d, want -nearWin (%d) %v", tt.rule, v, -nearWin, tt.lost)
		}
	}
}

// TestDefend holds the candidates of a node whose opponent has a three
// to the moves that answer it: White's open three d8 e8 f8 is stopped at
// c8 and g8 (its open-four points) or b8 and h8 (the far ends, where it
// would make a four), and Black's four-making move j11 (j12 j13 j14 with
// j10 empty) forces White first; a quiet move such as h10 loses to the
// open four. Without defend, quiet moves come first.
func TestDefend(t *testing.T) {
	x := gameOf(t, gomoku.Freestyle, []string{"j12", "j13", "j14", "l3"}, []string{"d8", "e8", "f8", "m3"})
	want := map[string]bool{"c8": true, "g8": true, "b8": true, "h8": true, "j11": true, "j15": true, "j10": true}
	c := chooser{defend: true}
	got := c.candidates(x, nil)
	names := map[string]bool{}
	for _, p := range got {
		n := gomoku.FormatMove(p, 15)
		names[n] = true
		if !want[n] {
			t.Errorf("candidate %s does not answer the three (candidates %v)", n, got)
		}
	}
	for _, n := range []string{"c8", "g8", "b8", "h8"} {
		if !names[n] {
			t.Errorf("%s, a block of the three, is not a candidate (candidates %v)", n, got)
		}
	}
	all := (&chooser{}).candidates(x, nil)
	quiet := 0
	for _, p := range all {
		if !want[gomoku.FormatMove(p, 15)] {
			quiet++
		}
	}
	if quiet == 0 {
		t.Errorf("without defend, no quiet candidate: %v", all)
	}
}

// TestRootWidth holds the root of a timed MaxLevel search to
// timedRootWidth candidates and its other nodes to the level's width: the
// root's first ones are those of a node of the width, in the same order,
// and after a move the width is back, unless the replies a ply below the
// root have timedRootWidth too (replyWidth), and then after two moves.
func TestRootWidth(t *testing.T) {
	x := newGame(midgame(t, 15, gomoku.Freestyle, 14, 41))
	w := levels[MaxLevel].width
	narrow := (&chooser{width: w}).candidates(x, nil)
	c := chooser{width: w, rootWidth: timedRootWidth}
	root := c.candidates(x, nil)
	if len(narrow) != w || len(root) != timedRootWidth {
		t.Fatalf("%d candidates at the root, %d without its width: want %d and %d", len(root), len(narrow), timedRootWidth, w)
	}
	if !slices.Equal(root[:w], narrow) {
		t.Errorf("the root's first %d candidates %v, a node's %v", w, root[:w], narrow)
	}
	if err := x.Play(root[0]); err != nil {
		t.Fatal(err)
	}
	if n := len(c.candidates(x, nil)); n != w {
		t.Errorf("%d candidates after a move, want the width %d", n, w)
	}
	c.replyWidth = timedRootWidth
	replies := c.candidates(x, nil)
	if len(replies) != timedRootWidth || !slices.Equal(replies[:w], (&chooser{width: w}).candidates(x, nil)) {
		t.Errorf("with replyWidth, the replies %v: want %d, a node's %d first", replies, timedRootWidth, w)
	}
	if err := x.Play(replies[0]); err != nil {
		t.Fatal(err)
	}
	if n := len(c.candidates(x, nil)); n != w {
		t.Errorf("%d candidates after two moves, want the width %d", n, w)
	}
}

// threeLinesScan is threeLines as it was, reading Lines at every point
// (with fouls, every point where s makes an open four and may play by
// package gomoku's check): the oracle of TestThreeLines.
func threeLinesScan(x *game, s gomoku.Stone, fouls bool) int {
	b := x.pos.Board()
	var pts []board.Point
	for q := range x.pos.Points() {
		ls := x.pos.Lines(q, s)
		open := slices.ContainsFunc(ls[:], func(l pattern.Line) bool { return l.Class == pattern.OpenFour })
		if open && (!fouls || gomoku.Forbidden(b, q, s, x.pos.Rule()) == gomoku.NoFoul) {
			pts = append(pts, q)
		}
	}
	return openFourLines(x, s, pts, new(lineSet))
}

// TestThreeLines checks that threeLines, which reads the sets of fours and
// wins, counts what a scan of every point counts, with and without the
// fouls, after every move of random games crowded into the middle of the
// board, on every rule; and that the fouls take threes away in some of
// them (renju's and omok's), never in freestyle's.
func TestThreeLines(t *testing.T) {
	threes := 0
	fake := map[gomoku.Rule]int{}
	rules := gomoku.Rules()
	crowdedGames(rules[:], 40, 60, rand.New(rand.NewPCG(40, 3)), func(r gomoku.Rule, x *game) {
		for _, s := range []gomoku.Stone{gomoku.Black, gomoku.White} {
			for _, fouls := range []bool{false, true} {
				got, want := threeLines(x, s, fouls, false), threeLinesScan(x, s, fouls)
				if got != want {
					t.Fatalf("%v: %v threeLines (fouls %v) = %d, the scan %d, after\n%v", r, s, fouls, got, want, x.pos)
				}
			}
			threes += threeLines(x, s, false, false)
			fake[r] += threeLines(x, s, false, false) - threeLines(x, s, true, false)
		}
	})
	if fake[gomoku.Freestyle] != 0 || fake[gomoku.Renju] == 0 {
		t.Errorf("threes taken away by the fouls, by rule: %v; want some under renju, none under freestyle", fake)
	}
	if threes == 0 {
		t.Fatal("no position with a three: the test checks nothing")
	}
}

// TestEvalUnder holds the evaluation's VCF to the horizons under beta:
// Black to move with an open three has a VCF (an open four) and scores
// vcfWin when beta is above the open four's nearWin/2, and nearWin/2,
// its VCF not sought, when beta is at it or under.
func TestEvalUnder(t *testing.T) {
	x := gameOf(t, gomoku.Freestyle, []string{"d8", "e8", "f8"}, []string{"a1", "a3", "o15"})
	b := threatBudgets[MaxLevel]
	var solver threat.Solver
	q := quiesce{solver: &solver, nodes: b.leaf, depth: b.leafDepth}
	c := &chooser{q: &q}
	if got := c.evalUnder(x, nearWin/2); got != nearWin/2 || q.spent != 0 {
		t.Errorf("beta at the open four: %d, want %d, and %d VCF nodes, want none", got, nearWin/2, q.spent)
	}
	for _, beta := range []int{nearWin/2 + 1, search.Infinity} {
		if got := c.evalUnder(x, beta); got != vcfWin {
			t.Errorf("beta %d: %d, want the VCF's %d", beta, got, vcfWin)
		}
	}
	if got := c.eval(x); got != vcfWin {
		t.Errorf("eval: %d, want the VCF's %d", got, vcfWin)
	}
}

// TestFakeThree holds the counts of the threats to renju's three: a line
// that a move makes a straight four counts only if that move is not a foul
// (the rules of package gomoku after RIF §3: under renju a three is real
// only if at least one of its points is not forbidden to Black). From game
// 50 of the thirteenth session's renju match against Rapfi, Black to
// play: Black's g6 g7 g9 is no three, since g8, the only point that makes
// it a straight four, also makes the four f8-i8 (a double four, RIF §9.3);
// White went on with its own attack (j9, a four, then k9) and won. The switch realThrees off counts
// it as before: a three that White must answer (and the search's node
// no quiet one), and an open four for Black next move.
func TestFakeThree(t *testing.T) {
	black := []string{"h8", "g6", "h10", "g9", "j5", "f8", "g7", "i8"}
	white := []string{"i9", "j8", "j7", "j6", "i7", "i11", "i10"}
	x := gameOf(t, gomoku.Renju, black, white)
	g8, k9 := mustParse(t, "g8"), mustParse(t, "k9")
	if f := x.pos.Forbidden(g8, gomoku.Black); f != gomoku.DoubleFour {
		t.Fatalf("g8 is %v for Black, want a double four", f)
	}
	for _, fake := range []bool{false, true} {
		want := b2i(fake)
		if n := threeLines(x, gomoku.Black, !fake, true); n != want {
			t.Errorf("fake threes %v: Black's threes %d, want %d", fake, n, want)
		}
		// White to move: only the answers to a three (k9 is none) when
		// it counts.
		c := chooser{defend: true, fakeThrees: fake, noTraps: true}
		if got := slices.Contains(c.candidates(x, nil), k9); got == fake {
			t.Errorf("fake threes %v: k9 among White's moves %v, want %v", fake, got, !fake)
		}
		// The search's node: calm (its late moves reduced, its width
		// the calm count) only when the three does not count.
		if got := quiet(x, &c, gomoku.White); got == fake {
			t.Errorf("fake threes %v: White's node quiet %v, want %v", fake, got, !fake)
		}
		if got := sharp(x, &c); got != fake {
			t.Errorf("fake threes %v: sharp %v, want %v", fake, got, fake)
		}
		// Black to move after j9 and k9: an open four next move only
		// when the three counts.
		y := gameOf(t, gomoku.Renju, append(black, "j10"), append(white, "j9", "k9"))
		if v := c.eval(y); (v == nearWin/2) != fake {
			t.Errorf("fake threes %v: Black to move scores %d, an open four next move (%d) %v", fake, v, nearWin/2, fake)
		}
	}
}

// TestTrapLines holds trapLines to the VCF solver of package threat: in
// the positions of random renju games crowded into the middle of the
// board, White has a trap four (a four whose only block is forbidden to
// Black, RIF §9.3-9.4) exactly when its VCF of one four wins and no four
// of White's makes two five points (nor a five), where Black has no four;
// and White's threes count
// the trap fours' lines with traps only. Under freestyle no four is a
// trap.
func TestTrapLines(t *testing.T) {
	traps := map[gomoku.Rule]int{}
	crowdedGames([]gomoku.Rule{gomoku.Renju, gomoku.Freestyle}, 60, 70, rand.New(rand.NewPCG(41, 9)), func(r gomoku.Rule, x *game) {
		w := gomoku.White
		var buf [64]board.Point
		pts := x.pos.AppendFours(x.pos.AppendWins(buf[:0], w), w)
		n := trapLines(x, w, pts, new(lineSet))
		traps[r] += n
		twoFives := false
		for _, m := range pts {
			var f [4]board.Point
			twoFives = twoFives || x.pos.Wins(m, w) || len(x.pos.FivesAfter(f[:0], m, w)) >= 2
		}
		if !twoFives && x.pos.Count(gomoku.Black, pattern.Five) == 0 { // no four of Black's to answer first
			_, res, err := threat.VCF(context.Background(), x.pos, w, threat.Limits{Depth: 1})
			if err != nil {
				t.Fatal(err)
			}
			if (res.Status == threat.Win) != (n > 0) {
				t.Fatalf("%v: White's trap lines %d, its VCF of one four %v, after\n%v", r, n, res.Status, x.pos)
			}
		}
		if d := threeLines(x, w, true, true) - threeLines(x, w, true, false); d < 0 || d > n {
			t.Fatalf("%v: White's threes with traps %d more than without, want 0 to %d", r, d, n)
		}
	})
	if traps[gomoku.Freestyle] != 0 || traps[gomoku.Renju] == 0 {
		t.Errorf("trap lines by rule: %v; want some under renju, none under freestyle", traps)
	}
}

// TestTrapThreat holds the evaluation to renju's trap one move ahead: White
// has d8 e8 f8 (c8 blocked) and g8 makes a four whose only block, h8, is a
// double three for Black (h9 h10 and i7 j6), so g8 wins next move as an
// open four would (RIF §9.3-9.4: a forbidden move loses); with White's open
// three b13 c13 d13 beside it, Black, to move, has two threats to stop.
// Without trapFours only the three is seen; under freestyle h8 is no foul.
// Without the three, Black's moves are the answers to the trap (g8 among
// them, a quiet move such as k5 not), and with trapFours off they are not.
func TestTrapThreat(t *testing.T) {
	black := []string{"c8", "h9", "h10", "i7", "j6", "o1"}
	white := []string{"d8", "e8", "f8", "b13", "c13", "d13"}
	quiet := []string{"d8", "e8", "f8", "b13", "e13", "n13"}
	g8, k5 := mustParse(t, "g8"), mustParse(t, "k5")
	for _, tt := range []struct {
		rule    gomoku.Rule
		noTraps bool
		threats int
	}{{gomoku.Renju, false, 2}, {gomoku.Renju, true, 1}, {gomoku.Freestyle, false, 1}} {
		x := gameOf(t, tt.rule, black, white)
		if x.Turn() != gomoku.Black {
			t.Fatalf("%v: %v to move, want Black", tt.rule, x.Turn())
		}
		if n := threeLines(x, gomoku.White, true, !tt.noTraps); n != tt.threats {
			t.Errorf("%v, traps off %v: White's threats %d, want %d", tt.rule, tt.noTraps, n, tt.threats)
		}
		c := chooser{defend: true, noTraps: tt.noTraps}
		if v, lost := c.eval(x), tt.threats == 2; (v == -nearWin/4) != lost {
			t.Errorf("%v, traps off %v: Black to move scores %d, two threats to stop (%d) %v", tt.rule, tt.noTraps, v, -nearWin/4, lost)
		}
		moves := c.candidates(gameOf(t, tt.rule, black, quiet), nil)
		if answers := tt.threats == 2; !slices.Contains(moves, g8) || slices.Contains(moves, k5) == answers {
			t.Errorf("%v, traps off %v: Black's moves %v, want g8, and k5 %v", tt.rule, tt.noTraps, moves, !answers)
		}
	}
}

// crowdedGames plays, under each of rules, the given number of random
// games on a 15×15 board, each of moves points drawn by rng from its
// middle 9×9 (a point that is taken or forbidden is skipped; a game stops
// when it is over), and calls check after every move played.
func crowdedGames(rules []gomoku.Rule, games, moves int, rng *rand.Rand, check func(gomoku.Rule, *game)) {
	for _, r := range rules {
		for range games {
			g, _ := gomoku.NewGame(15, r)
			x := newGame(g)
			for range moves {
				if x.winner != gomoku.Empty || x.draw {
					break
				}
				if x.Play(board.Pt(3+rng.IntN(9), 3+rng.IntN(9))) != nil {
					continue
				}
				check(r, x)
			}
		}
	}
}
