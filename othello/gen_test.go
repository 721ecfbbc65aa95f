package othello

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGenerated checks that the generated files are what the generator
// in internal/gen writes now: run "go generate" after changing it.
func TestGenerated(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to run the generator")
	}
	dir := t.TempDir()
	cmd := exec.Command(goTool, "run", "./internal/gen", "-dir", dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run ./internal/gen: %v\n%s", err, out)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("the generator wrote no files: %v", err)
	}
	for _, f := range files {
		want, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Base(f))
		if err != nil {
			t.Errorf("%v (run go generate)", err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what the generator writes now (run go generate)", filepath.Base(f))
		}
	}
}
