package gomocup

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/search"
)

// A match is how the test manager runs a game between two brains.
type match struct {
	size     int
	rule     int           // the INFO rule value
	turn     time.Duration // timeout_turn; 0 sends none
	game     time.Duration // timeout_match, with time_left before each move; 0 sends no limit
	restart  int           // every restart-th move goes as RESTART and BOARD (0: never)
	board    int           // every board-th move goes as BOARD without RESTART (0: never)
	takeback int           // at this ply the mover's move is taken back with the one before, and asked again (0: never)
	plies    int           // the manager stops the game after this many moves (0: at its end)
	// reply, if set, hears of each reply: the brain's, how long it took
	// and the time_left it was sent before it.
	reply func(d *driver, took, left time.Duration)
}

// deep runs the long tests: whole games under time limits.
var deep = flag.Bool("gomocup.deep", false, "play whole games in the time-limit tests")

// gomocupRule is the rule set of an INFO rule value the brain plays.
func gomocupRule(n int) gomoku.Rule {
	return map[int]gomoku.Rule{0: gomoku.Freestyle, 1: gomoku.Standard, 4: gomoku.Renju}[n]
}

// play runs a game between black and white, as a manager does, judging
// every reply with a gomoku.Game: a reply that is not a legal move, or
// one that is forbidden, fails the test. It returns the result, the
// longest time a reply took and the replies that came too late.
func (m match) play(t *testing.T, black, white *driver) (res gomoku.Result, slowest time.Duration, late []string) {
	t.Helper()
	m.start(t, black)
	m.start(t, white)
	g, err := gomoku.NewGame(m.size, gomocupRule(m.rule))
	if err != nil {
		t.Fatal(err)
	}
	left := map[*driver]time.Duration{black: m.game, white: m.game}
	timeLeft := func(d *driver) string {
		if m.game == 0 {
			return "INFO time_left 2147483647"
		}
		return "INFO time_left " + strconv.Itoa(int(left[d].Milliseconds()))
	}
	judge := func(d *driver, who string) board.Point {
		t.Helper()
		p, took := d.moveReply(m.size)
		slowest = max(slowest, took)
		if m.reply != nil {
			m.reply(d, took, left[d])
		}
		if m.turn > 0 && took > m.turn {
			if held := d.heldBack(); took-held <= m.turn {
				t.Logf("ply %d: %s took %v, over the turn limit of %v, but the process was held back %v", g.Len(), who, took, m.turn, held)
			} else {
				late = append(late, fmt.Sprintf("ply %d: %s took %v, over the turn limit of %v (held back %v)", g.Len(), who, took, m.turn, held))
			}
		}
		if m.game > 0 {
			if left[d] -= took; left[d] < 0 {
				late = append(late, fmt.Sprintf("ply %d: %s is %v over the time of the match, %v", g.Len(), who, -left[d], m.game))
			}
		}
		if err := g.Play(p); err != nil {
			t.Fatalf("ply %d: %s played %s: %v\n%v", g.Len(), who, gomoku.FormatGomocup(p), err, g)
		}
		return p
	}
	black.send(timeLeft(black), "BEGIN")
	last := judge(black, "black")
	for !g.Over() && (m.plies == 0 || g.Len() < m.plies) {
		d, who, me := black, "black", gomoku.Black
		if g.Len()%2 == 1 {
			d, who, me = white, "white", gomoku.White
		}
		ply := g.Len()
		switch {
		case m.restart > 0 && ply%m.restart == 0:
			d.send("RESTART")
			if got := d.recv(); got != "OK" {
				t.Fatalf("RESTART: reply %q, want OK", got)
			}
			d.send(append([]string{timeLeft(d)}, boardLines(g, me)...)...)
		case m.board > 0 && ply%m.board == 0:
			d.send(append([]string{timeLeft(d)}, boardLines(g, me)...)...)
		default:
			d.send(timeLeft(d), "TURN "+gomoku.FormatGomocup(last))
		}
		p := judge(d, who)
		if ply == m.takeback && !g.Over() {
			// Take back this move and the one before, then ask again.
			for _, q := range []board.Point{p, last} {
				d.send("TAKEBACK " + gomoku.FormatGomocup(q))
				if got := d.recv(); got != "OK" {
					t.Fatalf("TAKEBACK %s: reply %q, want OK", gomoku.FormatGomocup(q), got)
				}
				g.Undo()
			}
			if err := g.Play(last); err != nil {
				t.Fatal(err)
			}
			d.send(timeLeft(d), "TURN "+gomoku.FormatGomocup(last))
			p = judge(d, who+" after TAKEBACK")
		}
		last = p
	}
	for _, d := range []*driver{black, white} {
		d.send("END")
		d.ended()
	}
	return g.Result(), slowest, late
}

