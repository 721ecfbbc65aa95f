package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/gomoku/record"
	"github.com/seed131617c4/board/match"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/ggf"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
)

var matchDeep = flag.Bool("match.deep", false, "also board match's longer runs: engines that hang or answer late, Gomocup and NBoard engines as processes (about 3 s)")

// boardCmd returns the command line that runs the test binary as the
// board program (see TestMain): env sets BOARD_TEST_MAIN for it alone, so
// that the tests that use it can run in parallel.
func boardCmd(t *testing.T, args string) string {
	t.Helper()
	if _, err := exec.LookPath("env"); err != nil {
		t.Skip("no env program")
	}
	return "env BOARD_TEST_MAIN=1 " + os.Args[0] + " " + args
}

// faultsOf returns the faults column of engine name in a match table.
func faultsOf(t *testing.T, table, name string) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(name) + `\s.*\s(\d+)$`).FindStringSubmatch(table)
	if m == nil {
		t.Fatalf("no row of %s in the table:\n%s", name, table)
	}
	return m[1]
}

// playMatch runs board match -game game with args, and fails the test
// unless it plays n games with no fault: it returns the lines of
// progress.
func playMatch(t *testing.T, n int, game string, args ...string) string {
	t.Helper()
	out, errOut, code := runBoard(t, "", append([]string{"match", "-game", game}, args...)...)
	if code != 0 {
		t.Fatalf("status %d\n%s%s", code, out, errOut)
	}
	faults := regexp.MustCompile(`(?m)\s(\d+)$`).FindAllStringSubmatch(out, -1)
	if len(faults) < 2 || !strings.Contains(out, fmt.Sprintf("%d games of %d;", n, n)) {
		t.Fatalf("table:\n%s", out)
	}
	for _, f := range faults {
		if f[1] != "0" {
			t.Errorf("a fault in the table:\n%s", out)
		}
	}
	return errOut
}

