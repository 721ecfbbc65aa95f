package gtp_test

import (
	"context"
	"errors"
	"io"
	"iter"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
)

// serve starts srv on in-process pipes and returns a client of it; the
// test's cleanup closes both.
func serve[C comparable, G board.Game[C, G]](t *testing.T, srv *gtp.Server[C, G]) *gtp.Client[C, G] {
	t.Helper()
	return prototest.Connect(t, srv.Serve, gtp.Dial[C, G], srv.Spec)
}

// playOver plays whole games between a local player and the remote one
// behind c, one with each colour, and checks the remote's final_score
// of each.
func playOver[C comparable, G board.Game[C, G]](t *testing.T, spec board.Spec[C, G], local search.Player[G], c *gtp.Client[C, G]) {
	t.Helper()
	for i := range 2 {
		g, err := spec.New()
		if err != nil {
			t.Fatal(err)
		}
		players := map[C]search.Player[G]{spec.Sides[i]: local, spec.Sides[1-i]: c}
		winner, err := search.Play(context.Background(), g, players)
		if err != nil {
			t.Fatalf("Play: %v", err)
		}
		// Bring the engine to the end of the game, then ask its score.
		if _, err := c.Command(context.Background(), "clear_board"); err != nil {
			t.Fatal(err)
		}
		side := spec.Sides[0]
		h, _ := spec.New()
		for p := range any(g).(interface{ History() iter.Seq[board.Point] }).History() {
			side = h.Turn()
			color := []string{"black", "white"}[spec.Side(side)]
			if _, err := c.Command(context.Background(), "play "+color+" "+spec.FormatMove(p, g.Size())); err != nil {
				t.Fatal(err)
			}
			h.Play(p)
		}
		score, err := c.Command(context.Background(), "final_score")
		if err != nil {
			t.Fatal(err)
		}
		want := map[int]string{0: "B+", 1: "W+", -1: "0"}[spec.Side(winner)]
		if !strings.HasPrefix(score, want) {
			t.Errorf("final_score %q, winner %v", score, winner)
		}
	}
}

func TestPipeGames(t *testing.T) {
	t.Parallel()
	t.Run("game=othello", func(t *testing.T) {
		spec := othello.Spec(8)
		c := serve(t, &gtp.Server[othello.Color, *othello.Game]{Spec: spec, Player: &oengine.Engine{Level: 1}})
		c.MoveTime = time.Second
		playOver(t, spec, &oengine.Engine{Level: 1, Seed: 5}, c)
	})
	t.Run("game=othello6", func(t *testing.T) {
		spec := othello.Spec(6)
		c := serve(t, &gtp.Server[othello.Color, *othello.Game]{Spec: spec, Player: search.NewRandom[othello.Color, *othello.Game](1)})
		playOver(t, spec, search.NewRandom[othello.Color, *othello.Game](2), c)
	})
	t.Run("game=gomoku", func(t *testing.T) {
		spec := gomoku.Spec(9, gomoku.Freestyle)
		c := serve(t, &gtp.Server[gomoku.Stone, *gomoku.Game]{Spec: spec, Player: &gengine.Engine{Level: 1}})
		c.MoveTime = time.Second
		playOver(t, spec, &gengine.Engine{Level: 1, Time: 50 * time.Millisecond}, c)
	})
	t.Run("game=tictactoe", func(t *testing.T) {
		spec := tictactoe.Spec()
		c := serve(t, &gtp.Server[tictactoe.Mark, *tictactoe.Game]{Spec: spec, Player: &tengine.Engine{}})
		if c.Name != "board" || c.Version != protocol.Version() {
			t.Errorf("name %q version %q", c.Name, c.Version)
		}
		playOver(t, spec, &tengine.Engine{Level: 1, Seed: 3}, c)
	})
}

// dialFake starts a fake engine on pipes and returns a client of it.
func dialFake(t *testing.T, f prototest.Fake) (*gtp.Client[tictactoe.Mark, *tictactoe.Game], error) {
	c, err := prototest.DialFake(t, f, gtp.Dial[tictactoe.Mark, *tictactoe.Game], tictactoe.Spec())
	if err == nil {
		c.Margin, c.Wait = 200*time.Millisecond, 500*time.Millisecond
	}
	return c, err
}

// engineLike answers every command with success, and calls onGenmove
// for genmove.
func engineLike(onGenmove prototest.Fake) prototest.Fake {
	return prototest.Respond(map[string]string{"protocol_version": "= 2\n\n"}, "=\n\n", "genmove", onGenmove)
}

