// Command docgen writes the pictures of the README, the SVG files of package
// pictures, into a folder: go run ./internal/docgen -dir ../docs (run by go
// generate in package render).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/seed131617c4/board/render/internal/pictures"
)

func main() {
	dir := flag.String("dir", "docs", "the folder to write the pictures in")
	flag.Parse()
	all, err := pictures.All()
	if err != nil {
		fmt.Fprintln(os.Stderr, "docgen:", err)
		os.Exit(1)
	}
	for _, p := range all {
		path := filepath.Join(*dir, p.Name)
		if err := os.WriteFile(path, []byte(p.Diagram.SVG(&p.Options)), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "docgen:", err)
			os.Exit(1)
		}
	}
}