// TestMatchTwoProtocols plays 20 games of Othello 6×6 between our engine
// served over UGI and over GTP, each the test binary as a process, four at
// a time: no fault, a progress line and a GGF file for each game, each
// file read back and replayed.
func TestMatchTwoProtocols(t *testing.T) {
	t.Parallel() // with the other process tests, after the timed ones
	dir := t.TempDir()
	errOut := playMatch(t, 20, "othello", "-size", "6",
		"-engine", "name=ugi1,cmd="+boardCmd(t, "ugi othello -size 6 -level 1")+",proto=ugi",
		"-engine", "name=gtp2,cmd="+boardCmd(t, "othello gtp -size 6 -level 2")+",proto=gtp",
		"-games", "20", "-concurrency", "4", "-movetime", "500ms", "-out", dir)
	if n := strings.Count(errOut, "\n"); n != 20 || !strings.HasPrefix(errOut, "game 1/20: ugi1 ") || strings.Contains(errOut, "\r") {
		t.Errorf("%d progress lines:\n%s", n, errOut)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.ggf"))
	if len(files) != 20 {
		t.Fatalf("%d GGF files, want 20", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := ggf.Parse(strings.TrimSpace(string(data)))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		og, err := g.Replay()
		if err != nil || !og.Over() || g.Result.Ending != ggf.Finished {
			t.Errorf("%s: replay %v, over %v, result %+v", f, err, og != nil && og.Over(), g.Result)
		}
	}
}

// TestMatchGomokuRecords plays gomoku from a renju opening named in an
// openings file between two of our engines: a PSQ and an SGF file for
// each game, which read back with the opening's stones first.
func TestMatchGomokuRecords(t *testing.T) {
	dir := t.TempDir()
	ops := filepath.Join(dir, "openings.txt")
	os.WriteFile(ops, []byte("# renju openings\nKansei\nh8 i9 f6\n"), 0o644)
	out, errOut, code := runBoard(t, "", "match", "-game", "gomoku", "-size", "11",
		"-engine", "name=a,level=1", "-engine", "name=b,level=1", "-openings", ops, "-movetime", "100ms", "-out", dir)
	if code != 0 {
		t.Fatalf("status %d\n%s%s", code, out, errOut)
	}
	i := 0
	readGomokuRecords(t, dir, 4, func(game string, r *record.Record, _ *gomoku.Game, err error) {
		i++ // game (i+1)/2, PSQ then SGF
		if err != nil || len(r.Moves) < 4 || r.Black != []string{"a", "b"}[(i-1)/2%2] {
			t.Errorf("%s: %v, %d moves, black %q", game, err, len(r.Moves), r.Black)
		}
	})
}

// readGomokuRecords reads the PSQ and SGF files of games 1 to n in dir
// and gives check each record, named like game-0001.psq, and its replay.
func readGomokuRecords(t *testing.T, dir string, n int, check func(name string, r *record.Record, g *gomoku.Game, err error)) {
	t.Helper()
	for i := 1; i <= n; i++ {
		for _, ext := range []string{".psq", ".sgf"} {
			name := fmt.Sprintf("game-%04d%s", i, ext)
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			r, _, err := record.Parse(string(data))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			g, err := r.Replay()
			check(name, r, g, err)
		}
	}
}

// TestMatchGomocup plays 4 games of gomoku 9×9 on a game clock
// between board gomoku brain over the Gomocup protocol and our engine over
// UGI, each the test binary as a process, four at a time: no fault, and a
// PSQ and an SGF file of each game that read back and replay.
func TestMatchGomocup(t *testing.T) {
	if !*matchDeep {
		t.Skip("run with -match.deep")
	}
	t.Parallel() // with the other process tests, after the timed ones
	dir := t.TempDir()
	playMatch(t, 4, "gomoku", "-size", "9",
		"-engine", "name=brain,cmd="+boardCmd(t, "gomoku brain -level 1")+",proto=gomocup",
		"-engine", "name=ugi,cmd="+boardCmd(t, "ugi gomoku -size 9 -level 1")+",proto=ugi",
		"-games", "4", "-concurrency", "4", "-tc", "10s+100ms", "-out", dir)
	readGomokuRecords(t, dir, 4, func(game string, r *record.Record, g *gomoku.Game, err error) {
		if err != nil || r.Size != 9 || !g.Over() && !r.Result.Draw {
			t.Errorf("%s: %v, size %d, %d moves, result %+v", game, err, r.Size, len(r.Moves), r.Result)
		}
	})
}

// fakeScript writes a shell script that runs our tic-tac-toe engine over
// UGI with its output passed through a filter that misbehaves, and
// returns the -engine of it. A filter that ends the engine kills the
// script's shell too ($$), which holds the output open.
func fakeScript(t *testing.T, dir, fault, filter string) string {
	t.Helper()
	script := fmt.Sprintf("#!/bin/sh\nBOARD_TEST_MAIN=1 %s ugi tictactoe -level 1 | while IFS= read -r l; do\n  case \"$l\" in\n%s\n  esac\n  printf '%%s\\n' \"$l\"\ndone\n",
		os.Args[0], filter)
	path := filepath.Join(dir, fault+".sh")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return "name=" + fault + ",cmd=/bin/sh " + path + ",proto=ugi"
}

// TestMatchFaults plays our engine against engines that crash, hang,
// send garbage or an illegal move, or answer late: every fault in the
// table, in the record of its game and on standard error, the match
// finished, every game on disk.
func TestMatchFaults(t *testing.T) {
	if _, err := exec.LookPath("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	for _, c := range []struct {
		fault, filter, reason string
		timed                 bool // it costs the time of its moves: -match.deep
	}{
		{"crash", `bestmove*) kill -9 $$; exit 3;;`, "engine exited", false},
		{"hang", `bestmove*) cat >/dev/null; exit;;`, "engine timed out", true},
		{"garbage", `bestmove*) l="bestmove ?!";;`, "broke the protocol", false},
		{"illegal", `bestmove*) l="bestmove b2";;`, "illegal", false},
		{"late", `bestmove*) sleep 0.4;;`, "out of time", true},
	} {
		t.Run(c.fault, func(t *testing.T) {
			if c.timed && !*matchDeep {
				t.Skip("a fault that costs its time: run with -match.deep")
			}
			t.Parallel()
			dir := t.TempDir()
			out, errOut, code := runBoard(t, "", "match", "-game", "tictactoe",
				"-engine", fakeScript(t, dir, c.fault, c.filter), "-engine", "name=ours,level=3",
				"-games", "2", "-movetime", "100ms", "-margin", "100ms", "-out", dir)
			if code != 0 {
				t.Fatalf("status %d\n%s%s", code, out, errOut)
			}
			files, _ := filepath.Glob(filepath.Join(dir, "game-*.txt"))
			if len(files) != 2 || !strings.Contains(out, "2 games of 2;") {
				t.Fatalf("%d records; table:\n%s", len(files), out)
			}
			faults := 0
			for _, f := range files {
				data, _ := os.ReadFile(f)
				if strings.Contains(string(data), "reason "+c.fault+" forfeits") {
					faults++
					if !strings.Contains(string(data), c.reason) {
						t.Errorf("%s does not say %q:\n%s", f, c.reason, data)
					}
				}
			}
			if faults == 0 || faultsOf(t, out, c.fault) != fmt.Sprint(faults) || faultsOf(t, out, "ours") != "0" {
				t.Errorf("%d faults in the records; table:\n%s", faults, out)
			}
			if n := strings.Count(errOut, " "+c.fault+" forfeits: "); n != faults {
				t.Errorf("%d reasons of faults on standard error, want %d:\n%s", n, faults, errOut)
			}
		})
	}
}

// TestMatchStartFails plays matches against engines that never start:
// a program that does not exist is a usage error (status 2) before any
// game; an engine that exits in its handshake, or never answers it
// (/bin/cat), stops the match after its first game with status 1 and
// the reason, within the wait of -handshake or, with -match.deep, the
// wait the clock gives (5 s at 100 ms a move), not the protocol
// client's minute.
func TestMatchStartFails(t *testing.T) {
	ours := "name=ours,level=1"
	_, errOut, code := runBoard(t, "", "match", "-game", "tictactoe", "-engine", "name=x,cmd=/nonexistent -v,proto=ugi", "-engine", ours)
	wantError(t, errOut, code, "board match", "engine x: cmd=/nonexistent -v: exec: \"/nonexistent\"")
	if _, err := exec.LookPath("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name, engine, handshake, reason string
		deep                            bool
	}{
		{"exit", fakeScript(t, dir, "exit", `ugiok) kill -9 $$; exit 0;;`), "", "engine exited", false},
		{"cat", "name=cat,cmd=/bin/cat,proto=ugi", "200ms", "not ready within 200ms", false},
		{"cat", "name=cat,cmd=/bin/cat,proto=ugi", "", "not ready within 5s", true},
	} {
		t.Run(c.name+c.handshake, func(t *testing.T) {
			if c.deep && !*matchDeep {
				t.Skip("a wait of 5 s: run with -match.deep")
			}
			t.Parallel()
			args := []string{"match", "-game", "tictactoe", "-engine", c.engine, "-engine", ours, "-games", "4", "-movetime", "100ms"}
			if c.handshake != "" {
				args = append(args, "-handshake", c.handshake)
			}
			start := time.Now()
			out, errOut, code := runBoard(t, "", args...)
			if took := time.Since(start); took > 20*time.Second {
				t.Errorf("took %v", took)
			}
			if code != 1 || !strings.Contains(out, "1 games of 4;") || faultsOf(t, out, c.name) != "1" {
				t.Errorf("status %d; table:\n%s", code, out)
			}
			want := "game 1: " + c.name + " forfeits: engine did not start: "
			if !strings.Contains(errOut, want) || !strings.Contains(errOut, "board match: match: engine "+c.name+": engine did not start: ") || !strings.Contains(errOut, c.reason) {
				t.Errorf("standard error does not say %q and %q:\n%s", want, c.reason, errOut)
			}
		})
	}
}

func TestMatchFlags(t *testing.T) {
	ours := []string{"-engine", "name=a,level=1", "-engine", "name=b,level=2"}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "chess"}, `-game "chess"`},
		{[]string{"-game", "gomoku", "-engine", "name=a,level=1"}, "at least two -engine"},
		{[]string{"-engine", "cmd=edax"}, "cmd without proto"},
		{[]string{"-engine", "proto=ugi"}, "proto=ugi without cmd"},
		{[]string{"-engine", "name=x,cmd=edax,proto=uci"}, "want ugi, gtp, nboard or gomocup"},
		{append([]string{"-game", "othello", "-engine", "name=rapfi,cmd=pbrain-rapfi,proto=gomocup"}, ours...), "engine rapfi: proto=gomocup is for gomoku"},
		{append([]string{"-game", "gomoku", "-rule", "omok", "-engine", "name=rapfi,cmd=pbrain-rapfi,proto=gomocup"}, ours...), "engine rapfi: proto=gomocup: the protocol has no rule number for omok"},
		{[]string{"-engine", "speed=9"}, `unknown key "speed"`},
		{[]string{"-engine", "name=x,threads=0"}, "threads=0: want a whole number from 1"},
		{[]string{"-engine", "name=x,cmd=edax,proto=nboard,threads=2"}, "threads is for our engines"},
		{append([]string{"-game", "gomoku", "-engine", "name=c,threads=2"}, ours...), "engine c: threads is for othello"},
		{[]string{"-tc", "fast"}, "GAME[+INC]"},
		{[]string{"-sprt", "elo0=5,elo1=0"}, "elo0 < elo1"},
		{[]string{"-concurrency", "0"}, "-concurrency"},
		{append([]string{"-game", "tictactoe", "-movetime", "1s", "-tc", "1m"}, ours...), "-movetime and -tc"},
		{append([]string{"-game", "tictactoe", "-adjudicate", "4"}, ours...), "-adjudicate is for othello"},
		{append([]string{"-game", "othello", "-openings", "/no/such/file"}, ours...), "-openings"},
	} {
		_, errOut, code := runBoard(t, "", append([]string{"match"}, c.args...)...)
		wantError(t, errOut, code, "board match", c.want)
	}
	// An opening that is not a legal line is an input error at its line.
	ops := filepath.Join(t.TempDir(), "o.txt")
	os.WriteFile(ops, []byte("f5d6\nf5a1\n"), 0o644)
	_, errOut, code := runBoard(t, "", append([]string{"match", "-game", "othello", "-openings", ops}, ours...)...)
	wantError(t, errOut, code, "line 2", "a1")
}

