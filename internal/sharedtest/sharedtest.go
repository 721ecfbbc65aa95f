// Package sharedtest locates the project's shared test data for tests,
// and compares output with the golden files that tests keep.
//
// The shared data lives outside the module, in a folder "shared" beside
// the repository checkout, so users who fetch the module with go get do
// not have it. Tests that read it call [Path], which skips the test when
// the data is absent.
//
// A golden file is the output a test expects, kept under the testdata
// folder of its package; [Golden] compares with it, and the test flag
// -update, which this package declares, rewrites it.
package sharedtest

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata instead of comparing with them")

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

// Golden compares got with the golden file at path and reports any
// difference as an error of tb. With -update it writes got to path
// instead, making the folder if need be. A golden file that cannot be
// read fails the test.
func Golden(tb testing.TB, path, got string) {
	tb.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			tb.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("%v (run go test -update to write it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		tb.Errorf("%s (-want +got):\n%s", path, diff)
	}
}
