package web_test

import (
	"testing"

	"github.com/seed131617c4/board/internal/doccheck"
)

func TestDoc(t *testing.T) {
	doccheck.Check(t, ".", "github.com/seed131617c4/board/web")
}
