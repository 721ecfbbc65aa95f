// Package doccheck holds a package of this module to its documentation bar
// in a test: every exported function, type and method has a doc comment
// that starts with its name, and every exported function and type has at
// least one runnable example with output (methods need one only where
// their type's examples do not show them; that is left to review).
package doccheck

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Check reports, as errors of t, every exported function, type and method
// of the package in dir (with its test files, for the examples) that lacks
// a doc comment starting with its name or a runnable example with output,
// and a package without a package example.
func Check(t *testing.T, dir, importPath string) {
	t.Helper()
	pkg := Parse(t, dir, importPath, true)
	check := func(name, text string, examples []*doc.Example, needExample bool) {
		t.Helper()
		runs := !needExample
		for _, ex := range examples {
			runs = runs || ex.Output != "" || ex.EmptyOutput
		}
		if !runs {
			t.Errorf("%s has no example with output", name)
		}
		short := name[strings.LastIndex(name, ".")+1:]
		if !strings.HasPrefix(text, short+" ") && !strings.HasPrefix(text, "A "+short+" ") && !strings.HasPrefix(text, "An "+short+" ") {
			t.Errorf("the doc of %s does not start with its name: %.40q", name, text)
		}
	}
	for _, f := range pkg.Funcs {
		check(f.Name, f.Doc, f.Examples, true)
	}
	for _, ty := range pkg.Types {
		check(ty.Name, ty.Doc, ty.Examples, true)
		for _, f := range ty.Funcs {
			check(f.Name, f.Doc, f.Examples, true)
		}
		for _, m := range ty.Methods {
			check(ty.Name+"."+m.Name, m.Doc, m.Examples, false)
		}
	}
	if len(pkg.Examples) == 0 {
		t.Error("no package example")
	}
}

// Parse returns the documentation of the package in dir, read from its
// files with their comments (and from its test files too, for the
// examples, if tests is set); a file that does not parse fails t.
func Parse(t *testing.T, dir, importPath string, tests bool) *doc.Package {
	t.Helper()
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || !tests && strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	pkg, err := doc.NewFromFiles(fset, files, importPath)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}
