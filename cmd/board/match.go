package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/gomoku/gomocup"
	"github.com/seed131617c4/board/gomoku/opening"
	"github.com/seed131617c4/board/gomoku/record"
	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/match"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/ggf"
	"github.com/seed131617c4/board/othello/nboard"
	"github.com/seed131617c4/board/othello/solve"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
	"github.com/seed131617c4/board/ugi"
)

func init() {
	register(&command{
		group: "match",
		args: `

It plays a match between two or more engines (a round robin for more),
in the manner of cutechess-cli and c-gomoku-cli, and prints a table of
the results: games, wins, draws, losses, score, the Elo difference with
its 95% interval, and the SPRT's state.

Each -engine is a list of key=value pairs separated by commas:
  name=NAME      the engine's name in the table and the records
  cmd=COMMAND    the program and its arguments, separated by spaces
  proto=P        its protocol: ugi, gtp, nboard (Othello only) or
                 gomocup (gomoku only: a Gomocup brain like pbrain-rapfi)
  level=N        with no cmd: one of this module's engines, at level N;
                 with neither, its default level, which under -movetime
                 plays its strongest within the time, as Othello's does
                 under -tc (gomoku's keeps its depth under -tc)
  threads=N      with no cmd, Othello only: the goroutines of our
                 engine's search, 1 (the default) to 4 per core
  depth=N        the depth of a search: UGI go depth, NBoard set depth
  nodes=N        the nodes of a search: UGI go nodes
like -engine 'name=edax,cmd=edax -gtp,proto=gtp' -engine name=ours,level=3.

The openings file has one opening a line, played by each pair of
engines with both colours: moves in the game's notation separated by
spaces (an Othello transcript may run them together, like f5d6c3), or,
for gomoku, the name or code of a canonical renju opening, like Kansei
or 1D; '#' starts a comment. A player that crashes, hangs, answers late
or sends an illegal move or garbage loses the game, which records why
(and standard error says); it is started anew for the next game. An
engine has -handshake to start and answer its protocol's handshake: by
default the larger of 5 s, ten moves of -movetime and a tenth of -tc's
game. A cmd that is not a program is a usage error (exit status 2); an
engine that never starts (it exits or is silent in its handshake) stops
the match after its first game, with the reason and exit status 1.

With -out, each game is written to the directory as soon as it ends:
GGF for Othello, PSQ and SGF for gomoku, the moves in a text file for
tic-tac-toe. See docs/match.md.`,
		summary: "play a match between engines, with Elo, SPRT and a record of each game",
		setup:   setupMatch,
	})
}

// engineFlag collects the -engine flags, each checked when it is given.
type engineFlag []engineSpec

// An engineSpec is one -engine.
type engineSpec struct {
	name, proto  string
	cmd          []string
	level, depth int
	threads      int // our Othello engine's Threads, 0 for the default
	nodes        int64
}

func (f *engineFlag) String() string { return fmt.Sprint(len(*f), " engines") }

