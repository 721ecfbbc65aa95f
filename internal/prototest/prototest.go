// Package prototest holds what the tests of the engine protocols share
// (ugi, gtp, and any line protocol of package protocol): in-process
// connections between a server and a client, scripted fake engines,
// golden transcripts played against a server or a client, and checks of
// the errors of a client.
//
// A transcript is a text file of lines "<send> TEXT" and "<recv> TEXT"
// ("<recv>" alone is an empty line); other lines, like "# comments", are
// left out. Played against a server ([PlayServer]), "<send>" lines are
// written to it and "<recv>" lines must be what it answers; played as the
// engine of a client ([Script]), "<send>" lines are what the client must
// send and "<recv>" lines what the engine answers.
//
// Golden files are internal/sharedtest's (sharedtest.Golden, with its
// flag -update).
package prototest

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

// Timeout is how long a helper waits for a server, a client or a script
// that should have ended or answered before it fails the test.
const Timeout = 5 * time.Second

// A ServeFunc serves a protocol: it reads commands from r and writes
// answers to w until the end of r or a quit, like the Serve methods of
// ugi.Server and gtp.Server.
type ServeFunc func(ctx context.Context, r io.Reader, w io.Writer) error

// Serve runs serve on in-process pipes and returns the client's ends: r
// reads what the server writes, w writes what it reads. Once serve has
// returned, both pipes are closed. The test's cleanup, registered before
// the client's own (so that it runs after a Close of the client that
// the test registers later), waits Timeout for serve to return and
// reports its error.
func Serve(t testing.TB, serve ServeFunc) (r io.Reader, w io.WriteCloser) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := serve(context.Background(), inR, outW)
		outW.Close()
		inR.Close()
		done <- err
	}()
	t.Cleanup(func() {
		inW.Close()
		await(t, done, "Serve", "Serve did not return at the end of its input")
	})
	return outR, inW
}

// ServeAll runs serve with in as the whole of its input and returns its
// output. It fails t if serve returns an error or has not returned
// within Timeout.
func ServeAll(t testing.TB, serve ServeFunc, in string) string {
	t.Helper()
	var out bytes.Buffer
	done := make(chan error, 1)
	go func() { done <- serve(context.Background(), strings.NewReader(in), &out) }()
	if !await(t, done, "Serve", fmt.Sprintf("Serve hangs on %q", in)) {
		t.FailNow()
	}
	return out.String()
}

// FuzzServe fuzzes a server: it seeds f with seeds, then serves any
// input with a new server of newServe through [ServeAll] (no error, no
// hang), and gives each input and output to check, if not nil.
func FuzzServe(f *testing.F, newServe func() ServeFunc, check func(t *testing.T, in, out string), seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := ServeAll(t, newServe(), in)
		if check != nil {
			check(t, in, out)
		}
	})
}

// A Fake is a scripted engine: it is given each command line that the
// client sends, writes its answers to w (at once, or later from a
// goroutine of its own), and returns false to exit.
type Fake func(cmd string, w io.Writer) bool

// Respond returns a Fake engine that answers the commands of answers
// with their answers, hands a command that starts with the word verb to
// then, and answers any other command with def: the engine of a
// handshake whose search (go, genmove) is under test.
func Respond(answers map[string]string, def, verb string, then Fake) Fake {
	return func(cmd string, w io.Writer) bool {
		if a, ok := answers[cmd]; ok {
			io.WriteString(w, a)
		} else if cmd == verb || strings.HasPrefix(cmd, verb+" ") {
			return then(cmd, w)
		} else {
			io.WriteString(w, def)
		}
		return true
	}
}

// Answer returns a Fake that answers each command with out.
func Answer(out string) Fake {
	return func(_ string, w io.Writer) bool { io.WriteString(w, out); return true }
}

// AnswerAfter returns a Fake that answers each command with out, d after
// it came, reading on in the meantime.
func AnswerAfter(d time.Duration, out string) Fake {
	return func(_ string, w io.Writer) bool {
		time.AfterFunc(d, func() { io.WriteString(w, out) })
		return true
	}
}

// Exit returns a Fake that writes out and exits at the first command.
func Exit(out string) Fake {
	return func(_ string, w io.Writer) bool { io.WriteString(w, out); return false }
}

// A Fault is a case of the faults of a client: a fake engine, and the
// errors that the client's call must match.
type Fault struct {
	Name string  // the subtest's name, after "fault="
	Fake Fake    // the engine
	Want []error // what the error of the call must match
	// Slow marks a fault that costs the client's time (a hang, a late
	// answer): it runs only with the flag -proto.deep, which CI sets.
	Slow bool
}

