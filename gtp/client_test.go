package gtp_test

import (
	"bufio"
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
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := srv.Serve(context.Background(), inR, outW)
		outW.Close()
		inR.Close()
		done <- err
	}()
	c, err := gtp.Dial(context.Background(), srv.Spec, outR, inW)
	if err != nil {
		t.Fatalf("Dial: %v", err)
	}
	t.Cleanup(func() {
		c.Close()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Serve: %v", err)
			}
		case <-time.After(5 * time.Second):
			t.Error("Serve did not return after quit")
		}
	})
	return c
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
		if c.Name != "board" || c.Version != "dev" {
			t.Errorf("name %q version %q", c.Name, c.Version)
		}
		playOver(t, spec, &tengine.Engine{Level: 1, Seed: 3}, c)
	})
}

// A fake is a scripted engine: it writes what it likes for each command
// line, and returns false to exit.
type fake func(cmd string, w io.Writer) bool

// dialFake starts a fake engine on pipes and returns a client of it.
func dialFake(t *testing.T, f fake) (*gtp.Client[tictactoe.Mark, *tictactoe.Game], error) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		defer outW.Close()
		defer inR.Close()
		sc := bufio.NewScanner(inR)
		for sc.Scan() {
			if !f(sc.Text(), outW) {
				return
			}
		}
	}()
	c, err := gtp.Dial(context.Background(), tictactoe.Spec(), outR, inW)
	if c != nil {
		c.Margin, c.Wait = 200*time.Millisecond, 500*time.Millisecond
		t.Cleanup(func() { c.Close() })
	}
	return c, err
}

// engineLike answers every command with success, and calls onGenmove
// for genmove.
func engineLike(onGenmove func(w io.Writer) bool) fake {
	return func(cmd string, w io.Writer) bool {
		switch {
		case cmd == "protocol_version":
			io.WriteString(w, "= 2\n\n")
		case strings.HasPrefix(cmd, "genmove"):
			return onGenmove(w)
		default:
			io.WriteString(w, "=\n\n")
		}
		return true
	}
}

func TestFaults(t *testing.T) {
	tests := []struct {
		name string
		f    fake
		want []error
	}{
		{"crash", engineLike(func(w io.Writer) bool { return false }), []error{protocol.ErrExited}},
		{"hang", engineLike(func(w io.Writer) bool { return true }), []error{protocol.ErrTimeout}},
		{"garbage", engineLike(func(w io.Writer) bool { io.WriteString(w, "\x00\xff junk\n\n"); return true }), []error{protocol.ErrProtocol}},
		{"badvertex", engineLike(func(w io.Writer) bool { io.WriteString(w, "= zz9\n\n"); return true }), []error{protocol.ErrProtocol}},
		{"illegal", engineLike(func(w io.Writer) bool { io.WriteString(w, "= b2\n\n"); return true }), []error{board.ErrIllegalMove, protocol.ErrProtocol}},
		{"pass", engineLike(func(w io.Writer) bool { io.WriteString(w, "= PASS\n\n"); return true }), []error{board.ErrIllegalMove}},
		{"resign", engineLike(func(w io.Writer) bool { io.WriteString(w, "= resign\n\n"); return true }), []error{gtp.ErrResigned}},
		{"late", engineLike(func(w io.Writer) bool {
			go func() { time.Sleep(500 * time.Millisecond); io.WriteString(w, "= a1\n\n") }()
			return true
		}), []error{protocol.ErrLate}},
	}
	for _, tt := range tests {
		t.Run("fault="+tt.name, func(t *testing.T) {
			c, err := dialFake(t, tt.f)
			if err != nil {
				t.Fatal(err)
			}
			c.MoveTime = 200 * time.Millisecond
			g := tictactoe.NewGame()
			g.Play(board.Pt(1, 1))
			start := time.Now()
			_, err = c.Choose(context.Background(), g)
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("Choose took %v", d)
			}
			for _, want := range tt.want {
				if !errors.Is(err, want) {
					t.Errorf("Choose: %v, want an error matching %v", err, want)
				}
			}
		})
	}
	t.Run("fault=failure", func(t *testing.T) {
		c, err := dialFake(t, engineLike(func(w io.Writer) bool { io.WriteString(w, "? illegal color\n\n"); return true }))
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
		if !errors.Is(err, protocol.ErrProtocol) {
			t.Errorf("Dial: %v, want ErrProtocol", err)
		}
	})
	t.Run("fault=exit", func(t *testing.T) {
		_, err := gtp.Dial(context.Background(), tictactoe.Spec(), strings.NewReader(""), io.Discard)
		if !errors.Is(err, protocol.ErrExited) {
			t.Errorf("Dial: %v, want ErrExited", err)
		}
	})
}

// TestEngineDialects drives fakes that answer as edax and Egaroucid do
// in their -gtp modes (read in their sources): Egaroucid's version
// "2.0", its upper-case vertices, its PASS and no time_settings; edax's
// lower-case vertices.
func TestEngineDialects(t *testing.T) {
	for _, tt := range []struct {
		name, version, move string
		timeSettings        bool
	}{
		{"egaroucid", "2.0", "F5", false},
		{"edax", "2", "f5", true},
	} {
		t.Run("engine="+tt.name, func(t *testing.T) {
			var got []string
			inR, inW := io.Pipe()
			outR, outW := io.Pipe()
			ended := make(chan struct{})
			go func() {
				defer close(ended)
				defer outW.Close()
				sc := bufio.NewScanner(inR)
				for sc.Scan() {
					cmd := sc.Text()
					got = append(got, cmd)
					switch f := strings.Fields(cmd); f[0] {
					case "protocol_version":
						io.WriteString(outW, "= "+tt.version+"\n\n")
					case "name":
						io.WriteString(outW, "= "+tt.name+"\n\n")
					case "time_settings":
						if tt.timeSettings {
							io.WriteString(outW, "=\n\n")
						} else {
							io.WriteString(outW, "? unknown command\n\n")
						}
					case "genmove":
						io.WriteString(outW, "= "+tt.move+"\n\n")
					case "quit":
						io.WriteString(outW, "=\n\n")
						return
					default:
						io.WriteString(outW, "=\n\n")
					}
				}
			}()
			c, err := gtp.Dial(context.Background(), othello.Spec(8), outR, inW)
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
			want := "protocol_version|name|version|boardsize 8|clear_board|time_settings 0 1 1|genmove black|play white f6|genmove black|quit"
			if s := strings.Join(got, "|"); s != want {
				t.Errorf("commands:\n%s\nwant\n%s", s, want)
			}
		})
	}
}