func (f *engineFlag) Set(s string) error {
	e := engineSpec{level: -1}
	for kv := range strings.SplitSeq(s, ",") {
		k, v, ok := strings.Cut(kv, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || v == "" {
			return fmt.Errorf("%q: want key=value pairs separated by commas, like name=ours,level=3", kv)
		}
		num := func(lo, hi int64) (int64, error) {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < lo || n > hi {
				return 0, fmt.Errorf("%s=%s: want a whole number from %d to %d", k, v, lo, hi)
			}
			return n, nil
		}
		switch k {
		case "name":
			e.name = v
		case "cmd":
			e.cmd = strings.Fields(v)
		case "proto":
			if v != "ugi" && v != "gtp" && v != "nboard" && v != "gomocup" {
				return fmt.Errorf("proto=%s: want ugi, gtp, nboard or gomocup", v)
			}
			e.proto = v
		case "level":
			n, err := num(1, 9)
			if err != nil {
				return err
			}
			e.level = int(n)
		case "depth":
			n, err := num(1, 1000)
			if err != nil {
				return err
			}
			e.depth = int(n)
		case "threads":
			n, err := num(1, int64(maxThreads()))
			if err != nil {
				return err
			}
			e.threads = int(n)
		case "nodes":
			n, err := num(1, math.MaxInt64)
			if err != nil {
				return err
			}
			e.nodes = n
		default:
			return fmt.Errorf("unknown key %q; want name, cmd, proto, level, threads, depth or nodes", k)
		}
	}
	switch {
	case len(e.cmd) > 0 && e.proto == "":
		return errors.New("cmd without proto: say proto=ugi, gtp, nboard or gomocup")
	case len(e.cmd) == 0 && e.proto != "":
		return fmt.Errorf("proto=%s without cmd", e.proto)
	case len(e.cmd) > 0 && e.level >= 0:
		return errors.New("level is for our engines, with no cmd")
	case len(e.cmd) > 0 && e.threads > 0:
		return errors.New("threads is for our engines, with no cmd")
	}
	if e.name == "" {
		if len(e.cmd) > 0 {
			e.name = filepath.Base(e.cmd[0])
		} else {
			e.name = "board"
		}
	}
	*f = append(*f, e)
	return nil
}

// tcFlag is -tc, GAME[+INC].
type tcFlag struct{ game, inc time.Duration }

func (f *tcFlag) String() string {
	if f.game == 0 {
		return "0"
	}
	return f.game.String() + "+" + f.inc.String()
}

func (f *tcFlag) Set(s string) error {
	g, i, _ := strings.Cut(s, "+")
	game, err := time.ParseDuration(g)
	if err != nil || game <= 0 {
		return errors.New("want GAME[+INC], durations like 1m+1s or 30s")
	}
	var inc time.Duration
	if i != "" {
		if inc, err = time.ParseDuration(i); err != nil || inc < 0 {
			return errors.New("want GAME[+INC], durations like 1m+1s or 30s")
		}
	}
	f.game, f.inc = game, inc
	return nil
}

// sprtFlag is -sprt elo0=E0,elo1=E1[,alpha=A,beta=B].
type sprtFlag struct{ t *match.SPRT }

func (f *sprtFlag) String() string {
	if f.t == nil {
		return ""
	}
	return fmt.Sprintf("elo0=%g,elo1=%g,alpha=%g,beta=%g", f.t.Elo0, f.t.Elo1, f.t.Alpha, f.t.Beta)
}

func (f *sprtFlag) Set(s string) error {
	t := match.SPRT{Alpha: 0.05, Beta: 0.05}
	seen := 0
	for kv := range strings.SplitSeq(s, ",") {
		k, v, _ := strings.Cut(kv, "=")
		x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("%q: want elo0=E0,elo1=E1[,alpha=A,beta=B]", kv)
		}
		switch strings.TrimSpace(k) {
		case "elo0":
			t.Elo0, seen = x, seen|1
		case "elo1":
			t.Elo1, seen = x, seen|2
		case "alpha":
			t.Alpha = x
		case "beta":
			t.Beta = x
		default:
			return fmt.Errorf("unknown key %q; want elo0, elo1, alpha, beta", k)
		}
	}
	if seen != 3 || !t.Valid() {
		return errors.New("want elo0 < elo1, 0 < alpha, 0 < beta and alpha+beta < 1")
	}
	f.t = &t
	return nil
}

// matchOptions are the flags of board match.
type matchOptions struct {
	game          string
	size          int
	rule          func() (gomoku.Rule, error)
	engines       engineFlag
	games, conc   int
	openings, out string
	moveTime      time.Duration
	tc            tcFlag
	margin        time.Duration
	handshake     time.Duration
	adjudicate    int
	sprt          sprtFlag
}

// othelloThreads returns a usage error if an engine has threads, which
// only our Othello engine searches on.
func (o *matchOptions) othelloThreads() error {
	for _, e := range o.engines {
		if e.threads > 0 {
			return usagef("engine %s: threads is for othello", e.name)
		}
	}
	return nil
}

