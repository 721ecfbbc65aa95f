package record_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/record"
)

func errorsIsFormat(err error) bool { return errors.Is(err, record.ErrFormat) }

// TestParseErrors checks the line of each syntax error and what it
// matches.
func TestParseErrors(t *testing.T) {
	cases := []struct {
		in          string
		line        int
		unsupported bool
	}{
		{"", 1, false},
		{"Piskvorky", 1, false},
		{"\n\nPiskvorky 15x15 11:11, 0", 3, false},
		{"Piskvorky 15x15, 11:11, 2", 1, false},
		{"Piskvorky 15x15, 11:11, 0 zz", 1, false},
		{"Piskvorky 15x16, 11:11, 0", 1, true},
		{"Piskvorky 27x27, 11:11, 0", 1, true},
		{"Piskvorky 15x15, 0:0, 0\n8,8,0\n0,8,0\n", 3, false},
		{"Piskvorky 15x15, 0:0, 0\n8,8,0\n8,16\n", 3, false},
		{"Piskvorky 15x15, 0:0, 0\n8,8,-1\n", 2, false},
		{"Piskvorky 15x15, 0:0, 0\n8,8,0\nonly-one\n-1\n", 3, false},
		{"Piskvorky 15x15, 0:0, 0\n8,8,0\nonly-one\n", 3, false},
		{"(", 1, false},
		{"(;", 1, false},
		{"(;GM[4]\nSZ[15];B[hh]\n;W[hh", 3, false},
		{"(;GM[4]SZ[15];B[hh]W)", 1, false},
		{"(;GM[4]SZ[15];B[hh]x[1])", 1, false},
		{"(;GM[4];W[hh])", 1, false},
		{"(;GM[4];B[hh];W[ih];W[ii])", 1, false},
		{"(;GM[4]\n;B[hh]\n;W[pp])", 3, false},
		{"(;GM[4]\n;B[h])", 2, false},
		{"(;GM[4]\n;B[hh][ii])", 2, false},
		{"(;GM[4]SZ[x])", 1, false},
		{"(;GM[4]SZ[15]SZ[19])", 1, false},
		{"(;GM[4])(;GM[4])", 1, false},
		{"(;GM[4]))", 1, false},
		{"(;GM[4])\n(", 2, false},
		{"(;GM[4]\n(;B[hh])(;B[ii]W))", 2, false},
		{strings.Repeat("(;", 2000), 1, false},
		{"(;GM[1])", 1, true},
		{"(;SZ[15:19])", 1, true},
		{"(;SZ[30])", 1, true},
		{"(;SZ[15]\n;B[hh]\n;AW[ii])", 3, true},
		{"(;SZ[15];B[hh];W[tt])", 1, true},
		{"xyz", 1, false},
	}
	for _, c := range cases {
		_, _, err := record.Parse(c.in)
		pe, ok := errors.AsType[*board.ParseError](err)
		if !ok {
			t.Errorf("Parse(%.30q) = %v, want a *board.ParseError", c.in, err)
			continue
		}
		if pe.Line != c.line || !errors.Is(err, board.ErrSyntax) || errors.Is(err, record.ErrUnsupported) != c.unsupported {
			t.Errorf("Parse(%.30q) = %v: want line %d, ErrSyntax, unsupported %v", c.in, err, c.line, c.unsupported)
		}
	}
}

