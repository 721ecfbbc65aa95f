package board_test

import (
	"bufio"
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

import (
	"context"
	"fmt"
	"slices"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/tictactoe"
)

func Example_quickStart() {
	// Othello: after an opening the engine chooses White's move, then plays
	// both sides to the end. With no Seed it plays the same moves every run.
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4")
	bot := &engine.Engine{Level: 2}
	c, _ := bot.Choose(context.Background(), g)
	fmt.Println(g.Turn(), othello.FormatMove(c.Move), c.Score) // the score in hundredths of a disc
	for !g.Over() {
		c, _ := bot.Choose(context.Background(), g)
		g.Play(c.Move)
	}
	black, white := g.Score()
	fmt.Println(g.Len(), "moves, black", black, "white", white)

	// Renju: a double-three is forbidden to Black, and Play refuses it.
	k, _ := gomoku.NewGame(15, gomoku.Renju)
	for _, m := range []string{"h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7"} {
		p, _ := gomoku.ParseMove(m, 15)
		k.Play(p)
	}
	j8, _ := gomoku.ParseMove("j8", 15)
	fmt.Println(k.Forbidden(j8))
	fmt.Println(k.Play(j8))

	// Tic-tac-toe: the value of a board under perfect play, and the best moves.
	t, _ := tictactoe.Parse("X...O...X")
	v, _ := t.Value()
	best, _ := t.BestMoves()
	fmt.Println(t.Turn(), v, tictactoe.FormatMoves(slices.Values(best)))
	// Output:
	// white f4 -110
	// 60 moves, black 34 white 30
	// double-three
	// gomoku: illegal move j8 by black: forbidden move: double-three
	// O draw b1 a2 c2 b3
}

// TestREADMEQuickStart checks that the quick start of README.md is the
// code of Example_quickStart, so that the README shows what go test runs
// and checks: the second import declaration of this file and the example,
// verbatim.
func TestREADMEQuickStart(t *testing.T) {
	const file = "example_quickstart_test.go"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var imports []*ast.GenDecl
	var example *ast.FuncDecl
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			if d.Tok == token.IMPORT {
				imports = append(imports, d)
			}
		case *ast.FuncDecl:
			if d.Name.Name == "Example_quickStart" {
				example = d
			}
		}
	}
	if len(imports) != 2 || example == nil {
		t.Fatalf("%s: want two import declarations and Example_quickStart", file)
	}
	start := fset.Position(imports[1].Pos()).Offset
	end := fset.Position(example.End()).Offset
	want := string(src[start:end]) + "\n"

	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	got, ok := quickStart(readme)
	if !ok {
		t.Fatal(`README.md: no "go" code block under "## Quick start"`)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("README.md's quick start is not the code of Example_quickStart in %s (-example +README):\n%s", file, diff)
	}
}

// quickStart returns the text of the first "```go" block after the heading
// "## Quick start" in the Markdown text md, and reports whether there is
// one.
func quickStart(md []byte) (string, bool) {
	var b strings.Builder
	in, heading := false, false
	sc := bufio.NewScanner(bytes.NewReader(md))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case !heading:
			heading = line == "## Quick start"
		case !in && strings.HasPrefix(line, "## "):
			return "", false
		case !in:
			in = line == "```go"
		case line == "```":
			return b.String(), true
		default:
			b.WriteString(line)
			b.WriteByte('\n')
		}
	}
	return "", false
}

// mdLink matches the target of a Markdown link or of an HTML src
// attribute: "](target)" or `src="target"`; mdCode matches code, fenced
// or inline, whose text is no link.
var (
	mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)|src="([^"]+)"`)
	mdCode = regexp.MustCompile("(?s)```.*?```|`[^`\n]*`")
)

// TestREADMELinks checks that README.md links every page of docs/ and
// that the relative links of README.md and of the pages lead to files of
// the module.
func TestREADMELinks(t *testing.T) {
	pages, err := filepath.Glob(filepath.Join("docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	linked := map[string]bool{}
	for _, file := range append([]string{"README.md"}, pages...) {
		md, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		text := mdCode.ReplaceAllString(string(md), "")
		for _, m := range mdLink.FindAllStringSubmatch(text, -1) {
			target := m[1] + m[2]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "#") {
				continue
			}
			target, _, _ = strings.Cut(target, "#")
			path := filepath.Join(filepath.Dir(file), filepath.FromSlash(target))
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s: link to %s: %v", file, target, err)
			}
			if file == "README.md" {
				linked[filepath.Clean(path)] = true
			}
		}
	}
	for _, p := range pages {
		if !linked[p] {
			t.Errorf("README.md does not link %s", p)
		}
	}
}
