package board_test

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"
)

// TestEveryExportHasExample checks that every exported function, type and
// method of the package has a runnable example with output, and a doc
// comment that starts with its name.
func TestEveryExportHasExample(t *testing.T) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") {
			continue
		}
		f, err := parser.ParseFile(fset, e.Name(), nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	pkg, err := doc.NewFromFiles(fset, files, "github.com/seed131617c4/board")
	if err != nil {
		t.Fatal(err)
	}
	check := func(name, docText string, examples []*doc.Example) {
		t.Helper()
		ok := false
		for _, ex := range examples {
			ok = ok || ex.Output != "" || ex.EmptyOutput
		}
		if !ok {
			t.Errorf("%s has no example with output", name)
		}
		short := name[strings.LastIndex(name, ".")+1:]
		if !strings.HasPrefix(docText, short+" ") && !strings.HasPrefix(docText, "A "+short+" ") && !strings.HasPrefix(docText, "An "+short+" ") {
			t.Errorf("doc of %s does not start with its name: %.40q", name, docText)
		}
	}
	for _, f := range pkg.Funcs {
		check(f.Name, f.Doc, f.Examples)
	}
	for _, ty := range pkg.Types {
		check(ty.Name, ty.Doc, ty.Examples)
		for _, f := range ty.Funcs {
			check(f.Name, f.Doc, f.Examples)
		}
		for _, m := range ty.Methods {
			check(ty.Name+"."+m.Name, m.Doc, m.Examples)
		}
	}
	if len(pkg.Examples) == 0 {
		t.Error("no package example")
	}
}