// TestParseSGFRepeated checks that a single-value property given twice
// with different values is refused alike in every node: the root, a move
// node, a node of the main variation and one of a variation that is
// dropped; the error names the property and the node, and matches
// ErrRepeated and board.ErrSyntax. The moves, B and W, may repeat.
func TestParseSGFRepeated(t *testing.T) {
	cases := []struct {
		in   string
		line int
		want string
	}{
		{"(;GM[4]SZ[15]SZ[19])", 1, "SZ twice in the root node"},
		{"(;GM[4]\n;B[hh]C[a]C[b])", 2, "C twice in node 2 "},
		{"(;GM[4];B[hh]\n(;W[ii]PL[B]PL[W])(;W[jj]))", 2, "PL twice in node 3 "},
		{"(;GM[4];B[hh](;W[ii])\n(;W[jj];B[kk]\nC[a]C[b]))", 3, "C twice in node 4 "},
		{"(;GM[4];B[hh]W[ii];B[jj]C[a]GN[x]GN[y])", 1, "GN twice in node 3 "},
	}
	for _, c := range cases {
		_, err := record.ParseSGF(c.in)
		pe, ok := errors.AsType[*board.ParseError](err)
		if !ok || pe.Line != c.line || !errors.Is(err, record.ErrRepeated) || !errors.Is(err, board.ErrSyntax) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseSGF(%q) = %v; want line %d, %q, matching ErrRepeated and ErrSyntax", c.in, err, c.line, c.want)
		}
	}
	r, err := record.ParseSGF("(;GM[4]B[hh]W[ii]B[jj];W[kk]B[ll])")
	if err != nil || len(r.Moves) != 5 {
		t.Errorf("moves repeated in a node: %v", err)
	}
}

// TestParseSGFMerged checks that a property given twice in a node is
// read as lenient readers read it: a list property's values merged in
// order, a single-value property that repeats its value once.
func TestParseSGFMerged(t *testing.T) {
	r, err := record.ParseSGF("(;GM[4]SZ[15]SZ[15]LB[aa:A]XX[1]LB[bb:B][cc:C]XX[2]RU[renju]RU[renju];B[hh]LB[ii:1]C[a]LB[jj:2]C[a])")
	if err != nil {
		t.Fatal(err)
	}
	want := &record.Record{
		Size: 15, Rule: gomoku.Renju,
		Props: []record.Property{{"LB", []string{"aa:A", "bb:B", "cc:C"}}, {"XX", []string{"1", "2"}}},
		Moves: []record.Move{{Point: board.Pt(7, 7), Comment: "a"}},
	}
	if diff := cmp.Diff(want, r, sameRecord); diff != "" {
		t.Errorf("merged properties (-want +got):\n%s", diff)
	}
}

// TestParseSGFTools reads records as GoWrite and ZJRenju, renju programs
// that repeat LB (and other list properties) in a node, write them, and
// replays them under renju.
func TestParseSGFTools(t *testing.T) {
	for _, c := range []struct {
		file   string
		moves  int
		black  string
		result record.Result
		props  []record.Property
	}{
		{"gowrite.sgf", 13, "Kim", record.Result{Winner: gomoku.Black, Reason: "R"},
			[]record.Property{{"AP", []string{"GoWrite:2.3.46"}}, {"CA", []string{"UTF-8"}}, {"GN", []string{"Kim-Lee"}}, {"LB", []string{"hh:A", "ig:B", "jf:C"}}}},
		{"zjrenju.sgf", 11, "zj1", record.Result{Winner: gomoku.White},
			[]record.Property{{"AP", []string{"ZJRenju"}}, {"MA", []string{"gg", "ii"}}, {"TR", []string{"hi", "ih"}}}},
	} {
		b, err := os.ReadFile(filepath.Join("testdata", c.file))
		if err != nil {
			t.Fatal(err)
		}
		r, err := record.ParseSGF(string(b))
		if err != nil {
			t.Errorf("%s: %v", c.file, err)
			continue
		}
		if len(r.Moves) != c.moves || r.Black != c.black || r.Rule != gomoku.Renju || r.Result != c.result {
			t.Errorf("%s: %d moves, black %q, rule %v, result %+v; want %d, %q, renju, %+v", c.file, len(r.Moves), r.Black, r.Rule, r.Result, c.moves, c.black, c.result)
		}
		if diff := cmp.Diff(c.props, r.Props); diff != "" {
			t.Errorf("%s: Props (-want +got):\n%s", c.file, diff)
		}
		if _, err := r.Replay(); err != nil {
			t.Errorf("%s: Replay: %v", c.file, err)
		}
		roundTrip(t, r, record.SGF)
	}
}

// TestParseBOM reads records that start with a byte order mark.
func TestParseBOM(t *testing.T) {
	for _, s := range []string{"\ufeff(;GM[4];B[hh])", "\ufeffPiskvorky 15x15, 0:0, 0\n8,8,0\n"} {
		if r, _, err := record.Parse(s); err != nil || len(r.Moves) != 1 {
			t.Errorf("Parse(%q): %v", s, err)
		}
	}
}

