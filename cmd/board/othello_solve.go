package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/bits"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/solve"
)

func init() {
	register(&command{
		group: "othello",
		verb:  "solve",
		input: "the positions",
		sep:   "\n",
		args: `[positions]

Each position is one line: the squares row by row from a1 (X or * black,
O white, - or . empty), a space and the side to move (X or O), then
optionally ";" and moves with their scores as in edax's OBF files (the
end entry "--:-127;" of edax's problem files is skipped); "%" starts a
comment.

For each position it prints one line "score move nodes seconds":

  score    the final disc difference for the side to move with perfect
           play, the empty squares counted for the winner, like +38, 0
           or -12 (with -wld: win, draw or loss). When -time stops the
           search, the bounds it proved, "[lo,hi]": the score is at
           least lo and at most hi, like [+2,+64] (with -wld like
           [draw,win]).
  move     a best move, "pass" when the side to move must pass, "-" when
           the game is over. When -time stops the search, the best move
           so far: the move that proved lo, or else the move the search
           tried first.
  nodes    the positions searched.
  seconds  the time of the search.

Like "+38 a2 27981234 1.234", or "[+2,+64] d8 200310116 5.001" when
-time stopped the search. With -time, the search of a position of 24
empties or more first proves a lower bound well below its estimate of the score, which
is quick, so that a stopped search has a bound and a move to print.

With -v it prints a table as edax's -solve does: a header, then a row a
position with its number (#), its empty squares (the depth of the search,
which is exact), the score or the bounds, the move, the time (m:ss.mmm),
the nodes, the nodes per second and the principal variation (when -time
stops the search, the line that the search expects after the best move
so far); then the totals.

A search that runs on writes a progress line on standard error every 10
seconds, with the bounds proven so far, the score the search tests now
("test +10": whether the score is +10 or more) and the best move so far,
like "line 5: score in [-14,+64], test +10, best d8; 20 s, 70.4 M nodes
(3.52 M/s)"; on a terminal the line is rewritten in place and blanked
when the search ends.`,
		summary: "solve Othello endgame positions exactly: score, best move, nodes and seconds",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			wld := fs.Bool("wld", false, "print win, draw or loss instead of the score")
			threads := threadsArg(fs, "the goroutines of the search")
			limit := timeArg(fs, "the longest search of one position")
			verbose := fs.Bool("v", false, "print a header and one row per position with the principal variation, as edax's -solve does")
			return func(s *stdio, args []string) error {
				n := *threads
				if n == 0 {
					n = runtime.GOMAXPROCS(0) // the flag's 0: one per core, asked for explicitly
				}
				return othelloSolve(s, solve.Options{WLD: *wld, Threads: n, Time: *limit}, *verbose)
			}
		},
	})
}

// solvePosition is the solver of the command; tests replace it.
var solvePosition = solve.Solve

// progressEvery is the interval of the progress lines of a long solve.
var progressEvery = 10 * time.Second

// othelloSolve solves each position of the input and writes one line per
// position, or with verbose a table.
func othelloSolve(s *stdio, opts solve.Options, verbose bool) error {
	lr := newLineReader(s.in)
	var t *solveTable
	if verbose {
		t = &solveTable{wld: opts.WLD}
		t.header(s)
	}
	for {
		line, ok := lr.nextData()
		if !ok {
			if err := lr.err(); err != nil {
				return err
			}
			if t != nil {
				t.footer(s)
			}
			return nil
		}
		if strings.HasPrefix(line, "%") {
			continue
		}
		pos, err := parseOthelloPosition(line)
		if err != nil {
			return lr.errorf("%s", textReason(err))
		}
		b, err := bitboard.FromPosition(pos)
		if err != nil {
			return lr.errorf("%v", err)
		}
		p := &progressLine{s: s, n: lr.line, wld: opts.WLD}
		opts.ProgressEvery = progressEvery
		opts.Progress = p.report
		r, err := solvePosition(context.Background(), b, opts)
		p.end()
		if err != nil && !errors.Is(err, solve.ErrStopped) {
			return err
		}
		if t != nil {
			t.row(s, b, r)
		} else {
			fmt.Fprintf(s.out, "%s %v %d %.3f\n", solveScore(r, opts.WLD), r.Best, r.Nodes, r.Time.Seconds())
		}
		if err := s.out.Flush(); err != nil {
			return err
		}
	}
}

// A progressLine writes the progress of the solve of the position on
// input line n to standard error: a line each report, or on a terminal
// one line rewritten in place.
type progressLine struct {
	s     *stdio
	n     int
	wld   bool
	width int // the widest line written on the terminal, to blank at the end
}

// progressWidth is the width to which a progress line on a terminal is
// padded, so that it covers the line before.
const progressWidth = 79

// report writes the progress p, like "line 5: score in [-14,+64], test
// +10, best d8; 20 s, 70.4 M nodes (3.52 M/s)": the search running tests
// whether the score is +10 or more (with -wld, "test win" whether it is a
// win, "test draw" whether it is a draw or a win).
func (l *progressLine) report(p solve.Progress) {
	secs := p.Time.Seconds()
	text := fmt.Sprintf("line %d: %s, best %v; %.0f s, %s nodes (%s/s)", l.n,
		progressScore(p, l.wld), p.Best, secs, siCount(float64(p.Nodes)), siCount(float64(p.Nodes)/secs))
	if l.s.errTTY {
		fmt.Fprintf(l.s.err, "\r%-*s", progressWidth, text)
		l.width = max(l.width, progressWidth, len(text))
	} else {
		fmt.Fprintln(l.s.err, text)
	}
	l.s.err.Flush()
}

