package gomocup

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/engine"
)

// swap2Board returns a SWAP2BOARD block of the points, x,y each.
func swap2Board(points ...string) string {
	return "SWAP2BOARD\n" + strings.Join(append(points, "DONE"), "\n") + "\n"
}

// replyPoints parses a reply of points x,y separated by spaces on the
// 15×15 board, failing the test on anything else.
func replyPoints(t *testing.T, reply string) []board.Point {
	t.Helper()
	var out []board.Point
	for w := range strings.FieldsSeq(reply) {
		q, err := gomoku.ParseGomocup(w, 15)
		if err != nil {
			t.Fatalf("reply %q: %v", reply, err)
		}
		out = append(out, q)
	}
	return out
}

// gameOf returns the freestyle game of the points played in order.
func gameOf(t *testing.T, points []board.Point) *gomoku.Game {
	t.Helper()
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	for _, q := range points {
		if err := g.Play(q); err != nil {
			t.Fatalf("%s: %v", gomoku.FormatGomocup(q), err)
		}
	}
	return g
}

// TestSwap2Choice drives the Swap2 choices through the protocol, the
// engine at level 3 with no time limit (its judgement is then the same
// on every run): a clearly won position for Black is swapped, a clearly
// lost one is played on as White, and a balanced one gets the 4th and
// 5th stones; after five stones the brain swaps only out of a position
// good for Black. Each reply is legal, and the brain plays on from it.
func TestSwap2Choice(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		stones []string
		want   string // SWAP, "move" or "two"
	}{
		{"black pair in the centre", []string{"7,7", "0,0", "8,7"}, "SWAP"},
		{"white in the centre", []string{"0,0", "7,7", "14,14"}, "move"},
		{"balanced", []string{"7,7", "8,7", "9,9"}, "two"},
		{"five, black open three", []string{"6,7", "0,0", "7,7", "14,14", "8,7"}, "SWAP"},
		{"five, white pair", []string{"0,0", "7,7", "14,0", "8,7", "0,14"}, "move"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := serve(t, &engine.Engine{Level: 3}, "START 15\nINFO rule 1\n"+swap2Board(tc.stones...))
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if len(lines) != 2 || lines[0] != "OK" {
				t.Fatalf("replies %q, want OK and the choice", lines)
			}
			got := lines[1]
			given := replyPoints(t, strings.Join(tc.stones, " "))
			switch {
			case got == "SWAP":
			case len(strings.Fields(got)) == 1:
				gameOf(t, append(given, replyPoints(t, got)...))
				got = "move"
			case len(strings.Fields(got)) == 2 && len(given) == 3:
				gameOf(t, append(given, replyPoints(t, got)...))
				got = "two"
			default:
				t.Fatalf("reply %q: not a Swap2 choice after %d stones", got, len(given))
			}
			if got != tc.want {
				t.Errorf("reply %q (%s), want %s", lines[1], got, tc.want)
			}
		})
	}
}

// TestSwap2PlaysOn checks the position the brain keeps after each
// choice: after SWAP it plays Black against White's TURN; after its two
// stones and the opponent's move it plays on.
func TestSwap2PlaysOn(t *testing.T) {
	out := serve(t, &engine.Engine{Level: 2}, "START 15\n"+swap2Board("7,7", "0,0", "8,7")+"TURN 6,7\n")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || lines[1] != "SWAP" {
		t.Fatalf("replies %q, want OK, SWAP and a move", lines)
	}
	gameOf(t, replyPoints(t, "7,7 0,0 8,7 6,7 "+lines[2]))
}

