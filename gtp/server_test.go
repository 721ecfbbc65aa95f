package gtp_test

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/protocol"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestSession plays testdata/session.in to the Othello server and holds
// its output to testdata/session.golden.
func TestSession(t *testing.T) {
	in, err := os.ReadFile("testdata/session.in")
	if err != nil {
		t.Fatal(err)
	}
	srv := &gtp.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: &oengine.Engine{Level: 1}, Version: "1.0"}
	var out bytes.Buffer
	if err := srv.Serve(context.Background(), bytes.NewReader(in), &out); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	if *update {
		if err := os.WriteFile("testdata/session.golden", out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/session.golden")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want, out.Bytes()) {
		t.Errorf("output differs from testdata/session.golden (run with -update to see):\n%s", out.String())
	}
}

// TestLongLine holds the server to a line longer than protocol.MaxLine:
// a failure response, and the next command answered.
func TestLongLine(t *testing.T) {
	srv := &gtp.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: &oengine.Engine{Level: 1}}
	var out bytes.Buffer
	in := strings.Repeat("x", protocol.MaxLine+10) + "\n1 protocol_version\n"
	if err := srv.Serve(context.Background(), strings.NewReader(in), &out); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	if want := fmt.Sprintf("? syntax error: a line longer than %d bytes\n\n=1 2\n\n", protocol.MaxLine); out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
}
