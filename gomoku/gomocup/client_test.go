package gomocup

import (
	"bufio"
	"context"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// dialBrain serves b on pipes and returns a Client of it, closed at the
// end of the test.
func dialBrain(t *testing.T, b *Brain) *Client {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := serveOn(b, inR, outW)
	c := Dial(outR, inW)
	c.Settle = -1 // our Brain reads every command
	t.Cleanup(func() {
		c.Close()
		if err, ok := await(done, 5*time.Second); !ok {
			t.Error("Serve did not return after END")
		} else if err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return c
}

// TestClientBrainGames plays whole games between our Brain, driven by a
// Client, and a random player, under each rule the protocol numbers.
func TestClientBrainGames(t *testing.T) {
	for _, tc := range []struct {
		name string
		size int
		rule gomoku.Rule
	}{
		{"freestyle", 15, gomoku.Freestyle},
		{"standard", 10, gomoku.Standard},
		{"renju", 15, gomoku.Renju},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := dialBrain(t, &Brain{Player: &engine.Engine{Level: 1}})
			c.TurnTime = 300 * time.Millisecond
			for i := range 2 {
				g, err := gomoku.NewGame(tc.size, tc.rule)
				if err != nil {
					t.Fatal(err)
				}
				brain, other := gomoku.Black, gomoku.White
				if i == 1 {
					brain, other = other, brain
				}
				players := map[gomoku.Stone]search.Player[*gomoku.Game]{
					brain: c,
					other: search.NewRandom[gomoku.Stone, *gomoku.Game](uint64(i)),
				}
				if _, err := search.Play(context.Background(), g, players); err != nil {
					t.Fatalf("game %d: %v\n%v", i, err, g)
				}
				if g.Winner() != brain {
					t.Logf("game %d: the brain did not win:\n%v", i, g)
				}
			}
		})
	}
}

// TestClientBrainBoth plays our Brain against itself, each driven by a
// Client, with a match time.
func TestClientBrainBoth(t *testing.T) {
	black := dialBrain(t, &Brain{Player: &engine.Engine{Level: 1}})
	white := dialBrain(t, &Brain{Player: search.NewRandom[gomoku.Stone, *gomoku.Game](3)})
	for _, c := range []*Client{black, white} {
		c.TurnTime, c.MatchTime = 200*time.Millisecond, 20*time.Second
	}
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	players := map[gomoku.Stone]search.Player[*gomoku.Game]{gomoku.Black: black, gomoku.White: white}
	if _, err := search.Play(context.Background(), g, players); err != nil {
		t.Fatalf("%v\n%v", err, g)
	}
}

func TestClientAbout(t *testing.T) {
	c := dialBrain(t, &Brain{About: About{Name: "x", Version: "1", Author: "a b", Country: "CZ"}})
	a, line, err := c.About(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(About{Name: "x", Version: "1", Author: "a b", Country: "CZ"}, a); diff != "" {
		t.Errorf("About (-want +got):\n%s\nline %q", diff, line)
	}
	if err := c.NewGame(context.Background(), 15, gomoku.Renju); err != nil {
		t.Fatal(err)
	}
	if err := c.Restart(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := c.NewGame(context.Background(), 15, gomoku.Omok); err == nil {
		t.Error("NewGame accepted omok, which the protocol does not number")
	}
}

// A fake is a scripted brain: answer gets each line the client sends
// and returns the lines to reply; exit ends the brain's output.
type fake struct {
	got  []string      // the lines received, in order: read after done
	done chan struct{} // closed when the brain has ended
}

// dialFake runs a fake brain on pipes: answer returns the replies to a
// line, and whether the brain then exits.
func dialFake(t *testing.T, answer func(line string) (replies []string, exit bool)) (*Client, *fake) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	f := &fake{done: make(chan struct{})}
	go func() {
		defer close(f.done)
		defer outW.Close()
		sc := bufio.NewScanner(inR)
		for sc.Scan() {
			f.got = append(f.got, sc.Text())
			replies, exit := answer(sc.Text())
			for _, r := range replies {
				if _, err := io.WriteString(outW, r+"\r\n"); err != nil {
					return
				}
			}
			if exit {
				inR.Close()
				return
			}
		}
	}()
	c := Dial(outR, inW)
	c.TurnTime, c.Margin, c.Wait = 50*time.Millisecond, 50*time.Millisecond, time.Second
	t.Cleanup(func() {
		c.Close()
		outR.Close()
		<-f.done
	})
	return c, f
}

// moves answers START with OK and each move command with the next of
// replies.
func moves(replies ...[]string) func(string) ([]string, bool) {
	return func(line string) ([]string, bool) {
		switch w, _, _ := strings.Cut(line, " "); w {
		case "START", "RESTART":
			return []string{"OK"}, false
		case "BEGIN", "DONE", "TURN":
			if len(replies) == 0 {
				return nil, false
			}
			r := replies[0]
			replies = replies[1:]
			return r, false
		}
		return nil, false
	}
}

// game returns a 15×15 freestyle game after moves in Gomocup notation.
func game(t *testing.T, moves ...string) *gomoku.Game {
	t.Helper()
	g, err := gomoku.NewGame(15, gomoku.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		p, err := gomoku.ParseGomocup(m, 15)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestClientTranscript checks the lines the client sends, and that it
// skips the brain's notes.
func TestClientTranscript(t *testing.T) {
	c, f := dialFake(t, moves(
		[]string{"MESSAGE hello there", "DEBUG depth 3", "UNKNOWN what", "7,7"},
		[]string{"9,9"},
	))
	c.TurnTime = 1000 * time.Millisecond
	ch, err := c.Choose(context.Background(), game(t))
	if err != nil || ch.Move != board.Pt(7, 7) {
		t.Fatalf("Choose = %v, %v; want 7,7", ch.Move, err)
	}
	if diff := cmp.Diff([]string{"hello there"}, c.Messages); diff != "" {
		t.Errorf("Messages (-want +got):\n%s", diff)
	}
	ch, err = c.Choose(context.Background(), game(t, "7,7", "8,7", "8,8"))
	if err != nil || ch.Move != board.Pt(9, 9) {
		t.Fatalf("Choose = %v, %v; want 9,9", ch.Move, err)
	}
	c.Close()
	<-f.done
	want := []string{
		"START 15", "INFO rule 0", "INFO timeout_turn 1000", "BEGIN",
		"BOARD", "7,7,2", "8,7,1", "8,8,2", "DONE",
		"END",
	}
	if diff := cmp.Diff(want, f.got); diff != "" {
		t.Errorf("sent (-want +got):\n%s", diff)
	}
}

// TestClientFaults checks that each fault of a brain is an error that
// errors.Is matches, and which of them leave the client usable.
func TestClientFaults(t *testing.T) {
	tests := []struct {
		name   string
		answer func(string) ([]string, bool)
		moves  []string // the game before the move asked for
		want   []error
		usable bool
	}{
		{name: "exit", answer: func(l string) ([]string, bool) {
			if l == "BEGIN" {
				return nil, true
			}
			return moves()(l)
		}, want: []error{protocol.ErrExited}},
		{name: "exit at start", answer: func(string) ([]string, bool) { return nil, true }, want: []error{protocol.ErrExited}},
		{name: "hang", answer: moves(), want: []error{protocol.ErrTimeout}},
		{name: "silent start", answer: func(string) ([]string, bool) { return nil, false }, want: []error{protocol.ErrTimeout}},
		{name: "garbage", answer: moves([]string{"hello"}), want: []error{protocol.ErrProtocol}},
		{name: "garbage start", answer: func(string) ([]string, bool) { return []string{"7,7"}, false }, want: []error{protocol.ErrProtocol}},
		{name: "start refused", answer: func(string) ([]string, bool) { return []string{"ERROR unsupported size"}, false }, want: []error{protocol.ErrProtocol}, usable: true},
		{name: "error", answer: moves([]string{"ERROR cannot"}), want: []error{protocol.ErrProtocol}},
		{name: "occupied", answer: moves([]string{"7,7"}), moves: []string{"7,7"}, want: []error{protocol.ErrProtocol, board.ErrIllegalMove}, usable: true},
		{name: "off the board", answer: moves([]string{"15,3"}), want: []error{protocol.ErrProtocol, board.ErrIllegalMove}, usable: true},
		{name: "negative", answer: moves([]string{"-1,3"}), want: []error{protocol.ErrProtocol}},
		{name: "late", answer: func(l string) ([]string, bool) {
			if l == "YXSTOP" {
				return []string{"7,7"}, false
			}
			return moves()(l)
		}, want: []error{protocol.ErrLate}, usable: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c, _ := dialFake(t, tc.answer)
			c.Wait = 100 * time.Millisecond
			start := time.Now()
			_, err := c.Choose(context.Background(), game(t, tc.moves...))
			if err == nil {
				t.Fatal("Choose succeeded")
			}
			for _, w := range tc.want {
				if !errors.Is(err, w) {
					t.Errorf("Choose: %v; want an error matching %v", err, w)
				}
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("Choose took %v", d)
			}
			if broken := c.link.Err() != nil; broken == tc.usable {
				t.Errorf("usable after the fault = %v, want %v", !broken, tc.usable)
			}
			if tc.usable {
				return
			}
			if _, err2 := c.Choose(context.Background(), game(t, tc.moves...)); err2 != err {
				t.Errorf("second Choose after the fault: %v; want the same error %v", err2, err)
			}
		})
	}
}

// TestClientCancel checks that the end of ctx sends YXSTOP and takes
// the move that answers it.
func TestClientCancel(t *testing.T) {
	c, f := dialFake(t, func(l string) ([]string, bool) {
		if l == "YXSTOP" {
			return []string{"3,4"}, false
		}
		return moves()(l)
	})
	c.TurnTime = time.Minute
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	ch, err := c.Choose(ctx, game(t))
	if err != nil || ch.Move != board.Pt(4, 3) {
		t.Fatalf("Choose = %v, %v; want 3,4", ch.Move, err)
	}
	_ = f
}

func TestClientGameOver(t *testing.T) {
	c, f := dialFake(t, moves())
	g := game(t, "0,0", "0,1", "1,0", "1,1", "2,0", "2,1", "3,0", "3,1", "4,0")
	if _, err := c.Choose(context.Background(), g); !errors.Is(err, board.ErrGameOver) {
		t.Errorf("Choose on a finished game: %v; want ErrGameOver", err)
	}
	c.Close()
	<-f.done
	if len(f.got) != 1 || f.got[0] != "END" {
		t.Errorf("sent %q on a finished game, then END", f.got)
	}
}

// FuzzClient feeds the client arbitrary replies: it must never panic or
// hang, and a move it returns without an error is legal.
func FuzzClient(f *testing.F) {
	seed(f,
		"OK\n7,7\n",
		"OK\r\nMESSAGE hi\r\nDEBUG x\r\n8,8\r\nname=\"x\", version=\"1\"\r\n",
		"OK\nERROR no\n7,7\n",
		"ERROR\n",
		"OK\n99,99\n",
		"OK\n7,7,7\n\x00\xff\n",
		"name=\"a\nOK\n",
	)
	f.Fuzz(func(t *testing.T, replies string) {
		c := Dial(strings.NewReader(replies), io.Discard)
		c.TurnTime, c.Margin, c.Wait = 5*time.Millisecond, 5*time.Millisecond, 20*time.Millisecond
		done := make(chan struct{})
		go func() {
			defer close(done)
			c.About(context.Background())
			for _, g := range []*gomoku.Game{game(t), game(t, "7,7")} {
				ch, err := c.Choose(context.Background(), g)
				if err == nil {
					if err := g.Clone().Play(ch.Move); err != nil {
						t.Errorf("Choose returned an illegal move %v with no error: %v", ch.Move, err)
					}
				}
			}
			c.Close()
		}()
		if _, ok := await(done, 5*time.Second); !ok {
			t.Fatal("the client hangs")
		}
	})
}

// TestClientDeadline checks that a move gets the time left in ctx as its
// timeout_turn, and that a START called off leaves the client out of
// step.
func TestClientDeadline(t *testing.T) {
	c, f := dialFake(t, moves([]string{"7,7"}))
	c.TurnTime = 0
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	if _, err := c.Choose(ctx, game(t)); err != nil {
		t.Fatal(err)
	}
	c.Close()
	<-f.done
	var ms int64 = -1
	for _, l := range f.got {
		if v, ok := strings.CutPrefix(l, "INFO timeout_turn "); ok {
			ms, _ = parseInt(v)
		}
	}
	if ms <= 200 || ms > 300 {
		t.Errorf("timeout_turn %d under a deadline 300ms away, want 200 to 300 (sent %q)", ms, f.got)
	}

	c, _ = dialFake(t, func(string) ([]string, bool) { return nil, false })
	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(10*time.Millisecond, cancel)
	_, err := c.Choose(ctx, game(t))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Choose called off during START: %v; want context.Canceled", err)
	}
	// The OK may yet come: the client is out of step, a fault that a
	// context's error cannot be (protocol.Link records none).
	_, err2 := c.Choose(context.Background(), game(t))
	if !errors.Is(err2, protocol.ErrTimeout) || !strings.Contains(err2.Error(), "called off") {
		t.Errorf("Choose after a START called off: %v; want the fault of the call called off, matching protocol.ErrTimeout", err2)
	}
}

// TestClientNewGame checks that a game from an opening position, after
// another game on the same board, starts with START, and that a game that
// goes on from the brain's move sends TURN with the reply.
func TestClientNewGame(t *testing.T) {
	c, f := dialFake(t, moves([]string{"0,0"}, []string{"1,1"}, []string{"2,2"}))
	c.TurnTime = time.Second
	for _, g := range []*gomoku.Game{game(t, "7,7"), game(t, "7,7", "0,0", "8,8"), game(t, "7,7")} {
		if _, err := c.Choose(context.Background(), g); err != nil {
			t.Fatal(err)
		}
	}
	c.Close()
	<-f.done
	var starts []int
	n := 0
	for _, l := range f.got {
		switch {
		case l == "START 15":
			starts = append(starts, n)
		case l == "DONE", strings.HasPrefix(l, "TURN "):
			n++
		}
	}
	if !slices.Contains(f.got, "TURN 8,8") {
		t.Errorf("the game that goes on was not sent as TURN 8,8: %q", f.got)
	}
	if diff := cmp.Diff([]int{0, 2}, starts); diff != "" {
		t.Errorf("START before moves (-want +got):\n%s\nsent %q", diff, f.got)
	}
}

// TestClientSetClock checks the INFO lines of a game clock: timeout_match
// at START, the clock's share as timeout_turn and time_left before each
// move, the clock counted down between SetClocks, and TurnTime as a cap.
func TestClientSetClock(t *testing.T) {
	c, f := dialFake(t, moves([]string{"7,7"}, []string{"9,9"}, []string{"10,10"}, []string{"11,11"}))
	c.TurnTime = 0
	c.SetClock(3*time.Second, 300*time.Millisecond)
	choose := func(moves ...string) {
		t.Helper()
		if _, err := c.Choose(context.Background(), game(t, moves...)); err != nil {
			t.Fatal(err)
		}
	}
	choose()
	c.SetClock(2500*time.Millisecond, 300*time.Millisecond)
	choose("7,7", "8,7")
	choose("7,7", "8,7", "9,9", "8,8")
	c.TurnTime = 100 * time.Millisecond
	c.SetClock(10*time.Second, 0)
	choose("7,7", "8,7", "9,9", "8,8", "10,10", "8,9")
	c.Close()
	<-f.done
	var left []string
	got := slices.DeleteFunc(slices.Clone(f.got), func(l string) bool {
		if v, ok := strings.CutPrefix(l, "INFO time_left "); ok {
			left = append(left, v)
			return true
		}
		return !strings.HasPrefix(l, "INFO") && l != "START 15"
	})
	want := []string{
		"START 15", "INFO rule 0", "INFO timeout_match 3000", "INFO timeout_turn 325", // 3000/30 + 300*3/4
		"INFO timeout_turn 308", // 2500/30 + 225
		"INFO timeout_turn 318", // about 2800/30 + 225
		"INFO timeout_turn 100", // TurnTime under the share
	}
	if len(got) == len(want) {
		if n, _ := parseInt(strings.TrimPrefix(got[5], "INFO timeout_turn ")); n >= 300 && n <= 318 {
			got[5] = want[5] // the share of a clock counted down by a move's time
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("sent (-want +got):\n%s", diff)
	}
	if len(left) != 4 || left[0] != "3000" || left[1] != "2500" || left[3] != "10000" {
		t.Fatalf("time_left %q, want 3000, 2500, about 2800, 10000", left)
	}
	if n, _ := parseInt(left[2]); n < 2700 || n > 2800 {
		t.Errorf("time_left %d after a move on 2500 ms and 300 ms increment, want 2700 to 2800", n)
	}
}

// TestClientClockBound checks that on a game clock a move past its share
// but within the clock is no fault.
func TestClientClockBound(t *testing.T) {
	c, _ := dialFake(t, func(line string) ([]string, bool) {
		switch line {
		case "START 15":
			return []string{"OK"}, false
		case "BEGIN":
			time.Sleep(150 * time.Millisecond)
			return []string{"7,7"}, false
		}
		return nil, false
	})
	c.TurnTime = 0
	c.SetClock(time.Second, 0) // a share of 33ms, and Margin 50ms
	if ch, err := c.Choose(context.Background(), game(t)); err != nil || ch.Move != board.Pt(7, 7) {
		t.Errorf("Choose = %v, %v; want 7,7 and no error", ch.Move, err)
	}
}

// TestClientSettles holds the client to waiting DefaultSettle after a brain's
// move before it sends the next command, as Rapfi needs: it drops what
// comes while it is still finishing the search that wrote the move.
func TestClientSettles(t *testing.T) {
	var moved time.Time
	var gaps []time.Duration
	replies := []string{"7,7", "8,8"}
	c, f := dialFake(t, func(l string) ([]string, bool) {
		if !moved.IsZero() {
			gaps = append(gaps, time.Since(moved))
			moved = time.Time{}
		}
		switch w, _, _ := strings.Cut(l, " "); w {
		case "START":
			return []string{"OK"}, false
		case "BEGIN", "DONE", "TURN":
			moved = time.Now()
			r := replies[:1]
			replies = replies[1:]
			return r, false
		}
		return nil, false
	})
	g := game(t)
	for range 2 {
		ch, err := c.Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		g.Play(ch.Move)
		g.Play(board.Pt(0, 0))
	}
	c.Close()
	<-f.done
	if len(gaps) == 0 || gaps[0] < DefaultSettle {
		t.Errorf("the client sent its next command %v after the brain's move, want at least %v", gaps, DefaultSettle)
	}
}

// TestClientNewGameFirst checks that a game started by NewGame, as a
// match runner does off the clock, is not started again by its first
// move on the empty board.
func TestClientNewGameFirst(t *testing.T) {
	c, f := dialFake(t, moves([]string{"7,7"}))
	if err := c.NewGame(context.Background(), 15, gomoku.Freestyle); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Choose(context.Background(), game(t)); err != nil {
		t.Fatal(err)
	}
	c.Close()
	<-f.done
	starts := 0
	for _, l := range f.got {
		if strings.HasPrefix(l, "START") {
			starts++
		}
	}
	if starts != 1 {
		t.Errorf("%d STARTs, want 1: %q", starts, f.got)
	}
}