func setupMatch(fs *flag.FlagSet) func(*stdio, []string) error {
	o := &matchOptions{}
	fs.StringVar(&o.game, "game", "", "the `game`: othello, gomoku or tictactoe")
	fs.Var(&o.engines, "engine", "an `engine`, like name=ours,level=3 or name=edax,cmd=edax -gtp,proto=gtp (at least two)")
	intVar(fs, &o.size, "size", 0, 0, 26, "the board `size`: 0 for the game's (8 for Othello, 15 for gomoku)")
	o.rule = gomokuRuleFlag(fs, gomoku.Freestyle, allRules()...)
	intVar(fs, &o.games, "games", 0, 0, 1<<20, "the number of `games` of each pair of engines: 0 for two per opening")
	intVar(fs, &o.conc, "concurrency", 1, 1, maxThreads(), "`n` games played at once: 1 to 4 times the cores")
	fs.StringVar(&o.openings, "openings", "", "the `file` of openings")
	fs.StringVar(&o.out, "out", "", "the `directory` each game is written to as it ends")
	durationVar(fs, &o.moveTime, "movetime", 0, "none", "the time of each move: a `duration` like 100ms")
	fs.Var(&o.tc, "tc", "the time of each player for a game and its increment per move: `GAME[+INC]`, like 1m+1s")
	durationVar(fs, &o.margin, "margin", match.DefaultMargin, "", "how far past its time a move may come: a `duration`")
	durationVar(fs, &o.handshake, "handshake", 0, "from the clock", "how long an engine may take to start and answer its handshake: a `duration`")
	intVar(fs, &o.adjudicate, "adjudicate", 0, 0, 24, "Othello: at this many empty squares, end the game by its result under perfect play (`empties`; 0 never)")
	fs.Var(&o.sprt, "sprt", "stop two engines' match by an SPRT: `elo0=E0,elo1=E1[,alpha=A,beta=B]` (alpha and beta 0.05 by default)")
	return func(s *stdio, args []string) error {
		if err := noArgs(args); err != nil {
			return err
		}

		switch o.game {
		case "othello", "gomoku", "tictactoe":
		case "":
			return usagef("-game: say othello, gomoku or tictactoe")
		default:
			return usagef("-game %q: want othello, gomoku or tictactoe", o.game)
		}
		if len(o.engines) < 2 {
			return usagef("give at least two -engine")
		}
		if o.moveTime > 0 && o.tc.game > 0 {
			return usagef("-movetime and -tc: give one")
		}
		if o.sprt.t != nil && len(o.engines) != 2 {
			return usagef("-sprt needs exactly two engines")
		}
		switch o.game {
		case "othello":
			size := cmpOr(o.size, 8)
			if size%2 != 0 || size < othello.MinSize {
				return usagef("-size %d: want an even number from 4 to 26 for othello", size)
			}
			return runMatch(s, o, othello.Spec(size), othelloPlayer, writeGGF, othelloAdjudicate(o.adjudicate))
		case "gomoku":
			if err := o.othelloThreads(); err != nil {
				return err
			}
			if o.adjudicate > 0 {
				return usagef("-adjudicate is for othello")
			}
			r, err := o.rule()
			if err != nil {
				return err
			}
			size := cmpOr(o.size, gomoku.DefaultSize)
			if size < gomoku.MinSize {
				return usagef("-size %d: want 5 to 26 for gomoku", size)
			}
			return runMatch(s, o, gomoku.Spec(size, r), gomokuPlayer, writeGomoku(r), nil)
		case "tictactoe":
			if err := o.othelloThreads(); err != nil {
				return err
			}
			if o.adjudicate > 0 {
				return usagef("-adjudicate is for othello")
			}
			if o.size != 0 && o.size != 3 {
				return usagef("-size %d: tic-tac-toe is 3x3", o.size)
			}
			return runMatch(s, o, tictactoe.Spec(), tictactoePlayer, writeTicTacToe, nil)
		}
		return nil
	}
}

// cmpOr returns n, or def when n is 0.
func cmpOr(n, def int) int {
	if n == 0 {
		return def
	}
	return n
}

// The players of our engines, at a level (-1 for the default), on
// threads goroutines (Othello's; 0 for one) and with a seed that
// differs between the players made. The default level gets -movetime
// (0 without it) as its Time, so that it plays its strongest within the
// move's time, as it does under -tc; a level given keeps its depth, the
// move's time bounding it.
func othelloPlayer(level, threads int, seed uint64, moveTime time.Duration) search.Player[*othello.Game] {
	if level >= 0 {
		moveTime = 0
	}
	return &oengine.Engine{Level: max(level, 0), Seed: seed, Time: moveTime, Threads: threads}
}

func gomokuPlayer(level, _ int, _ uint64, moveTime time.Duration) search.Player[*gomoku.Game] {
	if level >= 0 {
		moveTime = 0
	}
	return &gengine.Engine{Level: max(level, 0), Time: moveTime}
}

func tictactoePlayer(level, _ int, seed uint64, _ time.Duration) search.Player[*tictactoe.Game] {
	return &tengine.Engine{Level: max(level, 0), Seed: seed}
}

