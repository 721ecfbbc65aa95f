package gtp_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/internal/prototest"
	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/protocol"
)

// othelloServer returns a server of the Othello engine at level 1.
func othelloServer() *gtp.Server[othello.Color, *othello.Game] {
	return &gtp.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: &oengine.Engine{Level: 1}, Version: "1.0"}
}

// TestSession plays testdata/session.in to the Othello server and holds
// its output to testdata/session.golden (-update rewrites it).
func TestSession(t *testing.T) {
	t.Parallel()
	in, err := os.ReadFile("testdata/session.in")
	if err != nil {
		t.Fatal(err)
	}
	sharedtest.Golden(t, "testdata/session.golden", prototest.ServeAll(t, othelloServer().Serve, string(in)))
}

// TestLongLine holds the server to a line longer than protocol.MaxLine:
// a failure response, and the next command answered.
func TestLongLine(t *testing.T) {
	t.Parallel()
	out := prototest.ServeAll(t, othelloServer().Serve, strings.Repeat("x", protocol.MaxLine+10)+"\n1 protocol_version\n")
	if want := fmt.Sprintf("? syntax error: a line longer than %d bytes\n\n=1 2\n\n", protocol.MaxLine); out != want {
		t.Errorf("output %q, want %q", out, want)
	}
}