func TestFaults(t *testing.T) {
	t.Parallel()
	prototest.Faults(t, []prototest.Fault{
		{Name: "crash", Fake: engineLike(prototest.Exit("")), Want: []error{protocol.ErrExited}},
		{Name: "hang", Fake: engineLike(prototest.Answer("")), Want: []error{protocol.ErrTimeout}, Slow: true},
		{Name: "garbage", Fake: engineLike(prototest.Answer("\x00\xff junk\n\n")), Want: []error{protocol.ErrProtocol}, Slow: true},
		{Name: "badvertex", Fake: engineLike(prototest.Answer("= zz9\n\n")), Want: []error{protocol.ErrProtocol}},
		{Name: "illegal", Fake: engineLike(prototest.Answer("= b2\n\n")), Want: []error{board.ErrIllegalMove, protocol.ErrProtocol}},
		{Name: "pass", Fake: engineLike(prototest.Answer("= PASS\n\n")), Want: []error{board.ErrIllegalMove}},
		{Name: "resign", Fake: engineLike(prototest.Answer("= resign\n\n")), Want: []error{gtp.ErrResigned}},
		{Name: "late", Fake: engineLike(prototest.AnswerAfter(500*time.Millisecond, "= a1\n\n")), Want: []error{protocol.ErrLate}, Slow: true},
	}, func(t *testing.T, f prototest.Fake) error {
		c, err := dialFake(t, f)
		if err != nil {
			t.Fatal(err)
		}
		c.MoveTime = 200 * time.Millisecond
		g := tictactoe.NewGame()
		g.Play(board.Pt(1, 1))
		_, err = c.Choose(context.Background(), g)
		return err
	})
	t.Run("fault=failure", func(t *testing.T) {
		c, err := dialFake(t, engineLike(prototest.Answer("? illegal color\n\n")))
		if err != nil {
			t.Fatal(err)
		}
		_, err = c.Choose(context.Background(), tictactoe.NewGame())
		if ce, ok := errors.AsType[*gtp.CommandError](err); !ok || ce.Message != "illegal color" {
			t.Errorf("Choose: %v, want a CommandError", err)
		}
	})
	t.Run("fault=version", func(t *testing.T) {
		_, err := gtp.Dial(context.Background(), tictactoe.Spec(), strings.NewReader("= 1\n\n"), io.Discard)
		prototest.WantIs(t, "Dial", err, protocol.ErrProtocol)
	})
	t.Run("fault=exit", func(t *testing.T) {
		_, err := gtp.Dial(context.Background(), tictactoe.Spec(), strings.NewReader(""), io.Discard)
		prototest.WantIs(t, "Dial", err, protocol.ErrExited)
	})
}

// TestEngineDialects drives fakes that answer as edax and Egaroucid do
// in their -gtp modes (read in their sources): Egaroucid's version
// "2.0", its upper-case vertices, its PASS and no time_settings; edax's
// lower-case vertices.
func TestEngineDialects(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, version, move string
		timeSettings        bool
	}{
		{"egaroucid", "2.0", "F5", false},
		{"edax", "2", "f5", true},
	} {
		t.Run("engine="+tt.name, func(t *testing.T) {
			var got []string
			r, w, ended := prototest.Engine(func(cmd string, w io.Writer) bool {
				got = append(got, cmd)
				switch f := strings.Fields(cmd); f[0] {
				case "protocol_version":
					io.WriteString(w, "= "+tt.version+"\n\n")
				case "name":
					io.WriteString(w, "= "+tt.name+"\n\n")
				case "time_settings":
					if tt.timeSettings {
						io.WriteString(w, "=\n\n")
					} else {
						io.WriteString(w, "? unknown command\n\n")
					}
				case "genmove":
					io.WriteString(w, "= "+tt.move+"\n\n")
				case "quit":
					io.WriteString(w, "=\n\n")
					return false
				default:
					io.WriteString(w, "=\n\n")
				}
				return true
			})
			c, err := gtp.Dial(context.Background(), othello.Spec(8), r, w)
			if err != nil {
				t.Fatal(err)
			}
			c.MoveTime = time.Second
			g, _ := othello.NewGame(8)
			ch, err := c.Choose(context.Background(), g)
			if err != nil || othello.FormatMove(ch.Move) != "f5" || c.Name != tt.name {
				t.Errorf("Choose: %v, %v; name %q", ch, err, c.Name)
			}
			g.Play(ch.Move)
			g.Play(board.Pt(5, 5)) // f6
			if _, err := c.Choose(context.Background(), g); !errors.Is(err, board.ErrIllegalMove) {
				t.Errorf("second Choose: %v, want an illegal move (the fake plays f5 again)", err)
			}
			c.Close()
			<-ended
			want := "protocol_version|name|version|boardsize 8|clear_board|time_settings 1 1 1|time_left black 1 1|genmove black|play white f6|time_left black 1 1|genmove black|quit"
			if s := strings.Join(got, "|"); s != want {
				t.Errorf("commands:\n%s\nwant\n%s", s, want)
			}
		})
	}
}

// TestSetClock holds the client to the clock of SetClock: time_settings
// once a game, time_left before each genmove on the clock, and a wait
// for the move past the deadline of the ctx by Margin.
func TestSetClock(t *testing.T) {
	t.Parallel()
	var got []string
	moves := []string{"a1", "c3"}
	genmove := engineLike(func(cmd string, w io.Writer) bool {
		m := moves[0]
		moves = moves[1:]
		return prototest.AnswerAfter(200*time.Millisecond, "= "+m+"\n\n")(cmd, w)
	})
	c, err := dialFake(t, func(cmd string, w io.Writer) bool {
		got = append(got, cmd)
		return genmove(cmd, w)
	})
	if err != nil {
		t.Fatal(err)
	}
	c.Margin = 400 * time.Millisecond
	g := tictactoe.NewGame()
	for i, left := range []time.Duration{3500 * time.Millisecond, 2 * time.Second} {
		if i > 0 {
			g.Play(board.Pt(1, 1)) // b2
		}
		c.SetClock(left, 100*time.Millisecond)
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		ch, err := c.Choose(ctx, g)
		cancel()
		if err != nil {
			t.Fatalf("Choose %d: %v", i+1, err)
		}
		g.Play(ch.Move)
	}
	want := "protocol_version|name|version|boardsize 3|clear_board|time_settings 3 0 0|time_left black 3 0|genmove black|play white b2|time_left black 2 0|genmove black"
	if s := strings.Join(got, "|"); s != want {
		t.Errorf("commands:\n%s\nwant\n%s", s, want)
	}
}
