package threat_test

import (
	"flag"
	"testing"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/internal/gomokutest"
)

// deep runs the heavy threat cases too.
var deep = flag.Bool("threat.deep", false, "run the heavy threat cases of the shared set (minutes)")

// position returns the position of c under renju.
func position(t testing.TB, c *gomokutest.ThreatCase) *pattern.Position {
	pos, err := pattern.From(c.Board, gomoku.Renju)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}