// start starts the brain of d on the board of m and sends it the INFO
// lines of m's limits and rule, as a manager does before a game.
func (m match) start(t *testing.T, d *driver) {
	t.Helper()
	d.send("START " + strconv.Itoa(m.size))
	if got := d.recv(); got != "OK" {
		t.Fatalf("START %d: reply %q, want OK", m.size, got)
	}
	if m.turn > 0 {
		d.send("INFO timeout_turn " + strconv.Itoa(int(m.turn.Milliseconds())))
	}
	d.send("INFO timeout_match "+strconv.Itoa(int(m.game.Milliseconds())),
		"INFO max_memory 83886080", "INFO game_type 1",
		"INFO rule "+strconv.Itoa(m.rule), "INFO folder /tmp")
}

// timed plays a game under m between brains with the players that black
// and white make, and logs how it went. A late reply fails the test only
// if the game played again has one too: a machine busy with other tests
// and programs can hold up any process once.
func (m match) timed(t *testing.T, black, white func() search.Player[*gomoku.Game]) gomoku.Result {
	t.Helper()
	for try := 1; ; try++ {
		res, slowest, late := m.play(t, startBrain(t, &Brain{Player: black()}), startBrain(t, &Brain{Player: white()}))
		t.Logf("%v; slowest reply %v", res, slowest)
		switch {
		case len(late) == 0:
			return res
		case try == 1:
			t.Logf("late replies, played again: %q", late)
			continue
		}
		for _, l := range late {
			t.Error(l)
		}
		return res
	}
}

// level makes engines of a level.
func level(l int) func() search.Player[*gomoku.Game] {
	return func() search.Player[*gomoku.Game] { return &engine.Engine{Level: l} }
}

// boardLines returns the BOARD block of g for the brain of colour me,
// the stones in the order played.
func boardLines(g *gomoku.Game, me gomoku.Stone) []string {
	lines := []string{"BOARD"}
	i := 0
	for p := range g.History() {
		f := 2
		if gomoku.Black+gomoku.Stone(i%2) == me {
			f = 1
		}
		lines = append(lines, fmt.Sprintf("%s,%d", gomoku.FormatGomocup(p), f))
		i++
	}
	return append(lines, "DONE")
}

// TestGame plays whole games through the protocol, for each rule the
// brain accepts, between the engine and a random player, in both
// colours: every reply is a legal move in time, and the engine wins.
// The games go through BOARD blocks (with and without RESTART) and a
// TAKEBACK.
func TestGame(t *testing.T) {
	for _, rule := range []int{0, 1, 4} {
		for _, engineBlack := range []bool{true, false} {
			t.Run(fmt.Sprintf("rule=%d/engine=%v", rule, map[bool]string{true: "black", false: "white"}[engineBlack]), func(t *testing.T) {
				eng := startBrain(t, &Brain{Player: &engine.Engine{Level: 2}})
				rnd := startBrain(t, &Brain{Player: search.NewRandom[gomoku.Stone, *gomoku.Game](uint64(rule))})
				black, white, want := eng, rnd, gomoku.Black
				if !engineBlack {
					black, white, want = rnd, eng, gomoku.White
				}
				m := match{size: 15, rule: rule, turn: 1000 * time.Millisecond, restart: 7, board: 5, takeback: 4}
				res, slowest, late := m.play(t, black, white)
				if res.Winner != want {
					t.Errorf("result %v, want a win of the engine (%v)", res, want)
				}
				for _, l := range late {
					t.Error(l)
				}
				t.Logf("%v; slowest reply %v", res, slowest)
			})
		}
	}
}

