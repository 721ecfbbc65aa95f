package record_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/record"
)

// sameRecord compares records but for the input lines of the moves.
var sameRecord = cmp.Options{cmpopts.IgnoreFields(record.Move{}, "Line"), cmpopts.EquateEmpty()}

// randomGame plays random legal moves under a random rule set on a
// random board until the game ends or n moves are played.
func randomGame(rng *rand.Rand, n int) (*gomoku.Game, []board.Point) {
	size := gomoku.MinSize + rng.IntN(gomoku.MaxSize-gomoku.MinSize+1)
	if rng.IntN(2) == 0 {
		size = 15
	}
	rules := gomoku.Rules()
	g, err := gomoku.NewGame(size, rules[rng.IntN(len(rules))])
	if err != nil {
		panic(err)
	}
	return g, slices.Collect(boardtest.RandomMoves(g, rng, n))
}

// randomText returns a short string of awkward characters.
func randomText(rng *rand.Rand, alphabet string) string {
	var sb strings.Builder
	for range rng.IntN(8) {
		sb.WriteByte(alphabet[rng.IntN(len(alphabet))])
	}
	return sb.String()
}

// TestSGFRoundTrip writes random games as SGF and reads them back.
func TestSGFRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	results := []record.Result{{}, {Draw: true}, {Winner: gomoku.Black}, {Winner: gomoku.White, Reason: "R"}, {Winner: gomoku.Black, Reason: "T"}, {Winner: gomoku.White, Reason: "1"}}
	ruleTexts := map[gomoku.Rule][]string{gomoku.Renju: {"RIF", "Yamaguchi", "Soosyrv-8", "4"}, gomoku.Freestyle: {"Swap2", "gomoku", "0"}, gomoku.Standard: {"1", "Standard"}}
	for range 150 {
		g, moves := randomGame(rng, rng.IntN(120))
		r := &record.Record{Size: g.Size(), Rule: g.Rule(), Result: results[rng.IntN(len(results))]}
		if ts := ruleTexts[r.Rule]; len(ts) > 0 && rng.IntN(2) == 0 {
			r.RuleText = ts[rng.IntN(len(ts))]
		}
		r.Black = randomText(rng, `ab ]\[;()`)
		r.White = randomText(rng, "xyz\u00e9\u4e94")
		r.Comment = randomText(rng, "a]\\\n\r\t")
		if rng.IntN(2) == 0 {
			r.Props = []record.Property{{ID: "GN", Values: []string{randomText(rng, "g]n\\")}}, {ID: "DT", Values: []string{"2026-12-01"}}, {ID: "XY", Values: []string{"", "b"}}}
		}
		for _, p := range moves {
			m := record.Move{Point: p}
			if rng.IntN(4) == 0 {
				m.Comment = randomText(rng, "c]\\ \n")
			}
			r.Moves = append(r.Moves, m)
		}
		back := roundTrip(t, r, record.SGF)
		checkReplay(t, back, g)
	}
}

// TestPSQRoundTrip writes random games as PSQ and reads them back.
func TestPSQRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 150 {
		g, moves := randomGame(rng, rng.IntN(120))
		r := &record.Record{Size: g.Size()}
		r.PSQ.Levels = [2]int{rng.IntN(12), rng.IntN(12)}
		r.PSQ.Swapped = rng.IntN(2) == 0
		r.PSQ.Code = rng.IntN(20) - 1
		switch rng.IntN(3) {
		case 0:
			r.Black, r.White = "pbrain-a.zip", "homo-2"
		case 1:
			r.Black, r.White = "EMBRYO 21", "x,y"
		}
		if rng.IntN(2) == 0 {
			k := rng.IntN(4)
			div := []string{"Freestyle20", "Standard15_1", "Renju_2", "Fastgame"}[k]
			r.PSQ.Extra = []string{"0," + div, "anything else"}
			r.Rule = []gomoku.Rule{gomoku.Freestyle, gomoku.Standard, gomoku.Renju, gomoku.Freestyle}[k]
		}
		for _, p := range moves {
			r.Moves = append(r.Moves, record.Move{Point: p, Time: time.Duration(rng.IntN(100000)) * time.Millisecond})
		}
		back := roundTrip(t, r, record.PSQ)
		for k, m := range back.Moves {
			if m.Line != k+2 {
				t.Fatalf("game %d: move %d read from line %d, want %d", i, k+1, m.Line, k+2)
			}
		}
		back.Rule = g.Rule()
		checkReplay(t, back, g)
	}
}

