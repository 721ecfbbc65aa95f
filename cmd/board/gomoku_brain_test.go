package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/gomocup"
)

// TestMain lets the test binary stand for the board program: with
// BOARD_TEST_MAIN=1 in its environment it runs the command line of its
// arguments, so that tests can start it as a process of its own.
func TestMain(m *testing.M) {
	if os.Getenv("BOARD_TEST_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// TestGomokuBrain plays a game with "board gomoku brain" over pipes, as
// a manager does: every reply must come, flushed, while the input is
// still open, and every move must be legal.
func TestGomokuBrain(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	code := make(chan int, 1)
	go func() {
		var errOut strings.Builder
		c := run([]string{"gomoku", "brain", "-level", "1"}, inR, outW, &errOut)
		outW.Close()
		if errOut.Len() > 0 {
			t.Errorf("stderr %q", errOut.String())
		}
		code <- c
	}()
	replies := bufio.NewReader(outR)
	recv := func() string {
		t.Helper()
		line := make(chan string, 1)
		go func() {
			s, _ := replies.ReadString('\n')
			line <- s
		}()
		select {
		case s := <-line:
			if !strings.HasSuffix(s, "\n") {
				t.Fatalf("reply %q: want a line ended by LF", s)
			}
			return strings.TrimSuffix(s, "\n")
		case <-time.After(10 * time.Second):
			t.Fatal("no reply within 10s: not flushed?")
		}
		return ""
	}
	send := func(lines ...string) {
		t.Helper()
		if _, err := io.WriteString(inW, strings.Join(lines, "\r\n")+"\r\n"); err != nil {
			t.Fatal(err)
		}
	}
	send("ABOUT")
	if got, want := recv(), gomocup.DefaultAbout().String(); got != want {
		t.Fatalf("ABOUT: %q, want the library's %q", got, want)
	}
	send("START 20", "INFO timeout_turn 500", "INFO rule 4")
	if got := recv(); got != "OK" {
		t.Fatalf("START: %q", got)
	}
	g, _ := gomoku.NewGame(20, gomoku.Renju)
	send("BEGIN")
	for !g.Over() {
		p, err := gomoku.ParseGomocup(recv(), 20)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(p); err != nil {
			t.Fatal(err)
		}
		if g.Over() {
			break
		}
		// The opponent plays the first legal move in reading order.
		for q := range g.Moves() {
			g.Play(q)
			send("TURN " + gomoku.FormatGomocup(q))
			break
		}
	}
	if g.Winner() != gomoku.Black {
		t.Errorf("%v: want the brain, black, to win", g.Result())
	}
	send("END")
	if c := <-code; c != 0 {
		t.Errorf("exit status %d", c)
	}
	if rest, _ := io.ReadAll(replies); len(rest) > 0 {
		t.Errorf("output after END: %q", rest)
	}
}

// A brainProcess is "board gomoku brain" run as a process, read the way
// c-gomoku-cli reads a brain on Linux: lines up to LF, nothing stripped.
type brainProcess struct {
	t     *testing.T
	name  string
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	// wait calls cmd.Wait once, however many goroutines ask; exited is
	// closed when it has returned, and waitErr is what it returned.
	once    sync.Once
	exited  chan struct{}
	waitErr error
}

func (p *brainProcess) wait() {
	p.once.Do(func() {
		p.waitErr = p.cmd.Wait()
		close(p.exited)
	})
}

func startBrainProcess(t *testing.T, name string, args ...string) *brainProcess {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"gomoku", "brain"}, args...)...)
	cmd.Env = append(os.Environ(), "BOARD_TEST_MAIN=1")
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &brainProcess{t: t, name: name, cmd: cmd, in: in, lines: make(chan string, 16), exited: make(chan struct{})}
	go func() {
		r := bufio.NewReader(out)
		for {
			s, err := r.ReadString('\n')
			if err != nil {
				close(p.lines)
				return
			}
			p.lines <- strings.TrimSuffix(s, "\n")
		}
	}()
	t.Cleanup(func() { cmd.Process.Kill(); p.wait() })
	return p
}

func (p *brainProcess) send(line string) {
	p.t.Helper()
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		p.t.Fatalf("%s: %v", p.name, err)
	}
}

// recv returns the next line, failing after wait.
func (p *brainProcess) recv(wait time.Duration) string {
	p.t.Helper()
	select {
	case s, ok := <-p.lines:
		if !ok {
			p.t.Fatalf("%s closed its output", p.name)
		}
		return s
	case <-time.After(wait):
		p.t.Fatalf("%s: no line within %v", p.name, wait)
	}
	return ""
}

// gomostr reports whether s is a move as c-gomoku-cli takes one: one
// comma between two numbers that strtol reads whole.
func gomostr(s string) bool {
	x, y, ok := strings.Cut(s, ",")
	if !ok || strings.Contains(y, ",") {
		return false
	}
	_, errx := strconv.Atoi(x)
	_, erry := strconv.Atoi(y)
	return errx == nil && erry == nil
}

