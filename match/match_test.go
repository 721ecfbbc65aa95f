package match_test

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/match"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
	"github.com/seed131617c4/board/ugi"
)

type tttGame = *tictactoe.Game

var tttSides = [2]tictactoe.Mark{tictactoe.X, tictactoe.O}

func newTTT() (tttGame, error) { return tictactoe.NewGame(), nil }

// A server serves a protocol, like a ugi.Server.
type server interface {
	Serve(ctx context.Context, r io.Reader, w io.Writer) error
}

// pipeEngine returns an engine whose players are our engine at level,
// served on in-process pipes by the server that serve returns and driven
// by the client that dial returns, and counts the players it makes.
func pipeEngine[P search.Player[tttGame]](name string, level int, made *atomic.Int32,
	serve func(p search.Player[tttGame]) server,
	dial func(context.Context, board.Spec[tictactoe.Mark, tttGame], io.Reader, io.Writer) (P, error)) match.Engine[tttGame] {
	return match.Engine[tttGame]{Name: name, New: func(ctx context.Context) (search.Player[tttGame], error) {
		made.Add(1)
		srv := serve(&tengine.Engine{Level: level, Seed: uint64(made.Load())})
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		go func() { srv.Serve(context.Background(), inR, outW); outW.Close() }()
		return dial(ctx, tictactoe.Spec(), outR, inW)
	}}
}

// ugiEngine returns an engine served over UGI on in-process pipes and
// driven by a ugi.Client, and counts the players it makes.
func ugiEngine(name string, level int, made *atomic.Int32) match.Engine[tttGame] {
	return pipeEngine(name, level, made, func(p search.Player[tttGame]) server {
		return &ugi.Server[tictactoe.Mark, tttGame]{Spec: tictactoe.Spec(), Player: p}
	}, ugi.Dial[tictactoe.Mark, tttGame])
}

// gtpEngine is ugiEngine over GTP.
func gtpEngine(name string, level int, made *atomic.Int32) match.Engine[tttGame] {
	return pipeEngine(name, level, made, func(p search.Player[tttGame]) server {
		return &gtp.Server[tictactoe.Mark, tttGame]{Spec: tictactoe.Spec(), Player: p}
	}, gtp.Dial[tictactoe.Mark, tttGame])
}

// TestMatchTwoProtocols plays 20 games of tic-tac-toe between our engine
// over UGI and our engine over GTP, 4 at a time: no fault, every game
// recorded once, the scores adding up.
func TestMatchTwoProtocols(t *testing.T) {
	t.Parallel()
	var madeA, madeB atomic.Int32
	var mu sync.Mutex
	seen := map[int]bool{}
	progress := 0
	m := &match.Match[tictactoe.Mark, tttGame]{
		Engines:     []match.Engine[tttGame]{ugiEngine("ugi-perfect", 3, &madeA), gtpEngine("gtp-level1", 1, &madeB)},
		Sides:       tttSides,
		New:         newTTT,
		Games:       20,
		Concurrency: 4,
		Limits:      match.Limits{MoveTime: time.Second},
		Record: func(g *match.Game[tictactoe.Mark, tttGame]) error {
			mu.Lock()
			defer mu.Unlock()
			if seen[g.Number] {
				t.Errorf("game %d recorded twice", g.Number)
			}
			seen[g.Number] = true
			if g.Err != nil || g.Reason != "game over" || !g.Game.Over() {
				t.Errorf("game %d: %s (%v)", g.Number, g.Reason, g.Err)
			}
			return nil
		},
		Progress: func(r *match.Result) { progress++ },
	}
	res, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if res.Played != 20 || len(seen) != 20 || progress != 20 || res.Aborted != 0 {
		t.Fatalf("played %d, recorded %d, progress %d, aborted %d", res.Played, len(seen), progress, res.Aborted)
	}
	if res.Faults[0]+res.Faults[1] != 0 {
		t.Errorf("faults %v", res.Faults)
	}
	a, b := res.Total(0), res.Total(1)
	if a != b.Swap() || a.Games() != 20 || res.Pairs.N() != 10 {
		t.Errorf("scores %v and %v, pairs %v", a, b, res.Pairs)
	}
	if a.Losses != 0 { // the perfect player never loses
		t.Errorf("perfect player: %v", a)
	}
	if madeA.Load() > 4 || madeB.Load() > 4 {
		t.Errorf("players made %d and %d times for 4 workers", madeA.Load(), madeB.Load())
	}
	t.Logf("%s %v, pairs %v", res.Names[0], a, res.Pairs)
}