// othelloAdjudicate returns the adjudication of an Othello game at n
// empty squares or fewer by the solver, nil for n 0.
func othelloAdjudicate(n int) func(ctx context.Context, g *othello.Game) (othello.Color, string, bool) {
	if n == 0 {
		return nil
	}
	return func(ctx context.Context, g *othello.Game) (othello.Color, string, bool) {
		empties := g.Size()*g.Size() - g.Count(othello.Black) - g.Count(othello.White)
		if empties > n || g.Size() > 8 {
			return othello.Empty, "", false
		}
		bb, err := bitboard.FromPosition(g.Position())
		if err != nil {
			return othello.Empty, "", false
		}
		r, err := solve.Solve(ctx, bb, solve.Options{WLD: true, Threads: 1, TableBits: 16, Time: 5 * time.Second})
		if err != nil || !r.Solved {
			return othello.Empty, "", false
		}
		mover := g.Turn()
		other := othello.Black
		if mover == othello.Black {
			other = othello.White
		}
		switch {
		case r.Score > 0:
			return mover, fmt.Sprintf("%v wins with perfect play at %d empties", mover, empties), true
		case r.Score < 0:
			return other, fmt.Sprintf("%v wins with perfect play at %d empties", other, empties), true
		}
		return othello.Empty, fmt.Sprintf("a draw with perfect play at %d empties", empties), true
	}
}

// newEngine returns the match engine of e for the game of spec.
func newEngine[C comparable, G board.Game[C, G]](e engineSpec, spec board.Spec[C, G], ours func(engineSpec, uint64) search.Player[G], l match.Limits) (match.Engine[G], error) {
	var made atomic.Uint64
	switch e.proto {
	case "":
		return match.Engine[G]{Name: e.name, New: func(ctx context.Context) (search.Player[G], error) {
			p := ours(e, made.Add(1))
			// A first move off the clock: the engine loads its tables
			// (Othello's evaluation weights take a tenth of a second).
			if g, err := spec.New(); err == nil {
				wctx, cancel := context.WithTimeout(ctx, 10*time.Millisecond)
				p.Choose(wctx, g)
				cancel()
			}
			return p, nil
		}}, nil
	case "ugi":
		return match.Engine[G]{Name: e.name, New: started(func(ctx context.Context) (*ugi.Client[C, G], error) {
			return ugi.Start(ctx, spec, e.cmd[0], e.cmd[1:]...)
		}, func(c *ugi.Client[C, G]) search.Player[G] {
			c.Limits = ugi.Limits{Depth: e.depth, Nodes: e.nodes}
			return c
		})}, nil
	case "gtp":
		return match.Engine[G]{Name: e.name, New: started(func(ctx context.Context) (*gtp.Client[C, G], error) {
			return gtp.Start(ctx, spec, e.cmd[0], e.cmd[1:]...)
		}, func(c *gtp.Client[C, G]) search.Player[G] {
			c.MoveTime, c.Margin = l.MoveTime, l.Margin
			return c
		})}, nil
	case "gomocup":
		g, err := spec.New()
		if err != nil {
			return match.Engine[G]{}, err
		}
		gg, ok := any(g).(*gomoku.Game)
		if !ok {
			return match.Engine[G]{}, usagef("engine %s: proto=gomocup is for gomoku", e.name)
		}
		if _, err := gomocup.RuleNumber(gg.Rule()); err != nil {
			return match.Engine[G]{}, usagef("engine %s: proto=gomocup: the protocol has no rule number for %v", e.name, gg.Rule())
		}
		// The time of a move is TurnTime; a game clock comes by SetClock,
		// the match's Clocked.
		return match.Engine[G]{Name: e.name, New: started(func(context.Context) (*gomocup.Client, error) {
			return gomocup.Start(e.cmd[0], e.cmd[1:]...)
		}, func(c *gomocup.Client) search.Player[G] {
			c.TurnTime, c.Margin = l.MoveTime, l.Margin
			return any(&brain{c, gg.Size(), gg.Rule()}).(search.Player[G])
		})}, nil
	case "nboard":
		var p any = ours
		if _, ok := p.(func(engineSpec, uint64) search.Player[*othello.Game]); !ok {
			return match.Engine[G]{}, usagef("engine %s: proto=nboard is for othello", e.name)
		}
		return match.Engine[G]{Name: e.name, New: started(func(ctx context.Context) (*nboard.Client, error) {
			return nboard.Start(ctx, e.cmd[0], e.cmd[1:]...)
		}, func(c *nboard.Client) search.Player[G] {
			c.Depth = e.depth
			if l.MoveTime == 0 && l.GameTime == 0 {
				c.Timeout = time.Minute
			}
			return any(c).(search.Player[G])
		})}, nil
	}
	return match.Engine[G]{}, usagef("engine %s: proto %q", e.name, e.proto)
}

