package ugi_test

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
	"github.com/seed131617c4/board/ugi"
)

// serve starts srv on in-process pipes and returns a client of it; the
// test's cleanup closes both.
func serve[C comparable, G board.Game[C, G]](t *testing.T, srv *ugi.Server[C, G]) *ugi.Client[C, G] {
	t.Helper()
	return prototest.Connect(t, srv.Serve, ugi.Dial[C, G], srv.Spec)
}

// playOver plays a whole game between a local player (first) and the
// remote one behind c (second), then checks what the remote says of the
// end.
func playOver[C comparable, G board.Game[C, G]](t *testing.T, spec board.Spec[C, G], local search.Player[G], c *ugi.Client[C, G]) {
	t.Helper()
	g, err := spec.New()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.NewGame(context.Background()); err != nil {
		t.Fatal(err)
	}
	players := map[C]search.Player[G]{spec.Sides[0]: local, spec.Sides[1]: c}
	winner, err := search.Play(context.Background(), g, players)
	if err != nil {
		t.Fatalf("Play: %v", err)
	}
	t.Logf("%s: winner %v after:\n%v", spec.Name, winner, g)
	over, err := c.Query(context.Background(), g, "gameover")
	if err != nil || over != "true" {
		t.Errorf("query gameover = %q, %v; want true", over, err)
	}
	res, err := c.Query(context.Background(), g, "result")
	want := map[int]string{0: "p1win", 1: "p2win", -1: "draw"}[spec.Side(winner)]
	if err != nil || res != want {
		t.Errorf("query result = %q, %v; want %q", res, err, want)
	}
}

func TestPipeGames(t *testing.T) {
	t.Parallel()
	t.Run("game=othello", func(t *testing.T) {
		spec := othello.Spec(8)
		c := serve(t, &ugi.Server[othello.Color, *othello.Game]{Spec: spec, Player: &oengine.Engine{Level: 1}})
		c.Limits = ugi.Limits{MoveTime: 500 * time.Millisecond}
		playOver(t, spec, &oengine.Engine{Level: 1, Seed: 7}, c)
	})
	t.Run("game=othello6", func(t *testing.T) {
		spec := othello.Spec(6)
		c := serve(t, &ugi.Server[othello.Color, *othello.Game]{Spec: spec, Player: search.NewRandom[othello.Color, *othello.Game](1)})
		c.Limits = ugi.Limits{P1Time: time.Second, P2Time: time.Second}
		playOver(t, spec, search.NewRandom[othello.Color, *othello.Game](2), c)
	})
	t.Run("game=gomoku", func(t *testing.T) {
		spec := gomoku.Spec(9, gomoku.Renju)
		c := serve(t, &ugi.Server[gomoku.Stone, *gomoku.Game]{Spec: spec, Player: &gengine.Engine{Level: 1}})
		c.Limits = ugi.Limits{MoveTime: 300 * time.Millisecond}
		playOver(t, spec, &gengine.Engine{Level: 1, Time: 50 * time.Millisecond}, c)
	})
	t.Run("game=tictactoe", func(t *testing.T) {
		spec := tictactoe.Spec()
		c := serve(t, &ugi.Server[tictactoe.Mark, *tictactoe.Game]{Spec: spec, Player: &tengine.Engine{}})
		c.Limits = ugi.Limits{Depth: 9}
		if c.Name != "board "+protocol.Version() || c.Author == "" {
			t.Errorf("id: name %q author %q", c.Name, c.Author)
		}
		playOver(t, spec, &tengine.Engine{Level: 1, Seed: 3}, c)
	})
}

// TestInfinite holds the server to go infinite: no bestmove until stop,
// which the client sends at the end of its ctx.
func TestInfinite(t *testing.T) {
	t.Parallel()
	spec := tictactoe.Spec()
	c := serve(t, &ugi.Server[tictactoe.Mark, *tictactoe.Game]{Spec: spec, Player: &tengine.Engine{}})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	c.Limits = ugi.Limits{Infinite: true}
	start := time.Now()
	ch, err := c.Choose(ctx, tictactoe.NewGame())
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d < 90*time.Millisecond {
		t.Errorf("bestmove after %v, before the stop at 100ms", d)
	}
	if ch.Depth != 9 || len(ch.PV) == 0 {
		t.Errorf("choice %v: want depth 9 and a pv", ch)
	}
}

