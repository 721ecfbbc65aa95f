package nboard_test

import (
	"testing"

	"github.com/seed131617c4/board/internal/doccheck"
)

// TestDocAndExamples holds the package to the module's documentation bar.
func TestDocAndExamples(t *testing.T) {
	t.Parallel()
	doccheck.Check(t, ".", "github.com/seed131617c4/board/othello/nboard")
}