// TestParseSGFPrograms reads SGF as renju and gomoku programs write it.
func TestParseSGFPrograms(t *testing.T) {
	// c-gomoku-cli: RU is the Gomocup rule number, RE "B+1", C the time.
	cli := "(;FF[4]GM[4]GN[3]EV[rapfi x embryo]DT[2024.05.01 10:00:00]RO[2.1]RU[4]SZ[15]PB[rapfi]PW[embryo]RE[B+1]TE[five]\n" +
		";B[hh]C[opening move];W[ig]C[opening move];B[ii]C[opening move]\n;W[gg]C[1234ms];B[jj]C[5ms])"
	r, err := record.ParseSGF(cli)
	if err != nil {
		t.Fatal(err)
	}
	want := &record.Record{
		Size: 15, Rule: gomoku.Renju, RuleText: "4", Black: "rapfi", White: "embryo",
		Result: record.Result{Winner: gomoku.Black, Reason: "1"},
		Props:  []record.Property{{"GN", []string{"3"}}, {"EV", []string{"rapfi x embryo"}}, {"DT", []string{"2024.05.01 10:00:00"}}, {"RO", []string{"2.1"}}, {"TE", []string{"five"}}},
		Moves: []record.Move{
			{Point: board.Pt(7, 7), Comment: "opening move"}, {Point: board.Pt(6, 8), Comment: "opening move"}, {Point: board.Pt(8, 8), Comment: "opening move"},
			{Point: board.Pt(6, 6), Comment: "1234ms"}, {Point: board.Pt(9, 9), Comment: "5ms"},
		},
	}
	if diff := cmp.Diff(want, r, sameRecord); diff != "" {
		t.Errorf("c-gomoku-cli SGF (-want +got):\n%s", diff)
	}
	// Moves in the root node, as some programs write, a soft line break
	// and escapes in a comment.
	r, err = record.ParseSGF("(;GM[4]FF[4]SZ[15]PB[Yixin]RE[0]B[hh]W[ig]B[gj]\n;W[ii]C[two\\\nlines \\\\ and \\]])")
	if err != nil {
		t.Fatal(err)
	}
	if got := len(r.Moves); got != 4 || r.Moves[3].Comment != `twolines \ and ]` || !r.Result.Draw {
		t.Errorf("moves in the root: %d moves, comment %q, result %v", got, r.Moves[3].Comment, r.Result)
	}
}

// TestReplayErrors checks that Replay names the move it refuses.
func TestReplayErrors(t *testing.T) {
	cases := []struct {
		in   string
		move int
		is   error
	}{
		{"Piskvorky 15x15, 0:0, 0\n8,8,0\n9,9,0\n8,8,0\n", 3, board.ErrOccupied},
		{"(;GM[4]SZ[15]RU[renju];B[hh];W[aa];B[ih];W[ca];B[jh];W[ea];B[kh];W[ga];B[mh];W[ia];B[lh])", 11, gomoku.ErrForbidden},
		{"(;GM[4]SZ[15];B[hh];W[aa];B[ih];W[ab];B[jh];W[ac];B[kh];W[ad];B[lh];W[ae])", 10, board.ErrGameOver},
	}
	for _, c := range cases {
		r, _, err := record.Parse(c.in)
		if err != nil {
			t.Fatal(err)
		}
		g, err := r.Replay()
		re, ok := errors.AsType[*record.ReplayError](err)
		if !ok || re.Move != c.move || !errors.Is(err, c.is) || !errors.Is(err, board.ErrIllegalMove) || g.Len() != c.move-1 {
			t.Errorf("Replay(%.40q) = %v; want move %d refused with %v", c.in, err, c.move, c.is)
		}
		if re != nil && re.Line != r.Moves[c.move-1].Line {
			t.Errorf("ReplayError.Line = %d, want %d", re.Line, r.Moves[c.move-1].Line)
		}
	}
	if _, err := (&record.Record{Size: 3}).Replay(); !errors.Is(err, board.ErrSize) {
		t.Errorf("Replay of a 3x3 record: %v, want ErrSize", err)
	}
}
