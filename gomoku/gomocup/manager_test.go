package gomocup

import (
	"bufio"
	"context"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// A driver is a manager for the tests: it runs a Brain on pipes, sends
// it lines and reads its replies, timing each.
type driver struct {
	t    *testing.T
	in   *io.PipeWriter
	out  *bufio.Reader
	done chan error
	// replies carries the brain's lines as they come.
	replies chan string
	sent    time.Time
	held    *stallWatch // since sent
}

// A stallWatch measures how long the process is held back from running
// while the tests await a reply: a goroutine of its own sleeps a
// millisecond at a time and keeps the longest it overslept. A reply
// late by no more than that was held back by a busy machine, not by the
// brain, whose waits do not delay the watch's.
type stallWatch struct {
	stop  chan struct{}
	worst chan time.Duration
}

// watchStalls starts a stallWatch.
func watchStalls() *stallWatch {
	w := &stallWatch{stop: make(chan struct{}), worst: make(chan time.Duration, 1)}
	go func() {
		var worst time.Duration
		tick := time.NewTimer(time.Millisecond)
		defer tick.Stop()
		for {
			t0 := time.Now()
			select {
			case <-w.stop:
				w.worst <- worst
				return
			case <-tick.C:
				worst = max(worst, time.Since(t0)-time.Millisecond)
				tick.Reset(time.Millisecond)
			}
		}
	}()
	return w
}

// end stops w and returns the longest the process was held back.
func (w *stallWatch) end() time.Duration {
	close(w.stop)
	return <-w.worst
}

// heldBack returns the longest the process was held back since the last
// send, and stops watching.
func (d *driver) heldBack() time.Duration {
	if d.held == nil {
		return 0
	}
	h := d.held.end()
	d.held = nil
	return h
}

// serveOn runs b.Serve on r and w in a goroutine of its own, closing w
// after it if w is an io.Closer, and returns the channel of its error.
func serveOn(b *Brain, r io.Reader, w io.Writer) chan error {
	done := make(chan error, 1)
	go func() {
		err := b.Serve(context.Background(), r, w)
		if c, ok := w.(io.Closer); ok {
			c.Close()
		}
		done <- err
	}()
	return done
}

// await returns what ch gives within d; ok is false if nothing came.
func await[T any](ch <-chan T, d time.Duration) (v T, ok bool) {
	select {
	case v = <-ch:
		return v, true
	case <-time.After(d):
		return v, false
	}
}

// seed adds each of seeds to the corpus of f.
func seed(f *testing.F, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
}

// startBrain runs b.Serve on pipes until the test ends.
func startBrain(t *testing.T, b *Brain) *driver {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	d := &driver{t: t, in: inW, out: bufio.NewReader(outR), done: serveOn(b, inR, outW), replies: make(chan string, 64)}
	go func() {
		for {
			line, err := d.out.ReadString('\n')
			if err != nil {
				close(d.replies)
				return
			}
			d.replies <- line
		}
	}()
	t.Cleanup(func() {
		d.heldBack()
		inW.Close()
		if _, ok := await(d.done, 10*time.Second); !ok {
			t.Error("Serve did not return after its input was closed")
		}
	})
	return d
}

// send writes lines to the brain, each ended by CR LF as Piskvork ends
// them.
func (d *driver) send(lines ...string) {
	d.t.Helper()
	d.heldBack()
	d.held = watchStalls()
	d.sent = time.Now()
	if _, err := io.WriteString(d.in, strings.Join(lines, "\r\n")+"\r\n"); err != nil {
		d.t.Fatalf("send %q: %v", lines, err)
	}
}

// recv returns the next reply line without its "\n", failing the test
// if it has a CR or does not come within 10 s.
func (d *driver) recv() string {
	d.t.Helper()
	select {
	case line, ok := <-d.replies:
		if !ok {
			d.t.Fatal("the brain closed its output")
		}
		if !strings.HasSuffix(line, "\n") || strings.ContainsAny(line[:len(line)-1], "\r\n") {
			d.t.Fatalf("reply %q: want one line ended by LF", line)
		}
		return line[:len(line)-1]
	case <-time.After(10 * time.Second):
		d.t.Fatal("no reply within 10s")
	}
	return ""
}

// quiet checks that the brain writes nothing for a while.
func (d *driver) quiet(wait time.Duration) {
	d.t.Helper()
	select {
	case line, ok := <-d.replies:
		if ok {
			d.t.Fatalf("unexpected reply %q", line)
		}
	case <-time.After(wait):
	}
}

// ended checks that Serve has returned nil and written nothing more.
func (d *driver) ended() {
	d.t.Helper()
	err, ok := await(d.done, 5*time.Second)
	if !ok {
		d.t.Fatal("Serve did not return")
	}
	if err != nil {
		d.t.Fatalf("Serve: %v", err)
	}
	d.done <- nil // for the cleanup
	if line, ok := <-d.replies; ok {
		d.t.Fatalf("reply %q after END", line)
	}
}

var moveRe = regexp.MustCompile(`^(0|[1-9][0-9]?),(0|[1-9][0-9]?)$`)

// moveReply reads the brain's answer to a move command, skipping
// MESSAGE and DEBUG lines, and returns the point and how long it took
// since the last send.
func (d *driver) moveReply(size int) (board.Point, time.Duration) {
	d.t.Helper()
	for {
		line := d.recv()
		took := time.Since(d.sent)
		if strings.HasPrefix(line, "MESSAGE ") || strings.HasPrefix(line, "DEBUG ") {
			continue
		}
		if !moveRe.MatchString(line) {
			d.t.Fatalf("reply %q: want a move x,y", line)
		}
		p, err := gomoku.ParseGomocup(line, size)
		if err != nil {
			d.t.Fatalf("reply %q: %v", line, err)
		}
		return p, took
	}
}