// TestSwap2Opening asks for the first three stones: the brain places one
// of the 26 renju openings, the one it judges nearest to even, so that
// the same brain given those stones places two more (the balanced
// choice), and the same again on a second run.
func TestSwap2Opening(t *testing.T) {
	t.Parallel()
	var first string
	for run := range 2 {
		out := serve(t, &engine.Engine{Level: 3}, "START 15\nINFO rule 1\n"+swap2Board())
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) != 2 {
			t.Fatalf("replies %q, want OK and three stones", lines)
		}
		stones := replyPoints(t, lines[1])
		if len(stones) != 3 {
			t.Fatalf("reply %q, want three stones", lines[1])
		}
		gameOf(t, stones)
		if run == 0 {
			first = lines[1]
			continue
		}
		if lines[1] != first {
			t.Errorf("second run placed %q, first %q", lines[1], first)
		}
	}
	out := serve(t, &engine.Engine{Level: 3}, "START 15\nINFO rule 1\n"+swap2Board(strings.Fields(first)...))
	if got := strings.Fields(strings.Split(strings.TrimSpace(out), "\n")[1]); len(got) != 2 {
		t.Errorf("given its own opening %q the brain answers %q, want two stones (balanced)", first, got)
	}
}

// TestSwap2InTime answers each stage of Swap2 under a turn limit of 300
// ms with the engine as a manager runs it (Level 0, which spends its
// time): every reply comes in time, whatever it is.
func TestSwap2InTime(t *testing.T) {
	t.Parallel()
	const turn = 300 * time.Millisecond
	var late []string
	for try := 1; try <= 2; try++ {
		late = late[:0]
		d := startBrain(t, &Brain{Player: &engine.Engine{}})
		d.send("START 15", "INFO timeout_turn 300", "INFO rule 1")
		if got := d.recv(); got != "OK" {
			t.Fatalf("START: %q", got)
		}
		for _, stones := range [][]string{nil, {"7,7", "8,7", "9,9"}, {"7,7", "8,7", "9,9", "8,8", "8,6"}} {
			d.send(strings.Split(strings.TrimSpace(swap2Board(stones...)), "\n")...)
			got := d.recv()
			if took := time.Since(d.sent); took > turn && took-d.heldBack() > turn {
				late = append(late, fmt.Sprintf("%d stones: %q after %v", len(stones), got, took))
			}
		}
		d.send("END")
		d.ended()
		if len(late) == 0 {
			return
		}
		t.Logf("late replies, played again (a busy machine?): %q", late)
	}
	for _, l := range late {
		t.Error(l)
	}
}

// TestSwap2NoJudgement gives the brain a player that fails, or one that
// thinks until it is stopped, by YXSTOP: with no judgement the brain
// plays on as White, with the move of its fallback, at once after the
// stop.
func TestSwap2NoJudgement(t *testing.T) {
	given := []string{"7,7", "8,7", "9,9"}
	out := serve(t, fixed{err: errors.New("no idea")}, "START 15\n"+swap2Board(given...))
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 || len(strings.Fields(lines[1])) != 1 {
		t.Fatalf("replies %q, want OK and one move", lines)
	}
	gameOf(t, replyPoints(t, strings.Join(append(given, lines[1]), " ")))

	d := startBrain(t, &Brain{Player: &blocking{}})
	d.send(append([]string{"START 15"}, strings.Split(strings.TrimSpace(swap2Board(given...)), "\n")...)...)
	if got := d.recv(); got != "OK" {
		t.Fatalf("START: %q", got)
	}
	d.quiet(50 * time.Millisecond)
	d.send("YXSTOP")
	q, took := d.moveReply(15)
	if took > 100*time.Millisecond {
		t.Errorf("after YXSTOP: %s in %v, want at once", gomoku.FormatGomocup(q), took)
	}
	gameOf(t, append(replyPoints(t, strings.Join(given, " ")), q))
	d.send("END")
	d.ended()
}

// TestJudgeable checks how many positions the brain judges in the time
// of a move: all without a limit, as many as give each search 20 ms of
// the soft deadline, and one at least.
func TestJudgeable(t *testing.T) {
	ms := time.Millisecond
	for _, tc := range []struct {
		bud  budget
		n    int
		want int
	}{
		{budget{}, 26, 26},
		{budget{soft: 700 * ms, hard: 800 * ms}, 26, 17},
		{budget{soft: 700 * ms, hard: 800 * ms}, 13, 13},
		{budget{soft: 1 * ms, hard: 20 * ms}, 26, 1},
	} {
		if got := judgeable(tc.bud, tc.n); got != tc.want {
			t.Errorf("judgeable(%+v, %d) = %d, want %d", tc.bud, tc.n, got, tc.want)
		}
	}
}
