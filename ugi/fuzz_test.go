package ugi_test

import (
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/ugi"
)

// FuzzServe feeds the server any input: it must neither panic nor hang,
// and must return at the end of the input.
func FuzzServe(f *testing.F) {
	newServe := func() prototest.ServeFunc {
		return (&ugi.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: search.NewRandom[othello.Color, *othello.Game](1)}).Serve
	}
	prototest.FuzzServe(f, newServe, nil,
		"ugi\nisready\nuginewgame\nposition startpos moves f5 d6\ngo movetime 10\nquery result\nquit\n",
		"position fen ---------------------------OX------XO--------------------------- X moves f5\ngo infinite\nstop\n",
		"go p1time 100 p2time 100 p1inc 1 p2inc 1\nquery p1turn\nquery gameover\n",
		"position startpos moves pass\nsetoption name x value y\nposition fen\ngo depth\n",
		"go nodes 5 depth 2\nposition startpos moves f5 f5\nstop\nstop\n",
	)
}

// FuzzLimits reads any go command: a Limits read back from its String is
// the same.
func FuzzLimits(f *testing.F) {
	f.Add("p1time 1000 p2time 900 p1inc 10 p2inc 0")
	f.Add("movetime 50 depth 3 nodes 1000 infinite")
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ugi.ParseLimits(strings.Fields(s))
		if err != nil {
			return
		}
		m, err := ugi.ParseLimits(strings.Fields(l.String()))
		if err != nil {
			t.Fatalf("ParseLimits(%q) of %q: %v", l.String(), s, err)
		}
		if m.String() != l.String() {
			t.Errorf("%q read back as %q", l.String(), m.String())
		}
	})
}

// FuzzClient reads any output of an engine: Dial and Choose must neither
// panic nor hang, and a move returned without error is legal.
func FuzzClient(f *testing.F) {
	prototest.FuzzClient(f, ugi.Dial[othello.Color, *othello.Game], othello.Spec(8), func(t *testing.T, c *ugi.Client[othello.Color, *othello.Game]) {
		c.Limits = ugi.Limits{MoveTime: time.Millisecond}
		c.Margin = 10 * time.Millisecond
		g, _ := othello.NewGame(8)
		ch, err := c.Choose(t.Context(), g)
		if err == nil {
			if err := g.Play(ch.Move); err != nil {
				t.Fatalf("Choose returned %v, which is illegal: %v", ch, err)
			}
		}
	},
		"id name x\nugiok\nreadyok\ninfo depth 3 score cp 12 nodes 40 pv f5 d6\nbestmove f5\n",
		"ugiok\nreadyok\ninfo depth x score mate 3 pv zz\nbestmove\n",
		"ugiok\nreadyok\ninfo string hello pv f5\nbestmove pass\n",
	)
}
