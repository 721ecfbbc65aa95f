// Package sharedtest locates the project's shared test data for tests.
//
// The data lives outside the module, in a folder "shared" beside the
// repository checkout, so users who fetch the module with go get do not
// have it. Tests that read it call [Path], which skips the test when the
// data is absent.
package sharedtest

import (
	"os"
	"path/filepath"
	"testing"
)

// Path returns the path of the shared test data file or folder
// "../shared/testdata/<elem...>" relative to the module root, which it finds
// by walking up from the current directory to the folder holding go.mod.
// It skips the test (tb.Skip) when the module root or the data is absent.
func Path(tb testing.TB, elem ...string) string {
	tb.Helper()
	root, err := moduleRoot()
	if err != nil {
		tb.Skipf("shared test data: %v", err)
	}
	p := filepath.Join(append([]string{root, "..", "shared", "testdata"}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		tb.Skipf("shared test data absent: %v", err)
	}
	return p
}

// moduleRoot returns the nearest folder at or above the current directory
// that holds a go.mod file.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", os.ErrNotExist
		}
		dir = parent
	}
}