// TestBrainVsBrain plays the engine against itself at two levels
// through the protocol, on the Gomocup board, to the end of the game.
func TestBrainVsBrain(t *testing.T) {
	for _, rule := range []int{0, 1, 4} {
		t.Run(fmt.Sprintf("rule=%d", rule), func(t *testing.T) {
			m := match{size: 20, rule: rule, turn: 500 * time.Millisecond, board: 9}
			res := m.timed(t, level(2), level(1))
			if !res.Over() {
				t.Fatalf("game not over: %v", res)
			}
		})
	}
}

// TestTurnLimit plays games under a turn limit of 200 ms on the 15×15
// and 20×20 boards, the engine at each level against itself a level
// lower, and players that think until their deadline (6 plies, and 8 for
// the top level, which spends its time; whole games with -gomocup.deep):
// no reply may come later than 200 ms after its command.
func TestTurnLimit(t *testing.T) {
	for _, size := range []int{15, 20} {
		for lv := 1; lv <= engine.MaxLevel; lv++ {
			t.Run(fmt.Sprintf("size=%d/level=%d", size, lv), func(t *testing.T) {
				m := match{size: size, rule: 4, turn: 200 * time.Millisecond}
				if lv == engine.MaxLevel && !*deep {
					m.plies = 8
				}
				m.timed(t, level(lv), level(max(lv-1, 1)))
			})
		}
		// A player that searches until its deadline, as a deeper engine
		// would, answers each move as late as the brain lets it.
		t.Run(fmt.Sprintf("size=%d/player=deadline", size), func(t *testing.T) {
			t.Parallel()
			m := match{size: size, rule: 4, turn: 200 * time.Millisecond, plies: 6}
			if *deep {
				m.plies = 0
			}
			m.timed(t, untilDeadlineAt(2), untilDeadlineAt(1))
		})
	}
	if *deep {
		// The engine at its top level against itself makes long games
		// with slow moves.
		for _, size := range []int{15, 20} {
			t.Run(fmt.Sprintf("size=%d/level=3-3", size), func(t *testing.T) {
				m := match{size: size, rule: 0, turn: 200 * time.Millisecond}
				m.timed(t, level(3), level(3))
			})
		}
	}
}

// TestMatchTime plays under a time for the whole match and no turn
// limit, with players that think until their deadline: the brain must
// share the time it has out so that it never runs out (8 plies; whole
// games with -gomocup.deep).
func TestMatchTime(t *testing.T) {
	m := match{size: 15, rule: 1, game: 2 * time.Second, plies: 8}
	if *deep {
		m.plies = 0
	}
	m.timed(t, untilDeadlineAt(2), untilDeadlineAt(1))
}

// An untilDeadline player chooses the move of its engine, then waits
// for its context to end before it answers.
type untilDeadline struct{ e engine.Engine }

// untilDeadlineAt makes untilDeadline players with the engine at a level.
func untilDeadlineAt(l int) func() search.Player[*gomoku.Game] {
	return func() search.Player[*gomoku.Game] { return &untilDeadline{e: engine.Engine{Level: l}} }
}

func (p *untilDeadline) Choose(ctx context.Context, g *gomoku.Game) (search.Choice, error) {
	c, err := p.e.Choose(ctx, g)
	<-ctx.Done()
	return c, err
}

// A stubborn player ignores its context and takes its time: the brain
// must answer for it in time, and never use it twice at once.
type stubborn struct {
	delay  time.Duration
	inUse  atomic.Int32
	calls  atomic.Int32
	shared bool // set when two calls overlapped
}

