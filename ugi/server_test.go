package ugi_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
	"github.com/seed131617c4/board/ugi"
)

var anyTime = regexp.MustCompile(`\btime \d+`)

// TestExampleSession plays the example session of the UGI description
// against the server, line by line.
func TestExampleSession(t *testing.T) {
	data, err := os.ReadFile("testdata/example.txt")
	if err != nil {
		t.Fatal(err)
	}
	srv := &ugi.Server[tictactoe.Mark, *tictactoe.Game]{Spec: tictactoe.Spec(), Player: &tengine.Engine{}}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(context.Background(), inR, outW); outW.Close() }()
	out := bufio.NewScanner(outR)
	for n, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		switch {
		case strings.HasPrefix(line, "<send> "):
			io.WriteString(inW, line[len("<send> "):]+"\n")
		case strings.HasPrefix(line, "<recv> "):
			want := line[len("<recv> "):]
			got := make(chan string, 1)
			go func() {
				if out.Scan() {
					got <- out.Text()
				} else {
					got <- "(end of output)"
				}
			}()
			select {
			case g := <-got:
				if anyTime.ReplaceAllString(g, "time 0") != anyTime.ReplaceAllString(want, "time 0") {
					t.Fatalf("line %d: got %q, want %q", n+1, g, want)
				}
			case <-time.After(5 * time.Second):
				t.Fatalf("line %d: no answer, want %q", n+1, want)
			}
		}
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Serve: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not return after quit")
	}
}

// TestLongLine holds the server to a line longer than protocol.MaxLine:
// an error line, and the next command answered.
func TestLongLine(t *testing.T) {
	srv := &ugi.Server[tictactoe.Mark, *tictactoe.Game]{Spec: tictactoe.Spec(), Player: &tengine.Engine{}}
	var out strings.Builder
	in := strings.Repeat("x", protocol.MaxLine+10) + "\nisready\n"
	if err := srv.Serve(context.Background(), strings.NewReader(in), &out); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	if want := fmt.Sprintf("info string error: a line longer than %d bytes\nreadyok\n", protocol.MaxLine); out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
}
