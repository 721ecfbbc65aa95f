package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/nboard"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// TestOthelloNboardGolden runs a session without searches, whose replies
// do not depend on timing, and compares them with
// testdata/nboard/session.txt.
func TestOthelloNboardGolden(t *testing.T) {
	in := "nboard 2\nset depth 3\nset contempt 0\nping 1\nbogus\nset game (;GM[Othello]TY[8]B[f5]W[f5];)\nmove f5\nmove a1\nlearn\nping 2\nquit\nping 3\n"
	out, errOut, code := runBoard(t, in, "othello", "nboard")
	got := "-- stdout --\n" + out + "-- stderr --\n" + errOut
	if code != 0 {
		t.Errorf("exit status %d, want 0", code)
	}
	sharedtest.Golden(t, filepath.Join("testdata", "nboard", "session.txt"), got)
}

// TestOthelloNboardGo checks the replies of go and hint in the example
// session of NBoard's protocol document, whose times vary.
func TestOthelloNboardGo(t *testing.T) {
	in := "nboard 2\nset game (;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)\nset depth 2\nping 1\ngo\nhint 1\n"
	out, errOut, code := runBoard(t, in, "othello", "nboard")
	want := regexp.MustCompile(`^set myname board \S+\npong 1\nstatus thinking\n(nodestats \d+ \d+\.\d\d\n)?=== [a-h][1-8]/-?\d+\.\d\d/\d+\.\d\d\nstatus\nstatus analysing\n(nodestats \d+ \d+\.\d\d\n)?search [a-h][1-8]\S* -?\d+\.\d\d 0 \d+%?\nstatus\n$`)
	if code != 0 || errOut != "" || !want.MatchString(out) {
		t.Errorf("exit %d, stderr %q, stdout:\n%s", code, errOut, out)
	}
}

// TestOthelloNboardLevels checks the level each NBoard depth chooses.
func TestOthelloNboardLevels(t *testing.T) {
	for depth, want := range map[int]int{0: 1, 1: 1, 2: 2, 3: 3, 4: 3, 5: 4, 6: 4, 7: 5, 60: 5} {
		if got := levelOfDepth(depth); got != want {
			t.Errorf("levelOfDepth(%d) = %d, want %d", depth, got, want)
		}
	}
}

// TestOthelloNboardProcess plays a game against "board othello nboard"
// started as a process, driven by nboard.Client: the command flushes each
// reply, and every move it sends is legal.
func TestOthelloNboardProcess(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	e, err := nboard.Start(ctx, "env", "BOARD_TEST_MAIN=1", os.Args[0], "othello", "nboard", "-level", "1")
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := e.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	}()
	g := new(othello.Game)
	players := map[othello.Color]search.Player[*othello.Game]{othello.Black: e, othello.White: &oengine.Engine{Level: 1}}
	if _, err := search.Play(ctx, g, players); err != nil {
		t.Fatalf("%v after %s", err, g.Transcript())
	}
	if want := "board " + protocol.Version(); e.Name() != want {
		t.Errorf("Name = %q, want %q", e.Name(), want)
	}
}

// TestOthelloNboardTime checks the engine that the NBoard command serves:
// with -time alone, Level 0 and the time, which "set depth" does not
// change; with neither flag, a level that "set depth" chooses.
func TestOthelloNboardTime(t *testing.T) {
	srv := nboardServer(0, 20*time.Second, 1)
	if e, ok := srv.Player.(*oengine.Engine); !ok || e.Level != 0 || e.Time != 20*time.Second || e.Threads != 1 || srv.Depth != nil {
		t.Errorf("-time 20s: player %+v, depth chooses the level: %v; want Level 0, Time 20s, Threads 1, and no depth rule", srv.Player, srv.Depth != nil)
	}
	srv = nboardServer(0, 0, 2)
	if srv.Depth == nil {
		t.Fatal("no flags: set depth chooses no level")
	}
	if e, ok := srv.Depth(3).(*oengine.Engine); !ok || e.Level != 3 || e.Threads != 2 {
		t.Errorf("no flags, 2 threads: set depth 3 chooses %+v, want level 3 on 2 threads", srv.Depth(3))
	}
	srv = nboardServer(2, 20*time.Second, 1)
	if e, ok := srv.Player.(*oengine.Engine); !ok || e.Level != 2 || srv.Depth != nil {
		t.Errorf("-level 2 -time 20s: player %+v; want level 2 whatever the depth", srv.Player)
	}
}