// TestMatchAdjudicateSPRT adjudicates Othello 6×6 games by the solver at
// 10 empties, and runs an SPRT that a strong engine against a weak one
// decides early.
func TestMatchAdjudicateSPRT(t *testing.T) {
	dir := t.TempDir()
	ops := filepath.Join(dir, "o.txt")
	os.WriteFile(ops, []byte("c2\nc2b4\nc2b4c5\nc2b4c5d2\n"), 0o644)
	out, errOut, code := runBoard(t, "", "match", "-game", "othello", "-size", "6", "-openings", ops,
		"-engine", "name=strong,level=4", "-engine", "name=weak,level=1", "-games", "200",
		"-adjudicate", "10", "-sprt", "elo0=0,elo1=100,alpha=0.1,beta=0.1", "-concurrency", "2", "-out", dir)
	if code != 0 {
		t.Fatalf("status %d\n%s%s", code, out, errOut)
	}
	if !strings.Contains(out, "H1 accepted") || strings.Contains(out, "200 games of 200") {
		t.Errorf("table:\n%s", out)
	}
	data, err := os.ReadFile(filepath.Join(dir, "game-0001.ggf"))
	if err != nil || !strings.Contains(string(data), "perfect play at 10 empties") {
		t.Errorf("game 1: %v\n%s", err, data)
	}
}