// fakeUGI is a UGI engine on pipes that misbehaves at its n-th go
// command (from 1; 0 never) in the way of fault: "crash" (ends its
// output), "hang" (answers nothing more), "garbage", "illegal" (a move on
// a taken cell), "late" (answers well after the time), "exit" (ends its
// output after the handshake, before any game). Otherwise it plays the
// first free cell.
func fakeUGI(fault string, n int) func(r io.Reader, w io.WriteCloser) {
	return func(r io.Reader, w io.WriteCloser) {
		defer w.Close()
		sc := bufio.NewScanner(r)
		var g *tictactoe.Game
		gos, late := 0, ""
		say := func(s string) { fmt.Fprintln(w, s) }
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			if len(f) == 0 {
				continue
			}
			switch f[0] {
			case "ugi":
				say("id name fake-" + fault)
				say("ugiok")
			case "isready":
				say("readyok")
			case "uginewgame":
				if fault == "exit" {
					return
				}
			case "position":
				g = tictactoe.NewGame()
				if i := strings.Index(sc.Text(), "moves "); i >= 0 {
					for m := range strings.FieldsSeq(sc.Text()[i+6:]) {
						p, _ := tictactoe.ParseMove(m)
						g.Play(p)
					}
				}
			case "go":
				gos++
				moves := board.AppendMoves(nil, g)
				move := tictactoe.FormatMove(moves[0])
				if gos == n {
					switch fault {
					case "crash":
						return
					case "hang":
						io.Copy(io.Discard, r)
						return
					case "garbage":
						say("bestmove ?!x")
						continue
					case "illegal":
						for _, p := range []board.Point{board.Pt(0, 0), board.Pt(1, 1), board.Pt(2, 2), board.Pt(0, 1)} {
							if g.At(p) != tictactoe.Empty {
								move = tictactoe.FormatMove(p)
								break
							}
						}
					case "late":
						late = move // answered at the stop, past the time
						continue
					}
				}
				say("bestmove " + move)
			case "stop":
				if late != "" {
					time.Sleep(250 * time.Millisecond)
					say("bestmove " + late)
					late = ""
				}
			case "quit":
				return
			}
		}
	}
}

// slowPlayer is an in-process player whose n-th move ignores its
// context and comes 400ms late ("slow"), or is a taken cell ("wrong").
type slowPlayer struct {
	fault string
	n, k  int
}

func (p *slowPlayer) Choose(ctx context.Context, g tttGame) (search.Choice, error) {
	p.k++
	moves := board.AppendMoves(nil, g)
	if p.k == p.n {
		if p.fault == "slow" {
			time.Sleep(400 * time.Millisecond)
		} else {
			for _, q := range []board.Point{board.Pt(0, 0), board.Pt(0, 1), board.Pt(0, 2), board.Pt(1, 0), board.Pt(1, 1)} {
				if g.At(q) != tictactoe.Empty {
					return search.Choice{Move: q}, nil
				}
			}
		}
	}
	return search.Choice{Move: moves[0]}, nil
}

// fakeEngine returns an engine whose players are fakeUGI engines, or
// slowPlayers for "slow" and "wrong".
func fakeEngine(fault string, n int, made *atomic.Int32) match.Engine[tttGame] {
	return match.Engine[tttGame]{Name: "fake-" + fault, New: func(ctx context.Context) (search.Player[tttGame], error) {
		made.Add(1)
		if fault == "slow" || fault == "wrong" {
			return &slowPlayer{fault: fault, n: n}, nil
		}
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		go func() { fakeUGI(fault, n)(inR, outW); io.Copy(io.Discard, inR) }()
		c, err := ugi.Dial(ctx, tictactoe.Spec(), outR, inW)
		if err != nil {
			return nil, err
		}
		c.Margin, c.Wait = 300*time.Millisecond, 300*time.Millisecond
		return c, nil
	}}
}

