package protocol_test

import (
	"bufio"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/protocol"
)

// pipeEngine returns a Link to an engine that answers each line it reads
// with answer(line), written as lines; an answer "" writes nothing.
func pipeEngine(t *testing.T, answer func(string) string) *protocol.Link {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		defer outW.Close()
		lines := make(chan protocol.Line)
		go protocol.ReadLines(inR, lines, nil, true)
		for l := range lines {
			if l.Err != nil {
				return
			}
			if a := answer(l.Text); a != "" {
				io.WriteString(outW, a+"\n")
			}
		}
	}()
	return &protocol.Link{Conn: protocol.NewConn(outR, inW), Proto: "fake"}
}

// TestLink holds the client core to its rules: an exchange reads up to
// the answer, a call off is not a fault, a timeout is one and every later
// call returns it, and Close sends its quit and leaves the link closed.
func TestLink(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	l := pipeEngine(t, func(s string) string {
		switch s {
		case "hello":
			return "note\nhi"
		case "quit":
			return "bye"
		}
		return "" // silent
	})
	var seen []string
	err := l.Exchange(ctx, "hello", time.Second, func(line string) (bool, error) {
		seen = append(seen, line)
		return line == "hi", nil
	})
	if err != nil || strings.Join(seen, ",") != "note,hi" {
		t.Fatalf("Exchange: %v, read %q", err, seen)
	}

	called, cancel := context.WithCancel(ctx)
	cancel()
	if err := l.Exchange(called, "think", time.Second, nil); !errors.Is(err, context.Canceled) || l.Err() != nil {
		t.Fatalf("a called-off exchange: %v, fault %v", err, l.Err())
	}

	err = l.Exchange(ctx, "think", 30*time.Millisecond, nil)
	if !errors.Is(err, protocol.ErrTimeout) || !strings.HasPrefix(err.Error(), "fake: think: ") || l.Err() != err {
		t.Fatalf("a silent engine: %v, fault %v", err, l.Err())
	}
	if err := l.Send(time.Second, "more"); err != l.Err() {
		t.Errorf("Send after a fault: %v, want the fault", err)
	}

	bad := pipeEngine(t, func(string) string { return "garbage" })
	want := errors.New("not an answer")
	err = bad.Exchange(ctx, "ask", time.Second, func(string) (bool, error) { return false, want })
	if !errors.Is(err, want) || bad.Err() == nil {
		t.Errorf("an answer done refuses: %v, fault %v", err, bad.Err())
	}

	quit := make(chan string, 1)
	ok := pipeEngine(t, func(s string) string { quit <- s; return "" })
	if err := ok.Close("quit", time.Second); err != nil {
		t.Errorf("Close: %v", err)
	}
	if s := <-quit; s != "quit" {
		t.Errorf("Close sent %q, want quit", s)
	}
	if err := ok.Send(time.Second, "x"); !errors.Is(err, protocol.ErrExited) {
		t.Errorf("Send after Close: %v, want ErrExited", err)
	}
}

// TestTimeShare checks the share of a game clock against its formula:
// left/30 + 3/4 increment, at most left/2, at least 1ms.
func TestTimeShare(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ left, inc, want time.Duration }{
		{60 * time.Second, 0, 2 * time.Second},
		{60 * time.Second, time.Second, 2750 * time.Millisecond},
		{time.Second, 4 * time.Second, 500 * time.Millisecond},
		{0, 2 * time.Second, 1500 * time.Millisecond},
		{0, 0, time.Millisecond},
	} {
		if got := protocol.TimeShare(tc.left, tc.inc); got != tc.want {
			t.Errorf("TimeShare(%v, %v) = %v, want %v", tc.left, tc.inc, got, tc.want)
		}
	}
	if protocol.OrDefault(0, time.Second) != time.Second || protocol.OrDefault(time.Minute, time.Second) != time.Minute {
		t.Error("OrDefault")
	}
}

// TestNewWriter flushes through a caller's buffered writer, and keeps an
// error message on one line.
func TestNewWriter(t *testing.T) {
	t.Parallel()
	var sb strings.Builder
	outer := bufio.NewWriter(&sb)
	w := protocol.NewWriter(outer)
	w.WriteString("= f5\n\n")
	if err := w.Flush(); err != nil || sb.String() != "= f5\n\n" {
		t.Errorf("after Flush the GUI has %q, %v", sb.String(), err)
	}
	if s := protocol.OneLine(errors.New("bad:\n  line 2\tthere")); s != "bad: line 2 there" {
		t.Errorf("OneLine = %q", s)
	}
}