func (p *stubborn) Choose(_ context.Context, g *gomoku.Game) (search.Choice, error) {
	if p.inUse.Add(1) > 1 {
		p.shared = true
	}
	defer p.inUse.Add(-1)
	p.calls.Add(1)
	time.Sleep(p.delay)
	for q := range g.Moves() {
		return search.Choice{Move: q}, nil
	}
	return search.Choice{}, board.ErrGameOver
}

// TestWatchdog gives the brain a player that ignores its deadline: each
// reply still comes within the turn limit, a legal move, and the player
// is asked again only once it has returned.
func TestWatchdog(t *testing.T) {
	t.Parallel()
	for try := 1; ; try++ {
		late := watchdog(t)
		if len(late) == 0 {
			return
		}
		if try == 2 {
			for _, l := range late {
				t.Error(l)
			}
			return
		}
		t.Logf("late replies, played again (a busy machine?): %q", late)
	}
}

// watchdog plays 8 moves of TestWatchdog and returns the late ones.
func watchdog(t *testing.T) (late []string) {
	p := &stubborn{delay: 250 * time.Millisecond}
	d := startBrain(t, &Brain{Player: p})
	d.send("START 15", "INFO timeout_turn 100", "INFO rule 1")
	if got := d.recv(); got != "OK" {
		t.Fatalf("START: %q", got)
	}
	g, _ := gomoku.NewGame(15, gomoku.Standard)
	rnd := search.NewRandom[gomoku.Stone, *gomoku.Game](7)
	d.send("BEGIN")
	for i := range 8 {
		q, took := d.moveReply(15)
		if took > 100*time.Millisecond {
			late = append(late, fmt.Sprintf("move %d took %v, over 100ms", i, took))
		}
		if err := g.Play(q); err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		c, err := rnd.Choose(context.Background(), g)
		if err != nil || i == 7 {
			break
		}
		g.Play(c.Move)
		d.send("TURN " + gomoku.FormatGomocup(c.Move))
	}
	d.send("END")
	d.ended()
	if p.shared {
		t.Error("the brain called the player while it was still busy")
	}
	// 8 moves of 60 ms (the answer comes 40 ms before the limit) against
	// a player that takes 250 ms: the brain waits for it, so it is called
	// on about every fifth move.
	if n := p.calls.Load(); n < 2 || n > 4 {
		t.Errorf("player called %d times in 8 moves, want 2 to 4", n)
	}
	return late
}

// thinking starts a brain with a player that thinks until it is stopped
// and asks it to open the game.
func thinking(t *testing.T) *driver {
	t.Helper()
	d := startBrain(t, &Brain{Player: &blocking{}})
	d.send("START 15", "BEGIN")
	if got := d.recv(); got != "OK" {
		t.Fatalf("START: %q", got)
	}
	d.quiet(20 * time.Millisecond)
	return d
}

// TestYXStop stops a search with YXSTOP: the brain answers at once.
func TestYXStop(t *testing.T) {
	d := thinking(t)
	d.send("YXSTOP")
	if q, took := d.moveReply(15); q != board.Pt(7, 7) || took > 100*time.Millisecond {
		t.Errorf("after YXSTOP: %s in %v, want 7,7 at once", gomoku.FormatGomocup(q), took)
	}
	d.send("YXSTOP") // at rest: nothing to stop, no reply
	d.quiet(20 * time.Millisecond)
	d.send("END")
	d.ended()
}

// TestEndWhileThinking sends END during a search: the brain answers the
// move it has at once and ends.
func TestEndWhileThinking(t *testing.T) {
	d := thinking(t)
	d.send("END", "ABOUT")
	d.moveReply(15)
	d.ended()
}

// A blocking player thinks until its context ends, then plays the centre.
type blocking struct{}

func (blocking) Choose(ctx context.Context, g *gomoku.Game) (search.Choice, error) {
	<-ctx.Done()
	return search.Choice{Move: board.Pt(g.Size()/2, g.Size()/2)}, nil
}