// deep runs the Slow faults.
var deep = flag.Bool("proto.deep", false, "also the faults that cost the client's time (a hang, a late answer)")

// Faults runs each of faults as a parallel subtest "fault=NAME": call dials a
// client of the fault's fake, makes the call under test and returns its
// error, which must come within 2 s and match each error of Want.
func Faults(t *testing.T, faults []Fault, call func(t *testing.T, f Fake) error) {
	t.Helper()
	for _, tt := range faults {
		t.Run("fault="+tt.Name, func(t *testing.T) {
			if tt.Slow && !*deep {
				t.Skip("a fault that costs the client's time: run with -proto.deep")
			}
			t.Parallel() // the faults wait for timeouts: together
			var err error
			Within(t, "the call", 2*time.Second, func() { err = call(t, tt.Fake) })
			WantIs(t, "the call", err, tt.Want...)
		})
	}
}

// Engine runs f as an engine on in-process pipes and returns the
// client's ends: r reads what f writes, w writes the commands f reads.
// The engine ends, closing r's pipe, when f returns false or w is
// closed; done is closed then.
func Engine(f Fake) (r io.Reader, w io.WriteCloser, done <-chan struct{}) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ended := make(chan struct{})
	go func() {
		defer close(ended)
		defer outW.Close()
		defer inR.Close()
		sc := bufio.NewScanner(inR)
		for sc.Scan() {
			if !f(sc.Text(), outW) {
				return
			}
		}
	}()
	return outR, inW, ended
}

// A DialFunc returns a client of the engine of a game described by
// spec, whose output r reads and whose input w writes, after the
// protocol's handshake, like ugi.Dial and gtp.Dial (instantiated, as in
// ugi.Dial[othello.Color, *othello.Game]).
type DialFunc[S any, P io.Closer] func(ctx context.Context, spec S, r io.Reader, w io.Writer) (P, error)

