package gtp_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/search"
)

// FuzzServe feeds the server any input: it must neither panic nor hang,
// and every response must start with = or ? and end with an empty line.
func FuzzServe(f *testing.F) {
	var seeds []string
	if in, err := os.ReadFile("testdata/session.in"); err == nil {
		seeds = append(seeds, string(in))
	}
	seeds = append(seeds,
		"boardsize 4\nplay b b1\ngenmove w\ngenmove b\nfinal_score\nshowboard\n",
		"time_settings 1 1 0\ntime_left w 0 1\ngenmove white\nundo\nundo\n",
		"1\n2 3\n#x\n\t\r\nplay w pass\nplay b PASS\n",
	)
	newServe := func() prototest.ServeFunc {
		return (&gtp.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: search.NewRandom[othello.Color, *othello.Game](1)}).Serve
	}
	prototest.FuzzServe(f, newServe, func(t *testing.T, in, out string) {
		for _, r := range strings.SplitAfter(out, "\n\n") {
			if r != "" && r[0] != '=' && r[0] != '?' {
				t.Fatalf("response %q of %q", r, in)
			}
		}
	}, seeds...)
}

// FuzzClient reads any answer of an engine: Choose must neither panic
// nor hang.
func FuzzClient(f *testing.F) {
	prototest.FuzzClient(f, gtp.Dial[othello.Color, *othello.Game], othello.Spec(8), func(t *testing.T, c *gtp.Client[othello.Color, *othello.Game]) {
		c.Wait = 100 * time.Millisecond
		g, _ := othello.NewGame(8)
		c.Choose(t.Context(), g)
	},
		"= 2\n\n= x\n\n= 1\n\n=\n\n=\n\n= a1\n\n",
		"= 2\n\n= x\n\n= 1\n\n? no\n\n",
		"=2\n\n=\n\n=\n\n=\n\n=\n\n=\n\n\n\n= PASS\n",
	)
}