// TestScout checks the fallback of a player that never answers in time:
// the scout's move, which wins when it can. The turn is long enough (the
// watchdog answers at 460 ms) for the level-1 scout to finish on a
// loaded machine under the race detector.
func TestScout(t *testing.T) {
	t.Parallel()
	d := startBrain(t, &Brain{Player: &stubborn{delay: time.Second}, Debug: true})
	// Black (the brain) has four in a row with one end open: 3,3 wins.
	d.send("START 15", "INFO timeout_turn 500", "BOARD", "4,3,1", "5,3,1", "6,3,1", "7,3,1", "8,3,2", "0,0,2", "14,14,2", "0,14,2", "DONE")
	if got := d.recv(); got != "OK" {
		t.Fatalf("START: %q", got)
	}
	if got := d.recv(); got != "DEBUG no move from the player by the deadline of 460ms: the scout's move" {
		t.Errorf("DEBUG line %q", got)
	}
	if got := d.recv(); got != "3,3" {
		t.Errorf("move %q, want the five at 3,3", got)
	}
}

// TestMatchClock plays a whole game through the protocol as
// c-gomoku-cli sends it under a match clock (timeout_match at the start,
// time_left before each move, no timeout_turn), with the engine as a
// manager runs the brain (Level 0, which spends its time) against the
// engine at level 1: the brain never runs out of its clock, spends on
// average at least a fifth of its turn, the twentieth of time_left that
// the clock gives a move (10 s for the game; 60 s with -gomocup.deep),
// and at least 65% of it in the median of the moves that it searched
// (those of more than a tenth of the turn: the rest are wins by threats
// played at once, or forced moves of a proven outcome; the median, as a
// search that proves the outcome partway through a depth stops at once:
// 51% of the turn in one such move). The brain ends
// the engine's search 90% into the turn, and the engine deepens until
// 85% of that and guards its move in the rest: 77% of the turn and
// more. Before issue 41 set it to spend its time it spent 36% of its
// turn at 10 s, about half of it in the moves it searched
// (docs/records.md).
func TestMatchClock(t *testing.T) {
	t.Parallel()
	game, floor, searchedFloor := 10*time.Second, 0.2, 0.65
	if *deep {
		game = 60 * time.Second
	}
	for try := 1; ; try++ {
		var brain *driver
		var share float64
		var searched []float64
		moves := 0
		used := time.Duration(0)
		m := match{size: 15, rule: 0, game: game, reply: func(d *driver, took, left time.Duration) {
			if d == brain {
				s := float64(took) / float64(left/20)
				share += s
				if s > 0.1 {
					searched = append(searched, s)
				}
				used += took
				moves++
			}
		}}
		brain = startBrain(t, &Brain{Player: &engine.Engine{}})
		res, slowest, late := m.play(t, brain, startBrain(t, &Brain{Player: &engine.Engine{Level: 1}}))
		mean, searchedMedian := share/float64(moves), 0.0
		if len(searched) > 0 {
			slices.Sort(searched)
			searchedMedian = searched[len(searched)/2]
		}
		t.Logf("%v; %d moves of the brain, %.0f%% of its turn on average, %.0f%% in the median of the %d it searched, %v of its %v clock, slowest %v",
			res, moves, 100*mean, 100*searchedMedian, len(searched), used.Round(time.Millisecond), game, slowest)
		bad := late
		if mean < floor || mean > 0.95 {
			bad = append(bad, fmt.Sprintf("the brain spent %.0f%% of its turn on average, want %.0f%% to 95%%", 100*mean, 100*floor))
		}
		if searchedMedian < searchedFloor {
			bad = append(bad, fmt.Sprintf("the brain spent %.0f%% of its turn in the median of the moves it searched, want %.0f%% or more", 100*searchedMedian, 100*searchedFloor))
		}
		if len(bad) == 0 {
			return
		}
		if try == 1 {
			t.Logf("played again (a busy machine?): %q", bad)
			continue
		}
		for _, l := range bad {
			t.Error(l)
		}
		return
	}
}