// roundTrip writes r in format f, reads it back, checks that it is r
// but for the input lines, and returns what it read.
func roundTrip(t *testing.T, r *record.Record, f record.Format) *record.Record {
	t.Helper()
	s, err := write(r, f)
	if err != nil {
		t.Fatalf("Write %v of a valid record: %v", f, err)
	}
	back, got, err := record.Parse(s)
	if err != nil || got != f {
		t.Fatalf("Parse(Write(r, %v)) = %v, %v\n%s", f, got, err, s)
	}
	if diff := cmp.Diff(r, back, sameRecord); diff != "" {
		t.Fatalf("Parse(Write(r, %v)) (-want +got):\n%s\n%s", f, diff, s)
	}
	return back
}

// checkReplay replays r and compares the game with want, the game the
// record was made from.
func checkReplay(t *testing.T, r *record.Record, want *gomoku.Game) {
	t.Helper()
	g, err := r.Replay()
	if err != nil {
		t.Fatalf("Replay: %v", err)
	}
	if g.Hash() != want.Hash() || g.Result() != want.Result() || g.Len() != want.Len() {
		t.Fatalf("Replay gives %v after %d moves, want %v after %d", g.Result(), g.Len(), want.Result(), want.Len())
	}
}

// TestFormatRefuses checks that the writers refuse records their format
// cannot hold, rather than writing text that reads back differently.
func TestFormatRefuses(t *testing.T) {
	ok := func() *record.Record {
		return &record.Record{Size: 15, Moves: []record.Move{{Point: board.Pt(7, 7)}}}
	}
	cases := []struct {
		name   string
		f      record.Format
		change func(r *record.Record)
	}{
		{"size", record.SGF, func(r *record.Record) { r.Size = 27 }},
		{"size", record.PSQ, func(r *record.Record) { r.Size = 4 }},
		{"off board", record.SGF, func(r *record.Record) { r.Moves[0].Point = board.Pt(15, 0) }},
		{"off board", record.PSQ, func(r *record.Record) { r.Moves[0].Point = board.Pt(0, -1) }},
		{"negative time", record.PSQ, func(r *record.Record) { r.Moves[0].Time = -time.Millisecond }},
		{"one name", record.PSQ, func(r *record.Record) { r.Black = "x" }},
		{"name with a line break", record.PSQ, func(r *record.Record) { r.Black, r.White = "a\nb", "c" }},
		{"name is a number", record.PSQ, func(r *record.Record) { r.Black, r.White = "-1", "c" }},
		{"name is a move", record.PSQ, func(r *record.Record) { r.Black, r.White = "8,8", "c" }},
		{"blank extra line", record.PSQ, func(r *record.Record) { r.PSQ.Extra = []string{" "} }},
		{"rule text of another rule", record.SGF, func(r *record.Record) { r.RuleText = "RIF" }},
		{"rule text is the rule name", record.SGF, func(r *record.Record) { r.RuleText = "freestyle" }},
		{"draw with a winner", record.SGF, func(r *record.Record) { r.Result = record.Result{Draw: true, Winner: gomoku.Black} }},
		{"draw with a reason", record.SGF, func(r *record.Record) { r.Result = record.Result{Draw: true, Reason: "R"} }},
		{"reason without winner", record.SGF, func(r *record.Record) { r.Result = record.Result{Reason: "R"} }},
		{"winner empty stone value", record.SGF, func(r *record.Record) { r.Result = record.Result{Winner: 7} }},
		{"reason with spaces", record.SGF, func(r *record.Record) { r.Result = record.Result{Winner: gomoku.Black, Reason: " R "} }},
		{"known property", record.SGF, func(r *record.Record) { r.Props = []record.Property{{ID: "PB", Values: []string{"x"}}} }},
		{"setup property", record.SGF, func(r *record.Record) { r.Props = []record.Property{{ID: "AB", Values: []string{"hh"}}} }},
		{"lower-case property", record.SGF, func(r *record.Record) { r.Props = []record.Property{{ID: "Gn", Values: []string{"x"}}} }},
		{"property without values", record.SGF, func(r *record.Record) { r.Props = []record.Property{{ID: "GN"}} }},
		{"property twice", record.SGF, func(r *record.Record) {
			r.Props = []record.Property{{ID: "GN", Values: []string{"x"}}, {ID: "GN", Values: []string{"y"}}}
		}},
	}
	for _, c := range cases {
		r := ok()
		if _, err := write(r, c.f); err != nil {
			t.Fatalf("%v: %v", c.f, err)
		}
		c.change(r)
		if s, err := write(r, c.f); !errorsIsFormat(err) {
			t.Errorf("%v %s: Write = %q, %v; want an ErrFormat error", c.f, c.name, s, err)
		}
	}
}

// write returns r written in format f.
func write(r *record.Record, f record.Format) (string, error) {
	var sb strings.Builder
	err := record.Write(&sb, r, f)
	return sb.String(), err
}