// Connect runs serve on in-process pipes ([Serve]) and returns a client
// of it from dial with spec; it fails t if dial fails. The test's
// cleanup closes the client, then waits for serve to return.
func Connect[S any, P io.Closer](t testing.TB, serve ServeFunc, dial DialFunc[S, P], spec S) P {
	t.Helper()
	r, w := Serve(t, serve)
	c, err := dial(context.Background(), spec, r, w)
	if err != nil {
		t.Fatalf("Dial: %v", err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// DialFake runs the fake engine f ([Engine]) and returns a client of it
// from dial with spec, with dial's error; the test's cleanup closes a
// client that dial returned.
func DialFake[S any, P io.Closer](t testing.TB, f Fake, dial DialFunc[S, P], spec S) (P, error) {
	r, w, _ := Engine(f)
	c, err := dial(context.Background(), spec, r, w)
	if err == nil {
		t.Cleanup(func() { c.Close() })
	}
	return c, err
}

// Replay returns a client from dial with spec of an engine whose whole
// output is out and which reads nothing, as a fuzz target of a client
// wants it, and true; or false if dial failed within Timeout. The test's
// cleanup closes the client.
func Replay[S any, P io.Closer](t testing.TB, out string, dial DialFunc[S, P], spec S) (P, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	c, err := dial(ctx, spec, strings.NewReader(out), io.Discard)
	if err != nil {
		return c, false
	}
	t.Cleanup(func() { c.Close() })
	return c, true
}

// FuzzClient fuzzes a client: it seeds f with seeds, then dials a client
// with dial and spec of an engine whose whole output is any input
// ([Replay]) and gives it to use, which makes its calls; neither may
// panic or hang. An input that fails the handshake ends there.
func FuzzClient[S any, P io.Closer](f *testing.F, dial DialFunc[S, P], spec S, use func(t *testing.T, c P), seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, out string) {
		if c, ok := Replay(t, out, dial, spec); ok {
			use(t, c)
		}
	})
}

// A Step is a line of a transcript.
type Step struct {
	Send bool   // a "<send>" line, not a "<recv>" line
	Text string // the line after its tag and a space
}

// ReadTranscript reads the transcript file at path, failing t if it
// cannot.
func ReadTranscript(t testing.TB, path string) []Step {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var steps []Step
	for line := range strings.SplitSeq(string(data), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if s, ok := strings.CutPrefix(line, "<send> "); ok {
			steps = append(steps, Step{true, s})
		} else if s, ok := strings.CutPrefix(line, "<recv>"); ok {
			steps = append(steps, Step{false, strings.TrimPrefix(s, " ")})
		}
	}
	return steps
}

// Script runs the engine's side of the transcript file at path on
// in-process pipes, and returns the client's ends r and w: each line the
// client writes must be the next "<send>" line, and the "<recv>" lines
// that follow it are the answer. The test's cleanup waits Timeout for
// the script to end (the client must send all of it; close the client
// before) and reports a line the client sent that the script did not
// want.
func Script(t testing.TB, path string) (r io.Reader, w io.WriteCloser) {
	t.Helper()
	steps := ReadTranscript(t, path)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	errs := make(chan error, 1)
	go func() {
		defer outW.Close()
		sc := bufio.NewScanner(inR)
		for i := 0; i < len(steps); {
			if !steps[i].Send {
				errs <- fmt.Errorf("script step %d: %q where the client sends", i+1, steps[i].Text)
				return
			}
			want := steps[i].Text
			if !sc.Scan() {
				errs <- fmt.Errorf("client sent nothing more, want %q", want)
				return
			}
			if got := sc.Text(); got != want {
				errs <- fmt.Errorf("client sent %q, want %q", got, want)
				return
			}
			for i++; i < len(steps) && !steps[i].Send; i++ {
				io.WriteString(outW, steps[i].Text+"\n")
			}
		}
		errs <- nil
	}()
	t.Cleanup(func() {
		await(t, errs, "the script", "the script did not end")
	})
	return outR, inW
}

// ScriptClient returns a client from dial with spec of the scripted
// engine of the transcript file at path ([Script]); it fails t if dial
// fails. The test's cleanup closes the client (the script wants its
// quit), then holds the client to the rest of the script.
func ScriptClient[S any, P io.Closer](t testing.TB, path string, dial DialFunc[S, P], spec S) P {
	t.Helper()
	r, w := Script(t, path)
	c, err := dial(context.Background(), spec, r, w)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// PlayServer plays the transcript file at path against serve, line by
// line: it writes each "<send>" line and reads the next line of the
// server's output for each "<recv>" line, which must be equal to it once
// both went through norm (nil leaves them as they are). It fails t at
// the first difference, at an answer that has not come within Timeout,
// and if serve has not returned within Timeout after the last line (the
// transcript ends with the protocol's quit) or returned an error.
func PlayServer(t testing.TB, path string, serve ServeFunc, norm func(string) string) {
	t.Helper()
	if norm == nil {
		norm = func(s string) string { return s }
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- serve(context.Background(), inR, outW); outW.Close() }()
	out := bufio.NewScanner(outR)
	for n, st := range ReadTranscript(t, path) {
		if st.Send {
			io.WriteString(inW, st.Text+"\n")
			continue
		}
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
			if norm(g) != norm(st.Text) {
				t.Fatalf("step %d: got %q, want %q", n+1, g, st.Text)
			}
		case <-time.After(Timeout):
			t.Fatalf("step %d: no answer, want %q", n+1, st.Text)
		}
	}
	if !await(t, done, "Serve", "Serve did not return after the transcript") {
		t.FailNow()
	}
}

// await waits Timeout for the error on done of what should end, named by
// what, and reports whether it came and was nil; it fails t, with the
// message late if none came.
func await(t testing.TB, done <-chan error, what, late string) bool {
	t.Helper()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("%s: %v", what, err)
		}
		return err == nil
	case <-time.After(Timeout):
		t.Error(late)
		return false
	}
}

// WantIs fails t, naming what, unless err matches each error of want
// with [errors.Is].
func WantIs(t testing.TB, what string, err error, want ...error) {
	t.Helper()
	for _, w := range want {
		if !errors.Is(err, w) {
			t.Errorf("%s: %v, want an error matching %v", what, err, w)
		}
	}
}

// Within calls f and fails t, naming what, if it took longer than d: a
// client must never wait for an engine past its deadlines.
func Within(t testing.TB, what string, d time.Duration, f func()) {
	t.Helper()
	start := time.Now()
	f()
	if took := time.Since(start); took > d {
		t.Errorf("%s took %v, more than %v", what, took, d)
	}
}

// Main runs the tests of m with up to 8 parallel tests (t.Parallel)
// unless -test.parallel is given, and returns m.Run's status, for a
// TestMain: the tests of a protocol wait on timeouts of engines, not on
// the processor, so more of them than the processors (the default) can
// wait at once.
func Main(m *testing.M) int {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.parallel" })
	if !set {
		flag.Set("test.parallel", "8")
	}
	return m.Run()
}