// TestMatchNBoard plays Othello 6×6 from an openings file of
// transcripts (an XOT-like line, upper case, and moves apart) against
// our engine served by board othello nboard as a process.
func TestMatchNBoard(t *testing.T) {
	if !*matchDeep {
		t.Skip("run with -match.deep")
	}
	t.Parallel()
	dir := t.TempDir()
	ops := filepath.Join(dir, "o.txt")
	os.WriteFile(ops, []byte("C2B4C5\nc2 b4\n"), 0o644)
	playMatch(t, 4, "othello", "-size", "6", "-openings", ops,
		"-engine", "name=nb,cmd="+boardCmd(t, "othello nboard -level 1")+",proto=nboard",
		"-engine", "name=ours,level=1", "-tc", "10s+100ms", "-out", dir)
	data, err := os.ReadFile(filepath.Join(dir, "game-0001.ggf"))
	if err != nil || !strings.Contains(string(data), "B[c2]W[b4]B[c5]") {
		t.Errorf("game 1 does not start with its opening: %v\n%s", err, data)
	}
}

// FuzzMatchOpenings reads any openings file for each game: an error or
// openings that are games not over, never a panic.
func FuzzMatchOpenings(f *testing.F) {
	for _, s := range []string{"f5d6c3\n# a comment\nf5 f6\n", "Kansei\nh8 h9\n", "b2 a1\n", "f5d\n", "a10b9\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) {
		path := filepath.Join(t.TempDir(), "openings.txt")
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		check := func(n int, over []bool, err error) {
			if err == nil && n == 0 {
				t.Fatal("no error and no opening")
			}
			for _, o := range over {
				if o {
					t.Fatal("an opening that is over")
				}
			}
		}
		ops1, err := readOpenings(path, othello.Spec(10))
		check(len(ops1), overs(ops1), err)
		ops2, err := readOpenings(path, gomoku.Spec(15, gomoku.Renju))
		check(len(ops2), overs(ops2), err)
		ops3, err := readOpenings(path, tictactoe.Spec())
		check(len(ops3), overs(ops3), err)
	})
}

