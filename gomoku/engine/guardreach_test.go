package engine

import (
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/search"
)

var (
	reachSGF  = flag.String("engine.guardsgf", "", "TestGuardReach: comma-separated SGF files of c-gomoku-cli games of the brain named board (empty skips the test)")
	reachRule = flag.String("engine.guardrule", "freestyle", "TestGuardReach: the rule of the games")
	reachTime = flag.Duration("engine.guardtime", 0, "TestGuardReach: with a time, the search and the guard replayed at that time a move (a timed run)")
)

// sgfGame is a game of a c-gomoku-cli SGF file: whether the brain named
// board played Black, whether it lost, and the moves.
type sgfGame struct {
	name        string
	black, lost bool
	moves       []board.Point
}

var (
	sgfGameRE = regexp.MustCompile(`(?s)\(;FF.*?\)`)
	sgfMoveRE = regexp.MustCompile(`;[BW]\[([a-o])([a-o])\]`)
	sgfPropRE = regexp.MustCompile(`(GN|PB|RE)\[([^\]]*)\]`)
)

// readSGF returns the games of the c-gomoku-cli SGF file path.
func readSGF(t *testing.T, path string) []sgfGame {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []sgfGame
	for _, s := range sgfGameRE.FindAllString(string(b), -1) {
		props := map[string]string{}
		for _, m := range sgfPropRE.FindAllStringSubmatch(s, -1) {
			if _, ok := props[m[1]]; !ok {
				props[m[1]] = m[2]
			}
		}
		g := sgfGame{name: path + "#" + props["GN"], black: props["PB"] == "board"}
		g.lost = g.black && strings.HasPrefix(props["RE"], "W") || !g.black && strings.HasPrefix(props["RE"], "B")
		for _, m := range sgfMoveRE.FindAllStringSubmatch(s, -1) {
			g.moves = append(g.moves, board.Pt(int(m[2][0]-'a'), int(m[1][0]-'a')))
		}
		out = append(out, g)
	}
	return out
}

// TestGuardReach measures what the VCT guard could see in the games the
// brain lost (with -engine.guardsgf FILES): at the first of its moves
// after which the opponent has a VCT (the guard's budget, no time limit),
// the nodes and time of that VCT, and the root moves of MaxLevel (the
// refutations of a VCF threat, or the chooser's candidates) in order,
// each checked as the guard checks one, until the first after which the
// opponent has none. It asserts nothing.
func TestGuardReach(t *testing.T) {
	if *reachSGF == "" {
		t.Skip("the guard's reach is measured with -engine.guardsgf FILES")
	}
	rule, err := gomoku.ParseRule(*reachRule)
	if err != nil {
		t.Fatal(err)
	}
	b := threatBudgets[MaxLevel]
	ctx := context.Background()
	var vctNodes []int64
	var vctTime time.Duration
	var games, found, safeFound, safeFirst int
	var toSafe, toSafeLine []int64
	for _, path := range strings.Split(*reachSGF, ",") {
		for _, sg := range readSGF(t, path) {
			if !sg.lost {
				continue
			}
			games++
			g, err := gomoku.NewGame(15, rule)
			if err != nil {
				t.Fatal(err)
			}
			us := gomoku.White
			if sg.black {
				us = gomoku.Black
			}
			for i, p := range sg.moves {
				if i >= 3 && g.Turn() == us {
					x := newGame(g)
					start := time.Now()
					st, vline, n := (&Engine{}).vctAfter(ctx, x, p, b, time.Time{})
					el := time.Since(start)
					if st == threat.Win && n > 0 && *reachTime > 0 {
						found++
						guardTimed(t, g, sg.name, i+1, p)
						break
					}
					if st == threat.Win && n > 0 {
						found++
						vctNodes = append(vctNodes, n)
						vctTime += el
						re := reachRoot(ctx, x)
						root := re.own.root
						line, sum, k := "", int64(0), -1
						for j, q := range root {
							st2, _, n2 := (&Engine{}).vctAfter(ctx, x, q, b, time.Time{})
							sum += n2
							line += " " + gomoku.FormatMove(q, 15) + ":" + st2.String()[:1]
							if st2 == threat.None && q != p {
								k = j
								break
							}
						}
						if k >= 0 {
							safeFound++
							toSafe = append(toSafe, sum)
							if k <= 1 {
								safeFirst++
							}
						}
						// The guard's order: the points of the VCT first.
						alt, sum2, k2 := re.alternatives(x, p, vline), n, -1
						for j, q := range alt {
							if sum2 > 2000000 {
								break
							}
							st2, _, n2 := (&Engine{}).vctAfter(ctx, x, q, b, time.Time{})
							sum2 += n2
							if st2 == threat.None {
								k2 = j
								line += fmt.Sprintf("; line first: safe %s at %d after %d nodes", gomoku.FormatMove(q, 15), j, sum2)
								break
							}
						}
						if k2 >= 0 {
							toSafeLine = append(toSafeLine, sum2)
						}
						t.Logf("%s move %d %s: VCT %d nodes %v; root %d,%s; safe at %d after %d nodes", sg.name, i+1,
							gomoku.FormatMove(p, 15), n, el.Round(time.Millisecond), len(root), line, k, sum)
						break
					}
				}
				if err := g.Play(p); err != nil {
					t.Fatalf("%s move %d: %v", sg.name, i+1, err)
				}
			}
		}
	}
	sort.Slice(vctNodes, func(i, j int) bool { return vctNodes[i] < vctNodes[j] })
	sort.Slice(toSafe, func(i, j int) bool { return toSafe[i] < toSafe[j] })
	sort.Slice(toSafeLine, func(i, j int) bool { return toSafeLine[i] < toSafeLine[j] })
	var total int64
	for _, n := range vctNodes {
		total += n
	}
	t.Logf("%d lost games; %d with a losing move refuted by a VCT within %d nodes: nodes %v (%.0f k nodes/s); a safe root move in %d (%d first or second), nodes to it %v; the points of the VCT first: a safe move in %d, nodes to it (with the check) %v",
		games, found, b.vctMove, vctNodes, float64(total)/vctTime.Seconds()/1000, safeFound, safeFirst, toSafe, len(toSafeLine), toSafeLine)
}

