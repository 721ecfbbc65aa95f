package protocol_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/protocol"
)

// TestMain runs the test binary as a fake engine when PROTOCOL_FAKE
// names one: "echo" writes back each line until "quit", "crash" exits
// with status 3 after the first line, "mute" reads and never answers.
func TestMain(m *testing.M) {
	switch os.Getenv("PROTOCOL_FAKE") {
	case "":
		os.Exit(m.Run())
	case "echo":
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			if sc.Text() == "quit" {
				os.Exit(0)
			}
			fmt.Println("echo " + sc.Text())
		}
		os.Exit(0)
	case "crash":
		bufio.NewScanner(os.Stdin).Scan()
		os.Exit(3)
	case "mute":
		time.Sleep(time.Minute)
		os.Exit(0)
	}
}

// start starts the test binary as the fake engine name.
func start(t *testing.T, name string) *protocol.Conn {
	t.Helper()
	t.Setenv("PROTOCOL_FAKE", name)
	c, err := protocol.Start(os.Args[0], nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestStart(t *testing.T) {
	ctx := context.Background()
	soon := func() time.Time { return time.Now().Add(5 * time.Second) }
	t.Run("fake=echo", func(t *testing.T) {
		c := start(t, "echo")
		defer c.Close(time.Second)
		if err := c.Send("hello", soon()); err != nil {
			t.Fatal(err)
		}
		if line, err := c.Recv(ctx, soon()); line != "echo hello" || err != nil {
			t.Errorf("Recv: %q, %v", line, err)
		}
		c.Send("quit", soon())
		if _, err := c.Recv(ctx, soon()); !errors.Is(err, protocol.ErrExited) {
			t.Errorf("Recv after quit: %v, want ErrExited", err)
		}
	})
	t.Run("fake=crash", func(t *testing.T) {
		c := start(t, "crash")
		defer c.Close(time.Second)
		c.Send("go", soon())
		_, err := c.Recv(ctx, soon())
		if !errors.Is(err, protocol.ErrExited) || !strings.Contains(err.Error(), "exit status 3") {
			t.Errorf("Recv: %v, want ErrExited with exit status 3", err)
		}
	})
	t.Run("fake=mute", func(t *testing.T) {
		c := start(t, "mute")
		if _, err := c.Recv(ctx, time.Now().Add(50*time.Millisecond)); !errors.Is(err, protocol.ErrTimeout) {
			t.Errorf("Recv: %v, want ErrTimeout", err)
		}
		begin := time.Now()
		c.Close(100 * time.Millisecond)
		if d := time.Since(begin); d > 2*time.Second {
			t.Errorf("Close of a process that does not exit took %v", d)
		}
	})
	t.Run("missing", func(t *testing.T) {
		if _, err := protocol.Start("/nonexistent/engine", nil, nil); err == nil {
			t.Error("Start of a missing program succeeded")
		}
	})
}

// TestConnDeadlines holds a Conn to its deadlines when the engine reads
// nothing and writes nothing, and to ctx.
func TestConnDeadlines(t *testing.T) {
	t.Parallel()
	r, _ := io.Pipe()
	_, w := io.Pipe() // nobody reads: writes block
	c := protocol.NewConn(r, w)
	defer c.Close(10 * time.Millisecond)
	var err error
	for i := 0; i < 1000 && err == nil; i++ {
		err = c.Send("x", time.Now().Add(20*time.Millisecond))
	}
	if !errors.Is(err, protocol.ErrTimeout) {
		t.Errorf("Send to an engine that reads nothing: %v, want ErrTimeout", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Recv(ctx, time.Time{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Recv with a cancelled ctx: %v", err)
	}
	long := strings.NewReader(strings.Repeat("x", protocol.MaxLine+1) + "\n")
	c2 := protocol.NewConn(long, io.Discard)
	if _, err := c2.Recv(context.Background(), time.Now().Add(time.Second)); !errors.Is(err, protocol.ErrProtocol) {
		t.Errorf("Recv of a long line: %v, want ErrProtocol", err)
	}
}