// overs reports which openings are over.
func overs[G interface{ Over() bool }](ops []match.Opening[G]) []bool {
	var o []bool
	for _, op := range ops {
		o = append(o, op.Game.Over())
	}
	return o
}

// TestMatchOpeningsRunTogether reads Othello transcripts run together,
// with moves of two and three characters, and refuses a cut move.
func TestMatchOpeningsRunTogether(t *testing.T) {
	for _, c := range []struct {
		size       int
		line, want string
	}{
		{8, "f5d6c3", "f5d6c3"},
		{10, "e4d4c4", "e4d4c4"},
		{10, "e4 d4 c4", "e4d4c4"},
		{10, "e4d4c4e10", ""}, // e10: three characters, read whole, and illegal
		{8, "f5d", ""},
	} {
		path := filepath.Join(t.TempDir(), "o.txt")
		os.WriteFile(path, []byte(c.line+"\n"), 0o644)
		ops, err := readOpenings(path, othello.Spec(c.size))
		got := ""
		if err == nil {
			got = ops[0].Game.Transcript()
		}
		if got != c.want || (err == nil) != (c.want != "") {
			t.Errorf("%dx%d %q: %q, %v; want %q", c.size, c.size, c.line, got, err, c.want)
		}
		if strings.HasSuffix(c.line, "e10") && (err == nil || !strings.Contains(err.Error(), "move e10:")) {
			t.Errorf("%q: %v, want an error at move e10", c.line, err)
		}
	}
}

// TestMatchDefaultLevelTime holds the players of our engines to their
// Time: the default level gets -movetime, so that it plays its strongest
// within the move's time (before, board match -movetime 100ms played
// Othello's default level 3 in 2 ms a move); a level given, or no
// -movetime, leaves Time 0 (the level keeps its depth).
func TestMatchDefaultLevelTime(t *testing.T) {
	const d = 100 * time.Millisecond
	for _, c := range []struct {
		level    int
		moveTime time.Duration
		want     time.Duration
	}{
		{-1, d, d}, {-1, 0, 0}, {3, d, 0}, {5, d, 0},
	} {
		o := othelloPlayer(c.level, 2, 1, c.moveTime).(*oengine.Engine)
		if o.Time != c.want || o.Level != max(c.level, 0) || o.Threads != 2 {
			t.Errorf("othelloPlayer(%d, 2, 1, %v): Level %d, Time %v, Threads %d, want Level %d, Time %v, Threads 2", c.level, c.moveTime, o.Level, o.Time, o.Threads, max(c.level, 0), c.want)
		}
		g := gomokuPlayer(c.level, 0, 1, c.moveTime).(*gengine.Engine)
		if g.Time != c.want || g.Level != max(c.level, 0) {
			t.Errorf("gomokuPlayer(%d, 0, 1, %v): Level %d, Time %v, want Level %d, Time %v", c.level, c.moveTime, g.Level, g.Time, max(c.level, 0), c.want)
		}
	}
}

// TestMatchNboardEngine checks that an NBoard engine is taken for
// Othello, our players' type told apart, and refused for gomoku.
func TestMatchNboardEngine(t *testing.T) {
	e := engineSpec{name: "nb", cmd: []string{"ntest"}, proto: "nboard"}
	ours := func(e engineSpec, seed uint64) search.Player[*othello.Game] {
		return othelloPlayer(e.level, e.threads, seed, 0)
	}
	if _, err := newEngine(e, othello.Spec(8), ours, match.Limits{}); err != nil {
		t.Errorf("othello: %v", err)
	}
	gours := func(e engineSpec, seed uint64) search.Player[*gomoku.Game] {
		return gomokuPlayer(e.level, e.threads, seed, 0)
	}
	if _, err := newEngine(e, gomoku.Spec(15, gomoku.Freestyle), gours, match.Limits{}); err == nil || !strings.Contains(err.Error(), "proto=nboard is for othello") {
		t.Errorf("gomoku: %v, want proto=nboard is for othello", err)
	}
}
