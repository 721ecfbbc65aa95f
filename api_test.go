package board_test

import (
	"go/ast"
	"io/fs"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed131617c4/board/internal/doccheck"
)

// modulePackages returns the folders of the module's packages: those that
// hold Go files other than tests, testdata left out.
func modulePackages(t *testing.T) []string {
	t.Helper()
	var dirs []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "testdata" || strings.HasPrefix(name, ".") && path != "." || path == filepath.Join("internal", "scratch") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			dir := filepath.Dir(path)
			if len(dirs) == 0 || dirs[len(dirs)-1] != dir {
				dirs = append(dirs, dir)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

// TestCodeFirst holds the package docs of the root and of the three games,
// the first a user reads, to start with a short code example whose calls
// a runnable example of the package makes too.
func TestCodeFirst(t *testing.T) {
	for _, dir := range []string{".", "othello", "gomoku", "tictactoe"} {
		doccheck.CodeFirst(t, dir, path.Join("github.com/seed131617c4/board", dir))
	}
}

// TestPackages holds every package of the module to two rules of its API:
// a package doc that says what the package is, and no exported variable
// but error sentinels, whose names start with Err (tables are functions
// that return arrays by value or iterators, so that no importer can change
// what the rules read).
func TestPackages(t *testing.T) {
	dirs := modulePackages(t)
	if len(dirs) < 20 {
		t.Fatalf("%d packages found", len(dirs))
	}
	for _, dir := range dirs {
		pkg := doccheck.Parse(t, dir, "example.com/"+filepath.ToSlash(dir), false)
		if pkg.Doc == "" {
			t.Errorf("%s: no package doc", dir)
			continue
		}
		if want := "Package " + pkg.Name + " "; pkg.Name != "main" && !strings.HasPrefix(pkg.Doc, want) {
			t.Errorf("%s: the package doc does not start %q: %.40q", dir, want, pkg.Doc)
		}
		if pkg.Name == "main" && !strings.HasPrefix(pkg.Doc, "Command ") {
			t.Errorf("%s: the command's doc does not start \"Command \": %.40q", dir, pkg.Doc)
		}
		vars := pkg.Vars
		for _, ty := range pkg.Types {
			vars = append(vars, ty.Vars...)
		}
		for _, v := range vars {
			for _, name := range v.Names {
				if ast.IsExported(name) && !strings.HasPrefix(name, "Err") {
					t.Errorf("%s: exported variable %s", dir, name)
				}
			}
		}
	}
}