// TestGomokuBrainProcess runs two brain processes against each other the
// way c-gomoku-cli runs a match: ABOUT, START until OK, the INFO lines,
// then before each move INFO time_left and BEGIN, TURN or a whole BOARD.
// Every reply is judged: it must be MESSAGE, DEBUG or a legal move, in
// time for both the turn and the match clock.
func TestGomokuBrainProcess(t *testing.T) {
	for _, tc := range []struct {
		size, rule     int
		turn, matchDur time.Duration
		useBoard       bool
	}{
		{15, 4, 300 * time.Millisecond, 5 * time.Second, true},
		{20, 0, 300 * time.Millisecond, 0, false},
		{15, 1, 0, 0, false},
	} {
		t.Run(fmt.Sprintf("size=%d/rule=%d/turn=%v/match=%v", tc.size, tc.rule, tc.turn, tc.matchDur), func(t *testing.T) {
			t.Parallel()
			brains := [2]*brainProcess{startBrainProcess(t, "black", "-level", "2"), startBrainProcess(t, "white", "-level", "1")}
			left := [2]time.Duration{tc.matchDur, tc.matchDur}
			for _, b := range brains {
				b.send("ABOUT")
				if got, want := b.recv(2*time.Second), gomocup.DefaultAbout().String(); got != want {
					t.Fatalf("ABOUT: %q, want the library's %q", got, want)
				}
				b.send("START " + strconv.Itoa(tc.size))
				if got := b.recv(2 * time.Second); got != "OK" {
					t.Fatalf("START: %q, want OK", got)
				}
				b.send("INFO rule " + strconv.Itoa(tc.rule))
				if tc.turn > 0 {
					b.send("INFO timeout_turn " + strconv.FormatInt(tc.turn.Milliseconds(), 10))
				}
				b.send("INFO timeout_match " + strconv.FormatInt(tc.matchDur.Milliseconds(), 10))
				b.send("INFO max_memory 350000000")
			}
			r := map[int]gomoku.Rule{0: gomoku.Freestyle, 1: gomoku.Standard, 4: gomoku.Renju}[tc.rule]
			g, _ := gomoku.NewGame(tc.size, r)
			var last board.Point
			var slowest time.Duration
			for !g.Over() {
				i := g.Len() % 2
				b := brains[i]
				if tc.matchDur > 0 {
					b.send("INFO time_left " + strconv.FormatInt(left[i].Milliseconds(), 10))
				} else {
					b.send("INFO time_left 2147483647")
				}
				start := time.Now()
				switch {
				case g.Len() == 0:
					b.send("BEGIN")
				case tc.useBoard:
					b.send("BOARD")
					k := 0
					for p := range g.History() {
						f := 1
						if k%2 != g.Len()%2 {
							f = 2
						}
						b.send(fmt.Sprintf("%s,%d", gomoku.FormatGomocup(p), f))
						k++
					}
					b.send("DONE")
				default:
					b.send("TURN " + gomoku.FormatGomocup(last))
				}
				var reply string
				for {
					reply = b.recv(10 * time.Second)
					if strings.HasPrefix(reply, "MESSAGE") || strings.HasPrefix(reply, "DEBUG") {
						continue
					}
					break
				}
				took := time.Since(start)
				slowest = max(slowest, took)
				if !gomostr(reply) {
					t.Fatalf("ply %d: %s replied %q, not a move", g.Len(), b.name, reply)
				}
				p, err := gomoku.ParseGomocup(reply, tc.size)
				if err != nil {
					t.Fatalf("ply %d: %s: %v", g.Len(), b.name, err)
				}
				if tc.turn > 0 && took > tc.turn {
					t.Errorf("ply %d: %s took %v, over timeout_turn %v", g.Len(), b.name, took, tc.turn)
				}
				if tc.matchDur > 0 {
					if left[i] -= took; left[i] < 0 {
						t.Errorf("ply %d: %s lost on time: %v over the match", g.Len(), b.name, -left[i])
					}
				}
				if err := g.Play(p); err != nil {
					t.Fatalf("ply %d: %s played %q: %v", g.Len(), b.name, reply, err)
				}
				last = p
			}
			for _, b := range brains {
				b.send("END")
				go b.wait()
				select {
				case <-b.exited:
					if b.waitErr != nil {
						t.Errorf("%s: %v", b.name, b.waitErr)
					}
				case <-time.After(8 * time.Second):
					// (A process built with -race sleeps a second at exit.)
					t.Errorf("%s did not end within 8s of END", b.name)
				}
				if s, ok := <-b.lines; ok {
					t.Errorf("%s wrote %q after END", b.name, s)
				}
			}
			t.Logf("%v in %d plies; slowest reply %v", g.Result(), g.Len(), slowest)
		})
	}
}

// TestGomokuBrainClock starts "board gomoku brain" as a manager does, with
// no flags, and gives it 300 ms a move: it plays the strongest level
// within the clock, so it spends a good share of the turn (the search of
// the top level stops starting depths at 45% of the 180 ms it gives the
// engine, about 80 ms, and opening positions are never solved sooner),
// where level 2, which ignores the clock, answered in 2-3 ms.
func TestGomokuBrainClock(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		c := run([]string{"gomoku", "brain"}, inR, outW, io.Discard)
		outW.Close()
		done <- c
	}()
	replies := bufio.NewReader(outR)
	io.WriteString(inW, "START 15\r\nINFO timeout_turn 300\r\n")
	if got, _ := replies.ReadString('\n'); got != "OK\r\n" && got != "OK\n" {
		t.Fatalf("START: %q", got)
	}
	start := time.Now()
	io.WriteString(inW, "BOARD\r\n7,7,2\r\n8,8,1\r\n6,8,2\r\nDONE\r\n")
	move, _ := replies.ReadString('\n')
	took := time.Since(start)
	io.WriteString(inW, "END\r\n")
	if code := <-done; code != 0 {
		t.Errorf("exit code %d", code)
	}
	t.Logf("move %q in %v", strings.TrimSpace(move), took)
	if took < 30*time.Millisecond || took > time.Second {
		t.Errorf("move %q in %v: want a good share of the 300 ms turn, within it", strings.TrimSpace(move), took)
	}
}