// end blanks the progress line on a terminal, once the search is over
// (no report comes after).
func (l *progressLine) end() {
	if l.width > 0 {
		fmt.Fprintf(l.s.err, "\r%*s\r", l.width, "")
		l.s.err.Flush()
	}
}

// progressScore says what a search in progress knows of its score, and
// what the root's search tests.
func progressScore(p solve.Progress, wld bool) string {
	if p.Lower == p.Upper {
		return "score " + othelloScore(p.Lower, wld) + ", proving the line"
	}
	s := "score in " + scoreBounds(p.Lower, p.Upper, wld)
	if p.Testing && p.Test > p.Lower && p.Test <= p.Upper {
		s += ", test " + othelloScore(p.Test, wld)
	}
	return s
}

// siCount returns a count with an SI prefix and three digits, like
// "38.2 M".
func siCount(v float64) string {
	// Round to three digits first, so that 999,600 is "1 M", not "1e+03 k".
	v, _ = strconv.ParseFloat(strconv.FormatFloat(v, 'g', 3, 64), 64)
	switch {
	case v >= 1e9:
		return fmt.Sprintf("%.3g G", v/1e9)
	case v >= 1e6:
		return fmt.Sprintf("%.3g M", v/1e6)
	case v >= 1e3:
		return fmt.Sprintf("%.3g k", v/1e3)
	}
	return fmt.Sprintf("%.0f", v)
}

// solveScore returns the score of r as the command prints it: the score
// of a solved position, or the bounds of a stopped search, like
// "[+2,+64]", even when they meet.
func solveScore(r solve.Result, wld bool) string {
	if r.Solved {
		return othelloScore(r.Score, wld)
	}
	return scoreBounds(r.Lower, r.Upper, wld)
}

// scoreBounds returns the bounds lo <= score <= up, like "[+2,+64]".
func scoreBounds(lo, up int, wld bool) string {
	return "[" + othelloScore(lo, wld) + "," + othelloScore(up, wld) + "]"
}

// othelloScore returns a score as the command prints it: signed, or win,
// draw and loss.
func othelloScore(v int, wld bool) string {
	if !wld {
		if v == 0 {
			return "0"
		}
		return fmt.Sprintf("%+d", v)
	}
	switch {
	case v > 0:
		return "win"
	case v < 0:
		return "loss"
	}
	return "draw"
}

// A solveTable writes the results of -v, a row a position, and adds
// them up for the footer.
type solveTable struct {
	wld       bool
	positions int
	stopped   int
	nodes     int64
	time      time.Duration
}

// The columns of the table: their headers and formats.
const (
	solveHeader    = "  # | empties | score      | move |        time |          nodes |     nodes/s | principal variation"
	solveSeparator = "----+---------+------------+------+-------------+----------------+-------------+--------------------"
	solveRow       = "%3d | %7d | %-10s | %-4v | %11s | %14d | %11s | %s"
)

// header writes the header of the table.
func (t *solveTable) header(s *stdio) {
	fmt.Fprintln(s.out, solveHeader)
	fmt.Fprintln(s.out, solveSeparator)
}

// row writes the row of the result r of b.
func (t *solveTable) row(s *stdio, b bitboard.Bitboard, r solve.Result) {
	t.positions++
	if !r.Solved {
		t.stopped++
	}
	t.nodes += r.Nodes
	t.time += r.Time
	pv := make([]string, len(r.PV))
	for i, m := range r.PV {
		pv[i] = m.String()
	}
	row := fmt.Sprintf(solveRow, t.positions, bits.OnesCount64(b.Empties()), solveScore(r, t.wld), r.Best,
		edaxTime(r.Time), r.Nodes, nodesPerSecond(r.Nodes, r.Time), strings.Join(pv, " "))
	fmt.Fprintln(s.out, strings.TrimRight(row, " "))
}

// footer writes the totals of the table.
func (t *solveTable) footer(s *stdio) {
	fmt.Fprintln(s.out, solveSeparator)
	plural := "s"
	if t.positions == 1 {
		plural = ""
	}
	fmt.Fprintf(s.out, "%d position%s, %d nodes in %s (%s nodes/s)", t.positions, plural, t.nodes, edaxTime(t.time), nodesPerSecond(t.nodes, t.time))
	if t.stopped > 0 {
		fmt.Fprintf(s.out, ", %d stopped by -time", t.stopped)
	}
	fmt.Fprintln(s.out)
}

// nodesPerSecond returns the rate of n nodes in d, a whole number, or
// "-" for no time.
func nodesPerSecond(n int64, d time.Duration) string {
	if d <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f", float64(n)/d.Seconds())
}

// edaxTime returns d as edax writes a time, minutes, seconds and
// milliseconds, like "0:05.001", with the hours from one hour on, like
// "1:02:03.456".
func edaxTime(d time.Duration) string {
	ms := d.Milliseconds()
	h, m, sec, milli := ms/3600000, ms/60000%60, ms/1000%60, ms%1000
	if h > 0 {
		return fmt.Sprintf("%d:%02d:%02d.%03d", h, m, sec, milli)
	}
	return fmt.Sprintf("%d:%02d.%03d", m, sec, milli)
}
