package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/internal/othellotest"
	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/solve"
)

// ffo50 is FFO #50 (26 empties, +10 by d8), a solve of minutes, with the
// listed scores of its moves and edax's end entry.
const ffo50 = "----X-----XXX----OOOXOOO-OOOXOOO-OXOXOXO-OOXXOOO--OOXO----O--O-- X; D8:+10; H7:+6; A4:+2; B2:+2; G7:-2; G8:-2; A2:-4; A5:-6; A7:-6; G2:-6; H2:-6; A6:-8; A3:-10; B8:-14; B7:-18; --:-127;"

// The patterns of the output.
var (
	solveScoreRE  = `(0|[+-][1-9]\d?)`
	solveBoundsRE = `\[` + solveScoreRE + `,` + solveScoreRE + `\]`
	solveLineRE   = regexp.MustCompile(`^(` + solveScoreRE + `|` + solveBoundsRE + `) ([a-h][1-8]|pass|-) \d+ \d+\.\d{3}$`)
	solveRowRE    = regexp.MustCompile(`^ *(\d+) \| +(\d+) \| (\S+) +\| (\S+) +\| +(\d+:)?\d+:\d\d\.\d{3} \| +\d+ \| +(\d+|-) \| ?(.*)$`)
)

// nodeLimited makes the command's solver stop after nodes nodes where
// -time would stop it, so that what a limit stops is the same on any
// machine, and restores it when t ends.
func nodeLimited(t *testing.T, nodes int64) {
	t.Cleanup(func() { solvePosition = solve.Solve })
	solvePosition = func(ctx context.Context, b bitboard.Bitboard, opts solve.Options) (solve.Result, error) {
		if opts.Time > 0 {
			opts.Time, opts.Nodes = 0, nodes
		}
		return solve.Solve(ctx, b, opts)
	}
}

func TestOthelloSolve(t *testing.T) {
	in := strings.Join([]string{
		"% the 4×4 start, a finished game, a pass and FFO #20 as OBF",
		"-----OX--XO----- X",
		"",
		"XXXXXXXXXXXXXXX- O",
		"XXXXXXXXXXXOXXX- O",
		"XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X; H5:+6; G6:-2; --:-127;",
		"XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX- *",
	}, "\n")
	out, errOut, code := runBoard(t, in, "othello", "solve")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	want := []string{"-10 b1 ", "-16 - ", "-16 pass ", "+6 h5 ", "+36 - "}
	if len(lines) != len(want) {
		t.Fatalf("output %q: want %d lines", out, len(want))
	}
	for i, l := range lines {
		if !strings.HasPrefix(l, want[i]) || !solveLineRE.MatchString(l) {
			t.Errorf("line %d: %q, want %q then nodes and seconds", i+1, l, want[i])
		}
	}

	out, errOut, code = runBoard(t, in, "othello", "solve", "-v")
	if code != 0 || errOut != "" {
		t.Fatalf("-v: exit %d, stderr %q", code, errOut)
	}
	lines = strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2+5+2 || lines[0] != solveHeader || lines[1] != solveSeparator || lines[7] != solveSeparator ||
		!regexp.MustCompile(`^5 positions, \d+ nodes in \d+:\d\d\.\d{3} \((\d+|-) nodes/s\)$`).MatchString(lines[8]) {
		t.Fatalf("-v: %q, want a header, 5 rows and the totals", out)
	}
	rows := []struct{ empties, score, move, pv string }{
		{"12", "-10", "b1", "b1 "}, {"1", "-16", "-", ""}, {"1", "-16", "pass", "pass d4"}, {"6", "+6", "h5", "h5"}, {"1", "+36", "-", ""},
	}
	for i, w := range rows {
		m := solveRowRE.FindStringSubmatch(lines[2+i])
		if m == nil || m[1] != fmt.Sprint(i+1) || m[2] != w.empties || m[3] != w.score || m[4] != w.move || !strings.HasPrefix(m[7], w.pv) {
			t.Errorf("-v row %d: %q, want #%d, %s empties, %s %s and a PV from %q", i+1, lines[2+i], i+1, w.empties, w.score, w.move, w.pv)
		}
	}
	if m := solveRowRE.FindStringSubmatch(lines[2]); m != nil && len(strings.Fields(m[7])) != 10 {
		t.Errorf("4×4 start with -v: %q, want a 10-move PV from b1", lines[2])
	}

	out, _, code = runBoard(t, "-----OX--XO----- X\nXXXXXXXXXXXXXXX- O\n", "othello", "solve", "-wld", "-threads", "2")
	if code != 0 || !strings.HasPrefix(out, "loss b1 ") || !strings.Contains(out, "\nloss - ") {
		t.Errorf("-wld: exit %d, %q", code, out)
	}
}

