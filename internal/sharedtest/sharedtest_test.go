package sharedtest_test

import (
	"os"
	"testing"

	"github.com/seed131617c4/board/internal/sharedtest"
)

func TestPath(t *testing.T) {
	p := sharedtest.Path(t, "tictactoe", "boj7682-sample.in")
	if _, err := os.Stat(p); err != nil {
		t.Fatal(err)
	}
}

func TestPathAbsentSkips(t *testing.T) {
	skipped := t.Run("absent", func(t *testing.T) {
		sharedtest.Path(t, "no", "such", "file")
		t.Error("Path returned for a missing file")
	})
	if !skipped {
		t.Error("subtest failed instead of skipping")
	}
}
