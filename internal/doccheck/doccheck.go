// Package doccheck holds a package of this module to its documentation bar
// in a test: every exported function, type and method has a doc comment
// that starts with its name, and every exported function and type has at
// least one runnable example with output (methods need one only where
// their type's examples do not show them; that is left to review); and,
// for the packages a user meets first, a package doc that starts with a
// short code example that runs the calls of the package's examples.
package doccheck

import (
	"fmt"
	"go/ast"
	"go/doc"
	"go/doc/comment"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"slices"
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

// MaxCodeLines bounds the code block that [CodeFirst] wants after the
// first paragraph of a package doc: a short example, not a program.
const MaxCodeLines = 8

// CodeFirst reports, as errors of t, a package in dir whose package doc
// does not start with a short code example: a paragraph, then a code
// block of at most MaxCodeLines lines that parses as Go statements.
// The code is held to the package's examples, which run: every name of
// the package it uses (like othello.NewGame) must be one the package
// declares and one that a runnable example of the package (with output)
// uses too, so that the code of the doc runs the same calls as a tested
// example and a rename cannot leave it behind.
func CodeFirst(t *testing.T, dir, importPath string) {
	t.Helper()
	for _, p := range codeFirst(Parse(t, dir, importPath, true)) {
		t.Errorf("%s: %s", importPath, p)
	}
}

// codeFirst returns what [CodeFirst] finds wrong with the package doc of
// pkg, read with its examples.
func codeFirst(pkg *doc.Package) []string {
	var p comment.Parser
	blocks := p.Parse(pkg.Doc).Content
	if len(blocks) == 0 {
		return []string{"no package doc"}
	}
	var code *comment.Code
	if len(blocks) > 1 {
		code, _ = blocks[1].(*comment.Code)
	}
	if _, ok := blocks[0].(*comment.Paragraph); !ok || code == nil {
		return []string{"the package doc does not start with a paragraph and a code block"}
	}
	var problems []string
	if n := strings.Count(code.Text, "\n"); n > MaxCodeLines {
		problems = append(problems, fmt.Sprintf("the code block of the package doc has %d lines, want at most %d", n, MaxCodeLines))
	}
	src := "package p\n\nfunc _() {\n" + code.Text + "}\n"
	f, err := parser.ParseFile(token.NewFileSet(), "doc", src, 0)
	if err != nil {
		return append(problems, fmt.Sprintf("the code block of the package doc is not Go: %v", err))
	}
	declared, run := declaredNames(pkg), map[string]bool{}
	for _, ex := range examples(pkg) {
		if ex.Output != "" || ex.EmptyOutput {
			for name := range uses(ex.Code, pkg.Name) {
				run[name] = true
			}
		}
	}
	used := uses(f, pkg.Name)
	for _, name := range slices.Sorted(maps.Keys(used)) {
		switch {
		case !declared[name]:
			problems = append(problems, fmt.Sprintf("the code of the package doc uses %s.%s, which the package does not declare", pkg.Name, name))
		case !run[name]:
			problems = append(problems, fmt.Sprintf("the code of the package doc uses %s.%s, which no runnable example of the package uses", pkg.Name, name))
		}
	}
	if len(used) == 0 {
		problems = append(problems, "the code block of the package doc uses nothing of package "+pkg.Name)
	}
	return problems
}

// declaredNames returns the exported names that pkg declares at top
// level: functions, types, constants and variables.
func declaredNames(pkg *doc.Package) map[string]bool {
	names := map[string]bool{}
	values := func(vs []*doc.Value) {
		for _, v := range vs {
			for _, n := range v.Names {
				names[n] = true
			}
		}
	}
	values(pkg.Consts)
	values(pkg.Vars)
	for _, f := range pkg.Funcs {
		names[f.Name] = true
	}
	for _, ty := range pkg.Types {
		names[ty.Name] = true
		values(ty.Consts)
		values(ty.Vars)
		for _, f := range ty.Funcs {
			names[f.Name] = true
		}
	}
	return names
}

// examples returns every example of pkg: of the package, its functions,
// its types and their methods.
func examples(pkg *doc.Package) []*doc.Example {
	exs := pkg.Examples
	for _, f := range pkg.Funcs {
		exs = append(exs, f.Examples...)
	}
	for _, ty := range pkg.Types {
		exs = append(exs, ty.Examples...)
		for _, f := range ty.Funcs {
			exs = append(exs, f.Examples...)
		}
		for _, m := range ty.Methods {
			exs = append(exs, m.Examples...)
		}
	}
	return exs
}

// uses returns the names that the code of n takes from the package
// imported as pkgName: Sel of every pkgName.Sel.
func uses(n ast.Node, pkgName string) map[string]bool {
	names := map[string]bool{}
	ast.Inspect(n, func(n ast.Node) bool {
		if s, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := s.X.(*ast.Ident); ok && id.Name == pkgName {
				names[s.Sel.Name] = true
			}
		}
		return true
	})
	return names
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