// TestOthelloSolveStopped solves FFO #50 with -time, which stops the
// search (after a number of nodes, the same on any machine): the line or
// the row gives the bounds proven, narrower than [-64,+64], and the best
// move so far, a legal one that reaches the lower bound.
func TestOthelloSolveStopped(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = time.Hour
	nodeLimited(t, 6_000_000)
	listed := map[string]int{}
	for _, e := range strings.Split(ffo50, ";")[1:] {
		if mv, sc, ok := strings.Cut(strings.TrimSpace(e), ":"); ok && mv != "--" {
			var v int
			fmt.Sscan(sc, &v)
			listed[strings.ToLower(mv)] = v
		}
	}
	check := func(form, bounds, move string) {
		t.Helper()
		var lo, hi int
		if _, err := fmt.Sscanf(strings.ReplaceAll(bounds, ",", " "), "[%d %d]", &lo, &hi); err != nil {
			t.Fatalf("%s: bounds %q: %v", form, bounds, err)
		}
		if lo > 10 || hi < 10 || lo == -64 && hi == 64 {
			t.Errorf("%s: bounds %s, want narrower than [-64,+64] around the score +10", form, bounds)
		}
		if v, ok := listed[move]; !ok || v < lo {
			t.Errorf("%s: best move so far %q, want a legal move that reaches %+d", form, move, lo)
		}
	}

	out, errOut, code := runBoard(t, ffo50, "othello", "solve", "-threads", "1", "-time", "5s")
	if code != 0 || errOut != "" || !solveLineRE.MatchString(strings.TrimSuffix(out, "\n")) {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	f := strings.Fields(out)
	check("line", f[0], f[1])
	if othellotest.Race {
		return // the race detector slows the search tenfold; -v is the same search
	}

	out, errOut, code = runBoard(t, ffo50, "othello", "solve", "-threads", "2", "-time", "5s", "-v")
	lines := strings.Split(out, "\n")
	if code != 0 || errOut != "" || len(lines) < 5 {
		t.Fatalf("-v: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	m := solveRowRE.FindStringSubmatch(lines[2])
	if m == nil || m[2] != "26" || !strings.HasPrefix(m[7], m[4]) || !strings.HasSuffix(lines[4], ", 1 stopped by -time") {
		t.Fatalf("-v: %q, want a row of 26 empties whose PV starts with the move, and 1 stopped", out)
	}
	check("-v", m[3], m[4])
}

func TestOthelloSolveErrors(t *testing.T) {
	for _, c := range []struct{ in, frag string }{
		{"-----OX--XO----- X\nXO X\n", "line 2"},
		{"-----OX--XO----- Q\n", "line 1"},
		{"% c\n\n-----OX--XO--Z-- X\n", "line 3"},
		{"-----OX--XO----- X; --:-126;\n", "line 1"},
	} {
		_, errOut, code := runBoard(t, c.in, "othello", "solve")
		wantError(t, errOut, code, c.frag)
	}
	out, _, code := runBoard(t, "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X\n", "othello", "solve", "-time", "1ms")
	if code != 0 || !solveLineRE.MatchString(strings.TrimSuffix(out, "\n")) || !strings.HasPrefix(out, "[") {
		t.Errorf("-time 1ms: exit %d, %q; want the bounds, the best move so far, nodes and seconds", code, out)
	}
}

// TestOthelloSolveProgress runs a solve with progress lines every
// millisecond: each names the input line and what the search knows.
func TestOthelloSolveProgress(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = time.Millisecond
	in := "% FFO #22\n--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O; G8:+2;\n"
	out, errOut, code := runBoard(t, in, "othello", "solve", "-threads", "2")
	if code != 0 || !strings.HasPrefix(out, "+2 g8 ") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	count := `\d+(\.\d+)?( [kMG])?`
	re := regexp.MustCompile(`^line 2: (score in ` + solveBoundsRE + `(, test ([+-]\d+|0))?|score \+2, proving the line), best ([a-h][1-8]|-); \d+ s, ` +
		count + ` nodes \(` + count + `/s\)$`)
	lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
	if errOut == "" {
		t.Fatal("no progress line")
	}
	for _, l := range lines {
		if !re.MatchString(l) {
			t.Errorf("progress line %q", l)
		}
	}
}

// A cannedSolver returns the results of results in turn, each after the
// progress reports of reports, so that the whole output of the command is
// known: times, nodes and limits.
type cannedSolver struct {
	results []solve.Result
	reports [][]solve.Progress
}

func (c *cannedSolver) solve(_ context.Context, _ bitboard.Bitboard, opts solve.Options) (solve.Result, error) {
	r, ps := c.results[0], c.reports[0]
	c.results, c.reports = c.results[1:], c.reports[1:]
	for _, p := range ps {
		opts.Progress(p)
	}
	if !r.Solved {
		return r, solve.ErrStopped
	}
	return r, nil
}

// cannedInput and canned are four positions and results: the 4×4 start,
// a finished game, a pass, and FFO #50 stopped by -time after two
// progress reports; cannedWLD are their -wld results.
const cannedInput = "-----OX--XO----- X\nXXXXXXXXXXXXXXX- O\nXXXXXXXXXXXOXXX- O\n% FFO #50\n" + ffo50 + "\n"

func canned(wld bool) *cannedSolver {
	pv := func(s string) []solve.Move {
		var ms []solve.Move
		for f := range strings.FieldsSeq(s) {
			if f == "pass" {
				ms = append(ms, solve.Pass)
				continue
			}
			ms = append(ms, solve.Move(8*(f[1]-'1')+f[0]-'a'))
		}
		return ms
	}
	c := &cannedSolver{
		results: []solve.Result{
			{Solved: true, Score: -10, Lower: -10, Upper: -10, Best: pv("b1")[0], PV: pv("b1 a1 a2 c1 d4 a3 d1 b4 a4 c4"), Nodes: 1030, Time: 7 * time.Millisecond},
			{Solved: true, Score: -16, Lower: -16, Upper: -16, Best: solve.None, Nodes: 1},
			{Solved: true, Score: -16, Lower: -16, Upper: -16, Best: solve.Pass, PV: pv("pass d4"), Nodes: 4, Time: 3 * time.Millisecond},
			{Lower: -14, Upper: 64, Best: pv("d8")[0], PV: pv("d8 e8 g8 h8 f2 g7 b7 b8 a8 a7 a6"), Nodes: 200310116, Time: 3725*time.Second + 1234*time.Millisecond},
		},
		reports: [][]solve.Progress{nil, nil, nil, {
			{Nodes: 38_200_000, Time: 10 * time.Second, Lower: -64, Upper: 64, Best: pv("a4")[0]},
			{Nodes: 70_400_000, Time: 20 * time.Second, Lower: -14, Upper: 64, Best: pv("d8")[0], Testing: true, Test: 10},
		}},
	}
	if wld {
		for i := range c.results {
			r := &c.results[i]
			if r.Solved {
				r.Score, r.Lower, r.Upper = -1, -1, -1
			} else {
				r.Lower, r.Upper = 0, 1
			}
		}
		c.reports[3][0].Lower, c.reports[3][0].Upper = -1, 1
		c.reports[3][1].Lower, c.reports[3][1].Upper = 0, 1
	}
	return c
}

// TestOthelloSolveGolden runs the command on canned results, each form:
// its whole output is kept in testdata/golden/othello-solve*.txt (go test
// -run TestOthelloSolveGolden -update rewrites them).
func TestOthelloSolveGolden(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
	}{
		{"othello-solve", []string{"othello", "solve", "-time", "1h"}},
		{"othello-solve-v", []string{"othello", "solve", "-time", "1h", "-v"}},
		{"othello-solve-wld-v", []string{"othello", "solve", "-time", "1h", "-wld", "-v"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			solvePosition = canned(strings.Contains(c.name, "wld")).solve
			defer func() { solvePosition = solve.Solve }()
			out, errOut, code := runBoard(t, cannedInput, c.args...)
			got := fmt.Sprintf("$ board %s\n%s-- stderr --\n%s-- exit %d --\n", strings.Join(c.args, " "), out, errOut, code)
			sharedtest.Golden(t, filepath.Join("testdata", "golden", c.name+".txt"), got)
		})
	}
}

// TestOthelloSolveTerminal checks the progress line on a terminal: each
// report rewrites the line with \r, and the line is blanked before the
// result is written.
func TestOthelloSolveTerminal(t *testing.T) {
	solvePosition = canned(false).solve
	defer func() { solvePosition = solve.Solve }()
	var out, errOut bytes.Buffer
	s := &stdio{in: strings.NewReader(cannedInput), out: bufio.NewWriter(&out), err: bufio.NewWriter(&errOut), errTTY: true}
	if err := othelloSolve(s, solve.Options{}, false); err != nil {
		t.Fatal(err)
	}
	s.err.Flush()
	blank := "\r" + strings.Repeat(" ", progressWidth) + "\r"
	reports := strings.Split(strings.TrimSuffix(errOut.String(), blank), "\r")
	if !strings.HasSuffix(errOut.String(), blank) || len(reports) != 3 || reports[0] != "" || strings.Contains(errOut.String(), "\n") {
		t.Fatalf("stderr %q: want two reports after \\r, then the line blanked, and no line break", errOut.String())
	}
	for _, r := range reports[1:] {
		if len(r) != progressWidth || !strings.HasPrefix(r, "line 5: score in [") {
			t.Errorf("report %q: want %d columns", r, progressWidth)
		}
	}
}

func TestEdaxTime(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{0, "0:00.000"},
		{5*time.Second + 1500*time.Microsecond, "0:05.001"},
		{61*time.Minute + 2*time.Second, "1:01:02.000"},
		{59*time.Minute + 59999*time.Millisecond, "59:59.999"},
	} {
		if got := edaxTime(c.d); got != c.want {
			t.Errorf("edaxTime(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}

// TestSICount checks the counts of the progress line at the edges of
// their prefixes: three digits, never an exponent.
func TestSICount(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{
		{999, "999"}, {999.6, "1 k"}, {1000, "1 k"}, {38_200_000, "38.2 M"},
		{999_600, "1 M"}, {999_400, "999 k"}, {999_600_000, "1 G"}, {466_000, "466 k"},
	} {
		if got := siCount(c.v); got != c.want {
			t.Errorf("siCount(%v) = %q, want %q", c.v, got, c.want)
		}
	}
}
