package render_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/seed131617c4/board/render/internal/pictures"
)

// TestDocsPictures checks that the pictures of the README under docs/ are
// what the code draws now; go generate ./render rewrites them.
func TestDocsPictures(t *testing.T) {
	all, err := pictures.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range all {
		got := p.Diagram.SVG(&p.Options)
		checkSVG(t, got)
		path := filepath.Join("..", "docs", p.Name)
		want, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%v: run go generate ./render", err)
			continue
		}
		if string(want) != got {
			t.Errorf("%s is stale: run go generate ./render", path)
		}
	}
}
