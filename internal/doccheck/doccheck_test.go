package doccheck

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// docOf returns the documentation of a package p whose doc is pkgDoc,
// which declares Add and Mul, with a runnable example of Add.
func docOf(t *testing.T, pkgDoc string) *doc.Package {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	for name, src := range map[string]string{
		"p.go": pkgDoc + `package p

// Add returns a+b.
func Add(a, b int) int { return a + b }

// Mul returns a*b.
func Mul(a, b int) int { return a * b }
`,
		"example_test.go": `package p_test

import (
	"fmt"

	"example.com/p"
)

func ExampleAdd() {
	fmt.Println(p.Add(1, 2))
	// Output: 3
}

func ExampleMul() {
	_ = p.Mul(2, 3) // no output: it does not run
}
`,
	} {
		f, err := parser.ParseFile(fset, name, src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	pkg, err := doc.NewFromFiles(fset, files, "example.com/p")
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// TestCodeFirst checks what codeFirst finds in package docs with and
// without a good code example first.
func TestCodeFirst(t *testing.T) {
	for _, tt := range []struct {
		name, doc string
		want      string // a part of the one problem, or "" for none
	}{
		{"good", "// Package p adds.\n//\n//\tn := p.Add(1, 2) // 3\n//\n// More.\n", ""},
		{"no doc", "", "no package doc"},
		{"no code", "// Package p adds.\n//\n// More.\n", "does not start with a paragraph and a code block"},
		{"code later", "// Package p adds.\n//\n// More.\n//\n//\tn := p.Add(1, 2)\n", "does not start with a paragraph and a code block"},
		{"not Go", "// Package p adds.\n//\n//\tn := p.Add(1, \n", "is not Go"},
		{"too long", "// Package p adds.\n//\n" + strings.Repeat("//\tn := p.Add(1, 2)\n", MaxCodeLines+1), "lines, want at most"},
		{"undeclared", "// Package p adds.\n//\n//\tn := p.Sub(1, 2)\n", "p.Sub, which the package does not declare"},
		{"no example runs it", "// Package p adds.\n//\n//\tn := p.Mul(1, 2)\n", "p.Mul, which no runnable example"},
		{"nothing of the package", "// Package p adds.\n//\n//\tn := 1 + 2\n", "uses nothing of package p"},
	} {
		got := codeFirst(docOf(t, tt.doc))
		switch {
		case tt.want == "" && len(got) > 0:
			t.Errorf("%s: %q, want no problem", tt.name, got)
		case tt.want != "" && (len(got) != 1 || !strings.Contains(got[0], tt.want)):
			t.Errorf("%s: %q, want one problem with %q", tt.name, got, tt.want)
		}
	}
}