var deep = flag.Bool("match.deep", false, "also the faults that cost the time of their moves (a hang, a late move, a slow player): about 1.3 s")

// TestMatchFaults plays each faulty engine against ours: the fault is
// recorded in the game it happens in, which the faulty engine loses, the
// engine is made anew for the next game, and the match finishes.
func TestMatchFaults(t *testing.T) {
	for _, c := range []struct {
		fault string
		want  error
	}{
		{"crash", protocol.ErrExited},
		{"hang", protocol.ErrTimeout}, // hang, late and slow: -match.deep
		{"garbage", protocol.ErrProtocol},
		{"illegal", board.ErrIllegalMove},
		{"late", match.ErrTimeForfeit}, // the stop at the time is answered past the margin
		{"slow", match.ErrTimeForfeit},
		{"wrong", board.ErrIllegalMove},
	} {
		t.Run(c.fault, func(t *testing.T) {
			if (c.fault == "hang" || c.fault == "late" || c.fault == "slow") && !*deep {
				t.Skip("a fault that costs the time of its moves: run with -match.deep")
			}
			t.Parallel()
			var madeFake, madeOurs atomic.Int32
			var games []*match.Game[tictactoe.Mark, tttGame]
			m := &match.Match[tictactoe.Mark, tttGame]{
				Engines: []match.Engine[tttGame]{fakeEngine(c.fault, 2, &madeFake), ugiEngine("ours", 1, &madeOurs)},
				Sides:   tttSides,
				New:     newTTT,
				Games:   2,
				Limits:  match.Limits{MoveTime: 200 * time.Millisecond, Margin: 100 * time.Millisecond},
				Record:  appendTo(&games),
			}
			res, err := m.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if res.Played != 2 || len(games) != 2 {
				t.Fatalf("played %d, recorded %d", res.Played, len(games))
			}
			faults := 0
			for _, g := range games {
				if g.Err == nil {
					continue
				}
				faults++
				if g.Players[g.Faulty] != 0 || g.Points(0) != 0 || !strings.Contains(g.Reason, "forfeits") {
					t.Errorf("game %d: faulty side %d, points %v, reason %q", g.Number, g.Faulty, g.Points(0), g.Reason)
				}
				if !errors.Is(g.Err, c.want) {
					t.Errorf("game %d: %v, want an error matching %v", g.Number, g.Err, c.want)
				}
			}
			// The fault comes at the second go of each fake: in the
			// first game it plays at least two moves in, or in the
			// second. Every game it faults in makes it anew.
			if faults == 0 || faults != res.Faults[0] || res.Faults[1] != 0 {
				t.Errorf("%d faulty games, Faults %v", faults, res.Faults)
			}
			want := 1 + faults
			if games[len(games)-1].Err != nil {
				want-- // no game after the last fault
			}
			if int(madeFake.Load()) != want {
				t.Errorf("fake made %d times for %d faults, want %d", madeFake.Load(), faults, want)
			}
			t.Logf("faults %d, fake made %d times; first: %v", faults, madeFake.Load(), firstErr(games))
		})
	}
}

// appendTo returns a Record that appends each game to games.
func appendTo(games *[]*match.Game[tictactoe.Mark, tttGame]) func(*match.Game[tictactoe.Mark, tttGame]) error {
	return func(g *match.Game[tictactoe.Mark, tttGame]) error {
		*games = append(*games, g)
		return nil
	}
}

func firstErr(games []*match.Game[tictactoe.Mark, tttGame]) error {
	for _, g := range games {
		if g.Err != nil {
			return g.Err
		}
	}
	return nil
}
