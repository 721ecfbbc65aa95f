// Package gomokutest holds what the tests of the gomoku packages share:
// the shared threat cases (the VCF and VCT positions of quintet's
// benchmark, in ../shared/testdata/gomoku/threats/cases.txt), read once
// per test binary.
package gomokutest

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/internal/sharedtest"
)

// A ThreatCase is one case of the shared threat cases.
type ThreatCase struct {
	ID     string // the case's name, like "vct_unstable"
	Mode   string // "vcf" or "vct"
	Result string // quintet's verdict: "proven" or "disproven"
	Tags   string // quintet's tags, like "slow heavy"
	// Attacker is the side that looks for the win.
	Attacker gomoku.Stone
	// Limit is the most attacker moves, and ThreatLimit the most fours of
	// a threat (VCT), that quintet searches.
	Limit, ThreatLimit int
	// Expect is the first moves of quintet's line, in renju notation, or
	// nil for none.
	Expect []string
	// Board is the position, Black to move first.
	Board *board.Board[gomoku.Stone]
}

var (
	casesOnce sync.Once
	cases     []*ThreatCase
	casesErr  error
)

// ThreatCases returns the shared threat cases, parsed once per test
// binary, and skips tb when the shared data is absent. A file that does
// not parse fails tb.
func ThreatCases(tb testing.TB) []*ThreatCase {
	tb.Helper()
	path := sharedtest.Path(tb, "gomoku", "threats", "cases.txt")
	casesOnce.Do(func() { cases, casesErr = parseCases(path) })
	if casesErr != nil {
		tb.Fatal(casesErr)
	}
	return cases
}

// ReadThreatCases reads the threat cases of the file at path, in the
// format of the shared cases.txt (see its header): more cases to measure
// or test than the shared ones, like quintet's own benchmark positions.
func ReadThreatCases(path string) ([]*ThreatCase, error) { return parseCases(path) }

// parseCases reads the cases of the file at path: blocks of "key: value"
// lines opened by "case <id>", each with a board between "board:" and
// "end".
func parseCases(path string) ([]*ThreatCase, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []*ThreatCase
	var c *ThreatCase
	var rows []string
	inBoard := false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "case "):
			c = &ThreatCase{ID: strings.TrimPrefix(line, "case ")}
		case c == nil:
			return nil, fmt.Errorf("%s:%d: %q before the first case", path, n, line)
		case line == "board:":
			inBoard, rows = true, nil
		case line == "end":
			b, err := gomoku.ParseBoard(strings.Join(rows, "\n"))
			if err != nil {
				return nil, fmt.Errorf("%s:%d: case %s: %w", path, n, c.ID, err)
			}
			c.Board = b
			out = append(out, c)
			inBoard = false
		case inBoard:
			rows = append(rows, line)
		default:
			k, v, _ := strings.Cut(line, ": ")
			switch k {
			case "mode":
				c.Mode = v
			case "attacker":
				c.Attacker = gomoku.Black
				if v == "white" {
					c.Attacker = gomoku.White
				}
			case "limit":
				c.Limit, _ = strconv.Atoi(v)
			case "threat_limit":
				c.ThreatLimit, _ = strconv.Atoi(v)
			case "tags":
				c.Tags = v
			case "result":
				c.Result = v
			case "expect":
				if v != "none" {
					c.Expect = strings.Split(v, ",")
				}
			}
		}
	}
	return out, sc.Err()
}
