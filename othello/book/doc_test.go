package book_test

import (
	"testing"

	"github.com/seed131617c4/board/internal/doccheck"
)

// TestDocAndExamples holds the package to the module's documentation bar.
func TestDocAndExamples(t *testing.T) {
	doccheck.Check(t, ".", "github.com/seed131617c4/board/othello/book")
}
