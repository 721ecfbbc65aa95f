package threat_test

import (
	"bufio"
	"flag"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/internal/sharedtest"
)

// deep runs the heavy threat cases too.
var deep = flag.Bool("threat.deep", false, "run the heavy threat cases of the shared set (minutes)")

// A threatCase is one block of the shared cases.txt.
type threatCase struct {
	id, mode, result, tags string
	attacker               gomoku.Stone
	limit, threatLimit     int
	expect                 []string
	board                  *board.Board[gomoku.Stone]
}

var (
	casesOnce sync.Once
	cases     []*threatCase
	casesErr  error
)

// readCases parses the shared cases once.
func readCases(t testing.TB) []*threatCase {
	path := sharedtest.Path(t, "gomoku", "threats", "cases.txt")
	casesOnce.Do(func() { cases, casesErr = parseCases(path) })
	if casesErr != nil {
		t.Fatal(casesErr)
	}
	return cases
}

func parseCases(path string) ([]*threatCase, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []*threatCase
	var c *threatCase
	var rows []string
	inBoard := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "case "):
			c = &threatCase{id: strings.TrimPrefix(line, "case ")}
		case line == "board:":
			inBoard, rows = true, nil
		case line == "end":
			b, err := gomoku.ParseBoard(strings.Join(rows, "\n"))
			if err != nil {
				return nil, err
			}
			c.board = b
			out = append(out, c)
			inBoard = false
		case inBoard:
			rows = append(rows, line)
		default:
			k, v, _ := strings.Cut(line, ": ")
			switch k {
			case "mode":
				c.mode = v
			case "attacker":
				c.attacker = gomoku.Black
				if v == "white" {
					c.attacker = gomoku.White
				}
			case "limit":
				c.limit, _ = strconv.Atoi(v)
			case "threat_limit":
				c.threatLimit, _ = strconv.Atoi(v)
			case "tags":
				c.tags = v
			case "result":
				c.result = v
			case "expect":
				if v != "none" {
					c.expect = strings.Split(v, ",")
				}
			}
		}
	}
	return out, sc.Err()
}

// position returns the case's position under renju.
func (c *threatCase) position(t testing.TB) *pattern.Position {
	pos, err := pattern.From(c.board, gomoku.Renju)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}