// dialFake starts a fake engine on pipes and returns a client of it.
func dialFake(t *testing.T, f prototest.Fake) (*ugi.Client[tictactoe.Mark, *tictactoe.Game], error) {
	c, err := prototest.DialFake(t, f, ugi.Dial[tictactoe.Mark, *tictactoe.Game], tictactoe.Spec())
	if err == nil {
		c.Margin, c.Wait = 200*time.Millisecond, 500*time.Millisecond
	}
	return c, err
}

// engineLike answers the handshake, and calls onGo for go.
func engineLike(onGo prototest.Fake) prototest.Fake {
	return prototest.Respond(map[string]string{"ugi": "id name fake\nugiok\n", "isready": "readyok\n"}, "", "go", onGo)
}

func TestFaults(t *testing.T) {
	t.Parallel()
	prototest.Faults(t, []prototest.Fault{
		{Name: "crash", Fake: engineLike(prototest.Exit("info depth 1\n")), Want: []error{protocol.ErrExited}},
		{Name: "hang", Fake: engineLike(prototest.Answer("")), Want: []error{protocol.ErrTimeout}, Slow: true},
		{Name: "garbage", Fake: engineLike(prototest.Answer("\x00\xff junk\nbestmove zz9\n")), Want: []error{protocol.ErrProtocol}},
		{Name: "empty", Fake: engineLike(prototest.Answer("bestmove\n")), Want: []error{protocol.ErrProtocol}},
		{Name: "illegal", Fake: engineLike(prototest.Answer("bestmove b2\n")), Want: []error{board.ErrIllegalMove, protocol.ErrProtocol}},
		{Name: "late", Fake: engineLike(prototest.AnswerAfter(350*time.Millisecond, "bestmove a1\n")), Want: []error{protocol.ErrLate}, Slow: true},
	}, func(t *testing.T, f prototest.Fake) error {
		c, err := dialFake(t, f)
		if err != nil {
			t.Fatal(err)
		}
		c.Limits = ugi.Limits{MoveTime: 50 * time.Millisecond}
		g := tictactoe.NewGame()
		g.Play(board.Pt(1, 1))
		_, err = c.Choose(context.Background(), g)
		return err
	})
	t.Run("fault=silent", func(t *testing.T) {
		var err error
		prototest.Within(t, "Dial", 2*time.Second, func() {
			_, err = ugi.Dial(context.Background(), tictactoe.Spec(), strings.NewReader("id name mute\n"), io.Discard)
		})
		prototest.WantIs(t, "Dial", err, protocol.ErrExited)
	})
	t.Run("fault=nohandshake", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		defer cancel()
		r, w := io.Pipe()
		defer w.Close()
		_, err := ugi.Dial(ctx, tictactoe.Spec(), r, io.Discard)
		prototest.WantIs(t, "Dial", err, context.DeadlineExceeded)
	})
}

// TestSetClock holds the client to the clock of SetClock: the next go
// sends it as both sides' clocks with the depth of Limits, the go after
// it the Limits alone; and the server answers within the clock.
func TestSetClock(t *testing.T) {
	t.Parallel()
	var gos []string
	c, err := dialFake(t, engineLike(func(cmd string, w io.Writer) bool {
		gos = append(gos, cmd)
		io.WriteString(w, "bestmove a1\n")
		return true
	}))
	if err != nil {
		t.Fatal(err)
	}
	c.Limits = ugi.Limits{Depth: 3}
	c.SetClock(3*time.Second, 100*time.Millisecond)
	for range 2 {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		if _, err := c.Choose(ctx, tictactoe.NewGame()); err != nil {
			t.Fatal(err)
		}
		cancel()
	}
	want := "go p1time 3000 p2time 3000 p1inc 100 p2inc 100 depth 3|go depth 3"
	if got := strings.Join(gos, "|"); got != want {
		t.Errorf("go commands %q, want %q", got, want)
	}

	s := serve(t, &ugi.Server[tictactoe.Mark, *tictactoe.Game]{Spec: tictactoe.Spec(), Player: &tengine.Engine{}})
	s.SetClock(200*time.Millisecond, 0)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	g := tictactoe.NewGame()
	prototest.Within(t, "Choose", 200*time.Millisecond+protocol.DefaultMargin, func() {
		var ch search.Choice
		if ch, err = s.Choose(ctx, g); err == nil {
			err = g.Play(ch.Move)
		}
	})
	if err != nil {
		t.Errorf("Choose on the clock: %v", err)
	}
}
