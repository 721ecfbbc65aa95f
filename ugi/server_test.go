package ugi_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
	"github.com/seed131617c4/board/ugi"
)

var anyTime = regexp.MustCompile(`\btime \d+`)

// tictactoeServer returns a server of the perfect tic-tac-toe engine.
func tictactoeServer() *ugi.Server[tictactoe.Mark, *tictactoe.Game] {
	return &ugi.Server[tictactoe.Mark, *tictactoe.Game]{Spec: tictactoe.Spec(), Player: &tengine.Engine{}}
}

// TestExampleSession plays the example session of the UGI description
// against the server, line by line; in info lines "time N" is any time.
func TestExampleSession(t *testing.T) {
	t.Parallel()
	prototest.PlayServer(t, "testdata/example.txt", tictactoeServer().Serve, func(s string) string {
		return anyTime.ReplaceAllString(s, "time 0")
	})
}

// TestLongLine holds the server to a line longer than protocol.MaxLine:
// an error line, and the next command answered.
func TestLongLine(t *testing.T) {
	t.Parallel()
	out := prototest.ServeAll(t, tictactoeServer().Serve, strings.Repeat("x", protocol.MaxLine+10)+"\nisready\n")
	if want := fmt.Sprintf("info string error: a line longer than %d bytes\nreadyok\n", protocol.MaxLine); out != want {
		t.Errorf("output %q, want %q", out, want)
	}
}
