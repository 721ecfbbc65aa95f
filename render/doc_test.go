package render_test

import (
	"testing"

	"github.com/seed131617c4/board/internal/doccheck"
)

// TestDocAndExamples holds the package to the module's documentation bar:
// every exported type, function and method has a doc comment that starts
// with its name and at least one runnable example with output.
func TestDocAndExamples(t *testing.T) {
	doccheck.Check(t, ".", "github.com/seed131617c4/board/render")
}