// reachRoot returns an engine at MaxLevel whose root moves are those of
// x: the refutations of the opponent's VCF threat when there are some,
// else the chooser's candidates.
func reachRoot(ctx context.Context, x *game) *Engine {
	e := &Engine{Level: MaxLevel}
	e.setup()
	e.choose = chooser{width: levels[MaxLevel].width, defend: true}
	e.threats(ctx, x, MaxLevel, time.Now())
	e.own.begin(x, &e.choose, nil, 0)
	return e
}

// guardTimed replays the move of the search and the VCT guard in g at
// -engine.guardtime a move: the search once, then the guard with its
// share of the time, with the points of the opponent's VCT tried first
// and without, and logs what each plays and whether the opponent has a
// VCT after it (the guard's budget, no time limit).
func guardTimed(t *testing.T, g *gomoku.Game, name string, move int, played board.Point) {
	ctx := context.Background()
	limit := *reachTime
	e := switchOff(&Engine{Level: MaxLevel, Time: limit * (100 - guardShare) / 100}, vctGuard)
	start := time.Now()
	c, err := e.Choose(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	e.wait()
	x := newGame(g)
	b := threatBudgets[MaxLevel]
	line := fmt.Sprintf("%s move %d played %s: search %s score %d exact %v depth %d in %v",
		name, move, gomoku.FormatMove(played, 15), gomoku.FormatMove(c.Move, 15), c.Score, c.Exact, c.Depth, time.Since(start).Round(time.Millisecond))
	r := search.Result{Move: c.Move, Score: c.Score, Exact: c.Exact, Depth: c.Depth}
	if c.Exact || abs(c.Score) >= Win {
		t.Logf("%s; guard skipped", line)
		return
	}
	for _, off := range []technique{guardLine, 0} {
		switchOff(e, vctGuard|off)
		t0 := time.Now()
		got, n := e.guard(ctx, x, r, b, t0.Add(limit*guardShare/100))
		el := time.Since(t0)
		st, _, _ := e.vctAfter(ctx, x, got.Move, b, time.Time{})
		line += fmt.Sprintf("; line off=%v: %s (%s after it) %dk nodes %v", off != 0, gomoku.FormatMove(got.Move, 15), st, n/1000, el.Round(time.Millisecond))
	}
	t.Logf("%s", line)
}