// A brain is a Gomocup client that starts each game off the clock: the
// match's NewGamer.
type brain struct {
	*gomocup.Client
	size int
	rule gomoku.Rule
}

// NewGame sends START and the rule.
func (b *brain) NewGame(ctx context.Context) error { return b.Client.NewGame(ctx, b.size, b.rule) }

// started returns the New of a match engine: the player that start
// starts, set up by set.
func started[G any, P any](start func(context.Context) (P, error), set func(P) search.Player[G]) func(context.Context) (search.Player[G], error) {
	return func(ctx context.Context) (search.Player[G], error) {
		p, err := start(ctx)
		if err != nil {
			return nil, err
		}
		return set(p), nil
	}
}

// readOpenings reads the openings file: one opening a line.
func readOpenings[C comparable, G board.Game[C, G]](path string, spec board.Spec[C, G]) ([]match.Opening[G], error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, usagef("-openings: %v", err)
	}
	defer f.Close()
	var ops []match.Opening[G]
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		g, err := spec.New()
		if err != nil {
			return nil, err
		}
		var moves []string
		switch {
		case spec.Name == "othello" && !strings.Contains(line, " "):
			// A transcript run together, like f5d6c3 (a10 on larger
			// boards): a move is a letter and the digits after it.
			for i := 0; i < len(line); {
				j := i + 1
				for j < len(line) && line[j] >= '0' && line[j] <= '9' {
					j++
				}
				moves = append(moves, line[i:j])
				i = j
			}
		case spec.Name == "gomoku":
			if o, ok := opening.Lookup(line); ok {
				for _, p := range o.Moves(g.Size()) {
					moves = append(moves, spec.FormatMove(p, g.Size()))
				}
				break
			}
			fallthrough
		default:
			moves = strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
		}
		for _, m := range moves {
			p, err := spec.ParseMove(m, g.Size())
			if err == nil {
				err = g.Play(p)
			}
			if err != nil {
				return nil, &inputError{line: n, err: fmt.Errorf("-openings %s: move %s: %w", filepath.Base(path), m, err)}
			}
		}
		if g.Over() {
			return nil, &inputError{line: n, err: fmt.Errorf("-openings %s: the game is over", filepath.Base(path))}
		}
		ops = append(ops, match.Opening[G]{Name: line, Game: g})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(ops) == 0 {
		return nil, usagef("-openings %s: no opening", path)
	}
	return ops, nil
}

