package search_test

import (
	"testing"

	"github.com/seed131617c4/board/internal/doccheck"
)

// TestDocAndExamples holds the package to the module's documentation bar:
// every exported type and function has a doc comment that starts with its
// name and a runnable example with output; methods have doc comments.
func TestDocAndExamples(t *testing.T) {
	doccheck.Check(t, ".", "github.com/seed131617c4/board/search")
}
