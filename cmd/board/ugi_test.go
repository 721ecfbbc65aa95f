package main

import (
	"context"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
	"github.com/seed131617c4/board/ugi"
)

// TestUGI runs a short session of each board ugi command: the
// handshake, a search from a position with moves, the queries, and a bad
// command answered without an exit.
func TestUGI(t *testing.T) {
	tests := []struct {
		args     []string
		position string
		move     string // a pattern of the best move
		level    string // the level of the setoption
	}{
		{[]string{"ugi", "othello", "-level", "1"}, "position startpos moves f5 d6", `bestmove [a-h][1-8]`, "1"},
		{[]string{"ugi", "othello", "-level", "1", "-size", "6"}, "position fen --------------OX----XO-------------- X moves e4", `bestmove [a-f][1-6]`, "2"},
		{[]string{"ugi", "gomoku", "-level", "1", "-size", "9", "-rule", "renju"}, "position startpos moves e5", `bestmove [a-i][1-9]`, "1"},
		{[]string{"ugi", "tictactoe", "-level", "3"}, "position fen X........ moves", `bestmove b2`, "3"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args[1:], " "), func(t *testing.T) {
			in := "ugi\nsetoption name level value " + tt.level + "\nsetoption name level value 99\nsetoption name hash value 1\nisready\nuginewgame\n" + tt.position + "\ngo movetime 200\nstop\nquery p1turn\nquery gameover\nquery result\nfrobnicate\nquit\n"
			out := serveSession(t, in, tt.args...)
			if n := strings.Count(out, "info string error"); n != 3 {
				t.Errorf("%d error lines, want 3 (level 99, hash, frobnicate):\n%s", n, out)
			}
			for _, want := range []string{"^id name board \\S+$", "^ugiok$", "^readyok$", "^info depth \\d+ score cp -?\\d+ time \\d+ nodes \\d+ pv ", "^" + tt.move + "$",
				"^response false$", "^response none$", `^info string error: unknown command "frobnicate"$`,
				"^option name level type spin default \\d min 1 max \\d$", `^info string error: setoption level: value "99": want 1 to \d$`, "^info string error: setoption hash: unknown option"} {
				if !regexp.MustCompile("(?m)" + want).MatchString(out) {
					t.Errorf("no line matching %q in:\n%s", want, out)
				}
			}
		})
	}
}

// serveSession runs board with args on the input in, and returns its
// output; it fails t unless board exits 0 with nothing on stderr.
func serveSession(t *testing.T, in string, args ...string) string {
	t.Helper()
	out, errOut, code := runBoard(t, in, args...)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	return out
}

// startBoard starts board with args as a process of its own (the test
// binary, through TestMain) with start, a protocol's Start, and spec, and
// returns the client; the test's cleanup closes it.
func startBoard[S any, P io.Closer](t *testing.T, start func(ctx context.Context, spec S, name string, args ...string) (P, error), spec S, args ...string) P {
	t.Helper()
	c, err := start(context.Background(), spec, "env", append([]string{"BOARD_TEST_MAIN=1", os.Args[0]}, args...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// TestUGIProcess plays whole games against "board ugi tictactoe" run as a
// process of its own, driven by the ugi client: its answers must come
// flushed while its input is open.
func TestUGIProcess(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	spec := tictactoe.Spec()
	c := startBoard(t, ugi.Start[tictactoe.Mark, *tictactoe.Game], spec, "ugi", "tictactoe")
	c.Limits = ugi.Limits{MoveTime: time.Second}
	for i := range 2 {
		if err := c.NewGame(ctx); err != nil {
			t.Fatal(err)
		}
		players := map[tictactoe.Mark]search.Player[*tictactoe.Game]{spec.Sides[i]: &tengine.Engine{}, spec.Sides[1-i]: c}
		winner, err := search.Play(ctx, tictactoe.NewGame(), players)
		if err != nil || winner != tictactoe.Empty {
			t.Errorf("game %d: winner %v, %v; want a draw between perfect players", i, winner, err)
		}
	}
}