// runMatch plays the match of o for the game of spec and prints its
// table.
func runMatch[C comparable, G board.Game[C, G]](s *stdio, o *matchOptions, spec board.Spec[C, G],
	ours func(int, int, uint64, time.Duration) search.Player[G], write func(dir string, g *match.Game[C, G]) error,
	adjudicate func(context.Context, G) (C, string, bool)) error {
	m := &match.Match[C, G]{
		Sides:       spec.Sides,
		New:         spec.New,
		Games:       o.games,
		Concurrency: o.conc,
		Limits:      match.Limits{MoveTime: o.moveTime, GameTime: o.tc.game, Increment: o.tc.inc, Margin: o.margin, Start: o.handshake},
		Adjudicate:  adjudicate,
		SPRT:        o.sprt.t,
	}
	if m.Limits.MoveTime == 0 && m.Limits.GameTime == 0 {
		m.Limits.MoveTime = time.Second // a bound for the engines that honour one
	}
	player := func(e engineSpec, seed uint64) search.Player[G] { return ours(e.level, e.threads, seed, o.moveTime) }
	for _, e := range o.engines {
		me, err := newEngine(e, spec, player, m.Limits)
		if err != nil {
			return err
		}
		if len(e.cmd) > 0 {
			// A program that cannot be run is a mistake of the command
			// line, told before any game.
			if _, err := exec.LookPath(e.cmd[0]); err != nil {
				return usagef("engine %s: cmd=%s: %v", e.name, strings.Join(e.cmd, " "), err)
			}
		}
		m.Engines = append(m.Engines, me)
	}
	if o.openings != "" {
		ops, err := readOpenings(o.openings, spec)
		if err != nil {
			return err
		}
		m.Openings = ops
	}
	if o.out != "" {
		if err := os.MkdirAll(o.out, 0o755); err != nil {
			return err
		}
	}
	m.Record = func(g *match.Game[C, G]) error {
		if g.Err != nil {
			// The reason of a fault, on a line of its own.
			if s.errTTY {
				fmt.Fprint(s.err, "\r\x1b[K")
			}
			fmt.Fprintf(s.err, "game %d: %s\n", g.Number+1, oneLine(g.Reason))
		}
		if o.out == "" {
			return nil
		}
		return write(o.out, g)
	}
	m.Progress = func(r *match.Result) {
		line := matchProgress(r)
		if s.errTTY {
			fmt.Fprintf(s.err, "\r%s\x1b[K", line)
		} else {
			fmt.Fprintln(s.err, line)
		}
		s.err.Flush()
	}
	// An interrupt ends the match with the table of the games played;
	// their records are on disk already.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := m.Run(ctx)
	if errors.Is(err, context.Canceled) {
		err = errors.New("interrupted")
	}
	if s.errTTY && res != nil && res.Played > 0 {
		fmt.Fprintln(s.err)
	}
	if res != nil {
		writeTable(s.out, res, m.SPRT)
	}
	return err
}

// matchProgress returns the line of progress after a game, like
// "game 12/20: ours +5 =3 -4 vs edax".
func matchProgress(r *match.Result) string {
	var line strings.Builder
	line.WriteString(fmt.Sprintf("game %d/%d:", r.Played, r.Planned))
	if len(r.Names) == 2 {
		sc := r.Scores[0][1]
		d, e := sc.Elo()
		line.WriteString(fmt.Sprintf(" %s %v vs %s, elo %s", r.Names[0], sc, r.Names[1], eloText(d, e)))
		if r.Verdict != match.Continue || r.LLR != 0 {
			line.WriteString(fmt.Sprintf(", llr %.2f", r.LLR))
		}
	} else {
		for i, n := range r.Names {
			line.WriteString(fmt.Sprintf(" %s %v", n, r.Total(i)))
		}
	}
	return line.String()
}

// eloText formats an Elo difference and its margin, like "+35.2 ± 20.1".
func eloText(d, e float64) string {
	switch {
	case math.IsInf(d, 0) || math.IsNaN(d):
		return fmt.Sprintf("%v", d)
	case math.IsNaN(e):
		return fmt.Sprintf("%+.1f", d)
	}
	return fmt.Sprintf("%+.1f ± %.1f", d, e)
}

// writeTable writes the final table of r.
func writeTable(w io.Writer, r *match.Result, t *match.SPRT) {
	fmt.Fprintf(w, "%-16s %6s %6s %6s %6s %7s %16s %6s\n", "engine", "games", "wins", "draws", "losses", "score", "elo", "faults")
	for i, n := range r.Names {
		sc := r.Total(i)
		d, e := sc.Elo()
		fmt.Fprintf(w, "%-16s %6d %6d %6d %6d %6.1f%% %16s %6d\n", n, sc.Games(), sc.Wins, sc.Draws, sc.Losses, 100*sc.Score(), eloText(d, e), r.Faults[i])
	}
	if len(r.Names) == 2 {
		sc := r.Scores[0][1]
		fmt.Fprintf(w, "%d games of %d; draw ratio %.1f%%; pairs (0, 1/2, 1, 3/2, 2 points for %s): %v\n",
			r.Played, r.Planned, 100*sc.DrawRatio(), r.Names[0], r.Pairs)
	} else {
		fmt.Fprintf(w, "%d games of %d\n", r.Played, r.Planned)
	}
	if t != nil {
		lo, hi := t.Bounds()
		fmt.Fprintf(w, "SPRT elo0=%g elo1=%g alpha=%g beta=%g: llr %.2f, bounds [%.2f, %.2f]: %v\n", t.Elo0, t.Elo1, t.Alpha, t.Beta, r.LLR, lo, hi, r.Verdict)
	}
	if r.Aborted > 0 {
		fmt.Fprintf(w, "%d games aborted\n", r.Aborted)
	}
}

