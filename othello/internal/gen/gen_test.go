package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestGenerated checks that the generated files are what the generator
// writes now: run "go generate ./othello/flip" after changing it.
func TestGenerated(t *testing.T) {
	files, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join("..", "..", filepath.FromSlash(name)))
		if err != nil {
			t.Errorf("%v (run go generate ./othello/flip)", err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what the generator writes now (run go generate ./othello/flip)", name)
		}
	}
}