// writeFile writes data to dir/name through a temporary file renamed
// into place, so that a file there is always whole.
func writeFile(dir, name string, data []byte) error {
	tmp := filepath.Join(dir, "."+name+".tmp")
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, name))
}

// gameFile returns the base name of the file of game g, like
// "game-0007".
func gameFile[C comparable, G any](g *match.Game[C, G]) string {
	return fmt.Sprintf("game-%04d", g.Number+1)
}

// writeGGF writes an Othello game as GGF.
func writeGGF(dir string, g *match.Game[othello.Color, *othello.Game]) error {
	gg := ggf.FromGame(g.Game)
	gg.Place, gg.Date, gg.Black, gg.White, gg.Comment = "board match", strconv.FormatInt(g.Start.Unix(), 10), g.Names[0], g.Names[1], g.Reason
	i := 0 // the placements before this move
	for j := range gg.Moves {
		if gg.Moves[j].Pass {
			continue
		}
		if k := i - g.OpeningLen; k >= 0 && k < len(g.Choices) {
			gg.Moves[j].Time, gg.Moves[j].HasTime = math.Round(g.Choices[k].Elapsed.Seconds()*1000)/1000, true
		}
		i++
	}
	b, w := g.Game.Score()
	switch {
	case g.Err != nil:
		// a forfeit: the winner takes every square, as GGS scores one
		sq := float64(g.Game.Size() * g.Game.Size())
		gg.Result = ggf.Result{Ending: ggf.Timeout, Score: sq}
		if g.Winner == othello.White {
			gg.Result.Score = -sq
		}
	case g.Game.Over():
		gg.Result = ggf.Result{Ending: ggf.Finished, Score: float64(b - w)} // the empties to the winner
	default: // adjudicated
		sc := 0.0
		switch g.Winner {
		case othello.Black:
			sc = 1
		case othello.White:
			sc = -1
		}
		gg.Result = ggf.Result{Ending: ggf.Agreed, Score: sc}
	}
	text, err := ggf.Format(gg)
	if err != nil {
		return err
	}
	return writeFile(dir, gameFile(g)+".ggf", []byte(text+"\n"))
}

// writeGomoku returns the writer of gomoku games under rule r, as PSQ
// and as SGF.
func writeGomoku(r gomoku.Rule) func(dir string, g *match.Game[gomoku.Stone, *gomoku.Game]) error {
	return func(dir string, g *match.Game[gomoku.Stone, *gomoku.Game]) error {
		rec := &record.Record{Size: g.Game.Size(), Rule: r, Black: g.Names[0], White: g.Names[1], Comment: g.Reason}
		i := 0
		for p := range g.Game.History() {
			mv := record.Move{Point: p}
			if k := i - g.OpeningLen; k >= 0 && k < len(g.Choices) {
				mv.Time = g.Choices[k].Elapsed
			}
			rec.Moves = append(rec.Moves, mv)
			i++
		}
		switch {
		case g.Winner != gomoku.Empty:
			rec.Result.Winner = g.Winner
			if g.Err != nil {
				rec.Result.Reason = "F"
			}
		case g.Game.Over():
			rec.Result.Draw = true
		}
		for _, f := range []struct {
			ext string
			f   record.Format
		}{{".psq", record.PSQ}, {".sgf", record.SGF}} {
			var sb strings.Builder
			if err := record.Write(&sb, rec, f.f); err != nil {
				return err
			}
			if err := writeFile(dir, gameFile(g)+f.ext, []byte(sb.String())); err != nil {
				return err
			}
		}
		return nil
	}
}

// writeTicTacToe writes a tic-tac-toe game as text: the players, the
// moves, the result and how the game ended.
func writeTicTacToe(dir string, g *match.Game[tictactoe.Mark, *tictactoe.Game]) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "x %s\no %s\nmoves", g.Names[0], g.Names[1])
	for p := range g.Game.History() {
		sb.WriteString(" " + tictactoe.FormatMove(p))
	}
	result := "draw"
	switch g.Winner {
	case tictactoe.X:
		result = "x wins"
	case tictactoe.O:
		result = "o wins"
	}
	fmt.Fprintf(&sb, "\nresult %s\nreason %s\n", result, oneLine(g.Reason))
	return writeFile(dir, gameFile(g)+".txt", []byte(sb.String()))
}
